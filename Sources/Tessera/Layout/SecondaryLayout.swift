import Foundation

/// `background` and `overlay` (docs/LayoutRules.md §5): the primary alone decides the size; the
/// secondary is proposed the primary's size and aligned to it. Children are [primary, secondary];
/// the primary's priority, spacing and explicit guides show through.
struct SecondaryLayout: ChildPassthroughLayout {
    var alignment: Alignment
    /// Drawn (and its preferences folded) before the primary.
    var isBackground: Bool
    /// Set by `tiledBackground(with:capInsets:)`: the view snaps to whole tiles, by the rule of
    /// the `TiledBackgroundLayout` at `ViewGraph.current.tables.largePayloads[tiling]` (-1: none).
    var tiling: Int32 = -1
    /// Set by `mask(alignment:_:)`: the secondary is the primary's mask, not drawn nor hit itself.
    var isMask = false

    static var passesGuidesThrough: Bool { true }

    /// This layout with another tiling entry.
    func withTiling(_ tiling: Int32) -> SecondaryLayout {
        var copy = self
        copy.tiling = tiling
        return copy
    }

    func placeChildren(of node: NodeID, in bounds: CGRect, proposal: ProposedViewSize, graph: ViewGraph) {
        guard let primary = graph.firstChild(of: node) else { return }
        // The node's size for `proposal` is the primary's: it is not asked again.
        graph.place(primary, at: bounds.origin, proposal: proposal, size: bounds.size)
        let secondary = graph.current.nodes[Int(primary)].nextSibling
        guard secondary >= 0 else { return }
        let primaryDimensions = CGSize(width: bounds.width, height: bounds.height)
        let sp = ProposedViewSize(primaryDimensions)
        let size = graph.size(of: secondary, proposal: sp)
        let x =
            graph.alignment(alignment.horizontal.id, of: primary, proposal: proposal, size: primaryDimensions)
            - graph.alignment(alignment.horizontal.id, of: secondary, proposal: sp, size: size)
        let y =
            graph.alignment(alignment.vertical.id, of: primary, proposal: proposal, size: primaryDimensions)
            - graph.alignment(alignment.vertical.id, of: secondary, proposal: sp, size: size)
        graph.place(secondary, at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), proposal: sp, size: size)
    }
}
