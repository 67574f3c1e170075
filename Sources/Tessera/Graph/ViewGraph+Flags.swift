import Foundation

/// Subtree flags (`NodeFlags`) of a whole pass, worked out in one walk along the arena.
extension ViewGraph {
    /// Gives every node the flags of its subtree. Only a few nodes have facts of their own (a
    /// text, a preference, …): each adds them to itself and its ancestors, stopping at the first
    /// that has them already, whose ancestors then have them too. The recursive walk visited
    /// every node through its links, which cost about 500 instructions per card at 1,000 cards.
    ///
    /// Nodes made this pass start with no flags. A carried subtree keeps last pass's flags (all
    /// of its nodes are carried), and its top node hands them to its new ancestors; a carried
    /// subtree that is one run of the arena (`Node.subtreeBound`) is stepped over.
    func computeAllFlags() {
        // Through the arena's pointer: links always name nodes of this pass's arena.
        let base = nodes.base
        let count = nodes.count
        var i = 0
        while i < count {
            let node = base + i
            let facts: NodeFlags
            let start: NodeID
            if node.pointee.isCarried {
                let parent = node.pointee.parent
                // A subtree that is one run of the arena starting here is skipped whole: when
                // little changed, most of the arena is carried (the selection frame).
                let bound = Int(node.pointee.subtreeBound)
                i = bound > i ? bound : i + 1
                guard parent >= 0, !base[Int(parent)].isCarried else { continue }
                facts = node.pointee.flags
                start = parent
            } else {
                facts = ownFlags(of: node.pointee.kind)
                start = NodeID(i)
                i += 1
            }
            guard !facts.isEmpty else { continue }
            var ancestor = start
            while ancestor >= 0 {
                let flags = base[Int(ancestor)].flags
                if flags.isSuperset(of: facts) { break }
                base[Int(ancestor)].flags = flags.union(facts)
                ancestor = base[Int(ancestor)].parent
            }
        }
    }

    /// The facts a node of `kind` adds to its subtree's flags by itself.
    @inline(__always)
    func ownFlags(of kind: NodeKind) -> NodeFlags {
        switch kind {
        case .text: return .containsText
        case .alignmentGuide: return .containsCustomGuide
        case .preference: return .containsPreference
        case .geometryReader: return .hasDeferredContent
        case .effect(.animation(let index)):
            switch tables.animationNodes[Int(index)] {
            case .transition: return [.containsTransition, .drawsBeyondLeaves]
            case .contentTransition: return .containsTransition
            case .geometryEffect: return .drawsBeyondLeaves
            case .animation, .transaction: return []
            }
        case .effect(.opacity), .effect(.rotation), .effect(.scale), .effect(.clip), .effect(.shadow), .effect(.drawingGroup):
            return .drawsBeyondLeaves
        case .interaction(let index):
            if case .scrollView = tables.interactions[Int(index)].role { return .drawsBeyondLeaves }
            return []
        default: return []
        }
    }
}
