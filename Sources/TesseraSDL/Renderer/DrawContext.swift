import Foundation
import Logging
import Tessera
import TesseraCSDL2

/// What every part of the renderer draws through: the `SDL_Renderer`, what it can do, the
/// frame's target, the current transform and clip, the open groups, the batch of geometry
/// waiting to be drawn, the stores of shape geometry, textures and glyphs, the frame's
/// statistics and the log. The renderer makes one and hands it to each compositor with each
/// operation (`backdrop.draw(_:at:ops:glyphs:in:layers:content:)`, `shadows.push(…)`, …): a
/// compositor keeps its own caches and reads everything else from here.
///
/// Solid shapes and glyph runs draw straight into the batch through it (`fill`, `stroke`,
/// `drawText`, `quad`), since every part draws them.
final class DrawContext {
    /// The SDL renderer drawn into (owned by the caller of `DisplayListRenderer`).
    let renderer: OpaquePointer
    /// What `renderer` can and cannot do, which chooses some draws' paths.
    let traits: RendererTraits
    /// Measures and shapes text, in the catalog's fonts (the glyph atlas's faces).
    let measurer: TTFTextMeasurer
    /// Image and path-mask textures.
    let textures: TextureCache
    /// Glyph pages.
    let atlas: GlyphAtlas
    /// Geometry waiting to be drawn, grouped by texture.
    let batch = GeometryBatch()
    /// Contours, scratch points and coverage masks of shapes, kept between frames.
    let shapes = ShapeGeometry()
    /// Problems logged so far, each once.
    let log: RendererLog

    /// The cost of the frame being drawn.
    var stats = RenderStatistics()
    /// The target the frame draws into.
    var output = FrameTarget()
    /// The transform from the operations' coordinates to the target's pixels.
    var transform = CGAffineTransform.identity
    /// The clip rectangle in the target's pixels.
    var clip = SDL_Rect(x: 0, y: 0, w: 0, h: 0)
    /// The groups open now, and where each push of the frame's list is closed.
    var groups = GroupStack()
    /// Whether the HUD beneath a within-window backdrop is being drawn again: nested backdrops
    /// and shadows show what they drew earlier in the frame instead of starting over.
    var isRedrawingHUD = false

    /// A context drawing through `renderer`.
    init(renderer: OpaquePointer, measurer: TTFTextMeasurer, textures: TextureCache, atlas: GlyphAtlas, log: RendererLog) {
        self.renderer = renderer
        traits = RendererTraits(of: renderer)
        self.measurer = measurer
        self.textures = textures
        self.atlas = atlas
        self.log = log
    }

    /// Skips a group whose content cannot show (zero opacity, empty clip, invalid transform):
    /// the index of its pop.
    func skipGroup(at i: Int) -> Int {
        groups.ends[i] >= groups.ends.count ? groups.ends.count - 1 : groups.ends[i]
    }

    // MARK: Batching and state

    /// Submits pending geometry.
    func flush() {
        batch.flush(renderer, statistics: &stats)
    }

    /// Chooses the batch group for a draw of `texture` covering the pixel box (see
    /// `GeometryBatch`: it may join an earlier group of the same texture it does not overlap).
    @inline(__always)
    func use(_ texture: OpaquePointer?, _ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float) {
        if !batch.canQueue() { flush() }
        batch.select(texture: texture, x0: x0, y0: y0, x1: x1, y1: y1)
    }

    /// `use` for a polygon in `shapes.points`, grown by `pad` pixels.
    func useScratch(_ texture: OpaquePointer?, pad: Float) {
        var x0 = Float.infinity, y0 = Float.infinity, x1 = -Float.infinity, y1 = -Float.infinity
        for p in shapes.points {
            x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
        use(texture, x0 - pad, y0 - pad, x1 + pad, y1 + pad)
    }

    /// Sets a texture's filtering. SDL reads the scale mode when its queued commands execute,
    /// so changing it would also change earlier draws of this frame (docs/SDLNotes.md §2.3): flush
    /// our batch and SDL's queue first.
    func setScaleMode(_ texture: OpaquePointer, _ mode: SDL_ScaleMode) {
        if batch.scaleModes[texture] == mode { return }
        flush()
        SDL_RenderFlush(renderer)
        SDL_SetTextureScaleMode(texture, mode)
        batch.scaleModes[texture] = mode
    }

    /// Gives SDL the current clip (an empty clip clips everything, not nothing).
    func applyClip() {
        var r = clip
        if r.w <= 0 || r.h <= 0 {
            // SDL treats an empty clip rect as "no clipping"; clip to an off-canvas pixel instead.
            r = SDL_Rect(x: -2, y: -2, w: 1, h: 1)
        }
        SDL_RenderSetClipRect(renderer, &r)
    }

    /// Makes `r` the clip, flushing what was queued under the old one.
    func setClip(_ r: SDL_Rect) {
        if r.x == clip.x && r.y == clip.y && r.w == clip.w && r.h == clip.h { return }
        flush()
        clip = r
        applyClip()
    }

    /// The overlap of two pixel rectangles (empty when they do not meet).
    func intersect(_ a: SDL_Rect, _ b: SDL_Rect) -> SDL_Rect {
        let x0 = max(a.x, b.x), y0 = max(a.y, b.y)
        let x1 = min(a.x + a.w, b.x + b.w), y1 = min(a.y + a.h, b.y + b.h)
        return SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0))
    }

    /// The whole-pixel rectangle covering `r` (clamped so huge values cannot overflow).
    func pixelRect(_ r: CGRect) -> SDL_Rect {
        guard !r.isNull, r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else {
            return SDL_Rect(x: 0, y: 0, w: 0, h: 0)
        }
        let lim: CGFloat = 16_777_216
        let x0 = max(-lim, min(lim, r.minX.rounded(.down))), y0 = max(-lim, min(lim, r.minY.rounded(.down)))
        let x1 = max(-lim, min(lim, r.maxX.rounded(.up))), y1 = max(-lim, min(lim, r.maxY.rounded(.up)))
        return SDL_Rect(
            x: Int32(checked: x0), y: Int32(checked: y0), w: Int32(checked: max(0, x1 - x0)), h: Int32(checked: max(0, y1 - y0)))
    }

    /// Whether `r` (pixels) touches the current clip.
    func visible(_ r: CGRect) -> Bool {
        guard !r.isNull else { return false }
        return r.maxX > CGFloat(clip.x) && r.minX < CGFloat(clip.x + clip.w) && r.maxY > CGFloat(clip.y)
            && r.minY < CGFloat(clip.y + clip.h)
    }

    /// `c` with its opacity scaled by `alpha`, as SDL's 8-bit colour.
    func sdlColor(_ c: Color.Resolved, alpha: Float = 1) -> SDL_Color {
        var c = c
        c.opacity *= alpha
        let v = c.rgba8
        return SDL_Color(r: v.r, g: v.g, b: v.b, a: v.a)
    }

    /// Whether the transform keeps rectangles axis-aligned (no rotation or skew).
    var isAxisAligned: Bool { abs(transform.b) < 1e-9 && abs(transform.c) < 1e-9 }
    /// Whether the transform only moves (no rotation, skew or scale).
    var isTranslationOnly: Bool { isAxisAligned && abs(transform.a - 1) < 1e-9 && abs(transform.d - 1) < 1e-9 }

    /// The point (x, y) through the transform, in the target's pixels.
    @inline(__always)
    func apply(_ x: CGFloat, _ y: CGFloat) -> SIMD2<Float> {
        let t = transform
        return SIMD2(Float(t.a * x + t.c * y + t.tx), Float(t.b * x + t.d * y + t.ty))
    }

    /// Logs a drawing problem once per key.
    func warnOnce(_ key: String, _ message: String) {
        log.warnOnce(key, message)
    }
}
