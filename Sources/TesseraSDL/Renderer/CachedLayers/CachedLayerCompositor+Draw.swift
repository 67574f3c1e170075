import Foundation
import Tessera
import TesseraCSDL2

extension CachedLayerCompositor {
    // MARK: Cached layers (drawingGroup)

    /// Draws a cached layer: its image from the cache when the operations inside are unchanged
    /// relative to its origin, else the operations drawn once into an offscreen layer, read back
    /// and cached. A layer the cache cannot take (too big, over budget, holding a material, or
    /// nested in a layer being drawn into the cache) is drawn directly, clipped to its bounds.
    /// Returns the index of the last operation consumed.
    func push(
        _ layer: CachedLayer, at i: Int, ops: [DisplayOperation], glyphs: [PositionedGlyph], in context: DrawContext,
        layers: LayerCompositor, content: some NestedContentDrawing
    ) -> Int {
        let last = context.skipGroup(at: i)
        let b = layer.bounds.standardized
        guard b.isFiniteRect else { context.stats.skippedOperations += 1; return last }
        let lim: CGFloat = 16_777_216
        let ox = max(-lim, min(lim, b.minX.rounded())), oy = max(-lim, min(lim, b.minY.rounded()))
        let w = Int(checked: min(lim, b.width.rounded())), h = Int(checked: min(lim, b.height.rounded()))
        // An empty layer shows nothing (its content is clipped to it); so does one off the clip.
        guard w > 0, h > 0 else { return last }
        let bounds = CGRect(x: ox, y: oy, width: CGFloat(w), height: CGFloat(h))
        guard context.visible(bounds.applying(context.transform)) else { return last }
        let end = min(context.groups.ends[i], ops.count)
        guard renderingDepth == 0,
            let key = CachedLayerKey.hash(ops, (i + 1)..<max(i + 1, end), glyphs: glyphs, dx: -ox, dy: -oy, width: w, height: h)
        else { return drawDirectly(bounds, at: i, ops: ops, glyphs: glyphs, in: context, layers: layers) }
        if let entry = cache.lookup(key) {
            composite(entry, origin: bounds.origin, width: w, height: h, in: context)
            context.stats.cachedLayers += 1
            return last
        }
        // Larger than a page or the offscreen layers it is drawn in (a panel's content at the
        // largest text sizes): drawn directly as a matter of course, counted, not logged.
        guard cache.fitsPage(width: w, height: h), w <= Int(context.output.width), h <= Int(context.output.height) else {
            context.stats.cachedLayersOverBudget += 1
            return drawDirectly(bounds, at: i, ops: ops, glyphs: glyphs, in: context, layers: layers)
        }
        guard cache.accepts(width: w, height: h) else {
            return overBudget(bounds, at: i, ops: ops, glyphs: glyphs, in: context, layers: layers)
        }
        guard
            let pixels = renderContent(
                ops, i + 1..<max(i + 1, end), glyphs: glyphs, origin: bounds.origin, width: w, height: h, in: context, layers: layers,
                content: content)
        else { return drawDirectly(bounds, at: i, ops: ops, glyphs: glyphs, in: context, layers: layers) }
        context.stats.cachedLayerRenders += 1
        guard let entry = cache.store(pixels, width: w, height: h, key: key) else {
            return overBudget(bounds, at: i, ops: ops, glyphs: glyphs, in: context, layers: layers)
        }
        composite(entry, origin: bounds.origin, width: w, height: h, in: context)
        context.stats.cachedLayers += 1
        return last
    }

    /// A layer the cache has no room for: drawn directly, counted, logged once.
    private func overBudget(
        _ bounds: CGRect, at i: Int, ops: [DisplayOperation], glyphs: [PositionedGlyph], in context: DrawContext, layers: LayerCompositor
    ) -> Int {
        context.stats.cachedLayersOverBudget += 1
        context.warnOnce(
            "layer-budget",
            "drawing context.groups over the \(cache.pixelBudget)-pixel budget of cached layer images (RenderLimits.maximumCachedLayerPixels) are drawn directly"
        )
        return drawDirectly(bounds, at: i, ops: ops, glyphs: glyphs, in: context, layers: layers)
    }

    /// Opens the layer as a clip to its bounds; the main loop draws the content, and the
    /// matching `popCachedLayer` closes the clip.
    private func drawDirectly(
        _ bounds: CGRect, at i: Int, ops: [DisplayOperation], glyphs: [PositionedGlyph], in context: DrawContext, layers: LayerCompositor
    ) -> Int {
        if opacity < 0.999 {
            // The opacity group around it drew no layer: this one fades the content, clipped
            // to the layer's bounding box; layers inside it are drawn at full opacity.
            let region = context.intersect(context.clip, context.pixelRect(bounds.applying(context.transform)))
            guard region.w > 0, region.h > 0, let layer = layers.beginLayer(region, in: context) else { return context.skipGroup(at: i) }
            context.groups.append(.opacity(layer, opacity))
            opacity = 1
            return i
        }
        if !layers.pushClip(.rect(bounds), at: i, ops: ops, glyphs: glyphs, in: context) { return context.skipGroup(at: i) }
        return i
    }

    /// Whether the group opened at `i` holds one cached layer and nothing else but transforms
    /// and opacities around it (a transition's fade and move of a `drawingGroup()`, or a removal
    /// fading content whose insertion had not finished); nested opacities multiply.
    func holdsOnlyACachedLayer(at i: Int, ops: [DisplayOperation], in context: DrawContext) -> Bool {
        let end = min(context.groups.ends[i], ops.count)
        var layers = 0
        var k = i + 1
        while k < end {
            switch ops[k] {
            case .pushTransform, .popTransform, .pushOpacity, .popOpacity: break
            case .pushCachedLayer:
                layers += 1
                k = context.groups.ends[k]
                if k >= end { return false }
            default: return false
            }
            k += 1
        }
        return layers == 1
    }

    /// Draws `ops[range]` into an offscreen layer with the layer's origin at the target's
    /// top-left corner, unclipped by the frame's clip, and returns its pixels with straight
    /// (not premultiplied) alpha; `nil` when no offscreen layer could be made.
    func renderContent(
        _ ops: [DisplayOperation], _ range: Range<Int>, glyphs: [PositionedGlyph], origin: CGPoint, width w: Int, height h: Int,
        in context: DrawContext, layers: LayerCompositor, content: some NestedContentDrawing
    ) -> [UInt32]? {
        let savedTransform = context.transform
        context.transform = CGAffineTransform(translationX: -origin.x, y: -origin.y)
        guard let target = layers.beginLayer(SDL_Rect(x: 0, y: 0, w: Int32(w), h: Int32(h)), in: context) else {
            context.transform = savedTransform
            return nil
        }
        // Shadows inside take ordinals of their own (`BlurSlotCache`), so the shadows after the
        // layer keep their slots whether or not the layer was drawn this frame.
        let savedOpacity = opacity
        renderingDepth += 1
        opacity = 1
        content.drawCachedContent(ops, range, glyphs: glyphs)
        renderingDepth -= 1
        opacity = savedOpacity
        context.flush()
        var pixels = [UInt32](repeating: 0, count: w * h)
        var r = SDL_Rect(x: 0, y: 0, w: Int32(w), h: Int32(h))
        let ok = pixels.withUnsafeMutableBytes {
            SDL_RenderReadPixels(context.renderer, &r, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, Int32(w * 4)) == 0
        }
        layers.endLayer(target, in: context)
        context.transform = savedTransform
        guard ok else { return nil }
        Self.unpremultiply(&pixels)
        return pixels
    }

    /// Layers hold colour × alpha; the cache holds straight alpha, so each image composites in
    /// one BLEND draw on every renderer (the software renderer has no premultiplied blend mode).
    static func unpremultiply(_ pixels: inout [UInt32]) {
        for k in pixels.indices {
            let p = pixels[k], a = p >> 24
            if a == 0 { pixels[k] = 0; continue }
            if a == 255 { continue }
            func channel(_ shift: UInt32) -> UInt32 { min(255, (((p >> shift) & 0xFF) * 255 + a / 2) / a) << shift }
            pixels[k] = a << 24 | channel(16) | channel(8) | channel(0)
        }
    }

    /// Draws a cached image at the layer's origin: at whole pixels when the transform only moves
    /// (text keeps its baseline on the pixel grid), else as a transformed, filtered quad.
    func composite(_ entry: LayerCache.Entry, origin: CGPoint, width w: Int, height h: Int, in context: DrawContext) {
        let texture = cache.texture(ofPage: entry.page)
        let side = Float(cache.pageSide)
        let alpha = UInt8(checked: max(0, min(255, opacity * 255 + 0.5)))
        let white = SDL_Color(r: 255, g: 255, b: 255, a: alpha)
        let x0 = Float(entry.rect.x), y0 = Float(entry.rect.y), fw = Float(w), fh = Float(h)
        if context.isTranslationOnly {
            context.setScaleMode(texture, SDL_ScaleModeNearest)
            let p = context.apply(origin.x, origin.y)
            let bias = context.traits.texelBias
            context.quad(
                texture, x: p.x.rounded(), y: p.y.rounded(), w: fw, h: fh,
                u0: (x0 + bias) / side, v0: (y0 + bias) / side, u1: (x0 + fw + bias) / side, v1: (y0 + fh + bias) / side,
                color: white, transformed: false)
        } else {
            context.setScaleMode(texture, SDL_ScaleModeLinear)
            context.quad(
                texture, x: Float(origin.x), y: Float(origin.y), w: fw, h: fh,
                u0: x0 / side, v0: y0 / side, u1: (x0 + fw) / side, v1: (y0 + fh) / side, color: white)
        }
    }
}
