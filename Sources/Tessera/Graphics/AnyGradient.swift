import Foundation

/// A gradient whose geometry is chosen where it is drawn: `Color.blue.gradient` is a soft
/// top-to-bottom gradient of the colour, as SwiftUI draws it on a shape or a background.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(Color.indigo.gradient)
/// ```
public struct AnyGradient: ShapeStyle, Hashable, Sendable {
    private enum Source: Hashable, Sendable {
        case color(Color)
        case stops(Gradient)
    }

    private let source: Source
    private let startPoint: UnitPoint
    private let endPoint: UnitPoint

    /// A gradient of `gradient`'s stops, drawn from top to bottom unless placed otherwise.
    public init(_ gradient: Gradient) {
        self.init(source: .stops(gradient), startPoint: .top, endPoint: .bottom)
    }

    private init(source: Source, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.source = source
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    init(color: Color) {
        self.init(source: .color(color), startPoint: .top, endPoint: .bottom)
    }

    /// The same colours from `startPoint` to `endPoint`.
    public func linearGradient(startPoint: UnitPoint, endPoint: UnitPoint) -> AnyGradient {
        AnyGradient(source: source, startPoint: startPoint, endPoint: endPoint)
    }

    /// The style in `environment`: a colour's gradient runs from a little lighter than the
    /// colour to a little darker, keeping its opacity.
    public func resolve(in environment: EnvironmentValues) -> LinearGradient {
        switch source {
        case .stops(let gradient):
            return LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
        case .color(let color):
            let c = color.resolve(in: environment)
            func shaded(_ amount: Float) -> Color {
                func channel(_ v: Float) -> Float { amount > 0 ? v + (1 - v) * amount : v * (1 + amount) }
                return Color(Color.Resolved(red: channel(c.red), green: channel(c.green), blue: channel(c.blue), opacity: c.opacity))
            }
            return LinearGradient(colors: [shaded(Self.lift), shaded(-Self.lift)], startPoint: startPoint, endPoint: endPoint)
        }
    }

    /// How far each end of a colour's gradient moves towards white and black.
    static var lift: Float { 0.12 }
}

extension Color {
    /// A soft gradient of this colour, from a little lighter at the top to a little darker at
    /// the bottom.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}
