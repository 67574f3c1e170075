import Foundation
import XCTest

@testable import Tessera

/// A pass that reads nothing of last pass's nodes (no subtree can be reused, no animation starts
/// from last pass's values) is built in last pass's arena, still in cache, instead of the older
/// one (`ViewGraph.beginResolvingWithReuse`). Passes that may read last pass keep two arenas.
final class SingleArenaTests: XCTestCase {
    private let size = CGSize(width: 200, height: 200)

    private struct Slider: View {
        var x: CGFloat
        var body: some View {
            Color.red.frame(width: 10, height: 10).offset(x: x)
        }
    }

    private func redMinX(_ list: DisplayList) -> CGFloat? {
        fills(list).first { $0.1 == Color.red.resolve(colorScheme: .light) }?.0.minX
    }

    func testPassesThatReuseNothingShareOneArenaAndDropTheOlderPass() {
        let graph = ViewGraph()
        graph.reusesUnchangedViews = false
        graph.update(Slider(x: 0), size: size)
        let arena = graph.current.nodes.base
        for x in [10, 20, 30] as [CGFloat] {
            graph.update(Slider(x: x), size: size)
            XCTAssertEqual(graph.current.nodes.base, arena, "built in last pass's arena")
            XCTAssertEqual(graph.previous.nodes.count, 0, "the older pass is dropped")
            XCTAssertEqual(graph.previous.tables.texts.count + graph.previous.tables.shapes.count, 0)
        }
    }

    func testPassesThatMayReuseAlternateArenas() {
        let graph = ViewGraph()
        graph.update(Slider(x: 0), size: size)
        var last = graph.current.nodes.base
        for x in [10, 20, 30] as [CGFloat] {
            graph.update(Slider(x: x), size: size)
            XCTAssertNotEqual(graph.current.nodes.base, last, "last pass's nodes stay readable for reuse")
            XCTAssertGreaterThan(graph.previous.nodes.count, 0)
            last = graph.current.nodes.base
        }
    }

    func testAnAnimationAfterASingleArenaPassStartsFromThatPass() {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        graph.reusesUnchangedViews = false
        graph.update(Slider(x: 0), size: size)
        XCTAssertEqual(redMinX(graph.update(Slider(x: 100), size: size)), 100, "no animation: a single-arena pass")
        withAnimation(.linear(duration: 1)) {}
        graph.update(Slider(x: 200), size: size)
        graph.advanceAnimationTime(by: 0.5)
        // Halfway from the last pass's 100, not from the older pass's 0.
        XCTAssertEqual(redMinX(graph.update(Slider(x: 200), size: size)), 150)
        XCTAssertGreaterThan(graph.previous.nodes.count, 0, "animating passes keep last pass's nodes")
    }
}
