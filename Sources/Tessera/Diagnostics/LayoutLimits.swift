import Foundation

/// The range every length the layout engine produces stays in (docs/Robustness.md).
///
/// SwiftUI has no documented ceiling, but an infinite or NaN size cannot be drawn: sizes are
/// clamped to `0...maximumLength` and proposals above it are lowered to it, so sums, origins
/// and pixel coordinates of extreme but legal input stay finite.
public enum LayoutLimits {
    /// The longest side a view can have, in points (a billion points: far beyond any screen).
    public static let maximumLength: CGFloat = 1e9
    /// The largest display scale honoured; larger scales are lowered to it.
    public static let maximumScale: CGFloat = 64

    /// `value` as a usable length: NaN and negatives become 0, anything above `maximumLength`
    /// (∞ included) becomes `maximumLength`.
    @inline(__always)
    public static func length(_ value: CGFloat) -> CGFloat {
        guard value > 0 else { return 0 }  // NaN fails the comparison too
        return min(value, maximumLength)
    }

    /// The most nodes one frame builds (views and modifiers each make one or a few): far more than
    /// a screen shows, and a bounded cost (about 1 KB each across the graph's tables) when a
    /// count from content goes wild. `ForEach` makes no elements past it.
    public static let maximumNodes = 250_000

    /// The largest magnitude of a placed coordinate, in points or pixels: origins of views far
    /// outside the window stay finite even after scaling by `maximumScale`.
    public static let maximumCoordinate: CGFloat = 1e12

    /// `value` as a placed coordinate: NaN becomes 0, magnitudes are capped at `maximumCoordinate`.
    @inline(__always)
    public static func coordinate(_ value: CGFloat) -> CGFloat {
        guard !value.isNaN else { return 0 }
        return min(max(value, -maximumCoordinate), maximumCoordinate)
    }

    /// `value` as a usable offset or coordinate: NaN becomes 0, magnitudes are capped at
    /// `maximumLength`.
    @inline(__always)
    public static func offset(_ value: CGFloat) -> CGFloat {
        guard !value.isNaN else { return 0 }
        return min(max(value, -maximumLength), maximumLength)
    }
}
