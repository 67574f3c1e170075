import Foundation

/// An image repeated across a shape (`ImagePaint`): the `sourceRect` part of the image (unit
/// coordinates of the image) is one tile, `tileSize` canvas pixels big, and tiles start at
/// `origin` (canvas pixels; the shape's frame origin) and repeat in both directions.
public struct ImagePaintDrawing: Hashable, Sendable {
    /// The image tiled across the shape.
    public var image: ImageInfo
    /// The part of the image that is one tile, in unit coordinates of the image.
    public var sourceRect: CGRect
    /// The paint's own scale (`ImagePaint.scale`): a tile is the source's size in points × scale.
    public var scale: CGFloat
    /// Where tiling starts, in canvas pixels.
    public var origin: CGPoint
    /// One tile's size in canvas pixels.
    public var tileSize: CGSize

    /// A non-finite source rectangle becomes the whole image, a non-finite or non-positive
    /// scale becomes 1 (bad input must not poison caching: NaN never equals itself).
    public init(image: ImageInfo, sourceRect: CGRect, scale: CGFloat, origin: CGPoint = .zero, tileSize: CGSize = .zero) {
        self.image = image
        let r = sourceRect
        let finite = r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite
        // Unit coordinates; capped so scaling to pixels cannot overflow (Foundation's
        // CGRect.intersection traps on some infinite rectangles).
        func unit(_ v: CGFloat) -> CGFloat { min(max(v, -1e6), 1e6) }
        self.sourceRect =
            finite
            ? CGRect(x: unit(r.minX), y: unit(r.minY), width: unit(r.width), height: unit(r.height))
            : CGRect(x: 0, y: 0, width: 1, height: 1)
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.origin = origin
        self.tileSize = tileSize
    }

    /// The source rectangle in image pixels, clamped to the image (empty or non-finite: the whole image).
    public var sourcePixels: CGRect {
        let full = CGRect(origin: .zero, size: image.pixelSize)
        let r = sourceRect.standardized
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else { return full }
        let px = CGRect(
            x: r.minX * image.pixelSize.width, y: r.minY * image.pixelSize.height,
            width: r.width * image.pixelSize.width, height: r.height * image.pixelSize.height
        ).intersection(full)
        return px.isNull || px.width < 1 || px.height < 1 ? full : px
    }
}
