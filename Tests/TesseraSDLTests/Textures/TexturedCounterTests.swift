import Foundation
import TesseraCSDL2
import TesseraSDL
import TesseraSDLTesting
import XCTest

/// Composed-texture caching: nine-slices are composed once per pixel size and drawn as
/// one quad; pattern tiles are rendered once per content, size and scale; bad input draws
/// something sensible with a clear message.
final class TexturedCounterTests: TexturedFixtureTestCase {
    /// 48 cards in 6 rows of 8, in 3 distinct sizes (16 of each), each with a tiled background.
    struct Screen: View {
        var widths: [CGFloat] = [48, 64, 80]
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                ForEach(0..<6, id: \.self) { row in
                    HStack(spacing: 4) {
                        ForEach(0..<8, id: \.self) { column in
                            Color.clear.frame(width: widths[(row * 8 + column) % 3] - 16, height: 24)
                                .tiledBackground(with: Image("panel"), capInsets: EdgeInsets(all: 8))
                        }
                    }
                }
            }
        }
    }

    private func frame(_ rig: SceneRig, _ graph: ViewGraph, _ screen: Screen, size: CGSize) throws -> RGBAImage {
        try rig.render(graph.update(screen, size: size))
    }

    func testFortyEightCardsOfThreeSizesComposeThreeTextures() throws {
        let size = CGSize(width: 560, height: 260)
        let rig = try SceneRig(width: 560, height: 260, assets: assets)
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        graph.rootPlacement = .topLeading
        let first = try frame(rig, graph, Screen(), size: size)
        let slices = graph.displayList.operations.filter { if case .nineSlice = $0 { true } else { false } }
        XCTAssertEqual(slices.count, 48)
        XCTAssertLessThanOrEqual(rig.renderer.composedTextures, 3)
        XCTAssertEqual(rig.renderer.composedTextures, 3, "one composed texture per distinct size")
        // Next frames: nothing new.
        for _ in 0..<3 {
            let again = try frame(rig, graph, Screen(), size: size)
            XCTAssertEqual(rig.renderer.lastFrame.texturesCreated, 0)
            XCTAssertEqual(again, first)
            // The 48 backgrounds are 48 quads of 3 textures, batched into 3 geometry calls.
            XCTAssertEqual(rig.renderer.lastFrame.drawCalls, 3)
        }
        XCTAssertEqual(rig.renderer.composedTextures, 3)
        // Resizing one size class (64 → 72) recomposes only that one; the others are hits.
        let hitsBefore = rig.renderer.textures.hits
        _ = try frame(rig, graph, Screen(widths: [48, 72, 80]), size: size)
        XCTAssertEqual(rig.renderer.composedTextures, 4, "only the size that changed is recomposed")
        XCTAssertEqual(rig.renderer.lastFrame.texturesCreated, 1)
        XCTAssertGreaterThan(rig.renderer.textures.hits, hitsBefore)
    }

    func testPieceByPieceDrawingMatchesTheComposedTexture() throws {
        let size = CGSize(width: 560, height: 260)
        let composed = try SceneRig(width: 560, height: 260, assets: assets)
        let pieces = try SceneRig(width: 560, height: 260, assets: assets)
        pieces.renderer.composesNineSlices = false
        let graph = ViewGraph(textMeasurer: composed.measurer, imageProvider: composed.catalog)
        graph.rootPlacement = .topLeading
        let list = graph.update(Screen(), size: size)
        let a = try composed.render(list), b = try pieces.render(list)
        XCTAssertNil(FrameDifference(reference: a, actual: b, tolerance: FrameTolerance(perChannel: 2, maxDifferingFraction: 0))?.message)
        XCTAssertEqual(pieces.renderer.composedTextures, 0)
        // Without the cache every frame draws every piece: many more vertices for the same pixels.
        XCTAssertGreaterThan(pieces.renderer.lastFrame.vertices, composed.renderer.lastFrame.vertices * 10)
    }

    func testPatternTilesAreRenderedOncePerContentSizeAndScale() throws {
        let rig = try SceneRig(width: 300, height: 100, assets: assets)
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        let view = HStack(spacing: 4) {
            ForEach(0..<6, id: \.self) { i in
                RoundedRectangle(cornerRadius: 6)
                    .fill(DiagonalStripes(size: i < 3 ? 10 : 14, lineWidth: 2, color: .white))
                    .frame(width: 40, height: 40)
            }
        }
        _ = try rig.render(graph.update(view, size: CGSize(width: 300, height: 100)))
        XCTAssertEqual(rig.renderer.renderedImages, 2, "two tile sizes → two rendered tiles")
        // 6 shapes of one size: 2 painted-shape textures (one per pattern).
        XCTAssertEqual(rig.renderer.paintTextures, 2)
        for _ in 0..<3 {
            _ = try rig.render(graph.update(view, size: CGSize(width: 300, height: 100)))
            XCTAssertEqual(rig.renderer.lastFrame.texturesCreated, 0)
        }
        XCTAssertEqual(rig.renderer.renderedImages, 2)
    }

    func testBadInsetsAndImagesDrawSensiblyWithAClearMessage() throws {
        let log = LogCapture()
        let rig = try SceneRig(width: 300, height: 80, assets: assets, logger: log.logger)
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        graph.rootPlacement = .topLeading
        let view = HStack(spacing: 8) {
            Image("panel").resizable(capInsets: EdgeInsets(all: 40), resizingMode: .tile).frame(width: 60, height: 60)
            Image("panel").resizable(capInsets: EdgeInsets(top: .nan, leading: -4, bottom: 8, trailing: 8), resizingMode: .tile).frame(
                width: 60, height: 60)
            Image("dot").resizable(capInsets: EdgeInsets(all: 2), resizingMode: .tile).frame(width: 60, height: 60)
            Image("ghost").resizable(capInsets: EdgeInsets(all: 8), resizingMode: .tile).frame(width: 60, height: 60)
        }.padding(10)
        let image = try rig.render(graph.update(view, size: CGSize(width: 300, height: 80)))
        // Oversized and NaN/negative insets: one message each, naming the image.
        let messages = rig.renderer.warnings.filter { $0.contains("cap insets of image 'panel'") }
        XCTAssertEqual(messages.count, 2, "\(rig.renderer.warnings)")
        XCTAssertTrue(messages.allSatisfy { $0.contains("negative, not finite or larger than") })
        // Every box is drawn over its whole area (no gap shows the background).
        for x in [20, 40, 88, 108, 156, 176, 224, 244] {
            XCTAssertFalse(image[x, 40] == (24, 26, 34, 255), "nothing drawn at x = \(x)")
        }
        // The 1×1 image stretches its one colour over the box.
        XCTAssertTrue(image[170, 40] == (230, 57, 70, 255), "\(image[170, 40])")
        // The missing image draws the magenta checker and is logged once, by name.
        let checker = image[220, 40]
        XCTAssertTrue(checker == (255, 0, 255, 255) || checker == (0, 0, 0, 255), "\(checker)")
        XCTAssertEqual(log.errors(containing: "ghost").count, 1)
        // A second frame repeats nothing.
        let before = (
            rig.renderer.composedTextures, rig.renderer.paintTextures, rig.renderer.textures.created, rig.renderer.atlas.texturesCreated
        )
        _ = try rig.render(graph.update(view, size: CGSize(width: 300, height: 80)))
        XCTAssertEqual(
            rig.renderer.lastFrame.texturesCreated, 0,
            "\(before) \((rig.renderer.composedTextures, rig.renderer.paintTextures, rig.renderer.textures.created, rig.renderer.atlas.texturesCreated))"
        )
        XCTAssertEqual(log.errors(containing: "ghost").count, 1)
    }

    func testBadPaintsDrawSensibly() throws {
        let log = LogCapture()
        let rig = try SceneRig(width: 260, height: 60, assets: assets, logger: log.logger)
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        graph.rootPlacement = .topLeading
        let view = HStack(spacing: 8) {
            // No stops, NaN locations, a zero-length gradient and NaN radii: nothing or one colour.
            Rectangle().fill(LinearGradient(stops: [], startPoint: .top, endPoint: .bottom)).frame(width: 40, height: 40)
            Rectangle().fill(
                LinearGradient(
                    stops: [.init(color: .red, location: .nan), .init(color: .green, location: 0.5)], startPoint: .center, endPoint: .center
                )
            )
            .frame(width: 40, height: 40)
            Circle().fill(RadialGradient(colors: [.blue, .white], center: .center, startRadius: .nan, endRadius: .infinity)).frame(
                width: 40, height: 40)
            // A missing image, a NaN source rect and a zero scale: the checker, tiled.
            Rectangle().fill(.image(Image("ghost"), sourceRect: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), scale: 0)).frame(
                width: 40, height: 40)
            // DiagonalStripes with nonsense sizes falls back to sane ones.
            Rectangle().fill(DiagonalStripes(size: -3, lineWidth: .nan, color: .white)).frame(width: 40, height: 40)
        }.padding(10)
        let image = try rig.render(graph.update(view, size: CGSize(width: 260, height: 60)))
        XCTAssertTrue(image[30, 30] == (24, 26, 34, 255), "an empty gradient draws nothing: \(image[30, 30])")
        XCTAssertTrue(image[78, 30].g > 150 && image[78, 30].r < 100, "the one valid stop (green) fills: \(image[78, 30])")
        let checker = image[176, 30]
        XCTAssertTrue(checker == (255, 0, 255, 255) || checker == (0, 0, 0, 255), "missing image paint: \(checker)")
        XCTAssertEqual(log.errors(containing: "ghost").count, 1)
        _ = try rig.render(graph.update(view, size: CGSize(width: 260, height: 60)))
        XCTAssertEqual(rig.renderer.lastFrame.texturesCreated, 0)
    }
}
