import Foundation

/// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()` (docs/LayoutRules.md §6): only the
/// proposal changes, to the largest (fit) or smallest (fill) box of the ratio around it; the
/// view reports its child's answer, centred; the child's explicit guides show through.
struct AspectRatioLayout: NodeLayout {
    /// Width over height; `nil` uses the child's ideal size.
    var ratio: CGFloat?
    var contentMode: ContentMode

    static var passesGuidesThrough: Bool { true }
    static var centresChild: Bool { true }

    func childProposal(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> ProposedViewSize {
        if p.width == nil && p.height == nil { return p }
        var r: CGSize
        if let ratio, ratio.isFinite, ratio > 0 {
            r = CGSize(width: ratio, height: 1)
        } else {
            r = graph.firstChild(of: node).map { graph.size(of: $0, proposal: .unspecified) } ?? .zero
        }
        if r.width == r.height { r = CGSize(width: 1, height: 1) }
        let sx: CGFloat? = p.width.flatMap { w in (r.width != 0 || w != 0) ? w / r.width : nil }
        let sy: CGFloat? = p.height.flatMap { h in (r.height != 0 || h != 0) ? h / r.height : nil }
        let k: CGFloat
        switch contentMode {
        case .fit:
            k = min(sx ?? .infinity, sy ?? .infinity)
        case .fill:
            // Open question (docs/LayoutRules.md §13.2): OSU makes a nil axis ∞ here. We let only the
            // proposed axes decide, so `.fill` with one nil axis behaves like `.fit`.
            k = max(sx ?? -.infinity, sy ?? -.infinity)
        }
        guard k.isFinite else { return ProposedViewSize(width: .infinity, height: .infinity) }
        return ProposedViewSize(width: r.width * k, height: r.height * k)
    }

    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        guard let child = graph.firstChild(of: node) else { return .zero }
        return graph.size(of: child, proposal: childProposal(p, node: node, graph: graph))
    }

    func placeChildren(of node: NodeID, in bounds: CGRect, proposal: ProposedViewSize, graph: ViewGraph) {
        graph.placeChildrenCentred(of: node, in: bounds, proposal: childProposal(proposal, node: node, graph: graph))
    }
}

/// Constants that define how a view's content fills the space available to it.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// The largest box of the ratio inside the proposal.
    case fit
    /// The smallest box of the ratio around the proposal (it may overflow).
    case fill
}
