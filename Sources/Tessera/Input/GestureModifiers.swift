import Foundation

extension View {
    /// Runs `action` when this view is tapped (clicked, or touched and released inside) `count`
    /// times in a row, each tap within `ViewGraph.doubleTapInterval` of the last.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<Self, _InteractionModifier> {
        modifier(_InteractionModifier(.tap(count: max(1, count), action: action), salt: InteractionSalt.tap &+ UInt64(max(1, count))))
    }

    /// Runs `action` when this view is pressed for `minimumDuration` seconds without the pointer
    /// moving more than `maximumDistance` points; the press then does not count as a tap.
    /// `onPressingChanged` is told `true` when a press begins and `false` when it ends, fails or
    /// completes.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> ModifiedContent<Self, _InteractionModifier> {
        if !minimumDuration.isFinite || minimumDuration < 0 {
            Diagnostics.warnOnce("onLongPressGesture minimumDuration \(minimumDuration) is not a duration; 0.5 is used")
        }
        let duration = minimumDuration.isFinite ? max(0, minimumDuration) : 0.5
        let distance = maximumDistance.isNaN ? 10 : max(0, maximumDistance)
        return modifier(
            _InteractionModifier(
                .longPress(minimumDuration: duration, maximumDistance: distance, action: action, pressing: onPressingChanged),
                salt: InteractionSalt.longPress))
    }

    /// SwiftUI's older spelling: `pressing` is told when a press begins and ends.
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> ModifiedContent<Self, _InteractionModifier> {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
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
