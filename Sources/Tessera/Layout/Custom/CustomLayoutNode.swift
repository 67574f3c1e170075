import Foundation

/// A user `Layout` held for one container node, with its cache, behind a non-generic face so
/// the node's layout behaviour is one concrete type.
class AnyCustomLayoutBox {
    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize { .zero }
    func placeSubviews(of node: NodeID, in bounds: CGRect, proposal: ProposedViewSize, graph: ViewGraph) {}
    func explicitAlignment(_ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, size: CGSize, graph: ViewGraph) -> CGFloat? {
        nil
    }
    var stackOrientation: Axis? { nil }
}

/// The box of one layout type. Its cache is made on first use in a pass and updated when the
/// container's subviews change.
final class CustomLayoutBox<L: Layout>: AnyCustomLayoutBox {
    let layout: L
    private var cache: L.Cache?
    private var cachedNodes: [NodeID] = []

    init(_ layout: L) {
        self.layout = layout
    }

    override var stackOrientation: Axis? { L.layoutProperties.stackOrientation }

    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var current: L.Cache
        if let cache {
            current = cache
            if cachedNodes != subviews.nodes { layout.updateCache(&current, subviews: subviews) }
        } else {
            current = layout.makeCache(subviews: subviews)
        }
        cachedNodes = subviews.nodes
        let result = body(&current)
        cache = current
        return result
    }

    override func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        let subviews = LayoutSubviews(graph: graph, container: node, placements: nil)
        let size = withCache(subviews) { layout.sizeThatFits(proposal: p, subviews: subviews, cache: &$0) }
        guard size.width.isFinite || size.width == .infinity, size.height.isFinite || size.height == .infinity,
            size.width >= 0, size.height >= 0
        else {
            Diagnostics.warnOnce("\(L.self).sizeThatFits returned \(size): using zero on the bad axes")
            return CGSize(width: size.width >= 0 ? size.width : 0, height: size.height >= 0 ? size.height : 0)
        }
        return size
    }

    override func placeSubviews(of node: NodeID, in bounds: CGRect, proposal: ProposedViewSize, graph: ViewGraph) {
        let placements = LayoutPlacements()
        let subviews = LayoutSubviews(graph: graph, container: node, placements: placements)
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
        // A subview the layout leaves out is centred in the bounds, at its ideal size.
        for child in subviews.nodes where !placements.placed.contains(child) {
            let size = graph.size(of: child, proposal: .unspecified)
            graph.place(
                child, at: CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2), proposal: .unspecified, size: size)
        }
    }

    override func explicitAlignment(
        _ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, size: CGSize, graph: ViewGraph
    ) -> CGFloat? {
        if let builtIn = (layout as? any BuiltInLayout)?.nodeLayout {
            return builtIn.explicitAlignment(key, of: node, proposal: proposal, size: size, graph: graph)
        }
        let subviews = LayoutSubviews(graph: graph, container: node, placements: nil)
        let bounds = CGRect(origin: .zero, size: size)
        return withCache(subviews) { cache in
            if key.axis == .horizontal {
                return layout.explicitAlignment(
                    of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            } else {
                return layout.explicitAlignment(
                    of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
    }
}

/// The layout behaviour of a container arranged by a user `Layout`.
struct CustomLayoutNode: NodeLayout {
    let box: AnyCustomLayoutBox

    func childProposal(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> ProposedViewSize { p }

    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        box.sizeThatFits(p, node: node, graph: graph)
    }

    func placeChildren(of node: NodeID, in bounds: CGRect, proposal: ProposedViewSize, graph: ViewGraph) {
        box.placeSubviews(of: node, in: bounds, proposal: proposal, graph: graph)
    }

    func explicitAlignment(_ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, size: CGSize, graph: ViewGraph) -> CGFloat? {
        box.explicitAlignment(key, of: node, proposal: proposal, size: size, graph: graph)
    }
}

extension ViewGraph {
    /// Adds a container laid out by a user `Layout`; `content` makes its subviews.
    func makeCustomLayout(_ box: AnyCustomLayoutBox, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        _ = makeContainer(.grid(appendLargePayload(.customLayout(CustomLayoutNode(box: box)))), inputs: inputs) { inner in
            var inner = inner
            inner.stackAxis = box.stackOrientation
            content(inner)
        }
    }
}

extension HorizontalAlignment {
    init(key: AlignmentKey) { self.id = key }
}

extension VerticalAlignment {
    init(key: AlignmentKey) { self.id = key }
}
