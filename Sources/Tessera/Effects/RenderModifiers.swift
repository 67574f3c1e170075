import Foundation

extension View {
    /// Sets the transparency of this view (0 transparent … 1 opaque), drawn as one layer.
    @inlinable
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier.opacity(opacity))
    }

    /// Hides this view: it keeps its space but draws nothing.
    @inlinable
    public func hidden() -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier.hidden())
    }

    /// Rotates this view's drawing around an anchor point (its center by default).
    @inlinable
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier.rotation(angle, anchor: anchor))
    }

    /// Scales this view's drawing around an anchor point.
    @inlinable
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier.scale(scale, anchor: anchor))
    }

    /// As `scaleEffect(_:anchor:)`, by the same factor on both axes.
    @inlinable
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<Self, _NodeModifier> {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// As `scaleEffect(_:anchor:)`, with a factor per axis.
    @inlinable
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent<Self, _NodeModifier> {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Clips this view to its bounding rectangle.
    @inlinable
    public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier.clip(Rectangle(), antialiased: antialiased))
    }

    /// Clips this view to a shape in its bounds.
    @inlinable
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier.clip(shape, antialiased: style.isAntialiased))
    }

    /// Clips this view to a rounded rectangle (deprecated in SwiftUI; `clipShape` is preferred).
    @inlinable
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier.cornerRadius(radius, antialiased: antialiased))
    }

    /// Adds a shadow behind this view.
    @inlinable
    public func shadow(
        color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier.shadow(color: color, radius: radius, x: x, y: y))
    }
}

/// The values the render modifiers of `View` make, their arguments made safe (non-finite values
/// replaced). Not generic: they stay in this module while the inlinable `View` methods that call
/// them are specialized in the caller's.
extension _NodeModifier {
    @usableFromInline
    static func opacity(_ opacity: Double) -> _NodeModifier {
        if !opacity.isFinite { Diagnostics.warnOnce("opacity(\(opacity)) is not finite; using 1") }
        return _NodeModifier(kind: .effect(.opacity(opacity.isFinite ? min(max(opacity, 0), 1) : 1)))
    }

    @usableFromInline
    static func hidden() -> _NodeModifier {
        _NodeModifier(kind: .effect(.hidden))
    }

    @usableFromInline
    static func rotation(_ angle: Angle, anchor: UnitPoint) -> _NodeModifier {
        if !angle.radians.isFinite { Diagnostics.warnOnce("rotationEffect(\(angle.radians) rad) is not finite; not rotated") }
        return _NodeModifier(kind: .effect(.rotation(angle.radians.isFinite ? angle : .zero, anchor: anchor)))
    }

    @usableFromInline
    static func scale(_ scale: CGSize, anchor: UnitPoint) -> _NodeModifier {
        if !scale.width.isFinite || !scale.height.isFinite {
            Diagnostics.warnOnce("scaleEffect(\(scale)) is not finite; those axes are not scaled")
        }
        // Capped so a scaled pixel stays finite: 1e6 is far past anything visible.
        func safeScale(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, -1e6), 1e6) : 1 }
        let safe = CGSize(width: safeScale(scale.width), height: safeScale(scale.height))
        return _NodeModifier(kind: .effect(.scale(safe, anchor: anchor)))
    }

    @usableFromInline
    static func clip(_ shape: any Shape, antialiased: Bool) -> _NodeModifier {
        _NodeModifier(.clip(shape, antialiased: antialiased))
    }

    @usableFromInline
    static func cornerRadius(_ radius: CGFloat, antialiased: Bool) -> _NodeModifier {
        clip(RoundedRectangle(cornerRadius: radius), antialiased: antialiased)
    }

    @usableFromInline
    static func shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat) -> _NodeModifier {
        if ![radius, x, y].allSatisfy(\.isFinite) {
            Diagnostics.warnOnce("shadow(radius: \(radius), x: \(x), y: \(y)) is not finite; those values are 0")
        }
        func safe(_ v: CGFloat) -> CGFloat { v.isFinite ? LayoutLimits.offset(v) : 0 }
        let offset = CGSize(width: safe(x), height: safe(y))
        return _NodeModifier(.shadow(ShadowEffect(color: color, radius: max(0, safe(radius)), offset: offset)))
    }
}
