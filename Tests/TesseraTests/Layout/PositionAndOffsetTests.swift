import Foundation
import XCTest

@testable import Tessera

/// docs/LayoutRules.md §2.4 position(x:y:) and §7 offset.
final class PositionAndOffsetTests: XCTestCase {
    // §2.4 position takes the whole proposal and centres the child at (x, y)
    func testPositionTakesTheProposalAndCentresTheChildAtThePoint() {
        let view = rect(20, 10).named("child").position(x: 50, y: 30).named("position")
        let graph = layout(view, in: CGSize(width: 200, height: 100))
        XCTAssertFrame(graph, "position", 0, 0, 200, 100)
        XCTAssertFrame(graph, "child", 40, 25, 20, 10)
    }

    // §2.4 nil axes are replaced by the child's size
    func testPositionWithNilProposalTakesTheChildsSize() {
        let view = rect(20, 10).named("child").position(x: 50, y: 30).named("position").fixedSize()
        let graph = layout(view)
        XCTAssertFrame(graph, "position", 0, 0, 20, 10)
        XCTAssertFrame(graph, "child", 40, 25, 20, 10)
    }

    // §2.4 positions are in the position view's own coordinates
    func testPositionIsRelativeToItsOwnOrigin() {
        let view = rect(20, 10).named("child").position(x: 50, y: 30).padding(10)
        let graph = layout(view, in: CGSize(width: 200, height: 100))
        XCTAssertFrame(graph, "child", 50, 35, 20, 10)
    }

    // §7 offset: no layout effect on siblings or the stack
    func testOffsetDoesNotMoveSiblingsOrResizeTheStack() {
        let view = HStack(spacing: 0) {
            rect(10, 10).offset(x: 5, y: 7).named("a")
            rect(10, 10).named("b")
        }.named("stack")
        let graph = layout(view)
        XCTAssertFrame(graph, "stack", 0, 0, 20, 10)
        XCTAssertFrame(graph, "b", 10, 0, 10, 10)
    }

    // §7 offset moves the geometry of the views inside it
    func testOffsetMovesDescendantGeometry() {
        let view = HStack(spacing: 0) {
            VStack(spacing: 0) {
                rect(10, 10).named("inner")
                rect(10, 10).named("second")
            }.offset(x: 5, y: 7)
            rect(10, 10).named("b")
        }
        let graph = layout(view)
        XCTAssertFrame(graph, "inner", 5, 7, 10, 10)
        XCTAssertFrame(graph, "second", 5, 17, 10, 10)
        XCTAssertFrame(graph, "b", 10, 5, 10, 10)
    }

    // §7 offset(CGSize) and negative amounts
    func testOffsetBySizeAndNegativeAmounts() {
        let graph = layout(rect(10, 10).named("c").offset(CGSize(width: -3, height: -4)).padding(10))
        XCTAssertFrame(graph, "c", 7, 6, 10, 10)
    }

    // §7 + §11: the offset is rounded together with the position when drawn
    func testOffsetIsRoundedWithThePosition() {
        let graph = layout(rect(10, 10).named("c").offset(x: 0.3, y: 0.3).padding(0.3))
        // x = 0.3 + 0.3 = 0.6 → drawn at 1 (not 0.3 → 0 plus 0.3 → 0)
        XCTAssertDrawnFrame(graph, "c", 1, 1, 10, 10)
    }

    // §7 offset: x is mirrored in right-to-left layout
    func testOffsetXIsMirroredInRightToLeftLayout() {
        let view = rect(10, 10).named("c").offset(x: 5, y: 6).padding(20).environment(\.layoutDirection, .rightToLeft)
        let graph = layout(view)
        XCTAssertFrame(graph, "c", 15, 26, 10, 10)
    }

    // §2.4 + §4.4: a position view exports its child's explicit guides where the child actually is
    func testPositionExportsTheChildsBaselineAtItsPosition() {
        let graph = layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("A").font(ten).named("a").position(x: 5, y: 10).named("p")
                Text("b").font(ten).named("t")
            }, in: CGSize(width: 100, height: 100))
        // the positioned text sits at (0, 0) in p, so p's first baseline is 15, like t's
        XCTAssertFrame(graph, "p", 0, 0, 90, 100)
        XCTAssertFrame(graph, "a", 0, 0, 10, 20)
        XCTAssertFrame(graph, "t", 90, 0, 10, 20)
    }

    // §7 offset moves what GeometryReader reads (geometry reads move with it)
    func testOffsetMovesGeometryReaderFrames() {
        let frames = Recorder<CGRect>()
        layout(
            GeometryReader { proxy in
                let _ = frames.record(proxy.frame(in: .global))
                Color.red
            }.frame(width: 20, height: 20).offset(x: 7, y: 9).padding(10))
        XCTAssertEqual(frames.values.last, CGRectMake(17, 19, 20, 20))
    }
}
