import Foundation
import XCTest

@testable import Tessera

/// Leaves wholly outside the canvas are left out of the display list (DisplayListPass+Culling.swift),
/// but are still laid out; a carried subtree never copies drawing culled to another canvas.
final class CanvasCullingTests: XCTestCase {
    /// A column of 50-point rows at its ideal size, so its rows' proposals do not depend on the canvas.
    private struct Column: View {
        let count: Int
        var selection = -1

        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<count) { index in
                    Row(index: index, isSelected: index == selection)
                }
            }
            .fixedSize()
        }
    }

    private struct Row: View {
        let index: Int
        let isSelected: Bool

        var body: some View {
            rect(100, 50, isSelected ? .blue : .red).named("row-\(index)")
        }
    }

    private func makeGraph(reusing: Bool = true) -> ViewGraph {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        graph.reusesUnchangedViews = reusing
        return graph
    }

    func test_leavesWhollyOutsideTheCanvas_drawNothing_butAreStillLaidOut() {
        let graph = makeGraph()
        let list = graph.update(Column(count: 10), size: CGSize(width: 100, height: 120))
        // Rows at 0, 50 and 100 (half showing) draw; the row starting at 150 and later ones do not.
        XCTAssertEqual(fills(list).map(\.0.minY), [0, 50, 100])
        XCTAssertEqual(graph.frame(of: "row-9"), CGRect(x: 0, y: 450, width: 100, height: 50))
    }

    func test_wholeSubtreesOutsideTheCanvas_areNotVisited() {
        let graph = makeGraph(reusing: false)
        _ = graph.update(Column(count: 100), size: CGSize(width: 100, height: 120))
        let before = graph.counters.drawVisits
        let list = graph.update(Column(count: 100), size: CGSize(width: 100, height: 120))
        XCTAssertEqual(fills(list).map(\.0.minY), [0, 50, 100])
        // The root, the column's two nodes and the three showing rows (three nodes each); every
        // other row is skipped whole at its top node (visiting each cost 300 visits).
        XCTAssertEqual(graph.counters.drawVisits - before, 12)
        XCTAssertEqual(graph.frame(of: "row-99"), CGRect(x: 0, y: 4950, width: 100, height: 50))
    }

    func test_aNodePlacedOutsideItsParentsFrame_isDrawn_whenTheParentIsOutsideTheCanvas() {
        for reusing in [false, true] {
            let graph = makeGraph(reusing: reusing)
            // The offset's frame lies below the canvas; its child is placed 60 points up, inside.
            let content = VStack(spacing: 0) {
                rect(100, 100, .clear)
                rect(100, 20).offset(y: -60).padding(0)
            }
            .fixedSize()
            for _ in 0..<2 {
                let list = graph.update(content, size: CGSize(width: 100, height: 100))
                XCTAssertEqual(fills(list).map(\.0.minY), [40], "reusing: \(reusing)")
            }
        }
    }

    func test_aTallerCanvas_drawsTheRowsThatNowShow_evenWhenTheyAreCarried() {
        let reusing = makeGraph(), evaluating = makeGraph(reusing: false)
        var reused = 0
        for (frame, height) in [120, 120, 320, 320, 60, 500].enumerated() {
            // The selection moves, so the column is walked and its unchanged rows carried.
            let size = CGSize(width: 100, height: CGFloat(height))
            let actual = reusing.update(Column(count: 10, selection: frame), size: size)
            let expected = evaluating.update(Column(count: 10, selection: frame), size: size)
            reused += reusing.reusedSubtreeCount
            XCTAssertEqual(actual, expected, "frame \(frame), height \(height)")
            XCTAssertEqual(fills(actual).count, min(10, Int((CGFloat(height) / 50).rounded(.up))), "frame \(frame), height \(height)")
        }
        XCTAssertGreaterThan(reused, 20, "rows are carried, or this test proves nothing")
    }

    func test_aShadowCastFromJustOffTheCanvas_isStillDrawn() {
        let graph = makeGraph()
        let content = VStack(spacing: 0) {
            rect(100, 100, .clear)
            rect(100, 20).shadow(color: .black, radius: 8, x: 0, y: -10)
        }
        .fixedSize()
        let list = graph.update(content, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(fills(list).map(\.0.minY), [100], "the shadowed rectangle below the canvas is drawn for its shadow")
    }

    func test_imageRenderer_drawsAllItsContent() {
        let rendered = ImageRenderer(content: VStack(spacing: 0) { ForEach(0..<5) { _ in rect(10, 10) } }).render()
        XCTAssertEqual(fills(rendered.displayList).count, 5)
    }
}
