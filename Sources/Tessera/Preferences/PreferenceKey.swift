import Foundation

/// A named value produced by a view. Values flow up the tree, combined with `reduce` in view-tree
/// order; a parent reads them with `onPreferenceChange` or `backgroundPreferenceValue`.
public protocol PreferenceKey {
    /// The type of the key's value.
    associatedtype Value
    /// The value of the key when no view in the subtree sets it.
    static var defaultValue: Value { get }
    /// Combines a sequence of values by modifying the previously-accumulated value with the
    /// result of a closure that provides the next value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// A preference writer or reader in the graph; layout passes through it.
struct PreferenceNode {
    enum Role {
        /// Sets the key's value for the subtree (children's values are not collected).
        case write(Any)
        /// Edits the combined value of the subtree: a `(inout Value) -> Void` closure.
        case transform(Any)
        /// Reads the subtree's value after the pass and runs an action when it changed.
        case observe((ViewGraph, NodeID) -> Void)
    }

    let key: ObjectIdentifier
    let role: Role
}

/// The last value delivered to an `onPreferenceChange` action, by the reader's identity.
struct DeliveredPreference {
    var value: Any
    var lastSeenPass: Int
}
