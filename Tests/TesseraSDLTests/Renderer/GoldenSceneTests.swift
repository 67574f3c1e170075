import Foundation
import TesseraCSDL2
import TesseraSDL
import XCTest

/// Every draw operation rendered headless on the software renderer and compared with a golden
/// PNG in `__Snapshots__/GoldenSceneTests/`. A failure writes `<golden>.actual.png` and
/// `<golden>.diff.png` beside the golden and names them.
final class GoldenSceneTests: FixtureTestCase {
    private func render(_ make: (TTFTextMeasurer, AssetCatalog) -> DisplayList, scale: CGFloat = 1) throws -> (RGBAImage, SceneRig) {
        // The measurer's scale must be set before the list is built (text is measured in points).
        let probe = try SceneRig(width: 1, height: 1, assets: assets, scale: scale)
        let list = make(probe.measurer, probe.catalog)
        let rig = try SceneRig(width: Int(list.pixelSize.width), height: Int(list.pixelSize.height), assets: assets, scale: scale)
        // Rebuild with the rig's own catalog so its logging is what the test sees.
        return (try rig.render(make(rig.measurer, rig.catalog)), rig)
    }

    func testFillsAndAlphaBlending() throws {
        let (image, _) = try render { m, _ in Scenes.fills(m) }
        // An opaque whole-pixel rect is exact at its edges: inside red, outside background.
        XCTAssertTrue(image[10, 10] == (255, 77, 94, 255), "\(image[10, 10])")
        XCTAssertTrue(image[9, 10] == (24, 26, 34, 255), "\(image[9, 10])")
        // Its right edge (x = 90) is exact too: under the 50% blue, red shows left of it and not right.
        XCTAssertEqual(Int(image[89, 49].r), (255 + 79) / 2, accuracy: 3, "\(image[89, 49])")
        XCTAssertEqual(Int(image[90, 49].r), (24 + 79) / 2, accuracy: 3, "\(image[90, 49])")
        // The 50% blue over red blends.
        let blend = image[60, 40]
        XCTAssertEqual(Int(blend.r), (255 + 79) / 2, accuracy: 3)
        XCTAssertEqual(Int(blend.b), (94 + 255) / 2, accuracy: 3)
        // A half-pixel edge is half covered (anti-aliased, not snapped).
        let edge = image[140, 20]
        XCTAssertEqual(Int(edge.r), (24 + 255) / 2, accuracy: 12, "half-covered edge pixel \(edge)")
        assertFrame(image, named: "fills")
    }

    func testAntialiasedShapes() throws {
        let (image, _) = try render { m, _ in Scenes.shapes(m) }
        // The circle's edge has intermediate values (anti-aliasing), not only inside/outside.
        var levels = Set<UInt8>()
        for x in 215..<245 { levels.insert(image[x, 40 - 28].g) }
        XCTAssertGreaterThan(levels.count, 4, "circle edge shows no anti-aliasing: \(levels.sorted())")
        // The ring's hole shows the background (non-zero winding with a reversed inner contour).
        XCTAssertTrue(image[235, 95] == (24, 26, 34, 255), "ring centre \(image[235, 95])")
        assertFrame(image, named: "shapes")
    }

    func testStrokes() throws {
        let (image, _) = try render { m, _ in Scenes.strokes(m) }
        // A 1-pixel line on a half-pixel outline lights exactly one pixel column.
        XCTAssertTrue(image[10, 35] == (255, 255, 255, 255), "\(image[10, 35])")
        XCTAssertTrue(image[11, 35] == (24, 26, 34, 255), "inside of the 1 px stroke \(image[11, 35])")
        // The 4-pixel stroke is 4 pixels wide at the middle of the left side.
        let row = (111...120).filter { image[$0, 35].b > 200 }
        XCTAssertEqual(row.count, 4, "4 px stroke covers \(row)")
        assertFrame(image, named: "strokes")
    }

    func testImages() throws {
        let (image, _) = try render { m, c in Scenes.images(m, c) }
        // Nearest: 16-pixel blocks of the 4×4 tile stay flat; linear: blocks blend.
        XCTAssertTrue(image[156, 11] == image[169, 24], "nearest-scaled block is not flat")
        XCTAssertFalse(image[231, 26] == image[244, 26] && image[244, 26] == image[232, 13], "linear filtering did not blend")
        assertFrame(image, named: "images")
    }

    func testTextAtSeveralSizes() throws {
        let (image, _) = try render { m, _ in Scenes.text(m) }
        // Something is drawn on each line.
        for (y0, y1) in [(8, 22), (30, 48), (60, 92)] {
            var lit = 0
            for y in y0..<y1 { for x in 10..<150 where image[x, y].r > 150 || image[x, y].b > 150 { lit += 1 } }
            XCTAssertGreaterThan(lit, 30, "no text drawn in rows \(y0)..<\(y1)")
        }
        assertFrame(image, named: "text")
    }

    func testClipping() throws {
        let (image, _) = try render { m, c in Scenes.clipping(m, c) }
        // Rect clip: the circle stops at x = 100.
        XCTAssertTrue(image[99, 70].b > 200 && image[100, 70] == (24, 26, 34, 255), "\(image[99, 70]) \(image[100, 70])")
        // Rounded clip: the corner pixel outside the rounded corner is background.
        XCTAssertTrue(image[116, 11] == (24, 26, 34, 255), "rounded corner \(image[116, 11])")
        // Circular clip centre bottom half is the nested rect's colour.
        XCTAssertTrue(image[265, 80] == (43, 47, 62, 255), "\(image[265, 80])")
        assertFrame(image, named: "clipping")
    }

    func testConcaveClip() throws {
        let (image, _) = try render { m, _ in Scenes.concaveClip(m) }
        // Between the star's points (concave part) the stripes are clipped away.
        XCTAssertTrue(image[50, 10] != (24, 26, 34, 255), "star tip missing \(image[50, 10])")
        XCTAssertTrue(image[20, 20] == (24, 26, 34, 255), "outside the star between two points: \(image[20, 20])")
        // The ring's hole shows the background.
        XCTAssertTrue(image[150, 40] == (24, 26, 34, 255), "ring hole \(image[150, 40])")
        XCTAssertTrue(image[115, 50].b > 200, "ring body \(image[115, 50])")
        assertFrame(image, named: "concave-clip")
    }

    func testOpacityGroup() throws {
        let (image, _) = try render { m, _ in Scenes.opacity(m) }
        // In the group the overlap shows the top (blue) circle at 50%, like a flattened layer.
        let overlap = image[195, 40 + 15]
        XCTAssertEqual(Int(overlap.b), (34 + 255) / 2, accuracy: 4, "\(overlap)")
        XCTAssertEqual(Int(overlap.r), (24 + 79) / 2, accuracy: 4, "\(overlap)")
        // Without the group the overlap mixes both colours.
        let mixed = image[65, 55]
        XCTAssertGreaterThan(Int(mixed.r), 60, "\(mixed)")
        assertFrame(image, named: "opacity")
    }

    func testTransforms() throws {
        let (image, _) = try render { m, c in Scenes.transforms(m, c) }
        assertFrame(image, named: "transforms")
    }

    func testShadow() throws {
        let (image, _) = try render { m, _ in Scenes.shadow(m) }
        // Below the card the shadow darkens the background, fading with distance.
        let near = image[80, 92], far = image[80, 104]
        XCTAssertLessThan(Int(near.r), Int(far.r), "shadow does not fade: \(near) \(far)")
        XCTAssertLessThan(Int(near.r), 0xE8 - 10, "no shadow under the card: \(near)")
        assertFrame(image, named: "shadow")
    }

    func testHiDPIScale2() throws {
        let (image, rig) = try render({ m, c in Scenes.hiDPI(m, c) }, scale: 2)
        XCTAssertEqual(image.width, 320)
        XCTAssertEqual(rig.catalog.imageInfo(named: "badge", displayScale: 2).scale, 2, "@2x variant not chosen")
        assertFrame(image, named: "hidpi")
    }

    func testPlaceholderForMissingImage() throws {
        let (image, rig) = try render { m, c in Scenes.placeholder(m, c) }
        // Magenta/black checker: 8-pixel squares at 1:1.
        XCTAssertTrue(image[12, 12] == (255, 0, 255, 255), "\(image[12, 12])")
        XCTAssertTrue(image[20, 12] == (0, 0, 0, 255), "\(image[20, 12])")
        XCTAssertEqual(rig.catalog.problems.count, 1)
        assertFrame(image, named: "placeholder")
    }

    func testBackdropTint() throws {
        let (image, _) = try render { m, _ in Scenes.backdrop(m) }
        assertFrame(image, named: "backdrop")
    }

    func testCardGrid() throws {
        let (image, _) = try render { m, c in Scenes.cardGrid(m, c, columns: 3, rows: 3) }
        assertFrame(image, named: "cardgrid")
    }
}
