import Foundation
import XCTest

@testable import Tessera

/// `contentMargins(_:_:for:)`: room inside a scroll view around its content, which views
/// scrolled into sight keep (docs/LayoutRules.md §14.1).
final class ContentMarginsTests: XCTestCase {
    /// 20 focusable rows of 40 points with 10 between (990 points) in a 300 × 200 scroll view
    /// with 16-point margins on `edges`.
    private func list(_ edges: Edge.Set = .all, margin: CGFloat = 16, lazy: Bool = false) -> InputHarness<some View> {
        InputHarness(size: CGSize(width: 300, height: 200)) {
            ScrollView {
                if lazy {
                    LazyVStack(spacing: 10) { ForEach(0..<20, id: \.self) { focusableRow($0) } }
                } else {
                    VStack(spacing: 10) { ForEach(0..<20, id: \.self) { focusableRow($0) } }
                }
            }
            .contentMargins(edges, margin, for: .scrollContent)
        }
    }

    func testTheContentStartsAtTheMarginAndIsProposedTheWidthLessTheMargins() {
        let h = list()
        XCTAssertEqual(h.graph.frame(of: "row0"), CGRect(x: 16, y: 16, width: 268, height: 40))
    }

    func testTheContentScrollsThroughTheMarginsToTheirEnd() {
        let h = list()
        h.send(.scroll(delta: CGSize(width: 0, height: -1e6), at: CGPoint(x: 10, y: 10)))
        // Content 990 + 2 × 16 = 1,022 points: the last row ends 16 points above the bottom.
        XCTAssertEqual(h.graph.frame(of: "row19")?.maxY, 184)
        h.send(.scroll(delta: CGSize(width: 0, height: -30), at: CGPoint(x: 10, y: 10)))
        XCTAssertEqual(h.graph.frame(of: "row19")?.maxY, 184, "clamped at the end of the bottom margin")
    }

    func testFocusStopsAViewAtTheMarginNotAtTheEdge() {
        for lazy in [false, true] {
            let h = list(lazy: lazy)
            h.press(.tab)
            for _ in 0..<6 { h.press(.downArrow) }
            XCTAssertEqual(h.graph.focusedIdentifier, "row6")
            XCTAssertEqual(h.graph.frame(of: "row6")?.maxY, 184, "lazy \(lazy): 16 points of room below it")
            for _ in 0..<4 { h.press(.upArrow) }
            XCTAssertEqual(h.graph.frame(of: "row2")?.minY, 16, "lazy \(lazy): 16 points of room above it")
        }
    }

    func testScrollToWithAnAnchorAlignsWithinTheMargins() {
        var proxy: ScrollViewProxy?
        let h = InputHarness(size: CGSize(width: 300, height: 200)) {
            ScrollViewReader { p in
                let _ = (proxy = p)
                ScrollView {
                    LazyVStack(spacing: 10) { ForEach(0..<20, id: \.self) { focusableRow($0) } }
                }
                .contentMargins(.vertical, 20)
            }
        }
        proxy?.scrollTo(10, anchor: .top)
        h.frame()
        XCTAssertEqual(h.graph.frame(of: "row10")?.minY, 20)
        proxy?.scrollTo(15, anchor: .bottom)
        h.frame()
        XCTAssertEqual(h.graph.frame(of: "row15")?.maxY, 180)
    }

    func testOnlyTheGivenEdgesAndPlacementsChange() {
        let top = list(.top)
        XCTAssertEqual(top.graph.frame(of: "row0"), CGRect(x: 0, y: 16, width: 300, height: 40))
        let indicatorsOnly = InputHarness(size: CGSize(width: 300, height: 200)) {
            ScrollView { Color.gray.frame(height: 1000).accessibilityIdentifier("content") }
                .contentMargins(.vertical, 30, for: .scrollIndicators)
        }
        XCTAssertEqual(indicatorsOnly.graph.frame(of: "content")?.minY, 0, "the content is not inset")
        let bar = indicatorsOnly.graph.displayList.operations.compactMap { op -> CGRect? in
            if case .fill(.roundedRect(let rect, _, _), _) = op { return rect }
            return nil
        }.first
        // A 140-point track (200 − 2 × 30): the bar is 140 × 200 / 1,000 = 28 points, from y = 30.
        XCTAssertEqual(bar?.minY, 30)
        XCTAssertEqual(bar?.height, 28)
    }

    func testInnerModifiersReplaceOnlyTheirEdges() {
        let h = InputHarness(size: CGSize(width: 300, height: 200)) {
            ScrollView { Color.gray.frame(height: 40).accessibilityIdentifier("content") }
                .contentMargins(.top, 8)
                .contentMargins(.all, 30)
        }
        XCTAssertEqual(h.graph.frame(of: "content"), CGRect(x: 30, y: 8, width: 240, height: 40))
    }

    func testHostileMarginsCountAsNothingOrTheLayoutLimit() {
        for bad in [CGFloat.nan, -50, -.infinity, .infinity] {
            let h = list(margin: bad)
            XCTAssertEqual(h.graph.frame(of: "row0"), CGRect(x: 0, y: 0, width: 300, height: 40), "margin \(bad)")
        }
        let huge = list(margin: 1e300)
        let frame = huge.graph.frame(of: "row0")
        XCTAssertNotNil(frame)
        XCTAssertEqual(frame?.width, 0, "margins wider than the scroll view leave the content no width")
        XCTAssertTrue(frame.map { $0.minX.isFinite && $0.minY.isFinite } ?? false)
    }
}

/// A focusable 40-point row with id `i`.
private func focusableRow(_ i: Int) -> some View {
    Color.gray.frame(height: 40).focusable().id(i).accessibilityIdentifier("row\(i)")
}
