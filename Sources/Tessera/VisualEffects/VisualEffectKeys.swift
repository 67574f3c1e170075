import Foundation

/// The environment key of `EnvironmentValues.visualEffect`.
private struct VisualEffectEnvironmentKey: EnvironmentKey {
    static let defaultValue: VisualEffect? = nil
}

extension EnvironmentValues {
    /// The visual effect in force here (`nil`: none; a `VisualEffectView` then draws nothing).
    /// `.visualEffect(_:)` sets it for the view it is applied to and its descendants.
    public var visualEffect: VisualEffect? {
        get { self[VisualEffectEnvironmentKey.self] }
        set { self[VisualEffectEnvironmentKey.self] = newValue }
    }
}

/// The effect a descendant asks the nearest `.visualEffect(_:)` above it to draw
/// (`.visualEffectPreference(_:)`). The first non-nil request wins.
public struct VisualEffectPreferenceKey: PreferenceKey {
    /// No request.
    public static let defaultValue: VisualEffect? = nil

    /// Keeps the first non-nil value.
    public static func reduce(value: inout VisualEffect?, nextValue: () -> VisualEffect?) {
        if value == nil { value = nextValue() }
    }
}
