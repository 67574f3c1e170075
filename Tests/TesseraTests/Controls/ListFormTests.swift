import Foundation
import XCTest

@testable import Tessera

private struct Level: Identifiable {
    let id: Int
    var name: String { "Level \(id)" }
}

final class ListFormTests: XCTestCase {
    func testRowsOfAnInsetGroupedListAreFortyFourPointCardsInsideTheEdges() {
        let g = layout(
            List {
                Text("A").accessibilityIdentifier("a")
                Text("B").accessibilityIdentifier("b")
            }
            .font(ten),
            in: CGSize(width: 300, height: 400))
        // 20 above a section without a header; 16 inset plus 16 row padding; rows 44 tall, a
        // one-pixel separator between them.
        XCTAssertFrame(g, "a", 32, 32, 10, 20)
        XCTAssertFrame(g, "b", 32, 77, 10, 20)
    }

    func testAPlainListPutsRowsEdgeToEdge() {
        let g = layout(
            List {
                Text("A").accessibilityIdentifier("a")
                Text("B").accessibilityIdentifier("b")
            }
            .listStyle(.plain).font(ten),
            in: CGSize(width: 300, height: 400))
        XCTAssertFrame(g, "a", 16, 12, 10, 20)
        XCTAssertFrame(g, "b", 16, 57, 10, 20)
    }

    func testSectionsHaveHeadersAndFootersAroundTheirCards() {
        let g = layout(
            Form {
                Section("Audio") { Text("Music").accessibilityIdentifier("music") }
                Section {
                    Text("Lives").accessibilityIdentifier("lives")
                } header: {
                    Text("Game").accessibilityIdentifier("header")
                } footer: {
                    Text("Fewer is harder").accessibilityIdentifier("footer")
                }
            }
            .font(ten),
            in: CGSize(width: 300, height: 600))
        guard let music = g.frame(of: "music"), let header = g.frame(of: "header"), let lives = g.frame(of: "lives"),
            let footer = g.frame(of: "footer")
        else { return XCTFail("a part was not laid out") }
        XCTAssertEqual(music.minX, 32)
        XCTAssertEqual(header.minX, 32)
        XCTAssertLessThan(header.maxY, lives.minY)
        XCTAssertEqual(lives.minY - header.maxY, 6 + 12)
        XCTAssertEqual(footer.minY - lives.maxY, 12 + 6)
        // The row's padding under the text (12), then 16 above the next header.
        XCTAssertEqual(header.minY, music.maxY + 12 + 16)
    }

    func testListOfIdentifiableDataAndIdKeyPath() {
        let levels = (1...3).map(Level.init)
        let g = layout(List(levels) { Text($0.name).accessibilityIdentifier($0.name) }.font(ten), in: CGSize(width: 300, height: 400))
        XCTAssertFrame(g, "Level 3", 32, 32 + 2 * 45, 70, 20)
        let names = ["x", "y"]
        let g2 = layout(List(names, id: \.self) { Text($0).accessibilityIdentifier($0) }.font(ten), in: CGSize(width: 300, height: 400))
        XCTAssertFrame(g2, "y", 32, 77, 10, 20)
    }

    func testRowTraitsSetTheBackgroundSeparatorAndInsets() {
        let g = layout(
            List {
                Text("A").listRowBackground(Color.yellow).listRowSeparator(.hidden)
                Text("B").listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0)).accessibilityIdentifier("b")
                Text("C")
            }
            .font(ten),
            in: CGSize(width: 300, height: 400))
        let yellow = Color.yellow.resolve(colorScheme: .light)
        XCTAssertTrue(fills(g.displayList).contains { $0.1 == yellow && $0.0.width == 268 && $0.0.height == 44 })
        // One separator: the first row hides its own.
        let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29).resolve(colorScheme: .light)
        XCTAssertEqual(fills(g.displayList).filter { $0.1 == separator }.count, 1, "\(fills(g.displayList))")
        XCTAssertEqual(g.frame(of: "b")?.minX, 56)
    }

    func testScrollContentBackgroundHiddenDropsTheGroupedBackground() {
        let background = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255).resolve(colorScheme: .light)
        let shown = layout(List { Text("A") }, in: CGSize(width: 300, height: 400))
        XCTAssertTrue(fills(shown.displayList).contains { $0.1 == background })
        let hidden = layout(List { Text("A") }.scrollContentBackground(.hidden), in: CGSize(width: 300, height: 400))
        XCTAssertFalse(fills(hidden.displayList).contains { $0.1 == background })
    }

    func testFocusScrollsALongListOfButtons() {
        var pressed: [Int] = []
        let h = InputHarness(size: CGSize(width: 300, height: 200)) {
            List(0..<40) { i in
                Button("Row \(i)") { pressed.append(i) }.accessibilityIdentifier("row\(i)")
            }
            .font(ten)
        }
        for _ in 0..<12 { h.press(.tab) }
        guard let row = h.graph.frame(of: "row11") else { return XCTFail("row 11 was not laid out") }
        XCTAssertGreaterThanOrEqual(row.minY, 0)
        XCTAssertLessThanOrEqual(row.maxY, 200)
        h.press(.return)
        XCTAssertEqual(pressed, [11])
    }

    func testASelectionListSelectsRowsByClickAndKey() {
        var selected: Int? = nil
        let binding = Binding(get: { selected }, set: { selected = $0 })
        let levels = (1...3).map(Level.init)
        let h = InputHarness(size: CGSize(width: 300, height: 300)) {
            List(levels, selection: binding) { Text($0.name) }.font(ten)
        }
        h.click(150, 20 + 44 + 1 + 22)
        XCTAssertEqual(selected, 2)
        // The click focused the second row; Tab moves to the third.
        h.press(.tab)
        h.press(.return)
        XCTAssertEqual(selected, 3)
    }

    func testForEachEditingActionsAreAccepted() {
        var items = ["a", "b"]
        let g = layout(
            List {
                ForEach(items, id: \.self) { Text($0) }
                    .onDelete { items.remove(atOffsets: $0) }
                    .onMove { items.move(fromOffsets: $0, toOffset: $1) }
            },
            in: CGSize(width: 300, height: 300))
        XCTAssertEqual(textRuns(g.displayList).count, 2)
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: IndexSet([0, 1]), toOffset: 3)
        XCTAssertEqual(letters, ["c", "a", "b", "d"])
        letters.remove(atOffsets: IndexSet([0, 9]))
        XCTAssertEqual(letters, ["a", "b", "d"])
    }

    func testASectionOutsideAListStacksItsParts() {
        let g = layout(
            Section("Title") { Text("Body").accessibilityIdentifier("body") }.font(ten),
            in: CGSize(width: 300, height: 300))
        XCTAssertNotNil(g.frame(of: "body"))
    }
}
