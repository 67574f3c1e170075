import Foundation

/// `offset(x:y:)` (docs/LayoutRules.md §7): a render effect that also moves its subtree's geometry;
/// the node's own frame (what siblings see) stays, and everything else passes through.
struct OffsetLayout: ChildPassthroughLayout {
    var offset: CGSize

    static var passesGuidesThrough: Bool { true }

    func placeChildren(of node: NodeID, in bounds: CGRect, proposal: ProposedViewSize, graph: ViewGraph) {
        let shifted = CGPoint(x: bounds.minX + (offset.width.isFinite ? offset.width : 0),
                              y: bounds.minY + (offset.height.isFinite ? offset.height : 0))
        graph.placeChildren(of: node, at: shifted, proposal: proposal)
    }
}
