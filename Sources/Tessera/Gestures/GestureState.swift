import Foundation

/// A property wrapper for a value a gesture sets while it is in progress (with
/// `updating(_:body:)`) and that goes back to its initial value when the gesture ends or is
/// cancelled. SwiftUI's `GestureState`.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty, GraphBoundProperty, StateProperty {
    let initialValue: Value
    let resetValue: (Value, inout Transaction) -> Void
    var box: StateBox<Value>?

    /// State starting (and reset to) `wrappedValue`.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    /// As `init(wrappedValue:)`.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// State reset in `resetTransaction` (an animation there animates the reset).
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        initialValue = wrappedValue
        resetValue = { _, transaction in transaction = resetTransaction }
    }

    /// As `init(wrappedValue:resetTransaction:)`.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// State reset in the transaction `reset` makes from the value it had.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        initialValue = wrappedValue
        resetValue = reset
    }

    /// As `init(wrappedValue:reset:)`.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The value; only a gesture's `updating` changes it.
    public var wrappedValue: Value { box?.get() ?? initialValue }

    /// The state itself, to pass to `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    mutating func bind(to context: inout PropertyBindingContext) {
        let initialValue = initialValue, invalidation = context.graph.dataFlow.invalidation
        box = context.box { StateBox(value: initialValue, invalidation: invalidation) }
    }

    func set(_ value: Value) { box?.set(value) }

    /// Back to the initial value, in the reset transaction.
    func reset() {
        guard let box else { return }
        var transaction = Transaction()
        resetValue(box.value, &transaction)
        withTransaction(transaction) { box.set(initialValue) }
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// State starting at `nil`, reset in `resetTransaction`.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// State starting at `nil`, reset in the transaction `reset` makes.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}
