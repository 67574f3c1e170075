import Foundation
import Tessera
import TesseraCSDL2

extension CachedLayerCompositor {
    // MARK: Still opacity groups

    /// Draws the opacity group opened at `i`, covering the pixels `region` (unclipped), from a
    /// cached image when its content is what the last frame drew, relative to where it lies;
    /// returns the index of the group's pop, or `nil` to draw the group through an offscreen
    /// layer as usual.
    ///
    /// A group of overlapping views faded together (a disabled button: its halo, face and ring
    /// under one `.opacity`) needs an offscreen layer every frame: clearing it, drawing into it
    /// and blending it back cost about what drawing its pixels three times does. Once the
    /// content holds still for a frame, its image is drawn into the cached-layer pages once
    /// (`drawingGroup()`'s cache and budget) and composited with the group's opacity: one draw.
    /// Only groups that hold a drawing group qualify — the app chose cached images there, so the
    /// cache's pages exist; a plain faded label costs no 2048² page — and only at a translation:
    /// under a rotation or scale, inside a layer being cached, or holding a material, a group
    /// keeps its layer.
    func drawStillOpacityGroup(
        _ opacity: Float, at i: Int, region: SDL_Rect, ops: [DisplayOperation], glyphs: [PositionedGlyph], in context: DrawContext,
        layers: LayerCompositor, content: some NestedContentDrawing
    ) -> Int? {
        guard renderingDepth == 0, context.isTranslationOnly else { return nil }
        let end = min(context.groups.ends[i], ops.count)
        let inner = (i + 1)..<max(i + 1, end)
        guard ops[inner].contains(where: { if case .pushCachedLayer = $0 { true } else { false } }) else { return nil }
        // The image holds the whole group; the frame's clip clips its composite as it would
        // have clipped the content.
        let shown = context.intersect(context.clip, region)
        guard shown.w > 0, shown.h > 0 else { return nil }
        let w = Int(region.w), h = Int(region.h)
        let origin = CGPoint(x: CGFloat(region.x) - context.transform.tx, y: CGFloat(region.y) - context.transform.ty)
        guard
            let key = CachedLayerKey.hash(ops, inner, glyphs: glyphs, dx: -origin.x, dy: -origin.y, width: w, height: h),
            stillGroups.isStill(key)
        else { return nil }
        let saved = self.opacity
        self.opacity *= opacity
        defer { self.opacity = saved }
        if let entry = cache.lookup(key) {
            composite(entry, origin: origin, width: w, height: h, in: context)
            context.stats.cachedLayers += 1
            return context.skipGroup(at: i)
        }
        guard cache.fitsPage(width: w, height: h), w <= Int(context.output.width), h <= Int(context.output.height),
            cache.accepts(width: w, height: h)
        else { return nil }
        self.opacity = 1
        guard
            let pixels = renderContent(
                ops, inner, glyphs: glyphs, origin: origin, width: w, height: h, in: context, layers: layers, content: content)
        else { return nil }
        context.stats.cachedLayerRenders += 1
        self.opacity = saved * opacity
        // Stored or not, the content is in hand: a full cache draws it as a layer next frame.
        guard let entry = cache.store(pixels, width: w, height: h, key: key) else { return nil }
        composite(entry, origin: origin, width: w, height: h, in: context)
        context.stats.cachedLayers += 1
        return context.skipGroup(at: i)
    }
}
