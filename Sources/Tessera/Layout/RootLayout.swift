import Foundation

/// The root node (docs/LayoutRules.md §1.1): the host proposes the window to it once, and it is
/// placed with that same proposal. Its views are sized and placed for the window proposal,
/// centred on each other as in a `ZStack`; the root's own answer is never proposed back to them,
/// which would lay out a stack of wrapping texts a second, different way.
struct RootLayout: NodeLayout {
    private static let stack = ZStackNodeLayout(alignment: .center)

    func childProposal(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> ProposedViewSize { p }

    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        Self.stack.sizeThatFits(p, node: node, graph: graph)
    }

    func placeChildren(of node: NodeID, in bounds: CGRect, proposal: ProposedViewSize, graph: ViewGraph) {
        Self.stack.childOrigins(node, size: bounds.size, proposing: proposal, graph: graph) { child, origin, size in
            graph.place(child, at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: proposal, size: size)
        }
    }

    func explicitAlignment(_ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, size: CGSize, graph: ViewGraph) -> CGFloat? {
        var combiner = ExplicitGuideCombiner(key: key)
        Self.stack.childOrigins(node, size: size, proposing: proposal, graph: graph) { child, origin, s in
            if let v = graph.explicitAlignment(key, of: child, proposal: proposal, size: s) {
                combiner.add(v + (key.axis == .horizontal ? origin.x : origin.y))
            }
        }
        return combiner.value
    }
}
