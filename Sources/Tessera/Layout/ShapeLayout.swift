import Foundation

/// A `Shape` (docs/LayoutRules.md §1.2): its own `sizeThatFits`, by default the whole proposal. The
/// shape lives in the graph's side table, read in place (`ViewGraph.tables.shapes[index]`).
struct ShapeLayout: LeafNodeLayout {
    let index: Int32

    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        graph.tables.shapes[Int(index)].sizeThatFits(p)
    }
}
