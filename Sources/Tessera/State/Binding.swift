/// A property wrapper type that can read and write a value owned by a source of truth.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    let location: Location<Value>

    init(location: Location<Value>) {
        self.location = location
    }

    /// A binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        location = ClosureLocation(get: get, set: set)
    }

    /// The binding itself, as SwiftUI's `@Binding var x: T` initialiser takes it.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to an immutable value.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(location: ConstantLocation(value: value))
    }

    /// The value, read and written through the source of truth.
    public var wrappedValue: Value {
        get { location.get() }
        nonmutating set { location.set(newValue) }
    }

    /// The binding itself (`$value` of an `@Binding` property).
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(location: KeyPathLocation(base: location, keyPath: keyPath))
    }
}

extension Binding: DynamicProperty {}

extension Binding {
    /// A binding to an optional value, `nil` when the base is `nil`.
    public init?(_ base: Binding<Value?>) {
        guard base.wrappedValue != nil else { return nil }
        self.init(get: { base.wrappedValue! }, set: { base.wrappedValue = $0 })
    }
}

/// A binding's source of truth without its value type: what the graph compares when it decides
/// whether a view given a binding is the view it was given last time.
class AnyLocation {
    /// Whether `other` reads and writes the same source as this location, so that a view holding
    /// either binding shows the same thing. A getter and setter pair is only ever its own source:
    /// the graph cannot see what the closures read.
    func isSameSource(as other: AnyLocation) -> Bool { self === other }
}

/// Where a binding reads and writes.
class Location<Value>: AnyLocation {
    func get() -> Value { fatalError("abstract") }
    func set(_ newValue: Value) { fatalError("abstract") }
}

final class ConstantLocation<Value>: Location<Value> {
    let value: Value
    init(value: Value) { self.value = value }
    override func get() -> Value { value }
    override func set(_ newValue: Value) {}

    /// Two constants are one source when their values are equal (and `Equatable`).
    override func isSameSource(as other: AnyLocation) -> Bool {
        guard let other = other as? ConstantLocation<Value> else { return false }
        guard let value = value as? any Equatable else { return self === other }
        func equals<T: Equatable>(_ value: T) -> Bool { (other.value as? T) == value }
        return equals(value)
    }
}

final class ClosureLocation<Value>: Location<Value> {
    let getter: () -> Value
    let setter: (Value) -> Void
    init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }
    override func get() -> Value { getter() }
    override func set(_ newValue: Value) { setter(newValue) }
}

final class KeyPathLocation<Base, Value>: Location<Value> {
    let base: Location<Base>
    let keyPath: WritableKeyPath<Base, Value>
    init(base: Location<Base>, keyPath: WritableKeyPath<Base, Value>) {
        self.base = base
        self.keyPath = keyPath
    }
    override func get() -> Value { base.get()[keyPath: keyPath] }
    override func set(_ newValue: Value) {
        var value = base.get()
        value[keyPath: keyPath] = newValue
        base.set(value)
    }

    /// The same property of the same source (`$state.score` made again in a new `body`).
    override func isSameSource(as other: AnyLocation) -> Bool {
        guard let other = other as? KeyPathLocation<Base, Value> else { return false }
        return keyPath == other.keyPath && base.isSameSource(as: other.base)
    }
}
