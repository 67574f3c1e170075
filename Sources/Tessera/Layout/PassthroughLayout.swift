import Foundation

/// Render effects, preference writers and readers, and tags (LAYOUT-RULES.md §7): layout passes
/// straight through to the only child — its proposal, size, place, priority, spacing and guides.
struct PassthroughLayout: NodeLayout {
    static var passesPriorityThrough: Bool { true }
    static var passesSpacingThrough: Bool { true }
    static var passesGuidesThrough: Bool { true }

    func childProposal(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> ProposedViewSize { p }

    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        graph.sizeOfOnlyChild(of: node, proposal: p)
    }

    func placeChildren(of node: NodeID, in bounds: CGRect, proposal: ProposedViewSize, graph: ViewGraph) {
        graph.placeChildren(of: node, at: bounds.origin, proposal: proposal)
    }
}
