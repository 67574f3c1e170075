import Foundation

/// A view you draw into with immediate-mode commands: paths, fills, strokes, text, images,
/// transforms, opacity and clips, through a `GraphicsContext`. Like a shape, it takes the space
/// it is offered (10 × 10 without a proposal).
///
/// Views given as `symbols` and tagged are not shown themselves: the renderer draws them,
/// as often as it likes, with `resolveSymbol(id:)`.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.orange))
/// }
/// ```
public struct Canvas<Symbols: View>: PrimitiveView {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    /// The views the renderer can draw by tag.
    public var symbols: Symbols

    /// Whether the canvas is fully opaque (accepted; it changes nothing here).
    public var isOpaque: Bool
    /// The working colour space (accepted; drawing is in sRGB).
    public var colorMode: ColorRenderingMode
    /// Whether drawing happens off the main thread (accepted; it happens with the frame).
    public var rendersAsynchronously: Bool

    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        inputs.withGraph { graph in
            let environment = inputs.environmentValues
            let symbols = Symbols.self == EmptyView.self ? [] : StaticSubviews.of(view.symbols)
            let index = graph.appendLargePayload(
                .canvas(CanvasLayout(renderer: view.renderer, environment: environment, symbols: symbols)))
            _ = graph.makeContainer(.grid(index), inputs: inputs) { _ in }
        }
    }
}

extension Canvas {
    /// A canvas drawn by `renderer` that can draw the tagged views of `symbols` (each resolved
    /// with `GraphicsContext.resolveSymbol(id:)`).
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.renderer = renderer
        self.symbols = symbols()
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`, given a context and the canvas's size.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.renderer = renderer
        self.symbols = EmptyView()
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }
}

/// The layout and drawing of a `Canvas`: it fills its proposal, and draws when the display list
/// is made, in its frame.
struct CanvasLayout: LeafNodeLayout {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let environment: EnvironmentValues
    /// The canvas's tagged symbol views.
    var symbols: [StaticSubview] = []

    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        p.replacingUnspecifiedDimensions()
    }

    /// Runs the renderer for a canvas at `frame` (points), drawn at `scale` pixels per point;
    /// text, images and symbols are laid out with `graph`'s text measurer and images. Text runs
    /// index the returned glyphs.
    func draw(frame: CGRect, scale: CGFloat, graph: ViewGraph? = nil) -> (operations: [DisplayOperation], glyphs: [PositionedGlyph]) {
        guard frame.width.isFinite, frame.height.isFinite, frame.origin.x.isFinite, frame.origin.y.isFinite else { return ([], []) }
        let recorder = GraphicsContext.Recorder()
        if let graph {
            recorder.views = CanvasViewRenderer(textMeasurer: graph.textMeasurer, imageProvider: graph.imageProvider, scale: scale)
        }
        recorder.symbols = symbols
        let base = CGAffineTransform(translationX: frame.minX, y: frame.minY)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
        var context = GraphicsContext(recorder: recorder, base: base, environment: environment)
        recorder.beginScope()
        renderer(&context, frame.size)
        recorder.endScope()
        return (recorder.operations, recorder.glyphs)
    }
}
