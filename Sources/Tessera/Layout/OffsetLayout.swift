import Foundation

/// `offset(x:y:)` (docs/LayoutRules.md §7): a render effect that also moves its subtree's geometry;
/// the node's own frame (what siblings see) stays, and everything else passes through.
struct OffsetLayout: ChildPassthroughLayout {
    var offset: CGSize

    static var passesGuidesThrough: Bool { true }

    func placeChildren(of node: NodeID, in bounds: CGRect, proposal: ProposedViewSize, graph: ViewGraph) {
        if !offset.width.isFinite || !offset.height.isFinite {
            Diagnostics.warnOnce("offset \(offset) is not finite; those axes are not moved")
        }
        let shifted = CGPoint(
            x: bounds.minX + (offset.width.isFinite ? LayoutLimits.offset(offset.width) : 0),
            y: bounds.minY + (offset.height.isFinite ? LayoutLimits.offset(offset.height) : 0))
        graph.placeChildren(of: node, at: shifted, proposal: proposal)
    }
}
