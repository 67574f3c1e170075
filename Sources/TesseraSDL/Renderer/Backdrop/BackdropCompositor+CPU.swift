import Foundation
import Tessera
import TesseraCSDL2

extension BackdropCompositor {
    // MARK: Backdrops (translucent materials)

    /// The widest backdrop blur, in pixels (docs/Robustness.md, "Renderer"); wider radii are lowered.
    static let maximumRadius: CGFloat = 1024

    /// Draws a backdrop: what is beneath `effect.shape` in this frame, blurred, saturated, tinted
    /// and clipped to the shape with an anti-aliased edge (docs/SDLNotes.md, "Backdrop blur").
    ///
    /// The pixels beneath are read from the render target (the root target when the backdrop is
    /// inside a group's layer, so it still sees the scene), blurred on the CPU at reduced
    /// resolution and kept in a per-ordinal slot texture; a later frame whose pixels, geometry
    /// and effect hash the same draws the slot again without blurring. On a GPU renderer the
    /// blur runs in render targets instead (`drawOnGPU`). Offscreen layers come from `layers`;
    /// a within-window material has `content` draw the HUD beneath it again.
    func draw(
        _ effect: BackdropEffect, at i: Int, ops: [DisplayOperation], glyphs: [PositionedGlyph], in context: DrawContext,
        layers: LayerCompositor, content: some NestedContentDrawing
    ) {
        guard effect.shape.isFinite, effect.saturation.isFinite, effect.opacity.isFinite, effect.tint.isFinite else {
            context.stats.skippedOperations += 1
            return
        }
        let slot = slots.nextSlot()
        let shapeBounds = effect.shape.bounds
        guard effect.opacity > 0.001, shapeBounds.width > 0, shapeBounds.height > 0 else { return }
        context.stats.backdrops += 1
        if context.isRedrawingHUD {
            // Inside a within-window backdrop's redraw of the HUD beneath it: nested effects show
            // their last blur rather than starting a redraw of their own.
            drawSlot(slot, in: context)
            return
        }
        // A shape far larger than the canvas (a 1e9-point capsule) would flatten into millions of
        // points; at that size its visible part is its bounds (docs/Robustness.md, "Materials").
        let limit = CGFloat(4 * max(context.output.width, context.output.height) + 4096)
        let drawnShape = shapeBounds.width > limit || shapeBounds.height > limit ? DisplayShape.rect(shapeBounds) : effect.shape
        var polygons: [[SIMD2<Float>]] = []
        for c in context.shapes.contours(of: drawnShape) where c.points.count >= 3 {
            context.transformed(c.points)
            polygons.append(context.shapes.points)
        }
        guard !polygons.isEmpty else { return }
        let canvas = SDL_Rect(x: 0, y: 0, w: context.output.width, h: context.output.height)
        let bounds = context.pixelRect(effect.shape.bounds.insetBy(dx: -1, dy: -1).applying(context.transform))
        let region = context.intersect(context.intersect(context.clip, canvas), bounds)
        guard region.w > 0, region.h > 0 else { return }
        guard budget.admit(area: Int(region.w) * Int(region.h), canvasPixels: Int(context.output.width) * Int(context.output.height)) else {
            context.stats.backdropsOverBudget += 1
            context.warnOnce(
                "backdrop-budget",
                "more blurred materials in one frame than RenderLimits allows (\(RenderLimits.current.maximumBlurredBackdropsPerFrame) backdrops, \(RenderLimits.current.maximumBlurredBackdropCanvases) canvases of pixels); the rest are drawn in their plain tint"
            )
            context.fill(effect.shape, effect.tint)
            return
        }

        // The radius in canvas pixels (the transform's mean scale); NaN draws no blur.
        let t = context.transform
        let scale = abs(t.a * t.d - t.b * t.c).squareRoot()
        var radius = effect.blurRadius * scale
        if !(radius >= 0) { radius = 0 }
        radius = min(radius, Self.maximumRadius)
        let sigma = Float(radius) / 2
        let margin = Int32(checked: (sigma * 3).rounded(.up)) + 4
        let sample = context.intersect(
            canvas, SDL_Rect(x: region.x - margin, y: region.y - margin, w: region.w + 2 * margin, h: region.h + 2 * margin))

        if drawOnGPU(effect, region: region, sample: sample, polygons: polygons, sigma: sigma, in: context, layers: layers) { return }
        var scene: BackdropBlur.WithinWindowSample?
        let source: [UInt32]?
        if effect.behindWindow {
            source = behindWindowPixels(sample, in: context, layers: layers)
        } else {
            source = withinWindowPixels(sample, before: i, ops: ops, glyphs: glyphs, in: context, layers: layers, content: content)
            if let before = sceneBeforeHUD { scene = .init(pixels: before.pixels, width: Int(context.output.width)) }
        }
        guard let pixels = source else {
            // Nothing could be read (logged): the material's tint keeps the panel readable.
            context.fill(effect.shape, effect.tint)
            return
        }
        var hasher = Hasher()
        hasher.combine(effect)
        hasher.combine(sample.x); hasher.combine(sample.y); hasher.combine(sample.w); hasher.combine(sample.h)
        hasher.combine(region.x); hasher.combine(region.y); hasher.combine(region.w); hasher.combine(region.h)
        hasher.combine(t.a); hasher.combine(t.b); hasher.combine(t.c); hasher.combine(t.d); hasher.combine(t.tx); hasher.combine(t.ty)
        // The blur depends on the reduced grid only: hashing it costs 1/16 of the pixels.
        cpuBlur.reduce(pixels, x: Int(sample.x), y: Int(sample.y), w: Int(sample.w), h: Int(sample.h), sigma: sigma)
        hasher.combine(cpuBlur.reducedHash)
        if scene != nil { hasher.combine(sceneBeforeHUD?.hash) }
        let hash = hasher.finalize()

        if slots.holds(slot, hash: hash) {
            context.stats.backdropsReused += 1
        } else {
            cpuBlur.blurReduced(reading: (Int(region.x), Int(region.y), Int(region.w), Int(region.h)))
            context.stats.blurPasses += cpuBlur.passes
            // The shape's coverage, kept with the shaped clips' (a panel over a moving scene
            // re-blurs every frame; its shape stays).
            let key = ClipCoverageKey(shape: drawnShape, transform: t, x: region.x, y: region.y, w: region.w, h: region.h)
            let coverage = context.shapes.coverage(key, of: polygons)
            let tint = SIMD4(effect.tint.red, effect.tint.green, effect.tint.blue, effect.tint.opacity)
            let composed = cpuBlur.composed(
                x: Int(region.x), y: Int(region.y), w: Int(region.w), h: Int(region.h), coverage: coverage,
                saturation: Float(effect.saturation), tint: tint, opacity: min(1, effect.opacity), scene: scene)
            context.flush()
            guard slots.store(pixels: composed, width: Int(region.w), height: Int(region.h), rect: region, hash: hash, in: slot)
            else {
                context.warnOnce(
                    "backdrop-texture", "could not create a backdrop texture: \(SDLError.current("SDL_CreateTexture").message)")
                context.fill(effect.shape, effect.tint)
                return
            }
            interiors[slot] =
                cpuBlur.opaqueRuns.map { OpaqueInterior.find(runs: $0) }
                ?? OpaqueInterior.find(in: composed, width: Int(region.w), height: Int(region.h))
        }
        drawSlot(slot, in: context)
    }

    /// Draws a backdrop slot's texture 1:1 at its place: its opaque block as a plain copy, the
    /// rest alpha-blended.
    func drawSlot(_ slot: Int, in context: DrawContext) {
        let s = slots.slots[slot]
        guard let texture = s.texture else { return }
        context.setScaleMode(texture, SDL_ScaleModeNearest)
        if let interior = interiors[slot] {
            context.flush()
            SDL_SetTextureColorMod(texture, 255, 255, 255)
            SDL_SetTextureAlphaMod(texture, 255)
            func copy(_ part: (x: Int, y: Int, w: Int, h: Int)) {
                var from = SDL_Rect(x: Int32(part.x), y: Int32(part.y), w: Int32(part.w), h: Int32(part.h))
                var to = SDL_Rect(x: s.rect.x + from.x, y: s.rect.y + from.y, w: from.w, h: from.h)
                SDL_RenderCopy(context.renderer, texture, &from, &to)
                context.stats.drawCalls += 1
            }
            // SDL records the blend mode with each queued copy.
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
            copy((interior.x, interior.y, interior.width, interior.height))
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
            for part in interior.frame(width: s.size.w, height: s.size.h) { copy(part) }
            return
        }
        let bias = context.traits.texelBias
        context.quad(
            texture, x: Float(s.rect.x), y: Float(s.rect.y), w: Float(s.size.w), h: Float(s.size.h),
            u0: bias / Float(s.capacity.w), v0: bias / Float(s.capacity.h),
            u1: (Float(s.size.w) + bias) / Float(s.capacity.w), v1: (Float(s.size.h) + bias) / Float(s.capacity.h),
            color: SDL_Color(r: 255, g: 255, b: 255, a: 255), transformed: false)
    }

    /// Everything drawn beneath so far in the frame: the current target's pixels, or the root
    /// target's when a group's layer is open (the layer holds only the group's own drawing).
    func behindWindowPixels(_ r: SDL_Rect, in context: DrawContext, layers: LayerCompositor) -> [UInt32]? {
        context.flush()
        let current = SDL_GetRenderTarget(context.renderer)
        let source = layers.hasOpenLayer ? context.output.rootTarget : current
        if source != current { SDL_SetRenderTarget(context.renderer, source) }
        let pixels = readBack(r, in: context)
        if source != current {
            SDL_SetRenderTarget(context.renderer, current)
            context.applyClip()
        }
        return pixels
    }

    /// The HUD's own drawing beneath operation `i` ("within window"): the operations before it
    /// drawn again into a cleared layer, then read.
    func withinWindowPixels(
        _ r: SDL_Rect, before i: Int, ops: [DisplayOperation], glyphs: [PositionedGlyph], in context: DrawContext,
        layers: LayerCompositor, content: some NestedContentDrawing
    ) -> [UInt32]? {
        guard let layer = layers.beginLayer(r, in: context) else { return nil }
        // The operations before `i` are drawn again from the first: they take the ordinals they
        // took earlier in this frame, so nested effects find their own slots.
        content.redrawHUD(ops, before: i, glyphs: glyphs)
        context.flush()
        let pixels = readBack(r, in: context)
        layers.endLayer(layer, in: context)
        return pixels
    }

    /// Reads the target before the HUD draws when `ops` hold a within-window material, whose
    /// blurred HUD is laid over this unblurred scene (one read-back of the canvas per frame).
    func captureSceneBeforeHUD(_ ops: [DisplayOperation], in context: DrawContext) {
        sceneBeforeHUD = nil
        let needed = ops.contains {
            switch $0 {
            case .backdrop(let b): !b.behindWindow
            case .fill(_, .material(let m)): !m.behindWindow
            default: false
            }
        }
        guard needed, context.output.width > 0, context.output.height > 0,
            let pixels = readBack(SDL_Rect(x: 0, y: 0, w: context.output.width, h: context.output.height), in: context)
        else {
            return
        }
        var hasher = Hasher()
        pixels.withUnsafeBytes { hasher.combine(bytes: $0) }
        sceneBeforeHUD = (pixels, hasher.finalize())
    }

    /// Reads `r` of the current target as ARGB8888 (counted in `readBacks`).
    func readBack(_ r: SDL_Rect, in context: DrawContext) -> [UInt32]? {
        SDL_RenderFlush(context.renderer)
        var rect = r
        var ok = false
        // Not cleared first: SDL writes every pixel (or fails, and the array is empty).
        let pixels = [UInt32](unsafeUninitializedCapacity: Int(r.w) * Int(r.h)) { buffer, count in
            ok = SDL_RenderReadPixels(context.renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress, r.w * 4) == 0
            count = ok ? buffer.count : 0
        }
        context.stats.readBacks += 1
        guard ok else {
            context.warnOnce("backdrop-read", "could not read the backdrop: \(SDLError.current("SDL_RenderReadPixels").message)")
            return nil
        }
        return pixels
    }
}
