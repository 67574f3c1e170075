import Foundation

/// `ScrollView` layout (docs/LayoutRules.md §14.1): along each scroll axis the content is
/// proposed `nil` (its ideal length) and the scroll view takes the proposed length (the
/// content's when the proposal is `nil`); across, both take the proposal. The content is placed
/// at the top-leading corner moved back by the scroll offset, and centred across when narrower.
struct ScrollViewLayout: NodeLayout {
    var axes: Axis.Set
    var showsIndicators: Bool

    static var passesSpacingThrough: Bool { false }

    func childProposal(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
    }

    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        let content = graph.sizeOfOnlyChild(of: node, proposal: childProposal(p, node: node, graph: graph))
        return CGSize(width: p.width ?? content.width, height: p.height ?? content.height)
    }

    func placeChildren(of node: NodeID, in bounds: CGRect, proposal: ProposedViewSize, graph: ViewGraph) {
        guard let child = graph.firstChild(of: node) else { return }
        let childProposal = childProposal(proposal, node: node, graph: graph)
        let content = graph.size(of: child, proposal: childProposal)
        let identity = graph.nodes[Int(node)].identity
        var position = graph.input.scrollPositions[identity] ?? ScrollPosition()
        position.viewport = bounds.size
        position.content = content
        position.offset = position.clamped(position.offset)
        graph.input.scrollPositions[identity] = position
        let x =
            axes.contains(.horizontal) || content.width > bounds.width ? bounds.minX - position.offset.x : bounds.midX - content.width / 2
        let y =
            axes.contains(.vertical) || content.height > bounds.height ? bounds.minY - position.offset.y : bounds.midY - content.height / 2
        graph.place(child, at: CGPoint(x: x, y: y), proposal: childProposal)
    }
}
