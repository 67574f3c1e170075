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
/// Textures come from a bounded `TextureCache` (images, path masks), the `GlyphAtlas` (text) and
/// a few reused offscreen layers (opacity groups, shaped clips, shadows); a static screen
/// creates no texture after its first frame and changing text creates none at all.
public final class DisplayListRenderer {
    /// The SDL renderer drawn into (owned by the caller).
    public let renderer: OpaquePointer
    /// Where images and fonts come from.
    public let catalog: AssetCatalog
    /// Measures and shapes text with SDL2_ttf, in the catalog's fonts.
    public let measurer: TTFTextMeasurer
    /// Image and path-mask textures.
    public let textures: TextureCache
    /// Glyph pages.
    public let atlas: GlyphAtlas
    /// Offscreen targets of groups (see DisplayListRenderer+Layers.swift).
    let layers: LayerPool
    /// Blurred shadows kept between frames.
    let shadows: ShadowCache
    /// Blurred backdrops (materials) kept between frames, one slot per backdrop in the frame.
    let backdropSlots: ShadowCache
    /// Render targets of the GPU backdrop blur.
    let backdropChain: BackdropChain
    /// Copies of the window's framebuffer for backdrops over a frame drawn into the window (GL).
    let backdropWindowCopy: BackdropWindowCopy
    /// Images of cached layers (`drawingGroup()`) kept between frames.
    let layerCache: LayerCache
    /// Problems logged by the renderer so far (each once), for tests and debug overlays.
    public private(set) var warnings: [String] = []
    /// The cost of the last `draw(_:)`.
    public private(set) var lastFrame = RenderStatistics()
    /// Frames drawn.
    public private(set) var frameCount = 0
    /// Whether the renderer is SDL's software renderer (which cannot filter textured triangles
    /// linearly nor use custom blend modes, so some draws take another path there).
    public let isSoftwareRenderer: Bool
    /// All textures created so far by this renderer (cache, atlas, layers, shadows, and those
    /// of the renderer that draws `ImageRenderer` content).
    public var texturesCreated: Int {
        textures.created + atlas.texturesCreated + layers.texturesCreated + shadows.texturesCreated + ownTexturesCreated
            + backdropSlots.texturesCreated + backdropChain.texturesCreated + backdropWindowCopy.texturesCreated
            + layerCache.texturesCreated
            + (contentDrawer?.texturesCreated ?? 0)
    }
    /// Whether a nine-slice is composed once into a cached texture and drawn as one quad (the
    /// default), or drawn piece by piece every frame (one image draw per region and tile).
    public var composesNineSlices = true {
        didSet { contentDrawer?.composesNineSlices = composesNineSlices }
    }
    /// Nine-slice textures composed so far (each once per image, insets, mode and pixel size).
    public internal(set) var composedTextures = 0
    /// Shape textures composed so far for gradient and image paints.
    public internal(set) var paintTextures = 0
    /// `ImageRenderer` images rasterised so far (each once per content, size and scale).
    public internal(set) var renderedImages = 0

    let logger: Logger
    let batch = GeometryBatch()
    var stats = RenderStatistics()
    var ownTexturesCreated = 0
    var scaleModes: [OpaquePointer: SDL_ScaleMode] = [:]
    var warned: Set<String> = []

    // Per-frame drawing state.
    var transform = CGAffineTransform.identity
    var clip = SDL_Rect(x: 0, y: 0, w: 0, h: 0)
    var outputWidth: Int32 = 0
    var outputHeight: Int32 = 0
    var rootTarget: OpaquePointer?
    var groups: [GroupFrame] = []
    /// Cached layers being drawn into the cache now (layers nested in them are drawn directly).
    var renderingCachedLayers = 0
    /// The opacity the next cached layer's image is drawn with (an opacity group holding only it).
    var cachedLayerOpacity: Float = 1
    /// Opacity groups whose content the last frame drew too (drawn from the layer cache).
    var stillGroups = StillGroupTracker()
    var matching: [Int] = []
    var openPushes: [Int] = []
    var scratchPoints: [SIMD2<Float>] = []
    var scratchMiters: [SIMD2<Float>] = []
    var shapeCache: [DisplayShape: [(points: [SIMD2<Float>], closed: Bool)]] = [:]
    var imagePaths: [ImageInfo: String?] = [:]
    /// Coverage of shaped clips on the software renderer, by shape, transform and region.
    var clipCoverage: [ClipCoverageKey: [UInt8]] = [:]

    var placeholderEntry: TextureCache.Entry?
    /// Decoded or rasterised pixels of images used in compositions.
    var imagePixels: [ImageInfo: ImagePixels] = [:]
    /// Draws `ImageRenderer` content into offscreen targets (see `contentRenderer()`).
    var contentDrawer: DisplayListRenderer?
    /// Whether coverage masks under a rotation or scale use a rounded transform so animations
    /// reuse masks (`maskTransform()`); rendered pattern tiles need the exact one.
    var roundsMaskTransforms = true
    /// Band profiles of the rounded-rectangle masks in `textures` (`RoundedRectNineSlice`).
    var roundedRectBands: [TextureKey: RoundedRectNineSlice.Bands] = [:]
    /// The CPU blur of backdrops (its buffers are reused).
    var backdropBlur = BackdropBlur()
    /// Whether a within-window backdrop is drawing the HUD beneath it again.
    var redrawingBackdrop = false
    /// The target's pixels before this frame's HUD, and their hash (frames with within-window materials).
    var sceneBeforeHUD: (pixels: [UInt32], hash: Int)?
    /// Blurred backdrops of this frame so far, against `RenderLimits`' per-frame budget.
    var backdropBudget = BackdropBudget()
    /// The opaque block of each backdrop slot's texture, drawn without blending.
    var backdropInteriors: [Int: OpaqueInterior] = [:]
    /// The CPU blur of layer effects (`blur(radius:opaque:)`; its buffers are reused).
    var effectBlur = ColorBoxBlur()
    /// Processed effect layers kept between frames.
    var effectCache = EffectCache()
    /// The streaming texture processed effect layers are drawn back from.
    var effectPixels: (texture: OpaquePointer, width: Int32, height: Int32)?

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
        self.catalog = catalog
        self.measurer = measurer
        self.logger = logger
        textures = TextureCache(byteBudget: textureBudget, logger: logger)
        atlas = GlyphAtlas(renderer: renderer)
        layers = LayerPool(renderer: renderer)
        shadows = ShadowCache(renderer: renderer)
        backdropSlots = ShadowCache(renderer: renderer)
        backdropChain = BackdropChain(renderer: renderer)
        backdropWindowCopy = BackdropWindowCopy(renderer: renderer)
        layerCache = LayerCache(renderer: renderer)
        var info = SDL_RendererInfo()
        if SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name {
            isSoftwareRenderer = String(cString: name) == "software"
        } else {
            isSoftwareRenderer = true
        }
        let batch = self.batch
        textures.willDestroy = { [unowned self] texture in
            if batch.references(texture) { self.flush() }
            self.scaleModes.removeValue(forKey: texture)
        }
        atlas.willReset = { [unowned self] in self.flush() }
        shadows.willDestroy = { [unowned self] texture in
            self.flush()
            self.scaleModes.removeValue(forKey: texture)
        }
        backdropSlots.willDestroy = shadows.willDestroy
    }

    deinit {
        textures.willDestroy = nil
        atlas.willReset = nil
        shadows.willDestroy = nil
        backdropSlots.willDestroy = nil
        textures.removeAll()
        layers.removeAll()
        shadows.removeAll()
        backdropSlots.removeAll()
        backdropChain.removeAll()
        backdropWindowCopy.removeAll()
        layerCache.removeAll()
        if let t = effectPixels?.texture { SDL_DestroyTexture(t) }
    }

    /// Forgets every texture made on `renderer` without destroying it, because the renderer was
    /// destroyed first (SDL destroyed its textures with it). Used by the hosts when they detect
    /// that order; the renderer must not draw afterwards.
    func forgetRendererTextures() {
        textures.willDestroy = nil
        atlas.willReset = nil
        textures.forgetAll()
        atlas.forgetPages()
        shadows.willDestroy = nil
        layers.forgetAll()
        shadows.forgetAll()
        backdropSlots.willDestroy = nil
        backdropSlots.forgetAll()
        backdropChain.forgetAll()
        backdropWindowCopy.forgetAll()
        layerCache.forgetAll()
        effectPixels = nil
        effectCache.removeAll()
    }

    // MARK: Frame

    /// Draws `list` into the renderer's current target, in painter's order. Operations with
    /// non-finite coordinates are skipped (counted in `lastFrame.skippedOperations`, logged once).
    public func draw(_ list: DisplayList) {
        let createdBefore = texturesCreated
        stats = RenderStatistics()
        backdropBudget = BackdropBudget()
        frameCount += 1
        textures.beginFrame()
        shadows.beginFrame()
        backdropSlots.beginFrame()
        layerCache.beginFrame()
        stillGroups.beginFrame()
        effectCache.beginFrame(frameCount)
        renderingCachedLayers = 0
        cachedLayerOpacity = 1

        // Remember the caller's state so a HUD drawn over a game leaves it as it was.
        rootTarget = SDL_GetRenderTarget(renderer)
        let saved = RendererState(of: renderer, parts: [.clip, .drawColor, .blendMode])

        SDL_GetRendererOutputSize(renderer, &outputWidth, &outputHeight)
        batch.configure(width: outputWidth, height: outputHeight)
        clip = SDL_Rect(x: 0, y: 0, w: outputWidth, h: outputHeight)
        if let savedClip = saved.clip { clip = intersect(clip, savedClip) }
        applyClip()
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        transform = .identity
        groups.removeAll(keepingCapacity: true)
        layers.depth = 0

        matchPushes(list.operations)
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

    /// For every push operation, the index of its matching pop (or the end of the list).
    private func matchPushes(_ ops: [DisplayOperation]) {
        matching.removeAll(keepingCapacity: true)
        matching.append(contentsOf: repeatElement(ops.count, count: ops.count))
        openPushes.removeAll(keepingCapacity: true)
        for (k, op) in ops.enumerated() {
            switch op {
            case .pushClip, .pushOpacity, .pushTransform, .pushShadow, .pushCachedLayer, .pushEffect, .pushMask, .pushProjection:
                openPushes.append(k)
            case .popClip, .popOpacity, .popTransform, .popShadow, .popCachedLayer, .popEffect, .popMask, .popProjection:
                if let open = openPushes.popLast() { matching[open] = k }
            default:
                break
            }
        }
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
                groups.append(.cachedLayerOpacity(cachedLayerOpacity))
                cachedLayerOpacity *= opacity
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
        matching[i] >= matching.count ? matching.count - 1 : matching[i]
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

    /// `use` for a polygon in `scratchPoints`, grown by `pad` pixels.
    func useScratch(_ texture: OpaquePointer?, pad: Float) {
        var x0 = Float.infinity, y0 = Float.infinity, x1 = -Float.infinity, y1 = -Float.infinity
        for p in scratchPoints {
            x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
        use(texture, x0 - pad, y0 - pad, x1 + pad, y1 + pad)
    }

    /// Sets a texture's filtering. SDL reads the scale mode when its queued commands execute,
    /// so changing it would also change earlier draws of this frame (docs/SDLNotes.md §2.3): flush
    /// our batch and SDL's queue first.
    func setScaleMode(_ texture: OpaquePointer, _ mode: SDL_ScaleMode) {
        if scaleModes[texture] == mode { return }
        flush()
        SDL_RenderFlush(renderer)
        SDL_SetTextureScaleMode(texture, mode)
        scaleModes[texture] = mode
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
        guard warned.insert(key).inserted else { return }
        warnings.append(message)
        logger.warning("\(message)")
    }

    // MARK: Shapes

    /// The shape's contours in its own coordinates, flattened and cleaned, cached by shape.
    func contours(of shape: DisplayShape) -> [(points: [SIMD2<Float>], closed: Bool)] {
        if let c = shapeCache[shape] { return c }
        var result: [(points: [SIMD2<Float>], closed: Bool)] = []
        if case .rect(let r) = shape {
            let s = r.standardized
            result = [
                (
                    [
                        SIMD2(Float(s.minX), Float(s.minY)), SIMD2(Float(s.maxX), Float(s.minY)),
                        SIMD2(Float(s.maxX), Float(s.maxY)), SIMD2(Float(s.minX), Float(s.maxY)),
                    ], true
                )
            ]
        } else {
            for poly in shape.path.flattened(tolerance: 0.2) {
                var pts = poly.points.map { SIMD2(Float($0.x), Float($0.y)) }
                ShapeTessellator.clean(&pts)
                if pts.count >= 2 { result.append((pts, poly.isClosed)) }
            }
        }
        if shapeCache.count > 2048 { shapeCache.removeAll(keepingCapacity: true) }
        shapeCache[shape] = result
        return result
    }

    func isFinite(_ shape: DisplayShape) -> Bool {
        let b = shape.bounds
        if b.isNull { return shape.path.isEmpty }
        return b.origin.x.isFinite && b.origin.y.isFinite && b.width.isFinite && b.height.isFinite
    }

    /// Transformed points of a contour into `scratchPoints`.
    func transformed(_ pts: [SIMD2<Float>]) {
        scratchPoints.removeAll(keepingCapacity: true)
        if transform.isIdentity {
            scratchPoints.append(contentsOf: pts)
        } else {
            for p in pts { scratchPoints.append(apply(CGFloat(p.x), CGFloat(p.y))) }
        }
    }

    func fill(_ shape: DisplayShape, _ color: Color.Resolved) {
        guard isFinite(shape) else { stats.skippedOperations += 1; return }
        guard color.opacity > 0, visible(shape.bounds.insetBy(dx: -1, dy: -1).applying(transform)) else { return }
        if case .rect(let r) = shape, isAxisAligned {
            let t = r.standardized.applying(transform)
            let x0 = Float(max(-32_768, t.minX)), y0 = Float(max(-32_768, t.minY))
            let x1 = Float(min(32_768, t.maxX)), y1 = Float(min(32_768, t.maxY))
            use(nil, x0, y0, x1, y1)
            ShapeTessellator.fillRect(x0: x0, y0: y0, x1: x1, y1: y1, color: sdlColor(color), batch: batch)
            return
        }
        // The software renderer truncates triangle vertices to whole pixels, which ruins a
        // one-pixel feathered edge; there curved shapes come from cached coverage masks drawn
        // as whole-pixel quads (which it blits exactly); rounded rectangles as a nine-slice of one
        // mask that fits every size.
        if isSoftwareRenderer {
            if drawRoundedRectNineSlice(shape, lineWidth: 0, color: color) { return }
            return drawMask(shape, lineWidth: 0, color: color)
        }
        let cs = contours(of: shape)
        guard !cs.isEmpty else { return }
        if cs.count == 1, cs[0].points.count >= 3 {
            transformed(cs[0].points)
            if ShapeTessellator.isConvex(scratchPoints) {
                ShapeTessellator.miters(scratchPoints, into: &scratchMiters)
                useScratch(nil, pad: 0.5)
                ShapeTessellator.fillConvex(scratchPoints, miters: scratchMiters, color: sdlColor(color), batch: batch)
                return
            }
        }
        drawMask(shape, lineWidth: 0, color: color)
    }

    func stroke(_ shape: DisplayShape, _ color: Color.Resolved, _ style: StrokeStyle) {
        guard isFinite(shape), style.lineWidth.isFinite else { stats.skippedOperations += 1; return }
        guard color.opacity > 0, style.lineWidth > 0 else { return }
        let grow = -(style.lineWidth / 2 + 1)
        guard visible(shape.bounds.insetBy(dx: grow, dy: grow).applying(transform)) else { return }
        let cs = contours(of: shape)
        guard !cs.isEmpty else { return }
        // Line width in pixels after the transform (its mean scale).
        let scale = Float(abs(transform.a * transform.d - transform.b * transform.c).squareRoot())
        let width = Float(style.lineWidth) * (scale.isFinite && scale > 0 ? scale : 1)
        if case .rect(let r) = shape, isAxisAligned {
            // Four exact bands (top, bottom, then the sides between them) — no overlap.
            let t = r.standardized.applying(transform)
            let hw = width / 2
            let x0 = Float(t.minX), y0 = Float(t.minY), x1 = Float(t.maxX), y1 = Float(t.maxY)
            let c = sdlColor(color)
            use(nil, x0 - hw, y0 - hw, x1 + hw, y1 + hw)
            // Split rows on whole pixels so no partially covered row is blended twice.
            let top = max(y0 - hw, min((y0 + hw).rounded(), y1 + hw)), bottom = max(top, min((y1 - hw).rounded(), y1 + hw))
            ShapeTessellator.fillRect(x0: x0 - hw, y0: y0 - hw, x1: x1 + hw, y1: top, color: c, batch: batch)
            ShapeTessellator.fillRect(x0: x0 - hw, y0: bottom, x1: x1 + hw, y1: y1 + hw, color: c, batch: batch)
            ShapeTessellator.fillRect(x0: x0 - hw, y0: top, x1: min(x0 + hw, x1 + hw), y1: bottom, color: c, batch: batch)
            ShapeTessellator.fillRect(x0: max(x1 - hw, x0 + hw), y0: top, x1: x1 + hw, y1: bottom, color: c, batch: batch)
            return
        }
        if isSoftwareRenderer {
            if drawRoundedRectNineSlice(shape, lineWidth: CGFloat(width), color: color) { return }
            return drawMask(shape, lineWidth: CGFloat(width), color: color)
        }
        if cs.count == 1, cs[0].closed, cs[0].points.count >= 3 {
            transformed(cs[0].points)
            if ShapeTessellator.isConvex(scratchPoints) {
                ShapeTessellator.miters(scratchPoints, into: &scratchMiters)
                useScratch(nil, pad: width / 2 + 0.5)
                ShapeTessellator.strokeClosed(scratchPoints, miters: scratchMiters, width: width, color: sdlColor(color), batch: batch)
                return
            }
        }
        drawMask(shape, lineWidth: CGFloat(width), color: color)
    }

    /// Draws a shape the tessellator cannot (non-convex, several contours, open strokes) from a
    /// cached coverage mask. Strokes drawn this way have round joins and caps; dashes are not
    /// drawn (solid instead).
    func drawMask(_ shape: DisplayShape, lineWidth exactLineWidth: CGFloat, color: Color.Resolved) {
        // A stroke under an animated scale changes width a little every frame: round it to
        // 1/64 pixel so its masks are reused (see `maskTransform()`).
        let lineWidth = (exactLineWidth * 64).rounded() / 64
        // Normalise the key: move the shape by whole units to the origin and fold that move and
        // the mask window's position into the transform. Integer steps keep the key exact, so
        // equal shapes at whole-pixel offsets share one mask.
        let lb = shape.bounds
        let n = CGPoint(x: lb.minX.rounded(.down), y: lb.minY.rounded(.down))
        let local = shape.translated(dx: -n.x, dy: -n.y)
        let t = CGAffineTransform(translationX: n.x, y: n.y).concatenating(maskTransform())
        // The transformed bounding box (exact for axis-aligned transforms, a little larger when
        // rotated); the path itself is only built when the mask is not cached.
        let placedBounds = local.bounds.applying(t)
        let pad = lineWidth / 2 + 2
        var window = pixelRect(placedBounds.insetBy(dx: -pad, dy: -pad))
        // Only the visible part is rasterised (a huge path would otherwise need a huge mask).
        let canvas = SDL_Rect(x: 0, y: 0, w: outputWidth, h: outputHeight)
        window = intersect(window, canvas)
        guard window.w > 0, window.h > 0 else { return }
        var inMask = t
        inMask.tx -= CGFloat(window.x)
        inMask.ty -= CGFloat(window.y)
        let key = TextureKey.coverage(local, inMask, lineWidth: lineWidth, width: Int(window.w), height: Int(window.h))
        let entry: TextureCache.Entry
        if let hit = textures.lookup(key) {
            entry = hit
        } else {
            let mask = coverage(of: local, transform: inMask, lineWidth: lineWidth, width: Int(window.w), height: Int(window.h))
            guard let texture = makeAlphaTexture(mask, width: Int(window.w), height: Int(window.h)) else { return }
            entry = textures.insert(texture, width: Int(window.w), height: Int(window.h), for: key)
        }
        setScaleMode(entry.texture, SDL_ScaleModeNearest)
        // Batch by the shape's true extent (the mask's window has a transparent margin).
        let b = placedBounds.insetBy(dx: -(lineWidth / 2 + 0.5), dy: -(lineWidth / 2 + 0.5))
        let ix0 = max(Float(window.x), Float(b.minX)), iy0 = max(Float(window.y), Float(b.minY))
        let ix1 = min(Float(window.x + window.w), Float(b.maxX)), iy1 = min(Float(window.y + window.h), Float(b.maxY))
        use(entry.texture, ix0, iy0, max(ix0, ix1), max(iy0, iy1))
        emitQuad(
            x: Float(window.x), y: Float(window.y), w: Float(window.w), h: Float(window.h), u0: 0, v0: 0, u1: 1, v1: 1,
            color: sdlColor(color))
    }

    /// The transform a coverage mask is rasterised with. Under a rotation or scale (an animated
    /// `scaleEffect` or `rotationEffect`) the linear part is rounded to 1/512, the transform's
    /// fixed point (its anchor) is kept where it is, and the translation is rounded to whole
    /// pixels. Every shape under the transform moves together (fill and stroke stay registered),
    /// by well under a pixel, and a mask's key then depends only on the rounded rotation and
    /// scale: an animation revisits a small set of cached masks instead of rasterising new ones.
    func maskTransform() -> CGAffineTransform {
        let t = transform
        guard !t.isIdentity, roundsMaskTransforms else { return t }
        func linear(_ v: CGFloat) -> CGFloat { (v * 512).rounded() / 512 }
        let (a, b, c, d) = (linear(t.a), linear(t.b), linear(t.c), linear(t.d))
        // Fixed point p of the exact transform: p = L·p + t, so (I − L)·p = t.
        let m11 = 1 - t.a, m12 = -t.c, m21 = -t.b, m22 = 1 - t.d
        let det = m11 * m22 - m12 * m21
        var tx = t.tx, ty = t.ty
        if abs(det) > 1e-6 {
            let px = (m22 * t.tx - m12 * t.ty) / det, py = (m11 * t.ty - m21 * t.tx) / det
            tx = px - (a * px + c * py)
            ty = py - (b * px + d * py)
        }
        return CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx.rounded(), ty: ty.rounded())
    }

    /// The anti-aliased coverage (0…255 per pixel) of a shape filled, or stroked when
    /// `lineWidth > 0`, in a `width × height` mask that `transform` maps the shape into.
    func coverage(of shape: DisplayShape, transform: CGAffineTransform, lineWidth: CGFloat, width: Int, height: Int) -> [UInt8] {
        let polys = shape.path.applying(transform).flattened(tolerance: 0.2)
            .map { (points: $0.points.map { SIMD2(Float($0.x), Float($0.y)) }, closed: $0.isClosed) }
        return lineWidth > 0
            ? CoverageRasterizer.stroke(polys, lineWidth: Float(lineWidth), originX: 0, originY: 0, width: width, height: height)
            : CoverageRasterizer.fill(polys.map(\.points), originX: 0, originY: 0, width: width, height: height)
    }

    /// A static ARGB texture with white colour and `alpha` as its alpha channel.
    func makeAlphaTexture(_ alpha: [UInt8], width: Int, height: Int) -> OpaquePointer? {
        guard
            let t = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                Int32(width), Int32(height))
        else {
            warnOnce(
                "texture-\(width)x\(height)",
                "could not create a \(width)×\(height) texture: \(SDLError.current("SDL_CreateTexture").message)")
            return nil
        }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for i in pixels.indices { pixels[i] = UInt32(alpha[i]) << 24 | 0x00FF_FFFF }
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(t, nil, $0.baseAddress, Int32(width * 4)) }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        return t
    }

    /// Appends a textured quad; when `transformed`, the corners go through the current transform.
    func quad(
        _ texture: OpaquePointer?, x: Float, y: Float, w: Float, h: Float,
        u0: Float, v0: Float, u1: Float, v1: Float, color: SDL_Color, transformed: Bool = true
    ) {
        if transformed && !transform.isIdentity {
            let p0 = apply(CGFloat(x), CGFloat(y)), p1 = apply(CGFloat(x + w), CGFloat(y))
            let p2 = apply(CGFloat(x + w), CGFloat(y + h)), p3 = apply(CGFloat(x), CGFloat(y + h))
            use(texture, min(p0.x, p1.x, p2.x, p3.x), min(p0.y, p1.y, p2.y, p3.y), max(p0.x, p1.x, p2.x, p3.x), max(p0.y, p1.y, p2.y, p3.y))
            let base = batch.nextIndex
            batch.vertex(p0.x, p0.y, color, u0, v0)
            batch.vertex(p1.x, p1.y, color, u1, v0)
            batch.vertex(p2.x, p2.y, color, u1, v1)
            batch.vertex(p3.x, p3.y, color, u0, v1)
            batch.triangle(base, base + 1, base + 2)
            batch.triangle(base, base + 2, base + 3)
        } else {
            use(texture, x, y, x + w, y + h)
            emitQuad(x: x, y: y, w: w, h: h, u0: u0, v0: v0, u1: u1, v1: v1, color: color)
        }
    }

    /// Appends an untransformed quad to the batch group already chosen with `use`.
    @inline(__always)
    func emitQuad(x: Float, y: Float, w: Float, h: Float, u0: Float, v0: Float, u1: Float, v1: Float, color: SDL_Color) {
        let base = batch.nextIndex
        batch.vertex(x, y, color, u0, v0)
        batch.vertex(x + w, y, color, u1, v0)
        batch.vertex(x + w, y + h, color, u1, v1)
        batch.vertex(x, y + h, color, u0, v1)
        batch.triangle(base, base + 1, base + 2)
        batch.triangle(base, base + 2, base + 3)
    }

    // MARK: Images

    /// The texture for an image, or the placeholder checker when it is missing or corrupt.
    func imageTexture(_ info: ImageInfo) -> (entry: TextureCache.Entry, placeholder: Bool)? {
        if let rendered = info.rendered {
            if let hit = textures.lookup(.rendered(rendered)) { return (hit, false) }
            let px = pixels(of: info)
            if let made = uploadComposed(px.texels, width: px.width, height: px.height, key: .rendered(rendered)) { return (made, false) }
            return placeholderTexture().map { ($0, true) }
        }
        if !info.isPlaceholder, let path = imagePath(info) {
            if let hit = textures.lookup(.imageFile(path)) { return (hit, false) }
            if let (_, surface) = catalog.surface(for: info) {
                SDL_ClearError()
                if let t = SDL_CreateTextureFromSurface(renderer, surface) {
                    let w = Int(surface.pointee.w), h = Int(surface.pointee.h)
                    catalog.releaseSurface(path: path)
                    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
                    return (textures.insert(t, width: w, height: h, for: .imageFile(path)), false)
                }
                warnOnce(
                    "image-\(path)",
                    "could not create a texture for image '\(info.name)' from \(path): \(SDLError.current("SDL_CreateTextureFromSurface").message)"
                )
            } else {
                catalog.report(.imageCorrupt(name: info.name, path: path, reason: SDLError.current("IMG_Load").message))
            }
        }
        return placeholderTexture().map { ($0, true) }
    }

    /// The file behind a drawable image, remembered per `ImageInfo` so a frame does not build
    /// lookup strings for every image it draws.
    func imagePath(_ info: ImageInfo) -> String? {
        if let known = imagePaths[info] { return known }
        let path = catalog.path(for: info)
        if imagePaths.count > 4096 { imagePaths.removeAll(keepingCapacity: true) }
        imagePaths[info] = path
        return path
    }

    /// A 32×32 magenta/black checker (8-pixel squares), drawn with nearest filtering.
    func placeholderTexture() -> TextureCache.Entry? {
        if let hit = textures.lookup(.placeholder) { return hit }
        guard let t = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), 32, 32)
        else {
            warnOnce("placeholder", "could not create the placeholder texture: \(SDLError.current("SDL_CreateTexture").message)")
            return nil
        }
        var pixels = [UInt32](repeating: 0, count: 32 * 32)
        for y in 0..<32 {
            for x in 0..<32 { pixels[y * 32 + x] = ((x / 8 + y / 8) % 2 == 0) ? 0xFFFF_00FF : 0xFF00_0000 }
        }
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(t, nil, $0.baseAddress, 32 * 4) }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        return textures.insert(t, width: 32, height: 32, for: .placeholder)
    }

    func drawImage(_ d: ImageDrawing) {
        let finite =
            d.destination.origin.x.isFinite && d.destination.origin.y.isFinite && d.destination.width.isFinite
            && d.destination.height.isFinite && d.source.origin.x.isFinite && d.source.origin.y.isFinite
            && d.source.width.isFinite && d.source.height.isFinite && d.opacity.isFinite
        guard finite else { stats.skippedOperations += 1; return }
        var dst = d.destination.standardized
        guard dst.width > 0, dst.height > 0, d.opacity > 0, visible(dst.applying(transform)) else { return }
        guard let (entry, isPlaceholder) = imageTexture(d.image) else { return }
        var requested = d.source.standardized
        // Source rect in image pixels → texture coordinates (the placeholder stretches its checker
        // over whatever part of the image was asked for).
        let iw = d.image.pixelSize.width > 0 ? d.image.pixelSize.width : CGFloat(entry.width)
        let ih = d.image.pixelSize.height > 0 ? d.image.pixelSize.height : CGFloat(entry.height)
        if requested.width <= 0 || requested.height <= 0 { requested = CGRect(x: 0, y: 0, width: iw, height: ih) }
        // Drawn only where it can show: SDL's software path fills the whole destination.
        var src = requested
        if let window = visibleWindow(), !window.contains(dst) {
            (dst, src) = Self.crop(dst, source: requested, to: window)
            guard dst.width > 0, dst.height > 0 else { return }
        }
        // On software, aim at texel centres: it truncates u × width to whole texels (see composite).
        let bx: CGFloat = isSoftwareRenderer ? 0.5 * iw / CGFloat(entry.width) : 0
        let by: CGFloat = isSoftwareRenderer ? 0.5 * ih / CGFloat(entry.height) : 0
        let u0 = Float((src.minX + bx) / iw), v0 = Float((src.minY + by) / ih)
        let u1 = Float((src.maxX + bx) / iw), v1 = Float((src.maxY + by) / ih)
        var color = sdlColor(d.tint ?? Color.Resolved(red: 1, green: 1, blue: 1), alpha: d.opacity)
        if isPlaceholder { color = SDL_Color(r: 255, g: 255, b: 255, a: color.a) }
        let smooth = d.smooth && !isPlaceholder
        let texW = CGFloat(entry.width) * (src.width / iw), texH = CGFloat(entry.height) * (src.height / ih)
        let scaled = abs(dst.width * abs(transform.a) - texW) > 0.01 || abs(dst.height * abs(transform.d) - texH) > 0.01
        if smooth && scaled && isSoftwareRenderer && isAxisAligned {
            // SDL's software renderer samples textured triangles with nearest filtering only;
            // SDL_RenderCopyF does filter linearly, so scaled smooth images take that path there.
            copyImage(entry, src: src, iw: iw, ih: ih, dst: dst.applying(transform), color: color)
            return
        }
        if isSoftwareRenderer && !isAxisAligned && isRotationAndScale {
            let sx = CGFloat(entry.width) / iw, sy = CGFloat(entry.height) / ih
            let srcRect = SDL_Rect(
                x: Int32(checked: (src.minX * sx).rounded()), y: Int32(checked: (src.minY * sy).rounded()),
                w: Int32(checked: (src.width * sx).rounded()), h: Int32(checked: (src.height * sy).rounded()))
            if copyRotated(
                entry.texture, src: srcRect, x: Float(dst.minX), y: Float(dst.minY), w: Float(dst.width), h: Float(dst.height),
                color: color, mode: smooth ? SDL_ScaleModeLinear : SDL_ScaleModeNearest)
            {
                return
            }
        }
        setScaleMode(entry.texture, smooth ? SDL_ScaleModeLinear : SDL_ScaleModeNearest)
        quad(
            entry.texture, x: Float(dst.minX), y: Float(dst.minY), w: Float(dst.width), h: Float(dst.height),
            u0: u0, v0: v0, u1: u1, v1: v1, color: color)
    }

    /// Whether the transform is a rotation with positive, moderate scales (no skew, no mirror),
    /// which `SDL_RenderCopyExF` can draw. SDL's software rotate-blit crashes on destinations
    /// millions of pixels wide (a fuzz tree scaled text by 1e6), so larger scales take the
    /// geometry path, whose triangles are clipped to the canvas.
    var isRotationAndScale: Bool {
        let t = transform
        let limit = CGFloat(Self.maximumRotateBlitScale)
        guard t.a * t.a + t.b * t.b <= limit * limit, t.c * t.c + t.d * t.d <= limit * limit else { return false }
        return abs(t.a * t.c + t.b * t.d) < 1e-6 && t.a * t.d - t.b * t.c > 0
    }

    /// The largest scale drawn with SDL's rotate-blit (see `isRotationAndScale`).
    static let maximumRotateBlitScale = 64

    /// Draws a texture region rotated and scaled by the current transform with
    /// `SDL_RenderCopyExF`. Used on the software renderer, whose triangle rasteriser samples
    /// textures with nearest filtering and off-by-one texels (rotated text and images came out
    /// ragged); its rotate-blit filters linearly.
    ///
    /// Returns `false`, drawing nothing, when the rotated destination reaches more than
    /// `CanvasTriangleClipper.margin` outside the canvas: SDL's rotate-blit converts its
    /// destination to integers unchecked and corrupted the heap on a glyph far off the canvas
    /// (fuzz tree 11,666), so the caller draws through the clipped geometry path instead. A
    /// destination wholly outside the clip is culled (`true`).
    func copyRotated(
        _ texture: OpaquePointer, src: SDL_Rect, x: Float, y: Float, w: Float, h: Float,
        color: SDL_Color, mode: SDL_ScaleMode
    ) -> Bool {
        let t = transform
        let sx = (t.a * t.a + t.b * t.b).squareRoot(), sy = (t.c * t.c + t.d * t.d).squareRoot()
        let angle = atan2(Double(t.b), Double(t.a)) * 180 / .pi
        let c = apply(CGFloat(x + w / 2), CGFloat(y + h / 2))
        let dw = w * Float(sx), dh = h * Float(sy)
        // The rotated destination's bounding box.
        let cosine = sx > 0 ? abs(Float(t.a / sx)) : 1, sine = sx > 0 ? abs(Float(t.b / sx)) : 0
        let ex = (cosine * dw + sine * dh) / 2, ey = (sine * dw + cosine * dh) / 2
        guard c.x.isFinite, c.y.isFinite, ex.isFinite, ey.isFinite else { return false }
        if c.x + ex < Float(clip.x) || c.x - ex > Float(clip.x + clip.w) || c.y + ey < Float(clip.y) || c.y - ey > Float(clip.y + clip.h) {
            return true
        }
        let margin = CanvasTriangleClipper.margin
        guard c.x - ex >= -margin, c.y - ey >= -margin, c.x + ex <= Float(outputWidth) + margin, c.y + ey <= Float(outputHeight) + margin
        else { return false }
        var d = SDL_FRect(x: c.x - dw / 2, y: c.y - dh / 2, w: dw, h: dh)
        var s = src
        flush()
        setScaleMode(texture, mode)
        SDL_RenderFlush(renderer)
        SDL_SetTextureColorMod(texture, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(texture, color.a)
        SDL_RenderCopyExF(renderer, texture, &s, &d, angle, nil, SDL_FLIP_NONE)
        stats.drawCalls += 1
        SDL_RenderFlush(renderer)
        SDL_SetTextureColorMod(texture, 255, 255, 255)
        SDL_SetTextureAlphaMod(texture, 255)
        return true
    }

    private func copyImage(_ entry: TextureCache.Entry, src: CGRect, iw: CGFloat, ih: CGFloat, dst: CGRect, color: SDL_Color) {
        flush()
        setScaleMode(entry.texture, SDL_ScaleModeLinear)
        // Colour and alpha modulation are texture state too: flush SDL's queue before changing them.
        SDL_RenderFlush(renderer)
        SDL_SetTextureColorMod(entry.texture, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(entry.texture, color.a)
        let sx = CGFloat(entry.width) / iw, sy = CGFloat(entry.height) / ih
        var s = SDL_Rect(
            x: Int32(checked: (src.minX * sx).rounded()), y: Int32(checked: (src.minY * sy).rounded()),
            w: Int32(checked: (src.width * sx).rounded()), h: Int32(checked: (src.height * sy).rounded()))
        var dr = SDL_FRect(x: Float(dst.minX), y: Float(dst.minY), w: Float(dst.width), h: Float(dst.height))
        SDL_RenderCopyF(renderer, entry.texture, &s, &dr)
        stats.drawCalls += 1
        SDL_RenderFlush(renderer)
        SDL_SetTextureColorMod(entry.texture, 255, 255, 255)
        SDL_SetTextureAlphaMod(entry.texture, 255)
    }

    // MARK: Text

    /// Draws a glyph run from the atlas; with `shadow`, the run's soft shadow instead: its
    /// blurred glyphs (also in the atlas) in the shadow's color, offset.
    func drawText(_ run: TextRun, _ glyphs: [PositionedGlyph], shadow: ShadowStyle? = nil) {
        guard run.font.size.isFinite, run.scale.isFinite else { stats.skippedOperations += 1; return }
        guard run.color.opacity > 0 else { return }
        let lower = max(0, min(run.glyphs.lowerBound, glyphs.count)), upper = max(lower, min(run.glyphs.upperBound, glyphs.count))
        guard lower < upper, let font = measurer.library.font(for: run.font, scale: run.scale > 0 ? run.scale : 1) else { return }
        var color = sdlColor(run.color)
        var blur = 0
        var tx = Float(transform.tx), ty = Float(transform.ty)
        if let shadow {
            var shade = shadow.color
            shade.opacity *= run.color.opacity
            color = sdlColor(shade)
            blur = Int(shadow.radius.rounded())
            // The offset is in pixels before the transform (the transform is a translation here).
            tx += Float(shadow.offset.width)
            ty += Float(shadow.offset.height)
        }
        let snap = isTranslationOnly
        let rotatedCopy = isSoftwareRenderer && !snap && isRotationAndScale
        let clipX0 = Float(clip.x), clipX1 = Float(clip.x + clip.w), clipY0 = Float(clip.y), clipY1 = Float(clip.y + clip.h)
        let page = Float(atlas.pageSize)
        let rasterizedBefore = atlas.glyphsRasterized
        // Colour glyphs (emoji) keep their colours: only the run's opacity applies.
        let untinted = SDL_Color(r: 255, g: 255, b: 255, a: color.a)
        let tinted = color
        var chain: [ShapingFace]?
        for gi in lower..<upper {
            let g = glyphs[gi]
            guard g.x.isFinite, g.y.isFinite else { stats.skippedOperations += 1; continue }
            let found: GlyphAtlas.Glyph?
            if g.face == 0 {
                found = atlas.glyph(font, g.scalar.value, blur: blur)
            } else {
                if chain == nil { chain = measurer.library.chain(for: run.font, scale: run.scale > 0 ? run.scale : 1) }
                let index = Int(g.face) - 1
                found = index < chain!.count ? atlas.glyph(chain![index], index: g.glyph, blur: blur) : nil
            }
            guard let glyph = found, glyph.page >= 0 else { continue }
            color = glyph.isColor ? untinted : tinted
            let texture = atlas.pages[Int(glyph.page)]
            let w = Float(glyph.width) * glyph.scale, h = Float(glyph.height) * glyph.scale
            let u0 = Float(glyph.x) / page, v0 = Float(glyph.y) / page
            let u1 = Float(glyph.x + glyph.width) / page, v1 = Float(glyph.y + glyph.height) / page
            if snap && glyph.scale == 1 {
                // Whole-pixel placement keeps glyphs exactly as FreeType rasterised them.
                let x = (g.x + tx).rounded() + Float(glyph.offsetX), y = (g.y + ty).rounded() + Float(glyph.offsetY)
                if x > clipX1 || y > clipY1 || x + w < clipX0 || y + h < clipY0 { continue }
                if scaleModes[texture] != SDL_ScaleModeNearest { setScaleMode(texture, SDL_ScaleModeNearest) }
                quad(texture, x: x, y: y, w: w, h: h, u0: u0, v0: v0, u1: u1, v1: v1, color: color, transformed: false)
            } else if rotatedCopy
                && copyRotated(
                    texture, src: SDL_Rect(x: glyph.x, y: glyph.y, w: glyph.width, h: glyph.height),
                    x: g.x + Float(glyph.offsetX), y: g.y + Float(glyph.offsetY), w: w, h: h, color: color, mode: SDL_ScaleModeLinear)
            {
                continue
            } else {
                if scaleModes[texture] != SDL_ScaleModeLinear { setScaleMode(texture, SDL_ScaleModeLinear) }
                quad(
                    texture, x: g.x + Float(glyph.offsetX), y: g.y + Float(glyph.offsetY), w: w, h: h,
                    u0: u0, v0: v0, u1: u1, v1: v1, color: color, transformed: true)
            }
        }
        stats.glyphsRasterized += atlas.glyphsRasterized - rasterizedBefore
    }
}
