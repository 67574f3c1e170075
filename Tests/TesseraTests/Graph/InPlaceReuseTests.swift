import Foundation
import XCTest

@testable import Tessera

/// A reused subtree's side-table entries and environments are moved out of last pass's tables
/// (not copied), and its measured sizes stay in place when every carried node kept its row
/// (ArenaBuffer.appendMoving, SizeCache.carryRowsInPlace). Frames stay those of a graph that
/// evaluates every body, and nothing is released twice (the moved entries hold class
/// instances, so a double release or a use after release would crash or leak in this test).
final class InPlaceReuseTests: XCTestCase {
    private struct Grid: View {
        var rows = 5
        var selection = -1
        /// The row at this index holds one card more (every later node moves along the arena).
        var longRow = -1

        var body: some View {
            VStack(spacing: 6) {
                ForEach(0..<rows) { row in
                    GridRow(row: row, cards: row == longRow ? 4 : 3, selection: selection / 10 == row ? selection : nil)
                }
            }
        }
    }

    private struct GridRow: View {
        let row: Int
        let cards: Int
        let selection: Int?

        // Even rows' top-level node comes first in the arena, odd rows' (a padding made after
        // its content) last: both are runs marked placed without a walk (`Node.subtreeBound`).
        @ViewBuilder var body: some View {
            if row % 2 == 0 {
                tiles
            } else {
                tiles.padding(1)
            }
        }

        private var tiles: some View {
            HStack(spacing: 4) {
                ForEach(0..<cards) { column in
                    Tile(index: row * 10 + column, isSelected: row * 10 + column == selection)
                }
            }
        }
    }

    private struct Tile: View {
        let index: Int
        let isSelected: Bool

        var body: some View {
            VStack(spacing: 2) {
                Text("Tile number \(index) of the grid").font(ten)
                RoundedRectangle(cornerRadius: 3).fill(isSelected ? Color.blue : Color.gray).frame(height: 6)
            }
            .padding(3)
            .foregroundColor(isSelected ? .white : .black)
            .named("tile-\(index)")
        }
    }

    private let size = CGSize(width: 420, height: 300)

    /// Steps a reusing and an evaluating graph through `scenes`, comparing every frame; returns
    /// the size rows the reusing graph copied per frame.
    private func copiedSizeRows(through scenes: [Grid]) -> [Int] {
        let reusing = ViewGraph(), evaluating = ViewGraph()
        evaluating.reusesUnchangedViews = false
        var rows: [Int] = []
        for (frame, scene) in scenes.enumerated() {
            let actual = reusing.update(scene, size: size)
            let expected = evaluating.update(scene, size: size)
            XCTAssertEqual(actual, expected, "frame \(frame)")
            XCTAssertEqual(reusing.frame(of: "tile-31"), evaluating.frame(of: "tile-31"), "frame \(frame)")
            rows.append(reusing.counters.copiedSizeRows)
        }
        return rows
    }

    func test_aMovingSelection_keepsSizesInPlace() {
        let rows = copiedSizeRows(through: [Grid(selection: 0), Grid(selection: 1), Grid(selection: 12), Grid(selection: 41), Grid()])
        XCTAssertEqual(rows, [0, 0, 0, 0, 0], "every reused row kept its place in the arena: no size row is copied")
    }

    func test_reusedRows_areRunsOfTheArena_startingOrEndingAtTheirTopNode() {
        let graph = ViewGraph()
        graph.update(Grid(selection: 0), size: size)
        graph.update(Grid(selection: 1), size: size)
        let bounds = graph.current.nodes.indices.compactMap { i in
            graph.current.nodes[i].subtreeBound >= 0 ? (node: Int32(i), bound: graph.current.nodes[i].subtreeBound) : nil
        }
        // Rows 1-4 were reused (row 0 holds the selection): rows 2 and 4 start at their stack;
        // rows 1 and 3 end at their padding, and so does tile 2 of row 0 (at its tag).
        XCTAssertEqual(bounds.filter { $0.bound > $0.node }.count, 2)
        XCTAssertEqual(bounds.filter { $0.bound <= $0.node }.count, 3)
    }

    func test_aRowThatGrows_movesLaterRows_andTheirSizesAreCopied() {
        let rows = copiedSizeRows(through: [Grid(selection: 0), Grid(selection: 0, longRow: 1), Grid(selection: 2, longRow: 1)])
        XCTAssertEqual(rows[0], 0)
        XCTAssertGreaterThan(rows[1], 0, "rows after the longer one moved along the arena: their sizes are copied")
        XCTAssertEqual(rows[2], 0, "then they stay in place again")
    }

    func test_movedEntriesOutliveTheirOldPass_overManyFrames() {
        // Frames alternate between moving and copying passes; each pass empties the tables of
        // the pass before last, which must release only what they still own.
        var scenes: [Grid] = []
        for frame in 0..<24 { scenes.append(Grid(rows: 4 + frame % 3, selection: frame * 7 % 50, longRow: frame % 4 == 0 ? 2 : -1)) }
        let rows = copiedSizeRows(through: scenes)
        XCTAssertTrue(rows.contains(0))
        XCTAssertTrue(rows.contains { $0 > 0 })
    }
}
