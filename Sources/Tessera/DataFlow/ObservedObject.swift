/// A property wrapper type that subscribes to an observable object and evaluates the view again
/// whenever the object changes.
///
/// The parent owns the object and passes it in; use `@StateObject` where the view creates it.
/// A view depends on the whole object: each `objectWillChange` marks it for the next pass.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty, GraphBoundProperty, StateProperty,
    ObjectReferencingProperty
{
    /// A wrapper of the observed object that makes bindings to its properties (`$model.name`).
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// A binding to the property at `keyPath` of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(location: ObjectLocation(root, keyPath))
        }
    }

    /// The observed object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// As `init(wrappedValue:)`.
    public init(initialValue: ObjectType) {
        self.wrappedValue = initialValue
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }

    mutating func bind(to context: inout PropertyBindingContext) {
        let reader = context.reader, invalidation = context.graph.dataFlow.invalidation
        context.box { ObjectWillChangeSubscription() }?.observe(wrappedValue, reader: reader, invalidation: invalidation)
    }
}

/// A property wrapper type that creates an observable object once per view identity and keeps it
/// while the view exists.
///
/// The object is made from the autoclosure the first time the view is made (later values of the
/// view, made by a parent's `body`, do not make another), and released when the view leaves.
/// Like `@ObservedObject`, each `objectWillChange` evaluates the view again.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, GraphBoundProperty, StateProperty {
    let makeObject: () -> ObjectType
    var box: StateObjectBox<ObjectType>?

    /// Creates the object with `thunk`, once for the view's lifetime.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        makeObject = thunk
    }

    /// The object; made anew at each read outside a graph (a view made by hand), as SwiftUI does.
    public var wrappedValue: ObjectType {
        if let object = box?.object { return object }
        Diagnostics.warnOnce(
            "Accessing StateObject<\(ObjectType.self)>'s object without being installed on a View: this creates a new instance each time")
        return makeObject()
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(root: wrappedValue)
    }

    mutating func bind(to context: inout PropertyBindingContext) {
        let reader = context.reader, invalidation = context.graph.dataFlow.invalidation
        guard let box = context.box({ StateObjectBox<ObjectType>() }) else { return }
        if box.object == nil { box.object = makeObject() }
        box.subscription.observe(box.object!, reader: reader, invalidation: invalidation)
        self.box = box
    }
}

/// A `@StateObject`'s object and its subscription, kept in the view's state slot.
final class StateObjectBox<ObjectType: ObservableObject> {
    var object: ObjectType?
    let subscription = ObjectWillChangeSubscription()
}
