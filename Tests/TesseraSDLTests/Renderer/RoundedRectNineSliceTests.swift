import Foundation
import TesseraSDL
import XCTest

/// Rounded rectangles on the software renderer come from one size-independent corner mask drawn
/// as a nine-slice: the same pixels as the whole-shape mask, and no texture when only the size
/// changes (a health bar growing every frame).
final class RoundedRectNineSliceTests: FixtureTestCase {
    private let colour = Color.Resolved(red: 0.2, green: 0.6, blue: 1)

    /// Renders `shape` as a `.roundedRect` (nine-slice) and as the same outline in a `.path`
    /// (the whole-shape mask), filled or stroked, and returns both frames.
    private func renderBothWays(_ rect: CGRect, corner: CGFloat, lineWidth: CGFloat?) throws -> (RGBAImage, RGBAImage) {
        let rig = try SceneRig(width: 160, height: 100, assets: assets)
        let size = CGSize(width: corner, height: corner)
        func list(_ shape: DisplayShape) -> DisplayList {
            var b = ListBuilder(width: 160, height: 100, measurer: rig.measurer)
            if let lineWidth { b.stroke(shape, colour, width: lineWidth) } else { b.fill(shape, colour) }
            return b.list
        }
        let nineSlice = try rig.render(list(.roundedRect(rect, cornerSize: size, style: .circular)))
        let whole = try rig.render(list(.path(Path(roundedRect: rect, cornerSize: size, style: .circular))))
        return (nineSlice, whole)
    }

    private func assertSamePixels(_ a: RGBAImage, _ b: RGBAImage, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        var worst = 0, lit = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                worst = max(worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
                if q.b > 60 { lit += 1 }
            }
        }
        XCTAssertLessThanOrEqual(worst, 1, "\(what): nine-slice differs from the whole mask by \(worst)/255", file: file, line: line)
        XCTAssertGreaterThan(lit, 20, "\(what): the shape was drawn", file: file, line: line)
    }

    func testFilledNineSliceMatchesTheWholeMask() throws {
        for (rect, corner) in [
            (CGRect(x: 10, y: 10, width: 90, height: 60), 14.0), (CGRect(x: 20.5, y: 8.25, width: 47.5, height: 31.75), 9.5),
            (CGRect(x: 5, y: 40, width: 140, height: 22), 11.0), (CGRect(x: -30, y: -12, width: 100, height: 50), 16.0),
        ] {
            let (nineSlice, whole) = try renderBothWays(rect, corner: corner, lineWidth: nil)
            assertSamePixels(nineSlice, whole, "fill \(rect) r\(corner)")
        }
    }

    func testStrokedNineSliceMatchesTheWholeMask() throws {
        for (rect, corner, width) in [
            (CGRect(x: 10, y: 10, width: 90, height: 60), 14.0, 2.0), (CGRect(x: 20.5, y: 8.5, width: 47, height: 31), 6.0, 1.0),
            (CGRect(x: 12, y: 12, width: 120, height: 70), 20.0, 5.5), (CGRect(x: 8, y: 32, width: 120, height: 60), 10.0, 1.0),
        ] {
            let (nineSlice, whole) = try renderBothWays(rect, corner: corner, lineWidth: width)
            assertSamePixels(nineSlice, whole, "stroke \(rect) r\(corner) w\(width)")
        }
    }

    func testAGrowingHealthBarCreatesNoTexturesAfterWarmUp() throws {
        let rig = try SceneRig(width: 320, height: 60, assets: assets)
        var created: [Int] = []
        for frame in 0..<30 {
            var b = ListBuilder(width: 320, height: 60, measurer: rig.measurer)
            let bar = CGRect(x: 10, y: 20, width: 40 + CGFloat(frame) * 7, height: 16)  // snapped layout: whole pixels
            b.fill(.roundedRect(bar, cornerSize: CGSize(width: 8, height: 8), style: .continuous), colour)
            b.stroke(
                .roundedRect(CGRect(x: 8, y: 18, width: 264, height: 20), cornerSize: CGSize(width: 10, height: 10), style: .continuous),
                colour, width: 2)
            _ = try rig.render(b.list)
            created.append(rig.renderer.lastFrame.texturesCreated)
        }
        // One mask per place the bar's end can take within a 4-pixel batching cell, then none.
        XCTAssertGreaterThan(created[0], 0, "the first frame makes the masks")
        XCTAssertLessThanOrEqual(created.prefix(4).reduce(0, +), 2 + 3, "textures created per frame: \(created)")
        XCTAssertEqual(created.dropFirst(4).reduce(0, +), 0, "textures created per frame: \(created)")
    }

    func testHugeAndNonFiniteRoundedRectanglesCostOnlyTheirVisiblePixels() throws {
        let rig = try SceneRig(width: 160, height: 100, assets: assets)
        var b = ListBuilder(width: 160, height: 100, measurer: rig.measurer)
        // Corners far bigger than the texture budget, a bar a million pixels long, and NaN.
        b.fill(
            .roundedRect(
                CGRect(x: -500_000, y: -500_000, width: 1_000_000, height: 1_000_000), cornerSize: CGSize(width: 200_000, height: 200_000),
                style: .circular), colour)
        b.fill(
            .roundedRect(CGRect(x: 10, y: 40, width: 1_000_000, height: 16), cornerSize: CGSize(width: 8, height: 8), style: .circular),
            colour)
        b.stroke(
            .roundedRect(CGRect(x: 10, y: 70, width: 1_000_000, height: 16), cornerSize: CGSize(width: 8, height: 8), style: .circular),
            colour, width: 2)
        b.fill(
            .roundedRect(CGRect(x: CGFloat.nan, y: 10, width: 50, height: 20), cornerSize: CGSize(width: 8, height: 8), style: .circular),
            colour)
        b.fill(
            .roundedRect(
                CGRect(x: 10, y: 10, width: 50, height: 20), cornerSize: CGSize(width: CGFloat.infinity, height: CGFloat.nan),
                style: .circular), colour)
        let frame = try rig.render(b.list)
        XCTAssertEqual(frame.width, 160)
        XCTAssertLessThanOrEqual(rig.renderer.textures.bytes, 4 * 160 * 100 * 4, "no texture larger than a few canvases")
        XCTAssertEqual(frame[80, 50].b, 255, "the huge shape covers the canvas")
    }
}
