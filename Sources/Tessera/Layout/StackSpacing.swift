import Foundation

/// The gap a stack leaves between neighbours when its `spacing` is `nil` (docs/LayoutRules.md §4.1).
extension ViewGraph {
    /// The platform default gap between ordinary views.
    static let defaultSpacing: CGFloat = 8

    func spacing(between a: NodeID, and b: NodeID, axis: Axis, explicit: CGFloat?) -> CGFloat {
        if let explicit { return explicit.isFinite ? explicit : 0 }
        let first = spacingSubject(a, edge: .bottom), second = spacingSubject(b, edge: .top)
        if case .spacer = current.nodes[Int(first)].kind { return 0 }
        if case .spacer = current.nodes[Int(second)].kind { return 0 }
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

    /// The node whose spacing preferences count at one edge (docs/LayoutRules.md §4.1): behaviours that
    /// pass spacing through (effects, tags, preferences, fixedSize, background/overlay) keep their child's; a stack
    /// exposes its children's (the first or last along its axis, the largest text across it);
    /// padding and frames reset them (an ordinary view).
    private func spacingSubject(_ node: NodeID, edge: VerticalEdge) -> NodeID {
        var current = node
        while true {
            switch self.current.nodes[Int(current)].kind {
            case .stack(let layout):
                let first = self.current.nodes[Int(current)].firstChild
                guard first >= 0 else { return current }
                if layout.axis == .vertical {
                    current = edge == .top ? first : self.current.nodes[Int(current)].lastChild
                } else {
                    // Across the axis every child touches the edge: the largest text wins.
                    var best: NodeID = -1
                    var bestLength: CGFloat = -1
                    forEachChild(of: current) { child in
                        let subject = spacingSubject(child, edge: edge)
                        if let m = textSpacingMetrics(subject), m.lineLength > bestLength {
                            best = subject
                            bestLength = m.lineLength
                        }
                    }
                    return best >= 0 ? best : current
                }
            default:
                guard ask(current, LayoutQueries.PassesSpacingThrough()) else { return current }
                let child = self.current.nodes[Int(current)].firstChild
                guard child >= 0 else { return current }
                current = child
            }
        }
    }

    enum VerticalEdge { case top, bottom }

    struct TextSpacingMetrics {
        var font: FontMetrics
        var grid: PixelGrid
        /// L: ascent + descent of the largest font, without leading.
        var lineLength: CGFloat { font.ascent + font.descent }
        /// s: a tenth of L, rounded up to the pixel grid.
        var margin: CGFloat { grid.roundUp(0.1 * lineLength) }
    }

    private func textSpacingMetrics(_ node: NodeID) -> TextSpacingMetrics? {
        guard case .text = current.nodes[Int(node)].kind else { return nil }
        return TextSpacingMetrics(
            font: TextLayoutEngine.largestFontMetrics(of: node, graph: self),
            grid: PixelGrid(scale: current.environments[Int(current.nodes[Int(node)].environment)].displayScale)
        )
    }
}
