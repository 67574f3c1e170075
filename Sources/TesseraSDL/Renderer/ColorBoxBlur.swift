/// `ShadowBlur`'s three box passes per axis on premultiplied RGBA cells, all four channels at
/// once (one SIMD lane each, the same float operations per channel as `ShadowBlur`, so the
/// result is the same), into a scratch buffer reused between calls. The backdrop blur runs it
/// every frame on its reduced grid.
struct ColorBoxBlur {
    private var scratch: [SIMD4<Float>] = []

    /// Blurs `cells` (`width × height`) in place with a Gaussian of `sigma` cells; cells outside
    /// the grid count as transparent.
    mutating func blur(_ cells: inout [SIMD4<Float>], width w: Int, height h: Int, sigma: Float) {
        // Every element is written before it is read: only grown or shrunk, not refilled.
        if scratch.count > cells.count {
            scratch.removeLast(scratch.count - cells.count)
        } else if scratch.count < cells.count {
            scratch.append(contentsOf: repeatElement(.zero, count: cells.count - scratch.count))
        }
        for r in ShadowBlur.boxRadii(sigma: sigma) where r > 0 {
            cells.withUnsafeMutableBufferPointer { c in
                scratch.withUnsafeMutableBufferPointer { s in
                    BoxPasses.horizontal(UnsafeBufferPointer(c), s, w, h, r)
                    BoxPasses.vertical(UnsafeBufferPointer(s), c, w, h, r)
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
    /// Box of radius `r` along rows of `s` (`w × h`) into `d`.
    static func horizontal<T: BoxBlurSample>(_ s: UnsafeBufferPointer<T>, _ d: UnsafeMutableBufferPointer<T>, _ w: Int, _ h: Int, _ r: Int)
    {
        let scale = 1 / Float(2 * r + 1)
        for y in 0..<h {
            let row = y * w
            var sum = T.zero
            for x in -r...r where x >= 0 && x < w { sum += s[row + x] }
            for x in 0..<w {
                d[row + x] = sum * scale
                let add = x + r + 1, sub = x - r
                if add < w { sum += s[row + add] }
                if sub >= 0 { sum -= s[row + sub] }
            }
        }
    }

    /// Box of radius `r` down the columns of `s` into `d`, a row at a time (one running sum per
    /// column), so memory is read in order; each column adds in the same order as going down it.
    static func vertical<T: BoxBlurSample>(_ s: UnsafeBufferPointer<T>, _ d: UnsafeMutableBufferPointer<T>, _ w: Int, _ h: Int, _ r: Int) {
        let scale = 1 / Float(2 * r + 1)
        withUnsafeTemporaryAllocation(of: T.self, capacity: w) { sums in
            for x in 0..<w { sums.initializeElement(at: x, to: T.zero) }
            for y in -r...r where y >= 0 && y < h {
                for x in 0..<w { sums[x] += s[y * w + x] }
            }
            for y in 0..<h {
                let row = y * w, add = y + r + 1, sub = y - r
                for x in 0..<w {
                    d[row + x] = sums[x] * scale
                    if add < h { sums[x] += s[add * w + x] }
                    if sub >= 0 { sums[x] -= s[sub * w + x] }
                }
            }
        }
    }
}
