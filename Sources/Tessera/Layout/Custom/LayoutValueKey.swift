import Foundation

/// A key for a value a view gives its `Layout` container, read back with
/// `LayoutSubview[key]`.
///
/// ```swift
/// struct Rank: LayoutValueKey { static let defaultValue = 0 }
/// Text("Ace").layoutValue(key: Rank.self, value: 1)
/// ```
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Value { get }
}

extension View {
    /// Gives this view `value` for `key`, read by the `Layout` that arranges it.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        _LayoutValueView(content: self, value: LayoutValueEntry(key: ObjectIdentifier(K.self), value: value))
    }
}

/// One view's value for a layout value key.
struct LayoutValueEntry {
    let key: ObjectIdentifier
    let value: Any
}

/// A view with a layout value: a node its layout passes through, holding the value.
public struct _LayoutValueView<Content: View>: PrimitiveView {
    let content: Content
    let value: LayoutValueEntry

    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        inputs.withGraph { graph in
            let index = graph.appendLargePayload(.layoutValue(LayoutValueLayout(entry: view.value)))
            graph.wrapEach(.grid(index), inputs: inputs) { inner in Content._makeView(view.content, inputs: inner) }
        }
    }
}

/// The layout of a layout value's node: its child's, unchanged.
struct LayoutValueLayout: ChildPassthroughLayout {
    static var passesGuidesThrough: Bool { true }
    let entry: LayoutValueEntry
}

extension ViewGraph {
    /// The value for `key` the subview at `node` sets: the outermost one found going down
    /// through single-child nodes (modifiers), stopping at containers.
    func layoutValue<K: LayoutValueKey>(_ key: K.Type, of node: NodeID) -> K.Value? {
        let id = ObjectIdentifier(K.self)
        var current = node
        while current >= 0 {
            let stored = self.current.nodes[Int(current)]
            switch stored.kind {
            case .grid(let index):
                if case .layoutValue(let layout) = self.current.tables.largePayloads[Int(index)] {
                    if layout.entry.key == id, let value = layout.entry.value as? K.Value { return value }
                } else {
                    return nil
                }
            case .stack, .zStack, .root, .geometryReader, .deferred:
                return nil
            default:
                break
            }
            guard stored.firstChild >= 0, self.current.nodes[Int(stored.firstChild)].nextSibling < 0 else { return nil }
            current = stored.firstChild
        }
        return nil
    }
}
