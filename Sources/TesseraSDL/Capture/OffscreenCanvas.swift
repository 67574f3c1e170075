import TesseraCSDL2

/// A software renderer drawing into an in-memory surface: no window, no video driver, the same
/// pixels on every machine. Golden images come only from this canvas.
///
/// The canvas owns its surface and renderer; textures created on `renderer` must be destroyed
/// before the canvas (release the `DisplayListRenderer` first).
public final class OffscreenCanvas {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The `SDL_Surface` the renderer draws into (XRGB8888: opaque like a window, so captures
    /// read alpha 255 whatever blending did to the alpha channel).
    public let surface: UnsafeMutablePointer<SDL_Surface>
    /// The software `SDL_Renderer`.
    public let renderer: OpaquePointer

    /// Creates a `width × height` canvas. Sizes below 1 are raised to 1, because SDL cannot
    /// create an empty surface and a 0×0 window size must not crash a host.
    public init(width: Int, height: Int) throws {
        let w = max(1, min(width, 16_384)), h = max(1, min(height, 16_384))
        self.width = w
        self.height = h
        let surface = try SDLError.check("SDL_CreateRGBSurfaceWithFormat") {
            SDL_CreateRGBSurfaceWithFormat(0, Int32(w), Int32(h), 32, SDL_PIXELFORMAT_RGB888.rawValue)
        }
        do {
            renderer = try SDLError.check("SDL_CreateSoftwareRenderer") { SDL_CreateSoftwareRenderer(surface) }
        } catch {
            SDL_FreeSurface(surface)
            throw error
        }
        self.surface = surface
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    /// Clears the canvas to a colour (opaque black by default).
    public func clear(r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0, a: UInt8 = 255) {
        SDL_SetRenderDrawColor(renderer, r, g, b, a)
        SDL_RenderClear(renderer)
    }

    /// Reads the canvas back as RGBA.
    public func capture() throws -> RGBAImage {
        SDL_RenderFlush(renderer)
        return try FrameCapture.read(from: renderer)
    }
}
