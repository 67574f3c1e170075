import Foundation

extension Gesture where Value: Equatable {
    /// Runs `action` each time the gesture's value changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

extension Gesture {
    /// Runs `action` with the final value when the gesture ends (not when it fails or loses
    /// to another gesture).
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Writes `state` while the gesture changes: `body` gets the value, the state to change and
    /// the transaction to change it in. The state goes back to its initial value when the
    /// gesture ends, fails or is cancelled.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    /// The gesture with its value transformed by `body`.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, body: body)
    }
}

/// A gesture that runs an action when its value changes (`onChanged`).
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    let content: Content
    let action: (Content.Value) -> Void

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        let action = action
        return CallbackRecognizer(content._makeRecognizer()) { recognizer, step, previous in
            if case .changed = step, let value = recognizer.value, value != previous { action(value) }
        }
    }
}

/// A gesture that runs an action when it ends (`onEnded`).
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let content: Content
    let action: (Content.Value) -> Void

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        let action = action
        return CallbackRecognizer(content._makeRecognizer()) { recognizer, step, _ in
            if case .ended = step, let value = recognizer.value { action(value) }
        }
    }
}

/// A gesture whose value is another's, transformed (`map`).
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    let content: Content
    let body: (Content.Value) -> Value

    public func _makeRecognizer() -> _GestureRecognizer<Value> { MapRecognizer(content._makeRecognizer(), body) }
}

/// A gesture that updates a `GestureState` while it changes (`updating(_:body:)`).
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    /// The gesture whose value updates the state.
    public var base: Base
    /// The state the gesture updates.
    public var state: GestureState<State>
    /// Changes the state from the gesture's value.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    /// A gesture updating `state` from `base` with `body`.
    public init(base: Base, state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        let state = state, body = body
        var touched = false
        let recognizer = CallbackRecognizer(base._makeRecognizer()) { recognizer, step, _ in
            switch step {
            case .changed:
                guard let value = recognizer.value else { return }
                var current = state.wrappedValue
                var transaction = Transaction()
                body(value, &current, &transaction)
                touched = true
                withTransaction(transaction) { state.set(current) }
            case .ended, .failed:
                if touched { state.reset() }
                touched = false
            case .none:
                break
            }
        }
        recognizer.onCancel = {
            if touched { state.reset() }
            touched = false
        }
        return recognizer
    }
}

/// Runs `observe` after every event its content handles (with the value before the event).
final class CallbackRecognizer<Value>: _GestureRecognizer<Value> {
    let content: _GestureRecognizer<Value>
    let observe: (_GestureRecognizer<Value>, GestureStep, Value?) -> Void
    var onCancel: (() -> Void)?

    init(_ content: _GestureRecognizer<Value>, observe: @escaping (_GestureRecognizer<Value>, GestureStep, Value?) -> Void) {
        self.content = content
        self.observe = observe
    }

    override var blocksScroll: Bool { content.blocksScroll }
    override var isClaimed: Bool { content.isClaimed }

    override func step(_ event: GestureEvent) -> GestureStep {
        let previous = content.value
        let result = content.handle(event)
        value = content.value
        observe(content, result, previous)
        return result
    }

    override func cancel() {
        super.cancel()
        content.cancel()
        onCancel?()
    }
}

/// Reports its content's value transformed.
final class MapRecognizer<Source, Value>: _GestureRecognizer<Value> {
    let content: _GestureRecognizer<Source>
    let transform: (Source) -> Value

    init(_ content: _GestureRecognizer<Source>, _ transform: @escaping (Source) -> Value) {
        self.content = content
        self.transform = transform
    }

    override var blocksScroll: Bool { content.blocksScroll }
    override var isClaimed: Bool { content.isClaimed }

    override func step(_ event: GestureEvent) -> GestureStep {
        let result = content.handle(event)
        if case .changed = result, let v = content.value { value = transform(v) }
        if case .ended = result, let v = content.value { value = transform(v) }
        return result
    }

    override func cancel() {
        super.cancel()
        content.cancel()
    }
}
