import Foundation

/// `alignmentGuide(_:computeValue:)` (docs/LayoutRules.md §4.4): replaces one guide of its child with
/// a computed value (not clamped to the view's bounds); size, priority, spacing and other guides
/// pass through.
struct AlignmentGuideLayout: ChildPassthroughLayout {
    var key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    func explicitAlignment(_ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, size: CGSize, graph: ViewGraph) -> CGFloat? {
        guard let child = graph.firstChild(of: node) else { return nil }
        guard key == self.key else {
            return graph.explicitAlignment(key, of: child, proposal: proposal, size: size)
        }
        let dimensions = ViewDimensions(size: size) { other in
            graph.explicitAlignment(other, of: child, proposal: proposal, size: size)
        }
        let value = computeValue(dimensions)
        if !value.isFinite { Diagnostics.warnOnce("alignmentGuide computed \(value); the guide's default is used") }
        return value.isFinite ? LayoutLimits.coordinate(value) : nil
    }
}
