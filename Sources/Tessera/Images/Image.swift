import Foundation

/// A view that displays an image from the asset catalog.
///
/// Not resizable, it is always its natural size. `resizable(capInsets:resizingMode:)` makes it
/// fill its proposal as a nine-slice (docs/LayoutRules.md §10).
public struct Image: Equatable, Sendable {
    var name: String
    /// Set for an image made by `ImageRenderer` (drawn from a display list, not a file).
    var rendering: ImageRenderingSource?
    var resizing: Resizing?
    var interpolation: Interpolation = .high
    var renderingMode: TemplateRenderingMode = .original
    var isAntialiased = true
    /// For an image named by a file's path (`AsyncImage`): its pixels per point.
    var fileScale: CGFloat = 1

    struct Resizing: Equatable, Sendable {
        var capInsets: EdgeInsets
        var mode: ResizingMode
    }

    /// The modes for resizing an image's stretchable regions.
    public enum ResizingMode: Hashable, Sendable {
        /// Repeat the region at its natural size.
        case tile
        /// Scale the region to fill its destination.
        case stretch
    }

    /// The level of quality for rendering an image that requires interpolation.
    public enum Interpolation: Hashable, Sendable {
        /// No filtering when scaled (pixel art); every other level draws with linear filtering.
        case none, low, medium, high
    }

    /// A type that indicates how to render an image.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// Draw the image's alpha in the foreground color.
        case template
        /// Draw the image's own colours.
        case original
    }

    /// An image named in the asset catalog (`name.png`, `name@2x.png` at scale 2).
    public init(_ name: String) {
        self.name = name
    }

    /// As `init(_:)`: the image is looked up in the game's asset folders and their catalogs
    /// (`bundle` is accepted for SwiftUI code; a bundle's own catalogs are searched for colours
    /// only, see `Color(_:bundle:)`).
    public init(_ name: String, bundle: Bundle?) {
        self.name = name
    }

    /// As `init(_:)`; Tessera has no accessibility labels to leave out.
    public init(decorative name: String) {
        self.name = name
    }

    /// An image drawn from a view's display list (see `ImageRenderer`).
    init(rendering: ImageRenderingSource) {
        self.name = ""
        self.rendering = rendering
    }

    /// An image of a view already rendered (see `ImageRenderer.render`).
    public init(rendered: RenderedImage) {
        self.init(rendering: ImageRenderingSource(image: rendered))
    }

    public static func == (lhs: Image, rhs: Image) -> Bool {
        lhs.name == rhs.name && ImageRenderingSource.same(lhs.rendering, rhs.rendering) && lhs.resizing == rhs.resizing
            && lhs.interpolation == rhs.interpolation && lhs.renderingMode == rhs.renderingMode && lhs.isAntialiased == rhs.isAntialiased
            && lhs.fileScale == rhs.fileScale
    }

    /// What the image stands for in `graph`: a catalog entry or a rendered drawing.
    func info(in graph: ViewGraph, displayScale: CGFloat) -> ImageInfo {
        if let rendering {
            return ImageInfo(rendered: rendering.rendered(textMeasurer: graph.textMeasurer, imageProvider: graph.imageProvider))
        }
        if let systemName {
            // Inline in text (sized to the font there) and as a pattern: drawn white, as a template.
            let source = SymbolRendering.source(
                name: systemName, font: ResolvedFont(size: 32), imageScale: .medium, displayScale: displayScale,
                color: Color.Resolved(red: 1, green: 1, blue: 1), resizable: false)
            return ImageInfo(rendered: source.rendered(textMeasurer: graph.textMeasurer, imageProvider: graph.imageProvider))
        }
        var info = graph.caches.imageLookup.info(
            named: name, displayScale: displayScale, pass: graph.updates.pass, provider: graph.imageProvider)
        if fileScale != 1, !info.isPlaceholder { info.scale = fileScale }
        return info
    }

    /// Makes the image fill its proposal; cap insets (points) keep corners and edges crisp.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.resizing = Resizing(capInsets: capInsets, mode: resizingMode)
        return image
    }

    /// The image drawn with `interpolation` when scaled: `.none` keeps pixels sharp.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var image = self
        image.interpolation = interpolation
        return image
    }

    /// The image drawn as a template (its alpha in the foreground colour) or in its own colours;
    /// `nil` is `.original`.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = mode ?? .original
        return image
    }

    /// Accepted for SwiftUI compatibility; it does not change how the image is drawn.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var image = self
        image.isAntialiased = isAntialiased
        return image
    }
}

extension Image: PrimitiveView {
    public static func _makeView(_ view: Image, inputs: _ViewInputs) {
        // Read in place: copying the environment cost more than the rest of making an image.
        if let systemName = view.systemName {
            return makeSymbol(systemName, resizing: view.resizing, inputs: inputs)
        }
        inputs.withGraph { graph in
            let displayScale = graph.current.environments[Int(inputs.environment)].displayScale
            let info = view.info(in: graph, displayScale: displayScale)
            // Moved, not copied, into the node and the node into the graph's table.
            var node = ImageNode(info: consume info, resizing: view.resizing, smooth: view.interpolation != .none)
            if view.renderingMode == .template, case .color(let c) = ForegroundStyle()._resolvePaint(in: inputs.environmentValues) {
                node.tint = c
            }
            graph.makeImage(consume node, inputs: inputs)
        }
    }
}

extension Image {
    /// A symbol drawn for the environment: its font, image scale, variant and foreground colour.
    static func makeSymbol(_ systemName: String, resizing: Resizing?, inputs: _ViewInputs) {
        let environment = inputs.environmentValues
        let name = environment.symbolVariants.apply(to: systemName)
        var color = Color.Resolved(red: 1, green: 1, blue: 1)
        if case .color(let c) = ForegroundStyle()._resolvePaint(in: environment) { color = c }
        let source = SymbolRendering.source(
            name: name, font: environment.resolvedFont, imageScale: environment.imageScale,
            displayScale: environment.displayScale, color: color, resizable: resizing != nil)
        inputs.withGraph { graph in
            let info = ImageInfo(rendered: source.rendered(textMeasurer: graph.textMeasurer, imageProvider: graph.imageProvider))
            graph.makeImage(ImageNode(info: info, resizing: resizing, smooth: true), inputs: inputs)
        }
    }
}

/// An image in the graph, resolved against the catalog.
struct ImageNode {
    var info: ImageInfo
    var resizing: Image.Resizing?
    var smooth: Bool
    var tint: Color.Resolved?

    /// Not resizable: the natural size. Resizable: the proposal, never below the cap insets;
    /// natural size on a `nil` axis (docs/LayoutRules.md §1.3).
    func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
        let natural = info.size
        guard let resizing else { return natural }
        let insets = resizing.capInsets.sanitized
        return CGSize(
            width: p.width.map { max($0, insets.horizontal) } ?? natural.width,
            height: p.height.map { max($0, insets.vertical) } ?? natural.height
        )
    }
}
