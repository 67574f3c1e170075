import Foundation

extension View {
    /// Runs `action` when this view is tapped (clicked, or touched and released inside) `count`
    /// times in a row, each tap within `ViewGraph.doubleTapInterval` of the last.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<Self, _InteractionModifier> {
        modifier(_InteractionModifier(.tap(count: max(1, count), action: action), salt: InteractionSalt.tap &+ UInt64(max(1, count))))
    }

    /// Runs `action` when this view is pressed for `minimumDuration` seconds without the pointer
    /// moving more than `maximumDistance` points; the press then does not count as a tap.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void
    ) -> ModifiedContent<Self, _InteractionModifier> {
        let duration = minimumDuration.isFinite ? max(0, minimumDuration) : 0.5
        let distance = maximumDistance.isFinite ? max(0, maximumDistance) : 10
        return modifier(
            _InteractionModifier(
                .longPress(minimumDuration: duration, maximumDistance: distance, action: action), salt: InteractionSalt.longPress))
    }

    /// Attaches a drag gesture: its `onChanged` runs as the pointer moves while pressed (after
    /// `minimumDistance`), its `onEnded` when it is released.
    public func gesture(_ gesture: DragGesture) -> ModifiedContent<Self, _InteractionModifier> {
        modifier(_InteractionModifier(.drag(gesture), salt: InteractionSalt.drag))
    }

    /// Runs `action` with `true` when the pointer enters this view's hit area and `false` when
    /// it leaves (or the view goes away under it).
    public func onHover(perform action: @escaping (Bool) -> Void) -> ModifiedContent<Self, _InteractionModifier> {
        modifier(_InteractionModifier(.hover(action), salt: InteractionSalt.hover))
    }

    /// Makes `shape` (in this view's frame) the area that hit testing finds this view in,
    /// transparent parts included, and nothing outside it.
    public func contentShape<S: Shape>(_ shape: S) -> ModifiedContent<Self, _InteractionModifier> {
        modifier(_InteractionModifier(.contentShape(shape), salt: InteractionSalt.contentShape))
    }

    /// With `false`, pointer events pass through this view (and its subtree) to what is behind.
    public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, _InteractionModifier> {
        modifier(_InteractionModifier(.hitTesting(allowed: enabled), salt: InteractionSalt.hitTesting))
    }

    /// Disables the controls and gestures in this view: they take no input and no focus, and
    /// `Button`s dim. The view is still hit (a click on it is used by the HUD, not the game).
    @inlinable
    public func disabled(_ disabled: Bool) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.isEnabled = $0.isEnabled && !disabled })
    }
}

/// A drag: the pointer pressed on a view and moved. SwiftUI's `DragGesture` with its
/// `onChanged` and `onEnded` callbacks.
public struct DragGesture {
    /// The distance (points) the pointer moves before the drag starts.
    public var minimumDistance: CGFloat
    var changed: ((Value) -> Void)?
    var ended: ((Value) -> Void)?

    /// A drag that starts after `minimumDistance` points.
    public init(minimumDistance: CGFloat = 10) {
        self.minimumDistance = minimumDistance.isFinite ? max(0, minimumDistance) : 10
    }

    /// Where a drag is.
    public struct Value: Equatable, Sendable {
        /// Where the press began, in root coordinates.
        public var startLocation: CGPoint
        /// Where the pointer is now.
        public var location: CGPoint
        /// `location − startLocation`.
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// When the event came, in seconds.
        public var time: Double
    }

    /// The drag, running `action` each time the pointer moves.
    public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture {
        var copy = self
        copy.changed = action
        return copy
    }

    /// The drag, running `action` when the pointer is released (or the drag is cancelled).
    public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture {
        var copy = self
        copy.ended = action
        return copy
    }
}
