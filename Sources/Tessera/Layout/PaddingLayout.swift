import Foundation

/// `padding` (docs/LayoutRules.md §2.1): the child is proposed the proposal minus the insets (never
/// below 0, `nil` stays `nil`) and the padding adds the insets back around its answer. Negative
/// insets are legal, as in SwiftUI (the child overflows), but the padded size never drops below 0.
struct PaddingLayout: NodeLayout {
    var insets: EdgeInsets

    func childProposal(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> ProposedViewSize {
        ProposedViewSize(
            width: p.width.map { max(0, $0 - insets.horizontal) },
            height: p.height.map { max(0, $0 - insets.vertical) }
        )
    }

    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        guard let child = graph.firstChild(of: node) else {
            return CGSize(width: max(0, insets.horizontal), height: max(0, insets.vertical))
        }
        let size = graph.size(of: child, proposal: childProposal(p, node: node, graph: graph))
        return CGSize(width: max(0, size.width + insets.horizontal), height: max(0, size.height + insets.vertical))
    }

    /// The child's: the insets are added whatever the proposal.
    func ignoredProposalAxes(of node: NodeID, graph: ViewGraph) -> Axis.Set {
        graph.proposalAxesIgnored(byOnlyChildOf: node)
    }

    func placeChildren(of node: NodeID, in bounds: CGRect, proposal: ProposedViewSize, graph: ViewGraph) {
        let origin = CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top)
        graph.forEachChild(of: node) { graph.place($0, at: origin, proposal: childProposal(proposal, node: node, graph: graph)) }
    }

    func explicitAlignment(_ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, size _: CGSize, graph: ViewGraph) -> CGFloat? {
        guard let child = graph.firstChild(of: node) else { return nil }
        let cp = childProposal(proposal, node: node, graph: graph)
        let size = graph.size(of: child, proposal: cp)
        guard let value = graph.explicitAlignment(key, of: child, proposal: cp, size: size) else { return nil }
        return value + (key.axis == .horizontal ? insets.leading : insets.top)
    }
}
