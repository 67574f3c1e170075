import Foundation
import TesseraCSDL2

/// An image's pixels for composing on the CPU (nine-slices, image paints): premultiplied RGBA
/// in 0...1, so bilinear sampling does not bleed the colour of transparent texels.
struct ImagePixels {
    let width: Int
    let height: Int
    /// Premultiplied RGBA, row-major.
    var texels: [SIMD4<Float>]

    init(width: Int, height: Int, texels: [SIMD4<Float>]) {
        self.width = width
        self.height = height
        self.texels = texels
    }

    /// From straight-alpha ARGB8888 words.
    init(width: Int, height: Int, argb: [UInt32], premultiplied: Bool) {
        self.width = width
        self.height = height
        texels = argb.map { v in
            let a = Float(v >> 24) / 255
            var c = SIMD4<Float>(Float((v >> 16) & 0xFF) / 255, Float((v >> 8) & 0xFF) / 255, Float(v & 0xFF) / 255, a)
            if !premultiplied { c.x *= a; c.y *= a; c.z *= a }
            return c
        }
    }

    /// From an SDL surface of any format (converted to ARGB8888).
    init?(surface: UnsafeMutablePointer<SDL_Surface>) {
        guard let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(converted) }
        let w = Int(converted.pointee.w), h = Int(converted.pointee.h), pitch = Int(converted.pointee.pitch)
        guard w > 0, h > 0, let base = converted.pointee.pixels else { return nil }
        var words = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            let row = base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w { words[y * w + x] = row[x] }
        }
        self.init(width: w, height: h, argb: words, premultiplied: false)
    }

    /// The missing-image checker (magenta and black squares of `8 × scale` pixels).
    static func checker(width: Int, height: Int, scale: CGFloat) -> ImagePixels {
        let square = max(1, Int(checked: (8 * scale).rounded()))
        var t = [SIMD4<Float>](repeating: .zero, count: max(1, width * height))
        for y in 0..<height {
            for x in 0..<width {
                t[y * width + x] = (x / square + y / square) % 2 == 0 ? SIMD4(1, 0, 1, 1) : SIMD4(0, 0, 0, 1)
            }
        }
        return ImagePixels(width: max(1, width), height: max(1, height), texels: t)
    }

    @inline(__always)
    func texel(_ x: Int, _ y: Int) -> SIMD4<Float> {
        texels[min(max(y, 0), height - 1) * width + min(max(x, 0), width - 1)]
    }

    /// Samples at (x, y) in texel units (texel centres at +0.5), clamped to `region` so a
    /// region's samples never reach its neighbours' texels. Bilinear when `smooth`.
    @inline(__always)
    func sample(_ x: Float, _ y: Float, region: (x0: Int, y0: Int, x1: Int, y1: Int), smooth: Bool) -> SIMD4<Float> {
        if !smooth {
            let ix = min(max(Int(checked: x.rounded(.down)), region.x0), region.x1 - 1)
            let iy = min(max(Int(checked: y.rounded(.down)), region.y0), region.y1 - 1)
            return texel(ix, iy)
        }
        let fx = min(max(x - 0.5, Float(region.x0)), Float(region.x1 - 1))
        let fy = min(max(y - 0.5, Float(region.y0)), Float(region.y1 - 1))
        let x0 = Int(checked: fx), y0 = Int(checked: fy)
        let x1 = min(x0 + 1, region.x1 - 1), y1 = min(y0 + 1, region.y1 - 1)
        let ax = fx - Float(x0), ay = fy - Float(y0)
        let top = texel(x0, y0) * (1 - ax) + texel(x1, y0) * ax
        let bottom = texel(x0, y1) * (1 - ax) + texel(x1, y1) * ax
        return top * (1 - ay) + bottom * ay
    }

    /// Samples with wrap-around inside `region` (a repeating tile). Bilinear when `smooth`.
    @inline(__always)
    func sampleWrapped(_ x: Float, _ y: Float, region: (x0: Int, y0: Int, x1: Int, y1: Int), smooth: Bool) -> SIMD4<Float> {
        let rw = region.x1 - region.x0, rh = region.y1 - region.y0
        func wrap(_ v: Int, _ lo: Int, _ n: Int) -> Int { lo + ((v - lo) % n + n) % n }
        if !smooth {
            return texel(wrap(Int(checked: x.rounded(.down)), region.x0, rw), wrap(Int(checked: y.rounded(.down)), region.y0, rh))
        }
        let fx = x - 0.5, fy = y - 0.5
        let bx = fx.rounded(.down), by = fy.rounded(.down)
        let ax = fx - bx, ay = fy - by
        let x0 = wrap(Int(checked: bx), region.x0, rw), x1 = wrap(Int(checked: bx) + 1, region.x0, rw)
        let y0 = wrap(Int(checked: by), region.y0, rh), y1 = wrap(Int(checked: by) + 1, region.y0, rh)
        let top = texel(x0, y0) * (1 - ax) + texel(x1, y0) * ax
        let bottom = texel(x0, y1) * (1 - ax) + texel(x1, y1) * ax
        return top * (1 - ay) + bottom * ay
    }

    /// A premultiplied colour as a straight-alpha ARGB8888 word.
    @inline(__always)
    static func argb(_ c: SIMD4<Float>) -> UInt32 {
        let a = min(max(c.w, 0), 1)
        guard a > 0.0005 else { return 0 }
        func byte(_ v: Float) -> UInt32 { UInt32(checked: min(max(v / a, 0), 1) * 255 + 0.5) }
        return UInt32(checked: a * 255 + 0.5) << 24 | byte(c.x) << 16 | byte(c.y) << 8 | byte(c.z)
    }
}
