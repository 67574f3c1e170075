import Foundation
import Tessera
import TesseraCSDL2

extension BackdropCompositor {
    // MARK: Backdrops on the GPU renderers

    /// Blurs a backdrop without reading pixels back (docs/SDLNotes.md, "Backdrop blur"): the
    /// region beneath is halved with linear-filtered render-target copies down to the CPU path's
    /// reduced resolution (each halving averages 2×2 texels exactly), the last halving also
    /// repeats the edges into padding, the three box passes run as one combined kernel per axis
    /// (weighted, additively blended offset copies), the tint is laid over at reduced size, and
    /// one linear-filtered draw scales the result up straight into the frame through the shape's
    /// feathered edge (non-convex shapes go through a layer and a mask). A frame drawn straight
    /// into the window is sampled from a GPU copy of the region (`BackdropWindowCopy`). Returns
    /// `false` when this path cannot run (the software renderer, a window target the driver
    /// cannot copy from, a radius beyond the padding), and the CPU path draws.
    func drawOnGPU(
        _ effect: BackdropEffect, region: SDL_Rect, sample: SDL_Rect, polygons: [[SIMD2<Float>]], sigma: Float, in context: DrawContext,
        layers: LayerCompositor
    ) -> Bool {
        guard context.traits.blursBackdropsOnGPU, effect.behindWindow else { return false }
        let current = SDL_GetRenderTarget(context.renderer)
        let root = layers.hasOpenLayer ? context.output.rootTarget : current
        guard root != nil || windowCopy.isAvailable else { return false }
        let f = BackdropBlur.factor(sigma: sigma)
        let radii = ShadowBlur.boxRadii(sigma: sigma / Float(f)).filter { $0 > 0 }
        let pad = radii.reduce(0, +) + 1
        guard f <= 4, pad <= BackdropChain.padding, chain.prepare(width: context.output.width, height: context.output.height),
            let add = chain.additiveBlend
        else { return false }
        let low = chain.low
        context.flush()
        SDL_RenderFlush(context.renderer)

        // Cells of the reduced grid covering the sample, and their texels in the low targets.
        let P = BackdropChain.padding
        let cx0 = Int(sample.x) / f, cy0 = Int(sample.y) / f
        let cx1 = (Int(sample.x + sample.w) + f - 1) / f, cy1 = (Int(sample.y + sample.h) + f - 1) / f
        // The frame is the source texture, or it is in the window and the cells' pixels are
        // copied from there on the GPU: at ¼ scale blitted at half size straight into `low[1]`
        // (the copy and the first halving in one pass over a quarter of the pixels), else copied
        // into a texture that holds them upside down.
        var flipHeight: Float?
        var halved = false
        let source: OpaquePointer
        if let root {
            source = root
        } else {
            let cellPixels = SDL_Rect(x: Int32(cx0 * f), y: Int32(cy0 * f), w: Int32((cx1 - cx0) * f), h: Int32((cy1 - cy0) * f))
            let canvas = SDL_Rect(x: 0, y: 0, w: context.output.width, h: context.output.height)
            if current != nil { SDL_SetRenderTarget(context.renderer, nil) }
            let insideCanvas =
                cellPixels.x >= 0 && cellPixels.y >= 0 && cellPixels.x + cellPixels.w <= context.output.width
                && cellPixels.y + cellPixels.h <= context.output.height
            if f == 4, insideCanvas,
                windowCopy.blitHalved(cellPixels, height: context.output.height, into: low[1])
            {
                halved = true
                source = low[1]
            } else if let copied = windowCopy.copy(
                context.intersect(cellPixels, canvas), width: context.output.width, height: context.output.height)
            {
                source = copied
                flipHeight = Float(context.output.height)
            } else {
                context.warnOnce(
                    "backdrop-window-copy", "could not copy the window on the GPU for a blurred material; reading it back instead")
                if current != nil { SDL_SetRenderTarget(context.renderer, current) }
                context.applyClip()
                return false
            }
        }
        var sw: Int32 = 0, sh: Int32 = 0
        guard SDL_QueryTexture(source, nil, nil, &sw, &sh) == 0 else { return false }
        let cells = (x0: Float(cx0 + P), y0: Float(cy0 + P), x1: Float(cx1 + P), y1: Float(cy1 + P))
        let lowSize = (w: Float(context.output.width) + Float(2 * P), h: Float(context.output.height) + Float(2 * P))
        let full = (w: Float(sw), h: Float(sh))
        let F = Float(f)
        let P32 = Float(P)

        // 1. Down to ¹⁄f with linear-filtered halvings: each target pixel samples the corner
        // of a 2×2 block of texels, their exact average (or a copy when f is 1).
        // SDL's GL renderer binds a texture to change its scale mode without telling its
        // bound-texture cache, so a later draw of another texture it believes bound samples the
        // wrong one: scale modes change only before an untextured draw (the clear), which resets
        // that cache (docs/SDLNotes.md, "Backdrop blur").
        // (The window copy and the chain are made linear; the copy is sampled only at texel
        // centres when f is 1.)
        var sourceBlend = SDL_BLENDMODE_BLEND, sourceScale = SDL_ScaleModeNearest
        SDL_GetTextureBlendMode(source, &sourceBlend)
        SDL_GetTextureScaleMode(source, &sourceScale)
        if root != nil { SDL_SetTextureScaleMode(source, f == 1 ? SDL_ScaleModeNearest : SDL_ScaleModeLinear) }
        SDL_SetTextureBlendMode(source, SDL_BLENDMODE_NONE)
        // Source texels of window pixels: the window copy is upside down.
        func texels(_ r: (Float, Float, Float, Float)) -> (Float, Float, Float, Float) {
            guard let h = flipHeight else { return r }
            return (r.0, h - r.1, r.2, h - r.3)
        }
        let sx0 = Float(cx0) * F, sy0 = Float(cy0) * F, sx1 = Float(cx1) * F, sy1 = Float(cy1) * F
        let p = Float(pad)
        let (x0, y0, x1, y1) = cells
        let padded = (x0 - p, y0 - p, x1 + p, y1 + p)
        var clearRect = SDL_Rect(x: Int32(x0 - p), y: Int32(y0 - p), w: Int32(x1 - x0 + 2 * p), h: Int32(y1 - y0 + 2 * p))
        // The last reduction writes the cells into `low[0]` with the edge cells repeated into
        // `pad` texels around, in the same pass: each edge strip samples its edge cell's block
        // at its centre (u or v constant), the average the cell itself gets.
        func reduceSpreadingEdges(
            _ from: OpaquePointer, _ size: (w: Float, h: Float), _ src: (Float, Float, Float, Float),
            _ map: ((Float, Float, Float, Float)) -> (Float, Float, Float, Float) = { $0 }
        ) {
            SDL_SetRenderTarget(context.renderer, low[0])
            clearChainRect(&clearRect, in: context)
            let (a0, b0, a1, b1) = src
            let hs = (a1 - a0) / (x1 - x0) / 2, vs = (b1 - b0) / (y1 - y0) / 2
            let (l, r, t, b) = (a0 + hs, a1 - hs, b0 + vs, b1 - vs)
            gpuCopy(from, size, map(src), cells, 255, in: context)
            gpuCopy(from, size, map((l, b0, l, b1)), (x0 - p, y0, x0, y1), 255, in: context)
            gpuCopy(from, size, map((r, b0, r, b1)), (x1, y0, x1 + p, y1), 255, in: context)
            gpuCopy(from, size, map((a0, t, a1, t)), (x0, y0 - p, x1, y0), 255, in: context)
            gpuCopy(from, size, map((a0, b, a1, b)), (x0, y1, x1, y1 + p), 255, in: context)
            gpuCopy(from, size, map((l, t, l, t)), (x0 - p, y0 - p, x0, y0), 255, in: context)
            gpuCopy(from, size, map((r, t, r, t)), (x1, y0 - p, x1 + p, y0), 255, in: context)
            gpuCopy(from, size, map((l, b, l, b)), (x0 - p, y1, x0, y1 + p), 255, in: context)
            gpuCopy(from, size, map((r, b, r, b)), (x1, y1, x1 + p, y1 + p), 255, in: context)
            SDL_RenderFlush(context.renderer)
        }
        if f == 4 {
            // The first halving goes to the top-left of `low[1]`, free until the blur (already
            // there when blitted from the window).
            if !halved {
                SDL_SetRenderTarget(context.renderer, low[1])
                var r = SDL_Rect(x: Int32(sx0 / 2), y: Int32(sy0 / 2), w: Int32((sx1 - sx0) / 2), h: Int32((sy1 - sy0) / 2))
                clearChainRect(&r, in: context)
                gpuCopy(source, full, texels((sx0, sy0, sx1, sy1)), (sx0 / 2, sy0 / 2, sx1 / 2, sy1 / 2), 255, in: context)
                SDL_RenderFlush(context.renderer)
            }
            SDL_SetTextureBlendMode(low[1], SDL_BLENDMODE_NONE)
            reduceSpreadingEdges(low[1], lowSize, (sx0 / 2, sy0 / 2, sx1 / 2, sy1 / 2))
        } else {
            reduceSpreadingEdges(source, full, (sx0, sy0, sx1, sy1), texels)
        }
        SDL_SetTextureBlendMode(source, sourceBlend)
        if root != nil {
            SDL_SetTextureScaleMode(source, sourceScale)
            context.batch.scaleModes[source] = sourceScale
        }

        // 2. Blur: one pass per axis with the three boxes' combined kernel (the CPU path's
        // result in one rounding instead of three, and two target switches instead of six),
        // or box by box when that kernel is too wide for 8-bit weights. llvmpipe's cost is
        // texels × taps (profiled: its rasteriser threads running the textured, blended copies
        // are nearly all of a blurred GL frame), so neighbouring taps are paired into one
        // linear-filtered tap between them, and with one kernel each pass covers only what the
        // next step reads: the vertical pass the cells under the panel (plus one for the
        // bilinear upsampling), the horizontal pass those columns and `reach` rows more.
        let kernels = Self.blurKernels(radii: radii)
        let under = (
            max(x0 - p, (Float(region.x) / F).rounded(.down) + P32 - 1), max(y0 - p, (Float(region.y) / F).rounded(.down) + P32 - 1),
            min(x1 + p, (Float(region.x + region.w) / F).rounded(.up) + P32 + 1),
            min(y1 + p, (Float(region.y + region.h) / F).rounded(.up) + P32 + 1)
        )
        for weights in kernels {
            let reach = Float(weights.count / 2)
            for horizontal in [true, false] {
                let (from, to) = horizontal ? (low[0], low[1]) : (low[1], low[0])
                let dst =
                    kernels.count > 1
                    ? padded : horizontal ? (under.0, max(y0 - p, under.1 - reach), under.2, min(y1 + p, under.3 + reach)) : under
                SDL_RenderFlush(context.renderer)
                SDL_SetRenderTarget(context.renderer, to)
                var passRect = SDL_Rect(x: Int32(dst.0), y: Int32(dst.1), w: Int32(dst.2 - dst.0), h: Int32(dst.3 - dst.1))
                clearChainRect(&passRect, in: context)
                SDL_SetTextureBlendMode(from, add)
                for (d, w) in Self.linearTaps(weights) {
                    let src = horizontal ? (dst.0 + d, dst.1, dst.2 + d, dst.3) : (dst.0, dst.1 + d, dst.2, dst.3 + d)
                    gpuCopy(from, lowSize, src, dst, w, in: context)
                }
                SDL_RenderFlush(context.renderer)
                SDL_SetTextureBlendMode(from, SDL_BLENDMODE_NONE)
            }
        }
        context.stats.blurPasses += 2 * kernels.count

        // 3. The tint laid over at reduced size (premultiplied "over" is affine per pixel, so it
        // commutes with the upsampling), then one linear-filtered draw of the reduced grid
        // straight into the frame through the shape's feathered edge: the upsampling, the mask
        // and the premultiplied composite in one full-resolution pass.
        let tint = effect.tint.rgba8
        if tint.a > 0 {
            SDL_SetRenderDrawBlendMode(context.renderer, SDL_BLENDMODE_BLEND)
            SDL_SetRenderDrawColor(context.renderer, tint.r, tint.g, tint.b, tint.a)
            let tinted = kernels.count > 1 ? padded : under
            var r = SDL_Rect(x: Int32(tinted.0), y: Int32(tinted.1), w: Int32(tinted.2 - tinted.0), h: Int32(tinted.3 - tinted.1))
            SDL_RenderFillRect(context.renderer, &r)
            context.stats.drawCalls += 1
        }
        SDL_RenderFlush(context.renderer)
        SDL_SetRenderTarget(context.renderer, current)
        context.applyClip()
        SDL_SetRenderDrawBlendMode(context.renderer, SDL_BLENDMODE_BLEND)
        let uv = { (q: SIMD2<Float>) in SIMD2((q.x / F + P32) / lowSize.w, (q.y / F + P32) / lowSize.h) }
        let opacity = UInt8(checked: max(0, min(255, min(1, effect.opacity) * 255 + 0.5)))
        let convex = polygons.count == 1 && ShapeTessellator.isConvex(polygons[0])
        if convex, let premultiplied = chain.premultipliedBlend {
            ShapeTessellator.miters(polygons[0], into: &context.shapes.miters)
            context.flush()
            context.use(low[0], Float(region.x), Float(region.y), Float(region.x + region.w), Float(region.y + region.h))
            SDL_SetTextureBlendMode(low[0], premultiplied)
            ShapeTessellator.fillConvex(
                polygons[0], miters: context.shapes.miters, color: SDL_Color(r: opacity, g: opacity, b: opacity, a: opacity),
                batch: context.batch,
                clear: SDL_Color(r: 0, g: 0, b: 0, a: 0), uv: uv)
            context.flush()
            SDL_RenderFlush(context.renderer)
            SDL_SetTextureBlendMode(low[0], SDL_BLENDMODE_NONE)
            return true
        }
        // Other shapes: up to full resolution in a layer, composited through the shape's mask.
        guard let layer = layers.beginLayer(region, in: context) else { return false }
        let rx0 = Float(region.x), ry0 = Float(region.y), rx1 = Float(region.x + region.w), ry1 = Float(region.y + region.h)
        gpuCopy(low[0], lowSize, (rx0 / F + P32, ry0 / F + P32, rx1 / F + P32, ry1 / F + P32), (rx0, ry0, rx1, ry1), 255, in: context)
        SDL_RenderFlush(context.renderer)
        layers.endLayer(layer, in: context)
        layers.composite(
            layer, opacity: min(1, effect.opacity), mask: ClipMask(contours: polygons, convex: convex, shape: effect.shape), in: context)
        return true
    }

    /// The weights of the blur passes, one array per pass pair (horizontal, vertical): the three
    /// boxes of `radii` convolved into one kernel when its 8-bit weights stay fine enough
    /// (at most 25 taps), else each box on its own.
    static func blurKernels(radii: [Int]) -> [[UInt8]] {
        let reach = radii.reduce(0, +)
        guard reach <= 12 else { return radii.map { boxWeights(radius: $0) } }
        var counts = [1]
        for r in radii {
            var next = [Int](repeating: 0, count: counts.count + 2 * r)
            for (i, c) in counts.enumerated() { for k in 0...(2 * r) { next[i + k] += c } }
            counts = next
        }
        return [quantized(counts)]
    }

    /// The taps of a symmetric kernel of whole-texel `weights` for a linear-filtered texture:
    /// the centre tap, then each pair of neighbours on either side as one tap between them, at
    /// the offset where linear filtering mixes the two in their weights' ratio (13 taps → 7).
    static func linearTaps(_ weights: [UInt8]) -> [(offset: Float, weight: UInt8)] {
        let r = weights.count / 2
        var taps: [(offset: Float, weight: UInt8)] = [(0, weights[r])]
        var k = 1
        while k <= r {
            let a = Int(weights[r + k]), b = k < r ? Int(weights[r + k + 1]) : 0
            if a + b > 0 {
                let offset = Float(k) + Float(b) / Float(a + b)
                taps.append((offset, UInt8(a + b)))
                taps.append((-offset, UInt8(a + b)))
            }
            k += 2
        }
        return taps.filter { $0.weight > 0 }
    }

    /// Symmetric `counts` scaled to 8-bit weights adding up to exactly 255 (the rounding
    /// remainder goes to the centre tap), so a flat field stays flat.
    static func quantized(_ counts: [Int]) -> [UInt8] {
        let total = counts.reduce(0, +)
        var w = counts.map { ($0 * 255 + total / 2) / total }
        w[w.count / 2] += 255 - w.reduce(0, +)
        return w.map { UInt8(clamping: $0) }
    }

    /// Clears `r` of the current target to transparent.
    private func clearChainRect(_ r: inout SDL_Rect, in context: DrawContext) {
        SDL_SetRenderDrawBlendMode(context.renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(context.renderer, 0, 0, 0, 0)
        SDL_RenderFillRect(context.renderer, &r)
        context.stats.drawCalls += 1
    }

    /// Box weights of `2r + 1` taps in 8-bit vertex colour, adding up to exactly 255 and
    /// symmetric, so a flat field stays flat.
    static func boxWeights(radius r: Int) -> [UInt8] {
        let n = 2 * r + 1
        var w = [Int](repeating: 255 / n, count: n)
        var rest = 255 - w.reduce(0, +)
        if rest % 2 == 1 { w[r] += 1; rest -= 1 }
        var k = 1
        while rest > 0 {
            w[r - k] += 1; w[r + k] += 1
            rest -= 2
            k += 1
        }
        return w.map { UInt8($0) }
    }

    /// Draws texels `src` (x0, y0, x1, y1) of `texture` (`size` texels) into `dst` pixels of the
    /// current target, colour and alpha scaled by `weight`/255.
    private func gpuCopy(
        _ texture: OpaquePointer, _ size: (w: Float, h: Float), _ src: (Float, Float, Float, Float), _ dst: (Float, Float, Float, Float),
        _ weight: UInt8, in context: DrawContext
    ) {
        let c = SDL_Color(r: weight, g: weight, b: weight, a: weight)
        func v(_ x: Float, _ y: Float, _ u: Float, _ t: Float) -> SDL_Vertex {
            SDL_Vertex(position: SDL_FPoint(x: x, y: y), color: c, tex_coord: SDL_FPoint(x: u / size.w, y: t / size.h))
        }
        let vertices = [
            v(dst.0, dst.1, src.0, src.1), v(dst.2, dst.1, src.2, src.1), v(dst.2, dst.3, src.2, src.3), v(dst.0, dst.3, src.0, src.3),
        ]
        let indices: [Int32] = [0, 1, 2, 0, 2, 3]
        SDL_RenderGeometry(context.renderer, texture, vertices, 4, indices, 6)
        context.stats.drawCalls += 1
    }
}
