import Foundation

/// `ScrollView` layout (docs/LayoutRules.md §14.1): along each scroll axis the content is
/// proposed `nil` (its ideal length) and the scroll view takes the proposed length (the
/// content's when the proposal is `nil`); across, both take the proposal. The content is placed
/// at the top-leading corner moved back by the scroll offset, and centred across when narrower.
/// Content margins (`contentMargins(_:_:for:)`) act as padding inside the scroll view: the
/// content is proposed the width less the margins across, and scrolls through them.
struct ScrollViewLayout: NodeLayout {
    var axes: Axis.Set
    var showsIndicators: Bool
    /// Room around the content, inside the scroll view's bounds.
    var margins = EdgeInsets.zero
    /// How far the indicators stay from the ends of their edges.
    var indicatorMargins = EdgeInsets.zero
    /// Whether wheel and drag scroll it (`scrollDisabled(_:)`); focus and `scrollTo` always do.
    var scrollsWithInput = true

    static var passesSpacingThrough: Bool { false }

    func childProposal(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : p.width.map { max(0, $0 - margins.horizontal) },
            height: axes.contains(.vertical) ? nil : p.height.map { max(0, $0 - margins.vertical) })
    }

    /// A fully proposed scroll view takes the proposal without asking its content: the content
    /// is sized once it is placed, when the size `containerRelativeFrame` sees inside is final.
    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        if let width = p.width, let height = p.height { return CGSize(width: width, height: height) }
        graph.recordScrollContainer(node, proposal: p, margins: margins)
        let content = graph.sizeOfOnlyChild(of: node, proposal: childProposal(p, node: node, graph: graph))
        return CGSize(width: p.width ?? content.width + margins.horizontal, height: p.height ?? content.height + margins.vertical)
    }

    func placeChildren(of node: NodeID, in bounds: CGRect, proposal: ProposedViewSize, graph: ViewGraph) {
        guard let child = graph.firstChild(of: node) else { return }
        graph.recordScrollContainer(node, proposal: ProposedViewSize(bounds.size), margins: margins)
        let childProposal = childProposal(proposal, node: node, graph: graph)
        let content = graph.size(of: child, proposal: childProposal)
        let identity = graph.current.nodes[Int(node)].identity
        var position = graph.input.scrollPositions[identity] ?? ScrollPosition()
        position.viewport = bounds.size
        position.content = CGSize(width: content.width + margins.horizontal, height: content.height + margins.vertical)
        position.margins = margins
        position.offset = position.clamped(position.offset)
        graph.input.scrollPositions[identity] = position
        let inner = bounds.inset(by: margins)
        let x =
            axes.contains(.horizontal) || content.width > inner.width
            ? inner.minX - position.offset.x : inner.minX + (inner.width - content.width) / 2
        let y =
            axes.contains(.vertical) || content.height > inner.height
            ? inner.minY - position.offset.y : inner.minY + (inner.height - content.height) / 2
        graph.place(child, at: CGPoint(x: x, y: y), proposal: childProposal)
    }
}
