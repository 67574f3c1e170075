import Foundation

/// `position(x:y:)` (LAYOUT-RULES.md §2.4): takes the whole proposal and centres the child at
/// (x, y) in its own coordinates.
struct PositionLayout {
    var position: CGPoint

    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        if let w = p.width, let h = p.height { return CGSize(width: w, height: h) }
        let child = graph.firstChild(of: node).map { graph.size(of: $0, proposal: p) } ?? .zero
        return CGSize(width: p.width ?? child.width, height: p.height ?? child.height)
    }

    func placeChildren(of node: NodeID, in bounds: CGRect, graph: ViewGraph) {
        let cp = ProposedViewSize(bounds.size)
        graph.forEachChild(of: node) { child in
            let size = graph.size(of: child, proposal: cp)
            let x = position.x.isFinite ? position.x : 0, y = position.y.isFinite ? position.y : 0
            graph.place(child, at: CGPoint(x: bounds.minX + x - size.width / 2, y: bounds.minY + y - size.height / 2), proposal: cp)
        }
    }
}
