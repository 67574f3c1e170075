import Foundation

/// A radial gradient around `center` (a unit point of the shape's frame), from `startRadius`
/// to `endRadius` points.
public struct RadialGradient: ShapeStyle, Hashable, Sendable {
    /// The colours and their locations.
    public var gradient: Gradient
    /// The centre, in unit coordinates of the shape's frame.
    public var center: UnitPoint
    /// The radius in points where location 0 lies.
    public var startRadius: CGFloat
    /// The radius in points where location 1 lies.
    public var endRadius: CGFloat

    /// A gradient around `center` from `startRadius` to `endRadius`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// Colours spread evenly from `startRadius` to `endRadius`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Colour stops from `startRadius` to `endRadius`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public func _resolvePaint(in environment: EnvironmentValues) -> DisplayPaint {
        func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        return .radialGradient(
            GradientPaint(
                stops: gradient.resolvedStops(in: environment), start: CGPoint(x: center.x, y: center.y),
                startRadius: finite(startRadius), endRadius: finite(endRadius)))
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of evenly spread colours.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
