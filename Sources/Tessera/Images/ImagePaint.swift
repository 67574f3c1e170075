import Foundation

/// A shape style that fills a shape by repeating a region of an image, as SwiftUI's `ImagePaint`.
///
/// Tiles start at the top-leading corner of the shape's frame; one tile is `sourceRect` (unit
/// coordinates of the image) at the image's size in points × `scale`. Works for fills and
/// strokes of any shape:
///
/// ```swift
/// Circle().fill(.image(Image("brick"), scale: 0.5))
/// RoundedRectangle(cornerRadius: 8).stroke(.image(Image("rope")), lineWidth: 6)
/// ```
public struct ImagePaint: ShapeStyle {
    /// The image to repeat.
    public var image: Image
    /// The part of the image that is one tile, in unit coordinates (the whole image by default).
    public var sourceRect: CGRect
    /// The tile's size relative to the image's size in points.
    public var scale: CGFloat

    /// A paint repeating `sourceRect` of `image` at `scale`, from the top-leading corner of the
    /// shape's frame.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    public func _resolvePaint(in environment: EnvironmentValues) -> DisplayPaint {
        let info: ImageInfo
        if let resolver = environment[ImageResolutionKey.self] {
            info = resolver.info(for: image, displayScale: environment.displayScale)
        } else if let rendering = image.rendering {
            info = ImageInfo(rendered: rendering.rendered(textMeasurer: MockTextMeasurer(), imageProvider: StaticImageProvider()))
        } else {
            info = .placeholder(named: image.name, scale: environment.displayScale)
        }
        return .image(ImagePaintDrawing(image: info, sourceRect: sourceRect, scale: scale.isFinite && scale > 0 ? scale : 1))
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// A style that repeats (a region of) an image across a shape.
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint
    {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
