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
            // Unchecked pointers (a re-blurred shadow runs this every frame).
            alpha.withUnsafeMutableBufferPointer { a in
                scratch.withUnsafeMutableBufferPointer { s in
                    BoxPasses.horizontal(UnsafeBufferPointer(a), s, width, height, r)
                    BoxPasses.vertical(UnsafeBufferPointer(s), a, width, height, r)
                }
            }
        }
    }
}
