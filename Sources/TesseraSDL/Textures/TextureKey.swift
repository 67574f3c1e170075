import Foundation
import Tessera

/// What a cached texture was made from. Two draws with equal keys share one texture.
public enum TextureKey: Hashable, Sendable {
    /// A decoded image file, by absolute path.
    case imageFile(String)
    /// The magenta/black checker drawn for a missing or corrupt image.
    case placeholder
    /// A shape rasterised to an alpha-coverage mask (white, alpha = coverage), `width × height`
    /// pixels. The shape is moved by whole units so its bounds start in the first unit and the
    /// transform maps it into the mask, so the same shape at another whole-pixel position reuses
    /// the mask (a grid of equal cards shares one). `lineWidth` is 0 for a fill.
    case coverage(DisplayShape, CGAffineTransform, lineWidth: CGFloat, width: Int, height: Int)
    /// A nine-slice composed once at one pixel size (`NineSliceDrawing`), drawn as one quad.
    case nineSlice(NineSliceKey)
    /// A view rendered by `ImageRenderer`, rasterised once per content, size and scale.
    case rendered(RenderedImage)
    /// A shape filled or stroked with a gradient or image paint, composed with its coverage.
    case paintedShape(PaintedShapeKey)
    /// Anything a caller caches itself.
    case custom(String)
}
