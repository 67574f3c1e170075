import Foundation

/// The gap a stack leaves between neighbours when its `spacing` is `nil` (LAYOUT-RULES.md §4.1).
extension ViewGraph {
    /// The platform default gap between ordinary views.
    static let defaultSpacing: CGFloat = 8

    func spacing(between a: NodeID, and b: NodeID, axis: Axis, explicit: CGFloat?) -> CGFloat {
        if let explicit { return explicit.isFinite ? explicit : 0 }
        let first = spacingSubject(a), second = spacingSubject(b)
        if case .spacer = nodes[Int(first)].kind { return 0 }
        if case .spacer = nodes[Int(second)].kind { return 0 }
        // Text has font-dependent gaps vertically only; horizontally it is ordinary.
        guard axis == .vertical else { return Self.defaultSpacing }
        let upper = textSpacingMetrics(first), lower = textSpacingMetrics(second)
        switch (upper, lower) {
        case (nil, nil):
            return Self.defaultSpacing
        case (nil, let lower?):
            // Gap at the text's top edge.
            return lower.lineLength + lower.margin - lower.font.ascent
        case (let upper?, nil):
            // Gap at the text's bottom edge.
            return max(upper.lineLength + upper.margin - upper.font.capHeight, upper.margin + upper.font.descent)
        case (_, let lower?):
            // Text above text: the lower text's leading (iOS 17 behaviour).
            return lower.grid.roundUp(lower.font.leading)
        }
    }

    /// The node whose spacing preferences count: effects, tags, preferences and the primary of a
    /// background/overlay keep their child's; padding and frames reset them (ordinary view).
    private func spacingSubject(_ node: NodeID) -> NodeID {
        var current = node
        while true {
            switch nodes[Int(current)].kind {
            case .effect, .tag, .preference, .secondary, .alignmentGuide:
                let child = nodes[Int(current)].firstChild
                guard child >= 0 else { return current }
                current = child
            default:
                return current
            }
        }
    }

    struct TextSpacingMetrics {
        var font: FontMetrics
        var grid: PixelGrid
        /// L: ascent + descent of the largest font, without leading.
        var lineLength: CGFloat { font.ascent + font.descent }
        /// s: a tenth of L, rounded up to the pixel grid.
        var margin: CGFloat { grid.roundUp(0.1 * lineLength) }
    }

    private func textSpacingMetrics(_ node: NodeID) -> TextSpacingMetrics? {
        guard case .text(let text) = nodes[Int(node)].kind else { return nil }
        return TextSpacingMetrics(
            font: TextLayoutEngine.largestFontMetrics(of: text, node: node, graph: self),
            grid: PixelGrid(scale: environments[Int(nodes[Int(node)].environment)].displayScale)
        )
    }
}
