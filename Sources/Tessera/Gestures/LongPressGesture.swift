import Foundation

/// A gesture that ends once the view has been pressed for `minimumDuration` seconds without the
/// pointer moving more than `maximumDistance` points. Its value is `true` from the moment the
/// press begins (`updating` sees it), and it ends with `true` when the duration has passed, while
/// the pointer is still down. SwiftUI's `LongPressGesture`.
public struct LongPressGesture: Gesture {
    /// The seconds the press must last.
    public var minimumDuration: Double
    /// How far (points) the pointer may move before the gesture fails.
    public var maximumDistance: CGFloat

    /// A long press of `minimumDuration` seconds within `maximumDistance` points.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        if !minimumDuration.isFinite || minimumDuration < 0 {
            Diagnostics.warnOnce("LongPressGesture minimumDuration \(minimumDuration) is not a duration; 0.5 is used")
        }
        self.minimumDuration = minimumDuration.isFinite && minimumDuration >= 0 ? minimumDuration : 0.5
        self.maximumDistance = maximumDistance.isNaN ? 10 : max(0, maximumDistance)
    }

    public typealias Value = Bool

    public func _makeRecognizer() -> _GestureRecognizer<Bool> {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}

final class LongPressRecognizer: _GestureRecognizer<Bool> {
    let minimumDuration: Double
    let maximumDistance: CGFloat
    var start: CGPoint = .zero
    var startTime: Double = 0

    init(minimumDuration: Double, maximumDistance: CGFloat) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    override func step(_ event: GestureEvent) -> GestureStep {
        if case .began = event.kind {
            start = event.location
            startTime = event.time
            value = true
            return minimumDuration == 0 ? .ended : .changed
        }
        if hypot(event.location.x - start.x, event.location.y - start.y) > maximumDistance { return .failed }
        if event.time - startTime >= minimumDuration { return .ended }
        if case .ended = event.kind { return .failed }
        return .none
    }
}
