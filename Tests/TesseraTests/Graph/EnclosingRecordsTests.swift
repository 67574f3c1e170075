import Foundation
import TesseraTesting
import XCTest

@testable import Tessera

/// How many times each tile's `body` ran (a global: a view holding a reference is never reused).
nonisolated(unsafe) private var tileEvaluations: [Int: Int] = [:]

/// Records inside a subtree copied whole are not updated; they are found from the record of
/// the view that made them (ViewGraph+EnclosingRecords.swift). These tests move such subtrees
/// for several passes, then evaluate the view that made them again, and check that the inner
/// views are reused from where they really are (the frames match a graph that evaluates every
/// body) and evaluated when their record is stale.
final class EnclosingRecordsTests: XCTestCase {
    override func setUp() {
        tileEvaluations = [:]
    }

    private let size = CGSize(width: 400, height: 300)

    func test_innerRecords_followTheirRowAcrossPassesItWasCopiedWhole() {
        var reuse = ReuseEquivalence()
        // The header grows each pass, so every row is copied whole to another place in the
        // tables; then a row changes and its body runs with its tiles' records three passes old.
        let scenes = [
            Board(headerItems: 1, rows: 3, selection: nil), Board(headerItems: 2, rows: 3, selection: nil),
            Board(headerItems: 4, rows: 3, selection: nil), Board(headerItems: 7, rows: 3, selection: nil),
            Board(headerItems: 3, rows: 3, selection: 5), Board(headerItems: 3, rows: 3, selection: 6),
        ]
        for scene in scenes {
            reuse.assertSameFrame(scene, size: size, identifiers: (0..<9).map { "tile-\($0)" })
        }
        // The reusing graph evaluated each tile once, then only the tiles whose value changed:
        // 5 (selected in pass 4, cleared in pass 5) and 6 (selected in pass 5). Its other two
        // row mates were reused from their three-passes-old records.
        let reusingOnly = tileEvaluations.mapValues { $0 - scenes.count }
        XCTAssertEqual(reusingOnly, [0: 1, 1: 1, 2: 1, 3: 1, 4: 1, 5: 3, 6: 2, 7: 1, 8: 1])
    }

    func test_anInnerRecordLeftOutOfItsRow_isEvaluatedWhenItComesBack() {
        var reuse = ReuseEquivalence()
        // The middle row loses its last tile (its body runs without it), is copied whole while
        // the header grows, then gets the tile back: the tile's record is from before it left.
        let scenes = [
            Board(headerItems: 1, rows: 3, selection: nil), Board(headerItems: 1, rows: 3, selection: nil, shortRow: 1),
            Board(headerItems: 5, rows: 3, selection: nil, shortRow: 1), Board(headerItems: 2, rows: 3, selection: nil),
        ]
        for scene in scenes {
            reuse.assertSameFrame(scene, size: size, identifiers: (0..<9).map { "tile-\($0)" })
        }
        // Tile 5 was evaluated by each graph when it first showed and again when it came back;
        // its row mates were evaluated once by the reusing graph (every pass by the other).
        XCTAssertEqual(tileEvaluations[5], 2 + 2)
        XCTAssertEqual(tileEvaluations[4], scenes.count + 1)
    }
}

private struct Board: View {
    let headerItems: Int
    let rows: Int
    let selection: Int?
    var shortRow: Int?

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 2) {
                ForEach(0..<headerItems) { _ in Color.gray.frame(width: 6, height: 6) }
            }
            ForEach(0..<rows) { row in
                let tiles = (row * 3)..<(row * 3 + (row == shortRow ? 2 : 3))
                TileRow(tiles: tiles, selection: selection.flatMap { tiles.contains($0) ? $0 : nil })
            }
        }
    }
}

private struct TileRow: View {
    let tiles: Range<Int>
    let selection: Int?

    var body: some View {
        HStack(spacing: 4) {
            ForEach(tiles) { tile in
                Tile(number: tile, isSelected: tile == selection)
            }
        }
        .padding(2)
    }
}

private struct Tile: View {
    let number: Int
    let isSelected: Bool

    var body: some View {
        let _ = tileEvaluations[number, default: 0] += 1
        return Text("T\(number)").font(.system(size: isSelected ? 12 : 10)).padding(3)
            .background(isSelected ? Color.blue : Color.black)
            .accessibilityIdentifier("tile-\(number)")
    }
}
