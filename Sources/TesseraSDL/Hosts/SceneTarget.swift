import TesseraCSDL2

/// A render-target texture a host draws the whole frame into — the game's scene, then the HUD —
/// so that blurred materials on the GPU renderers can sample the scene as a texture instead of
/// reading the window back (docs/SDLNotes.md, "Backdrop blur"). `end()` copies the frame to the
/// target that was current at `begin()`. Made once per output size and reused.
final class SceneTarget {
    /// The SDL renderer (owned by the host or the game).
    let renderer: OpaquePointer
    /// The texture being drawn into, while active.
    private(set) var texture: OpaquePointer?
    /// The target current before `begin()` (`nil`: the window).
    private(set) var previous: OpaquePointer?
    /// Whether drawing goes into `texture` now.
    private(set) var isActive = false
    /// Textures created so far.
    private(set) var texturesCreated = 0
    private var size = (w: Int32(0), h: Int32(0))

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
    }

    /// Redirects drawing into the texture, sized like the current target. `false` (drawing goes
    /// on into the current target) if the texture could not be made.
    func begin() -> Bool {
        guard !isActive else { return true }
        var w: Int32 = 0, h: Int32 = 0
        guard SDL_GetRendererOutputSize(renderer, &w, &h) == 0, w > 0, h > 0 else { return false }
        if texture == nil || size.w != w || size.h != h {
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), w, h)
            guard texture != nil else { return false }
            texturesCreated += 1
            size = (w, h)
        }
        previous = SDL_GetRenderTarget(renderer)
        guard SDL_SetRenderTarget(renderer, texture) == 0 else { return false }
        isActive = true
        return true
    }

    /// Copies the frame to the previous target and makes it current again.
    func end() {
        guard isActive, let texture else { return }
        isActive = false
        SDL_SetRenderTarget(renderer, previous)
        let saved = RendererState(of: renderer, parts: [.scale, .viewport, .clip, .blendMode])
        RendererState.resetForHUD(renderer)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderFlush(renderer)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        saved.restore(to: renderer)
    }

    /// Drops the texture without destroying it: the renderer is gone, and SDL destroyed it.
    func forget() {
        texture = nil
        isActive = false
    }

    /// Whether `list` holds a material, which samples what is beneath it.
    static func needsScene(_ list: DisplayList) -> Bool {
        list.operations.contains {
            switch $0 {
            case .backdrop: true
            case .fill(_, .material): true
            default: false
            }
        }
    }
}
