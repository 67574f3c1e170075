import Foundation

/// A drag: the pointer pressed on a view and moved at least `minimumDistance` points. Its value
/// changes with every move after that and it ends when the pointer is released; a release
/// before the minimum distance fails it. SwiftUI's `DragGesture`.
public struct DragGesture: Gesture {
    /// The distance (points) the pointer moves before the drag starts.
    public var minimumDistance: CGFloat
    /// The space the value's locations are measured in.
    public var coordinateSpace: CoordinateSpace

    /// A drag that starts after `minimumDistance` points, measured in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        if !minimumDistance.isFinite || minimumDistance < 0 {
            Diagnostics.warnOnce("DragGesture minimumDistance \(minimumDistance) is not a distance; 10 is used")
        }
        self.minimumDistance = minimumDistance.isFinite && minimumDistance >= 0 ? minimumDistance : 10
        self.coordinateSpace = coordinateSpace
    }

    /// Where a drag is.
    public struct Value: Equatable, Sendable {
        /// When the event came.
        public var time: Date
        /// Where the pointer is now.
        public var location: CGPoint
        /// Where the press began.
        public var startLocation: CGPoint
        /// `location − startLocation`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// How fast the pointer moves, in points per second.
        public var velocity: CGSize
        /// Where the drag would stop if the pointer were released now and coasted to rest as a
        /// flicked scroll view does (iOS's normal deceleration).
        public var predictedEndLocation: CGPoint
        /// `predictedEndLocation − startLocation`.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        DragRecognizer(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace)
    }
}

final class DragRecognizer: _GestureRecognizer<DragGesture.Value> {
    /// The distance a flick coasts per point-per-second of velocity: UIScrollView's normal
    /// deceleration rate r = 0.998 per millisecond travels v · r / (1 − r) / 1000.
    static let coast = 0.998 / (1 - 0.998) / 1000

    let minimumDistance: CGFloat
    let coordinateSpace: CoordinateSpace
    var start: CGPoint = .zero
    var startGlobal: CGPoint = .zero
    var last: (location: CGPoint, time: Double)?
    var velocity: CGSize = .zero
    var isActive = false

    init(minimumDistance: CGFloat, coordinateSpace: CoordinateSpace) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    override var blocksScroll: Bool { true }

    override func step(_ event: GestureEvent) -> GestureStep {
        let location = event.location(in: coordinateSpace)
        switch event.kind {
        case .began:
            start = location
            startGlobal = event.location
            last = (location, event.time)
            guard minimumDistance == 0 else { return .none }
            isActive = true
            claimed = true
            value = makeValue(location, event.time)
            return .changed
        case .moved:
            track(location, event.time)
            if !isActive {
                guard hypot(event.location.x - startGlobal.x, event.location.y - startGlobal.y) >= minimumDistance else { return .none }
                isActive = true
                claimed = true
            }
            value = makeValue(location, event.time)
            return .changed
        case .ended:
            guard isActive else { return .failed }
            track(location, event.time)
            value = makeValue(location, event.time)
            return .ended
        case .timeAdvanced:
            return .none
        }
    }

    private func track(_ location: CGPoint, _ time: Double) {
        if let last, time > last.time {
            let dt = time - last.time
            velocity = CGSize(width: (location.x - last.location.x) / dt, height: (location.y - last.location.y) / dt)
        }
        if last?.location != location || last.map({ time > $0.time }) ?? true { last = (location, time) }
    }

    private func makeValue(_ location: CGPoint, _ time: Double) -> DragGesture.Value {
        DragGesture.Value(
            time: Date(timeIntervalSinceReferenceDate: time), location: location, startLocation: start, velocity: velocity,
            predictedEndLocation: CGPoint(x: location.x + velocity.width * Self.coast, y: location.y + velocity.height * Self.coast))
    }
}
