import Foundation
import XCTest

@testable import Tessera

/// Each node has the facts of its whole subtree (text, preferences, custom guides, transitions),
/// gathered as resolution links nodes, with carried subtrees keeping theirs and content made
/// during placement (GeometryReader) adding its own: every node's flags equal those worked out
/// from the node kinds below it, with reuse on and off.
final class NodeFlagsTests: XCTestCase {
    private struct Board: View {
        var selection = 0

        var body: some View {
            VStack(spacing: 2) {
                ForEach(0..<8) { row in
                    Row(first: row * 3, selection: selection)
                }
            }
        }
    }

    /// Three cells side by side, a composite view of its own (carried whole when unchanged).
    private struct Row: View {
        let first: Int
        let selection: Int

        var body: some View {
            HStack(spacing: 2) {
                Cell(index: first, isSelected: first == selection)
                Cell(index: first + 1, isSelected: first + 1 == selection)
                Cell(index: first + 2, isSelected: first + 2 == selection).padding(1)
            }
        }
    }

    private struct Cell: View {
        let index: Int
        let isSelected: Bool

        var body: some View {
            switch index % 5 {
            case 0:
                Text("Cell \(index)").font(ten).padding(2).background(isSelected ? Color.blue : Color.gray)
            case 1:
                Color.red.frame(width: 8, height: 8).preference(key: NamesKey.self, value: ["\(index)"])
                    .opacity(isSelected ? 0.5 : 1)
            case 2:
                Color.green.frame(width: 8, height: 8).alignmentGuide(.leading) { _ in 2 }
                    .padding(isSelected ? 2 : 1)
            case 3:
                Color.blue.frame(width: 8, height: 8).transition(.opacity).padding(isSelected ? 2 : 1)
            default:
                // Content made during placement: its text reaches the flags of the reader's ancestors.
                GeometryReader { proxy in
                    Text("\(Int(proxy.size.width))").font(ten).preference(key: NamesKey.self, value: ["g\(index)"])
                }
                .frame(width: isSelected ? 40 : 30, height: 12)
            }
        }
    }

    /// The flags of `node`'s subtree, from the kinds of its nodes alone.
    private func expectedFlags(_ node: NodeID, in graph: ViewGraph) -> NodeFlags {
        var flags = graph.ownFlags(of: graph.current.nodes[Int(node)].kind)
        graph.forEachChild(of: node) { flags.formUnion(expectedFlags($0, in: graph)) }
        return flags
    }

    private func assertFlags(_ graph: ViewGraph, file: StaticString = #filePath, line: UInt = #line) {
        for i in 0..<graph.current.nodes.count {
            // `reachesOutsideFrame` is placement's fact (the reader's text overflows its frame).
            let flags = graph.current.nodes[i].flags.subtracting(.reachesOutsideFrame)
            XCTAssertEqual(flags.rawValue, expectedFlags(NodeID(i), in: graph).rawValue, "node \(i)", file: file, line: line)
        }
    }

    func testEveryNodeHasItsSubtreeFlagsWithAndWithoutReuse() {
        for reuses in [true, false] {
            let graph = ViewGraph(textMeasurer: MockTextMeasurer())
            graph.reusesUnchangedViews = reuses
            var carried = 0
            for selection in [0, 1, 2, 3, 5, 5, 9, 0] {
                graph.update(Board(selection: selection), size: CGSize(width: 400, height: 400))
                carried += graph.reusedSubtreeCount
                assertFlags(graph)
            }
            let root = graph.current.nodes[0].flags
            XCTAssertTrue(root.isSuperset(of: [.containsText, .containsPreference, .containsCustomGuide]), "\(root.rawValue)")
            if reuses { XCTAssertGreaterThan(carried, 0, "carried subtrees were checked") } else { XCTAssertEqual(carried, 0) }
        }
    }
}
