import Foundation

/// `Text` (docs/LayoutRules.md §9): sized by line breaking in the proposed width; its first and last
/// text baselines are explicit guides. The rules live in `TextLayoutEngine`.
struct TextLayout: LeafNodeLayout {
    /// The node's text: `graph.current.tables.texts[index]`.
    var index: Int32

    /// Answered from `TextSizeCache` when the text and its environment are as last pass. A size
    /// that is the ideal one because it fits is answered before this is asked
    /// (`SizeCache.idealSizeFitting`).
    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        graph.caches.textSizes.size(of: node, textIndex: index, proposal: p, graph: graph)
    }

    /// Without a line limit: §9 drops only the lines that do not fit the proposed height, so a
    /// height the ideal size fits in changes nothing.
    func isIdealSizeWhenItFits(_ node: NodeID, graph: ViewGraph) -> Bool {
        let environment = Int(graph.current.nodes[Int(node)].environment)
        return graph.current.environments[environment].lineLimit == nil && graph.current.environments[environment].lineLimitMinimum == nil
    }

    func explicitAlignment(_ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, size: CGSize, graph: ViewGraph) -> CGFloat? {
        guard key.isTextBaseline else { return nil }
        return TextLayoutEngine.baseline(key, of: node, proposal: proposal, graph: graph)
    }
}
