import Foundation
import TesseraCSDL2

/// Copies a region of the window's framebuffer into a texture on the GPU, so a blurred material
/// over a frame drawn straight into the window samples it without a read-back and without
/// drawing the frame into a window-sized `SceneTarget` first (docs/SDLNotes.md, "Backdrop blur").
///
/// SDL2's renderer API cannot sample the window, but both GL renderers (`opengl`, `opengles2`)
/// let an application bind one of their textures (`SDL_GL_BindTexture`), and OpenGL and GLES2
/// both have `glCopyTexSubImage2D`, which copies from the bound framebuffer into the bound
/// texture. The texture is window-sized and made once; only the region asked for is copied.
/// The window's rows are bottom-up, so the texture holds the window upside down:
/// window pixel `(x, y)` is texel `(x, height − 1 − y)`.
final class BackdropWindowCopy {
    private typealias CopyTexSubImage2D = @convention(c) (UInt32, Int32, Int32, Int32, Int32, Int32, Int32, Int32) -> Void
    private typealias GetError = @convention(c) () -> UInt32
    private typealias GetString = @convention(c) (UInt32) -> UnsafePointer<CChar>?
    private typealias GetIntegerv = @convention(c) (UInt32, UnsafeMutablePointer<Int32>) -> Void
    private typealias BindFramebuffer = @convention(c) (UInt32, UInt32) -> Void
    private typealias Capability = @convention(c) (UInt32) -> Void
    private typealias IsEnabled = @convention(c) (UInt32) -> UInt8
    private typealias BlitFramebuffer = @convention(c) (Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, UInt32, UInt32) -> Void
    private static let texture2D: UInt32 = 0x0DE1  // GL_TEXTURE_2D
    private static let drawFramebufferBinding: UInt32 = 0x8CA6  // GL_DRAW_FRAMEBUFFER_BINDING
    private static let readFramebuffer: UInt32 = 0x8CA8  // GL_READ_FRAMEBUFFER
    private static let scissorTest: UInt32 = 0x0C11  // GL_SCISSOR_TEST

    /// The GL 3.0 / GLES 3.0 functions `blitHalved` needs.
    private struct Blit {
        let getIntegerv: GetIntegerv
        let bindFramebuffer: BindFramebuffer
        let enable: Capability
        let disable: Capability
        let isEnabled: IsEnabled
        let blitFramebuffer: BlitFramebuffer
    }

    /// The SDL renderer (owned by the caller).
    let renderer: OpaquePointer
    /// Textures created so far.
    private(set) var texturesCreated = 0
    /// The window-sized texture copies land in (ABGR8888: GL's own RGBA byte order on both GL
    /// renderers, so GLES2 samples it without swapping red and blue).
    private(set) var texture: OpaquePointer?
    private var size = (w: Int32(0), h: Int32(0))
    private var copyTexSubImage: CopyTexSubImage2D?
    private var getError: GetError?
    private var failed = false
    private var blit: Blit?
    private var blitResolved = false

    /// Resolves the GL functions when `renderer` is one of SDL's GL renderers, unless the
    /// environment sets `TESSERA_BACKDROP_WINDOW_COPY=0` (to measure or test the `SceneTarget`
    /// fallback).
    init(renderer: OpaquePointer) {
        self.renderer = renderer
        if let value = getenv("TESSERA_BACKDROP_WINDOW_COPY"), String(cString: value) == "0" { return }
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name else { return }
        guard ["opengl", "opengles2"].contains(String(cString: name)) else { return }
        guard let copy = SDL_GL_GetProcAddress("glCopyTexSubImage2D"), let error = SDL_GL_GetProcAddress("glGetError") else { return }
        copyTexSubImage = unsafeBitCast(copy, to: CopyTexSubImage2D.self)
        getError = unsafeBitCast(error, to: GetError.self)
    }

    /// The functions of `blitHalved`, if the context is OpenGL or OpenGL ES 3.0 or later (the
    /// renderer's context must be current).
    private static func resolveBlit() -> Blit? {
        func function<T>(_ name: String, _ type: T.Type) -> T? {
            SDL_GL_GetProcAddress(name).map { unsafeBitCast($0, to: type) }
        }
        guard let getString = function("glGetString", GetString.self), let text = getString(0x1F02) else { return nil }  // GL_VERSION
        var version = String(cString: text)
        if version.hasPrefix("OpenGL ES ") { version.removeFirst("OpenGL ES ".count) }
        guard let major = Int(version.prefix { $0.isNumber }), major >= 3 else { return nil }
        guard let getIntegerv = function("glGetIntegerv", GetIntegerv.self),
            let bindFramebuffer = function("glBindFramebuffer", BindFramebuffer.self),
            let enable = function("glEnable", Capability.self), let disable = function("glDisable", Capability.self),
            let isEnabled = function("glIsEnabled", IsEnabled.self),
            let blitFramebuffer = function("glBlitFramebuffer", BlitFramebuffer.self)
        else { return nil }
        return Blit(
            getIntegerv: getIntegerv, bindFramebuffer: bindFramebuffer, enable: enable, disable: disable, isEnabled: isEnabled,
            blitFramebuffer: blitFramebuffer)
    }

    deinit {
        removeAll()
    }

    /// Whether a copy can be tried: a GL renderer whose driver has the function, and no copy
    /// has failed yet (a failure turns the path off for good; hosts then use `SceneTarget`).
    var isAvailable: Bool { copyTexSubImage != nil && !failed }

    /// Copies `rect` (window pixels, top-down, inside `width × height`) of the window into the
    /// texture and returns it; `nil` (and unavailable from now on) if that failed. The window
    /// must be the current render target.
    func copy(_ rect: SDL_Rect, width: Int32, height: Int32) -> OpaquePointer? {
        guard isAvailable, let copyTexSubImage, let getError, rect.w > 0, rect.h > 0, width > 0, height > 0 else { return nil }
        if texture == nil || size.w != width || size.h != height {
            removeAll()
            texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), width, height)
            guard let texture else { return fail() }
            texturesCreated += 1
            size = (width, height)
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
            // Linear: the chain's first halving samples the corners of 2×2 texel blocks.
            SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        }
        guard let texture else { return nil }
        // SDL queues draws: run them so the framebuffer holds the frame so far.
        SDL_RenderFlush(renderer)
        var texW: Float = 0, texH: Float = 0
        guard SDL_GL_BindTexture(texture, &texW, &texH) == 0 else { return fail() }
        defer { SDL_GL_UnbindTexture(texture) }
        // Coordinates 0…1 mean a plain GL_TEXTURE_2D (not a rectangle or power-of-two texture).
        guard texW == 1, texH == 1 else { return fail() }
        var pending = 0
        while getError() != 0, pending < 16 { pending += 1 }  // earlier errors are not ours
        let bottom = height - rect.y - rect.h
        copyTexSubImage(Self.texture2D, 0, rect.x, bottom, rect.x, bottom, rect.w, rect.h)
        guard getError() == 0 else { return fail() }
        return texture
    }

    /// Copies `rect` of the window (window pixels, top-down, inside `width × height`, even
    /// width and height) into `target` at half size, each target pixel the exact average of a
    /// 2×2 block (a linear-filtered `glBlitFramebuffer` at 2:1, rows turned the right way up by
    /// the blit), with its top-left at `rect`'s origin halved. `target` (a render-target texture
    /// in GL's RGBA byte order, ABGR8888) is the current render target afterwards. `false` if
    /// the blit is unavailable or failed (it is then not tried again); the window is current
    /// again then. The window must be the current render target.
    func blitHalved(_ rect: SDL_Rect, height: Int32, into target: OpaquePointer) -> Bool {
        guard isAvailable, let getError, rect.w > 1, rect.h > 1, rect.w % 2 == 0, rect.h % 2 == 0 else { return false }
        SDL_RenderFlush(renderer)
        // Binding a texture makes the renderer's GL context current (SDL's queue may be empty).
        guard SDL_GL_BindTexture(target, nil, nil) == 0 else { return false }
        SDL_GL_UnbindTexture(target)
        if !blitResolved {
            blitResolved = true
            blit = Self.resolveBlit()
        }
        guard let blit else { return false }
        var window: Int32 = 0
        blit.getIntegerv(Self.drawFramebufferBinding, &window)
        guard SDL_SetRenderTarget(renderer, target) == 0 else {
            self.blit = nil
            SDL_SetRenderTarget(renderer, nil)
            return false
        }
        SDL_RenderFlush(renderer)
        var pending = 0
        while getError() != 0, pending < 16 { pending += 1 }  // earlier errors are not ours
        var drawn: Int32 = 0
        blit.getIntegerv(Self.drawFramebufferBinding, &drawn)
        // The scissor test clips blits too; SDL sets it per draw, so it is put back as found.
        let scissored = blit.isEnabled(Self.scissorTest) != 0
        if scissored { blit.disable(Self.scissorTest) }
        blit.bindFramebuffer(Self.readFramebuffer, UInt32(bitPattern: window))
        let top = height - rect.y, bottom = height - rect.y - rect.h
        let x0 = rect.x / 2, y0 = rect.y / 2
        blit.blitFramebuffer(
            rect.x, top, rect.x + rect.w, bottom, x0, y0, x0 + rect.w / 2, y0 + rect.h / 2, 0x4000, 0x2601)  // COLOR_BUFFER_BIT, LINEAR
        blit.bindFramebuffer(Self.readFramebuffer, UInt32(bitPattern: drawn))
        if scissored { blit.enable(Self.scissorTest) }
        guard getError() == 0 else {
            self.blit = nil
            SDL_SetRenderTarget(renderer, nil)
            return false
        }
        return true
    }

    private func fail() -> OpaquePointer? {
        failed = true
        return nil
    }

    /// Destroys the texture.
    func removeAll() {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        size = (0, 0)
    }

    /// Drops the texture without destroying it: the renderer is gone, and SDL destroyed it.
    func forgetAll() {
        texture = nil
        size = (0, 0)
    }
}
