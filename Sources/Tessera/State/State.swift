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

    /// The current value; setting it runs another pass.
    public var wrappedValue: Value {
        get { box?.value ?? initialValue }
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
        defer { context.stateIndex += 1 }
        guard let slot = context.slot else { return }
        let index = context.stateIndex
        if index < slot.boxes.count, let existing = slot.boxes[index] as? StateBox<Value> {
            box = existing
        } else {
            let fresh = StateBox(value: initialValue, invalidation: context.graph.invalidation)
            if index < slot.boxes.count { slot.boxes[index] = fresh } else { slot.boxes.append(fresh) }
            box = fresh
        }
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state whose initial value is `nil`. Declared in a constrained extension, as SwiftUI does,
    /// so `@State var count: Int` set in an initializer does not pick it up.
    public init() {
        initialValue = nil
    }
}

/// Storage for one `@State` value.
final class StateBox<Value>: Location<Value> {
    var value: Value
    unowned let invalidation: Invalidation

    init(value: Value, invalidation: Invalidation) {
        self.value = value
        self.invalidation = invalidation
    }

    override func get() -> Value { value }

    override func set(_ newValue: Value) {
        value = newValue
        invalidation.stateDidChange()
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

/// Set when state changes, so a host knows another pass is needed.
final class Invalidation {
    var isDirty = false
    /// Counts state writes, so the graph can tell whether any state changed between two passes.
    private(set) var generation = 0

    func stateDidChange() {
        isDirty = true
        generation &+= 1
    }
}
