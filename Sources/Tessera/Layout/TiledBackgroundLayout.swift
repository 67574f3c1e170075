import Foundation

/// `tiledBackground(with:capInsets:)`: the view grows to whole tiles of its background image.
///
/// Per axis, with `insets` the cap insets and `tile` the image's stretchable centre (points):
/// ```
/// snap(length) = insets + max(0, ceil((length − insets) / tile)) × tile     (tile > 0)
///              = max(length, insets)                                         (no stretchable centre)
/// m = snap(child.size(p))
/// repeat: m = snap(child.size(m)) until it holds (at most 4 times)          // content that
///                                                                            // re-wraps when offered m
/// sizeThatFits(p) = m
/// placement: child proposed m, centred in m (as frame(minWidth: m.w, minHeight: m.h) would);
///            the background image proposed m at the top-leading corner.
/// ```
/// It settles within the pass (no state, no second frame) and is a pure function of the
/// proposal, so it cannot oscillate. Children are [primary, background].
struct TiledBackgroundLayout: NodeLayout, Hashable {
    /// Cap insets in points (already clamped to the image).
    var insets: EdgeInsets
    /// The stretchable centre of the image in points.
    var tile: CGSize

    // It takes the place of a background's `SecondaryLayout`, so it passes through what that does.
    static var passesPriorityThrough: Bool { true }
    static var passesSpacingThrough: Bool { true }

    init(imageSize: CGSize, capInsets: EdgeInsets) {
        let slice = NineSlice(imageSize: imageSize, capInsets: capInsets, mode: .tile)
        insets = slice.capInsets
        tile = CGSize(width: max(0, imageSize.width - insets.horizontal), height: max(0, imageSize.height - insets.vertical))
    }

    /// One axis snapped up to whole tiles.
    static func snap(_ length: CGFloat, insets: CGFloat, tile: CGFloat) -> CGFloat {
        guard length.isFinite else { return length }
        guard tile > 0.0001, tile.isFinite else { return max(length, insets) }
        // A hair of tolerance so a length already on a whole tile does not grow by one.
        let tiles = max(0, ((length - insets) / tile - 1e-9).rounded(.up))
        return insets + tiles * tile
    }

    func snapped(_ size: CGSize) -> CGSize {
        CGSize(
            width: Self.snap(size.width, insets: insets.horizontal, tile: tile.width),
            height: Self.snap(size.height, insets: insets.vertical, tile: tile.height))
    }

    /// The content is proposed the grown size.
    func childProposal(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> ProposedViewSize {
        ProposedViewSize(sizeThatFits(p, node: node, graph: graph))
    }

    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        guard let primary = graph.firstChild(of: node) else { return snapped(.zero) }
        var m = snapped(graph.size(of: primary, proposal: p))
        for _ in 0..<4 {
            guard m.width.isFinite, m.height.isFinite else { break }
            let next = snapped(graph.size(of: primary, proposal: ProposedViewSize(m)))
            if next == m { break }
            m = next
        }
        return m
    }

    /// The content's explicit guides, where the content sits: centred in the grown box.
    func explicitAlignment(_ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, size: CGSize, graph: ViewGraph) -> CGFloat? {
        guard let primary = graph.firstChild(of: node) else { return nil }
        return graph.explicitAlignmentOfAlignedChild(
            key, child: primary, childProposal: ProposedViewSize(size),
            containerSize: size, alignment: .center)
    }

    func placeChildren(of node: NodeID, in bounds: CGRect, proposal: ProposedViewSize, graph: ViewGraph) {
        guard let primary = graph.firstChild(of: node) else { return }
        let cp = ProposedViewSize(bounds.size)
        let size = graph.size(of: primary, proposal: cp)
        let origin = graph.alignedOrigin(of: primary, childProposal: cp, childSize: size, in: bounds, alignment: .center)
        graph.place(primary, at: origin, proposal: cp)
        let background = graph.current.nodes[Int(primary)].nextSibling
        if background >= 0 { graph.place(background, at: bounds.origin, proposal: cp) }
    }
}
