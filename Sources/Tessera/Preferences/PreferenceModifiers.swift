import Foundation

/// Wraps each view it is applied to in a preference node.
public struct _PreferenceModifier: PrimitiveViewModifier {
    let node: PreferenceNode

    init(node: PreferenceNode) {
        self.node = node
    }

    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        inputs.withGraph { $0.wrapEach($0.preferenceKind(modifier.node), inputs: inputs, content: content) }
    }
}

extension View {
    /// Sets a value for the given preference.
    @inlinable
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> ModifiedContent<Self, _PreferenceModifier> {
        modifier(_PreferenceModifier.writing(ObjectIdentifier(K.self), value: value))
    }

    /// Applies a transformation to a preference value.
    @inlinable
    public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> ModifiedContent<Self, _PreferenceModifier> {
        modifier(_PreferenceModifier.transforming(ObjectIdentifier(K.self), callback: callback))
    }

    /// Adds an action to perform when this view's value for the key changes. It runs after the
    /// pass that produced the value, never during `body` or layout; the first value is delivered
    /// too. State it writes shows in the next pass.
    @inlinable
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> ModifiedContent<Self, _PreferenceModifier> where K.Value: Equatable {
        modifier(_PreferenceModifier.observing(K.self, action: action))
    }
}

/// The values the preference methods of `View` make. They stay in this module while the
/// inlinable methods that call them are specialized in the caller's.
extension _PreferenceModifier {
    /// Sets the value of the key `key` (a `PreferenceKey` type's identifier).
    @usableFromInline
    static func writing(_ key: ObjectIdentifier, value: Any) -> _PreferenceModifier {
        _PreferenceModifier(node: PreferenceNode(key: key, role: .write(value)))
    }

    /// Edits the value of the key `key` with `callback`, an `(inout Value) -> Void` closure.
    @usableFromInline
    static func transforming(_ key: ObjectIdentifier, callback: Any) -> _PreferenceModifier {
        _PreferenceModifier(node: PreferenceNode(key: key, role: .transform(callback)))
    }

    /// Runs `action` after a pass when the subtree's value of `K` changed. Generic, and not
    /// inlinable: the observer reads the graph's internal tables.
    @usableFromInline
    static func observing<K: PreferenceKey>(_ key: K.Type, action: @escaping (K.Value) -> Void) -> _PreferenceModifier
    where K.Value: Equatable {
        let observe: (ViewGraph, NodeID) -> Void = { graph, node in
            let value = graph.preferenceValue(K.self, ofChildrenOf: node) ?? K.defaultValue
            graph.preferencePass.deliver(value, to: graph.current.nodes[Int(node)].identity, in: graph, action: action)
        }
        return _PreferenceModifier(node: PreferenceNode(key: ObjectIdentifier(K.self), role: .observe(observe)))
    }
}

/// A secondary view made from the primary's preference value, once the primary is laid out.
public struct _PreferenceValueSecondaryModifier<K: PreferenceKey, Secondary: View>: PrimitiveViewModifier {
    @usableFromInline let transform: (K.Value) -> Secondary
    @usableFromInline let alignment: Alignment
    @usableFromInline let isBackground: Bool

    @inlinable
    init(transform: @escaping (K.Value) -> Secondary, alignment: Alignment, isBackground: Bool) {
        self.transform = transform
        self.alignment = alignment
        self.isBackground = isBackground
    }

    @inlinable
    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        let transform = modifier.transform
        inputs.withGraph {
            $0.makePreferenceValueSecondary(
                alignment: modifier.alignment, isBackground: modifier.isBackground, inputs: inputs, content: content
            ) { graph, primary, inner in
                Secondary._makeView(transform(value(of: primary, in: graph)), inputs: inner)
            }
        }
    }

    /// The value of `K` of the primary view `node`.
    @usableFromInline
    static func value(of node: NodeID, in graph: ViewGraph) -> K.Value {
        graph.preferenceValue(K.self, of: node) ?? K.defaultValue
    }
}

extension ViewGraph {
    /// Wraps each view of `content` with a secondary view that `secondary` makes once that view
    /// (the primary, passed to `secondary`) is laid out.
    @usableFromInline
    func makePreferenceValueSecondary(
        alignment: Alignment, isBackground: Bool, inputs: _ViewInputs,
        content: (_ViewInputs) -> Void,
        secondary: @escaping (ViewGraph, _ primary: NodeID, _ inputs: _ViewInputs) -> Void
    ) {
        let graph = self
        let layout = SecondaryLayout(alignment: alignment, isBackground: isBackground)
        wrapEach(.secondary(layout), inputs: inputs, content: content) { _, wrapperInputs in
            let deferred = DeferredLayout(alignment: alignment) { node, inner in
                let primary = graph.current.nodes[Int(graph.current.nodes[Int(node)].parent)].firstChild
                secondary(graph, primary, inner)
            }
            var secondaryInputs = wrapperInputs.child(1)
            secondaryInputs.stackAxis = nil
            graph.makeDeferred(deferred, inputs: secondaryInputs)
        }
    }
}

extension View {
    /// Reads the preference value of this view and puts a view made from it behind it.
    @inlinable
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> ModifiedContent<Self, _PreferenceValueSecondaryModifier<K, V>> {
        modifier(_PreferenceValueSecondaryModifier(transform: transform, alignment: alignment, isBackground: true))
    }

    /// Reads the preference value of this view and puts a view made from it in front of it.
    @inlinable
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> ModifiedContent<Self, _PreferenceValueSecondaryModifier<K, V>> {
        modifier(_PreferenceValueSecondaryModifier(transform: transform, alignment: alignment, isBackground: false))
    }
}
