import Foundation
import XCTest

@testable import Tessera

/// docs/LayoutRules.md §2.1 padding.
final class PaddingTests: XCTestCase {
    // §2.1 default amount 16 on every edge
    func testDefaultPaddingIs16OnEveryEdge() {
        let graph = layout(rect(50, 30).named("child").padding().named("padding"))
        XCTAssertFrame(graph, "padding", 0, 0, 82, 62)
        XCTAssertFrame(graph, "child", 16, 16, 50, 30)
    }

    // §2.1 explicit insets per edge
    func testEdgeInsetsPadEachEdgeByItsAmount() {
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let graph = layout(rect(50, 30).named("child").padding(insets).named("padding"))
        XCTAssertFrame(graph, "padding", 0, 0, 56, 34)
        XCTAssertFrame(graph, "child", 2, 1, 50, 30)
    }

    // §2.1 restricted to the chosen Edge.Set
    func testPaddingOnlyTheChosenEdges() {
        let graph = layout(rect(50, 30).named("child").padding(.horizontal, 10).named("padding"))
        XCTAssertFrame(graph, "padding", 0, 0, 70, 30)
        XCTAssertFrame(graph, "child", 10, 0, 50, 30)
    }

    // §2.1 default amount with an edge set
    func testDefaultAmountOnChosenEdges() {
        let graph = layout(rect(50, 30).named("child").padding([.top, .leading]).named("padding"))
        XCTAssertFrame(graph, "padding", 0, 0, 66, 46)
        XCTAssertFrame(graph, "child", 16, 16, 50, 30)
    }

    // §2.1 inset(p): the child is proposed the proposal minus the insets
    func testChildIsProposedTheProposalMinusTheInsets() {
        let graph = layout(Color.red.named("child").padding(10).named("padding"), in: CGSize(width: 100, height: 80))
        XCTAssertFrame(graph, "padding", 0, 0, 100, 80)
        XCTAssertFrame(graph, "child", 10, 10, 80, 60)
    }

    // §2.1 inset(p) never goes below 0, so padding can exceed the proposal
    func testInsetProposalIsClampedAtZeroAndPaddingOverflows() {
        let view = Color.red.named("child").padding(30).named("padding").frame(width: 40, height: 40)
        let graph = layout(view)
        XCTAssertFrame(graph, "padding", -10, -10, 60, 60)
        XCTAssertFrame(graph, "child", 20, 20, 0, 0)
    }

    // §2.1 a nil proposal stays nil (the child gives its ideal size)
    func testNilProposalStaysNil() {
        let graph = layout(Color.red.named("child").padding(10).named("padding").fixedSize())
        XCTAssertFrame(graph, "padding", 0, 0, 30, 30)
        XCTAssertFrame(graph, "child", 10, 10, 10, 10)
    }

    // §2.1 negative padding: insets are simply added
    func testNegativePaddingShrinksTheView() {
        let graph = layout(rect(50, 30).named("child").padding(-5).named("padding"))
        XCTAssertFrame(graph, "padding", 0, 0, 40, 20)
        XCTAssertFrame(graph, "child", -5, -5, 50, 30)
    }

    // §2.1 + §9: text wraps at the inset width
    func testTextWrapsAtTheInsetWidth() {
        let view = Text("Hello World").font(ten).named("text").padding(10).named("padding").frame(width: 80)
        let graph = layout(view)
        XCTAssertFrame(graph, "padding", 5, 0, 70, 60)
        XCTAssertFrame(graph, "text", 15, 10, 50, 40)
    }
}
