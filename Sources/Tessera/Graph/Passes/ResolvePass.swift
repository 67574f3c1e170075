import Foundation

/// What views call while they resolve (`_makeView`): nodes appended to the arena, linked to
/// their parents, with their payloads in the side tables. `ResolvePass` runs it from the root.
extension ViewGraph {
    /// Appends a node as the last child of `inputs.parent`.
    @discardableResult
    func appendNode(_ kind: NodeKind, inputs: _ViewInputs) -> NodeID {
        let id = NodeID(current.nodes.count)
        var node = Node(kind: kind, parent: inputs.parent, environment: inputs.environment, identity: inputs.identity)
        node.flags = ownFlags(of: kind)
        current.nodes.append(node)
        link(id, to: inputs.parent)
        return id
    }

    /// Makes `child` the last child of `parent`; its subtree's flags join `parent`'s ancestors'.
    func link(_ child: NodeID, to parent: NodeID) {
        let last = current.nodes[Int(parent)].lastChild
        if last >= 0 {
            current.nodes[Int(last)].nextSibling = child
        } else {
            current.nodes[Int(parent)].firstChild = child
        }
        current.nodes[Int(parent)].lastChild = child
        current.nodes[Int(parent)].childCount += 1
        current.nodes[Int(child)].parent = parent
        addFlags(current.nodes[Int(child)].flags, from: parent)
    }

    /// Appends a container node and makes `content` its children.
    @discardableResult
    func makeContainer(_ kind: NodeKind, inputs: _ViewInputs, content: (_ViewInputs) -> Void) -> NodeID {
        let id = appendNode(kind, inputs: inputs)
        var inner = inputs
        inner.parent = id
        content(inner)
        return id
    }

    /// Makes `content`, then wraps each top-level node it produced in a node of `kind` (a modifier
    /// on a group or a multi-view body applies to each view, as in SwiftUI). `then` runs for each
    /// wrapper, e.g. to add an overlay's secondary content.
    func wrapEach(_ kind: NodeKind, inputs: _ViewInputs, content: (_ViewInputs) -> Void, then: (NodeID, _ViewInputs) -> Void = { _, _ in })
    {
        let parent = Int(inputs.parent)
        let before = current.nodes[parent].lastChild
        content(inputs)
        var child = before >= 0 ? current.nodes[Int(before)].nextSibling : current.nodes[parent].firstChild
        guard child >= 0 else { return }
        // Detach the new children, then re-attach each inside its own wrapper.
        if before >= 0 { current.nodes[Int(before)].nextSibling = -1 } else { current.nodes[parent].firstChild = -1 }
        current.nodes[parent].lastChild = before
        while child >= 0 {
            let next = current.nodes[Int(child)].nextSibling
            current.nodes[Int(child)].nextSibling = -1
            current.nodes[parent].childCount -= 1
            var wrapperInputs = inputs
            wrapperInputs.identity = Identity.combine(current.nodes[Int(child)].identity, 0x5752_4150 as UInt64)
            let wrapper = appendNode(kind, inputs: wrapperInputs)
            link(child, to: wrapper)
            wrapperInputs.parent = wrapper
            then(wrapper, wrapperInputs)
            child = next
        }
    }

    /// Makes `content`, then changes each top-level node it produced (priority, tags).
    func modifyEach(inputs: _ViewInputs, content: (_ViewInputs) -> Void, _ change: (inout Node) -> Void) {
        let parent = Int(inputs.parent)
        let before = current.nodes[parent].lastChild
        content(inputs)
        var child = before >= 0 ? current.nodes[Int(before)].nextSibling : current.nodes[parent].firstChild
        while child >= 0 {
            change(&current.nodes[Int(child)])
            child = current.nodes[Int(child)].nextSibling
        }
    }

    /// Adds an environment derived from `base`; returns its index.
    @usableFromInline
    func pushEnvironment(from base: Int32, _ transform: (inout EnvironmentValues) -> Void) -> Int32 {
        // Copied once, into its place, and changed there (a local copy appended cost a second
        // copy and a destroy of the whole environment per modifier).
        current.environments.appendCopy(of: Int(base))
        let index = current.environments.count - 1
        transform(&current.environments[index])
        if current.environments[index].layoutDirection == .rightToLeft { resolvePass.passHasRightToLeft = true }
        return Int32(index)
    }

    /// Points `@State` and `@Environment` properties of `value` at this graph.
    @usableFromInline
    func bindDynamicProperties<V>(of value: inout V, inputs: _ViewInputs) {
        guard dataFlow.propertyLayouts.hasDynamicProperties(V.self) else { return }
        let layout = dataFlow.propertyLayouts.layout(of: V.self)
        var slot: StateSlot?
        if layout.stateCount > 0 {
            slot = stateSlot(for: inputs.identity)
            if resolvePass.isResolving { current.tables.statefulViews.append(inputs.identity) }
        }
        var context = PropertyBindingContext(graph: self, slot: slot, environment: inputs.environmentValues, viewType: V.self)
        withUnsafeMutableBytes(of: &value) { bytes in
            layout.bind(bytes.baseAddress!, context: &context)
        }
    }

    private func stateSlot(for identity: UInt64) -> StateSlot {
        if let slot = dataFlow.stateSlots[identity] {
            if slot.lastSeenPass != updates.pass {
                slot.lastSeenPass = updates.pass
                counters.touchedStateSlots += 1
            }
            return slot
        }
        let slot = StateSlot(pass: updates.pass)
        dataFlow.stateSlots[identity] = slot
        counters.touchedStateSlots += 1
        return slot
    }

    /// Marks the state of a view copied from last pass as still in use.
    func keepStateAlive(for identity: UInt64) {
        _ = stateSlot(for: identity)
    }

    /// Drops the state of views that were not in this pass.
    func dropUnusedState() {
        guard counters.touchedStateSlots < dataFlow.stateSlots.count else { return }
        dataFlow.stateSlots = dataFlow.stateSlots.filter { $0.value.lastSeenPass == updates.pass }
    }

    /// Runs `body` with `content` as what `_ViewModifier_Content` stands for.
    @usableFromInline
    func withModifierContent(_ content: (_ViewInputs) -> Void, _ body: () -> Void) {
        withoutActuallyEscaping(content) { content in
            resolvePass.modifierContentStack.append(content)
            body()
            resolvePass.modifierContentStack.removeLast()
        }
    }

    @usableFromInline
    func makeModifierContent(inputs: _ViewInputs) {
        guard let content = resolvePass.modifierContentStack.popLast() else { return }
        // The content belongs to the scope outside the modifier: make it with that scope's stack.
        content(inputs)
        resolvePass.modifierContentStack.append(content)
    }

    /// Iterates the children of a node in order.
    @inline(__always)
    func forEachChild(of node: NodeID, _ body: (NodeID) -> Void) {
        var child = current.nodes[Int(node)].firstChild
        while child >= 0 {
            body(child)
            child = current.nodes[Int(child)].nextSibling
        }
    }

    func firstChild(of node: NodeID) -> NodeID? {
        let c = current.nodes[Int(node)].firstChild
        return c >= 0 ? c : nil
    }
}

/// Non-generic entry points for the inlinable `_makeView`s of built-in views: the generic part
/// is specialized in the game's module, the work happens here.
extension ViewGraph {
    @usableFromInline
    func makeStack(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        makeContainer(.stack(StackLayout(axis: axis, alignment: alignment, spacing: spacing)), inputs: inputs) { inner in
            var inner = inner
            inner.stackAxis = axis
            content(inner)
        }
    }

    @usableFromInline
    func makeZStack(alignment: Alignment, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        makeContainer(.zStack(ZStackNodeLayout(alignment: alignment)), inputs: inputs) { inner in
            var inner = inner
            inner.stackAxis = nil
            content(inner)
        }
    }

    @usableFromInline
    func makeShape(_ shape: consuming any Shape, paint: consuming DisplayPaint, drawing: ShapeDrawing, inputs: _ViewInputs) {
        current.tables.shapes.append(ShapeNode(shape: shape, paint: paint, drawing: drawing))
        appendNode(.shape(Int32(current.tables.shapes.count - 1)), inputs: inputs)
    }

    func makeText(_ text: Text, inputs: _ViewInputs) {
        current.tables.texts.append(text)
        appendNode(.text(Int32(current.tables.texts.count - 1)), inputs: inputs)
    }

    func makeImage(_ image: consuming ImageNode, inputs: _ViewInputs) {
        current.tables.images.append(image)
        appendNode(.image(Int32(current.tables.images.count - 1)), inputs: inputs)
    }

    func makeGeometryReader(_ layout: GeometryReaderLayout, inputs: _ViewInputs) {
        current.tables.geometryReaders.append(layout)
        appendNode(.geometryReader(Int32(current.tables.geometryReaders.count - 1)), inputs: inputs)
    }

    func makeDeferred(_ layout: DeferredLayout, inputs: _ViewInputs) {
        current.tables.deferredLayouts.append(layout)
        appendNode(.deferred(Int32(current.tables.deferredLayouts.count - 1)), inputs: inputs)
    }

    /// Stores a preference node's payload; returns its kind.
    func preferenceKind(_ node: PreferenceNode) -> NodeKind {
        current.tables.preferenceNodes.append(node)
        return .preference(Int32(current.tables.preferenceNodes.count - 1))
    }

    /// Stores a string (tag, coordinate-space name); returns its index.
    func intern(_ name: String) -> Int32 {
        current.tables.names.append(name)
        return Int32(current.tables.names.count - 1)
    }

    /// The node kind of a node modifier, its references stored in the side tables.
    func nodeKind(for payload: NodeModifierPayload) -> NodeKind {
        // The common case first, without switching over (and copying) the whole payload.
        if case .node(let kind) = payload { return kind }
        switch payload {
        case .node(let kind):
            return kind
        case .alignmentGuide(let layout):
            current.tables.alignmentGuides.append(layout)
            return .alignmentGuide(Int32(current.tables.alignmentGuides.count - 1))
        case .clip(let shape, let antialiased):
            current.tables.clipShapes.append(shape)
            return .effect(.clip(Int32(current.tables.clipShapes.count - 1), antialiased: antialiased))
        case .coordinateSpace(let name):
            return .effect(.coordinateSpace(intern(name)))
        case .flexibleFrame(let layout):
            return .flexibleFrame(appendLargePayload(.flexibleFrame(layout)))
        case .shadow(let shadow):
            return .effect(.shadow(appendLargePayload(.shadow(shadow))))
        case .layerEffect(let effect):
            return .effect(.layerEffect(appendLargePayload(.layerEffect(effect))))
        }
    }

    @usableFromInline
    func makeSecondary(
        alignment: Alignment, isBackground: Bool, inputs: _ViewInputs,
        content: (_ViewInputs) -> Void, secondary: (_ViewInputs) -> Void
    ) {
        let layout = SecondaryLayout(alignment: alignment, isBackground: isBackground)
        wrapEach(.secondary(layout), inputs: inputs, content: content) { _, wrapperInputs in
            var secondaryInputs = wrapperInputs.child(1)
            secondaryInputs.stackAxis = nil
            self.makeContainer(.zStack(ZStackNodeLayout(alignment: alignment)), inputs: secondaryInputs, content: secondary)
        }
    }
}

/// The resolve pass: view values → nodes in the arena, with identity, environment and bound
/// state; unchanged views' subtrees are copied from last pass (Reuse/). It owns what it keeps
/// between the views it makes: scratch it reuses, and what it learns about the pass for the
/// passes after it.
final class ResolvePass {
    /// The content closures of the modifiers being resolved, innermost last.
    @exclusivity(unchecked) var modifierContentStack: [(_ViewInputs) -> Void] = []
    /// Whether views are being made now (between `beginResolvingWithReuse` and `endResolvingWithReuse`).
    @exclusivity(unchecked) var isResolving = false
    /// Whether any view this pass lays out right to left (mirroring moves frames after placement,
    /// so placements cannot be carried from last pass).
    @exclusivity(unchecked) var passHasRightToLeft = false

    /// Makes `content` the root's child in `graph`'s emptied arena.
    func run<Content: View>(_ content: Content, in graph: ViewGraph) {
        graph.beginResolvingWithReuse()
        graph.current.nodes.removeAll()
        graph.current.environments.removeAll()
        graph.textScratch.removeAllShapedText()
        graph.counters.touchedStateSlots = 0
        var rootEnvironment = graph.environment
        rootEnvironment.displayScale = PixelGrid(scale: rootEnvironment.displayScale).scale
        passHasRightToLeft = rootEnvironment.layoutDirection == .rightToLeft
        graph.current.environments.append(rootEnvironment)
        graph.current.nodes.append(Node(kind: .root, parent: -1, environment: 0, identity: Identity.root))
        let inputs = _ViewInputs(graph: graph, parent: 0, environment: 0, identity: Identity.root, stackAxis: nil)
        Content._makeView(content, inputs: inputs)
        graph.endResolvingWithReuse()
    }
}
