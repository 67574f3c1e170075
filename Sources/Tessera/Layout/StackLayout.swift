import Foundation

/// `HStack` and `VStack` (docs/LayoutRules.md §4.2): children are sized in order of priority, then
/// least flexible first, each offered an equal share of what is left; the minor axis is the
/// union of the children aligned on the stack's guide.
struct StackLayout: NodeLayout {
    /// The major axis: `.horizontal` for `HStack`.
    var axis: Axis
    /// The guide children align on, across the major axis.
    var alignment: AlignmentKey
    /// Explicit spacing; `nil` uses the views' preferred spacing (§4.1).
    var spacing: CGFloat?

    /// One child's share of an arrangement, kept in the graph's scratch buffer.
    struct Child {
        var node: NodeID
        var gap: CGFloat = 0
        var minLength: CGFloat = 0
        var maxLength: CGFloat = 0
        var priority: Double = 0
        var proposal = ProposedViewSize.unspecified
        var size = CGSize.zero
        var minorOrigin: CGFloat = 0
        /// The child's size ignores the proposal along the stack: `size` is known from the
        /// minimum probe, whatever it is offered.
        var isRigid = false
    }

    /// Children are proposed by the stack's algorithm (`arrange`), each its own; this is what the
    /// stack starts from.
    func childProposal(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> ProposedViewSize { p }

    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        let (size, range) = arrange(p, node: node, graph: graph)
        // Placement never proposes a nil minor axis (`placementProposal` puts the stack's own
        // length there), so an arrangement for one would never be replayed.
        if p[axis.other] != nil { graph.layoutPass.stackArrangements.record(node, proposal: p, range, of: graph.layoutPass.stackScratch) }
        graph.layoutPass.stackScratch.removeSubrange(range)
        return size
    }

    func placeChildren(of node: NodeID, in bounds: CGRect, proposal: ProposedViewSize, graph: ViewGraph) {
        let placement = placementProposal(proposal, size: bounds.size)
        let range =
            graph.layoutPass.stackArrangements.copyArrangement(of: node, proposal: placement, into: &graph.layoutPass.stackScratch)
            ?? arrange(placement, node: node, graph: graph).1
        var major = bounds.origin[axis]
        for i in range {
            let child = graph.layoutPass.stackScratch[i]
            major += child.gap
            var origin = CGPoint.zero
            origin[axis] = major
            origin[axis.other] = bounds.origin[axis.other] + child.minorOrigin
            graph.place(child.node, at: origin, proposal: child.proposal, size: child.size)
            major += child.size[axis]
        }
        graph.layoutPass.stackScratch.removeSubrange(range)
    }

    /// Placement re-runs the algorithm with the nil minor axis replaced by the stack's own size.
    private func placementProposal(_ p: ProposedViewSize, size: CGSize) -> ProposedViewSize {
        var placement = p
        if placement[axis.other] == nil { placement[axis.other] = size[axis.other] }
        return placement
    }

    func explicitAlignment(_ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, size _: CGSize, graph: ViewGraph) -> CGFloat? {
        let size = graph.size(of: node, proposal: proposal)
        let (_, range) = arrange(placementProposal(proposal, size: size), node: node, graph: graph)
        var combiner = ExplicitGuideCombiner(key: key)
        var major: CGFloat = 0
        for i in range {
            let child = graph.layoutPass.stackScratch[i]
            major += child.gap
            if let v = graph.explicitAlignment(key, of: child.node, proposal: child.proposal, size: child.size) {
                combiner.add(v + (key.axis == axis ? major : child.minorOrigin))
            }
            major += child.size[axis]
        }
        graph.layoutPass.stackScratch.removeSubrange(range)
        return combiner.value
    }

    /// Sizes and aligns the children for `p`. The children are left in
    /// `graph.layoutPass.stackScratch[range]`, in view order; the caller removes them.
    func arrange(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> (CGSize, Range<Int>) {
        let base = graph.layoutPass.stackScratch.count
        var previous: NodeID = -1
        var internalSpacing: CGFloat = 0
        graph.forEachChild(of: node) { child in
            var entry = Child(node: child)
            if previous >= 0 {
                entry.gap = graph.spacing(between: previous, and: child, axis: axis, explicit: spacing)
                internalSpacing += entry.gap
            }
            graph.layoutPass.stackScratch.append(entry)
            previous = child
        }
        let range = base..<graph.layoutPass.stackScratch.count
        let minor = p[axis.other]

        if let major = p[axis] {
            distribute(major - internalSpacing, minor: minor, range: range, graph: graph)
        } else {
            // Ideal pass: every child at its ideal length.
            let cp = ProposedViewSize(axis: axis, major: nil, minor: minor)
            for i in range {
                graph.layoutPass.stackScratch[i].proposal = cp
                graph.layoutPass.stackScratch[i].size = graph.size(of: graph.layoutPass.stackScratch[i].node, proposal: cp)
            }
        }

        var majorTotal = internalSpacing
        var lower: CGFloat = 0, upper: CGFloat = 0
        for i in range {
            let child = graph.layoutPass.stackScratch[i]
            majorTotal += child.size[axis]
            let g = graph.alignment(alignment, of: child.node, proposal: child.proposal, size: child.size)
            graph.layoutPass.stackScratch[i].minorOrigin = -g
            lower = min(lower, -g)
            upper = max(upper, -g + child.size[axis.other])
        }
        for i in range { graph.layoutPass.stackScratch[i].minorOrigin -= lower }
        return (CGSize(axis: axis, major: majorTotal, minor: upper - lower), range)
    }

    /// Shares `available` among the children: priority groups from the highest, minimum lengths
    /// of lower groups reserved, least flexible first, equal shares of what is left.
    private func distribute(_ available: CGFloat, minor: CGFloat?, range: Range<Int>, graph: ViewGraph) {
        let minProposal = ProposedViewSize(axis: axis, major: 0, minor: minor)
        let maxProposal = ProposedViewSize(axis: axis, major: .infinity, minor: minor)
        let major: Axis.Set = axis == .horizontal ? .horizontal : .vertical
        for i in range {
            let node = graph.layoutPass.stackScratch[i].node
            let minimum = graph.size(of: node, proposal: minProposal)
            graph.layoutPass.stackScratch[i].minLength = minimum[axis]
            if graph.proposalAxesIgnored(by: node).contains(major) {
                // Every offer gets this answer: the maximum and the offer need not be asked.
                graph.layoutPass.stackScratch[i].maxLength = minimum[axis]
                graph.layoutPass.stackScratch[i].size = minimum
                graph.layoutPass.stackScratch[i].isRigid = true
            } else {
                graph.layoutPass.stackScratch[i].maxLength = graph.size(of: node, proposal: maxProposal)[axis]
            }
            graph.layoutPass.stackScratch[i].priority = graph.priority(of: node)
        }

        // Stable insertion sort of indices into the scratch buffer.
        let orderBase = graph.layoutPass.stackOrder.count
        for i in range { graph.layoutPass.stackOrder.append(i) }
        let orderRange = orderBase..<graph.layoutPass.stackOrder.count
        for k in orderRange.dropFirst() {
            let item = graph.layoutPass.stackOrder[k]
            var j = k - 1
            while j >= orderBase,
                Self.precedes(graph.layoutPass.stackScratch[item], graph.layoutPass.stackScratch[graph.layoutPass.stackOrder[j]])
            {
                graph.layoutPass.stackOrder[j + 1] = graph.layoutPass.stackOrder[j]
                j -= 1
            }
            graph.layoutPass.stackOrder[j + 1] = item
        }

        var available = available
        var start = orderBase
        while start < orderRange.upperBound {
            let groupPriority = graph.layoutPass.stackScratch[graph.layoutPass.stackOrder[start]].priority
            var end = start
            while end < orderRange.upperBound, graph.layoutPass.stackScratch[graph.layoutPass.stackOrder[end]].priority == groupPriority {
                end += 1
            }
            if start == orderBase {
                // Reserve the minimum of every lower-priority child.
                for k in end..<orderRange.upperBound {
                    available -= graph.layoutPass.stackScratch[graph.layoutPass.stackOrder[k]].minLength
                }
            } else {
                // Their reservation is released now that their turn has come.
                for k in start..<end { available += graph.layoutPass.stackScratch[graph.layoutPass.stackOrder[k]].minLength }
            }
            var remaining = CGFloat(end - start)
            for k in start..<end {
                let i = graph.layoutPass.stackOrder[k]
                let offer = max(available / remaining, 0)
                let cp = ProposedViewSize(axis: axis, major: offer, minor: minor)
                let size =
                    graph.layoutPass.stackScratch[i].isRigid
                    ? graph.layoutPass.stackScratch[i].size : graph.size(of: graph.layoutPass.stackScratch[i].node, proposal: cp)
                graph.layoutPass.stackScratch[i].proposal = cp
                graph.layoutPass.stackScratch[i].size = size
                available -= size[axis]
                remaining -= 1
            }
            start = end
        }
        graph.layoutPass.stackOrder.removeSubrange(orderRange)
    }

    /// Sort order: higher priority first, then less flexible first; between two infinitely
    /// flexible children, the larger minimum first.
    private static func precedes(_ a: Child, _ b: Child) -> Bool {
        if a.priority != b.priority { return a.priority > b.priority }
        let fa = a.maxLength - a.minLength, fb = b.maxLength - b.minLength
        if fa == .infinity && fb == .infinity { return a.minLength > b.minLength }
        return fa < fb
    }
}
