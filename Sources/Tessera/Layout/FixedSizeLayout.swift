import Foundation

/// `fixedSize(horizontal:vertical:)` (docs/LayoutRules.md §3): the fixed axes are proposed `nil`, so
/// the child takes its ideal size there, even beyond the parent's proposal. The child is centred;
/// its priority, spacing and explicit guides show through.
struct FixedSizeLayout: NodeLayout {
    var horizontal: Bool
    var vertical: Bool

    static var passesPriorityThrough: Bool { true }
    static var passesSpacingThrough: Bool { true }
    static var passesGuidesThrough: Bool { true }
    static var centresChild: Bool { true }

    func childProposal(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        graph.sizeOfOnlyChild(of: node, proposal: childProposal(p, node: node, graph: graph))
    }

    /// The fixed axes (proposed `nil` whatever the proposal), and whatever the child ignores.
    func ignoredProposalAxes(of node: NodeID, graph: ViewGraph) -> Axis.Set {
        var axes = graph.proposalAxesIgnored(byOnlyChildOf: node)
        if horizontal { axes.insert(.horizontal) }
        if vertical { axes.insert(.vertical) }
        return axes
    }

    func placeChildren(of node: NodeID, in bounds: CGRect, proposal: ProposedViewSize, graph: ViewGraph) {
        graph.placeChildrenCentred(of: node, in: bounds, proposal: childProposal(proposal, node: node, graph: graph))
    }
}
