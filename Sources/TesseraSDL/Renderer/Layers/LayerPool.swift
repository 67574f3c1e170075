import TesseraCSDL2

/// The offscreen targets groups draw into (opacity groups, shaped clips, shadows' content): one
/// output-sized texture per nesting depth, and the alpha-less twin the software renderer's
/// composite copies a layer into. They are made once per output size and reused, so groups
/// create no texture after the first frame.
final class LayerPool {
    /// The SDL renderer the targets belong to (owned by the caller).
    let renderer: OpaquePointer
    /// Layers open now: the depth the next layer takes.
    var depth = 0
    /// The premultiplied-alpha blend mode, when the renderer accepts one (docs/SDLNotes.md §2.2).
    private(set) var premultipliedBlend: SDL_BlendMode?
    /// Targets created so far.
    private(set) var texturesCreated = 0

    private var textures: [OpaquePointer] = []
    private var twin: OpaquePointer?
    private var premultipliedChecked = false
    /// The output size the targets have.
    private(set) var size = (w: Int32(0), h: Int32(0))

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    deinit {
        removeAll()
    }

    /// The target of nesting `depth`, for an output of `width × height` pixels (targets of
    /// another size are replaced); `nil` if it could not be created.
    func texture(depth: Int, width: Int32, height: Int32) -> OpaquePointer? {
        if size.w != width || size.h != height {
            removeAll()
            size = (width, height)
        }
        while textures.count <= depth {
            guard let t = makeTarget(SDL_PIXELFORMAT_ARGB8888) else { return nil }
            textures.append(t)
            checkPremultipliedBlend(t)
        }
        return textures[depth]
    }

    /// The alpha-less (RGB888) twin of the layers, made on first use.
    func alphalessTwin() -> OpaquePointer? {
        if twin == nil { twin = makeTarget(SDL_PIXELFORMAT_RGB888) }
        return twin
    }

    /// Destroys every target.
    func removeAll() {
        for t in textures { SDL_DestroyTexture(t) }
        textures.removeAll()
        if let t = twin { SDL_DestroyTexture(t) }
        twin = nil
    }

    /// Drops every target without destroying it: the renderer is gone, and SDL destroyed the
    /// textures with it.
    func forgetAll() {
        textures.removeAll()
        twin = nil
    }

    private func makeTarget(_ format: SDL_PixelFormatEnum) -> OpaquePointer? {
        guard
            let t = SDL_CreateTexture(
                renderer, format.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                max(1, size.w), max(1, size.h))
        else { return nil }
        texturesCreated += 1
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        return t
    }

    /// Whether the renderer accepts a premultiplied-alpha blend mode (the GL renderers do, the
    /// software renderer does not; docs/SDLNotes.md §2.2).
    private func checkPremultipliedBlend(_ texture: OpaquePointer) {
        guard !premultipliedChecked else { return }
        premultipliedChecked = true
        let mode = SDL_ComposeCustomBlendMode(
            SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
            SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)
        if SDL_SetTextureBlendMode(texture, mode) == 0 { premultipliedBlend = mode }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    }
}
