import Foundation

/// A pinch that scales. Tessera's hosts have one pointer, so the gesture is accepted (code that
/// attaches it compiles and its other gestures work) but never recognizes. SwiftUI's
/// `MagnifyGesture`.
public struct MagnifyGesture: Gesture {
    /// The pinch so far.
    public struct Value: Equatable, Sendable {
        /// When the event came.
        public var time: Date
        /// The scale relative to the start of the pinch.
        public var magnification: CGFloat
        /// How fast the scale changes, per second.
        public var velocity: CGFloat
        /// The unit point of the view the pinch began over.
        public var startAnchor: UnitPoint
        /// Where the pinch began.
        public var startLocation: CGPoint
    }

    /// The scale change needed before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// A pinch that starts after `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    public func _makeRecognizer() -> _GestureRecognizer<Value> { _GestureRecognizer() }
}

/// A two-finger rotation; accepted, never recognized with one pointer. SwiftUI's `RotateGesture`.
public struct RotateGesture: Gesture {
    /// The rotation so far.
    public struct Value: Equatable, Sendable {
        /// When the event came.
        public var time: Date
        /// The angle turned since the gesture began.
        public var rotation: Angle
        /// How fast it turns, per second.
        public var velocity: Angle
        /// The unit point of the view the rotation began over.
        public var startAnchor: UnitPoint
        /// Where the rotation began.
        public var startLocation: CGPoint
    }

    /// The angle turned before the gesture starts.
    public var minimumAngleDelta: Angle

    /// A rotation that starts after `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    public func _makeRecognizer() -> _GestureRecognizer<Value> { _GestureRecognizer() }
}

/// SwiftUI's older pinch gesture, whose value is the scale; accepted, never recognized with one
/// pointer.
public struct MagnificationGesture: Gesture {
    /// The scale change needed before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// A pinch that starts after `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    public typealias Value = CGFloat

    public func _makeRecognizer() -> _GestureRecognizer<CGFloat> { _GestureRecognizer() }
}

/// SwiftUI's older rotation gesture, whose value is the angle; accepted, never recognized with
/// one pointer.
public struct RotationGesture: Gesture {
    /// The angle turned before the gesture starts.
    public var minimumAngleDelta: Angle

    /// A rotation that starts after `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    public typealias Value = Angle

    public func _makeRecognizer() -> _GestureRecognizer<Angle> { _GestureRecognizer() }
}
