import Foundation

/// A 2D shape that you can use when drawing a view. As a view it fills with the foreground
/// style and takes the size it is offered (10×10 ideal).
public protocol Shape: Animatable, View {
    /// Describes this shape as a path within a rectangular frame of reference.
    func path(in rect: CGRect) -> Path
    /// The size of the shape for a proposal (docs/LayoutRules.md §1.3).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// The shape as one a backend draws exactly (rect, rounded rect, ellipse), if it is one.
    func _displayShape(in rect: CGRect) -> DisplayShape?
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public func _displayShape(in rect: CGRect) -> DisplayShape? { nil }

    /// The shape filled with the foreground style.
    @inlinable
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill)
    }

    @inlinable
    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        inputs.withGraph { $0.makeShape(view, paint: $0.resolvePaint(ForegroundStyle(), inputs: inputs), drawing: .fill, inputs: inputs) }
    }

    /// Fills this shape with a color or style.
    @inlinable
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: .fill)
    }

    /// Traces the outline of this shape with a color or style.
    @inlinable
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: .stroke(style))
    }

    /// Traces the outline with `content`, `lineWidth` points wide, centred on the outline.
    @inlinable
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Traces the outline with the foreground style.
    @inlinable
    public func stroke(style: StrokeStyle) -> _ShapeView<Self, ForegroundStyle> {
        stroke(ForegroundStyle(), style: style)
    }

    /// Traces the outline with the foreground style, `lineWidth` points wide.
    @inlinable
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        stroke(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Traces the outline inside the shape's bounds, so the whole line is visible.
    @inlinable
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: .strokeBorder(StrokeStyle(lineWidth: lineWidth)))
    }

    /// As `strokeBorder(_:lineWidth:)`, with the foreground style.
    @inlinable
    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth)
    }
}

/// A style for rasterizing vector shapes.
public struct FillStyle: Hashable, Sendable {
    /// Even-odd filling; accepted for SwiftUI compatibility, fills use the non-zero rule.
    public var isEOFilled: Bool
    /// Whether edges are anti-aliased; `clipShape(_:style:)` honours it.
    public var isAntialiased: Bool

    /// A fill style; see the properties for what is honoured.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A shape filled or stroked with a style.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: PrimitiveView {
    public var shape: Content
    public var style: Style
    @usableFromInline var drawing: ShapeDrawing

    @inlinable
    init(shape: Content, style: Style, drawing: ShapeDrawing) {
        self.shape = shape
        self.style = style
        self.drawing = drawing
    }

    @inlinable
    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        inputs.withGraph { graph in
            let paint = graph.resolvePaint(view.style, inputs: inputs)
            graph.makeShape(view.shape, paint: paint, drawing: view.drawing, inputs: inputs)
        }
    }
}

/// How a shape node draws.
@usableFromInline
enum ShapeDrawing: Hashable {
    case fill
    case stroke(StrokeStyle)
    /// Stroke inset by half the line width, so it stays inside the bounds.
    case strokeBorder(StrokeStyle)
}

/// A shape in the graph, with its paint resolved when the view was made.
struct ShapeNode {
    var shape: any Shape
    var paint: DisplayPaint
    var drawing: ShapeDrawing

    func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(p)
    }
}

/// A rectangular shape aligned inside the frame of the view containing it.
public struct Rectangle: Shape {
    /// A rectangle filling its frame.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func _displayShape(in rect: CGRect) -> DisplayShape? { .rect(rect) }
}

/// A rectangular shape with rounded corners.
public struct RoundedRectangle: Shape {
    /// The width and height of each corner's ellipse.
    public var cornerSize: CGSize
    /// How the corners are drawn.
    public var style: RoundedCornerStyle

    /// A rounded rectangle with elliptical corners of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// A rounded rectangle with circular corners of `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerSize: cornerSize, style: style)
    }

    public func _displayShape(in rect: CGRect) -> DisplayShape? {
        .roundedRect(
            rect, cornerSize: CGSize(width: LayoutLimits.length(cornerSize.width), height: LayoutLimits.length(cornerSize.height)),
            style: style)
    }
}

/// A capsule shape: a rounded rectangle whose corner radius is half its shorter side.
public struct Capsule: Shape {
    /// How the ends are drawn.
    public var style: RoundedCornerStyle

    /// A capsule: its ends are half circles of the shorter side.
    public init(style: RoundedCornerStyle = .circular) {
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: r, style: style)
    }

    public func _displayShape(in rect: CGRect) -> DisplayShape? {
        let r = min(rect.width, rect.height) / 2
        return .roundedRect(rect, cornerSize: CGSize(width: r, height: r), style: .circular)
    }
}

/// An ellipse aligned inside the frame of the view containing it.
public struct Ellipse: Shape {
    /// An ellipse filling its frame.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func _displayShape(in rect: CGRect) -> DisplayShape? { .ellipse(rect) }
}

/// A circle centered on the frame of the view containing it; it takes the shorter side.
public struct Circle: Shape {
    /// A circle of the frame's shorter side, centred.
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(ellipseIn: Self.square(in: rect)) }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let m = min(proposal.width ?? 10, proposal.height ?? 10)
        return CGSize(width: m, height: m)
    }

    public func _displayShape(in rect: CGRect) -> DisplayShape? { .ellipse(Self.square(in: rect)) }

    static func square(in rect: CGRect) -> CGRect {
        let d = min(rect.width, rect.height)
        return CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d)
    }
}

/// A type-erased shape.
public struct AnyShape: Shape {
    @usableFromInline let base: any Shape

    /// Wraps `shape`.
    @inlinable
    public init<S: Shape>(_ shape: S) {
        base = shape
    }

    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
    public func _displayShape(in rect: CGRect) -> DisplayShape? { base._displayShape(in: rect) }
}
