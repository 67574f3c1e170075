import Foundation

/// A Gaussian-like blur of an 8-bit alpha plane: three box blurs (horizontal then vertical),
/// which approximates a Gaussian of the given sigma closely and costs O(pixels) per pass
/// regardless of radius. Used for drop shadows, which are blurred once and then cached.
enum ShadowBlur {
    /// Box widths for three passes approximating a Gaussian of `sigma`.
    static func boxRadii(sigma: Float) -> [Int] {
        guard sigma > 0.3 else { return [] }
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var wl = Int(checked: ideal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        let wu = wl + 2
        let m = Int(checked: ((12 * sigma * sigma - 3 * Float(wl * wl) - 12 * Float(wl) - 9) / (-4 * Float(wl) - 4)).rounded())
        return (0..<3).map { ($0 < m ? wl : wu) / 2 }
    }

    /// Blurs `alpha` (`width × height`) in place.
    static func blur(_ alpha: inout [Float], width: Int, height: Int, sigma: Float) {
        var scratch = [Float](repeating: 0, count: alpha.count)
        for r in boxRadii(sigma: sigma) where r > 0 {
            boxH(alpha, &scratch, width, height, r)
            boxV(scratch, &alpha, width, height, r)
        }
    }

    private static func boxH(_ src: [Float], _ dst: inout [Float], _ w: Int, _ h: Int, _ r: Int) {
        let scale = 1 / Float(2 * r + 1)
        // Unchecked pointers: backdrop blurs run this every frame.
        src.withUnsafeBufferPointer { s in
            dst.withUnsafeMutableBufferPointer { d in
                for y in 0..<h {
                    let row = y * w
                    var sum: Float = 0
                    for x in -r...r where x >= 0 && x < w { sum += s[row + x] }
                    for x in 0..<w {
                        d[row + x] = sum * scale
                        let add = x + r + 1, sub = x - r
                        if add < w { sum += s[row + add] }
                        if sub >= 0 { sum -= s[row + sub] }
                    }
                }
            }
        }
    }

    private static func boxV(_ src: [Float], _ dst: inout [Float], _ w: Int, _ h: Int, _ r: Int) {
        let scale = 1 / Float(2 * r + 1)
        src.withUnsafeBufferPointer { s in
            dst.withUnsafeMutableBufferPointer { d in
                for x in 0..<w {
                    var sum: Float = 0
                    for y in -r...r where y >= 0 && y < h { sum += s[y * w + x] }
                    for y in 0..<h {
                        d[y * w + x] = sum * scale
                        let add = y + r + 1, sub = y - r
                        if add < h { sum += s[add * w + x] }
                        if sub >= 0 { sum -= s[sub * w + x] }
                    }
                }
            }
        }
    }
}
