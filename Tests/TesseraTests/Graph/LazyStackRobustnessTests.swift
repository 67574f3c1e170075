import Foundation
import XCTest

@testable import Tessera

/// Lazy stacks over hostile counts and spacings, and `scrollTo` into them: no overflow, and the
/// rows built and ids searched stay within the frame's budgets.
final class LazyStackRobustnessTests: XCTestCase {
    private let size = CGSize(width: 200, height: 200)
    /// Room for the containers around the rows.
    private let budget = LayoutLimits.maximumNodes + 64

    func testForEachUpToIntMaxInALazyStackDoesNotOverflow() {
        let graph = ViewGraph()
        graph.update(
            ScrollView {
                LazyVStack { ForEach(0..<Int.max) { Text("\($0)").named("row \($0)") } }
            }, size: size)
        graph.update(ScrollView { LazyHStack { ForEach(0..<Int.max, id: \.self) { Text("\($0)") } } }, size: size)
        graph.update(
            ScrollView {
                LazyVGrid(columns: [GridItem(), GridItem()]) { ForEach(0..<Int.max, id: \.self) { Text("\($0)") } }
            }, size: size)
        XCTAssertLessThanOrEqual(graph.current.nodes.count, budget)
        XCTAssertEqual(graph.sanitizedOperations, 0)
    }

    func testALazyStackOutsideAScrollViewKeepsToTheNodeBudget() {
        let graph = ViewGraph()
        graph.update(LazyVStack { ForEach(0..<300_000, id: \.self) { _ in Color.red.frame(height: 1) } }, size: size)
        XCTAssertLessThanOrEqual(graph.current.nodes.count, budget)
    }

    /// Rows of 20 points almost cancelled by a spacing of −19.9999: every row is in sight.
    func testRowsAlmostCancelledByNegativeSpacingKeepToTheNodeBudget() {
        let graph = ViewGraph()
        let list = ScrollView {
            LazyVStack(spacing: -19.9999) { ForEach(0..<300_000, id: \.self) { _ in Color.red.frame(height: 20) } }
        }
        for _ in 0..<3 { graph.update(list, size: size) }
        XCTAssertLessThanOrEqual(graph.current.nodes.count, budget)
        XCTAssertLessThanOrEqual(graph.passesInLastUpdate, 1, "the rows left out do not ask for the same pass again and again")
    }

    func testScrollToAMissingIdInAHugeLazyListChecksABoundedNumberOfRows() {
        final class Proxy { var proxy: ScrollViewProxy? }
        let box = Proxy()
        CountedRow.idReads = 0
        let rows = (0..<20_000_000).lazy.map { CountedRow(number: $0) }
        let list = ScrollViewReader { proxy in
            let _ = (box.proxy = proxy)
            ScrollView {
                LazyVStack { ForEach(rows, id: \.id) { Text("\($0.number)").named("row \($0.number)") } }
            }
        }
        let graph = ViewGraph()
        graph.update(list, size: size)
        let before = CountedRow.idReads
        box.proxy?.scrollTo(-1)
        graph.update(list, size: size)
        graph.update(list, size: size)
        XCTAssertLessThanOrEqual(CountedRow.idReads - before, LayoutLimits.maximumNodes + 1_000)
        box.proxy?.scrollTo(40)
        graph.update(list, size: size)
        graph.update(list, size: size)
        XCTAssertNotNil(graph.frame(of: "row 40"), "an id within reach is still found")
    }
}

/// A row whose id counts its reads, so a test can count the rows a search looked at.
private struct CountedRow {
    nonisolated(unsafe) static var idReads = 0
    let number: Int
    var id: Int {
        Self.idReads += 1
        return number
    }
}
