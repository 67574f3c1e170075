import Foundation
import TesseraCSDL2
import TesseraSDL
import XCTest

/// Textured views drawn through the whole pipeline on the software renderer and
/// compared with goldens in `__Snapshots__/TexturedViewTests/`: nine-slices (stretch, tile,
/// anchoring and clipping, cap insets, @2x), tiled backgrounds, shape styles and stripes.
///
/// "panel" (Assets/Images/panel.png, 24×24 pt, @2x 48×48 px) is a bronze riveted frame with
/// 8-pt caps: corner rivets, a stud every 8 pt along the edges, a slate centre with a diamond
/// every 8 pt — so tiling (studs and diamonds repeat) and stretching (they smear) look different.
final class TexturedViewTests: TexturedFixtureTestCase {
    static let background = (UInt8(24), UInt8(26), UInt8(34))
    let caps = EdgeInsets(all: 8)

    /// Lays `view` out in `size` at `scale` and draws it; returns the frame, rig and graph.
    func render<V: View>(
        _ view: V, size: CGSize, scale: CGFloat = 1, rig existing: SceneRig? = nil,
        graph existingGraph: ViewGraph? = nil
    ) throws -> (RGBAImage, SceneRig, ViewGraph) {
        let rig = try existing ?? SceneRig(width: Int(size.width * scale), height: Int(size.height * scale), assets: assets, scale: scale)
        let graph = existingGraph ?? ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        graph.environment.displayScale = scale
        graph.environment.colorScheme = .dark
        graph.rootPlacement = .topLeading
        let list = graph.update(view, size: size)
        return (try rig.render(list, background: Self.background), rig, graph)
    }

    /// The pixels of `image` in `rect` (to compare blocks).
    func block(_ image: RGBAImage, _ x: Int, _ y: Int, _ w: Int, _ h: Int) -> [UInt8] {
        var out: [UInt8] = []
        for j in y..<(y + h) { for i in x..<(x + w) { let p = image[i, j]; out += [p.r, p.g, p.b, p.a] } }
        return out
    }

    /// The shipped image's block composited over the scene background (what a 1:1 draw shows).
    func shippedBlock(_ file: String, _ x: Int, _ y: Int, _ w: Int, _ h: Int) throws -> [UInt8] {
        let src = try FixtureAssets.shipped(file)
        var out: [UInt8] = []
        let bg = [Self.background.0, Self.background.1, Self.background.2]
        for j in y..<(y + h) {
            for i in x..<(x + w) {
                let p = src[i, j]
                let a = Int(p.a)
                for (c, b) in zip([p.r, p.g, p.b], bg) { out.append(UInt8((Int(c) * a + Int(b) * (255 - a) + 127) / 255)) }
                out.append(255)
            }
        }
        return out
    }

    func maxDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
        zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    // MARK: Nine-slices

    func testStretchVersusTile() throws {
        let view = HStack(spacing: 12) {
            Image("panel").resizable(capInsets: caps, resizingMode: .stretch).frame(width: 120, height: 72)
            Image("panel").resizable(capInsets: caps, resizingMode: .tile).frame(width: 120, height: 72)
        }.padding(12)
        let (image, rig, _) = try render(view, size: CGSize(width: 288, height: 96))
        let stretchX = 12, tileX = 144, y0 = 12
        // Corners are drawn unscaled in both modes: the image's own 8×8 corner pixels.
        let corner = try shippedBlock("panel.png", 0, 0, 8, 8)
        XCTAssertLessThanOrEqual(maxDifference(block(image, stretchX, y0, 8, 8), corner), 2, "stretch top-leading corner")
        XCTAssertLessThanOrEqual(maxDifference(block(image, tileX, y0, 8, 8), corner), 2, "tile top-leading corner")
        let bottomTrailing = try shippedBlock("panel.png", 16, 16, 8, 8)
        XCTAssertLessThanOrEqual(maxDifference(block(image, tileX + 112, y0 + 64, 8, 8), bottomTrailing), 2, "tile bottom-trailing corner")
        // Tile: the centre repeats every 8 pt from the top-leading corner of the region.
        XCTAssertEqual(block(image, tileX + 8, y0 + 8, 8, 8), block(image, tileX + 40, y0 + 32, 8, 8), "centre tiles differ")
        XCTAssertLessThanOrEqual(maxDifference(block(image, tileX + 8, y0 + 8, 8, 8), try shippedBlock("panel.png", 8, 8, 8, 8)), 2)
        // Top edge studs repeat in tile mode, one stretched stud in stretch mode.
        XCTAssertEqual(block(image, tileX + 8, y0, 8, 8), block(image, tileX + 96, y0, 8, 8), "top edge tiles differ")
        XCTAssertNotEqual(
            block(image, stretchX + 8, y0, 8, 8), block(image, stretchX + 56, y0, 8, 8), "stretched top edge should not repeat")
        XCTAssertEqual(block(image, tileX + 8, y0, 8, 8), block(image, tileX + 56, y0, 8, 8))
        // One nine-slice texture per mode, drawn as one quad each.
        XCTAssertEqual(rig.renderer.composedTextures, 2)
        assertFrame(image, named: "stretch-vs-tile")
    }

    func testCapInsetsZeroAndMoreThanHalf() throws {
        let view = VStack(alignment: .leading, spacing: 12) {
            // No caps: the whole image repeats from the top-leading corner; the last tiles clip.
            Image("panel").resizable(capInsets: EdgeInsets(), resizingMode: .tile).frame(width: 100, height: 60)
            // 14 + 14 on a 24-pt image: shrunk to 11.5 each, the 1-pt middle stretches.
            Image("panel").resizable(capInsets: EdgeInsets(all: 14), resizingMode: .tile).frame(width: 100, height: 60)
        }.padding(12)
        let (image, rig, _) = try render(view, size: CGSize(width: 124, height: 156))
        XCTAssertEqual(block(image, 12, 12, 24, 24), block(image, 36, 12, 24, 24), "whole-image tiles differ")
        XCTAssertEqual(block(image, 12, 12, 24, 24), block(image, 60, 36, 24, 24))
        XCTAssertLessThanOrEqual(maxDifference(block(image, 12, 12, 24, 24), try shippedBlock("panel.png", 0, 0, 24, 24)), 2)
        // The clipped last column shows the leading 4 pt of the image.
        XCTAssertEqual(block(image, 108, 12, 4, 24), block(image, 12, 12, 4, 24), "clipped tile")
        // Oversized insets: the warning names the image, no gap in the middle (no background shows).
        XCTAssertTrue(rig.renderer.warnings.contains { $0.contains("'panel'") && $0.contains("larger than") }, "\(rig.renderer.warnings)")
        for x in stride(from: 24, to: 100, by: 7) {
            XCTAssertFalse(image[x, 84 + 30] == (Self.background.0, Self.background.1, Self.background.2, 255), "gap at x = \(x)")
        }
        assertFrame(image, named: "cap-insets")
    }

    func testTileAnchoringAndClipping() throws {
        // 61×45: the centre is 45×29 = 5 tiles + 5 pt across, 3 tiles + 5 pt down.
        let view = Image("panel").resizable(capInsets: caps, resizingMode: .tile).frame(width: 61, height: 45).padding(10)
        let (image, _, _) = try render(view, size: CGSize(width: 81, height: 65))
        let x0 = 10, y0 = 10
        // Tiles start at the region's top-leading corner (x = 8, y = 8).
        XCTAssertLessThanOrEqual(maxDifference(block(image, x0 + 8, y0 + 8, 8, 8), try shippedBlock("panel.png", 8, 8, 8, 8)), 2)
        // The last tile of each row is clipped: it shows the leading 5 pt of the tile.
        XCTAssertEqual(block(image, x0 + 48, y0 + 8, 5, 8), block(image, x0 + 8, y0 + 8, 5, 8))
        XCTAssertEqual(block(image, x0 + 8, y0 + 32, 8, 5), block(image, x0 + 8, y0 + 8, 8, 5))
        // The trailing caps start exactly at w − 8 and h − 8 and are unscaled.
        XCTAssertLessThanOrEqual(maxDifference(block(image, x0 + 53, y0 + 37, 8, 8), try shippedBlock("panel.png", 16, 16, 8, 8)), 2)
        assertFrame(image, named: "anchoring")
    }

    func testScale2UsesTheAt2xAsset() throws {
        let view = HStack(spacing: 8) {
            Image("panel").resizable(capInsets: caps, resizingMode: .tile).frame(width: 64, height: 40)
            Image("panel").resizable(capInsets: caps, resizingMode: .stretch).frame(width: 64, height: 40)
        }.padding(8)
        let (image, _, _) = try render(view, size: CGSize(width: 152, height: 56), scale: 2)
        XCTAssertEqual(image.width, 304)
        // Insets stay in points: the 8-pt corner is the @2x file's 16×16 corner, 1:1.
        XCTAssertLessThanOrEqual(maxDifference(block(image, 16, 16, 16, 16), try shippedBlock("panel@2x.png", 0, 0, 16, 16)), 2)
        // 16-px tiles repeat (64 − 16 = 48 pt of centre = 6 tiles of 8 pt).
        XCTAssertEqual(block(image, 32, 32, 16, 16), block(image, 64, 32, 16, 16))
        XCTAssertLessThanOrEqual(maxDifference(block(image, 32, 32, 16, 16), try shippedBlock("panel@2x.png", 16, 16, 16, 16)), 2)
        assertFrame(image, named: "scale2")
    }

    // MARK: Tiled backgrounds

    struct Card: View {
        let title: String
        let locked: Bool
        var body: some View {
            Text(title).font(.headline).foregroundColor(.white)
                .padding(.horizontal, 10).padding(.vertical, 6)
                .background {
                    if locked {
                        RoundedRectangle(cornerRadius: 4).fill(
                            DiagonalStripes(size: 8, lineWidth: 2, color: Color(white: 0, opacity: 0.35)))
                    }
                }
                .tiledBackground(with: Image("panel"), capInsets: EdgeInsets(all: 8))
        }
    }

    struct CardGrid: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                HStack(spacing: 8) {
                    Card(title: "Play", locked: false); Card(title: "Options", locked: false)
                }
                HStack(spacing: 8) {
                    Card(title: "Level 2", locked: false); Card(title: "Locked", locked: true)
                }
                HStack(spacing: 8) {
                    Card(title: "Hi", locked: false); Card(title: "Credits", locked: false); Card(title: "?", locked: true)
                }
            }
            .padding(12)
        }
    }

    func testCardGridOfTexturedBoxes() throws {
        let (image, rig, graph) = try render(CardGrid(), size: CGSize(width: 300, height: 190))
        // Every card's box is a whole number of 8-pt tiles plus 16 pt of caps.
        let boxes = graph.displayList.operations.compactMap { op -> CGRect? in
            if case .nineSlice(let d) = op { return d.destination }
            return nil
        }
        XCTAssertEqual(boxes.count, 7)
        for b in boxes {
            XCTAssertEqual((b.width - 16).truncatingRemainder(dividingBy: 8), 0, "\(b)")
            XCTAssertEqual((b.height - 16).truncatingRemainder(dividingBy: 8), 0, "\(b)")
        }
        // A second frame creates nothing.
        _ = try render(CardGrid(), size: CGSize(width: 300, height: 190), rig: rig, graph: graph)
        XCTAssertEqual(rig.renderer.lastFrame.texturesCreated, 0)
        assertFrame(image, named: "card-grid")
    }

    // MARK: Shape styles

    func testGradientsAndImagePaint() throws {
        let view = HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 12)
                .fill(LinearGradient(colors: [.orange, .red, .purple], startPoint: .top, endPoint: .bottom))
                .frame(width: 70, height: 90)
            Circle()
                .fill(RadialGradient(colors: [.yellow, .orange, Color.orange.opacity(0)], center: .center, startRadius: 4, endRadius: 40))
                .frame(width: 80, height: 80)
            // The panel's centre (its middle third) as a repeating fill; a hazard-tape stroke of
            // diagonal stripes (an image paint from ImageRenderer) over a black one.
            RoundedRectangle(cornerRadius: 16)
                .fill(.image(Image("panel"), sourceRect: CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)))
                .overlay(RoundedRectangle(cornerRadius: 16).stroke(Color.black, lineWidth: 6))
                .overlay(RoundedRectangle(cornerRadius: 16).stroke(DiagonalStripes(size: 8, lineWidth: 3, color: .yellow), lineWidth: 6))
                .frame(width: 90, height: 90)
        }.padding(12)
        let (image, _, _) = try render(view, size: CGSize(width: 300, height: 114))
        // Linear: orange at the top, purple at the bottom, centre column.
        let top = image[47, 16], bottom = image[47, 98]
        XCTAssertGreaterThan(Int(top.g), 100, "top \(top)")
        XCTAssertGreaterThan(Int(bottom.b), Int(bottom.g) + 60, "bottom \(bottom)")
        // Radial: yellow centre, fading to the background at the rim.
        let centre = image[12 + 70 + 12 + 40, 57]
        XCTAssertTrue(centre.r > 240 && centre.g > 180, "radial centre \(centre)")
        // Image paint: the 8-pt centre tile repeats from the shape's top-leading corner.
        let px = 12 + 70 + 12 + 80 + 12
        XCTAssertEqual(block(image, px + 16, 12 + 24, 8, 8), block(image, px + 40, 12 + 48, 8, 8), "image paint tiles differ")
        assertFrame(image, named: "shape-styles")
    }

    /// Checks pixels across tile joins of a stripe fill: along the stripes (45°, rising) the
    /// colour must continue, on the tile's last column and the next tile's first.
    func assertSeamless(
        _ image: RGBAImage, tile: Int, origin: (Int, Int), region: (Int, Int, Int, Int), scaleNote: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        var checked = 0, worst = 0
        let (rx0, ry0, rx1, ry1) = region
        for x in stride(from: origin.0 + tile, to: rx1, by: tile) where x - 1 >= rx0 {
            for y in (ry0 + 1)..<ry1 {
                // (x − 1, y) and (x, y − 1) lie on the same 45° line, on either side of the join.
                let a = image[x - 1, y], b = image[x, y - 1]
                worst = max(worst, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                checked += 1
            }
        }
        for y in stride(from: origin.1 + tile, to: ry1, by: tile) where y - 1 >= ry0 {
            for x in rx0..<(rx1 - 1) {
                let a = image[x, y], b = image[x + 1, y - 1]
                worst = max(worst, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 20, file: file, line: line)
        XCTAssertLessThanOrEqual(worst, 3, "a seam where stripe tiles join (\(scaleNote))", file: file, line: line)
    }

    struct Stripes: View {
        var body: some View {
            HStack(spacing: 16) {
                RoundedRectangle(cornerRadius: 14)
                    .fill(DiagonalStripes(size: 12, lineWidth: 3, color: .white))
                    .frame(width: 120, height: 72)
                Circle()
                    .fill(DiagonalStripes(size: 12, lineWidth: 3, color: .yellow))
                    .frame(width: 72, height: 72)
            }
            .padding(12)
        }
    }

    func testStripesFillShapesWithoutSeams() throws {
        let (image, rig, _) = try render(Stripes(), size: CGSize(width: 244, height: 96))
        // Rounded rect at (12, 12): its interior away from the rounded corners.
        assertSeamless(image, tile: 12, origin: (12, 12), region: (12 + 14, 12 + 4, 12 + 106, 12 + 68), scaleNote: "rect @1x")
        // Circle at (148, 12): a square inside it.
        assertSeamless(image, tile: 12, origin: (148, 12), region: (148 + 14, 12 + 14, 148 + 58, 12 + 58), scaleNote: "circle @1x")
        // Both colours come from one tile each, rendered once.
        XCTAssertEqual(rig.renderer.renderedImages, 2)
        // Stripes are there: full-colour and background pixels in the interior.
        var lit = 0, dark = 0
        for x in 30..<120 { let p = image[x, 48]; if p.r > 240 && p.g > 240 { lit += 1 }; if p.r < 40 { dark += 1 } }
        XCTAssertGreaterThan(lit, 10); XCTAssertGreaterThan(dark, 10)
        assertFrame(image, named: "stripes")
    }

    func testStripesAreSharpAtScale2() throws {
        let (image, _, _) = try render(Stripes(), size: CGSize(width: 244, height: 96), scale: 2)
        assertSeamless(image, tile: 24, origin: (24, 24), region: (24 + 28, 24 + 8, 24 + 212, 24 + 136), scaleNote: "rect @2x")
        assertSeamless(image, tile: 24, origin: (296, 24), region: (296 + 28, 24 + 28, 296 + 116, 24 + 116), scaleNote: "circle @2x")
        // Sharp: along a row each stripe edge ramps over at most 2 pixels (a 3-pt line is 6 px).
        var ramp = 0, longest = 0
        for x in 40..<230 {
            let v = image[x, 96].r
            if v > 40 && v < 240 { ramp += 1; longest = max(longest, ramp) } else { ramp = 0 }
        }
        XCTAssertLessThanOrEqual(longest, 2, "blurry stripe edges at scale 2")
        assertFrame(image, named: "stripes@2x")
    }
}

/// `ImageRenderer` output drawn as an image, against the content drawn directly.
final class ImageRendererDrawingTests: FixtureTestCase {
    struct Badge: View {
        var body: some View {
            ZStack {
                Circle().fill(Color.orange)
                Text("7").font(.system(size: 20, weight: .bold)).foregroundColor(.white)
            }
            .frame(width: 36, height: 36)
        }
    }

    func testRenderedImageMatchesTheContentDrawnDirectly() throws {
        for scale in [1, 2] as [CGFloat] {
            let rig = try SceneRig(width: Int(100 * scale), height: Int(50 * scale), assets: assets, scale: scale)
            let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
            graph.environment.displayScale = scale
            graph.rootPlacement = .topLeading
            let renderer = ImageRenderer(content: Badge())
            renderer.scale = scale
            let view = HStack(spacing: 8) {
                Badge(); renderer.image
            }.padding(6)
            let frame = try rig.render(graph.update(view, size: CGSize(width: 100, height: 50)))
            XCTAssertEqual(rig.renderer.renderedImages, 1)
            // The left badge (drawn directly) and the right one (the rendered image) agree.
            let side = Int(36 * scale), x0 = Int(6 * scale), x1 = Int((6 + 36 + 8) * scale), y0 = Int(6 * scale)
            var differing = 0
            for y in y0..<(y0 + side - 2) {
                for x in 0..<side {
                    let a = frame[x0 + x, y], b = frame[x1 + x, y]
                    if max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b))) > 8 { differing += 1 }
                }
            }
            XCTAssertLessThanOrEqual(differing, side * side / 100, "rendered image differs from the content at scale \(scale)")
            XCTAssertGreaterThan(Int(frame[x1 + side / 2, y0 + 4].r), 200, "the rendered badge is drawn")
            // Drawn again: the rendered texture is reused.
            _ = try rig.render(graph.update(view, size: CGSize(width: 100, height: 50)))
            XCTAssertEqual(rig.renderer.lastFrame.texturesCreated, 0)
            XCTAssertEqual(rig.renderer.renderedImages, 1)
        }
    }
}
