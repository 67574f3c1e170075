/// A size class: SwiftUI's coarse description of the space a layout has along one axis.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// Constrained space (an iPhone's width in portrait, its height in landscape).
    case compact
    /// Ample space.
    case regular
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

extension EnvironmentValues {
    /// The horizontal size class. A game window is a desktop window, as an iPad's or a Mac's is,
    /// so it is `.regular` unless the game sets it (for a phone-shaped window, say):
    /// `.environment(\.horizontalSizeClass, .compact)`.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class; `.regular` unless the game sets it, as for ``horizontalSizeClass``.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
