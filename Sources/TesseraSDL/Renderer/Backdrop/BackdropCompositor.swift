import TesseraCSDL2

/// The renderer's part that draws backdrops (translucent materials): what is beneath a shape,
/// blurred, saturated and tinted. It owns everything the blur keeps between frames and within
/// one: the CPU blur and its buffers, the GPU blur's render targets, the copy of the window a
/// GPU blur samples, the per-ordinal slots holding finished backdrops, and the frame's budget.
/// `draw(_:at:ops:glyphs:in:layers:content:)` draws one backdrop: the CPU path is in
/// `BackdropCompositor+CPU.swift`, the GPU path in `BackdropCompositor+GPU.swift`; both read the
/// transform and clip from the `DrawContext` and write through its batch.
final class BackdropCompositor {
    /// Blurred backdrops kept between frames, one slot per backdrop in the frame.
    let slots: BlurSlotCache
    /// Render targets of the GPU blur.
    let chain: BackdropChain
    /// Copies of the window's framebuffer for backdrops over a frame drawn into the window (GL).
    let windowCopy: BackdropWindowCopy
    /// The CPU blur (its buffers are reused).
    var cpuBlur = BackdropBlur()
    /// The target's pixels before this frame's HUD, and their hash (frames with within-window
    /// materials).
    var sceneBeforeHUD: (pixels: [UInt32], hash: Int)?
    /// Blurred backdrops of this frame so far, against `RenderLimits`' per-frame budget.
    var budget = BackdropBudget()
    /// The opaque block of each slot's texture, drawn without blending.
    var interiors: [Int: OpaqueInterior] = [:]

    /// A compositor whose textures belong to `renderer` (owned by the caller).
    init(renderer: OpaquePointer) {
        slots = BlurSlotCache(renderer: renderer)
        chain = BackdropChain(renderer: renderer)
        windowCopy = BackdropWindowCopy(renderer: renderer)
    }

    /// Textures created so far.
    var texturesCreated: Int { slots.texturesCreated + chain.texturesCreated + windowCopy.texturesCreated }

    /// Starts a frame: slot ordinals and the budget count from zero again.
    func beginFrame() {
        budget = BackdropBudget()
        slots.beginFrame()
    }

    /// Destroys every texture.
    func removeAll() {
        slots.willDestroy = nil
        slots.removeAll()
        chain.removeAll()
        windowCopy.removeAll()
    }

    /// Drops every texture without destroying it: the renderer is gone, and SDL destroyed the
    /// textures with it.
    func forgetAll() {
        slots.willDestroy = nil
        slots.forgetAll()
        chain.forgetAll()
        windowCopy.forgetAll()
    }
}
