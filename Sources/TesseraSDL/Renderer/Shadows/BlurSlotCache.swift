import TesseraCSDL2

/// Blurred textures kept between frames, one `BlurSlot` per ordinal in the frame: the
/// `ShadowCompositor`'s shadows and the `BackdropCompositor`'s backdrops each keep one. A slot's
/// streaming texture is re-blurred in place when its content changes, so a changing shadow or
/// backdrop creates no texture once its slot is big enough.
///
/// Shadows drawn into a cached layer's image (only in the frames where that image is made)
/// count apart from the frame's own and live in the odd slots, the frame's in the even ones:
/// a shadow after the layer keeps its slot whether or not the layer was drawn this frame.
final class BlurSlotCache {
    /// Where a frame's ordinals stand; content drawn twice (a shadow's own content, the HUD
    /// beneath a within-window backdrop) saves and restores them.
    struct Ordinals: Equatable {
        /// The next shadow's ordinal among the frame's own.
        var frame = 0
        /// The next shadow's ordinal among those drawn into cached layers' images.
        var layerContent = 0
    }

    /// The SDL renderer the textures belong to (owned by the caller).
    let renderer: OpaquePointer
    /// The slots, by ordinal.
    private(set) var slots: [BlurSlot] = []
    /// The ordinals the next shadow of this frame takes.
    var ordinals = Ordinals()
    /// How many cached layers' images are being drawn (nested layers count each).
    var layerContentDepth = 0
    /// The frame being drawn (counts `beginFrame` calls).
    private(set) var frame = 0
    /// The pixels the slots' textures may hold together (`RenderLimits.maximumShadowPixels`).
    var pixelBudget = RenderLimits.current.maximumShadowPixels
    /// Textures created so far.
    private(set) var texturesCreated = 0
    /// Called before a slot's texture is destroyed (the renderer flushes draws that use it).
    var willDestroy: ((OpaquePointer) -> Void)?

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    deinit {
        removeAll()
    }

    /// Starts a frame: ordinals count from 0 again.
    func beginFrame() {
        frame += 1
        ordinals = Ordinals()
    }

    /// Takes the next ordinal of the frame (or of the cached layers' content being drawn) and
    /// returns its slot, making the slot if needed.
    func nextSlot() -> Int {
        let slot: Int
        if layerContentDepth > 0 {
            slot = 2 * ordinals.layerContent + 1
            ordinals.layerContent += 1
        } else {
            slot = 2 * ordinals.frame
            ordinals.frame += 1
        }
        while slots.count <= slot { slots.append(BlurSlot()) }
        slots[slot].lastUsed = frame
        return slot
    }

    /// Whether `slot` can hold a `width × height` texture within `pixelBudget`, counting what
    /// the other slots hold (and the 64-pixel rounding `store` applies when it grows a texture).
    /// When it cannot, slots that neither this frame nor the last one used give their textures
    /// back first: a frame with a thousand shadows leaves textures behind only until other
    /// shadows need the room, and a HUD whose shadow count changes does not re-create textures.
    func fits(width w: Int, height h: Int, in slot: Int) -> Bool {
        let s = slots[slot]
        if s.texture != nil && s.capacity.w >= w && s.capacity.h >= h { return true }
        guard w > 0, h > 0, w <= 16384, h <= 16384 else { return false }
        let needed = (max(w, s.capacity.w) + 63) / 64 * 64 * ((max(h, s.capacity.h) + 63) / 64 * 64)
        if heldPixels(except: slot) + needed <= pixelBudget { return true }
        for i in slots.indices where i != slot && slots[i].lastUsed < frame - 1 {
            release(i)
        }
        return heldPixels(except: slot) + needed <= pixelBudget
    }

    /// The pixels the textures of every slot but `slot` hold.
    private func heldPixels(except slot: Int) -> Int {
        var held = 0
        for (i, other) in slots.enumerated() where i != slot && other.texture != nil {
            held += other.capacity.w * other.capacity.h
        }
        return held
    }

    /// Destroys a slot's texture, leaving the slot empty.
    private func release(_ slot: Int) {
        guard let t = slots[slot].texture else { return }
        willDestroy?(t)
        SDL_DestroyTexture(t)
        slots[slot] = BlurSlot(lastUsed: slots[slot].lastUsed)
    }

    /// Records that `slot`'s shadow was drawn in this frame.
    func markDrawn(_ slot: Int) {
        slots[slot].lastDrawn = frame
    }

    /// Whether `slot`'s shadow was drawn earlier in this frame.
    func wasDrawnThisFrame(_ slot: Int) -> Bool {
        slots[slot].lastDrawn == frame && slots[slot].texture != nil
    }

    /// Whether `slot` holds a blurred shadow of content hashing to `hash`.
    func holds(_ slot: Int, hash: Int) -> Bool {
        slots[slot].hash == hash && slots[slot].texture != nil
    }

    /// Writes blurred alpha (`width × height`, placed at `rect`) into the slot's streaming
    /// texture as white with that alpha (see `store(pixels:…)`).
    func store(_ alpha: [Float], width w: Int, height h: Int, rect: SDL_Rect, hash: Int, in slot: Int) -> Bool {
        var pixels = [UInt32](repeating: 0, count: w * h)
        for i in pixels.indices {
            let a = UInt32(checked: max(0, min(255, alpha[i] + 0.5)))
            pixels[i] = a << 24 | 0x00FF_FFFF
        }
        return store(pixels: pixels, width: w, height: h, rect: rect, hash: hash, in: slot)
    }

    /// Writes ARGB8888 `pixels` (`width × height`, placed at `rect`) into the slot's streaming
    /// texture, growing it (rounded up to 64 pixels, so small size changes reuse it) only when
    /// it is too small. Returns `false` when the texture could not be created (SDL's error set).
    /// Blurred backdrops use a cache of their own with the same slots.
    func store(pixels: [UInt32], width w: Int, height h: Int, rect: SDL_Rect, hash: Int, in slot: Int) -> Bool {
        var s = slots[slot]
        if s.texture == nil || s.capacity.w < w || s.capacity.h < h {
            guard fits(width: w, height: h, in: slot) else {
                // Named through SDL's error so callers' messages say why (they report SDL_GetError).
                _ = csdl_set_error("over the \(pixelBudget)-pixel budget of cached blur textures (RenderLimits.maximumShadowPixels)")
                return false
            }
            if let t = s.texture { willDestroy?(t); SDL_DestroyTexture(t) }
            let cw = (max(w, s.capacity.w) + 63) / 64 * 64, ch = (max(h, s.capacity.h) + 63) / 64 * 64
            guard
                let t = SDL_CreateTexture(
                    renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                    Int32(cw), Int32(ch))
            else {
                // The old texture is gone: forget it so the slot is not drawn from it.
                slots[slot].texture = nil
                return false
            }
            texturesCreated += 1
            SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
            s.texture = t
            s.capacity = (cw, ch)
        }
        var r = SDL_Rect(x: 0, y: 0, w: Int32(w), h: Int32(h))
        SDL_RenderFlush(renderer)
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(s.texture, &r, $0.baseAddress, Int32(w * 4)) }
        s.hash = hash
        s.rect = rect
        s.size = (w, h)
        slots[slot] = s
        return true
    }

    /// Destroys every slot's texture.
    func removeAll() {
        for s in slots { if let t = s.texture { SDL_DestroyTexture(t) } }
        slots.removeAll()
    }

    /// Drops every slot without destroying its texture: the renderer is gone, and SDL destroyed
    /// the textures with it.
    func forgetAll() {
        slots.removeAll()
    }
}
