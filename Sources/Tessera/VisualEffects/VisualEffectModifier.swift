import Foundation

/// `.visualEffect(_:)`: puts the effect in the environment of the view and draws it behind the
/// view. A descendant's `.visualEffectPreference(_:)` replaces it (kept in `@State`, updated
/// from `onPreferenceChange`, so it shows from the next pass on); the effect is emphasised
/// while the view contains the focused view (`ContainsFocusPreferenceKey`).
public struct _VisualEffectModifier<S: Shape>: ViewModifier {
    let effect: VisualEffect
    let shape: S
    @State private var requested: VisualEffect? = nil
    @State private var containsFocus = false

    init(effect: VisualEffect, shape: S) {
        self.effect = effect
        self.shape = shape
    }

    /// The content over its effect.
    public func body(content: Content) -> some View {
        content
            .onPreferenceChange(VisualEffectPreferenceKey.self) { requested = $0 }
            .onPreferenceChange(ContainsFocusPreferenceKey.self) { containsFocus = $0 }
            .background(VisualEffectView(in: shape, isEmphasized: containsFocus))
            .environment(\.visualEffect, requested ?? effect)
            // A request is for the nearest effect above it only.
            .transformPreference(VisualEffectPreferenceKey.self) { $0 = nil }
    }
}

extension View {
    /// Draws `effect` behind this view, filling its frame, and makes it the environment's
    /// `visualEffect` for the view and its descendants.
    public func visualEffect(_ effect: VisualEffect = .system) -> some View {
        modifier(_VisualEffectModifier(effect: effect, shape: Rectangle()))
    }

    /// Draws `effect` behind this view, clipped to `shape` in its frame (rounded panels, capsules).
    public func visualEffect<S: Shape>(_ effect: VisualEffect = .system, in shape: S) -> some View {
        modifier(_VisualEffectModifier(effect: effect, shape: shape))
    }

    /// Asks the nearest `.visualEffect(_:)` above this view to draw `effect` instead of its own.
    /// When several descendants ask, the first (in view order) wins.
    public func visualEffectPreference(_ effect: VisualEffect) -> some View {
        preference(key: VisualEffectPreferenceKey.self, value: Optional(effect))
    }
}
