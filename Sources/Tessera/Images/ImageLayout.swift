import Foundation

/// An `Image` (docs/LayoutRules.md §1.3, rule in `ImageNode.sizeThatFits`). The image lives in the
/// graph's side table, read in place (`ViewGraph.current.tables.images[index]`).
struct ImageLayout: LeafNodeLayout {
    let index: Int32

    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        graph.current.tables.images[Int(index)].sizeThatFits(p)
    }

    /// Both unless resizable: the natural size, whatever the proposal.
    func ignoredProposalAxes(of node: NodeID, graph: ViewGraph) -> Axis.Set {
        graph.current.tables.images[Int(index)].resizing == nil ? [.horizontal, .vertical] : []
    }
}
