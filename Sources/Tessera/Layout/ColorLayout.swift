import Foundation

/// `Color` as a view (docs/LayoutRules.md §1.2): takes the whole proposal, 10 on a `nil` axis.
struct ColorLayout: LeafNodeLayout {
    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        p.replacingUnspecifiedDimensions()
    }
}
