import TesseraCSDL2

/// The renderer's part that draws cached layers (`drawingGroup()`) and still opacity groups
/// from images kept between frames: a layer whose content hashes as before draws its image
/// instead of its operations. It owns the image cache, how deep the drawing into the cache is
/// nested, the opacity the next image is drawn with, and which opacity groups the last frame
/// drew too. `push(_:at:ops:glyphs:in:layers:content:)` draws a cached layer
/// (`CachedLayerCompositor+Draw.swift`), `drawStillOpacityGroup` a still opacity group
/// (`+StillGroups.swift`).
final class CachedLayerCompositor {
    /// Images of cached layers kept between frames.
    let cache: LayerCache
    /// Cached layers being drawn into the cache now (layers nested in them are drawn directly).
    var renderingDepth = 0
    /// The opacity the next cached layer's image is drawn with (an opacity group holding only it).
    var opacity: Float = 1
    /// Opacity groups whose content the last frame drew too (drawn from the layer cache).
    var stillGroups = StillGroupTracker()

    /// A compositor whose textures belong to `renderer` (owned by the caller).
    init(renderer: OpaquePointer) {
        cache = LayerCache(renderer: renderer)
    }

    /// Textures created so far.
    var texturesCreated: Int { cache.texturesCreated }

    /// Starts a frame: nothing is being drawn into the cache, images draw opaque.
    func beginFrame() {
        cache.beginFrame()
        stillGroups.beginFrame()
        renderingDepth = 0
        opacity = 1
    }
}
