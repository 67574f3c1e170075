/// A property wrapper that reads a value from a view's environment.
///
/// Bound by the graph before `body` runs, in views and in view modifiers alike. Reads a value by
/// key path (`@Environment(\.colorScheme)`) or an `@Observable` object an ancestor supplied with
/// `environment(_:)` (`@Environment(Game.self)`, or `Game?` where it may be missing).
@propertyWrapper
public struct Environment<Value>: DynamicProperty, GraphBoundProperty {
    private enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        /// An object supplied with `environment(_:)`; `nil` from `read` when none was.
        case object(read: (EnvironmentValues) -> Value?, type: Any.Type)
    }

    private let source: Source
    var value: Value?
    private var isBound = false

    /// Reads the environment value at `keyPath`, as SwiftUI's `@Environment(\.colorScheme)`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    /// Reads the `@Observable` object of type `objectType` an ancestor supplied with
    /// `environment(_:)`; reading it where none did stops the program, naming the type.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        source = .object(read: { $0[EnvironmentObjectKey<Value>.self] }, type: Value.self)
    }

    /// Reads the `@Observable` object of type `objectType` an ancestor supplied, or `nil`.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        source = .object(read: { .some($0[EnvironmentObjectKey<T>.self]) }, type: T.self)
    }

    /// The value in the environment of the view being built (the default outside a graph).
    public var wrappedValue: Value {
        if let value { return value }
        switch source {
        case .keyPath(let keyPath):
            // Read outside a graph: the default environment, as SwiftUI does (with a warning there).
            return EnvironmentValues()[keyPath: keyPath]
        case .object(let read, let type):
            if let value = read(EnvironmentValues()) { return value }
            fatalError(Self.missingObjectMessage(type))
        }
    }

    mutating func bind(to context: inout PropertyBindingContext) {
        isBound = true
        switch source {
        case .keyPath(let keyPath): value = context.environment[keyPath: keyPath]
        case .object(let read, _): value = read(context.environment)
        }
    }

    /// What a read of a missing `@Observable` environment object stops with.
    static func missingObjectMessage(_ type: Any.Type) -> String {
        "No Observable object of type \(type) found. A View.environment(_:) for \(type) may be missing as an ancestor of this view."
    }
}
