import Foundation
import Tessera
import TesseraCSDL2

/// Drop shadows (`ShadowCompositor`): a group's content drawn once into a layer, its alpha
/// blurred into the group's slot, and the slot drawn beneath the content in later frames while
/// the content hashes the same.
extension ShadowCompositor {
    /// Opens the shadow group at `i`: draws its shadow (blurring the content into the slot when
    /// the content changed); the content itself follows in the main loop. The content is drawn
    /// into one of `layers`' offscreen layers by `content`.
    func push(
        _ style: ShadowStyle, at i: Int, ops: [DisplayOperation], glyphs: [PositionedGlyph], in context: DrawContext,
        layers: LayerCompositor, content: some NestedContentDrawing
    ) {
        let ordinal = cache.nextSlot()
        // A blur wider than `ShadowCompositor.maximumRadius` spreads the shadow too thin to see: not drawn.
        guard style.radius.isFinite, style.radius <= ShadowCompositor.maximumRadius, style.offset.width.isFinite,
            style.offset.height.isFinite,
            style.color.opacity > 0
        else {
            if !(style.radius.isFinite && style.offset.width.isFinite && style.offset.height.isFinite) {
                context.stats.skippedOperations += 1
            }
            context.groups.append(.plain)
            return
        }
        if drawTextShadow(style, at: i, ops: ops, glyphs: glyphs, in: context) {
            context.groups.append(.plain)
            return
        }
        if context.isRedrawingHUD {
            // The HUD beneath a within-window backdrop, drawn again: a shadow shows the blur it
            // got earlier in this frame. Its region here is clipped to the panel, and blurring
            // that would replace the slot's blur with a different one every frame.
            if cache.wasDrawnThisFrame(ordinal) { drawShadow(ordinal, style, in: context) }
            context.groups.append(.plain)
            return
        }
        let region = context.groupRegion(ops, from: i, glyphs: glyphs, margin: 0)
        // The region is the content's bounds within the clip (a shadow falling in from content
        // outside the clip is not drawn).
        guard region.w > 0, region.h > 0 else { context.groups.append(.plain); return }
        let pad = ShadowCompositor.padding(style)
        guard cache.fits(width: Int(region.w) + 2 * pad, height: Int(region.h) + 2 * pad, in: ordinal) else {
            context.stats.shadowsOverBudget += 1
            context.warnOnce(
                "shadow-budget",
                "drop shadows over the \(cache.pixelBudget)-pixel budget (RenderLimits.maximumShadowPixels) are not drawn")
            context.groups.append(.plain)
            return
        }
        var hasher = Hasher()
        hasher.combine(style)
        hasher.combine(region.x); hasher.combine(region.y); hasher.combine(region.w); hasher.combine(region.h)
        hasher.combine(context.transform.a); hasher.combine(context.transform.b); hasher.combine(context.transform.c)
        hasher.combine(context.transform.d); hasher.combine(context.transform.tx); hasher.combine(context.transform.ty)
        let end = min(context.groups.ends[i], ops.count)
        for k in (i + 1)..<max(i + 1, end) {
            hasher.combine(ops[k])
            if case .text(let run) = ops[k] {
                let lo = max(0, min(run.glyphs.lowerBound, glyphs.count)), hi = max(lo, min(run.glyphs.upperBound, glyphs.count))
                for g in glyphs[lo..<hi] { hasher.combine(g) }
            }
        }
        let hash = hasher.finalize()
        if !cache.holds(ordinal, hash: hash) {
            // New or changed content: draw it into a layer once to get its alpha, blur that into
            // the slot's texture. Nested shadows keep the ordinals they get in the main pass.
            if let layer = layers.beginLayer(region, in: context) {
                let after = cache.ordinals
                content.drawContent(ops, (i + 1)..<max(i + 1, end), glyphs: glyphs)
                cache.ordinals = after
                finishShadow(layer, style, slot: ordinal, hash: hash, in: context, layers: layers)
            }
        }
        // The shadow, then the content drawn directly by the main loop — the same pixels whether
        // the shadow was just blurred or came from the cache.
        drawShadow(ordinal, style, in: context)
        context.groups.append(.plain)
    }

    /// The shadow of a group holding only text, unrotated: each glyph run drawn once more in the
    /// shadow's color from the atlas's blurred glyphs — no layer, no per-frame blur, and a
    /// changing score or timer creates no texture. Returns `false` for any other group.
    func drawTextShadow(
        _ style: ShadowStyle, at i: Int, ops: [DisplayOperation], glyphs: [PositionedGlyph], in context: DrawContext
    ) -> Bool {
        guard context.isTranslationOnly, style.radius <= 64 else { return false }
        let end = min(context.groups.ends[i], ops.count)
        guard end > i + 1 else { return false }
        for k in (i + 1)..<end {
            guard case .text = ops[k] else { return false }
        }
        for k in (i + 1)..<end {
            if case .text(let run) = ops[k] { context.drawText(run, glyphs, shadow: style) }
        }
        return true
    }

    /// Reads the layer's alpha, blurs it into the slot's texture and leaves the layer.
    func finishShadow(_ layer: OffscreenLayer, _ style: ShadowStyle, slot: Int, hash: Int, in context: DrawContext, layers: LayerCompositor)
    {
        context.flush()
        context.stats.shadowBlurs += 1
        let region = layer.region
        let sigma = Float(max(0, style.radius)) / 2
        let pad = ShadowCompositor.padding(style)
        let w = Int(region.w) + 2 * pad, h = Int(region.h) + 2 * pad
        // Read the content's alpha while the layer is still the target.
        var argb = [UInt32](repeating: 0, count: Int(region.w) * Int(region.h))
        var r = region
        let ok = argb.withUnsafeMutableBytes {
            SDL_RenderReadPixels(context.renderer, &r, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, region.w * 4) == 0
        }
        layers.endLayer(layer, in: context)
        guard ok && w <= 8192 && h <= 8192 else { return }
        var alpha = [Float](repeating: 0, count: w * h)
        for y in 0..<Int(region.h) {
            for x in 0..<Int(region.w) {
                alpha[(y + pad) * w + x + pad] = Float(argb[y * Int(region.w) + x] >> 24)
            }
        }
        ShadowBlur.blurReduced(&alpha, width: w, height: h, sigma: sigma)
        let rect = SDL_Rect(x: region.x - Int32(pad), y: region.y - Int32(pad), w: Int32(w), h: Int32(h))
        if !cache.store(alpha, width: w, height: h, rect: rect, hash: hash, in: slot) {
            context.warnOnce("shadow-texture", "could not create a shadow texture: \(SDLError.current("SDL_CreateTexture").message)")
        }
    }

    func drawShadow(_ slot: Int, _ style: ShadowStyle, in context: DrawContext) {
        let s = cache.slots[slot]
        guard let t = s.texture else { return }
        cache.markDrawn(slot)
        context.setScaleMode(t, SDL_ScaleModeNearest)
        let x = Float(s.rect.x) + Float(style.offset.width), y = Float(s.rect.y) + Float(style.offset.height)
        let bias = context.traits.texelBias
        context.quad(
            t, x: x.rounded(), y: y.rounded(), w: Float(s.size.w), h: Float(s.size.h),
            u0: bias / Float(s.capacity.w), v0: bias / Float(s.capacity.h),
            u1: (Float(s.size.w) + bias) / Float(s.capacity.w), v1: (Float(s.size.h) + bias) / Float(s.capacity.h),
            color: context.sdlColor(style.color), transformed: false)
    }
}
