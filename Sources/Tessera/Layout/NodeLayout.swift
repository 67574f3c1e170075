import Foundation

/// The layout rules of one kind of node (docs/LayoutRules.md), all in one type: what it proposes to
/// its child, the size it chooses, where it places its children, its explicit alignment guides,
/// whether its child's layout priority and spacing show through it, and whether it centres its
/// child.
///
/// The graph asks a node's behaviour through `ViewGraph.ask(_:_:)`, one switch from `NodeKind` to
/// the concrete behaviour type, so every call is static (no existential, nothing boxed).
protocol NodeLayout {
    /// Whether a parent stack sees the child's layout priority instead of `ownPriority`
    /// (docs/LayoutRules.md §4.3).
    static var passesPriorityThrough: Bool { get }
    /// The priority a parent stack sees when the view sets none and it is not passed through.
    static var ownPriority: Double { get }
    /// Whether the child's spacing preferences count at this node's edges (docs/LayoutRules.md §4.1).
    static var passesSpacingThrough: Bool { get }
    /// Whether the only child's explicit guides are this node's, where the child sits.
    static var passesGuidesThrough: Bool { get }
    /// Whether the only child is centred in the node (its guides move by the centring offset).
    static var centresChild: Bool { get }

    /// What the node proposes to its (first) child when it is proposed `p`.
    func childProposal(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> ProposedViewSize
    /// The size the node chooses for `p`.
    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize
    /// Places the node's children in `bounds` (root coordinates), the node proposed `proposal`.
    func placeChildren(of node: NodeID, in bounds: CGRect, proposal: ProposedViewSize, graph: ViewGraph)
    /// The node's explicit value of guide `key` at `size` (its own coordinates), or `nil`.
    func explicitAlignment(_ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, size: CGSize, graph: ViewGraph) -> CGFloat?
    /// The proposal axes the node's size never depends on (see `ViewGraph.proposalAxesIgnored(by:)`).
    func ignoredProposalAxes(of node: NodeID, graph: ViewGraph) -> Axis.Set
    /// Whether the node's size for `(w, h)` is its size for `(w, nil)` whenever that fits in `h`
    /// (see `SizeCache.idealSizeFitting`).
    func isIdealSizeWhenItFits(_ node: NodeID, graph: ViewGraph) -> Bool
    /// Whether the node's size for any proposal is its only child's for that proposal, so the
    /// child answers size queries in its place (`ViewGraph.size(of:proposal:)`).
    func passesSizeThrough(_ node: NodeID, graph: ViewGraph) -> Bool
}

extension NodeLayout {
    static var passesPriorityThrough: Bool { false }
    static var ownPriority: Double { 0 }
    static var passesSpacingThrough: Bool { false }
    static var passesGuidesThrough: Bool { false }
    static var centresChild: Bool { false }

    /// None: the size may depend on both axes of the proposal.
    func ignoredProposalAxes(of node: NodeID, graph: ViewGraph) -> Axis.Set { [] }

    /// Not claimed: the node is asked.
    func isIdealSizeWhenItFits(_ node: NodeID, graph: ViewGraph) -> Bool { false }

    /// Not claimed: the node chooses its own size.
    func passesSizeThrough(_ node: NodeID, graph: ViewGraph) -> Bool { false }

    /// Passed-through guides (`passesGuidesThrough`), else none.
    func explicitAlignment(_ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, size: CGSize, graph: ViewGraph) -> CGFloat? {
        guard Self.passesGuidesThrough else { return nil }
        return childExplicitAlignment(key, of: node, proposal: proposal, size: size, graph: graph)
    }

    /// The only child's explicit guide, at the child's own position inside the node.
    func childExplicitAlignment(
        _ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, size: CGSize, graph: ViewGraph
    ) -> CGFloat? {
        guard let child = graph.firstChild(of: node) else { return nil }
        let childProposal = childProposal(proposal, node: node, graph: graph)
        let childSize = graph.size(of: child, proposal: childProposal)
        guard let value = graph.explicitAlignment(key, of: child, proposal: childProposal, size: childSize) else { return nil }
        guard Self.centresChild else { return value }
        return value + (key.axis == .horizontal ? (size.width - childSize.width) / 2 : (size.height - childSize.height) / 2)
    }
}

/// A node without children: it answers only its size (and a text, its baselines).
protocol LeafNodeLayout: NodeLayout {}

extension LeafNodeLayout {
    func childProposal(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> ProposedViewSize { p }

    func placeChildren(of node: NodeID, in bounds: CGRect, proposal: ProposedViewSize, graph: ViewGraph) {}
}

/// A node whose only child decides its size: the child is proposed the node's proposal, placed
/// at the node's origin, and its priority and spacing show through (effects, tags, preferences,
/// alignment guides, background and overlay).
protocol ChildPassthroughLayout: NodeLayout {}

extension ChildPassthroughLayout {
    static var passesPriorityThrough: Bool { true }
    static var passesSpacingThrough: Bool { true }

    func childProposal(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> ProposedViewSize { p }

    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        graph.sizeOfOnlyChild(of: node, proposal: p)
    }

    /// The child's, as the size is the child's (zero, whatever the proposal, without one).
    func ignoredProposalAxes(of node: NodeID, graph: ViewGraph) -> Axis.Set {
        graph.proposalAxesIgnored(byOnlyChildOf: node)
    }

    /// The child's, as the size is the child's for the same proposal.
    func isIdealSizeWhenItFits(_ node: NodeID, graph: ViewGraph) -> Bool {
        guard let child = graph.firstChild(of: node) else { return false }
        return graph.isIdealSizeWhenItFits(child)
    }

    /// The size is `sizeOfOnlyChild` (a conforming type must not choose its own); without a
    /// child it is zero, not a child's.
    func passesSizeThrough(_ node: NodeID, graph: ViewGraph) -> Bool {
        graph.current.nodes[Int(node)].firstChild >= 0
    }

    func placeChildren(of node: NodeID, in bounds: CGRect, proposal: ProposedViewSize, graph: ViewGraph) {
        graph.placeChildren(of: node, at: bounds.origin, proposal: proposal)
    }
}

/// A question for a node's layout behaviour, answered by the concrete behaviour type. The
/// behaviour comes as an autoclosure, so questions about the type alone (priority, spacing)
/// never read a side table.
protocol NodeLayoutQuery {
    associatedtype Answer
    func answer<Layout: NodeLayout>(_ layout: @autoclosure () -> Layout, graph: ViewGraph) -> Answer
}

extension ViewGraph {
    /// Asks the layout behaviour of `node` `query`: the one place node kinds map to behaviours.
    /// The switch reads the case alone and each case its own payload (NodeKindPayloads.swift),
    /// in place; a query about the type alone (priority) reads no payload.
    @inline(__always)
    func ask<Query: NodeLayoutQuery>(_ node: NodeID, _ query: Query) -> Query.Answer {
        // The payload is read through a pointer, so the autoclosures below capture no reference
        // to the graph (placement recurses, so they are not inlined, and a captured graph was
        // retained and released for each node placed).
        let stored = current.nodes.address(of: Int(node))
        switch stored.pointee.kind {
        case .root: return query.answer(RootLayout(), graph: self)
        case .color: return query.answer(ColorLayout(), graph: self)
        case .shape: return query.answer(ShapeLayout(index: stored.pointee.kind.indexPayload), graph: self)
        case .text: return query.answer(TextLayout(index: stored.pointee.kind.indexPayload), graph: self)
        case .image: return query.answer(ImageLayout(index: stored.pointee.kind.indexPayload), graph: self)
        case .spacer: return query.answer(stored.pointee.kind.spacerPayload, graph: self)
        case .divider: return query.answer(stored.pointee.kind.dividerPayload, graph: self)
        case .stack: return query.answer(stored.pointee.kind.stackPayload, graph: self)
        case .zStack: return query.answer(stored.pointee.kind.zStackPayload, graph: self)
        case .padding: return query.answer(stored.pointee.kind.paddingPayload, graph: self)
        case .frame: return query.answer(stored.pointee.kind.framePayload, graph: self)
        case .flexibleFrame:
            return query.answer(current.tables.largePayloads[Int(stored.pointee.kind.indexPayload)].flexibleFrame, graph: self)
        case .grid: return askTablePayload(Int(stored.pointee.kind.indexPayload), query)
        case .fixedSize: return query.answer(stored.pointee.kind.fixedSizePayload, graph: self)
        case .aspectRatio: return query.answer(stored.pointee.kind.aspectRatioPayload, graph: self)
        case .position: return query.answer(stored.pointee.kind.positionPayload, graph: self)
        case .secondary:
            let layout = stored.pointee.kind.secondaryPayload
            if layout.tiling >= 0 {
                return query.answer(current.tables.largePayloads[Int(layout.tiling)].tiledBackground, graph: self)
            } else {
                return query.answer(layout, graph: self)
            }
        case .geometryReader: return query.answer(current.tables.geometryReaders[Int(stored.pointee.kind.indexPayload)], graph: self)
        case .deferred: return query.answer(current.tables.deferredLayouts[Int(stored.pointee.kind.indexPayload)], graph: self)
        case .alignmentGuide: return query.answer(current.tables.alignmentGuides[Int(stored.pointee.kind.indexPayload)], graph: self)
        case .effect:
            if case .offset(let offset) = stored.pointee.kind.effectPayload {
                return query.answer(OffsetLayout(offset: offset), graph: self)
            }
            return query.answer(PassthroughLayout(), graph: self)
        case .interaction:
            if case .scrollView(let layout) = current.tables.interactions[Int(stored.pointee.kind.indexPayload)].role {
                return query.answer(layout, graph: self)
            } else {
                return query.answer(PassthroughLayout(), graph: self)
            }
        case .preference, .tag: return query.answer(PassthroughLayout(), graph: self)
        }
    }

    /// Asks the behaviour held in `tables.largePayloads[index]`; out of line, so its payload
    /// copies do not enlarge `ask`'s frame, which every level of a deep tree recurses through.
    @inline(never)
    func askTablePayload<Query: NodeLayoutQuery>(_ index: Int, _ query: Query) -> Query.Answer {
        switch current.tables.largePayloads[index] {
        case .customLayout(let layout): return query.answer(layout, graph: self)
        case .layoutValue(let layout): return query.answer(layout, graph: self)
        case .viewThatFits(let layout): return query.answer(layout, graph: self)
        case .canvas(let layout): return query.answer(layout, graph: self)
        case let payload: return query.answer(payload.grid, graph: self)
        }
    }

    /// The size of `node`'s only child for `p` (zero without one), for nodes that pass size through.
    func sizeOfOnlyChild(of node: NodeID, proposal p: ProposedViewSize) -> CGSize {
        guard let child = firstChild(of: node) else { return .zero }
        return size(of: child, proposal: p)
    }

    /// Places each child of `node` at `origin`, proposed `proposal`.
    func placeChildren(of node: NodeID, at origin: CGPoint, proposal: ProposedViewSize) {
        forEachChild(of: node) { place($0, at: origin, proposal: proposal) }
    }

    /// Places each child of `node` centred in `bounds`, proposed `proposal`.
    func placeChildrenCentred(of node: NodeID, in bounds: CGRect, proposal: ProposedViewSize) {
        forEachChild(of: node) { child in
            let size = self.size(of: child, proposal: proposal)
            place(child, at: CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2), proposal: proposal, size: size)
        }
    }
}

/// The questions the graph asks during layout. They hold no graph: it comes as an argument, so
/// asking retains nothing.
enum LayoutQueries {
    struct Size: NodeLayoutQuery {
        let node: NodeID
        let proposal: ProposedViewSize

        @inline(__always)
        func answer<Layout: NodeLayout>(_ layout: @autoclosure () -> Layout, graph: ViewGraph) -> CGSize {
            layout().sizeThatFits(proposal, node: node, graph: graph)
        }
    }

    struct Placement: NodeLayoutQuery {
        let node: NodeID
        let bounds: CGRect
        let proposal: ProposedViewSize

        @inline(__always)
        func answer<Layout: NodeLayout>(_ layout: @autoclosure () -> Layout, graph: ViewGraph) {
            layout().placeChildren(of: node, in: bounds, proposal: proposal, graph: graph)
        }
    }

    struct ExplicitAlignment: NodeLayoutQuery {
        let key: AlignmentKey
        let node: NodeID
        let proposal: ProposedViewSize
        let size: CGSize

        @inline(__always)
        func answer<Layout: NodeLayout>(_ layout: @autoclosure () -> Layout, graph: ViewGraph) -> CGFloat? {
            layout().explicitAlignment(key, of: node, proposal: proposal, size: size, graph: graph)
        }
    }

    struct Priority: NodeLayoutQuery {
        let node: NodeID

        @inline(__always)
        func answer<Layout: NodeLayout>(_ layout: @autoclosure () -> Layout, graph: ViewGraph) -> Double {
            guard Layout.passesPriorityThrough else { return Layout.ownPriority }
            let child = graph.current.nodes[Int(node)].firstChild
            return child >= 0 ? graph.priority(of: child) : 0
        }
    }

    /// The proposal axes the node's size ignores, whether the layout priority it has without an
    /// explicit one is 0 and whether it answers its ideal size when that fits (all fixed for
    /// the pass, worked out together once per node). The node's own explicit priority stays out: it is set from outside the node's
    /// view, so a subtree carried from last pass with its answers may have another one now.
    struct IgnoredProposalAxes: NodeLayoutQuery {
        let node: NodeID

        @inline(__always)
        func answer<Layout: NodeLayout>(_ layout: @autoclosure () -> Layout, graph: ViewGraph) -> SizeCache.Facts {
            let layout = layout()
            let axes = layout.ignoredProposalAxes(of: node, graph: graph)
            let ideal = layout.isIdealSizeWhenItFits(node, graph: graph)
            let child = graph.current.nodes[Int(node)].firstChild
            let passesSize = layout.passesSizeThrough(node, graph: graph)
            guard Layout.passesPriorityThrough else {
                return .init(axes: axes, zeroPriority: Layout.ownPriority == 0, idealWhenItFits: ideal, passesSizeThrough: passesSize)
            }
            return .init(
                axes: axes, zeroPriority: child < 0 || graph.hasZeroPriority(child), idealWhenItFits: ideal, passesSizeThrough: passesSize)
        }
    }

    struct PassesSpacingThrough: NodeLayoutQuery {
        @inline(__always)
        func answer<Layout: NodeLayout>(_ layout: @autoclosure () -> Layout, graph: ViewGraph) -> Bool { Layout.passesSpacingThrough }
    }
}
