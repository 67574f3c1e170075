import XCTest

@testable import Tessera

/// Work layout leaves out without changing a frame, proved by counting: sizes that ignore an axis
/// of the proposal are answered from one cache entry (IgnoredProposalAxes.swift), and a stack
/// placed at the proposal it was sized for replays that arrangement (StackArrangements.swift).
final class LayoutWorkTests: XCTestCase {
    private func ignoredAxes(_ graph: ViewGraph, _ id: String) -> Axis.Set? {
        guard let node = graph.current.tables.identifiers.first(where: { $0.1 == id })?.0 else { return nil }
        return graph.proposalAxesIgnored(by: node)
    }

    func testOnlyAxesARuleFixesAreIgnored() {
        let graph = layout(
            VStack {
                Color.red.frame(width: 20).named("width")
                Color.red.frame(height: 20).padding(4).named("padded height")
                Color.red.frame(width: 20, height: 20).named("both")
                Color.red.fixedSize(horizontal: true, vertical: false).named("fixed")
                Image("icon").named("image")
                Image("icon").resizable().named("resizable")
                Text("wraps").named("text")
                Color.red.background(Color.blue.frame(width: 5)).named("flexible primary")
                Color.red.frame(width: 20).background(Color.blue).named("fixed primary")
                HStack { Color.red.frame(width: 20) }.named("stack")
            }, images: ["icon": CGSize(width: 8, height: 8)])
        XCTAssertEqual(ignoredAxes(graph, "width"), .horizontal)
        XCTAssertEqual(ignoredAxes(graph, "padded height"), .vertical)
        XCTAssertEqual(ignoredAxes(graph, "both"), [.horizontal, .vertical])
        XCTAssertEqual(ignoredAxes(graph, "fixed"), .horizontal)
        XCTAssertEqual(ignoredAxes(graph, "image"), [.horizontal, .vertical])
        XCTAssertEqual(ignoredAxes(graph, "resizable"), [])
        XCTAssertEqual(ignoredAxes(graph, "text"), [])
        XCTAssertEqual(ignoredAxes(graph, "flexible primary"), [], "a background's size is its primary's")
        XCTAssertEqual(ignoredAxes(graph, "fixed primary"), .horizontal)
        XCTAssertEqual(ignoredAxes(graph, "stack"), [], "stacks claim nothing")
    }

    private func fixedWidthRow(_ count: Int) -> ViewGraph {
        layout(
            HStack(spacing: 0) {
                ForEach(0..<count) { i in Color.red.frame(width: 20).named("cell \(i)") }
            }, in: CGSize(width: 1000, height: 50))
    }

    // An HStack asks each child for its minimum, its maximum and its offer (§4.2); a fixed width
    // answers all three alike, so its frame and its colour are each worked out once, and its
    // tag, whose size is the frame's, is answered by the frame (seven times without: three for
    // the tag, three for the frame, one for the colour).
    func testAFixedWidthChildIsWorkedOutOnce() {
        let ten = fixedWidthRow(10), twenty = fixedWidthRow(20)
        XCTAssertEqual(twenty.counters.sizeComputations - ten.counters.sizeComputations, 2 * 10)
        for i in [0, 7, 19] { XCTAssertFrame(twenty, "cell \(i)", CGFloat(20 * i), 0, 20, 50) }
    }

    // The root proposes 1000×50 to the stack and places it there: the stack's placement is the
    // arrangement it was sized with, and its children land where the algorithm puts them.
    func testAStackPlacedWhereItWasSizedReplaysItsArrangement() {
        let graph = layout(
            HStack(spacing: 0) {
                Color.red.named("left")
                Text("Hello World").font(.system(size: 10)).named("text")
                Color.blue.named("right")
            }, in: CGSize(width: 300, height: 100))
        XCTAssertEqual(graph.layoutPass.stackArrangements.replays, 1)
        XCTAssertFrame(graph, "text", 125, 30, 50, 40)
        XCTAssertFrame(graph, "left", 0, 0, 125, 100)
        XCTAssertFrame(graph, "right", 175, 0, 125, 100)
    }

    // Placed at another proposal than it was last sized for (its own height replaces the nil
    // one), a stack runs the algorithm again.
    func testAStackPlacedAtAnotherProposalArrangesAgain() {
        let graph = layout(
            HStack(spacing: 0) {
                Color.red.named("a"); Color.blue.frame(width: 30).named("b")
            }
            .fixedSize(horizontal: false, vertical: true),
            in: CGSize(width: 100, height: 100))
        XCTAssertEqual(graph.layoutPass.stackArrangements.replays, 0)
        XCTAssertFrame(graph, "a", 0, 0, 70, 10)
        XCTAssertFrame(graph, "b", 70, 0, 30, 10)
    }

    // A stack asks a wrapping text for its ideal, its minimum, its maximum and its offer; the
    // last two are its ideal size when that fits the height (§9). Offered less, it still drops
    // the lines that do not fit: "Hello"/"World" is 50×40, and in 30 points only "Hello…" stays.
    func testATextFittingItsHeightIsItsIdealAndOneThatDoesNotIsTruncated() {
        func text(inHeight height: CGFloat) -> ViewGraph {
            layout(
                VStack(spacing: 0) { Text("Hello World").font(.system(size: 10)).named("text") }
                    .frame(width: 60, height: height, alignment: .top),
                in: CGSize(width: 100, height: 100))
        }
        XCTAssertFrame(text(inHeight: 100), "text", 5, 0, 50, 40)
        XCTAssertFrame(text(inHeight: 40), "text", 5, 0, 50, 40)
        XCTAssertSize(text(inHeight: 30), "text", 60, 20)
    }
    private func textRow(_ count: Int) -> ViewGraph {
        layout(
            HStack(spacing: 0) {
                ForEach(0..<count) { i in Text("Hi").named("text \(i)") }
            }
            .fixedSize(horizontal: false, vertical: true),
            in: CGSize(width: 1000, height: 100))
    }

    // Sized at a nil height, the row asks each named text (a tag around a text, which answers
    // for the tag) its minimum, maximum and offer there: 3 computations. Placed at its own
    // height, it asks them again: the maximum and the offer are the ideal sizes already known,
    // which fit, so only the minimum is worked out (4 in all; 6 when every answer asked the
    // rules, and 8 if the tag kept answers of its own).
    func testATextsIdealSizeThatFitsIsAnsweredWithoutAskingItsRule() {
        let ten = textRow(10), twenty = textRow(20)
        XCTAssertEqual(twenty.counters.sizeComputations - ten.counters.sizeComputations, 4 * 10)
        XCTAssertFrame(twenty, "text 0", 0, 0, 34, 34)
        XCTAssertFrame(twenty, "text 19", 646, 0, 34, 34)
    }
}
