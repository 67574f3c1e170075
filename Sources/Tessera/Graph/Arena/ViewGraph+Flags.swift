import Foundation

/// Subtree flags (`NodeFlags`), kept up to date as resolution builds the arena.
///
/// A node starts with the facts of its own kind (a text, a preference, …), and linking a child
/// adds the child's flags to its new ancestors, stopping at the first that has them already,
/// whose ancestors then have them too. The ancestors are the nodes resolution just wrote, so this
/// costs nothing for a node without facts and reads no cold memory; a walk of the whole arena
/// after resolution read every node once more (a seventh of a frame's cache misses at 1,000
/// cards). A carried subtree keeps last pass's flags and hands them on when its top node is
/// linked; content made during placement (GeometryReader) is linked the same way.
extension ViewGraph {
    /// Adds `facts` to `node` and its ancestors.
    @inline(__always)
    func addFlags(_ facts: NodeFlags, from node: NodeID) {
        guard !facts.isEmpty else { return }
        var ancestor = node
        while ancestor >= 0 {
            let flags = current.nodes[Int(ancestor)].flags
            if flags.isSuperset(of: facts) { return }
            current.nodes[Int(ancestor)].flags = flags.union(facts)
            ancestor = current.nodes[Int(ancestor)].parent
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
            switch current.tables.animationNodes[Int(index)] {
            case .transition: return [.containsTransition, .drawsBeyondLeaves]
            case .contentTransition: return .containsTransition
            case .geometryEffect: return .drawsBeyondLeaves
            case .animation, .transaction: return []
            }
        case .effect(.opacity), .effect(.rotation), .effect(.scale), .effect(.clip), .effect(.shadow), .effect(.drawingGroup),
            .effect(.layerEffect):
            return .drawsBeyondLeaves
        case .interaction(let index):
            if case .scrollView = current.tables.interactions[Int(index)].role { return .drawsBeyondLeaves }
            return []
        default: return []
        }
    }
}
