import Foundation
import Tessera
import TesseraCSDL2

extension DisplayListRenderer {
    // MARK: Cached layers (drawingGroup)

    /// Draws a cached layer: its image from the cache when the operations inside are unchanged
    /// relative to its origin, else the operations drawn once into an offscreen layer, read back
    /// and cached. A layer the cache cannot take (too big, over budget, holding a material, or
    /// nested in a layer being drawn into the cache) is drawn directly, clipped to its bounds.
    /// Returns the index of the last operation consumed.
    func pushCachedLayer(_ layer: CachedLayer, at i: Int, ops: [DisplayOperation], glyphs: [PositionedGlyph]) -> Int {
        let last = skipGroup(at: i)
        let b = layer.bounds.standardized
        guard b.isFiniteRect else { stats.skippedOperations += 1; return last }
        let lim: CGFloat = 16_777_216
        let ox = max(-lim, min(lim, b.minX.rounded())), oy = max(-lim, min(lim, b.minY.rounded()))
        let w = Int(checked: min(lim, b.width.rounded())), h = Int(checked: min(lim, b.height.rounded()))
        // An empty layer shows nothing (its content is clipped to it); so does one off the clip.
        guard w > 0, h > 0 else { return last }
        let bounds = CGRect(x: ox, y: oy, width: CGFloat(w), height: CGFloat(h))
        guard visible(bounds.applying(transform)) else { return last }
        let end = min(groups.ends[i], ops.count)
        guard cachedLayers.renderingDepth == 0,
            let key = CachedLayerKey.hash(ops, (i + 1)..<max(i + 1, end), glyphs: glyphs, dx: -ox, dy: -oy, width: w, height: h)
        else { return drawCachedLayerDirectly(bounds, at: i, ops: ops, glyphs: glyphs) }
        if let entry = cachedLayers.cache.lookup(key) {
            composite(entry, origin: bounds.origin, width: w, height: h)
            stats.cachedLayers += 1
            return last
        }
        // Larger than a page or the offscreen layers it is drawn in (a panel's content at the
        // largest text sizes): drawn directly as a matter of course, counted, not logged.
        guard cachedLayers.cache.fitsPage(width: w, height: h), w <= Int(output.width), h <= Int(output.height) else {
            stats.cachedLayersOverBudget += 1
            return drawCachedLayerDirectly(bounds, at: i, ops: ops, glyphs: glyphs)
        }
        guard cachedLayers.cache.accepts(width: w, height: h) else { return overBudget(bounds, at: i, ops: ops, glyphs: glyphs) }
        guard let pixels = renderLayerContent(ops, i + 1..<max(i + 1, end), glyphs: glyphs, origin: bounds.origin, width: w, height: h)
        else { return drawCachedLayerDirectly(bounds, at: i, ops: ops, glyphs: glyphs) }
        stats.cachedLayerRenders += 1
        guard let entry = cachedLayers.cache.store(pixels, width: w, height: h, key: key) else {
            return overBudget(bounds, at: i, ops: ops, glyphs: glyphs)
        }
        composite(entry, origin: bounds.origin, width: w, height: h)
        stats.cachedLayers += 1
        return last
    }

    /// A layer the cache has no room for: drawn directly, counted, logged once.
    private func overBudget(_ bounds: CGRect, at i: Int, ops: [DisplayOperation], glyphs: [PositionedGlyph]) -> Int {
        stats.cachedLayersOverBudget += 1
        warnOnce(
            "layer-budget",
            "drawing groups over the \(cachedLayers.cache.pixelBudget)-pixel budget of cached layer images (RenderLimits.maximumCachedLayerPixels) are drawn directly"
        )
        return drawCachedLayerDirectly(bounds, at: i, ops: ops, glyphs: glyphs)
    }

    /// Opens the layer as a clip to its bounds; the main loop draws the content, and the
    /// matching `popCachedLayer` closes the clip.
    private func drawCachedLayerDirectly(_ bounds: CGRect, at i: Int, ops: [DisplayOperation], glyphs: [PositionedGlyph]) -> Int {
        if cachedLayers.opacity < 0.999 {
            // The opacity group around it drew no layer: this one fades the content, clipped
            // to the layer's bounding box; layers inside it are drawn at full opacity.
            let region = intersect(clip, pixelRect(bounds.applying(transform)))
            guard region.w > 0, region.h > 0, let layer = beginLayer(region) else { return skipGroup(at: i) }
            groups.append(.opacity(layer, cachedLayers.opacity))
            cachedLayers.opacity = 1
            return i
        }
        if !pushClip(.rect(bounds), at: i, ops: ops, glyphs: glyphs) { return skipGroup(at: i) }
        return i
    }

    /// Whether the group opened at `i` holds one cached layer and nothing else but transforms
    /// and opacities around it (a transition's fade and move of a `drawingGroup()`, or a removal
    /// fading content whose insertion had not finished); nested opacities multiply.
    func holdsOnlyACachedLayer(at i: Int, ops: [DisplayOperation]) -> Bool {
        let end = min(groups.ends[i], ops.count)
        var layers = 0
        var k = i + 1
        while k < end {
            switch ops[k] {
            case .pushTransform, .popTransform, .pushOpacity, .popOpacity: break
            case .pushCachedLayer:
                layers += 1
                k = groups.ends[k]
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
    func renderLayerContent(
        _ ops: [DisplayOperation], _ range: Range<Int>, glyphs: [PositionedGlyph], origin: CGPoint, width w: Int, height h: Int
    ) -> [UInt32]? {
        let savedTransform = transform
        transform = CGAffineTransform(translationX: -origin.x, y: -origin.y)
        guard let target = beginLayer(SDL_Rect(x: 0, y: 0, w: Int32(w), h: Int32(h))) else {
            transform = savedTransform
            return nil
        }
        // Shadows inside take ordinals of their own (`BlurSlotCache`), so the shadows after the
        // layer keep their slots whether or not the layer was drawn this frame.
        let open = groups.count, opacity = cachedLayers.opacity
        shadows.cache.layerContentDepth += 1
        cachedLayers.renderingDepth += 1
        cachedLayers.opacity = 1
        var k = range.lowerBound
        while k < range.upperBound { k = perform(ops, at: k, glyphs: glyphs) + 1 }
        while groups.count > open { popGroup() }
        cachedLayers.renderingDepth -= 1
        cachedLayers.opacity = opacity
        shadows.cache.layerContentDepth -= 1
        flush()
        var pixels = [UInt32](repeating: 0, count: w * h)
        var r = SDL_Rect(x: 0, y: 0, w: Int32(w), h: Int32(h))
        let ok = pixels.withUnsafeMutableBytes {
            SDL_RenderReadPixels(renderer, &r, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, Int32(w * 4)) == 0
        }
        endLayer(target)
        transform = savedTransform
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
    func composite(_ entry: LayerCache.Entry, origin: CGPoint, width w: Int, height h: Int) {
        let texture = cachedLayers.cache.texture(ofPage: entry.page)
        let side = Float(cachedLayers.cache.pageSide)
        let alpha = UInt8(checked: max(0, min(255, cachedLayers.opacity * 255 + 0.5)))
        let white = SDL_Color(r: 255, g: 255, b: 255, a: alpha)
        let x0 = Float(entry.rect.x), y0 = Float(entry.rect.y), fw = Float(w), fh = Float(h)
        if isTranslationOnly {
            setScaleMode(texture, SDL_ScaleModeNearest)
            let p = apply(origin.x, origin.y)
            let bias = traits.texelBias
            quad(
                texture, x: p.x.rounded(), y: p.y.rounded(), w: fw, h: fh,
                u0: (x0 + bias) / side, v0: (y0 + bias) / side, u1: (x0 + fw + bias) / side, v1: (y0 + fh + bias) / side,
                color: white, transformed: false)
        } else {
            setScaleMode(texture, SDL_ScaleModeLinear)
            quad(
                texture, x: Float(origin.x), y: Float(origin.y), w: fw, h: fh,
                u0: x0 / side, v0: y0 / side, u1: (x0 + fw) / side, v1: (y0 + fh) / side, color: white)
        }
    }
}
