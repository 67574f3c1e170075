import Foundation

/// The preference pass: after layout, each `onPreferenceChange` reader compares its subtree's
/// value with the one it delivered last and queues its action when the value changed (the
/// actions run once the pass is done, so the state they write shows in the next pass).
///
/// Values are combined bottom-up in view-tree order (docs/LayoutRules.md §8.2; see
/// `ViewGraph.preferenceValue(_:of:)`).
final class PreferencePass {
    /// The value each reader delivered last, by its view's identity.
    @exclusivity(unchecked) private var delivered: [UInt64: DeliveredPreference] = [:]

    /// Evaluates every reader in `graph`'s arena (their closures call `deliver`), then forgets
    /// the readers that went.
    func run(in graph: ViewGraph) {
        guard graph.current.nodes[0].flags.contains(.containsPreference) else {
            // No reader this pass: forget what was delivered, so a reader that comes back gets its
            // value again (an identity reset delivers anew, iOS 17.1+).
            if !delivered.isEmpty { delivered.removeAll() }
            return
        }
        for index in graph.current.nodes.indices {
            guard case .preference(let p) = graph.current.nodes[index].kind,
                case .observe(let evaluate) = graph.current.tables.preferenceNodes[Int(p)].role
            else {
                continue
            }
            evaluate(graph, NodeID(index))
        }
        let pass = graph.updates.pass
        if delivered.contains(where: { $0.value.lastSeenPass != pass }) {
            delivered = delivered.filter { $0.value.lastSeenPass == pass }
        }
    }

    /// Gives the reader with `identity` the value `value` in pass `pass`: queues `action` on
    /// `graph` when the value differs from the one it delivered last.
    func deliver<Value: Equatable>(_ value: Value, to identity: UInt64, in graph: ViewGraph, action: @escaping (Value) -> Void) {
        let pass = graph.updates.pass
        if let last = delivered[identity], let lastValue = last.value as? Value, lastValue == value {
            delivered[identity]?.lastSeenPass = pass
            return
        }
        delivered[identity] = DeliveredPreference(value: value, lastSeenPass: pass)
        graph.updates.pendingActions.append { action(value) }
    }
}

/// Reading preferences: what readers and preference-value overlays ask the graph during and
/// after layout.
extension ViewGraph {
    /// The combined value of `key` for the subtree rooted at `node`, or `nil` when no view in it
    /// writes the key.
    func preferenceValue<K: PreferenceKey>(_ key: K.Type, of node: NodeID) -> K.Value? {
        guard node >= 0, current.nodes[Int(node)].flags.contains(.containsPreference) else { return nil }
        if case .preference(let index) = current.nodes[Int(node)].kind,
            current.tables.preferenceNodes[Int(index)].key == ObjectIdentifier(K.self)
        {
            let preference = current.tables.preferenceNodes[Int(index)]
            switch preference.role {
            case .write(let value):
                return value as? K.Value
            case .transform(let callback):
                var value = preferenceValue(K.self, ofChildrenOf: node) ?? K.defaultValue
                (callback as? (inout K.Value) -> Void)?(&value)
                return value
            case .observe:
                break
            }
        }
        return preferenceValue(K.self, ofChildrenOf: node)
    }

    /// The children's values folded with `reduce`: the first contributor is the initial value.
    func preferenceValue<K: PreferenceKey>(_ key: K.Type, ofChildrenOf node: NodeID) -> K.Value? {
        var result: K.Value?
        forEachChildInPreferenceOrder(of: node) { child in
            guard let value = preferenceValue(K.self, of: child) else { return }
            if result == nil {
                result = value
            } else {
                K.reduce(value: &result!, nextValue: { value })
            }
        }
        return result
    }

    /// Children in the order their preferences fold: a background's secondary comes first.
    private func forEachChildInPreferenceOrder(of node: NodeID, _ body: (NodeID) -> Void) {
        if case .secondary(let layout) = current.nodes[Int(node)].kind, layout.isBackground {
            let primary = current.nodes[Int(node)].firstChild
            guard primary >= 0 else { return }
            let secondary = current.nodes[Int(primary)].nextSibling
            if secondary >= 0 { body(secondary) }
            body(primary)
            return
        }
        forEachChild(of: node, body)
    }
}
