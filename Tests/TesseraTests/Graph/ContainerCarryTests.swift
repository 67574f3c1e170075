import Foundation
import TesseraTesting
import XCTest

@testable import Tessera

/// Fresh containers around carried children are carried too (ViewGraph+ContainerCarry.swift):
/// a grid rebuilt around unchanged cards lays out and draws only the rows that changed, and
/// draws exactly what a graph evaluating every body draws.
final class ContainerCarryTests: XCTestCase {
    private struct Grid: View {
        var rows = 6
        var selection = -1
        var spacing: CGFloat = 4
        /// Rows at this index hold one card more.
        var longRow = -1

        var body: some View {
            VStack(spacing: 8) {
                ForEach(0..<rows) { row in
                    HStack(spacing: spacing) {
                        ForEach(0..<(row == longRow ? 4 : 3)) { column in
                            Card(index: row * 10 + column, isSelected: row * 10 + column == selection)
                        }
                    }
                    .padding(2)
                }
            }
        }
    }

    private struct Card: View {
        let index: Int
        let isSelected: Bool

        var body: some View {
            Text("Card \(index)").font(ten).padding(4)
                .background(isSelected ? Color.blue : Color.gray)
                .named("card-\(index)")
        }
    }

    private let size = CGSize(width: 400, height: 300)

    /// Steps both graphs through `scenes`; returns the containers carried per frame.
    private func carried(through scenes: [Grid]) -> [Int] {
        var reuse = ReuseEquivalence()
        var counts: [Int] = []
        for scene in scenes {
            reuse.assertSameFrame(scene, size: size, identifiers: ["card-11"])
            counts.append(reuse.reusing.counters.carriedContainers)
        }
        return counts
    }

    func test_rowsAroundUnchangedCards_areCarried_andOnlyTheChangedRowIsNot() {
        // Each row is an HStack inside a padding: both are carried for the five unchanged rows.
        let counts = carried(through: [Grid(selection: 0), Grid(selection: 1), Grid(selection: 12), Grid(selection: 52)])
        XCTAssertEqual(counts, [0, 10, 8, 8], "the rows of the cards that changed are laid out again; the others are carried")
    }

    func test_aRowWithAnotherCard_orAnotherSpacing_isNotCarried() {
        let counts = carried(through: [Grid(), Grid(selection: 0), Grid(selection: 0, longRow: 2), Grid(selection: 0, spacing: 6)])
        // One card more in row 2: row 2 is laid out again, the five others are carried. Another
        // spacing: every row is laid out again.
        XCTAssertEqual(counts, [0, 10, 10, 0])
    }
}
