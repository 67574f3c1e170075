import Foundation
import XCTest

@testable import Tessera

/// docs/LayoutRules.md §11 pixel rounding.
final class PixelRoundingTests: XCTestCase {
    private func thirds(scale: CGFloat) -> ViewGraph {
        layout(
            HStack(spacing: 0) {
                Color.red.named("a")
                Color.green.named("b")
                Color.blue.named("c")
            }, in: CGSize(width: 100, height: 10), scale: scale)
    }

    // §11 layout stays fractional
    func testLayoutFramesAreUnrounded() {
        let graph = thirds(scale: 1)
        XCTAssertFrame(graph, "a", 0, 0, 100.0 / 3, 10)
        XCTAssertFrame(graph, "b", 100.0 / 3, 0, 100.0 / 3, 10)
        XCTAssertFrame(graph, "c", 200.0 / 3, 0, 100.0 / 3, 10)
    }

    // §11 @1x: 0+33, 33+34, 67+33
    func testThreeThirdsAt1x() {
        let graph = thirds(scale: 1)
        XCTAssertDrawnFrame(graph, "a", 0, 0, 33, 10)
        XCTAssertDrawnFrame(graph, "b", 33, 0, 34, 10)
        XCTAssertDrawnFrame(graph, "c", 67, 0, 33, 10)
        XCTAssertEqual(fills(graph.displayList).map(\.0), [CGRectMake(0, 0, 33, 10), CGRectMake(33, 0, 34, 10), CGRectMake(67, 0, 33, 10)])
    }

    // §11 @2x: 0+33.5, 33.5+33, 66.5+33.5
    func testThreeThirdsAt2x() {
        let graph = thirds(scale: 2)
        XCTAssertDrawnFrame(graph, "a", 0, 0, 33.5, 10)
        XCTAssertDrawnFrame(graph, "b", 33.5, 0, 33, 10)
        XCTAssertDrawnFrame(graph, "c", 66.5, 0, 33.5, 10)
        XCTAssertEqual(
            fills(graph.displayList).map(\.0), [CGRectMake(0, 0, 67, 20), CGRectMake(67, 0, 66, 20), CGRectMake(133, 0, 67, 20)])
    }

    // §11 @3x: exact thirds
    func testThreeThirdsAt3x() {
        let graph = thirds(scale: 3)
        XCTAssertDrawnFrame(graph, "a", 0, 0, 100.0 / 3, 10)
        XCTAssertDrawnFrame(graph, "b", 100.0 / 3, 0, 100.0 / 3, 10)
        XCTAssertDrawnFrame(graph, "c", 200.0 / 3, 0, 100.0 / 3, 10)
        XCTAssertEqual(
            fills(graph.displayList).map(\.0), [CGRectMake(0, 0, 100, 30), CGRectMake(100, 0, 100, 30), CGRectMake(200, 0, 100, 30)])
    }

    // §11 + §1.1 the centred root lands on half points; ties round up
    func testCentredRootIsRoundedNearestOrUp() {
        let graph = ViewGraph()
        graph.update(rect(11, 11).named("r"), size: CGSize(width: 100, height: 100))
        XCTAssertFrame(graph, "r", 44.5, 44.5, 11, 11)
        XCTAssertDrawnFrame(graph, "r", 45, 45, 11, 11)
    }

    func testCentredRootAt2xIsExact() {
        let graph = ViewGraph()
        graph.environment.displayScale = 2
        graph.update(rect(11, 11).named("r"), size: CGSize(width: 100, height: 100))
        XCTAssertDrawnFrame(graph, "r", 44.5, 44.5, 11, 11)
        XCTAssertEqual(fills(graph.displayList).first?.0, CGRectMake(89, 89, 22, 22))
    }

    // §11 edges are rounded, not sizes: 0.4…0.8 → 0…1; 0.8…1.6 → 1…2
    func testEdgesAreRoundedIndependently() {
        let graph = layout(
            HStack(spacing: 0) {
                Color.clear.frame(width: 0.4, height: 1)
                Color.red.frame(width: 0.4, height: 1).named("thin")
                Color.red.frame(width: 0.8, height: 1).named("next")
            })
        XCTAssertDrawnFrame(graph, "thin", 0, 0, 1, 1)
        XCTAssertDrawnFrame(graph, "next", 1, 0, 1, 1)
    }

    // §11 negative coordinates: ties go towards +∞
    func testNegativeHalfRoundsUp() {
        let graph = layout(rect(11, 11).named("r").frame(width: 10, height: 10))
        // r at (−0.5, −0.5): drawn at (0, 0), right edge 10.5 → 11 ⇒ 11 wide
        XCTAssertDrawnFrame(graph, "r", 0, 0, 11, 11)
    }

    // §11 the display list's pixel size follows the scale
    func testDisplayListPixelSizeFollowsTheScale() {
        let graph = layout(Color.red, in: CGSize(width: 100, height: 50), scale: 2)
        XCTAssertEqual(graph.displayList.pixelSize, CGSize(width: 200, height: 100))
        XCTAssertEqual(graph.displayList.scale, 2)
    }

    // §11 text is snapped like any leaf: a centred 20-pt-wide text at x = 40.5 draws at 41
    func testTextOriginIsSnappedToThePixelGrid() {
        let graph = ViewGraph()
        graph.update(Text("Hi").font(ten).named("t"), size: CGSize(width: 101, height: 21))
        XCTAssertFrame(graph, "t", 40.5, 0.5, 20, 20)
        XCTAssertEqual(graph.displayList.glyphs.map(\.x), [41, 51])
        XCTAssertEqual(graph.displayList.glyphs.map(\.y), [16, 16])
    }
}
