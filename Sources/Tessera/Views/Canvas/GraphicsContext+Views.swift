import Foundation

/// A view drawn on its own for a canvas: its size in points and its drawing in pixels at the
/// canvas's scale, origin at its top-leading corner.
struct CanvasViewDrawing {
    var size: CGSize
    var operations: [DisplayOperation] = []
    var glyphs: [PositionedGlyph] = []
    /// The first and last text baselines (points from the top), when asked for.
    var firstBaseline: CGFloat?
    var lastBaseline: CGFloat?
}

/// What a canvas needs to draw views (text, images, symbols): the host graph's text measurer
/// and image provider, and the pixel scale.
struct CanvasViewRenderer {
    let textMeasurer: TextMeasuring
    let imageProvider: ImageProviding
    let scale: CGFloat

    /// Lays `view` out in its own graph with `environment`, proposed `proposal`, and draws it.
    /// With `baselines`, the text baselines are measured too (two more passes).
    func draw(
        _ view: AnyView, proposal: ProposedViewSize, environment: EnvironmentValues, baselines: Bool = false
    )
        -> CanvasViewDrawing
    {
        let graph = ViewGraph(textMeasurer: textMeasurer, imageProvider: imageProvider)
        graph.environment = environment
        graph.environment.displayScale = scale
        graph.rootPlacement = .topLeading
        graph.displayListPass.culling.cullsToCanvas = false
        func finite(_ v: CGFloat?) -> CGFloat? {
            guard let v else { return nil }
            return v.isFinite ? min(max(v, 0), 1_000_000) : nil
        }
        let w = finite(proposal.width), h = finite(proposal.height)
        // As `ImageRenderer`: the view's own size for the proposal is the canvas.
        let root = view.fixedSize(horizontal: w == nil, vertical: h == nil)
        let list = AuxiliaryGraph.update { graph.update(root, size: CGSize(width: w ?? 0, height: h ?? 0)) }
        var result = CanvasViewDrawing(size: graph.rootSize, operations: list.operations, glyphs: list.glyphs)
        if baselines {
            result.firstBaseline = baseline(view, .firstTextBaseline, w, h, environment: environment)
            result.lastBaseline = baseline(view, .lastTextBaseline, w, h, environment: environment)
        }
        return result
    }

    /// Where a zero-size marker aligned to `alignment` of the view lands: the view's baseline.
    private func baseline(
        _ view: AnyView, _ alignment: VerticalAlignment, _ w: CGFloat?, _ h: CGFloat?, environment: EnvironmentValues
    )
        -> CGFloat?
    {
        let graph = ViewGraph(textMeasurer: textMeasurer, imageProvider: imageProvider)
        graph.environment = environment
        graph.environment.displayScale = scale
        graph.rootPlacement = .topLeading
        let root = HStack(alignment: alignment, spacing: 0) {
            Color.clear.frame(width: 0, height: 0).accessibilityIdentifier("baseline")
            view.accessibilityIdentifier("content")
        }
        .fixedSize(horizontal: w == nil, vertical: h == nil)
        _ = AuxiliaryGraph.update { graph.update(root, size: CGSize(width: w ?? 0, height: h ?? 0)) }
        guard let marker = graph.frame(of: "baseline"), let frame = graph.frame(of: "content") else { return nil }
        return marker.maxY - frame.minY
    }
}

extension GraphicsContext {
    /// A text resolved in a context's environment (its font, foreground style, scale): measure
    /// it, then draw it, any number of times.
    public struct ResolvedText {
        let text: Text
        let environment: EnvironmentValues
        let renderer: CanvasViewRenderer?

        /// The shading of the text where it has no colour of its own (the context's foreground
        /// style unless set).
        public var shading: Shading = .foreground

        /// The text's size when offered `size` (it wraps to the width).
        public func measure(in size: CGSize) -> CGSize {
            drawing(in: ProposedViewSize(size)).size
        }

        /// The first line's baseline, in points from the top, when offered `size`.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            drawing(in: ProposedViewSize(size), baselines: true).firstBaseline ?? 0
        }

        /// The last line's baseline, in points from the top, when offered `size`.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            drawing(in: ProposedViewSize(size), baselines: true).lastBaseline ?? 0
        }

        func drawing(in proposal: ProposedViewSize, baselines: Bool = false) -> CanvasViewDrawing {
            guard let renderer else { return CanvasViewDrawing(size: .zero) }
            return renderer.draw(AnyView(text), proposal: proposal, environment: shaded(environment), baselines: baselines)
        }

        private func shaded(_ environment: EnvironmentValues) -> EnvironmentValues {
            var environment = environment
            shading.apply(to: &environment)
            return environment
        }
    }

    /// An image resolved in a context's environment: its size, then drawn any number of times.
    public struct ResolvedImage {
        let image: Image
        let environment: EnvironmentValues
        let renderer: CanvasViewRenderer?

        /// The image's size in points.
        public let size: CGSize
        /// The image's baseline, in points from its top (its bottom edge).
        public let baseline: CGFloat
        /// The shading a template image (a symbol, `renderingMode(.template)`) is drawn with;
        /// `nil` uses the context's foreground style.
        public var shading: Shading?

        func drawing(in proposal: ProposedViewSize, resizable: Bool) -> CanvasViewDrawing {
            guard let renderer else { return CanvasViewDrawing(size: .zero) }
            var environment = environment
            shading?.apply(to: &environment)
            let view = resizable ? AnyView(image.resizable()) : AnyView(image)
            return renderer.draw(view, proposal: proposal, environment: environment)
        }
    }

    /// A canvas symbol (a child view given to `Canvas(…symbols:)` and tagged), resolved to be
    /// drawn at its ideal size or in a rectangle.
    public struct ResolvedSymbol {
        let view: AnyView
        let environment: EnvironmentValues
        let renderer: CanvasViewRenderer?

        /// The symbol's ideal size in points.
        public let size: CGSize

        func drawing(in proposal: ProposedViewSize) -> CanvasViewDrawing {
            guard let renderer else { return CanvasViewDrawing(size: .zero) }
            return renderer.draw(view, proposal: proposal, environment: environment)
        }
    }

    /// Resolves `text` in this context's environment (font, foreground style).
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(text: text, environment: environment, renderer: recorder.views)
    }

    /// Resolves `image` in this context's environment (asset, symbol, scale).
    public func resolve(_ image: Image) -> ResolvedImage {
        let size = recorder.views?.draw(AnyView(image), proposal: .unspecified, environment: environment).size ?? .zero
        return ResolvedImage(
            image: image, environment: environment, renderer: recorder.views, size: size, baseline: size.height, shading: nil)
    }

    /// The symbol tagged `id` among the canvas's `symbols`, or `nil`.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        let key = AnyHashable(id)
        guard let symbol = recorder.symbols.first(where: { $0.traits.tag == key }) else { return nil }
        let size = recorder.views?.draw(symbol.view, proposal: .unspecified, environment: environment).size ?? .zero
        return ResolvedSymbol(view: symbol.view, environment: environment, renderer: recorder.views, size: size)
    }

    /// Draws `text` with its anchor point (`.center` by default) at `point`, at its ideal size.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws `text` wrapped to `rect`'s width, from its top-leading corner.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// Draws a resolved text with its anchor point at `point`, at its ideal size.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let drawing = text.drawing(in: .unspecified)
        place(drawing, at: CGPoint(x: point.x - anchor.x * drawing.size.width, y: point.y - anchor.y * drawing.size.height))
    }

    /// Draws a resolved text wrapped to `rect`'s width, from its top-leading corner.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        guard rect.isFiniteRect else { return }
        place(text.drawing(in: ProposedViewSize(rect.standardized.size)), at: rect.standardized.origin)
    }

    /// Draws `image` at its size with its anchor point at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Draws `image` stretched to fill `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws a resolved image at its size with its anchor point at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let drawing = image.drawing(in: .unspecified, resizable: false)
        place(drawing, at: CGPoint(x: point.x - anchor.x * drawing.size.width, y: point.y - anchor.y * drawing.size.height))
    }

    /// Draws a resolved image stretched to fill `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard rect.isFiniteRect else { return }
        let r = rect.standardized
        place(image.drawing(in: ProposedViewSize(r.size), resizable: true), at: r.origin)
    }

    /// Draws a resolved symbol at its ideal size with its anchor point at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let drawing = symbol.drawing(in: .unspecified)
        place(drawing, at: CGPoint(x: point.x - anchor.x * drawing.size.width, y: point.y - anchor.y * drawing.size.height))
    }

    /// Draws a resolved symbol laid out in `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        guard rect.isFiniteRect else { return }
        let r = rect.standardized
        place(symbol.drawing(in: ProposedViewSize(r.size)), at: r.origin)
    }

    /// Records a view's drawing with its top-leading corner at `origin` (user space), under the
    /// context's transform, opacity and clips.
    private func place(_ drawing: CanvasViewDrawing, at origin: CGPoint) {
        guard !drawing.operations.isEmpty, origin.x.isFinite, origin.y.isFinite, let views = recorder.views else { return }
        // The drawing's pixels → its points → user space → canvas pixels.
        let matrix = CGAffineTransform(scaleX: 1 / views.scale, y: 1 / views.scale)
            .concatenating(CGAffineTransform(translationX: origin.x, y: origin.y))
            .concatenating(device)
        guard [matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty].allSatisfy(\.isFinite) else { return }
        let shift = recorder.glyphs.count
        recorder.glyphs.append(contentsOf: drawing.glyphs)
        withOpacity {
            recorder.operations.append(.pushTransform(matrix))
            for operation in drawing.operations {
                guard case .text(var run) = operation else {
                    recorder.operations.append(operation)
                    continue
                }
                run.glyphs = (run.glyphs.lowerBound + shift)..<(run.glyphs.upperBound + shift)
                recorder.operations.append(.text(run))
            }
            recorder.operations.append(.popTransform)
        }
    }

    /// Adds a filter to what this context draws after it. Accepted: drawing is unfiltered
    /// (shadows, blurs and colour filters are not drawn in a canvas; use view modifiers on the
    /// canvas itself, such as `shadow` or `blur`, for the whole drawing).
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append(filter)
    }

    /// A filter for `addFilter(_:options:)` (accepted; not drawn).
    public struct Filter: Sendable {
        let name: String

        /// A drop shadow.
        public static func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
            blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
        ) -> Filter { Filter(name: "shadow") }
        /// A Gaussian blur.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(name: "blur") }
        /// Multiplies colours by `color`.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(name: "colorMultiply") }
        /// Brightens by `amount`.
        public static func brightness(_ amount: Double) -> Filter { Filter(name: "brightness") }
        /// Changes contrast by `amount`.
        public static func contrast(_ amount: Double) -> Filter { Filter(name: "contrast") }
        /// Changes saturation by `amount`.
        public static func saturation(_ amount: Double) -> Filter { Filter(name: "saturation") }
        /// Removes `amount` of the colour.
        public static func grayscale(_ amount: Double) -> Filter { Filter(name: "grayscale") }
        /// Rotates hues by `angle`.
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(name: "hueRotation") }
        /// Inverts colours by `amount`.
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(name: "colorInvert") }
        /// Turns luminance into alpha.
        public static var luminanceToAlpha: Filter { Filter(name: "luminanceToAlpha") }
        /// Keeps pixels whose alpha passes `min`…`max` as `color`.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(name: "alphaThreshold")
        }
        /// Transforms what is drawn.
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter { Filter(name: "projectionTransform") }
    }

    /// Options of `addFilter(_:options:)`.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Filters in linear colour.
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Options of a shadow filter.
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Draws the shadow above the content.
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        /// Draws only the shadow.
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        /// Inverts the alpha of the shadow.
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        /// Excludes the content's colour from the shadow.
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// Options of a blur filter.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The blurred result is opaque.
        public static let opaque = BlurOptions(rawValue: 1)
        /// Dithers the result.
        public static let dithersResult = BlurOptions(rawValue: 2)
    }
}

extension GraphicsContext.Shading {
    /// Sets `environment`'s foreground style to this shading (gradients as their shape style).
    func apply(to environment: inout EnvironmentValues) {
        switch kind {
        case .color(let color): environment.foregroundStyle = AnyShapeStyle(color)
        case .foreground: break
        case .style(let style): environment.foregroundStyle = style
        case .linear(let gradient, _, _):
            environment.foregroundStyle = AnyShapeStyle(LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing))
        case .radial(let gradient, _, _, let end):
            environment.foregroundStyle = AnyShapeStyle(RadialGradient(gradient: gradient, center: .center, startRadius: 0, endRadius: end))
        }
    }
}
