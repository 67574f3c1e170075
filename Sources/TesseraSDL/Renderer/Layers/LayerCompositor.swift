import TesseraCSDL2

/// The renderer's part that draws groups through offscreen layers: opacity groups, shaped
/// clips, masks, projections and layer effects (`blur(radius:)`, colour effects). It owns the
/// pool of layer targets (one per nesting depth), the CPU blur of effects, the effects
/// processed in earlier frames and the streaming texture they are drawn back from. It opens
/// groups (`pushClip`, `pushEffect`, `pushMask`, `pushProjection`, and `beginLayer` for the
/// other parts' layers) and closes them (`close(_:in:)`), in `LayerCompositor+Layers.swift`,
/// `+Effects.swift` and `+Projection.swift`.
final class LayerCompositor {
    /// Offscreen targets of groups, by nesting depth.
    let pool: LayerPool
    /// The CPU blur of layer effects (its buffers are reused).
    var effectBlur = ColorBoxBlur()
    /// Processed effect layers kept between frames.
    var effectCache = EffectCache()
    /// The streaming texture processed effect layers are drawn back from.
    var effectPixels: (texture: OpaquePointer, width: Int32, height: Int32)?
    /// Streaming textures created for `effectPixels` so far.
    var effectTexturesCreated = 0

    /// A compositor whose textures belong to `renderer` (owned by the caller).
    init(renderer: OpaquePointer) {
        pool = LayerPool(renderer: renderer)
    }

    /// Textures created so far.
    var texturesCreated: Int { pool.texturesCreated + effectTexturesCreated }

    /// Whether a group's layer is open, so the current target holds only that group's drawing
    /// (a backdrop then reads what lies beneath from the frame's root target).
    var hasOpenLayer: Bool { pool.depth > 0 }

    /// Starts frame `number`: nesting starts at the root target again.
    func beginFrame(_ number: Int) {
        pool.depth = 0
        effectCache.beginFrame(number)
    }

    /// Destroys every texture.
    func removeAll() {
        pool.removeAll()
        if let t = effectPixels?.texture { SDL_DestroyTexture(t) }
        effectPixels = nil
    }

    /// Drops every texture without destroying it: the renderer is gone, and SDL destroyed the
    /// textures with it.
    func forgetAll() {
        pool.forgetAll()
        effectPixels = nil
        effectCache.removeAll()
    }
}
