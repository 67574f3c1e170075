import Foundation
import XCTest

@testable import Tessera

/// docs/LayoutRules.md §3 fixedSize.
final class FixedSizeTests: XCTestCase {
    // §3 fixedSize() proposes nil on both axes: the child's ideal size, even beyond the parent
    func testFixedSizeTextIgnoresANarrowParentAndOverflows() {
        let view = Text("Hello World").font(ten).named("t").fixedSize().frame(width: 50).named("frame")
        let graph = layout(view)
        XCTAssertFrame(graph, "frame", 0, 0, 50, 20)
        XCTAssertFrame(graph, "t", -30, 0, 110, 20)
    }

    // §3 horizontal only
    func testFixedSizeHorizontalOnlyKeepsTheVerticalProposal() {
        let graph = layout(Color.red.named("c").fixedSize(horizontal: true, vertical: false), in: CGSize(width: 200, height: 100))
        XCTAssertFrame(graph, "c", 0, 0, 10, 100)
    }

    // §3 vertical only: text wraps at the proposed width and takes all the lines it needs
    func testFixedSizeVerticalOnlyLetsTextGrowPastTheProposedHeight() {
        let view = Text("Hello World").font(ten).named("t").fixedSize(horizontal: false, vertical: true).frame(width: 60, height: 10)
        let graph = layout(view)
        XCTAssertFrame(graph, "t", 5, -15, 50, 40)
    }

    // §9 contrast: without fixedSize the 10-pt height keeps one (truncated) line
    func testWithoutFixedSizeTheSameTextIsTruncatedToOneLine() {
        let view = Text("Hello World").font(ten).named("t").frame(width: 60, height: 10)
        let graph = layout(view)
        XCTAssertFrame(graph, "t", 0, -5, 60, 20)
    }

    // §3 the child is centred in the fixedSize view (same size ⇒ origin 0)
    func testFixedSizeChildSharesItsFrame() {
        let graph = layout(rect(30, 20).named("c").fixedSize().named("fixed").padding(5))
        XCTAssertFrame(graph, "fixed", 5, 5, 30, 20)
        XCTAssertFrame(graph, "c", 5, 5, 30, 20)
    }

    // §3 fixedSize in a stack: the text keeps its ideal width, the colour gets what is left
    func testFixedSizeTextInAStackKeepsItsIdealWidth() {
        let view = HStack(spacing: 0) {
            Color.red.named("c")
            Text("Hello World").font(ten).fixedSize().named("t")
        }
        let graph = layout(view, in: CGSize(width: 150, height: 20))
        XCTAssertFrame(graph, "c", 0, 0, 40, 20)
        XCTAssertFrame(graph, "t", 40, 0, 110, 20)
    }
}
