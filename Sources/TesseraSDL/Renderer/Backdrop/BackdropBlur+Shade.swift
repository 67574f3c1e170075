extension BackdropBlur {
    /// One blurred cell (premultiplied RGBA, 0...1) saturated about its Rec. 709 luminance
    /// (unless `saturation` is 1), with premultiplied colour kept within alpha, then `tint`
    /// (premultiplied, alpha `tint.w`) laid over: 0...255 per channel, rounded half up, as
    /// blue, green, red and alpha in the 16-bit lanes of a 64-bit word.
    ///
    /// Scalar floats, in the order the SIMD version added them (so the same values), and a
    /// rounding without Swift's checked float-to-integer conversion: about a third faster than
    /// SIMD4 lanes, which the compiler split up anyway (measured with a small harness).
    @inline(__always)
    static func shadeCell(_ cell: SIMD4<Float>, saturation: Float, tint: SIMD4<Float>) -> UInt64 {
        var r = cell.x, g = cell.y, b = cell.z
        let a = cell.w
        if saturation != 1 {
            let l = r * 0.2126 + g * 0.7152 + b * 0.0722
            r = Swift.min(Swift.max(l + (r - l) * saturation, 0), a)
            g = Swift.min(Swift.max(l + (g - l) * saturation, 0), a)
            b = Swift.min(Swift.max(l + (b - l) * saturation, 0), a)
        }
        let keep = 1 - tint.w
        return level((tint.z + b * keep) * 255 + 0.5) | level((tint.y + g * keep) * 255 + 0.5) << 16
            | level((tint.x + r * keep) * 255 + 0.5) << 32 | level((tint.w + a * keep) * 255 + 0.5) << 48
    }

    /// `v` clamped to 0...255 and rounded down: whole numbers below 2²³ are exact in a float
    /// offset by 2²³, so adding it rounds to the nearest, one less where that went up, and the
    /// mantissa holds the result.
    @inline(__always)
    static func level(_ v: Float) -> UInt64 {
        let c = Swift.min(Swift.max(v, 0), 255)
        let nearest = (c + 8_388_608) - 8_388_608
        let down = c < nearest ? nearest - 1 : nearest
        return UInt64((down + 8_388_608).bitPattern & 0x7F_FFFF)
    }
}
