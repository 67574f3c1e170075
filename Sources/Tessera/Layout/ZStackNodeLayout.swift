import Foundation

/// `ZStack` (docs/LayoutRules.md §4.6): as big as its highest-priority children; every child is then
/// proposed the stack's own size and aligned to the common guide.
struct ZStackNodeLayout: NodeLayout {
    var alignment: Alignment

    /// Every child is proposed the stack's proposal while sizing (its own size when placed).
    func childProposal(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> ProposedViewSize { p }

    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        // An only child has the top priority whatever it is (a background's or overlay's
        // content): its priority is not asked.
        if let only = onlyChild(of: node, graph) { return graph.size(of: only, proposal: p) }
        let top = topPriority(node, graph)
        var size = CGSize.zero
        graph.forEachChild(of: node) { child in
            guard graph.priority(of: child) == top else { return }
            let s = graph.size(of: child, proposal: p)
            size.width = max(size.width, s.width)
            size.height = max(size.height, s.height)
        }
        return size
    }

    /// With one child (a background's or overlay's content) the size is that child's.
    func passesSizeThrough(_ node: NodeID, graph: ViewGraph) -> Bool {
        onlyChild(of: node, graph) != nil
    }

    /// The child of `node` when it has exactly one.
    @inline(__always)
    private func onlyChild(of node: NodeID, _ graph: ViewGraph) -> NodeID? {
        let first = graph.current.nodes[Int(node)].firstChild
        return first >= 0 && graph.current.nodes[Int(first)].nextSibling < 0 ? first : nil
    }

    private func topPriority(_ node: NodeID, _ graph: ViewGraph) -> Double {
        var top = -Double.infinity
        var any = false
        graph.forEachChild(of: node) { child in
            top = max(top, graph.priority(of: child))
            any = true
        }
        return any ? top : 0
    }

    /// The common guide: the largest guide value among the top-priority children.
    private func anchor(_ node: NodeID, size: CGSize, proposing cp: ProposedViewSize, graph: ViewGraph) -> CGPoint {
        // An only child has the top priority: no priority is asked.
        let top = onlyChild(of: node, graph) == nil ? topPriority(node, graph) : nil
        var a = CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)
        graph.forEachChild(of: node) { child in
            if let top, graph.priority(of: child) != top { return }
            let s = graph.size(of: child, proposal: cp)
            a.x = max(a.x, graph.alignment(alignment.horizontal.id, of: child, proposal: cp, size: s))
            a.y = max(a.y, graph.alignment(alignment.vertical.id, of: child, proposal: cp, size: s))
        }
        if !a.x.isFinite { a.x = ViewDimensions(size: size)[alignment.horizontal.id] }
        if !a.y.isFinite { a.y = ViewDimensions(size: size)[alignment.vertical.id] }
        return a
    }

    /// Where each child sized for `cp` goes in a stack of `size`, aligned to the common guide.
    /// Inlined, so that `body` is not a closure that retains the graph it captures.
    @inline(__always)
    func childOrigins(
        _ node: NodeID, size: CGSize, proposing cp: ProposedViewSize, graph: ViewGraph, _ body: (NodeID, CGPoint, CGSize) -> Void
    ) {
        if let only = onlyChild(of: node, graph) {
            // The common guide is the only child's own: with finite guides (always, but for a
            // hostile one) it sits at the origin, its size and guides asked once, not twice.
            let s = graph.size(of: only, proposal: cp)
            let x = graph.alignment(alignment.horizontal.id, of: only, proposal: cp, size: s)
            let y = graph.alignment(alignment.vertical.id, of: only, proposal: cp, size: s)
            if x.isFinite && y.isFinite { return body(only, .zero, s) }
        }
        let a = anchor(node, size: size, proposing: cp, graph: graph)
        graph.forEachChild(of: node) { child in
            let s = graph.size(of: child, proposal: cp)
            let x = a.x - graph.alignment(alignment.horizontal.id, of: child, proposal: cp, size: s)
            let y = a.y - graph.alignment(alignment.vertical.id, of: child, proposal: cp, size: s)
            body(child, CGPoint(x: x, y: y), s)
        }
    }

    func placeChildren(of node: NodeID, in bounds: CGRect, proposal: ProposedViewSize, graph: ViewGraph) {
        let cp = ProposedViewSize(bounds.size)
        childOrigins(node, size: bounds.size, proposing: cp, graph: graph) { child, origin, size in
            graph.place(child, at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: cp, size: size)
        }
    }

    func explicitAlignment(_ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, size: CGSize, graph: ViewGraph) -> CGFloat? {
        let cp = ProposedViewSize(size)
        var combiner = ExplicitGuideCombiner(key: key)
        childOrigins(node, size: size, proposing: cp, graph: graph) { child, origin, s in
            if let v = graph.explicitAlignment(key, of: child, proposal: cp, size: s) {
                combiner.add(v + (key.axis == .horizontal ? origin.x : origin.y))
            }
        }
        return combiner.value
    }
}

/// How a container combines its children's explicit guides (docs/LayoutRules.md §4.4): first text
/// baseline is the top-most, last text baseline the bottom-most, any other guide the average.
struct ExplicitGuideCombiner {
    let key: AlignmentKey
    private var result: CGFloat?
    private var count = 0

    init(key: AlignmentKey) {
        self.key = key
    }

    mutating func add(_ value: CGFloat) {
        count += 1
        guard let current = result else { result = value; return }
        if key.isFirstTextBaseline {
            result = min(current, value)
        } else if key.isLastTextBaseline {
            result = max(current, value)
        } else {
            result = current + (value - current) / CGFloat(count)
        }
    }

    var value: CGFloat? { result }
}
