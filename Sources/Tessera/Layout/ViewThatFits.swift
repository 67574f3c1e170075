import Foundation

/// A view that shows the first of its children whose ideal size fits the space it is offered
/// on `axes`, or the last child when none does.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Text("Press any key to start")
///     Text("Press a key")
/// }
/// ```
public struct ViewThatFits<Content: View>: PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// Chooses among the views `content` builds, measured on `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        inputs.withGraph { graph in
            let index = graph.appendLargePayload(.viewThatFits(ViewThatFitsLayout(axes: view.axes)))
            _ = graph.makeContainer(.grid(index), inputs: inputs) { inner in Content._makeView(view.content, inputs: inner) }
        }
    }
}

/// `ViewThatFits`: the chosen child is proposed the whole proposal and centred; the others are
/// laid out at their minimum size and not drawn.
struct ViewThatFitsLayout: NodeLayout {
    let axes: Axis.Set

    /// The first child whose ideal size on `axes` fits `p` there, else the last child.
    func choice(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> NodeID? {
        var chosen: NodeID?
        var last: NodeID?
        let ideal = ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
        graph.forEachChild(of: node) { child in
            guard chosen == nil else { return }
            last = child
            let size = graph.size(of: child, proposal: ideal)
            let tolerance: CGFloat = 1e-6
            let fitsWidth = !axes.contains(.horizontal) || p.width.map { size.width <= $0 + tolerance } ?? true
            let fitsHeight = !axes.contains(.vertical) || p.height.map { size.height <= $0 + tolerance } ?? true
            if fitsWidth && fitsHeight { chosen = child }
        }
        return chosen ?? last
    }

    func childProposal(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> ProposedViewSize { p }

    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        guard let child = choice(p, node: node, graph: graph) else { return .zero }
        return graph.size(of: child, proposal: p)
    }

    func placeChildren(of node: NodeID, in bounds: CGRect, proposal: ProposedViewSize, graph: ViewGraph) {
        let chosen = choice(proposal, node: node, graph: graph)
        graph.forEachChild(of: node) { child in
            let p = child == chosen ? proposal : .zero
            let size = graph.size(of: child, proposal: p)
            graph.place(child, at: CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2), proposal: p, size: size)
        }
    }
}
