import Foundation

/// `background` and `overlay` (docs/LayoutRules.md §5): the primary alone decides the size; the
/// secondary is proposed the primary's size and aligned to it. Children are [primary, secondary].
struct SecondaryLayout {
    var alignment: Alignment
    /// Drawn (and its preferences folded) before the primary.
    var isBackground: Bool
    /// Set by `tiledBackground(with:capInsets:)`: the view snaps to whole tiles (its rule is
    /// `TiledBackgroundLayout`).
    var tiling: TiledBackgroundLayout? = nil

    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        if let tiling { return tiling.sizeThatFits(p, node: node, graph: graph) }
        guard let primary = graph.firstChild(of: node) else { return .zero }
        return graph.size(of: primary, proposal: p)
    }

    func placeChildren(of node: NodeID, in bounds: CGRect, proposal: ProposedViewSize, graph: ViewGraph) {
        if let tiling { return tiling.placeChildren(of: node, in: bounds, graph: graph) }
        guard let primary = graph.firstChild(of: node) else { return }
        graph.place(primary, at: bounds.origin, proposal: proposal)
        let secondary = graph.nodes[Int(primary)].nextSibling
        guard secondary >= 0 else { return }
        let primaryDimensions = CGSize(width: bounds.width, height: bounds.height)
        let sp = ProposedViewSize(primaryDimensions)
        let size = graph.size(of: secondary, proposal: sp)
        let x = graph.alignment(alignment.horizontal.id, of: primary, proposal: proposal, size: primaryDimensions)
            - graph.alignment(alignment.horizontal.id, of: secondary, proposal: sp, size: size)
        let y = graph.alignment(alignment.vertical.id, of: primary, proposal: proposal, size: primaryDimensions)
            - graph.alignment(alignment.vertical.id, of: secondary, proposal: sp, size: size)
        graph.place(secondary, at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), proposal: sp)
    }
}
