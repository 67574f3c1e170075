extension ShadowBlur {
    /// The narrowest blur done on a reduced grid, in pixels of sigma. Wider shadows are blurred on
    /// a grid reduced k times, so that their sigma there is between this and twice this, then
    /// scaled back up bilinearly: the result is smooth on the scale of the grid, so it differs
    /// from a full-resolution blur by about a level, at 1/k² of the cost (a radius-234 shadow:
    /// 49× less).
    static let reducedGridSigma: Float = 16

    /// The factor a blur of `sigma` is reduced by (1: not reduced).
    static func reduction(sigma: Float) -> Int {
        guard sigma >= 2 * reducedGridSigma else { return 1 }
        return min(64, Int(checked: (sigma / reducedGridSigma).rounded(.down)))
    }

    /// Blurs `alpha` (`width × height`) in place like `blur(_:width:height:sigma:)`, on a grid
    /// reduced by `reduction(sigma:)`: averaged down by whole cells, blurred, then interpolated back
    /// up. Pixels outside `width × height` count as transparent, as in the full-resolution blur.
    static func blurReduced(_ alpha: inout [Float], width w: Int, height h: Int, sigma: Float) {
        let k = reduction(sigma: sigma)
        guard k > 1, w > 0, h > 0 else { return blur(&alpha, width: w, height: h, sigma: sigma) }
        let rw = (w + k - 1) / k, rh = (h + k - 1) / k
        var small = [Float](repeating: 0, count: rw * rh)
        let cell = 1 / Float(k * k)
        alpha.withUnsafeBufferPointer { a in
            small.withUnsafeMutableBufferPointer { s in
                for y in 0..<h {
                    let row = (y / k) * rw
                    for x in 0..<w where a[y * w + x] != 0 { s[row + x / k] += a[y * w + x] * cell }
                }
            }
        }
        // The averaging and the interpolation each blur a little too (variance k²/12 and k²/6):
        // take that off the blur on the grid.
        blur(&small, width: rw, height: rh, sigma: (sigma * sigma - Float(k * k) / 4).squareRoot() / Float(k))
        // Bilinear back up: pixel x samples the reduced grid at (x + ½) / k − ½, clamped to its edge.
        small.withUnsafeBufferPointer { s in
            alpha.withUnsafeMutableBufferPointer { a in
                let inverse = 1 / Float(k)
                for y in 0..<h {
                    let fy = max(0, min(Float(rh - 1), (Float(y) + 0.5) * inverse - 0.5))
                    let y0 = Int(fy), y1 = min(rh - 1, y0 + 1), ty = fy - Float(y0)
                    for x in 0..<w {
                        let fx = max(0, min(Float(rw - 1), (Float(x) + 0.5) * inverse - 0.5))
                        let x0 = Int(fx), x1 = min(rw - 1, x0 + 1), tx = fx - Float(x0)
                        let top = s[y0 * rw + x0] + (s[y0 * rw + x1] - s[y0 * rw + x0]) * tx
                        let bottom = s[y1 * rw + x0] + (s[y1 * rw + x1] - s[y1 * rw + x0]) * tx
                        a[y * w + x] = top + (bottom - top) * ty
                    }
                }
            }
        }
    }
}
