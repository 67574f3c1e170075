import Foundation
import Tessera
import TesseraCSDL2

/// What can be seen of a drawing: extreme but finite geometry (an image a billion pixels wide,
/// a tiled nine-slice over an enormous rectangle) is cut to the canvas plus a margin before it
/// reaches SDL, whose software path would otherwise fill the whole destination
/// (docs/Robustness.md, "Renderer"); and SDL's rotate-blit, which text and images take where
/// the renderer's triangles would sample a rotated texture badly.
extension DrawContext {
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

    /// Whether the transform is a rotation with positive, moderate scales (no skew, no mirror),
    /// which `SDL_RenderCopyExF` can draw. SDL's software rotate-blit crashes on destinations
    /// millions of pixels wide (a fuzz tree scaled text by 1e6), so larger scales take the
    /// geometry path, whose triangles are clipped to the canvas.
    var isRotationAndScale: Bool {
        let t = transform
        let limit = CGFloat(Self.maximumRotateBlitScale)
        guard t.a * t.a + t.b * t.b <= limit * limit, t.c * t.c + t.d * t.d <= limit * limit else { return false }
        return abs(t.a * t.c + t.b * t.d) < 1e-6 && t.a * t.d - t.b * t.c > 0
    }

    /// The largest scale drawn with SDL's rotate-blit (see `isRotationAndScale`).
    static let maximumRotateBlitScale = 64

    /// Draws a texture region rotated and scaled by the current transform with
    /// `SDL_RenderCopyExF`. Used on the software renderer, whose triangle rasteriser samples
    /// textures with nearest filtering and off-by-one texels (rotated text and images came out
    /// ragged); its rotate-blit filters linearly.
    ///
    /// Returns `false`, drawing nothing, when the rotated destination reaches more than
    /// `CanvasTriangleClipper.margin` outside the canvas: SDL's rotate-blit converts its
    /// destination to integers unchecked and corrupted the heap on a glyph far off the canvas
    /// (fuzz tree 11,666), so the caller draws through the clipped geometry path instead. A
    /// destination wholly outside the clip is culled (`true`).
    func copyRotated(
        _ texture: OpaquePointer, src: SDL_Rect, x: Float, y: Float, w: Float, h: Float,
        color: SDL_Color, mode: SDL_ScaleMode
    ) -> Bool {
        let t = transform
        let sx = (t.a * t.a + t.b * t.b).squareRoot(), sy = (t.c * t.c + t.d * t.d).squareRoot()
        let angle = atan2(Double(t.b), Double(t.a)) * 180 / .pi
        let c = apply(CGFloat(x + w / 2), CGFloat(y + h / 2))
        let dw = w * Float(sx), dh = h * Float(sy)
        // The rotated destination's bounding box.
        let cosine = sx > 0 ? abs(Float(t.a / sx)) : 1, sine = sx > 0 ? abs(Float(t.b / sx)) : 0
        let ex = (cosine * dw + sine * dh) / 2, ey = (sine * dw + cosine * dh) / 2
        guard c.x.isFinite, c.y.isFinite, ex.isFinite, ey.isFinite else { return false }
        if c.x + ex < Float(clip.x) || c.x - ex > Float(clip.x + clip.w) || c.y + ey < Float(clip.y) || c.y - ey > Float(clip.y + clip.h) {
            return true
        }
        let margin = CanvasTriangleClipper.margin
        guard c.x - ex >= -margin, c.y - ey >= -margin, c.x + ex <= Float(output.width) + margin, c.y + ey <= Float(output.height) + margin
        else { return false }
        var d = SDL_FRect(x: c.x - dw / 2, y: c.y - dh / 2, w: dw, h: dh)
        var s = src
        flush()
        setScaleMode(texture, mode)
        SDL_RenderFlush(renderer)
        SDL_SetTextureColorMod(texture, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(texture, color.a)
        SDL_RenderCopyExF(renderer, texture, &s, &d, angle, nil, SDL_FLIP_NONE)
        stats.drawCalls += 1
        SDL_RenderFlush(renderer)
        SDL_SetTextureColorMod(texture, 255, 255, 255)
        SDL_SetTextureAlphaMod(texture, 255)
        return true
    }
}
