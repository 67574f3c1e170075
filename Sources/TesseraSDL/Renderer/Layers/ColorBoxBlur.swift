/// `ShadowBlur`'s three box passes per axis on premultiplied RGBA cells, all four channels at
/// once (one SIMD lane each, the same float operations per channel as `ShadowBlur`, so the
/// result is the same), into a scratch buffer reused between calls. The backdrop blur runs it
/// every frame on its reduced grid.
struct ColorBoxBlur {
    private var scratch: [SIMD4<Float>] = []

    /// Blurs `cells` (`width × height`) in place with a Gaussian of `sigma` cells; cells outside
    /// the grid count as transparent. Only the `needed` cells are exact afterwards (all by
    /// default): each pass covers what the passes after it read, so cells no one reads (most of
    /// the blur's margin and padding) are not blurred.
    mutating func blur(
        _ cells: inout [SIMD4<Float>], width w: Int, height h: Int, sigma: Float, needed: (x: Range<Int>, y: Range<Int>)? = nil
    ) {
        // Every element is written before it is read: only grown or shrunk, not refilled.
        if scratch.count > cells.count {
            scratch.removeLast(scratch.count - cells.count)
        } else if scratch.count < cells.count {
            scratch.append(contentsOf: repeatElement(.zero, count: cells.count - scratch.count))
        }
        let radii = ShadowBlur.boxRadii(sigma: sigma).filter { $0 > 0 }
        let needed = needed ?? (0..<w, 0..<h)
        func grown(_ r: Range<Int>, by n: Int, within count: Int) -> Range<Int> {
            max(0, r.lowerBound - n)..<min(count, r.upperBound + n)
        }
        // Reach of the passes still to come after each one.
        var later = radii.reduce(0, +)
        for r in radii {
            later -= r
            let columns = grown(needed.x, by: later, within: w), rows = grown(needed.y, by: later, within: h)
            let horizontalRows = grown(needed.y, by: later + r, within: h)
            cells.withUnsafeMutableBufferPointer { c in
                scratch.withUnsafeMutableBufferPointer { s in
                    BoxPasses.horizontal(UnsafeBufferPointer(c), s, w, h, r, rows: horizontalRows, columns: columns)
                    BoxPasses.vertical(UnsafeBufferPointer(s), c, w, h, r, rows: rows, columns: columns)
                }
            }
        }
    }

}

/// A value the box passes average: one sample of an alpha plane (shadows) or an RGBA cell
/// (backdrops).
protocol BoxBlurSample {
    static var zero: Self { get }
    static func += (a: inout Self, b: Self)
    static func -= (a: inout Self, b: Self)
    static func * (a: Self, b: Float) -> Self
}

extension Float: BoxBlurSample {}
extension SIMD4: BoxBlurSample where Scalar == Float {}

/// One box pass along each axis with a sliding-window sum (O(samples) whatever the radius);
/// samples outside the image count as zero. `ShadowBlur` and `ColorBoxBlur` both run on them.
enum BoxPasses {
    /// Box of radius `r` along rows of `s` (`w × h`) into `d`: the `columns` of the `rows`
    /// (all by default; the rest of `d` is left as it was).
    static func horizontal<T: BoxBlurSample>(
        _ s: UnsafeBufferPointer<T>, _ d: UnsafeMutableBufferPointer<T>, _ w: Int, _ h: Int, _ r: Int,
        rows: Range<Int>? = nil, columns: Range<Int>? = nil
    ) {
        let scale = 1 / Float(2 * r + 1)
        let columns = columns ?? 0..<w
        guard !columns.isEmpty else { return }
        for y in rows ?? 0..<h {
            let row = y * w
            var sum = T.zero
            for x in (columns.lowerBound - r)...(columns.lowerBound + r) where x >= 0 && x < w { sum += s[row + x] }
            for x in columns {
                d[row + x] = sum * scale
                let add = x + r + 1, sub = x - r
                if add < w { sum += s[row + add] }
                if sub >= 0 { sum -= s[row + sub] }
            }
        }
    }

    /// Box of radius `r` down the columns of `s` into `d`, a row at a time (one running sum per
    /// column), so memory is read in order; each column adds in the same order as going down it.
    /// Only the `rows` of the `columns` are written (all by default).
    static func vertical<T: BoxBlurSample>(
        _ s: UnsafeBufferPointer<T>, _ d: UnsafeMutableBufferPointer<T>, _ w: Int, _ h: Int, _ r: Int,
        rows: Range<Int>? = nil, columns: Range<Int>? = nil
    ) {
        let scale = 1 / Float(2 * r + 1)
        let rows = rows ?? 0..<h, columns = columns ?? 0..<w
        guard !rows.isEmpty else { return }
        withUnsafeTemporaryAllocation(of: T.self, capacity: w) { sums in
            for x in 0..<w { sums.initializeElement(at: x, to: T.zero) }
            for y in (rows.lowerBound - r)...(rows.lowerBound + r) where y >= 0 && y < h {
                for x in columns { sums[x] += s[y * w + x] }
            }
            for y in rows {
                let row = y * w, add = y + r + 1, sub = y - r
                for x in columns {
                    d[row + x] = sums[x] * scale
                    if add < h { sums[x] += s[add * w + x] }
                    if sub >= 0 { sums[x] -= s[sub * w + x] }
                }
            }
        }
    }
}
