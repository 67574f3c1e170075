import Foundation

/// `frame(width:height:alignment:)` (docs/LayoutRules.md §2.2): a fixed axis is that size whatever
/// the child says; an unset axis takes the child's size. The child is proposed the fixed
/// values (or the frame's proposal) and aligned inside.
struct FrameLayout: NodeLayout {
    var width: CGFloat?
    var height: CGFloat?
    var alignment: Alignment

    /// Negative or non-finite sizes are ignored (SwiftUI warns and treats them as `nil`).
    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        func valid(_ v: CGFloat) -> Bool { v.isFinite && v >= 0 }
        if !(width.map(valid) ?? true) || !(height.map(valid) ?? true) {
            Diagnostics.warnOnce(
                "Invalid frame dimension (negative or non-finite): frame(width: \(String(describing: width)), height: \(String(describing: height))); treated as nil, as SwiftUI does"
            )
        }
        self.width = width.flatMap { valid($0) ? $0 : nil }
        self.height = height.flatMap { valid($0) ? $0 : nil }
        self.alignment = alignment
    }

    func childProposal(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }

    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        guard let child = graph.firstChild(of: node) else {
            return CGSize(width: width ?? 0, height: height ?? 0)
        }
        let size = graph.size(of: child, proposal: childProposal(p, node: node, graph: graph))
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// A fixed axis, and whatever the child ignores (the child is proposed the rest).
    func ignoredProposalAxes(of node: NodeID, graph: ViewGraph) -> Axis.Set {
        var axes = graph.proposalAxesIgnored(byOnlyChildOf: node)
        if width != nil { axes.insert(.horizontal) }
        if height != nil { axes.insert(.vertical) }
        return axes
    }

    func placeChildren(of node: NodeID, in bounds: CGRect, proposal: ProposedViewSize, graph: ViewGraph) {
        let cp = childProposal(proposal, node: node, graph: graph)
        graph.placeAligned(childrenOf: node, in: bounds, proposal: cp, alignment: alignment)
    }

    func explicitAlignment(_ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, size: CGSize, graph: ViewGraph) -> CGFloat? {
        guard let child = graph.firstChild(of: node) else { return nil }
        return graph.explicitAlignmentOfAlignedChild(
            key, child: child, childProposal: childProposal(proposal, node: node, graph: graph), containerSize: size, alignment: alignment)
    }
}

extension ViewGraph {
    /// Places a frame's children aligned inside `bounds`, each proposed `proposal` (frames).
    func placeAligned(childrenOf node: NodeID, in bounds: CGRect, proposal: ProposedViewSize, alignment: Alignment) {
        forEachChild(of: node) { child in
            let size = self.size(of: child, proposal: proposal)
            let origin = alignedOrigin(of: child, childProposal: proposal, childSize: size, in: bounds, alignment: alignment)
            place(child, at: origin, proposal: proposal, size: size)
        }
    }

    /// A container's explicit guide taken from a child aligned inside it (frames): the child's
    /// explicit value moved by the child's offset in the container.
    func explicitAlignmentOfAlignedChild(
        _ key: AlignmentKey, child: NodeID, childProposal: ProposedViewSize,
        containerSize: CGSize, alignment: Alignment
    ) -> CGFloat? {
        let childSize = size(of: child, proposal: childProposal)
        guard let value = explicitAlignment(key, of: child, proposal: childProposal, size: childSize) else { return nil }
        let origin = alignedOrigin(
            of: child, childProposal: childProposal, childSize: childSize,
            in: CGRect(origin: .zero, size: containerSize), alignment: alignment)
        return value + (key.axis == .horizontal ? origin.x : origin.y)
    }
}
