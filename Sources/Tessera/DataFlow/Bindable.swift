/// A property wrapper type that makes bindings to the properties of an `@Observable` object.
///
/// `@Bindable var game: Game` in a view, or `@Bindable var game = game` inside a `body`, then
/// `$game.score` is a `Binding<Int>` reading and writing `game.score`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// The bindable itself (`$game`).
    public var projectedValue: Bindable<Value> { self }

    /// Bindings to the properties of `wrappedValue`.
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to the properties of `wrappedValue`.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// The bindable of another (`@Bindable var game: Game` passed `$game`).
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// A binding to the property at `keyPath` of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        Binding(location: ObjectLocation(wrappedValue, keyPath))
    }
}

extension Bindable: Identifiable where Value: Identifiable {
    /// The object's id.
    public var id: Value.ID { wrappedValue.id }
}

extension Bindable: Sendable where Value: Sendable {}
