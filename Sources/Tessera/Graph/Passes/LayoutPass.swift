import Foundation

/// The layout protocol over the arena that layouts call (`Layout/`): SwiftUI's two phases.
/// Sizing (`size(of:proposal:)`) may be asked many times and is cached per pass; placement
/// (`place`) happens once per node and records frames in root coordinates. `LayoutPass` runs it
/// from the root.
extension ViewGraph {
    /// The size `node` chooses for `proposal`.
    func size(of node: NodeID, proposal: ProposedViewSize) -> CGSize {
        let p = ProposedViewSize(width: Self.sanitize(proposal.width), height: Self.sanitize(proposal.height))
        counters.sizeQueries &+= 1
        // Few locals here, the rest in inlined helpers: deeply nested views recurse through this
        // function, and a debug build gives each local its own stack slot.
        let answering = answeringNode(of: node)
        if let known = knownSize(of: answering, p) { return known }
        return computeAndCacheSize(of: answering.node, proposal: p, ignoring: SizeCache.ignoredAxes(answering.state))
    }

    /// The node that answers `node`'s size queries, with its fill and facts read once
    /// (`SizeCache.state(of:)`). A node whose size is its only child's (a background, an
    /// effect, a tag) keeps no answers of its own: its child answers, from its own cache (the
    /// same answers, as the node's rule only forwards them; the same axes and claims, as it
    /// passes those through).
    @inline(__always)
    private func answeringNode(of node: NodeID) -> (node: NodeID, state: UInt16) {
        var node = node
        var state = current.sizeCache.state(of: Int(node))
        while true {
            if !SizeCache.factsAreKnown(state) {
                _ = workOutIgnoredAxes(of: node)
                state = current.sizeCache.state(of: Int(node))
            }
            guard SizeCache.passesSizeThrough(state) else { return (node, state) }
            node = current.nodes[Int(node)].firstChild
            state = current.sizeCache.state(of: Int(node))
        }
    }

    /// The size of `answering` for `p` when this pass knows it: asked before, or its ideal size
    /// fitting `p`.
    @inline(__always)
    private func knownSize(of answering: (node: NodeID, state: UInt16), _ p: ProposedViewSize) -> CGSize? {
        let node = Int(answering.node), state = answering.state
        if let cached = current.sizeCache.lookup(node, state: state, p, ignoring: SizeCache.ignoredAxes(state)) { return cached }
        return current.sizeCache.idealSizeFitting(node, state: state, p)
    }

    /// A size not in the cache yet. Kept out of `size(of:proposal:)`, so that a cache hit (most
    /// queries) pays for none of its stack checks.
    @inline(never)
    private func computeAndCacheSize(of node: NodeID, proposal p: ProposedViewSize, ignoring ignored: Axis.Set) -> CGSize {
        guard hasStackRoom() else { return .zero }
        counters.sizeComputations &+= 1
        let computed = computeSize(of: node, proposal: p)
        // Almost every answer is already in range: one test, nothing to replace (adding +0
        // turns −0 into 0, as `sanitizeSize` does).
        let limit = LayoutLimits.maximumLength
        if computed.width >= 0, computed.width <= limit, computed.height >= 0, computed.height <= limit {
            let size = CGSize(width: computed.width + 0, height: computed.height + 0)
            current.sizeCache.store(Int(node), p, ignoring: ignored, size)
            return size
        }
        let size = CGSize(width: Self.sanitizeSize(computed.width), height: Self.sanitizeSize(computed.height))
        // ∞ answers an ∞ proposal ("as large as possible"); anything else non-finite is a bug upstream.
        if !(computed.width >= 0 && (computed.width.isFinite || p.width == .infinity))
            || !(computed.height >= 0 && (computed.height.isFinite || p.height == .infinity))
        {
            Diagnostics.warnOnce("a view chose the size \(computed) for the proposal \(p) (NaN, negative or infinite); using \(size)")
        }
        current.sizeCache.store(Int(node), p, ignoring: ignored, size)
        return size
    }

    /// NaN or negative proposals are treated as 0, as SwiftUI clamps them; ∞ stays (it asks for
    /// the maximum size); finite proposals above `LayoutLimits.maximumLength` are lowered to it.
    @inline(__always)
    static func sanitize(_ v: CGFloat?) -> CGFloat? {
        guard let v else { return nil }
        if v == .infinity { return v }
        return LayoutLimits.length(v)
    }

    /// A chosen size is never negative, NaN or infinite (docs/Robustness.md, "Layout"): NaN and
    /// negatives become 0, ∞ and huge sizes `LayoutLimits.maximumLength`.
    @inline(__always)
    static func sanitizeSize(_ v: CGFloat) -> CGFloat {
        LayoutLimits.length(v)
    }

    /// Inlined into `computeAndCacheSize`: one call per computed size, not two.
    @inline(__always)
    private func computeSize(of node: NodeID, proposal p: ProposedViewSize) -> CGSize {
        ask(node, LayoutQueries.Size(node: node, proposal: p))
    }

    /// Places `node` with its top-leading corner at `origin` (root coordinates), sized for
    /// `proposal`, then places its children.
    /// `size`, when given, is what the parent already asked `node` for `proposal` (it is not asked again).
    func place(_ node: NodeID, at origin: CGPoint, proposal: ProposedViewSize, size known: CGSize? = nil) {
        // Extreme guides and offsets must not push a frame to ±∞ (docs/Robustness.md, "Layout").
        let origin = CGPoint(x: LayoutLimits.coordinate(origin.x), y: LayoutLimits.coordinate(origin.y))
        guard hasStackRoom() else { return }
        if current.nodes[Int(node)].wasPlacedLastPass, placeAsLastPass(node, at: origin, proposal: proposal) {
            // Its subtree's frames and flags are last pass's, which bound its drawing as then.
            endBoundingDrawing(node)
            return
        }
        let size = known ?? self.size(of: node, proposal: proposal)
        let bounds = CGRect(origin: origin, size: size)
        beginBoundingDrawing(node)
        current.nodes[Int(node)].frame = bounds
        current.nodes[Int(node)].placementProposal = proposal
        current.nodes[Int(node)].isPlaced = true
        ask(node, LayoutQueries.Placement(node: node, bounds: bounds, proposal: proposal))
        // Without a right-to-left environment this pass no node changes direction (two reads
        // of environments per placed node saved).
        if resolvePass.passHasRightToLeft, startsLayoutDirection(node) { mirrorDescendants(of: node, about: bounds) }
        endBoundingDrawing(node)
    }

    /// Whether `node` is where the layout direction changes (the root counts from left-to-right).
    /// Where `frame` of `node` ends up once the right-to-left mirrors of its ancestors have been
    /// applied (they run after their subtrees are placed, innermost first).
    func mirroredFrame(_ frame: CGRect, of node: NodeID) -> CGRect {
        var result = frame
        var ancestor = current.nodes[Int(node)].parent
        while ancestor >= 0 {
            if startsLayoutDirection(ancestor) {
                let b = current.nodes[Int(ancestor)].frame
                result.origin.x = b.minX + b.maxX - result.maxX
            }
            ancestor = current.nodes[Int(ancestor)].parent
        }
        return result
    }

    @inline(__always)
    private func startsLayoutDirection(_ node: NodeID) -> Bool {
        let direction = current.environments[Int(current.nodes[Int(node)].environment)].layoutDirection
        let parent = current.nodes[Int(node)].parent
        let outer = parent >= 0 ? current.environments[Int(current.nodes[Int(parent)].environment)].layoutDirection : .leftToRight
        return direction != outer
    }

    /// Right-to-left layout is left-to-right layout mirrored: leading edges, stack order, leading
    /// padding and offsets all flip. A nested change of direction mirrors again, inside.
    private func mirrorDescendants(of node: NodeID, about bounds: CGRect) {
        let axis = bounds.minX + bounds.maxX
        func mirror(_ n: NodeID) {
            forEachChild(of: n) { child in
                let f = current.nodes[Int(child)].frame
                current.nodes[Int(child)].frame.origin.x = axis - f.maxX
                mirror(child)
            }
        }
        mirror(node)
    }

    /// The layout priority a parent stack sees (docs/LayoutRules.md §4.3): explicit, else passed
    /// through from the child by fixedSize/background/overlay/effects, else the node's own (0;
    /// Spacer: −∞).
    @inline(__always)
    func priority(of node: NodeID) -> Double {
        if let explicit = current.nodes[Int(node)].explicitPriority { return explicit }
        if current.sizeCache.hasZeroPriority(Int(node)) { return 0 }
        return askedPriority(of: node)
    }

    /// A priority not known to be 0: the node's rule is asked (out of line, so that the common
    /// case above is inlined into stacks).
    @inline(never)
    private func askedPriority(of node: NodeID) -> Double {
        ask(node, LayoutQueries.Priority(node: node))
    }

    /// The value of an alignment guide of `node` at the size it has for `proposal`, in its own
    /// coordinates: the explicit value if the subtree sets one, else the guide's default.
    func alignment(_ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, size: CGSize) -> CGFloat {
        explicitAlignment(key, of: node, proposal: proposal, size: size)
            ?? key.defaultValue(in: ViewDimensions(size: size))
    }

    /// The explicit value of a guide, or `nil` when no view in the subtree sets one.
    ///
    /// Always inlined: most subtrees set no guide, and the answer is then the flags' check alone.
    @inline(__always)
    func explicitAlignment(_ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        let flags = current.nodes[Int(node)].flags
        let possible =
            key.isTextBaseline
            ? !flags.isDisjoint(with: [.containsText, .containsCustomGuide])
            : flags.contains(.containsCustomGuide)
        guard possible else { return nil }
        return askedExplicitAlignment(key, of: node, proposal: proposal, size: size)
    }

    /// The explicit value of a guide some view in the subtree may set, remembered for the pass.
    private func askedExplicitAlignment(
        _ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, size: CGSize
    ) -> CGFloat? {
        // Each level of nested baseline-aligned stacks asks its children again; answering from
        // the pass's cache keeps the cost linear in depth, like sizes, where a cache per query would be exponential.
        let query = AlignmentQuery(node: node, key: key, proposal: proposal, width: size.width, height: size.height)
        if let cached = layoutPass.alignmentCache[query] { return cached }
        counters.alignmentComputations += 1
        let value = ask(node, LayoutQueries.ExplicitAlignment(key: key, node: node, proposal: proposal, size: size))
        layoutPass.alignmentCache[query] = value
        return value
    }

    /// Places each child so its `alignment` guide meets the container's, within `bounds`.
    /// Shared by frames, overlays and ZStacks.
    func alignedOrigin(
        of child: NodeID, childProposal: ProposedViewSize, childSize: CGSize,
        in bounds: CGRect, alignment: Alignment
    ) -> CGPoint {
        let container = ViewDimensions(size: bounds.size)
        let x =
            container[alignment.horizontal.id]
            - self.alignment(alignment.horizontal.id, of: child, proposal: childProposal, size: childSize)
        let y =
            container[alignment.vertical.id] - self.alignment(alignment.vertical.id, of: child, proposal: childProposal, size: childSize)
        return CGPoint(x: bounds.minX + x, y: bounds.minY + y)
    }
}

/// The layout pass: proposes the host's size to the root, then places it, with SwiftUI's rules
/// (docs/LayoutRules.md §1.1). It owns the scratch that nested stacks reuse (each call truncates
/// what it appended) and its results.
///
/// An object, so that each part is its own stored property: a stack copies its recorded
/// arrangement into `stackScratch` from `stackArrangements`.
final class LayoutPass {
    @exclusivity(unchecked) var stackScratch = ArenaBuffer<StackLayout.Child>()
    @exclusivity(unchecked) var stackOrder = ArenaBuffer<Int>()
    /// Each stack's last arrangement this pass (StackArrangements.swift).
    @exclusivity(unchecked) var stackArrangements = StackArrangements()
    /// Explicit alignment guides answered this pass (see AlignmentQuery.swift).
    @exclusivity(unchecked) var alignmentCache: [AlignmentQuery: CGFloat?] = [:]
    /// The root view's size in points after the last pass.
    @exclusivity(unchecked) var rootSize: CGSize = .zero
    /// The size the host proposes to the root this pass: the window, the outermost container
    /// of `containerRelativeFrame`.
    @exclusivity(unchecked) var windowSize: CGSize = .zero
    /// The container size each scroll view gives `containerRelativeFrame` inside it this pass,
    /// by node.
    @exclusivity(unchecked) var containerSizes: [NodeID: CGSize] = [:]

    /// Where the root view goes in the size the host proposes.
    @exclusivity(unchecked) var rootPlacement: ViewGraph.RootPlacement = .center

    /// Lays out `graph`'s arena in `size`: sizes the root for it and places it as
    /// `rootPlacement` says.
    func run(in graph: ViewGraph, size: CGSize) {
        alignmentCache.removeAll(keepingCapacity: true)
        stackArrangements.reset()
        windowSize = size
        if !containerSizes.isEmpty { containerSizes.removeAll(keepingCapacity: true) }
        let proposal = ProposedViewSize(size)
        rootSize = graph.size(of: 0, proposal: proposal)
        let origin: CGPoint
        switch rootPlacement {
        case .center: origin = CGPoint(x: (size.width - rootSize.width) / 2, y: (size.height - rootSize.height) / 2)
        case .topLeading: origin = .zero
        }
        graph.place(0, at: origin, proposal: proposal)
    }

    func deallocate() {
        stackScratch.deallocate()
        stackOrder.deallocate()
        stackArrangements.deallocate()
    }
}
