import Foundation

/// Proposal axes a node's size does not depend on, so that the size cache answers proposals
/// differing only there from one entry.
///
/// A stack asks each child for its size at the minimum, the maximum and its offer along the
/// stack (docs/LayoutRules.md §4.2); a `frame(width:)`, a fixed-size image or anything that only
/// wraps them answers all three alike, and without this each was worked out anew. The answer
/// is the same as asking again, so layout results cannot change; a node claims an axis only
/// when its rule makes the size independent of it (`NodeLayout.ignoredProposalAxes`).
extension ViewGraph {
    /// The proposal axes `node`'s size ignores, worked out once per pass.
    @inline(__always)
    func proposalAxesIgnored(by node: NodeID) -> Axis.Set {
        if let known = current.sizeCache.ignoredAxes(of: Int(node)) { return known }
        return workOutIgnoredAxes(of: node)
    }

    /// The axes the only child of `node` ignores; both without a child (the size is zero).
    func proposalAxesIgnored(byOnlyChildOf node: NodeID) -> Axis.Set {
        guard let child = firstChild(of: node) else { return [.horizontal, .vertical] }
        return proposalAxesIgnored(by: child)
    }

    /// Whether `node`'s layout priority is 0: its explicit one, else the one worked out with its
    /// ignored axes (most are 0: a stack then reads one bit instead of walking the modifiers
    /// that pass priority through).
    func hasZeroPriority(_ node: NodeID) -> Bool {
        if let explicit = current.nodes[Int(node)].explicitPriority { return explicit == 0 }
        _ = proposalAxesIgnored(by: node)
        return current.sizeCache.hasZeroPriority(Int(node))
    }

    /// Whether `node` answers its ideal size when that fits (`SizeCache.idealSizeFitting`).
    func isIdealSizeWhenItFits(_ node: NodeID) -> Bool {
        _ = proposalAxesIgnored(by: node)
        return current.sizeCache.isIdealSizeWhenItFits(Int(node))
    }

    @inline(never)
    func workOutIgnoredAxes(of node: NodeID) -> Axis.Set {
        // A chain of modifiers deeper than the stack allows claims nothing: always correct.
        let facts = hasStackRoom() ? ask(node, LayoutQueries.IgnoredProposalAxes(node: node)) : SizeCache.Facts()
        current.sizeCache.setFacts(facts, of: Int(node))
        return facts.axes
    }
}
