import Foundation
import TesseraTesting
import XCTest

@testable import Tessera

/// How many times each named view's `body` ran.
nonisolated(unsafe) private var evaluations: [String: Int] = [:]

private func count(_ name: String) {
    evaluations[name, default: 0] += 1
}

@Observable
private final class Tile {
    let index: Int
    var isSelected = false
    var label: String

    init(index: Int) {
        self.index = index
        label = "\(index)"
    }
}

/// When a view changes (a model it read, its `@State`), SwiftUI evaluates that view's `body`
/// and not the bodies of the views that made it: they read nothing that changed. Tessera makes
/// the bodies those views returned last time again around the changed view
/// (`ViewGraph.recordedBody`), so their `body` is not run; these tests count bodies and compare
/// every frame with a graph that evaluates every `body`.
final class EnclosingViewTests: XCTestCase {
    override func setUp() {
        evaluations = [:]
    }

    private let size = CGSize(width: 600, height: 400)

    func test_aChangedTile_isEvaluatedWithoutTheRowAndBoardThatMadeIt() {
        let tiles = (0..<9).map(Tile.init(index:))
        let graph = layout(TileBoard(tiles: tiles, header: 1), in: size)
        XCTAssertEqual(evaluations, ["board": 1, "row": 3, "tile": 9])

        tiles[4].isSelected = true
        graph.update(TileBoard(tiles: tiles, header: 1), size: size)
        XCTAssertEqual(evaluations, ["board": 1, "row": 3, "tile": 10], "only the tile that read the change")

        tiles[4].isSelected = false
        tiles[7].isSelected = true
        graph.update(TileBoard(tiles: tiles, header: 1), size: size)
        XCTAssertEqual(evaluations, ["board": 1, "row": 3, "tile": 12])
        XCTAssertEqual(graph.displayList, layout(TileBoard(tiles: tiles, header: 1), in: size).displayList)
    }

    func test_aTileThatGrows_movesItsRowMates_asAFullEvaluationWould() {
        let tiles = (0..<9).map(Tile.init(index:))
        var reuse = ReuseEquivalence()
        let identifiers = (0..<9).map { "tile-\($0)" }
        reuse.assertSameFrame(TileBoard(tiles: tiles, header: 1), size: size, identifiers: identifiers)
        // Labels grow and shrink, so the changed tile's subtree has another size and the nodes
        // after it in the remade rows move; the header changes too, so rows are also copied
        // whole to other places between the passes that remake them.
        let steps: [(Int, String, Int)] = [
            (4, "a much longer label", 1), (4, "x", 2), (0, "first tile, wider", 2), (8, "", 5), (3, "three", 3), (4, "44", 3),
        ]
        for (index, label, header) in steps {
            tiles[index].label = label
            tiles[(index + 1) % 9].isSelected.toggle()
            reuse.assertSameFrame(TileBoard(tiles: tiles, header: header), size: size, identifiers: identifiers)
        }
        XCTAssertGreaterThan(reuse.reusedSubtrees, 0)
        // The other graph evaluated everything in each of the 7 passes. The reusing graph
        // evaluated its board in the first pass and when the header changed (3 times), and its
        // rows only in the first pass: later they were remade around the changed tiles.
        XCTAssertEqual(evaluations["board"], 7 + 4)
        XCTAssertEqual(evaluations["row"], 7 * 3 + 3, "rows were remade, not evaluated")
    }

    func test_aStateChangeInsideARow_evaluatesOnlyTheViewOwningTheState() throws {
        let graph = layout(CounterBoard(), in: size)
        XCTAssertEqual(evaluations, ["counter board": 1, "counter": 3])
        try tap(graph, "counter-1")
        graph.update(CounterBoard(), size: size)
        XCTAssertEqual(evaluations, ["counter board": 1, "counter": 4])
        XCTAssertEqual(graph.frame(of: "count-1")?.width, layout(Text("1")).rootSize.width)
        try tap(graph, "counter-1")
        try tap(graph, "counter-2")
        graph.update(CounterBoard(), size: size)
        XCTAssertEqual(evaluations, ["counter board": 1, "counter": 6])
    }

    func test_aButtonPress_evaluatesTheButtons_notTheViewsAroundThem() throws {
        let graph = layout(ButtonBoard(), in: size)
        XCTAssertEqual(evaluations, ["button board": 1, "button counter": 3])
        // The press focuses the button and sets its pressed state; the release runs the action.
        try tap(graph, "button-1")
        graph.update(ButtonBoard(), size: size)
        XCTAssertEqual(evaluations, ["button board": 1, "button counter": 4], "only the counter whose state the action wrote")
        // Focus moves from the first button to the third: both buttons show it, their counters
        // and the board read nothing that changed.
        try tap(graph, "button-2")
        graph.update(ButtonBoard(), size: size)
        XCTAssertEqual(evaluations, ["button board": 1, "button counter": 5])
        // The same taps on a graph that evaluates every body draw the same frame.
        let everyBody = ViewGraph()
        everyBody.rootPlacement = .topLeading
        everyBody.reusesUnchangedViews = false
        everyBody.update(ButtonBoard(), size: size)
        for identifier in ["button-1", "button-2"] {
            try tap(everyBody, identifier)
            everyBody.update(ButtonBoard(), size: size)
        }
        XCTAssertEqual(graph.displayList, everyBody.displayList)
    }

    func test_aFocusMove_showsOnBothTargets_andEvaluatesNoOtherView() {
        let graph = layout(FocusRow(), in: size)
        XCTAssertEqual(evaluations, ["focus row": 1, "focus cell": 3])
        graph.handle(InputEvent(.keyDown(.tab)))
        graph.update(FocusRow(), size: size)
        XCTAssertEqual(graph.frame(of: "ring-0")?.width, 4, "the first target shows focus")
        XCTAssertEqual(evaluations, ["focus row": 1, "focus cell": 3], "the cells made no target; the ring is in the target's content")
        graph.handle(InputEvent(.keyDown(.tab)))
        graph.update(FocusRow(), size: size)
        XCTAssertEqual(graph.frame(of: "ring-0")?.width, 0, "the first target lost focus")
        XCTAssertEqual(graph.frame(of: "ring-1")?.width, 4, "the second gained it")
        XCTAssertEqual(graph.frame(of: "ring-2")?.width, 0)
        XCTAssertEqual(evaluations, ["focus row": 1, "focus cell": 3])
    }

    func test_scrolling_movesTheContent_andEvaluatesNoBody() {
        let graph = layout(ScrolledRows(), in: size)
        XCTAssertEqual(evaluations, ["scrolled rows": 1, "scrolled row": 20])
        let before = graph.frame(of: "scrolled-5")
        graph.handle(InputEvent(.scroll(delta: CGSize(width: 0, height: -30), at: CGPoint(x: 10, y: 10))))
        graph.update(ScrolledRows(), size: size)
        XCTAssertEqual(graph.frame(of: "scrolled-5")?.minY, before.map { $0.minY - 30 })
        XCTAssertEqual(evaluations, ["scrolled rows": 1, "scrolled row": 20], "no view reads the offset")
        XCTAssertEqual(graph.displayList, layoutEveryBody(ScrolledRows(), scrolledBy: -30).displayList)
    }

    func test_scrollingALazyStack_evaluatesOnlyTheRowsThatComeIntoSight() {
        let graph = layout(LazyRowList(), in: size)
        // The first pass builds one row to measure, the second the rows in sight.
        let built = evaluations["lazy row"] ?? 0
        XCTAssertEqual(evaluations["lazy list"], 1)
        XCTAssertNil(graph.frame(of: "lazy-60"))
        graph.handle(InputEvent(.scroll(delta: CGSize(width: 0, height: -400), at: CGPoint(x: 10, y: 10))))
        graph.update(LazyRowList(), size: size)
        let shown = (0..<200).filter { graph.frame(of: "lazy-\($0)") != nil }
        XCTAssertTrue(shown.contains(60), "rows 400 points down came into sight")
        XCTAssertFalse(shown.contains(0), "the first rows went out of sight")
        XCTAssertEqual(evaluations["lazy list"], 1, "the list is made again from its last body, not evaluated")
        let kept = Set(0..<built).intersection(shown).count
        XCTAssertEqual(evaluations["lazy row"], built + shown.count - kept, "only rows new in sight")
        XCTAssertEqual(graph.displayList, layoutEveryBody(LazyRowList(), scrolledBy: -400).displayList)
    }

    func test_aViewWhoseOwnReadChanged_isEvaluated_evenWhenAViewInsideChangedToo() {
        let tiles = (0..<9).map(Tile.init(index:))
        let title = Tile(index: 99)
        let graph = layout(TitledBoard(title: title, tiles: tiles), in: size)
        XCTAssertEqual(evaluations["titled"], 1)
        title.label = "renamed"
        tiles[2].isSelected = true
        graph.update(TitledBoard(title: title, tiles: tiles), size: size)
        XCTAssertEqual(evaluations["titled"], 2, "it read the title")
        XCTAssertEqual(evaluations["tile"], 6 + 1, "the tile that changed; its row mates are reused")
        XCTAssertEqual(graph.displayList, layout(TitledBoard(title: title, tiles: tiles), in: size).displayList)
    }
}

/// `view` laid out by a graph that evaluates every body, scrolled by `delta` points.
private func layoutEveryBody<V: View>(_ view: V, scrolledBy delta: CGFloat) -> ViewGraph {
    let graph = ViewGraph()
    graph.rootPlacement = .topLeading
    graph.reusesUnchangedViews = false
    graph.update(view, size: CGSize(width: 600, height: 400))
    graph.handle(InputEvent(.scroll(delta: CGSize(width: 0, height: delta), at: CGPoint(x: 10, y: 10))))
    graph.update(view, size: CGSize(width: 600, height: 400))
    return graph
}

private func tap(_ graph: ViewGraph, _ identifier: String) throws {
    let frame = try XCTUnwrap(graph.frame(of: identifier))
    let point = CGPoint(x: frame.midX, y: frame.midY)
    graph.handle(InputEvent(.pointerDown(point)))
    graph.handle(InputEvent(.pointerUp(point)))
}

private struct TileBoard: View {
    let tiles: [Tile]
    let header: Int

    var body: some View {
        let _ = count("board")
        return VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 2) {
                ForEach(0..<header, id: \.self) { _ in Color.gray.frame(width: 6, height: 6) }
            }
            ForEach(0..<3) { row in TileRow(tiles: Array(tiles[(row * 3)..<(row * 3 + 3)])) }
        }
    }
}

private struct TileRow: View {
    let tiles: [Tile]

    var body: some View {
        let _ = count("row")
        return HStack(spacing: 8) {
            ForEach(tiles, id: \.index) { tile in TileView(tile: tile) }
            Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("row-end-\(tiles[0].index)")
        }
    }
}

private struct TileView: View {
    let tile: Tile

    var body: some View {
        let _ = count("tile")
        return Text(tile.label)
            .padding(tile.isSelected ? 6 : 2)
            .background(tile.isSelected ? Color.yellow : Color.gray)
            .accessibilityIdentifier("tile-\(tile.index)")
    }
}

private struct TitledBoard: View {
    let title: Tile
    let tiles: [Tile]

    var body: some View {
        let _ = count("titled")
        return VStack {
            Text(title.label)
            TileRow(tiles: Array(tiles[0..<3]))
            TileRow(tiles: Array(tiles[3..<6]))
        }
    }
}

private struct CounterBoard: View {
    var body: some View {
        let _ = count("counter board")
        return HStack {
            ForEach(0..<3) { i in Counter(index: i) }
        }
    }
}

private struct Counter: View {
    let index: Int
    @State private var value = 0

    var body: some View {
        let _ = count("counter")
        return Text("\(value)").accessibilityIdentifier("count-\(index)")
            .padding(8)
            .onTapGesture { value += 1 }
            .accessibilityIdentifier("counter-\(index)")
    }
}

private struct ButtonBoard: View {
    var body: some View {
        let _ = count("button board")
        return HStack {
            ForEach(0..<3) { i in ButtonCounter(index: i) }
        }
    }
}

private struct ButtonCounter: View {
    let index: Int
    @State private var value = 0

    var body: some View {
        let _ = count("button counter")
        return Button("\(value)") { value += 1 }
            .accessibilityIdentifier("button-\(index)")
    }
}

private struct FocusRow: View {
    var body: some View {
        let _ = count("focus row")
        return HStack {
            ForEach(0..<3) { i in FocusCell(index: i) }
        }
    }
}

private struct FocusCell: View {
    let index: Int

    var body: some View {
        let _ = count("focus cell")
        return FocusRing(index: index).padding(4).focusable()
    }
}

/// Draws a ring as wide as the focus it reads from the environment.
private struct FocusRing: View {
    let index: Int
    @Environment(\.isFocused) private var isFocused

    var body: some View {
        Color.blue.frame(width: isFocused ? 4 : 0, height: 10).accessibilityIdentifier("ring-\(index)")
    }
}

private struct ScrolledRows: View {
    var body: some View {
        let _ = count("scrolled rows")
        return ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20) { i in CountedRow(name: "scrolled", index: i, height: 40) }
            }
        }
    }
}

private struct LazyRowList: View {
    var body: some View {
        let _ = count("lazy list")
        return ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<200) { i in CountedRow(name: "lazy", index: i, height: 10) }
            }
        }
    }
}

/// A row counted as "`name` row", tagged "`name`-`index`".
private struct CountedRow: View {
    let name: String
    let index: Int
    let height: CGFloat

    var body: some View {
        let _ = count("\(name) row")
        return Text("row \(index)").frame(height: height).accessibilityIdentifier("\(name)-\(index)")
    }
}
