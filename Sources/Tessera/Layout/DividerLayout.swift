import Foundation

/// `Divider`: a line one point thick across its stack's axis, as long as offered along it.
struct DividerLayout: LeafNodeLayout {
    static let thickness: CGFloat = 1
    var axis: Axis?

    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        if axis == .horizontal {
            return CGSize(width: Self.thickness, height: p.height ?? 0)
        }
        return CGSize(width: p.width ?? 0, height: Self.thickness)
    }
}
