import Foundation
import Logging
import Tessera
import TesseraCSDL2

/// Draws a `DisplayList` through any `SDL_Renderer`: the window host's, a game's own renderer
/// (HUD overlay) or an `OffscreenCanvas`. It does not own the renderer; it draws into whatever
/// target is current when `draw(_:)` is called, and restores the clip and blend state after.
///
/// Consecutive operations that use the same texture (or none) become one `SDL_RenderGeometry`
/// call: untextured shapes share a batch, glyphs share their atlas page, repeated images share
/// their texture. Shapes get a one-pixel feathered edge, so edges are anti-aliased on every
/// SDL backend without multisampling.
///
/// `draw(_:)` walks the operations and hands each to the part that owns its state, with the
/// frame's `DrawContext` (the SDL renderer, target, transform, clip, batch, texture stores and
/// log): shapes and text draw straight into the context's batch; images, nine-slices and
/// painted shapes go to the `ImageDrawer`; materials to the `BackdropCompositor`; shadows to
/// the `ShadowCompositor`; opacity groups, shaped clips, masks, projections and effects to the
/// `LayerCompositor`; `drawingGroup()` and still opacity groups to the `CachedLayerCompositor`.
/// A part that draws a group's operations again (a shadow's content, a cached layer's image,
/// the HUD beneath a material) asks the renderer through `NestedContentDrawing`. What the
/// renderer can and cannot do is one `RendererTraits` value.
///
/// Textures come from a bounded `TextureCache` (images, path masks), the `GlyphAtlas` (text) and
/// a few reused offscreen layers (opacity groups, shaped clips, shadows); a static screen
/// creates no texture after its first frame and changing text creates none at all.
public final class DisplayListRenderer {
    /// The SDL renderer drawn into (owned by the caller).
    public let renderer: OpaquePointer
    /// What `renderer` can and cannot do (software or GPU), which chooses some draws' paths.
    public var traits: RendererTraits { context.traits }
    /// Measures and shapes text with SDL2_ttf, in the catalog's fonts.
    public let measurer: TTFTextMeasurer
    /// Image and path-mask textures.
    public let textures: TextureCache
    /// Glyph pages.
    public let atlas: GlyphAtlas
    /// What the parts draw through: target, transform, clip, batch, texture stores, log.
    let context: DrawContext
    /// Images, nine-slices, painted shapes and `ImageRenderer` content.
    let images: ImageDrawer
    /// Backdrops (materials): the CPU and GPU blurs, their slots and budget.
    let backdrop: BackdropCompositor
    /// Drop shadows kept between frames.
    let shadows: ShadowCompositor
    /// Offscreen layers of groups (opacity, shaped clips, masks, projections, effects).
    let layers: LayerCompositor
    /// Images of cached layers (`drawingGroup()`) and still opacity groups.
    let cachedLayers: CachedLayerCompositor
    /// The cost of the last `draw(_:)`.
    public private(set) var lastFrame = RenderStatistics()
    /// Frames drawn.
    public private(set) var frameCount = 0

    /// Where images and fonts come from.
    public var catalog: AssetCatalog { images.catalog }
    /// Problems logged by the renderer so far (each once), for tests and debug overlays.
    public var warnings: [String] { context.log.warnings }
    /// Whether the renderer is SDL's software renderer (`traits.isSoftware`).
    public var isSoftwareRenderer: Bool { traits.isSoftware }
    /// All textures created so far by this renderer (cache, atlas, layers, shadows, backdrops,
    /// cached layers, and those of the renderer that draws `ImageRenderer` content).
    public var texturesCreated: Int {
        textures.created + atlas.texturesCreated + layers.texturesCreated + shadows.texturesCreated + backdrop.texturesCreated
            + cachedLayers.texturesCreated + images.texturesCreated
    }
    /// Whether a nine-slice is composed once into a cached texture and drawn as one quad (the
    /// default), or drawn piece by piece every frame (one image draw per region and tile).
    public var composesNineSlices: Bool {
        get { images.composesNineSlices }
        set { images.composesNineSlices = newValue }
    }
    /// Nine-slice textures composed so far (each once per image, insets, mode and pixel size).
    public var composedTextures: Int { images.composedTextures }
    /// Shape textures composed so far for gradient and image paints.
    public var paintTextures: Int { images.paintTextures }
    /// `ImageRenderer` images rasterised so far (each once per content, size and scale).
    public var renderedImages: Int { images.renderedImages }
    /// Whether a frame with backdrops (materials) drawn into the window must be drawn into a
    /// texture first (`SceneTarget`): a GPU renderer blurs from a texture, and this one cannot
    /// copy the window's pixels into one. The software renderer reads its target directly.
    public var needsSceneTextureForBackdrops: Bool {
        traits.blursBackdropsOnGPU && !backdrop.windowCopy.isAvailable
    }

    /// - Parameters:
    ///   - renderer: an `SDL_Renderer` owned by the caller; it must outlive this object.
    ///   - catalog: images and fonts.
    ///   - measurer: the measurer layout used (its fonts are shared with the glyph atlas).
    ///   - textureBudget: byte budget of the texture cache.
    ///   - logger: where drawing problems are logged (each once).
    public init(
        renderer: OpaquePointer, catalog: AssetCatalog, measurer: TTFTextMeasurer,
        textureBudget: Int = 64 << 20, logger: Logger = Logger(label: "Tessera.DisplayListRenderer")
    ) {
        self.renderer = renderer
        self.measurer = measurer
        images = ImageDrawer(catalog: catalog)
        textures = TextureCache(byteBudget: textureBudget, logger: logger)
        atlas = GlyphAtlas(renderer: renderer)
        context = DrawContext(renderer: renderer, measurer: measurer, textures: textures, atlas: atlas, log: RendererLog(logger: logger))
        layers = LayerCompositor(renderer: renderer)
        shadows = ShadowCompositor(renderer: renderer)
        backdrop = BackdropCompositor(renderer: renderer)
        cachedLayers = CachedLayerCompositor(renderer: renderer)
        let context = self.context, batch = context.batch
        textures.willDestroy = { [unowned context] texture in
            if batch.references(texture) { context.flush() }
            batch.scaleModes.removeValue(forKey: texture)
        }
        atlas.willReset = { [unowned context] in context.flush() }
        shadows.cache.willDestroy = { [unowned context] texture in
            context.flush()
            batch.scaleModes.removeValue(forKey: texture)
        }
        backdrop.slots.willDestroy = shadows.cache.willDestroy
    }

    deinit {
        textures.willDestroy = nil
        atlas.willReset = nil
        shadows.cache.willDestroy = nil
        textures.removeAll()
        layers.removeAll()
        shadows.cache.removeAll()
        backdrop.removeAll()
        cachedLayers.cache.removeAll()
    }

    /// Forgets every texture made on `renderer` without destroying it, because the renderer was
    /// destroyed first (SDL destroyed its textures with it). The hosts call it when they detect
    /// that order; a game that destroys its `SDL_Renderer` before this object calls it too. The
    /// renderer must not draw afterwards.
    public func forgetRendererTextures() {
        textures.willDestroy = nil
        atlas.willReset = nil
        textures.forgetAll()
        atlas.forgetPages()
        shadows.cache.willDestroy = nil
        layers.forgetAll()
        shadows.cache.forgetAll()
        backdrop.forgetAll()
        cachedLayers.cache.forgetAll()
    }

    // MARK: Frame

    /// Draws `list` into the renderer's current target, in painter's order. Operations with
    /// non-finite coordinates are skipped (counted in `lastFrame.skippedOperations`, logged once).
    public func draw(_ list: DisplayList) {
        let context = self.context
        let createdBefore = texturesCreated
        context.stats = RenderStatistics()
        frameCount += 1
        textures.beginFrame()
        shadows.cache.beginFrame()
        backdrop.beginFrame()
        cachedLayers.beginFrame()
        layers.beginFrame(frameCount)

        // Remember the caller's state so a HUD drawn over a game leaves it as it was.
        context.output.rootTarget = SDL_GetRenderTarget(renderer)
        let saved = RendererState(of: renderer, parts: [.clip, .drawColor, .blendMode])

        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        context.output.width = width
        context.output.height = height
        context.batch.configure(width: width, height: height)
        context.clip = context.output.bounds
        if let savedClip = saved.clip { context.clip = context.intersect(context.clip, savedClip) }
        context.applyClip()
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        context.transform = .identity
        context.isRedrawingHUD = false
        context.groups.begin(list.operations)

        backdrop.captureSceneBeforeHUD(list.operations, in: context)
        var i = 0
        let ops = list.operations
        while i < ops.count {
            i = perform(ops, at: i, glyphs: list.glyphs) + 1
        }
        // Close groups a malformed list left open.
        while !context.groups.isEmpty { popGroup() }
        context.flush()

        saved.restore(to: renderer)
        context.stats.texturesCreated = texturesCreated - createdBefore
        if context.stats.skippedOperations > 0 {
            context.warnOnce(
                "nonfinite",
                "skipped \(context.stats.skippedOperations) display operation(s) with non-finite coordinates or sizes (NaN/∞); check the layout that produced them"
            )
        }
        lastFrame = context.stats
    }

    /// Performs one operation by handing it to the part that owns its state; returns the index
    /// of the last operation consumed (a skipped group consumes everything up to its pop).
    func perform(_ ops: [DisplayOperation], at i: Int, glyphs: [PositionedGlyph]) -> Int {
        let context = self.context
        switch ops[i] {
        case .fill(let shape, let paint):
            if case .material(let material) = paint {
                backdrop.draw(
                    BackdropEffect(shape: shape, material: material), at: i, ops: ops, glyphs: glyphs, in: context, layers: layers,
                    content: self)
            } else if case .color(let c) = paint {
                context.fill(shape, c)
            } else {
                images.drawPainted(shape, lineWidth: 0, paint: paint, in: context)
            }
        case .stroke(let shape, let paint, let style):
            if case .color(let c) = paint {
                context.stroke(shape, c, style)
            } else if case .material(let material) = paint {
                // A stroke has too little area to show a blur: it draws in the material's tint.
                context.stroke(shape, material.tint, style)
            } else if style.lineWidth.isFinite, style.lineWidth > 0 {
                images.drawPainted(shape, lineWidth: context.transformedLineWidth(style.lineWidth), paint: paint, in: context)
            } else if !style.lineWidth.isFinite {
                context.stats.skippedOperations += 1
            }
        case .image(let drawing):
            images.draw(drawing, in: context)
        case .nineSlice(let drawing):
            images.draw(drawing, in: context)
        case .text(let run):
            context.drawText(run, glyphs)
        case .backdrop(let effect):
            backdrop.draw(effect, at: i, ops: ops, glyphs: glyphs, in: context, layers: layers, content: self)
        case .pushClip(let shape, _):
            if !layers.pushClip(shape, at: i, ops: ops, glyphs: glyphs, in: context) { return context.skipGroup(at: i) }
        case .pushOpacity(let opacity):
            return pushOpacity(opacity, at: i, ops: ops, glyphs: glyphs)
        case .pushTransform(let t):
            guard t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite else {
                context.stats.skippedOperations += 1
                return context.skipGroup(at: i)
            }
            let combined = t.concatenating(context.transform)
            // A (nearly) singular transform squashes its content to nothing visible; drawing it
            // would rasterise enormous local geometry (docs/Robustness.md, "Renderer").
            guard abs(combined.a * combined.d - combined.b * combined.c) >= 1e-9 else { return context.skipGroup(at: i) }
            context.groups.append(.transform(context.transform))
            context.transform = combined
        case .pushShadow(let style):
            shadows.push(style, at: i, ops: ops, glyphs: glyphs, in: context, layers: layers, content: self)
        case .pushCachedLayer(let layer):
            return cachedLayers.push(layer, at: i, ops: ops, glyphs: glyphs, in: context, layers: layers, content: self)
        case .pushEffect(let effect):
            return layers.pushEffect(effect, at: i, ops: ops, glyphs: glyphs, in: context)
        case .pushMask:
            return layers.pushMask(at: i, in: context)
        case .pushProjection(let m):
            return layers.pushProjection(m, at: i, ops: ops, glyphs: glyphs, in: context)
        case .popClip, .popOpacity, .popTransform, .popShadow, .popCachedLayer, .popEffect, .popMask, .popProjection:
            popGroup()
        }
        return i
    }

    /// Opens an opacity group: nothing for an opaque one, the opacity of the one cached layer it
    /// holds, its cached image while its content holds still, or else an offscreen layer.
    /// Returns the index of the last operation consumed.
    private func pushOpacity(_ opacity: Float, at i: Int, ops: [DisplayOperation], glyphs: [PositionedGlyph]) -> Int {
        let context = self.context
        if !opacity.isFinite { context.stats.skippedOperations += 1; return context.skipGroup(at: i) }
        if opacity <= 0.001 { return context.skipGroup(at: i) }
        if opacity >= 0.999 {
            context.groups.append(.plain)
        } else if cachedLayers.holdsOnlyACachedLayer(at: i, ops: ops, in: context) {
            // Its image is drawn with the opacity: the same pixels, no layer (see `CachedLayerCompositor`).
            context.groups.append(.cachedLayerOpacity(cachedLayers.opacity))
            cachedLayers.opacity *= opacity
        } else {
            let whole = context.groupRegion(ops, from: i, glyphs: glyphs, margin: 0, clipped: false)
            if let last = cachedLayers.drawStillOpacityGroup(
                opacity, at: i, region: whole, ops: ops, glyphs: glyphs, in: context, layers: layers, content: self)
            {
                return last
            }
            let region = context.intersect(context.clip, whole)
            guard region.w > 0, region.h > 0 else { return context.skipGroup(at: i) }
            if let layer = layers.beginLayer(region, in: context) {
                context.groups.append(.opacity(layer, opacity))
            } else {
                // No layer (texture creation failed, logged): show the content unfaded
                // rather than lose it.
                context.groups.append(.plain)
            }
        }
        return i
    }

    /// Closes the innermost group: puts back the transform, clip or cached layers' opacity it
    /// changed, or has the layer compositor composite the layer it opened.
    func popGroup() {
        guard let frame = context.groups.popLast() else { return }
        switch frame {
        case .plain:
            break
        case .transform(let saved):
            context.transform = saved
        case .clipRect(let saved):
            context.setClip(saved)
        case .cachedLayerOpacity(let saved):
            cachedLayers.opacity = saved
        case .clipLayer, .opacity, .effect, .mask, .projection:
            layers.close(frame, in: context)
        }
    }
}

// MARK: Nested content

/// How a compositor draws a group's operations again (a shadow's content into its layer, a
/// cached layer's content into its image, the HUD beneath a within-window material): through
/// the renderer's own dispatch, which the compositor does not see.
protocol NestedContentDrawing: AnyObject {
    /// Draws `ops[range]` under the current transform; groups the range leaves open are closed
    /// and the transform is put back.
    func drawContent(_ ops: [DisplayOperation], _ range: Range<Int>, glyphs: [PositionedGlyph])
    /// Draws `ops[range]` into a cached layer's image: shadows inside take ordinals of their own,
    /// so the shadows after the layer keep their slots whether or not the layer was drawn.
    func drawCachedContent(_ ops: [DisplayOperation], _ range: Range<Int>, glyphs: [PositionedGlyph])
    /// Draws the operations before `i` again from the first with no transform, as the HUD
    /// beneath a within-window material: they take the ordinals they took earlier in this frame,
    /// so nested materials and shadows find their own slots.
    func redrawHUD(_ ops: [DisplayOperation], before i: Int, glyphs: [PositionedGlyph])
}

extension DisplayListRenderer: NestedContentDrawing {
    func drawContent(_ ops: [DisplayOperation], _ range: Range<Int>, glyphs: [PositionedGlyph]) {
        let open = context.groups.count, savedTransform = context.transform
        var k = range.lowerBound
        while k < range.upperBound { k = perform(ops, at: k, glyphs: glyphs) + 1 }
        // A malformed list may leave groups open inside the range: close them here.
        while context.groups.count > open { popGroup() }
        context.transform = savedTransform
    }

    func drawCachedContent(_ ops: [DisplayOperation], _ range: Range<Int>, glyphs: [PositionedGlyph]) {
        shadows.cache.layerContentDepth += 1
        drawContent(ops, range, glyphs: glyphs)
        shadows.cache.layerContentDepth -= 1
    }

    func redrawHUD(_ ops: [DisplayOperation], before i: Int, glyphs: [PositionedGlyph]) {
        context.isRedrawingHUD = true
        let savedTransform = context.transform
        let backdropOrdinals = backdrop.slots.ordinals, shadowOrdinals = shadows.cache.ordinals
        backdrop.slots.ordinals = BlurSlotCache.Ordinals()
        shadows.cache.ordinals = BlurSlotCache.Ordinals()
        context.transform = .identity
        drawContent(ops, 0..<i, glyphs: glyphs)
        context.transform = savedTransform
        backdrop.slots.ordinals = backdropOrdinals
        shadows.cache.ordinals = shadowOrdinals
        context.isRedrawingHUD = false
    }
}
