import Foundation

/// A gesture that ends when the view is tapped `count` times in a row (each tap released within
/// `ViewGraph.tapSlop` points of where it began, and within `ViewGraph.doubleTapInterval` of the
/// last). SwiftUI's `TapGesture`.
public struct TapGesture: Gesture {
    /// The number of taps needed.
    public var count: Int

    /// A gesture of `count` taps (at least 1).
    public init(count: Int = 1) {
        self.count = max(1, count)
    }

    public typealias Value = Void

    public func _makeRecognizer() -> _GestureRecognizer<Void> { TapRecognizer(count: count) { _ in () } }
}

/// A tap that reports where it happened. SwiftUI's `SpatialTapGesture`.
public struct SpatialTapGesture: Gesture {
    /// Where the tap was.
    public struct Value: Equatable, Sendable {
        /// The location of the tap, in the gesture's coordinate space.
        public var location: CGPoint
    }

    /// The number of taps needed.
    public var count: Int
    /// The space `Value.location` is measured in.
    public var coordinateSpace: CoordinateSpace

    /// A gesture of `count` taps, reporting the location in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = max(1, count)
        self.coordinateSpace = coordinateSpace
    }

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        let space = coordinateSpace
        return TapRecognizer(count: count) { Value(location: $0.location(in: space)) }
    }
}

/// Recognizes taps: fails when the pointer strays, ends on a release that completes the count.
final class TapRecognizer<Value>: _GestureRecognizer<Value> {
    let count: Int
    let makeValue: (GestureEvent) -> Value
    var start: CGPoint = .zero

    init(count: Int, makeValue: @escaping (GestureEvent) -> Value) {
        self.count = count
        self.makeValue = makeValue
    }

    override func step(_ event: GestureEvent) -> GestureStep {
        switch event.kind {
        case .began:
            start = event.location
            return .none
        case .moved:
            return hypot(event.location.x - start.x, event.location.y - start.y) > ViewGraph.tapSlop ? .failed : .none
        case .ended(let taps):
            guard hypot(event.location.x - start.x, event.location.y - start.y) <= ViewGraph.tapSlop, taps % count == 0 else {
                return .failed
            }
            value = makeValue(event)
            return .ended
        case .timeAdvanced:
            return .none
        }
    }
}
