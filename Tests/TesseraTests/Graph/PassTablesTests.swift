import Foundation
import XCTest

@testable import Tessera

/// Every per-pass side table is listed once, and counting, clearing and reuse copying reach it.
final class PassTablesTests: XCTestCase {
    /// The tables of a pass over a view that fills every one of them.
    private func filledTables() -> PassTables {
        let graph = ViewGraph()
        graph.update(EveryTableView(), size: CGSize(width: 200, height: 400))
        // Some tables are arena buffers the graph frees: take them out of the graph.
        var tables = PassTables(), empty = PassTables()
        swap(&tables, &graph.current.tables)
        let counts = PassTables.counts(&tables, &empty)
        for id in PassTableID.allCases { XCTAssertGreaterThan(counts[id], 0, "the test view fills no \(id)") }
        return tables
    }

    func testEveryStoredTableIsListed() {
        let labels = Mirror(reflecting: PassTables()).children.map { $0.label ?? "?" }
        XCTAssertEqual(labels, PassTableID.allCases.map { "\($0)" }, "a PassTables field without a PassTableID, or out of order")
        XCTAssertLessThanOrEqual(PassTableID.allCases.count, PassTableCounts.capacity)

        var current = PassTables(), previous = PassTables()
        var recorder = VisitRecorder()
        PassTables.forEachTable(&current, &previous, &recorder)
        XCTAssertEqual(recorder.visited, PassTableID.allCases, "forEachTable must visit every table once, in order")
    }

    func testCountsAndClearingReachEveryTable() {
        var current = filledTables(), previous = PassTables()
        let counts = PassTables.counts(&current, &previous)
        PassTables.removeAll(&current, &previous)
        let cleared = PassTables.counts(&current, &previous)
        for id in PassTableID.allCases {
            XCTAssertGreaterThan(counts[id], 0, "\(id)")
            XCTAssertEqual(cleared[id], 0, "\(id)")
        }
    }

    func testReuseCopiesEveryTableButTheRecordOrder() {
        var previous = filledTables(), current = filledTables()
        var empty = PassTables()
        let end = PassTables.counts(&previous, &empty)
        let before = PassTables.counts(&current, &empty)
        PassTables.appendEntries(&current, from: &previous, between: PassTableCounts(), and: end)
        let after = PassTables.counts(&current, &empty)
        for id in PassTableID.allCases {
            let copied = after[id] - before[id]
            XCTAssertEqual(copied, id.isCopiedWithSubtree ? end[id] : 0, "\(id)")
        }
        // A copied entry lands in its own table, after the entries already there.
        XCTAssertEqual(current.names, previous.names + previous.names)
        XCTAssertEqual(current.statefulViews, previous.statefulViews + previous.statefulViews)
    }

    func testEveryNodeKindIndexNamesAnEntryOfATableIndexedByKinds() {
        let graph = ViewGraph()
        graph.update(EveryTableView(), size: CGSize(width: 200, height: 400))
        var empty = PassTables()
        let counts = PassTables.counts(&graph.current.tables, &empty)
        var named = Set<PassTableID>()
        for i in graph.current.nodes.indices {
            guard let (table, index) = graph.current.nodes[i].kind.tableIndex else { continue }
            XCTAssertTrue(table.isIndexedByNodeKinds, "\(graph.current.nodes[i].kind) names \(table)")
            XCTAssertTrue((0..<Int32(counts[table])).contains(index), "\(graph.current.nodes[i].kind): no entry \(index) in \(table)")
            named.insert(table)
        }
        XCTAssertEqual(named, Set(PassTableID.allCases.filter(\.isIndexedByNodeKinds)), "a table indexed by kinds that no kind names")
    }

    func testACopiedKindMovesByItsOwnTablesCount() {
        let graph = ViewGraph()
        graph.update(EveryTableView(), size: CGSize(width: 200, height: 400))
        var offset = ArenaMarks(nodes: 0, environments: 0, tables: PassTableCounts())
        for id in PassTableID.allCases { offset.tables[id] = 10 + id.rawValue }
        var moved = 0
        for i in graph.current.nodes.indices {
            let kind = graph.current.nodes[i].kind
            guard let (table, index) = kind.tableIndex else {
                XCTAssertNil(kind.shifted(by: offset).tableIndex)
                continue
            }
            let shifted = kind.shifted(by: offset).tableIndex
            XCTAssertEqual(shifted?.table, table)
            XCTAssertEqual(shifted?.index, index + Int32(10 + table.rawValue), "\(kind)")
            moved += 1
        }
        XCTAssertGreaterThan(moved, 10)
    }

    func testOffsetsMoveExactlyTheIndexedTables() {
        for id in PassTableID.allCases {
            var offset = PassTableCounts()
            offset[id] = 3
            XCTAssertEqual(offset.movesNodeKindIndices, id.isIndexedByNodeKinds, "\(id)")
            XCTAssertEqual(offset.shifted(by: offset)[id], 6)
            XCTAssertEqual(offset.offset(from: offset), PassTableCounts())
        }
    }
}

private struct VisitRecorder: PassTableVisitor {
    var visited: [PassTableID] = []

    mutating func visit<Table: PassTableStorage>(_ table: inout Table, _ previous: inout Table, _ id: PassTableID) {
        visited.append(id)
    }
}

private struct EveryTableKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// A recorded composite with `@State` (record order, stateful views, top-level priorities).
private struct StatefulLabel: View {
    @State private var count = 0

    var body: some View { Text("count \(count)") }
}

/// One view of every kind a side table holds.
private struct EveryTableView: View {
    var body: some View {
        VStack(alignment: .leading) {
            StatefulLabel().accessibilityIdentifier("label").id("tag")
            Image("coin")
            Circle().fill(Color.red).frame(width: 10, height: 10)
            Color.blue.clipShape(Circle()).frame(width: 10, height: 10)
            GeometryReader { _ in Color.red }.frame(height: 10)
            Color.red.frame(width: 5, height: 5).alignmentGuide(.leading) { _ in 2 }
            Color.red.frame(height: 5).preference(key: EveryTableKey.self, value: 1)
                .overlayPreferenceValue(EveryTableKey.self) { _ in Color.green }
            Color.red.frame(height: 5).coordinateSpace(name: "space").onTapGesture {}
            Color.red.frame(height: 5).transition(.opacity)
            Color.red.frame(maxWidth: 5, maxHeight: 5).shadow(radius: 1)
        }
    }
}
