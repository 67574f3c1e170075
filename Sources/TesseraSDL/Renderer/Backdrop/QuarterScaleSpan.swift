/// The inside of a frosted panel upsampled from a grid reduced by 4: a run of fully covered
/// pixels in one output row, four pixels per pair of neighbouring cells.
///
/// At ¼ scale a pixel centre lies ⅛, ⅜, ⅝ or ⅞ of the way between two cells, repeating every
/// four pixels, so the four pixels between one pair of cells need neither per-pixel tables nor
/// coverage; where both cells are opaque the four results are opaque too and are computed,
/// rounded and packed together in SIMD lanes. `BackdropBlur` runs every other pixel through its general path,
/// which gives the same values (docs/SDLNotes.md, "Backdrop blur").
enum QuarterScaleSpan {
    /// Alpha lane of a vertically mixed cell (× 8) that is opaque.
    static let opaqueMixedAlpha: UInt64 = 255 * 8

    /// The run of pixels with coverage 255 through the middle of a row of `count` coverage
    /// bytes at `start` (indices relative to the row), empty when the middle pixel is not fully
    /// covered. Scans eight bytes at a time.
    static func coveredRun(_ coverage: UnsafeBufferPointer<UInt8>, start: Int, count: Int) -> Range<Int> {
        let mid = count / 2
        guard count > 0, coverage[start &+ mid] == 255, let base = coverage.baseAddress else { return mid..<mid }
        let row = UnsafeRawPointer(base + start)
        var left = mid, right = mid &+ 1
        while left >= 8 && row.loadUnaligned(fromByteOffset: left &- 8, as: UInt64.self) == .max { left &-= 8 }
        while left > 0 && coverage[start &+ left &- 1] == 255 { left &-= 1 }
        while right &+ 8 <= count && row.loadUnaligned(fromByteOffset: right, as: UInt64.self) == .max { right &+= 8 }
        while right < count && coverage[start &+ right] == 255 { right &+= 1 }
        return left..<right
    }

    /// Writes `groups` groups of four pixels to `out`, group `g` between mixed cells
    /// `first + g` and `first + g + 1`, as long as both cells are opaque; returns the number of
    /// groups written (fewer than `groups` where a cell is not opaque). Each cell is loaded once.
    static func writeOpaqueGroups(
        mixed m: UnsafePointer<UInt64>, first: Int, groups: Int, to out: UnsafeMutablePointer<UInt32>
    ) -> Int {
        guard groups > 0 else { return 0 }
        var m0 = m[first]
        guard m0 >> 48 == opaqueMixedAlpha else { return 0 }
        for g in 0..<groups {
            let m1 = m[first &+ g &+ 1]
            guard m1 >> 48 == opaqueMixedAlpha else { return g }
            writeOpaqueFour(m0, m1, to: out, at: g &* 4)
            m0 = m1
        }
        return groups
    }

    /// Writes the four opaque pixels between mixed cells `m0` and `m1` (B, G, R, A × 8 in 16-bit
    /// lanes, both alphas opaque) to `out` from `index`: weights ⅛, ⅜, ⅝, ⅞ of `m1`, rounded
    /// as `pack` rounds them. All four at once in 16-bit SIMD lanes (a few SSE instructions);
    /// the low byte of each lane is B, G, R, A of one ARGB8888 pixel in (little-endian) memory order.
    @inline(__always)
    static func writeOpaqueFour(_ m0: UInt64, _ m1: UInt64, to out: UnsafeMutablePointer<UInt32>, at index: Int) {
        let a = unsafeBitCast(SIMD4<UInt64>(repeating: m0), to: SIMD16<UInt16>.self)
        let b = unsafeBitCast(SIMD4<UInt64>(repeating: m1), to: SIMD16<UInt16>.self)
        let lowerWeight = SIMD16<UInt16>(7, 7, 7, 7, 5, 5, 5, 5, 3, 3, 3, 3, 1, 1, 1, 1)
        let q = (a &* lowerWeight &+ b &* (8 &- lowerWeight) &+ 32) &>> 6
        let bytes = unsafeBitCast(q, to: SIMD32<UInt8>.self).evenHalf
        UnsafeMutableRawPointer(out + index).storeBytes(of: bytes, as: SIMD16<UInt8>.self)
    }

    /// An opaque interpolated pixel (B, G, R, A × 64 in 16-bit lanes) as ARGB8888, rounded.
    @inline(__always)
    static func pack(_ q: UInt64) -> UInt32 {
        let v = ((q &+ 0x0020_0020_0020_0020) >> 6) & 0x00FF_00FF_00FF_00FF
        let rgb = (v >> 16) & 0xFF_0000 | (v >> 8) & 0xFF00 | v & 0xFF
        return 0xFF00_0000 | UInt32(truncatingIfNeeded: rgb)
    }
}
