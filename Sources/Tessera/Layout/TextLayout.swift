import Foundation

/// `Text` (docs/LayoutRules.md §9): sized by line breaking in the proposed width; its first and last
/// text baselines are explicit guides. The rules live in `TextLayoutEngine`.
struct TextLayout: LeafNodeLayout {
    /// The node's text: `graph.tables.texts[index]`.
    var index: Int32

    /// Answered from `TextSizeMemory` when the text and its environment are as last pass.
    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        graph.textSizes.size(of: node, textIndex: index, proposal: p, graph: graph)
    }

    func explicitAlignment(_ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, size: CGSize, graph: ViewGraph) -> CGFloat? {
        guard key.isTextBaseline else { return nil }
        return TextLayoutEngine.baseline(key, of: node, proposal: proposal, graph: graph)
    }
}
