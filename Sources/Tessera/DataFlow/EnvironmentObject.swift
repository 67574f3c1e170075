/// A property wrapper type for an observable object that a parent or ancestor view supplies with
/// `environmentObject(_:)`.
///
/// Reading it where no ancestor supplied an object of its type stops the program with a message
/// naming the type and the view, as SwiftUI does.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, GraphBoundProperty, StateProperty {
    /// A wrapper of the environment object that makes bindings to its properties (`$model.name`).
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// A binding to the property at `keyPath` of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(location: ObjectLocation(root, keyPath))
        }
    }

    var object: ObjectType?
    var viewType: Any.Type?

    /// Reads the object of type `ObjectType` from the environment.
    public init() {}

    /// The object an ancestor supplied.
    public var wrappedValue: ObjectType {
        guard let object else { fatalError(Self.missingObjectMessage(viewType: viewType)) }
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }

    mutating func bind(to context: inout PropertyBindingContext) {
        let reader = context.reader, invalidation = context.graph.dataFlow.invalidation
        object = context.environment[EnvironmentObjectKey<ObjectType>.self]
        viewType = context.viewType
        let subscription = context.box { ObjectWillChangeSubscription() }
        if let object { subscription?.observe(object, reader: reader, invalidation: invalidation) }
    }

    /// What a read with no object in the environment stops with.
    static func missingObjectMessage(viewType: Any.Type?) -> String {
        let view = viewType.map { " (read by \($0))" } ?? ""
        return
            "No ObservableObject of type \(ObjectType.self) found\(view). A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
    }
}

/// Where `environmentObject(_:)` keeps an object of type `Object`.
enum EnvironmentObjectKey<Object: AnyObject>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}

extension View {
    /// Supplies `object` to the `@EnvironmentObject` properties of this view's descendants.
    @inlinable
    public consuming func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedContent<Self, _EnvironmentObjectModifier<T>> {
        modifier(_EnvironmentObjectModifier(object: object))
    }

    /// Supplies the `@Observable` `object` to `@Environment(T.self)` of this view's descendants
    /// (`nil` removes one an ancestor supplied).
    @inlinable
    public consuming func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedContent<Self, _EnvironmentObjectModifier<T>> {
        modifier(_EnvironmentObjectModifier(object: object))
    }
}

/// Puts an object in the environment for `@EnvironmentObject` and `@Environment(T.self)`.
public struct _EnvironmentObjectModifier<Object: AnyObject>: PrimitiveViewModifier {
    @usableFromInline let object: Object?

    @usableFromInline
    init(object: Object?) {
        self.object = object
    }

    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        content(inputs.modifyingEnvironment { $0[EnvironmentObjectKey<Object>.self] = modifier.object })
    }
}
