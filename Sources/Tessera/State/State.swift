/// A property wrapper type that can read and write a value managed by Tessera.
///
/// The value lives in the view graph, keyed by the view's identity: it survives across frames
/// while the view exists and is dropped when the view goes away. Writing it makes the graph
/// run another pass, so the change shows in the next layout.
@propertyWrapper
public struct State<Value>: DynamicProperty, GraphBoundProperty, StateProperty {
    let initialValue: Value
    var box: StateBox<Value>?

    /// State starting at `value`; the graph keeps later values while the view lives.
    public init(wrappedValue value: Value) {
        initialValue = value
    }

    /// As `init(wrappedValue:)`.
    public init(initialValue value: Value) {
        initialValue = value
    }

    /// The current value; setting it evaluates again the views that read it.
    public var wrappedValue: Value {
        get { box?.get() ?? initialValue }
        nonmutating set {
            // Outside a graph (a view made by hand) there is nowhere to keep the value.
            box?.set(newValue)
        }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        if let box { return Binding(location: box) }
        return .constant(initialValue)
    }

    mutating func bind(to context: inout PropertyBindingContext) {
        let initialValue = initialValue, invalidation = context.graph.dataFlow.invalidation
        box = context.box { StateBox(value: initialValue, invalidation: invalidation) }
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state whose initial value is `nil`. Declared in a constrained extension, as SwiftUI does,
    /// so `@State var count: Int` set in an initializer does not pick it up.
    public init() {
        initialValue = nil
    }
}

/// Storage for one `@State` value, and the views that read it.
///
/// A read while a view is being made (its `body`, or a built-in view reading a binding) makes
/// that view depend on the value; a write marks the views that read it, and only those are
/// evaluated again, as in SwiftUI. Reads in actions and gestures make no dependency.
final class StateBox<Value>: Location<Value> {
    var value: Value
    unowned let invalidation: Invalidation
    /// The views that read the value since it last changed (guarded by `invalidation`'s lock).
    var readers = DependencyReaders()

    init(value: Value, invalidation: Invalidation) {
        self.value = value
        self.invalidation = invalidation
    }

    override func get() -> Value {
        if let reader = DependencyTracking.reader(in: invalidation) {
            invalidation.withLock { readers.insert(reader) }
        }
        return value
    }

    override func set(_ newValue: Value) {
        value = newValue
        DependencyTracking.noteWriteDuringUpdate()
        let changed = invalidation.withLock { readers.take() }
        invalidation.invalidate(changed)
    }
}

/// The `@State` boxes of one view identity.
final class StateSlot {
    var boxes: [AnyObject] = []
    /// The last pass that saw the view; slots not seen in a pass are dropped.
    var lastSeenPass: Int

    init(pass: Int) {
        lastSeenPass = pass
    }
}
