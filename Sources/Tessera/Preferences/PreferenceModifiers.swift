import Foundation

/// Wraps each view it is applied to in a preference node.
public struct _PreferenceModifier: PrimitiveViewModifier {
    let node: PreferenceNode

    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        inputs.graph.wrapEach(inputs.graph.preferenceKind(modifier.node), inputs: inputs, content: content)
    }
}

extension View {
    /// Sets a value for the given preference.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> ModifiedContent<Self, _PreferenceModifier> {
        modifier(_PreferenceModifier(node: PreferenceNode(key: ObjectIdentifier(K.self), role: .write(value))))
    }

    /// Applies a transformation to a preference value.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> ModifiedContent<Self, _PreferenceModifier> {
        modifier(_PreferenceModifier(node: PreferenceNode(key: ObjectIdentifier(K.self), role: .transform(callback))))
    }

    /// Adds an action to perform when this view's value for the key changes. It runs after the
    /// pass that produced the value, never during `body` or layout; the first value is delivered
    /// too. State it writes shows in the next pass.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> ModifiedContent<Self, _PreferenceModifier> where K.Value: Equatable {
        let observe: (ViewGraph, NodeID) -> Void = { graph, node in
            let value = graph.preferenceValue(K.self, ofChildrenOf: node) ?? K.defaultValue
            let identity = graph.nodes[Int(node)].identity
            if let last = graph.deliveredPreferences[identity], let lastValue = last.value as? K.Value, lastValue == value {
                graph.deliveredPreferences[identity]?.lastSeenPass = graph.pass
                return
            }
            graph.deliveredPreferences[identity] = DeliveredPreference(value: value, lastSeenPass: graph.pass)
            graph.pendingActions.append { action(value) }
        }
        return modifier(_PreferenceModifier(node: PreferenceNode(key: ObjectIdentifier(K.self), role: .observe(observe))))
    }
}

/// A secondary view made from the primary's preference value, once the primary is laid out.
public struct _PreferenceValueSecondaryModifier<K: PreferenceKey, Secondary: View>: PrimitiveViewModifier {
    let transform: (K.Value) -> Secondary
    let alignment: Alignment
    let isBackground: Bool

    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        let graph = inputs.graph
        let layout = SecondaryLayout(alignment: modifier.alignment, isBackground: modifier.isBackground)
        graph.wrapEach(.secondary(layout), inputs: inputs, content: content) { wrapper, wrapperInputs in
            let deferred = DeferredLayout(alignment: modifier.alignment) { node, inner in
                let primary = graph.nodes[Int(graph.nodes[Int(node)].parent)].firstChild
                let value = graph.preferenceValue(K.self, of: primary) ?? K.defaultValue
                Secondary._makeView(modifier.transform(value), inputs: inner)
            }
            var secondaryInputs = wrapperInputs.child(1)
            secondaryInputs.stackAxis = nil
            graph.makeDeferred(deferred, inputs: secondaryInputs)
        }
    }
}

extension View {
    /// Reads the preference value of this view and puts a view made from it behind it.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> ModifiedContent<Self, _PreferenceValueSecondaryModifier<K, V>> {
        modifier(_PreferenceValueSecondaryModifier(transform: transform, alignment: alignment, isBackground: true))
    }

    /// Reads the preference value of this view and puts a view made from it in front of it.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> ModifiedContent<Self, _PreferenceValueSecondaryModifier<K, V>> {
        modifier(_PreferenceValueSecondaryModifier(transform: transform, alignment: alignment, isBackground: false))
    }
}
