import Foundation

extension Gesture {
    /// Both gestures recognize at once; the value has each one's value (nil until it has one).
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, and once it ends, `other` (a long press, then a drag).
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture, or `other` when this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// Two gestures recognized at once. SwiftUI's `SimultaneousGesture`.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Each gesture's value, nil until it has one.
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?
    }

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// The two gestures, at once.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        SimultaneousRecognizer<First, Second>(first._makeRecognizer(), second._makeRecognizer())
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// A gesture, then another once it ends. SwiftUI's `SequenceGesture`.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Where the sequence is.
    public enum Value {
        /// The first gesture is in progress.
        case first(First.Value)
        /// The first gesture ended with its value; the second's (nil until it has one).
        case second(First.Value, Second.Value?)
    }

    /// The gesture that goes first.
    public var first: First
    /// The gesture that follows.
    public var second: Second

    /// `first`, then `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        SequenceRecognizer<First, Second>(first._makeRecognizer(), second._makeRecognizer())
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// One of two gestures, the first preferred. SwiftUI's `ExclusiveGesture`.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Which gesture is recognized, with its value.
    public enum Value {
        /// The first gesture's value.
        case first(First.Value)
        /// The second gesture's value.
        case second(Second.Value)
    }

    /// The preferred gesture.
    public var first: First
    /// The gesture recognized when the first fails.
    public var second: Second

    /// `first`, or `second` when it fails.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        ExclusiveRecognizer<First, Second>(first._makeRecognizer(), second._makeRecognizer())
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

final class SimultaneousRecognizer<First: Gesture, Second: Gesture>: _GestureRecognizer<SimultaneousGesture<First, Second>.Value> {
    let first: _GestureRecognizer<First.Value>
    let second: _GestureRecognizer<Second.Value>
    var firstDone: GestureStep = .none
    var secondDone: GestureStep = .none

    init(_ first: _GestureRecognizer<First.Value>, _ second: _GestureRecognizer<Second.Value>) {
        self.first = first
        self.second = second
    }

    override var blocksScroll: Bool { first.blocksScroll || second.blocksScroll }
    override var isClaimed: Bool { claimed || first.isClaimed || second.isClaimed }

    override func step(_ event: GestureEvent) -> GestureStep {
        let a = first.handle(event), b = second.handle(event)
        if case .ended = a { firstDone = .ended } else if case .failed = a { firstDone = .failed }
        if case .ended = b { secondDone = .ended } else if case .failed = b { secondDone = .failed }
        value = .init(first: first.value, second: second.value)
        switch (firstDone, secondDone) {
        case (.failed, .failed): return .failed
        case (.ended, .ended), (.ended, .failed), (.failed, .ended): return .ended
        default: break
        }
        if case .none = a, case .none = b { return .none }
        return first.value == nil && second.value == nil ? .none : .changed
    }

    override func cancel() {
        super.cancel()
        first.cancel()
        second.cancel()
    }
}

final class SequenceRecognizer<First: Gesture, Second: Gesture>: _GestureRecognizer<SequenceGesture<First, Second>.Value> {
    let first: _GestureRecognizer<First.Value>
    let second: _GestureRecognizer<Second.Value>
    var began: GestureEvent?
    var inSecond = false

    init(_ first: _GestureRecognizer<First.Value>, _ second: _GestureRecognizer<Second.Value>) {
        self.first = first
        self.second = second
    }

    override var blocksScroll: Bool { first.blocksScroll || (inSecond && second.blocksScroll) }
    override var isClaimed: Bool { claimed || first.isClaimed }

    override func step(_ event: GestureEvent) -> GestureStep {
        if case .began = event.kind { began = event }
        guard inSecond, let firstValue = first.value else {
            switch first.handle(event) {
            case .none: return .none
            case .failed: return .failed
            case .changed:
                value = first.value.map { .first($0) }
                return .changed
            case .ended:
                inSecond = true
                // The second gesture sees the press from its beginning, then where it is now.
                if var start = began {
                    start.time = event.time
                    _ = second.handle(start)
                }
                var now = event
                if case .ended = event.kind { now.kind = .moved }
                _ = second.handle(now)
                if case .ended = event.kind { _ = second.handle(event) }
                value = first.value.map { .second($0, second.value) }
                if case .ended = event.kind { return second.isDone && second.value != nil ? .ended : .failed }
                return .changed
            }
        }
        let result = second.handle(event)
        value = .second(firstValue, second.value)
        switch result {
        case .none: return .none
        case .changed: return .changed
        case .ended: return .ended
        // The first gesture's end still stands when the second never starts.
        case .failed: return second.value == nil ? .ended : .failed
        }
    }

    override func cancel() {
        super.cancel()
        first.cancel()
        second.cancel()
    }
}

final class ExclusiveRecognizer<First: Gesture, Second: Gesture>: _GestureRecognizer<ExclusiveGesture<First, Second>.Value> {
    let first: _GestureRecognizer<First.Value>
    let second: _GestureRecognizer<Second.Value>
    var firstFailed = false

    init(_ first: _GestureRecognizer<First.Value>, _ second: _GestureRecognizer<Second.Value>) {
        self.first = first
        self.second = second
    }

    override var blocksScroll: Bool { (!firstFailed && first.blocksScroll) || second.blocksScroll }
    override var isClaimed: Bool { claimed || first.isClaimed || (firstFailed && second.isClaimed) }

    override func step(_ event: GestureEvent) -> GestureStep {
        if !firstFailed {
            let a = first.handle(event)
            switch a {
            case .failed:
                firstFailed = true
            case .changed, .ended:
                if first.isClaimed { second.cancel() }
                value = first.value.map { .first($0) }
                _ = second.isDone ? GestureStep.none : second.handle(event)
                return a
            case .none:
                _ = second.handle(event)
                return .none
            }
        }
        let b = second.handle(event)
        if case .changed = b, let v = second.value { value = .second(v) }
        if case .ended = b, let v = second.value { value = .second(v) }
        return b
    }

    override func cancel() {
        super.cancel()
        first.cancel()
        second.cancel()
    }
}
