import Foundation

/// Renders a view into an image, as SwiftUI's `ImageRenderer` does.
///
/// The core stays backend-free: rendering lays the content out and records its display list
/// (`render(textMeasurer:imageProvider:)`), and `image` is an `Image` carrying that drawing. A
/// backend rasterises it into a texture the first time it is drawn and reuses the texture for
/// every later draw of equal content at the same size and scale (`RenderedImage` equality).
///
/// ```swift
/// let renderer = ImageRenderer(content: Circle().fill(.yellow).frame(width: 8, height: 8))
/// renderer.scale = 2
/// Rectangle().fill(.image(renderer.image))   // a repeating pattern of dots
/// ```
///
/// When an `Image` made by a renderer is drawn, its content is laid out with the text measurer
/// and image provider of the graph drawing it (so text and catalog images look the same as in
/// the rest of the HUD); the result is remembered by the image.
public final class ImageRenderer<Content: View> {
    /// The view to render.
    public var content: Content
    /// Pixels per point of the rendered image.
    public var scale: CGFloat = 1
    /// The size proposed to the content; a `nil` axis takes the content's ideal size.
    public var proposedSize: ProposedViewSize = .unspecified

    /// A renderer for `content`, at scale 1 and the content's ideal size until changed.
    public init(content: Content) {
        self.content = content
    }

    /// The rendered image (drawn by the backend from the content's display list).
    public var image: Image {
        Image(
            rendering: ImageRenderingSource { [content, scale, proposedSize] measurer, provider in
                Self.render(content, scale: scale, proposedSize: proposedSize, textMeasurer: measurer, imageProvider: provider)
            })
    }

    /// Lays the content out and records its drawing.
    public func render(
        textMeasurer: TextMeasuring = MockTextMeasurer(), imageProvider: ImageProviding = StaticImageProvider()
    ) -> RenderedImage {
        Self.render(content, scale: scale, proposedSize: proposedSize, textMeasurer: textMeasurer, imageProvider: imageProvider)
    }

    static func render(
        _ content: Content, scale: CGFloat, proposedSize: ProposedViewSize,
        textMeasurer: TextMeasuring, imageProvider: ImageProviding
    ) -> RenderedImage {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        let graph = ViewGraph(textMeasurer: textMeasurer, imageProvider: imageProvider)
        graph.environment.displayScale = scale
        graph.rootPlacement = .topLeading
        // The proposal is not the canvas here: the content's own size is (see below).
        graph.displayListPass.culling.cullsToCanvas = false
        let w = proposedSize.width, h = proposedSize.height
        let root = content.fixedSize(horizontal: w == nil, vertical: h == nil)
        var list = AuxiliaryGraph.update { graph.update(root, size: CGSize(width: w ?? 0, height: h ?? 0)) }
        // The canvas is the content's size, rounded up to whole pixels.
        let size = graph.rootSize
        func pixels(_ v: CGFloat) -> CGFloat { v.isFinite && v > 0 ? (v * scale - 0.001).rounded(.up) : 0 }
        list.pixelSize = CGSize(width: pixels(size.width), height: pixels(size.height))
        return RenderedImage(displayList: list)
    }
}
