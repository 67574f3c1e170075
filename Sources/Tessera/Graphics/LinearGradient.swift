import Foundation

/// A linear gradient from `startPoint` to `endPoint` (unit points of the shape's frame).
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(LinearGradient(colors: [.orange, .red], startPoint: .top, endPoint: .bottom))
/// ```
public struct LinearGradient: ShapeStyle, Hashable, Sendable {
    /// The colours and their locations.
    public var gradient: Gradient
    /// Where location 0 lies, in unit coordinates of the shape's frame.
    public var startPoint: UnitPoint
    /// Where location 1 lies, in unit coordinates of the shape's frame.
    public var endPoint: UnitPoint

    /// A gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Colours spread evenly from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Colour stops from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public func _resolvePaint(in environment: EnvironmentValues) -> DisplayPaint {
        .linearGradient(
            GradientPaint(
                stops: gradient.resolvedStops(in: environment),
                start: CGPoint(x: startPoint.x, y: startPoint.y), end: CGPoint(x: endPoint.x, y: endPoint.y)))
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of evenly spread colours.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}
