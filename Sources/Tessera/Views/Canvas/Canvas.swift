import Foundation

/// A view you draw into with immediate-mode commands: paths, fills, strokes, transforms,
/// opacity and clips, through a `GraphicsContext`. Like a shape, it takes the space it is
/// offered (10 × 10 without a proposal).
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.orange))
/// }
/// ```
public struct Canvas<Symbols: View>: PrimitiveView {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    /// Whether the canvas is fully opaque (accepted; it changes nothing here).
    public var isOpaque: Bool
    /// The working colour space (accepted; drawing is in sRGB).
    public var colorMode: ColorRenderingMode
    /// Whether drawing happens off the main thread (accepted; it happens with the frame).
    public var rendersAsynchronously: Bool

    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        inputs.withGraph { graph in
            let environment = inputs.environmentValues
            let index = graph.appendLargePayload(.canvas(CanvasLayout(renderer: view.renderer, environment: environment)))
            _ = graph.makeContainer(.grid(index), inputs: inputs) { _ in }
        }
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`, given a context and the canvas's size.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.renderer = renderer
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

    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        p.replacingUnspecifiedDimensions()
    }

    /// Runs the renderer for a canvas at `frame` (points), drawn at `scale` pixels per point.
    func draw(frame: CGRect, scale: CGFloat) -> [DisplayOperation] {
        guard frame.width.isFinite, frame.height.isFinite else { return [] }
        let recorder = GraphicsContext.Recorder()
        let base = CGAffineTransform(translationX: frame.minX, y: frame.minY)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
        var context = GraphicsContext(recorder: recorder, base: base, environment: environment)
        recorder.beginScope()
        renderer(&context, frame.size)
        recorder.endScope()
        return recorder.operations
    }
}
