import TesseraCSDL2

/// The render targets of the GPU backdrop blur (docs/SDLNotes.md, "Backdrop blur"): two
/// reduced-resolution targets the halvings and box passes ping-pong between, with `padding`
/// texels around the canvas for repeated edges. Made once per output
/// size and reused, so a blurred backdrop creates no texture after the first frame.
final class BackdropChain {
    /// Texels around the reduced canvas in `low` targets; wider blurs take the CPU path.
    static let padding = 48
    /// The SDL renderer the targets belong to (owned by the caller).
    let renderer: OpaquePointer
    /// Targets created so far.
    private(set) var texturesCreated = 0
    /// Colour and alpha added (ONE, ONE, ADD): weighted taps sum into a cleared target. `nil`
    /// when the renderer refuses custom blend modes (the software renderer).
    private(set) var additiveBlend: SDL_BlendMode?
    /// Premultiplied "over" (ONE, ONE_MINUS_SRC_ALPHA), for drawing the blurred grid straight
    /// into the frame; `nil` when refused.
    private(set) var premultipliedBlend: SDL_BlendMode?
    private var additiveChecked = false
    /// Output size plus padding: the two reduced-resolution targets. ABGR8888, GL's own RGBA
    /// byte order on both GL renderers, so a blit from the window into one keeps its colours
    /// (`opengles2` keeps ARGB8888 textures with red and blue swapped; see `BackdropWindowCopy`).
    private(set) var low: [OpaquePointer] = []
    /// Output size the targets were made for.
    private(set) var size = (w: Int32(0), h: Int32(0))

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    deinit {
        removeAll()
    }

    /// Makes the targets for an output of `width × height` (replacing those of another size);
    /// `false` if one could not be created or additive blending is refused.
    func prepare(width: Int32, height: Int32) -> Bool {
        if size.w != width || size.h != height {
            removeAll()
            size = (width, height)
        }
        while low.count < 2, let t = makeTarget(width + Int32(2 * Self.padding), height + Int32(2 * Self.padding)) {
            low.append(t)
        }
        if !additiveChecked, let t = low.first {
            additiveChecked = true
            let mode = SDL_ComposeCustomBlendMode(
                SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE, SDL_BLENDOPERATION_ADD,
                SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE, SDL_BLENDOPERATION_ADD)
            if SDL_SetTextureBlendMode(t, mode) == 0 { additiveBlend = mode }
            let over = SDL_ComposeCustomBlendMode(
                SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
                SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)
            if SDL_SetTextureBlendMode(t, over) == 0 { premultipliedBlend = over }
            SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE)
        }
        return low.count == 2 && additiveBlend != nil
    }

    /// Destroys every target.
    func removeAll() {
        for t in low { SDL_DestroyTexture(t) }
        low.removeAll()
    }

    /// Drops every target without destroying it: the renderer is gone, and SDL destroyed the
    /// textures with it.
    func forgetAll() {
        low.removeAll()
    }

    private func makeTarget(_ w: Int32, _ h: Int32) -> OpaquePointer? {
        guard
            let t = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), max(1, w), max(1, h))
        else { return nil }
        texturesCreated += 1
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE)
        // Linear for the paired blur taps and the final upsampling; the other copies sample
        // texel centres or the corners of 2×2 blocks.
        SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear)
        return t
    }
}
