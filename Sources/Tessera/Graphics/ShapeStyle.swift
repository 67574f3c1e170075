import Foundation

/// A color or pattern to use when rendering a shape.
public protocol ShapeStyle {
    /// The paint this style stands for in an environment.
    func _resolvePaint(in environment: EnvironmentValues) -> DisplayPaint
}

extension Color: ShapeStyle {
    public func _resolvePaint(in environment: EnvironmentValues) -> DisplayPaint {
        .color(resolve(in: environment))
    }
}

/// The foreground style in the current environment (`foregroundStyle`, `foregroundColor`).
public struct ForegroundStyle: ShapeStyle, Sendable {
    public init() {}

    public func _resolvePaint(in environment: EnvironmentValues) -> DisplayPaint {
        if let style = environment.foregroundStyle { return style._resolvePaint(in: environment) }
        return (environment.foregroundColor ?? .primary)._resolvePaint(in: environment)
    }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    private let resolver: (EnvironmentValues) -> DisplayPaint

    public init<S: ShapeStyle>(_ style: S) {
        if let any = style as? AnyShapeStyle {
            resolver = any.resolver
        } else {
            resolver = { style._resolvePaint(in: $0) }
        }
    }

    public func _resolvePaint(in environment: EnvironmentValues) -> DisplayPaint {
        resolver(environment)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style of the environment.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == Color {
    public static var clear: Color { Color.clear }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
}
