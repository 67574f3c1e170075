import XCTest

@testable import Tessera

/// The per-pass size cache and the cross-frame text cache, proved by counting work.
final class MeasurementCacheTests: XCTestCase {
    /// A stack nested `depth` times around one text: each level asks its child for several sizes.
    private struct Nested: View {
        let depth: Int
        var body: some View {
            if depth == 0 {
                Text("leaf").font(.system(size: 10))
            } else {
                VStack { HStack { Nested(depth: depth - 1) } }
            }
        }
    }

    private func sizeComputations(depth: Int) -> Int {
        work(\.counters.sizeComputations, laying: Nested(depth: depth))
    }

    // Without the cache each level would multiply the work (3–4 queries per child per level).
    func testNestedStacksAreMeasuredLinearlyInDepth() {
        let shallow = sizeComputations(depth: 5)
        let deep = sizeComputations(depth: 10)
        let deeper = sizeComputations(depth: 20)
        XCTAssertLessThan(deep - shallow, 2 * (deeper - deep), "growth must not accelerate with depth")
        XCTAssertEqual(deeper - deep, 2 * (deep - shallow), accuracy: 2, "each extra level costs the same")
        XCTAssertLessThan(deeper, 40 * 20, "a few computations per node, not exponential")
    }

    func testRepeatedQueriesInAPassHitTheCache() {
        let graph = ViewGraph()
        graph.update(Nested(depth: 8), size: CGSize(width: 300, height: 300))
        XCTAssertGreaterThan(
            graph.counters.sizeQueries, graph.counters.sizeComputations, "stacks re-ask children at placement; those are cache hits")
    }

    // A static screen measures each string once, however many frames are drawn.
    func testStaticTextIsMeasuredOnceAcrossFrames() {
        let graph = ViewGraph()
        let view = VStack {
            Text("Score").font(.system(size: 10))
            Text("Level 3 — Crystal Caverns").font(.system(size: 12))
        }
        graph.update(view, size: CGSize(width: 200, height: 100))
        let afterFirstFrame = graph.textMeasurementCount
        for _ in 0..<10 { graph.update(view, size: CGSize(width: 200, height: 100)) }
        XCTAssertEqual(afterFirstFrame, 2)
        XCTAssertEqual(graph.textMeasurementCount, afterFirstFrame)
    }

    // A ticking timer measures only its new string each frame, not the static text beside it.
    func testATickingTimerMeasuresOnlyTheNewString() {
        let graph = ViewGraph()
        func frame(_ seconds: Int) {
            graph.update(
                HStack {
                    Text("Time").font(.system(size: 10))
                    Text("0:\(seconds)").font(.system(size: 10))
                }, size: CGSize(width: 200, height: 100))
        }
        frame(10)
        let before = graph.textMeasurementCount
        frame(11)
        frame(12)
        XCTAssertEqual(graph.textMeasurementCount - before, 2)
    }
}

/// Alignment guides are cached per pass like sizes: nested baseline-aligned stacks ask their
/// children's baselines again at every level, which was exponential in depth.
final class AlignmentCacheTests: XCTestCase {
    private struct NestedBaselines: View {
        let depth: Int
        var body: some View {
            if depth == 0 {
                Text("leaf").font(.system(size: 10))
            } else {
                HStack(alignment: .firstTextBaseline) {
                    Text("a").font(.system(size: 10)); NestedBaselines(depth: depth - 1)
                }
            }
        }
    }

    private func alignmentComputations(depth: Int) -> Int {
        work(\.counters.alignmentComputations, laying: NestedBaselines(depth: depth), width: 3000)
    }

    func testNestedBaselineStacksAreAlignedLinearlyInDepth() {
        let shallow = alignmentComputations(depth: 5)
        let deep = alignmentComputations(depth: 10)
        let deeper = alignmentComputations(depth: 20)
        XCTAssertEqual(deeper - deep, 2 * (deep - shallow), accuracy: 4, "each extra level costs the same")
        XCTAssertLessThan(deeper, 40 * 20, "a few computations per node, not exponential")
    }

    func testTwentyThreeLevelsFinishInOnePass() {
        XCTAssertLessThan(alignmentComputations(depth: 23), 40 * 23)
    }
}

/// A work counter of a new graph after one update of `view` in `width` × 300 points.
private func work<V: View>(_ counter: KeyPath<ViewGraph, Int>, laying view: V, width: CGFloat = 300) -> Int {
    let graph = ViewGraph()
    graph.update(view, size: CGSize(width: width, height: 300))
    return graph[keyPath: counter]
}
