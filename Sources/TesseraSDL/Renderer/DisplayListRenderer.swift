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
/// `draw(_:)` walks the operations and hands each to the part that owns its state: shapes and
/// text draw straight into the `GeometryBatch` (contours from `ShapeGeometry`); images,
/// nine-slices and painted shapes go to the `ImageDrawer`; materials to the
/// `BackdropCompositor`; shadows to the `ShadowCompositor`; opacity groups, shaped clips,
/// masks, projections and effects to the `LayerCompositor`; `drawingGroup()` and still
/// opacity groups to the `CachedLayerCompositor`. What the renderer can and cannot do is one
/// `RendererTraits` value.
///
/// Textures come from a bounded `TextureCache` (images, path masks), the `GlyphAtlas` (text) and
/// a few reused offscreen layers (opacity groups, shaped clips, shadows); a static screen
/// creates no texture after its first frame and changing text creates none at all.
public final class DisplayListRenderer {
    /// The SDL renderer drawn into (owned by the caller).
    public let renderer: OpaquePointer
    /// What `renderer` can and cannot do (software or GPU), which chooses some draws' paths.
    public let traits: RendererTraits
    /// Measures and shapes text with SDL2_ttf, in the catalog's fonts.
    public let measurer: TTFTextMeasurer
    /// Image and path-mask textures.
    public let textures: TextureCache
    /// Glyph pages.
    public let atlas: GlyphAtlas
    /// Geometry waiting to be drawn, grouped by texture.
    let batch = GeometryBatch()
    /// Contours, scratch points and coverage masks of shapes, kept between frames.
    let shapes = ShapeGeometry()
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
    /// Problems logged so far, each once.
    let log: RendererLog
    /// The cost of the last `draw(_:)`.
    public private(set) var lastFrame = RenderStatistics()
    /// Frames drawn.
    public private(set) var frameCount = 0

    // Per-frame drawing state.
    var stats = RenderStatistics()
    var output = FrameTarget()
    var transform = CGAffineTransform.identity
    var clip = SDL_Rect(x: 0, y: 0, w: 0, h: 0)
    var groups = GroupStack()

    /// Where images and fonts come from.
    public var catalog: AssetCatalog { images.catalog }
    /// Problems logged by the renderer so far (each once), for tests and debug overlays.
    public var warnings: [String] { log.warnings }
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
        traits = RendererTraits(of: renderer)
        log = RendererLog(logger: logger)
        images = ImageDrawer(catalog: catalog)
        textures = TextureCache(byteBudget: textureBudget, logger: logger)
        atlas = GlyphAtlas(renderer: renderer)
        layers = LayerCompositor(renderer: renderer)
        shadows = ShadowCompositor(renderer: renderer)
        backdrop = BackdropCompositor(renderer: renderer)
        cachedLayers = CachedLayerCompositor(renderer: renderer)
        let batch = self.batch
        textures.willDestroy = { [unowned self] texture in
            if batch.references(texture) { self.flush() }
            batch.scaleModes.removeValue(forKey: texture)
        }
        atlas.willReset = { [unowned self] in self.flush() }
        shadows.cache.willDestroy = { [unowned self] texture in
            self.flush()
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
        let createdBefore = texturesCreated
        stats = RenderStatistics()
        frameCount += 1
        textures.beginFrame()
        shadows.cache.beginFrame()
        backdrop.beginFrame()
        cachedLayers.beginFrame()
        layers.beginFrame(frameCount)

        // Remember the caller's state so a HUD drawn over a game leaves it as it was.
        output.rootTarget = SDL_GetRenderTarget(renderer)
        let saved = RendererState(of: renderer, parts: [.clip, .drawColor, .blendMode])

        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        output.width = width
        output.height = height
        batch.configure(width: output.width, height: output.height)
        clip = output.bounds
        if let savedClip = saved.clip { clip = intersect(clip, savedClip) }
        applyClip()
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        transform = .identity
        groups.begin(list.operations)

        captureSceneBeforeHUD(list.operations)
        var i = 0
        let ops = list.operations
        while i < ops.count {
            i = perform(ops, at: i, glyphs: list.glyphs) + 1
        }
        // Close groups a malformed list left open.
        while !groups.isEmpty { popGroup() }
        flush()

        saved.restore(to: renderer)
        stats.texturesCreated = texturesCreated - createdBefore
        if stats.skippedOperations > 0 {
            warnOnce(
                "nonfinite",
                "skipped \(stats.skippedOperations) display operation(s) with non-finite coordinates or sizes (NaN/∞); check the layout that produced them"
            )
        }
        lastFrame = stats
    }

    /// Performs one operation; returns the index of the last operation consumed (a skipped group
    /// consumes everything up to its pop).
    func perform(_ ops: [DisplayOperation], at i: Int, glyphs: [PositionedGlyph]) -> Int {
        switch ops[i] {
        case .fill(let shape, let paint):
            if case .material(let material) = paint {
                drawBackdrop(BackdropEffect(shape: shape, material: material), at: i, ops: ops, glyphs: glyphs)
            } else if case .color(let c) = paint {
                fill(shape, c)
            } else {
                drawPainted(shape, lineWidth: 0, paint: paint)
            }
        case .stroke(let shape, let paint, let style):
            if case .color(let c) = paint {
                stroke(shape, c, style)
            } else if case .material(let material) = paint {
                // A stroke has too little area to show a blur: it draws in the material's tint.
                stroke(shape, material.tint, style)
            } else if style.lineWidth.isFinite, style.lineWidth > 0 {
                drawPainted(shape, lineWidth: transformedLineWidth(style.lineWidth), paint: paint)
            } else if !style.lineWidth.isFinite {
                stats.skippedOperations += 1
            }
        case .image(let drawing):
            drawImage(drawing)
        case .nineSlice(let drawing):
            drawNineSlice(drawing)
        case .text(let run):
            drawText(run, glyphs)
        case .backdrop(let effect):
            drawBackdrop(effect, at: i, ops: ops, glyphs: glyphs)
        case .pushClip(let shape, _):
            if !pushClip(shape, at: i, ops: ops, glyphs: glyphs) { return skipGroup(at: i) }
        case .pushOpacity(let opacity):
            if !opacity.isFinite { stats.skippedOperations += 1; return skipGroup(at: i) }
            if opacity <= 0.001 { return skipGroup(at: i) }
            if opacity >= 0.999 {
                groups.append(.plain)
            } else if holdsOnlyACachedLayer(at: i, ops: ops) {
                // Its image is drawn with the opacity: the same pixels, no layer (see +CachedLayers).
                groups.append(.cachedLayerOpacity(cachedLayers.opacity))
                cachedLayers.opacity *= opacity
            } else {
                let whole = groupRegion(ops, from: i, glyphs: glyphs, margin: 0, clipped: false)
                if let last = drawStillOpacityGroup(opacity, at: i, region: whole, ops: ops, glyphs: glyphs) { return last }
                let region = intersect(clip, whole)
                guard region.w > 0, region.h > 0 else { return skipGroup(at: i) }
                if let layer = beginLayer(region) {
                    groups.append(.opacity(layer, opacity))
                } else {
                    // No layer (texture creation failed, logged): show the content unfaded
                    // rather than lose it.
                    groups.append(.plain)
                }
            }
        case .pushTransform(let t):
            guard t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite else {
                stats.skippedOperations += 1
                return skipGroup(at: i)
            }
            let combined = t.concatenating(transform)
            // A (nearly) singular transform squashes its content to nothing visible; drawing it
            // would rasterise enormous local geometry (docs/Robustness.md, "Renderer").
            guard abs(combined.a * combined.d - combined.b * combined.c) >= 1e-9 else { return skipGroup(at: i) }
            groups.append(.transform(transform))
            transform = combined
        case .pushShadow(let style):
            pushShadow(style, at: i, ops: ops, glyphs: glyphs)
        case .pushCachedLayer(let layer):
            return pushCachedLayer(layer, at: i, ops: ops, glyphs: glyphs)
        case .pushEffect(let effect):
            return pushEffect(effect, at: i, ops: ops, glyphs: glyphs)
        case .pushMask:
            return pushMaskGroup(at: i)
        case .pushProjection(let m):
            return pushProjection(m, at: i, ops: ops, glyphs: glyphs)
        case .popClip, .popOpacity, .popTransform, .popShadow, .popCachedLayer, .popEffect, .popMask, .popProjection:
            popGroup()
        }
        return i
    }

    /// Skips a group whose content cannot show (zero opacity, empty clip, invalid transform).
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

    func applyClip() {
        var r = clip
        if r.w <= 0 || r.h <= 0 {
            // SDL treats an empty clip rect as "no clipping"; clip to an off-canvas pixel instead.
            r = SDL_Rect(x: -2, y: -2, w: 1, h: 1)
        }
        SDL_RenderSetClipRect(renderer, &r)
    }

    func setClip(_ r: SDL_Rect) {
        if r.x == clip.x && r.y == clip.y && r.w == clip.w && r.h == clip.h { return }
        flush()
        clip = r
        applyClip()
    }

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

    func sdlColor(_ c: Color.Resolved, alpha: Float = 1) -> SDL_Color {
        var c = c
        c.opacity *= alpha
        let v = c.rgba8
        return SDL_Color(r: v.r, g: v.g, b: v.b, a: v.a)
    }

    var isAxisAligned: Bool { abs(transform.b) < 1e-9 && abs(transform.c) < 1e-9 }
    var isTranslationOnly: Bool { isAxisAligned && abs(transform.a - 1) < 1e-9 && abs(transform.d - 1) < 1e-9 }

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
