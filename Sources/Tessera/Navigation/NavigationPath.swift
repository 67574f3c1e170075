import Foundation

/// A list of values a `NavigationStack` shows, of any `Hashable` types: one screen each, made
/// by the `navigationDestination(for:destination:)` of its type.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { … }
/// path.append(level)      // pushes the level's screen
/// path.removeLast()       // back one screen
/// ```
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path: the stack shows its root.
    public init() { elements = [] }

    /// A path of `elements`, in order.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of screens above the root.
    public var count: Int { elements.count }

    /// Whether the stack shows its root.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes the screen for `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Goes back `k` screens (all of them when there are fewer; a negative `k` does nothing).
    public mutating func removeLast(_ k: Int = 1) {
        guard k > 0 else { return }
        elements.removeLast(Swift.min(k, elements.count))
    }
}
