import Foundation

/// A `Shape` (docs/LayoutRules.md §1.2): its own `sizeThatFits`, by default the whole proposal. The
/// shape lives in the graph's side table, read in place (`ViewGraph.current.tables.shapes[index]`).
struct ShapeLayout: LeafNodeLayout {
    let index: Int32

    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        // Only the shape is copied for the call: called on the `ShapeNode` in the table, the
        // whole node (paint and drawing too) was copied, retained and released for each size.
        let shape = graph.current.tables.shapes[Int(index)].shape
        return shape.sizeThatFits(p)
    }
}
