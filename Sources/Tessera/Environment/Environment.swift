/// A property wrapper that reads a value from a view's environment.
///
/// Bound by the graph before `body` runs, in views and in view modifiers alike.
@propertyWrapper
public struct Environment<Value>: DynamicProperty, GraphBoundProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    var value: Value?

    /// Reads the environment value at `keyPath`, as SwiftUI's `@Environment(\.colorScheme)`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value in the environment of the view being built (the default outside a graph).
    public var wrappedValue: Value {
        // Read outside a graph: the default environment, as SwiftUI does (with a warning there).
        value ?? EnvironmentValues()[keyPath: keyPath]
    }

    mutating func bind(to context: inout PropertyBindingContext) {
        value = context.environment[keyPath: keyPath]
    }
}
