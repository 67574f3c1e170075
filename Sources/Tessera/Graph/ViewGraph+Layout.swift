import Foundation

/// Layout: SwiftUI's two phases over the arena. Sizing (`size(of:proposal:)`) may be asked many
/// times and is cached per pass; placement (`place`) happens once per node and records frames
/// in root coordinates.
extension ViewGraph {
    func layoutRoot(in size: CGSize) {
        alignmentCache.removeAll(keepingCapacity: true)
        let proposal = ProposedViewSize(size)
        let rootSize = self.size(of: 0, proposal: proposal)
        self.rootSize = rootSize
        let origin: CGPoint
        switch rootPlacement {
        case .center: origin = CGPoint(x: (size.width - rootSize.width) / 2, y: (size.height - rootSize.height) / 2)
        case .topLeading: origin = .zero
        }
        place(0, at: origin, proposal: proposal)
    }

    /// The size `node` chooses for `proposal`.
    func size(of node: NodeID, proposal: ProposedViewSize) -> CGSize {
        let p = ProposedViewSize(width: Self.sanitize(proposal.width), height: Self.sanitize(proposal.height))
        sizeQueries += 1
        if let cached = sizeCache.lookup(Int(node), p) { return cached }
        guard hasStackRoom() else { return .zero }
        sizeComputations += 1
        let computed = computeSize(of: node, proposal: p)
        let size = CGSize(width: Self.sanitizeSize(computed.width), height: Self.sanitizeSize(computed.height))
        // ∞ answers an ∞ proposal ("as large as possible"); anything else non-finite is a bug upstream.
        if !(computed.width >= 0 && (computed.width.isFinite || p.width == .infinity))
            || !(computed.height >= 0 && (computed.height.isFinite || p.height == .infinity)) {
            Diagnostics.warnOnce("a view chose the size \(computed) for the proposal \(p) (NaN, negative or infinite); using \(size)")
        }
        sizeCache.store(Int(node), p, size)
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

    private func computeSize(of node: NodeID, proposal p: ProposedViewSize) -> CGSize {
        switch nodes[Int(node)].kind {
        case .root: return ZStackLayout(alignment: .center).sizeThatFits(p, node: node, graph: self)
        case .color: return p.replacingUnspecifiedDimensions()
        case .shape(let index): return shapes[Int(index)].sizeThatFits(p)
        case .text: return TextLayoutEngine.size(of: node, proposal: p, graph: self)
        case .image(let index): return images[Int(index)].sizeThatFits(p)
        case .spacer(let layout): return layout.sizeThatFits(p)
        case .divider(let layout): return layout.sizeThatFits(p)
        case .stack(let layout): return layout.sizeThatFits(p, node: node, graph: self)
        case .zStack(let layout): return layout.sizeThatFits(p, node: node, graph: self)
        case .padding(let layout): return layout.sizeThatFits(p, node: node, graph: self)
        case .frame(let layout): return layout.sizeThatFits(p, node: node, graph: self)
        case .flexibleFrame(let layout): return layout.sizeThatFits(p, node: node, graph: self)
        case .fixedSize(let layout): return layout.sizeThatFits(p, node: node, graph: self)
        case .aspectRatio(let layout): return layout.sizeThatFits(p, node: node, graph: self)
        case .position(let layout): return layout.sizeThatFits(p, node: node, graph: self)
        case .secondary(let layout): return layout.sizeThatFits(p, node: node, graph: self)
        case .geometryReader: return GeometryReaderLayout.sizeThatFits(p)
        case .deferred(let index):
            let layout = deferredLayouts[Int(index)]
            ensureDeferredContent(of: node, layout)
            return ZStackLayout(alignment: layout.alignment).sizeThatFits(p, node: node, graph: self)
        case .alignmentGuide, .effect, .preference, .tag:
            guard let child = firstChild(of: node) else { return .zero }
            return size(of: child, proposal: p)
        }
    }

    /// Places `node` with its top-leading corner at `origin` (root coordinates), sized for
    /// `proposal`, then places its children.
    func place(_ node: NodeID, at origin: CGPoint, proposal: ProposedViewSize) {
        // Extreme guides and offsets must not push a frame to ±∞ (docs/Robustness.md, "Layout").
        let origin = CGPoint(x: LayoutLimits.coordinate(origin.x), y: LayoutLimits.coordinate(origin.y))
        guard hasStackRoom() else { return }
        if nodes[Int(node)].wasPlacedLastPass, placeAsLastPass(node, at: origin, proposal: proposal) { return }
        let size = self.size(of: node, proposal: proposal)
        let bounds = CGRect(origin: origin, size: size)
        nodes[Int(node)].frame = bounds
        nodes[Int(node)].placementProposal = proposal
        nodes[Int(node)].isPlaced = true
        switch nodes[Int(node)].kind {
        case .root: ZStackLayout(alignment: .center).placeChildren(of: node, in: bounds, graph: self)
        case .color, .shape, .text, .image, .spacer, .divider: break
        case .stack(let layout): layout.placeChildren(of: node, in: bounds, proposal: proposal, graph: self)
        case .zStack(let layout): layout.placeChildren(of: node, in: bounds, graph: self)
        case .padding(let layout): layout.placeChildren(of: node, in: bounds, proposal: proposal, graph: self)
        case .frame(let layout): layout.placeChildren(of: node, in: bounds, proposal: proposal, graph: self)
        case .flexibleFrame(let layout): layout.placeChildren(of: node, in: bounds, proposal: proposal, graph: self)
        case .fixedSize(let layout): layout.placeChildren(of: node, in: bounds, proposal: proposal, graph: self)
        case .aspectRatio(let layout): layout.placeChildren(of: node, in: bounds, proposal: proposal, graph: self)
        case .position(let layout): layout.placeChildren(of: node, in: bounds, graph: self)
        case .secondary(let layout): layout.placeChildren(of: node, in: bounds, proposal: proposal, graph: self)
        case .geometryReader(let index): geometryReaders[Int(index)].placeChildren(of: node, in: bounds, graph: self)
        case .deferred(let index):
            let layout = deferredLayouts[Int(index)]
            ensureDeferredContent(of: node, layout)
            ZStackLayout(alignment: layout.alignment).placeChildren(of: node, in: bounds, graph: self)
        case .effect(.offset(let offset)):
            // Geometry moves with the offset; the node's own frame (what siblings see) does not.
            if !offset.width.isFinite || !offset.height.isFinite { Diagnostics.warnOnce("offset \(offset) is not finite; those axes are not moved") }
            let shifted = CGPoint(x: origin.x + (offset.width.isFinite ? LayoutLimits.offset(offset.width) : 0),
                                  y: origin.y + (offset.height.isFinite ? LayoutLimits.offset(offset.height) : 0))
            forEachChild(of: node) { place($0, at: shifted, proposal: proposal) }
        case .alignmentGuide, .effect, .preference, .tag:
            forEachChild(of: node) { place($0, at: origin, proposal: proposal) }
        }
        if startsLayoutDirection(node) { mirrorDescendants(of: node, about: bounds) }
    }

    /// Whether `node` is where the layout direction changes (the root counts from left-to-right).
    /// Where `frame` of `node` ends up once the right-to-left mirrors of its ancestors have been
    /// applied (they run after their subtrees are placed, innermost first).
    func mirroredFrame(_ frame: CGRect, of node: NodeID) -> CGRect {
        var result = frame
        var ancestor = nodes[Int(node)].parent
        while ancestor >= 0 {
            if startsLayoutDirection(ancestor) {
                let b = nodes[Int(ancestor)].frame
                result.origin.x = b.minX + b.maxX - result.maxX
            }
            ancestor = nodes[Int(ancestor)].parent
        }
        return result
    }

    @inline(__always)
    private func startsLayoutDirection(_ node: NodeID) -> Bool {
        let direction = environments[Int(nodes[Int(node)].environment)].layoutDirection
        let parent = nodes[Int(node)].parent
        let outer = parent >= 0 ? environments[Int(nodes[Int(parent)].environment)].layoutDirection : .leftToRight
        return direction != outer
    }

    /// Right-to-left layout is left-to-right layout mirrored: leading edges, stack order, leading
    /// padding and offsets all flip. A nested change of direction mirrors again, inside.
    private func mirrorDescendants(of node: NodeID, about bounds: CGRect) {
        let axis = bounds.minX + bounds.maxX
        func mirror(_ n: NodeID) {
            forEachChild(of: n) { child in
                let f = nodes[Int(child)].frame
                nodes[Int(child)].frame.origin.x = axis - f.maxX
                mirror(child)
            }
        }
        mirror(node)
    }

    /// The layout priority a parent stack sees (LAYOUT-RULES.md §4.3): explicit, else passed
    /// through from the child by fixedSize/background/overlay/effects, else 0 (Spacer: −∞).
    func priority(of node: NodeID) -> Double {
        if let explicit = nodes[Int(node)].explicitPriority { return explicit }
        switch nodes[Int(node)].kind {
        case .spacer: return -.infinity
        case .secondary, .alignmentGuide, .effect, .preference, .tag, .fixedSize:
            let child = nodes[Int(node)].firstChild
            return child >= 0 ? priority(of: child) : 0
        default: return 0
        }
    }

    /// The value of an alignment guide of `node` at the size it has for `proposal`, in its own
    /// coordinates: the explicit value if the subtree sets one, else the guide's default.
    func alignment(_ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, size: CGSize) -> CGFloat {
        explicitAlignment(key, of: node, proposal: proposal, size: size)
            ?? key.defaultValue(in: ViewDimensions(size: size))
    }

    /// The explicit value of a guide, or `nil` when no view in the subtree sets one.
    func explicitAlignment(_ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        let flags = nodes[Int(node)].flags
        let possible = key.isTextBaseline
            ? !flags.isDisjoint(with: [.containsText, .containsCustomGuide])
            : flags.contains(.containsCustomGuide)
        guard possible else { return nil }
        // Each level of nested baseline-aligned stacks asks its children again; answering from
        // the pass's cache keeps the cost linear in depth, like sizes (was exponential).
        let query = AlignmentQuery(node: node, key: key, proposal: proposal, width: size.width, height: size.height)
        if let cached = alignmentCache[query] { return cached }
        alignmentComputations += 1
        let value = computeExplicitAlignment(key, of: node, proposal: proposal, size: size)
        alignmentCache[query] = value
        return value
    }

    private func computeExplicitAlignment(_ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        switch nodes[Int(node)].kind {
        case .text:
            guard key.isTextBaseline else { return nil }
            return TextLayoutEngine.baseline(key, of: node, proposal: proposal, graph: self)
        case .alignmentGuide(let index):
            return alignmentGuides[Int(index)].explicitAlignment(key, of: node, proposal: proposal, size: size, graph: self)
        case .stack(let layout):
            return layout.explicitAlignment(key, of: node, proposal: proposal, graph: self)
        case .zStack(let layout):
            return layout.explicitAlignment(key, of: node, size: size, graph: self)
        case .deferred(let index):
            let layout = deferredLayouts[Int(index)]
            ensureDeferredContent(of: node, layout)
            return ZStackLayout(alignment: layout.alignment).explicitAlignment(key, of: node, size: size, graph: self)
        case .root:
            return ZStackLayout(alignment: .center).explicitAlignment(key, of: node, size: size, graph: self)
        case .padding(let layout):
            return layout.explicitAlignment(key, of: node, proposal: proposal, graph: self)
        case .frame(let layout):
            return layout.explicitAlignment(key, of: node, proposal: proposal, size: size, graph: self)
        case .flexibleFrame(let layout):
            return layout.explicitAlignment(key, of: node, proposal: proposal, size: size, graph: self)
        case .secondary(let layout) where layout.tiling != nil:
            return layout.tiling!.explicitAlignment(key, of: node, size: size, graph: self)
        case .position(let layout):
            guard let child = firstChild(of: node) else { return nil }
            let cp = ProposedViewSize(size)
            let childSize = self.size(of: child, proposal: cp)
            guard let value = explicitAlignment(key, of: child, proposal: cp, size: childSize) else { return nil }
            let origin = layout.childOrigin(childSize: childSize)
            return value + (key.axis == .horizontal ? origin.x : origin.y)
        case .secondary, .effect, .preference, .tag, .fixedSize, .aspectRatio:
            // The primary/only child's guide, at the child's own position inside this node.
            guard let child = firstChild(of: node) else { return nil }
            let childProposal = childProposalForPassthrough(node, proposal: proposal, size: size)
            let childSize = self.size(of: child, proposal: childProposal)
            guard let value = explicitAlignment(key, of: child, proposal: childProposal, size: childSize) else { return nil }
            let offset = key.axis == .horizontal ? (size.width - childSize.width) / 2 : (size.height - childSize.height) / 2
            return value + (isCentering(node) ? offset : 0)
        default:
            return nil
        }
    }

    private func childProposalForPassthrough(_ node: NodeID, proposal: ProposedViewSize, size: CGSize) -> ProposedViewSize {
        switch nodes[Int(node)].kind {
        case .fixedSize(let layout): layout.childProposal(proposal)
        case .aspectRatio(let layout): layout.childProposal(proposal, node: node, graph: self)
        default: proposal
        }
    }

    private func isCentering(_ node: NodeID) -> Bool {
        switch nodes[Int(node)].kind {
        case .fixedSize, .aspectRatio: true
        default: false
        }
    }

    /// Places each child so its `alignment` guide meets the container's, within `bounds`.
    /// Shared by frames, overlays and ZStacks.
    func alignedOrigin(of child: NodeID, childProposal: ProposedViewSize, childSize: CGSize,
                       in bounds: CGRect, alignment: Alignment) -> CGPoint {
        let container = ViewDimensions(size: bounds.size)
        let x = container[alignment.horizontal.id] - self.alignment(alignment.horizontal.id, of: child, proposal: childProposal, size: childSize)
        let y = container[alignment.vertical.id] - self.alignment(alignment.vertical.id, of: child, proposal: childProposal, size: childSize)
        return CGPoint(x: bounds.minX + x, y: bounds.minY + y)
    }
}
