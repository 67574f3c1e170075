import Foundation

/// Content made during layout: a `ZStack` of views built on demand — after the views it depends
/// on are placed (`backgroundPreferenceValue`, `overlayPreferenceValue`).
struct DeferredLayout: NodeLayout {
    var alignment: Alignment
    let makeContent: (NodeID, _ViewInputs) -> Void

    /// The `ZStack` the content is laid out in, once it is made.
    private func stack(of node: NodeID, graph: ViewGraph) -> ZStackNodeLayout {
        graph.ensureDeferredContent(of: node, self)
        return ZStackNodeLayout(alignment: alignment)
    }

    func childProposal(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> ProposedViewSize { p }

    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        stack(of: node, graph: graph).sizeThatFits(p, node: node, graph: graph)
    }

    func placeChildren(of node: NodeID, in bounds: CGRect, proposal: ProposedViewSize, graph: ViewGraph) {
        stack(of: node, graph: graph).placeChildren(of: node, in: bounds, proposal: proposal, graph: graph)
    }

    func explicitAlignment(_ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, size: CGSize, graph: ViewGraph) -> CGFloat? {
        stack(of: node, graph: graph).explicitAlignment(key, of: node, proposal: proposal, size: size, graph: graph)
    }
}

extension ViewGraph {
    /// Makes content for `node` now (once per pass), and prepares it for layout.
    func makeDeferredContent(of node: NodeID, _ make: (_ViewInputs) -> Void) {
        guard current.nodes[Int(node)].firstChild < 0 else { return }
        let inputs = _ViewInputs(
            graph: self, parent: node, environment: current.nodes[Int(node)].environment,
            identity: Identity.combine(current.nodes[Int(node)].identity, 0x4445_4645 as UInt64), stackAxis: nil
        )
        make(inputs)
        current.sizeCache.grow(to: current.nodes.count)
    }

    func ensureDeferredContent(of node: NodeID, _ layout: DeferredLayout) {
        makeDeferredContent(of: node) { inputs in layout.makeContent(node, inputs) }
    }
}
