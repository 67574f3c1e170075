import Foundation

/// A color or pattern to use when rendering a shape.
///
/// As in SwiftUI, a custom style implements `resolve(in:)` and returns another style for the
/// environment it is used in:
///
/// ```swift
/// struct Warning: ShapeStyle {
///     func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
///         environment.colorScheme == .dark ? Color.orange : Color.red
///     }
/// }
/// ```
///
/// Built-in styles (`Color`, `LinearGradient`, `RadialGradient`, `ImagePaint`) describe their
/// paint to the display list directly through `_resolvePaint(in:)`.
public protocol ShapeStyle {
    /// The style this one stands for in an environment (`Never` for built-in styles). Named
    /// `ResolvedStyle` rather than SwiftUI's `Resolved`, which would clash with `Color.Resolved`;
    /// custom styles never spell it (it is inferred from `resolve(in:)`).
    associatedtype ResolvedStyle: ShapeStyle = Never

    /// The style to use in `environment`.
    func resolve(in environment: EnvironmentValues) -> ResolvedStyle

    /// The paint this style stands for in an environment. Positions of gradients are unit
    /// points of the shape's frame and lengths are points (`DisplayPaint.placed(in:scale:)`).
    func _resolvePaint(in environment: EnvironmentValues) -> DisplayPaint
}

extension ShapeStyle where ResolvedStyle == Never {
    /// Built-in styles have no other style behind them.
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) is a built-in shape style; it implements _resolvePaint(in:) instead of resolve(in:)")
    }
}

extension ShapeStyle {
    /// A custom style's paint: the paint of the style it resolves to.
    public func _resolvePaint(in environment: EnvironmentValues) -> DisplayPaint {
        resolve(in: environment)._resolvePaint(in: environment)
    }
}

extension Never: ShapeStyle {
    public typealias ResolvedStyle = Never

    public func _resolvePaint(in environment: EnvironmentValues) -> DisplayPaint {
        switch self {}
    }
}

extension Color: ShapeStyle {
    /// A colour is a built-in style (`resolve(in:)` on a colour gives its `Color.Resolved`).
    public typealias ResolvedStyle = Never

    public func _resolvePaint(in environment: EnvironmentValues) -> DisplayPaint {
        .color(resolve(in: environment))
    }
}

/// The foreground style in the current environment (`foregroundStyle`, `foregroundColor`).
public struct ForegroundStyle: ShapeStyle, Sendable {
    /// The foreground style of the environment where the shape is drawn.
    public init() {}

    public func _resolvePaint(in environment: EnvironmentValues) -> DisplayPaint {
        if let style = environment.foregroundStyle { return style._resolvePaint(in: environment) }
        return (environment.foregroundColor ?? .primary)._resolvePaint(in: environment)
    }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    @usableFromInline let resolver: (EnvironmentValues) -> DisplayPaint

    /// Wraps `style`; an `AnyShapeStyle` passed in is unwrapped, not nested.
    @inlinable
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
    /// As `Color.clear`.
    public static var clear: Color { Color.clear }
    /// As `Color.black`.
    public static var black: Color { Color.black }
    /// As `Color.white`.
    public static var white: Color { Color.white }
    /// As `Color.gray`.
    public static var gray: Color { Color.gray }
    /// As `Color.red`.
    public static var red: Color { Color.red }
    /// As `Color.orange`.
    public static var orange: Color { Color.orange }
    /// As `Color.yellow`.
    public static var yellow: Color { Color.yellow }
    /// As `Color.green`.
    public static var green: Color { Color.green }
    /// As `Color.mint`.
    public static var mint: Color { Color.mint }
    /// As `Color.teal`.
    public static var teal: Color { Color.teal }
    /// As `Color.cyan`.
    public static var cyan: Color { Color.cyan }
    /// As `Color.blue`.
    public static var blue: Color { Color.blue }
    /// As `Color.indigo`.
    public static var indigo: Color { Color.indigo }
    /// As `Color.purple`.
    public static var purple: Color { Color.purple }
    /// As `Color.pink`.
    public static var pink: Color { Color.pink }
    /// As `Color.brown`.
    public static var brown: Color { Color.brown }
    /// As `Color.primary`.
    public static var primary: Color { Color.primary }
    /// As `Color.secondary`.
    public static var secondary: Color { Color.secondary }
}
