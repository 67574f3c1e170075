import Foundation
import Tessera
import TesseraCSDL2

/// What can be seen of a drawing: extreme but finite geometry (an image a billion pixels wide,
/// a tiled nine-slice over an enormous rectangle) is cut to the canvas plus a margin before it
/// reaches SDL, whose software path would otherwise fill the whole destination
/// (docs/Robustness.md, "Renderer").
extension DisplayListRenderer {
    /// The current clip widened by `margin` pixels, in the current transform's local pixels
    /// (the bounding box, under rotation); `nil` when the transform cannot be inverted.
    func visibleWindow(margin: CGFloat = 64) -> CGRect? {
        let t = transform
        let determinant = t.a * t.d - t.b * t.c
        guard determinant != 0, determinant.isFinite else { return nil }
        let device = CGRect(x: CGFloat(clip.x), y: CGFloat(clip.y), width: CGFloat(clip.w), height: CGFloat(clip.h))
        return device.insetBy(dx: -margin, dy: -margin).applying(t.inverted())
    }

    /// `destination` cut to `window`, and the part of `source` that maps onto what is left.
    static func crop(_ destination: CGRect, source: CGRect, to window: CGRect) -> (CGRect, CGRect) {
        let kept = destination.intersection(window)
        guard !kept.isNull, kept.width > 0, kept.height > 0 else { return (.zero, .zero) }
        let sx = source.width / destination.width, sy = source.height / destination.height
        let cropped = CGRect(
            x: source.minX + (kept.minX - destination.minX) * sx, y: source.minY + (kept.minY - destination.minY) * sy,
            width: kept.width * sx, height: kept.height * sy)
        return (kept, cropped)
    }
}
