import Foundation

extension _ShapeView {
    /// Strokes the shape with `content` over its fill (`Circle().fill(.red).stroke(.white, lineWidth: 2)`).
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        overlay(shape.stroke(content, style: style))
    }

    /// Strokes the shape with `content`, `lineWidth` wide, over its fill.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay(shape.stroke(content, lineWidth: lineWidth))
    }

    /// Strokes the inside of the shape's edge with `content`, `lineWidth` wide, over its fill.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View
    where Content: InsettableShape {
        overlay(shape.strokeBorder(content, lineWidth: lineWidth))
    }
}
