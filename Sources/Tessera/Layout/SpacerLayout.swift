import Foundation

/// `Spacer` (docs/LayoutRules.md §1.3, §4.5): as long as offered along its stack's axis, never shorter
/// than `minLength` (default 8), zero across it; both axes outside a stack. Its priority is −∞
/// and the gap next to it is 0 (see `spacing(between:and:)`).
struct SpacerLayout: LeafNodeLayout {
    var minLength: CGFloat?
    /// The enclosing stack's axis, `nil` outside a stack.
    var axis: Axis?

    static var ownPriority: Double { -.infinity }

    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        let m = minLength.flatMap { $0.isFinite ? $0 : nil } ?? ViewGraph.defaultSpacing
        let w = max(p.width ?? -.infinity, m), h = max(p.height ?? -.infinity, m)
        switch axis {
        case .horizontal: return CGSize(width: w, height: 0)
        case .vertical: return CGSize(width: 0, height: h)
        case nil: return CGSize(width: w, height: h)
        }
    }
}
