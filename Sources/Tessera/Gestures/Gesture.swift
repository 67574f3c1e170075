import Foundation

/// An input interaction: a tap, a long press, a drag, or a combination of them, attached to a
/// view with `gesture(_:including:)`. SwiftUI's `Gesture`.
///
/// A gesture is a value that describes how to recognize it; when a press begins on a view, the
/// graph makes a recognizer of each gesture under the press (`ViewGraph+Gestures.swift`) and
/// feeds it the pointer's moves until it ends, fails or another gesture wins.
public protocol Gesture<Value> {
    /// What the gesture reports while it changes and when it ends.
    associatedtype Value
    /// The gesture this one is made of (`Never` for the built-in gestures).
    associatedtype Body: Gesture
    /// The gesture this one is made of.
    var body: Body { get }
    /// Makes a recognizer for one press (implementation detail).
    func _makeRecognizer() -> _GestureRecognizer<Value>
}

extension Gesture where Body.Value == Value {
    /// A gesture made of others recognizes as its body does.
    public func _makeRecognizer() -> _GestureRecognizer<Value> { body._makeRecognizer() }
}

extension Never: Gesture {
    public typealias Value = Never
    public func _makeRecognizer() -> _GestureRecognizer<Never> { _GestureRecognizer() }
}

extension Gesture where Body == Never {
    /// Built-in gestures have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture") }
}

/// What happens to a pointer during one press, as a gesture recognizer sees it: locations are in
/// root coordinates; `origin` converts them to a coordinate space (frozen when the press began,
/// so a view that moves with its drag still reports a steady translation).
struct GestureEvent {
    enum Kind {
        /// The press began at `location`.
        case began
        /// The pointer moved to `location`.
        case moved
        /// The pointer was released at `location`; `tapCount` taps in a row on this view so far.
        case ended(tapCount: Int)
        /// Only time passed.
        case timeAdvanced
    }

    var kind: Kind
    var location: CGPoint
    var time: Double
    /// Where `space`'s origin is, in root coordinates.
    var origin: (CoordinateSpace) -> CGPoint

    func location(in space: CoordinateSpace) -> CGPoint {
        let o = origin(space)
        return CGPoint(x: location.x - o.x, y: location.y - o.y)
    }
}

/// What a recognizer did with one event.
enum GestureStep {
    /// Nothing the callbacks see.
    case none
    /// The value changed (`onChanged`, `updating`).
    case changed
    /// The gesture ended with its value (`onEnded`); it takes no more events.
    case ended
    /// The gesture failed; it takes no more events.
    case failed
}

/// A recognizer of one gesture for one press (implementation detail of `Gesture`): subclasses
/// recognize the built-in gestures, combine two, or run callbacks when another changes.
public class _GestureRecognizer<Value> {
    /// The value last reported.
    var value: Value?
    /// Whether the gesture has won the press: a drag past its minimum distance, a long press past
    /// its duration, a tap released. A gesture that claims cancels the gestures it competes with.
    var claimed = false
    /// Whether this gesture (or one it is made of) has claimed the press.
    var isClaimed: Bool { claimed }
    /// Whether the gesture is still taking events.
    var isDone = false

    init() {}

    /// Whether a scroll view around the gesture stays put while the gesture is alive (a drag).
    var blocksScroll: Bool { false }

    /// Takes one event; subclasses override `step(_:)`.
    final func handle(_ event: GestureEvent) -> GestureStep {
        guard !isDone else { return .none }
        let result = step(event)
        if case .ended = result { isDone = true; claimed = true }
        if case .failed = result { isDone = true }
        return result
    }

    func step(_ event: GestureEvent) -> GestureStep { .failed }

    /// The gesture lost to another, or the press was cancelled: it takes no more events, and
    /// callbacks that keep state (`updating`) reset it.
    func cancel() {
        isDone = true
    }
}
