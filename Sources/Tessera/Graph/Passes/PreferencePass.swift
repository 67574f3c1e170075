import Foundation

/// Preferences (docs/LayoutRules.md §8.2): values combined bottom-up in view-tree order, background
/// content before its primary and overlay content after; a writer replaces its subtree's value.
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

    /// Evaluates every `onPreferenceChange` reader; changed values enqueue their actions.
    func runPreferenceActions() {
        guard current.nodes[0].flags.contains(.containsPreference) else {
            // No reader this pass: forget what was delivered, so a reader that comes back gets its
            // value again (an identity reset delivers anew, iOS 17.1+).
            if !preferencePass.deliveredPreferences.isEmpty { preferencePass.deliveredPreferences.removeAll() }
            return
        }
        for index in current.nodes.indices {
            guard case .preference(let p) = current.nodes[index].kind,
                case .observe(let evaluate) = current.tables.preferenceNodes[Int(p)].role
            else {
                continue
            }
            evaluate(self, NodeID(index))
        }
        if preferencePass.deliveredPreferences.contains(where: { $0.value.lastSeenPass != updates.pass }) {
            preferencePass.deliveredPreferences = preferencePass.deliveredPreferences.filter { $0.value.lastSeenPass == updates.pass }
        }
    }
}

/// The preference pass's deliveries and the actions it queues for the end of the pass.
struct PreferencePassState {
    /// The value each `onPreferenceChange` last delivered, by its view.
    var deliveredPreferences: [UInt64: DeliveredPreference] = [:]
    /// Actions (`onPreferenceChange`, `onAppear`, animation completions, …) to run once the pass
    /// is done, so their state changes show in the next pass.
    var pendingActions: [() -> Void] = []
}
