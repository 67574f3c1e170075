import Foundation
import Tessera
import TesseraCSDL2

/// Layer effects (`pushEffect` … `popEffect`): colour matrices, masks, blurs and blend modes.
///
/// The group is drawn into an offscreen layer like an opacity group; at its end the layer's
/// pixels are read back and processed on the CPU (colour matrix, mask alpha, the blur of
/// `ColorBoxBlur`), then drawn back as one texture: with the normal blend mode by SDL's BLEND,
/// which every renderer has; with another mode the pixels beneath are read too and blended
/// with the mode's formula, so every `BlendMode` draws the same on the software renderer and
/// on OpenGL. A colour effect over a single flat colour (a filled or stroked shape, a text
/// run) needs no layer: its colour is transformed and drawn directly, which is exact.
extension LayerCompositor {
    /// The widest blur drawn, in pixels of standard deviation: the blur spreads content this
    /// far past itself, and further is out of sight anyway.
    static let maximumEffectBlur: Float = 512

    /// Opens an effect group; returns the index of the last operation consumed.
    func pushEffect(_ effect: LayerEffect, at i: Int, ops: [DisplayOperation], glyphs: [PositionedGlyph], in context: DrawContext) -> Int {
        guard effect.isFinite else { context.stats.skippedOperations += 1; return context.skipGroup(at: i) }
        var effect = effect
        // Colour effects directly inside this one (`.saturation(0).contrast(2)`) fold into one
        // matrix: the inner one applies first.
        var last = i
        if !effect.masked {
            while last + 1 < ops.count, case .pushEffect(let inner) = ops[last + 1], inner.isColorOnly, inner.isFinite,
                context.groups.ends[last] < ops.count, context.groups.ends[last + 1] + 1 == context.groups.ends[last],
                let m = inner.colorMatrix
            {
                effect.colorMatrix = effect.colorMatrix.map { m.followed(by: $0) } ?? m
                last += 1
            }
        }
        let folded = last - i
        let end = context.groups.ends[last]
        if effect.isColorOnly, let m = effect.colorMatrix, end == last + 2, end < ops.count,
            drawFlatColor(ops[last + 1], matrix: m, glyphs: glyphs, in: context)
        {
            return context.skipGroup(at: i)
        }
        let region = effectRegion(effect, at: i, ops: ops, glyphs: glyphs, in: context)
        guard region.w > 0, region.h > 0 else { return context.skipGroup(at: i) }
        if effect.colorMatrix == nil, effect.blurRadius <= 0, effect.blendMode == .normal, !effect.masked {
            // A compositing group: a layer of its own only when a blend mode inside must not
            // reach what lies beneath it; composited as an opacity group, without reading back.
            let blends = ops[(i + 1)..<min(context.groups.ends[i], ops.count)].contains {
                if case .pushEffect(let inner) = $0 { inner.blendMode != .normal } else { false }
            }
            if blends, let layer = beginLayer(region, in: context) {
                context.groups.append(.opacity(layer, 1))
            } else {
                context.groups.append(.plain)
            }
            return i
        }
        let key = effect.blendMode == .normal ? cacheKey(effect, region: region, from: last, ops: ops, glyphs: glyphs, in: context) : nil
        if let key, let cached = effectCache.entry(key) {
            context.stats.effectsReused += 1
            drawEffectPixels(cached.pixels, at: cached.rect, replacing: false, in: context)
            return context.skipGroup(at: i)
        }
        if let layer = beginLayer(region, in: context) {
            context.groups.append(.effect(layer, effect, mask: nil, key: key))
        } else {
            // No layer (texture creation failed, logged): the content draws without the effect.
            context.groups.append(.plain)
        }
        for _ in 0..<folded { context.groups.append(.plain) }
        return last
    }

    /// Draws a lone flat-colour operation with its colour transformed; `false` when the
    /// operation is not one or the matrix would not be exact on it (it reads or writes alpha
    /// from colour, so antialiased edges would differ from the layer's).
    private func drawFlatColor(_ op: DisplayOperation, matrix m: ColorMatrix, glyphs: [PositionedGlyph], in context: DrawContext) -> Bool {
        guard m.alpha.x == 0, m.alpha.y == 0, m.alpha.z == 0, m.offset.w == 0, m.red.w == 0, m.green.w == 0, m.blue.w == 0 else {
            return false
        }
        switch op {
        case .fill(let shape, .color(let c)):
            context.fill(shape, m.apply(c))
        case .stroke(let shape, .color(let c), let style):
            context.stroke(shape, m.apply(c), style)
        case .text(var run):
            run.color = m.apply(run.color)
            context.drawText(run, glyphs)
        default:
            return false
        }
        return true
    }

    /// The pixels an effect's layer covers: its content's bounds grown by the blur's reach
    /// (an opaque blur: the view's frame), within the clip grown by that reach and the canvas.
    private func effectRegion(
        _ effect: LayerEffect, at i: Int, ops: [DisplayOperation], glyphs: [PositionedGlyph], in context: DrawContext
    ) -> SDL_Rect {
        let sigma = min(Float(max(0, effect.blurRadius)), Self.maximumEffectBlur)
        let reach = sigma > 0 ? Int32((sigma * 3).rounded(.up)) + 1 : 0
        let canvas = SDL_Rect(x: 0, y: 0, w: context.output.width, h: context.output.height)
        let content: SDL_Rect
        if effect.opaqueBlur && effect.blurRadius > 0 {
            content = context.pixelRect(effect.bounds.applying(context.transform))
            return context.intersect(context.intersect(content, context.clip), canvas)
        }
        content = context.groupRegion(ops, from: i, glyphs: glyphs, margin: 0, clipped: false)
        guard content.w > 0, content.h > 0 else { return SDL_Rect() }
        let grown = SDL_Rect(x: content.x - reach, y: content.y - reach, w: content.w + 2 * reach, h: content.h + 2 * reach)
        // Content outside the clip may blur into it: keep it within the blur's reach.
        let reachableClip = SDL_Rect(
            x: context.clip.x - reach, y: context.clip.y - reach, w: context.clip.w + 2 * reach, h: context.clip.h + 2 * reach)
        return context.intersect(context.intersect(grown, reachableClip), canvas)
    }

    /// Opens the mask of the effect group around it: drawn into a layer of its own.
    func pushMask(at i: Int, in context: DrawContext) -> Int {
        guard case .effect(let outer, let effect, _, _)? = context.groups.last, effect.masked,
            let layer = beginLayer(outer.region, in: context)
        else {
            // A mask outside a masked effect (a malformed list), or no layer: not drawn.
            return context.skipGroup(at: i)
        }
        context.groups.append(.mask(layer))
        return i
    }

    /// Closes a mask: its alpha goes to the effect group around it.
    func finishMask(_ layer: OffscreenLayer, in context: DrawContext) {
        context.flush()
        let pixels = readPixels(layer.region, in: context)
        endLayer(layer, in: context)
        guard case .effect(let outer, let effect, _, let key)? = context.groups.last else { return }
        var alpha = [Float](repeating: 0, count: pixels.count)
        for k in pixels.indices { alpha[k] = Float(pixels[k] >> 24) / 255 }
        context.groups.replaceLast(with: .effect(outer, effect, mask: alpha, key: key))
    }

    /// Closes an effect group: processes its layer's pixels and draws them with the effect.
    func finishEffect(_ layer: OffscreenLayer, _ effect: LayerEffect, mask: [Float]?, key: Int?, in context: DrawContext) {
        context.flush()
        let region = layer.region
        let raw = readPixels(region, in: context)
        endLayer(layer, in: context)
        let w = Int(region.w), h = Int(region.h)
        guard raw.count == w * h, w > 0, h > 0 else { return }
        context.stats.readBacks += 1
        var cells = [SIMD4<Float>](repeating: .zero, count: w * h)
        for k in raw.indices { cells[k] = Self.cell(raw[k]) }
        if let m = effect.colorMatrix {
            for k in cells.indices {
                let p = cells[k]
                let straight = p.w > 0 ? SIMD4(p.x / p.w, p.y / p.w, p.z / p.w, p.w) : .zero
                let c = m.apply(straight)
                cells[k] = SIMD4(c.x * c.w, c.y * c.w, c.z * c.w, c.w)
            }
        }
        if effect.masked {
            // A mask that drew nothing (or could not be drawn) hides everything.
            if let mask, mask.count == cells.count {
                for k in cells.indices { cells[k] *= mask[k] }
            } else {
                return
            }
        }
        let sigma = min(Float(max(0, effect.blurRadius)), Self.maximumEffectBlur)
        if sigma > 0 {
            context.stats.blurPasses += 1
            if effect.opaqueBlur {
                blurClampingEdges(&cells, width: w, height: h, sigma: sigma)
            } else {
                effectBlur.blur(&cells, width: w, height: h, sigma: sigma)
            }
        }
        var target = region
        var out = [UInt32](repeating: 0, count: w * h)
        if effect.blendMode == .normal {
            for k in cells.indices { out[k] = Self.straightPixel(cells[k]) }
        } else {
            // Only what the clip shows is read and written back.
            target = context.intersect(region, context.clip)
            guard target.w > 0, target.h > 0 else { return }
            let beneath = readPixels(target, in: context)
            guard beneath.count == Int(target.w) * Int(target.h) else { return }
            context.stats.readBacks += 1
            let tw = Int(target.w), dx = Int(target.x - region.x), dy = Int(target.y - region.y)
            out = [UInt32](repeating: 0, count: beneath.count)
            for y in 0..<Int(target.h) {
                for x in 0..<tw {
                    let s = cells[(y + dy) * w + x + dx], d = Self.cell(beneath[y * tw + x])
                    out[y * tw + x] = Self.premultipliedPixel(effect.blendMode.composite(s, over: d))
                }
            }
        }
        drawEffectPixels(out, at: target, replacing: effect.blendMode != .normal, in: context)
        if let key { effectCache.store(key, pixels: out, rect: target) }
    }

    /// The key of an effect group's processed pixels: everything they depend on (its
    /// operations and glyphs, the effect, its region, the transform and the clip); nil when
    /// the group cannot be kept (a material or a shadow inside depends on more than that).
    private func cacheKey(
        _ effect: LayerEffect, region: SDL_Rect, from last: Int, ops: [DisplayOperation], glyphs: [PositionedGlyph], in context: DrawContext
    )
        -> Int?
    {
        var h = Hasher()
        h.combine(effect)
        h.combine(region.x); h.combine(region.y); h.combine(region.w); h.combine(region.h)
        h.combine(context.clip.x); h.combine(context.clip.y); h.combine(context.clip.w); h.combine(context.clip.h)
        h.combine(context.transform.a); h.combine(context.transform.b); h.combine(context.transform.c)
        h.combine(context.transform.d); h.combine(context.transform.tx); h.combine(context.transform.ty)
        let end = min(context.groups.ends[last], ops.count)
        for k in (last + 1)..<max(last + 1, end) {
            switch ops[k] {
            case .backdrop, .fill(_, .material), .pushShadow, .pushCachedLayer:
                return nil
            case .text(let run):
                h.combine(ops[k])
                let lo = max(0, min(run.glyphs.lowerBound, glyphs.count)), hi = max(lo, min(run.glyphs.upperBound, glyphs.count))
                for g in glyphs[lo..<hi] { h.combine(g) }
            default:
                h.combine(ops[k])
            }
        }
        return h.finalize()
    }

    /// An opaque blur: the content's edge pixels repeat past its edges, so the result keeps
    /// full alpha up to them.
    private func blurClampingEdges(_ cells: inout [SIMD4<Float>], width w: Int, height h: Int, sigma: Float) {
        // Past the content's size the blur is as flat as it gets: a wider one only costs time.
        let sigma = min(sigma, Float(max(w, h)))
        let pad = Int((sigma * 3).rounded(.up)) + 1
        let pw = w + 2 * pad, ph = h + 2 * pad
        guard pw <= 16_384, ph <= 16_384 else { return }
        var padded = [SIMD4<Float>](repeating: .zero, count: pw * ph)
        for y in 0..<ph {
            let sy = min(max(y - pad, 0), h - 1)
            for x in 0..<pw { padded[y * pw + x] = cells[sy * w + min(max(x - pad, 0), w - 1)] }
        }
        effectBlur.blur(&padded, width: pw, height: ph, sigma: sigma, needed: (pad..<(pad + w), pad..<(pad + h)))
        for y in 0..<h {
            for x in 0..<w { cells[y * w + x] = padded[(y + pad) * pw + x + pad] }
        }
    }

    /// Reads `region` of the current target as ARGB8888 (empty on failure).
    private func readPixels(_ region: SDL_Rect, in context: DrawContext) -> [UInt32] {
        var pixels = [UInt32](repeating: 0, count: Int(region.w) * Int(region.h))
        var r = region
        let ok = pixels.withUnsafeMutableBytes {
            SDL_RenderReadPixels(context.renderer, &r, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, region.w * 4) == 0
        }
        return ok ? pixels : []
    }

    /// A premultiplied ARGB8888 pixel as components in 0...1.
    @inline(__always)
    private static func cell(_ p: UInt32) -> SIMD4<Float> {
        SIMD4(Float((p >> 16) & 0xFF), Float((p >> 8) & 0xFF), Float(p & 0xFF), Float(p >> 24)) / 255
    }

    /// Premultiplied components as a straight-alpha ARGB8888 pixel (for SDL's BLEND).
    @inline(__always)
    private static func straightPixel(_ c: SIMD4<Float>) -> UInt32 {
        guard c.w > 0.5 / 255 else { return 0 }
        return premultipliedPixel(SIMD4(c.x / c.w, c.y / c.w, c.z / c.w, c.w))
    }

    /// Components in 0...1 as an ARGB8888 pixel, rounded.
    @inline(__always)
    private static func premultipliedPixel(_ c: SIMD4<Float>) -> UInt32 {
        func b(_ v: Float) -> UInt32 { v.isFinite ? UInt32(max(0, min(255, v * 255 + 0.5))) : 0 }
        return b(c.w) << 24 | b(c.x) << 16 | b(c.y) << 8 | b(c.z)
    }

    /// Draws processed pixels at `rect`: blended over the target, or (`replacing`) written as
    /// they are, already blended with what was beneath.
    private func drawEffectPixels(_ pixels: [UInt32], at rect: SDL_Rect, replacing: Bool, in context: DrawContext) {
        guard let texture = effectTexture(width: rect.w, height: rect.h, in: context) else { return }
        var source = SDL_Rect(x: 0, y: 0, w: rect.w, h: rect.h)
        var destination = rect
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(texture, &source, $0.baseAddress, rect.w * 4) }
        context.setScaleMode(texture, SDL_ScaleModeNearest)
        SDL_SetTextureBlendMode(texture, replacing ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_RenderCopy(context.renderer, texture, &source, &destination)
        context.stats.drawCalls += 1
    }

    /// The streaming texture effects are drawn back from, at least `width × height`; grown
    /// (never per frame once large enough).
    private func effectTexture(width: Int32, height: Int32, in context: DrawContext) -> OpaquePointer? {
        if let t = effectPixels, t.width >= width, t.height >= height { return t.texture }
        let w = max(width, effectPixels?.width ?? 0, 64), h = max(height, effectPixels?.height ?? 0, 64)
        if let old = effectPixels {
            SDL_RenderFlush(context.renderer)
            context.batch.scaleModes.removeValue(forKey: old.texture)
            SDL_DestroyTexture(old.texture)
            effectPixels = nil
        }
        guard
            let t = SDL_CreateTexture(
                context.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), w, h)
        else {
            context.warnOnce("effect-texture", "could not create an effect texture: \(SDLError.current("SDL_CreateTexture").message)")
            return nil
        }
        effectTexturesCreated += 1
        effectPixels = (t, w, h)
        return t
    }
}
