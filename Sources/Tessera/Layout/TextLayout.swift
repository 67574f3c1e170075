import Foundation

/// `Text` (docs/LayoutRules.md §9): sized by line breaking in the proposed width; its first and last
/// text baselines are explicit guides. The rules live in `TextLayoutEngine`.
struct TextLayout: LeafNodeLayout {
    /// The node's text: `graph.tables.texts[index]`.
    var index: Int32

    /// Answered from `TextSizeMemory` when the text and its environment are as last pass.
    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        if let ideal = idealSizeFitting(p, node: node, graph: graph) { return ideal }
        return graph.textSizes.size(of: node, textIndex: index, proposal: p, graph: graph)
    }

    /// The size at the ideal height for the proposed width, when this pass already knows it and
    /// it fits the proposed height: then it is the answer (§9: without a line limit only lines
    /// that do not fit the height are dropped). A stack's maximum probe and most offers of a
    /// wrapping text need no line breaking this way, only the ideal and minimum probes do.
    private func idealSizeFitting(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize? {
        guard let height = p.height else { return nil }
        let environment = Int(graph.nodes[Int(node)].environment)
        guard graph.environments[environment].lineLimit == nil, graph.environments[environment].lineLimitMinimum == nil,
            let ideal = graph.sizeCache.lookup(Int(node), ProposedViewSize(width: p.width, height: nil), ignoring: [])
        else { return nil }
        // The ideal height is rounded up to the pixel grid, so the lines' own height fits too
        // (`TextLayoutEngine.size` compares that, with the same tolerance).
        return ideal.height <= height + 0.0001 ? ideal : nil
    }

    func explicitAlignment(_ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, size: CGSize, graph: ViewGraph) -> CGFloat? {
        guard key.isTextBaseline else { return nil }
        return TextLayoutEngine.baseline(key, of: node, proposal: proposal, graph: graph)
    }
}
