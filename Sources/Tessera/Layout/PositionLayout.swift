import Foundation

/// `position(x:y:)` (docs/LayoutRules.md §2.4): takes the whole proposal and centres the child at
/// (x, y) in its own coordinates.
struct PositionLayout: NodeLayout {
    var position: CGPoint

    /// The child is proposed the position view's size.
    func childProposal(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> ProposedViewSize {
        ProposedViewSize(sizeThatFits(p, node: node, graph: graph))
    }

    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        if let w = p.width, let h = p.height { return CGSize(width: w, height: h) }
        let child = graph.firstChild(of: node).map { graph.size(of: $0, proposal: p) } ?? .zero
        return CGSize(width: p.width ?? child.width, height: p.height ?? child.height)
    }

    /// Where a child of `childSize` goes, in the position view's coordinates: centred on the point.
    func childOrigin(childSize: CGSize) -> CGPoint {
        if !position.x.isFinite || !position.y.isFinite { Diagnostics.warnOnce("position \(position) is not finite; those axes are 0") }
        let x = position.x.isFinite ? LayoutLimits.offset(position.x) : 0, y = position.y.isFinite ? LayoutLimits.offset(position.y) : 0
        return CGPoint(x: x - childSize.width / 2, y: y - childSize.height / 2)
    }

    func placeChildren(of node: NodeID, in bounds: CGRect, proposal: ProposedViewSize, graph: ViewGraph) {
        let cp = ProposedViewSize(bounds.size)
        graph.forEachChild(of: node) { child in
            let origin = childOrigin(childSize: graph.size(of: child, proposal: cp))
            graph.place(child, at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: cp)
        }
    }

    /// The child's explicit guide, where the child sits.
    func explicitAlignment(_ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, size: CGSize, graph: ViewGraph) -> CGFloat? {
        guard let child = graph.firstChild(of: node) else { return nil }
        let cp = ProposedViewSize(size)
        let childSize = graph.size(of: child, proposal: cp)
        guard let value = graph.explicitAlignment(key, of: child, proposal: cp, size: childSize) else { return nil }
        let origin = childOrigin(childSize: childSize)
        return value + (key.axis == .horizontal ? origin.x : origin.y)
    }
}
