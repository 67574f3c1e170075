import Foundation

extension View {
    /// Runs `action` with the tap's location in `coordinateSpace` when this view is tapped
    /// `count` times in a row.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
    ) -> ModifiedContent<Self, _InteractionModifier> {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// Attaches `gesture` to this view. Gestures of views inside this one take precedence over
    /// it (a child's tap wins over its parent's); `mask` turns this gesture or those of the
    /// subviews off.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> ModifiedContent<Self, _InteractionModifier> {
        modifier(_InteractionModifier(.gesture(GestureAttachment(gesture, priority: .normal, mask: mask)), salt: InteractionSalt.gesture))
    }

    /// Attaches `gesture` so that it takes precedence over the gestures of the views inside
    /// this one.
    public func highPriorityGesture<T: Gesture>(
        _ gesture: T, including mask: GestureMask = .all
    ) -> ModifiedContent<Self, _InteractionModifier> {
        modifier(
            _InteractionModifier(.gesture(GestureAttachment(gesture, priority: .high, mask: mask)), salt: InteractionSalt.gesture &+ 1))
    }

    /// Attaches `gesture` so that it recognizes alongside the other gestures of this view and
    /// the views inside it, never cancelling them or being cancelled.
    public func simultaneousGesture<T: Gesture>(
        _ gesture: T, including mask: GestureMask = .all
    ) -> ModifiedContent<Self, _InteractionModifier> {
        modifier(
            _InteractionModifier(
                .gesture(GestureAttachment(gesture, priority: .simultaneous, mask: mask)), salt: InteractionSalt.gesture &+ 2))
    }
}

/// Which gestures of a view and its subviews take part. SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    /// Makes a mask from its raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// No gestures: neither this one nor the subviews'.
    public static let none: GestureMask = []
    /// The gesture the modifier attaches.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the views inside.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}

/// A gesture attached to a view: how it competes and how to make a recognizer for a press.
struct GestureAttachment {
    enum Priority { case normal, high, simultaneous }

    let priority: Priority
    let mask: GestureMask
    let make: () -> ErasedGestureRecognizer

    init<T: Gesture>(_ gesture: T, priority: Priority, mask: GestureMask) {
        self.priority = priority
        self.mask = mask
        make = { ErasedGestureRecognizer(gesture._makeRecognizer()) }
    }
}

/// A recognizer with its value type hidden, as the graph holds it during a press.
struct ErasedGestureRecognizer {
    let handle: (GestureEvent) -> GestureStep
    let cancel: () -> Void
    let isClaimed: () -> Bool
    let isDone: () -> Bool
    let blocksScroll: () -> Bool

    init<V>(_ recognizer: _GestureRecognizer<V>) {
        handle = recognizer.handle
        cancel = recognizer.cancel
        isClaimed = { recognizer.isClaimed }
        isDone = { recognizer.isDone }
        blocksScroll = { recognizer.blocksScroll }
    }
}
