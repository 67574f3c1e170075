import Foundation
import TesseraCSDL2
import TesseraCSDL2Image

/// Reads frames back from any `SDL_Renderer` and moves `RGBAImage`s to and from PNG.
///
/// Hosts call `FrameCapture.read(from:)` after drawing (before `SDL_RenderPresent`, whose back
/// buffer is undefined afterwards); tests compare the result with golden PNGs.
public enum FrameCapture {
    /// The current render target's pixels (the whole output, or `rect` of it) as RGBA.
    public static func read(from renderer: OpaquePointer, rect: SDL_Rect? = nil) throws -> RGBAImage {
        var w: Int32 = 0, h: Int32 = 0
        try SDLError.check("SDL_GetRendererOutputSize") { SDL_GetRendererOutputSize(renderer, &w, &h) }
        var area = rect ?? SDL_Rect(x: 0, y: 0, w: w, h: h)
        guard area.w > 0, area.h > 0 else { return RGBAImage(width: 0, height: 0, bytes: []) }
        var bytes = [UInt8](repeating: 0, count: Int(area.w) * Int(area.h) * 4)
        _ = try bytes.withUnsafeMutableBytes { buffer in
            try SDLError.check("SDL_RenderReadPixels") {
                SDL_RenderReadPixels(renderer, &area, SDL_PIXELFORMAT_RGBA32.rawValue, buffer.baseAddress, area.w * 4)
            }
        }
        return RGBAImage(width: Int(area.w), height: Int(area.h), bytes: bytes)
    }

    /// Writes `image` to a PNG file.
    public static func writePNG(_ image: RGBAImage, to path: String) throws {
        _ = try withSurface(of: image) { surface in
            try SDLError.check("IMG_SavePNG(\(path))") { IMG_SavePNG(surface, path) }
        }
    }

    /// Encodes `image` as PNG bytes (through a memory RWops, no temporary file).
    public static func pngData(_ image: RGBAImage) throws -> Data {
        // SDL2 has no growable memory stream: size a buffer for the worst case of an
        // uncompressed PNG (raw bytes, a filter byte per row, zlib and chunk overhead).
        let capacity = image.width * image.height * 4 + image.height + 65_536 + image.bytes.count / 100
        var buffer = [UInt8](repeating: 0, count: capacity)
        let written: Int = try buffer.withUnsafeMutableBytes { raw in
            try withSurface(of: image) { surface in
                let rw = try SDLError.check("SDL_RWFromMem") { SDL_RWFromMem(raw.baseAddress, Int32(capacity)) }
                defer { SDL_RWclose(rw) }
                try SDLError.check("IMG_SavePNG_RW") { IMG_SavePNG_RW(surface, rw, 0) }
                return Int(SDL_RWtell(rw))
            }
        }
        return Data(buffer[0..<written])
    }

    /// Loads a PNG (or any format SDL_image reads) file as RGBA.
    public static func loadPNG(at path: String) throws -> RGBAImage {
        let surface = try SDLError.check("IMG_Load(\(path))") { IMG_Load(path) }
        defer { SDL_FreeSurface(surface) }
        return try image(from: surface)
    }

    /// Decodes PNG bytes as RGBA.
    public static func image(fromPNG data: Data) throws -> RGBAImage {
        try data.withUnsafeBytes { raw in
            let rw = try SDLError.check("SDL_RWFromConstMem") { SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)) }
            let surface = try SDLError.check("IMG_Load_RW") { IMG_Load_RW(rw, 1) }
            defer { SDL_FreeSurface(surface) }
            return try image(from: surface)
        }
    }

    /// Copies any surface into an `RGBAImage`, converting its format.
    static func image(from surface: UnsafeMutablePointer<SDL_Surface>) throws -> RGBAImage {
        let rgba = try SDLError.check("SDL_ConvertSurfaceFormat") { SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_RGBA32.rawValue, 0) }
        defer { SDL_FreeSurface(rgba) }
        let w = Int(rgba.pointee.w), h = Int(rgba.pointee.h), pitch = Int(rgba.pointee.pitch)
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        SDL_LockSurface(rgba)
        defer { SDL_UnlockSurface(rgba) }
        if let pixels = rgba.pointee.pixels {
            bytes.withUnsafeMutableBytes { dst in
                for y in 0..<h {
                    (dst.baseAddress! + y * w * 4).copyMemory(from: pixels + y * pitch, byteCount: w * 4)
                }
            }
        }
        return RGBAImage(width: w, height: h, bytes: bytes)
    }

    /// Wraps `image`'s bytes in a temporary surface (no copy) for SDL calls.
    static func withSurface<R>(of image: RGBAImage, _ body: (UnsafeMutablePointer<SDL_Surface>) throws -> R) throws -> R {
        var bytes = image.bytes
        return try bytes.withUnsafeMutableBytes { raw in
            let surface = try SDLError.check("SDL_CreateRGBSurfaceWithFormatFrom") {
                SDL_CreateRGBSurfaceWithFormatFrom(
                    raw.baseAddress, Int32(image.width), Int32(image.height), 32,
                    Int32(image.width * 4), SDL_PIXELFORMAT_RGBA32.rawValue)
            }
            defer { SDL_FreeSurface(surface) }
            return try body(surface)
        }
    }
}
