/// What one `DisplayListRenderer.draw(_:)` call cost, for tests, benchmarks and debug overlays.
public struct RenderStatistics: Hashable, Sendable {
    /// SDL draw submissions: `SDL_RenderGeometry`, `SDL_RenderCopy(F)` and `SDL_RenderFillRect`
    /// calls made by the renderer (layer clears included).
    public var drawCalls = 0
    /// Textures created during the frame, from every source (image cache, glyph atlas pages,
    /// path masks, layer and shadow targets).
    public var texturesCreated = 0
    /// Vertices submitted.
    public var vertices = 0
    /// Triangles reaching far outside the canvas that were clipped to it before SDL drew them
    /// (SDL's software rasteriser overflows on huge triangles).
    public var clippedTriangles = 0
    /// Offscreen layers used (opacity groups, shaped clips, shadows being re-blurred).
    public var layers = 0
    /// Operations skipped because their coordinates were not finite, or were malformed.
    public var skippedOperations = 0
    /// Drop shadows not drawn because the cached shadow textures would exceed
    /// `RenderLimits.maximumShadowPixels` (their content is drawn).
    public var shadowsOverBudget = 0
    /// Drop shadows blurred this frame (new or changed content); 0 while every shadow is drawn
    /// from the blur it cached in an earlier frame.
    public var shadowBlurs = 0
    /// Glyphs rasterised into the atlas this frame (0 once a HUD's text has been seen).
    public var glyphsRasterized = 0
    /// Backdrop (material) operations drawn.
    public var backdrops = 0
    /// Backdrops drawn from the blur they cached in an earlier frame (unchanged region and content).
    public var backdropsReused = 0
    /// Separable blur passes run for backdrops (one per axis and box; 0 when every backdrop was reused).
    public var blurPasses = 0
    /// Pixel read-backs from a render target to the CPU (`SDL_RenderReadPixels`) for backdrops.
    public var readBacks = 0
    /// Backdrops drawn as their plain tint because the frame's blur budget was spent
    /// (`RenderLimits.maximumBlurredBackdropsPerFrame` and `maximumBlurredBackdropCanvases`).
    public var backdropsOverBudget = 0
    /// Cached layers (`drawingGroup()`) drawn as their image, one textured quad each.
    public var cachedLayers = 0
    /// Cached layers whose content was drawn into the cache this frame (new or changed content;
    /// 0 while every layer only moves). Their draw calls are counted in `drawCalls`.
    public var cachedLayerRenders = 0
    /// Cached layers drawn directly because the cache had no room for them: larger than a page
    /// or the canvas, or over `RenderLimits.maximumCachedLayerPixels` (only this is logged).
    public var cachedLayersOverBudget = 0
    /// Layer effects (colour effects, masks, blurs) drawn from the pixels they processed in an
    /// earlier frame (unchanged content, effect, transform and clip): no layer, no read-back.
    public var effectsReused = 0

    /// All figures zero.
    public init() {}
}
