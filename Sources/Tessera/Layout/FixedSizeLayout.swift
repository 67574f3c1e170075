import Foundation

/// `fixedSize(horizontal:vertical:)` (docs/LayoutRules.md §3): the fixed axes are proposed `nil`, so
/// the child takes its ideal size there, even beyond the parent's proposal.
struct FixedSizeLayout {
    var horizontal: Bool
    var vertical: Bool

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        guard let child = graph.firstChild(of: node) else { return .zero }
        return graph.size(of: child, proposal: childProposal(p))
    }

    func placeChildren(of node: NodeID, in bounds: CGRect, proposal: ProposedViewSize, graph: ViewGraph) {
        let cp = childProposal(proposal)
        graph.forEachChild(of: node) { child in
            let size = graph.size(of: child, proposal: cp)
            let origin = CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2)
            graph.place(child, at: origin, proposal: cp)
        }
    }
}
