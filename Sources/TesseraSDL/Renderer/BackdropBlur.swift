import Foundation

/// The CPU backdrop blur of the software renderer: premultiplied RGBA pixels read from the render
/// target are averaged down by `factor` on a grid aligned to the canvas (so a panel that moves
/// does not shimmer), blurred with `ShadowBlur`'s three box passes per axis (≈ Gaussian), and
/// sampled back up bilinearly, saturated and tinted (docs/SDLNotes.md, "Backdrop blur").
struct BackdropBlur {
    /// The backdrop at reduced resolution, premultiplied, one plane per channel (blurred in place).
    private var planes: [[Float]] = [[], [], [], []]
    /// The blurred planes interleaved (RGBA per cell), which upsampling reads.
    private var grid: [SIMD4<Float>] = []
    /// Low-resolution grid: size, and the canvas pixel of its first cell's corner.
    private var width = 0, height = 0, originX = 0, originY = 0
    /// Canvas pixels per low-resolution cell.
    private(set) var factor = 1
    /// Separable box passes run by the last `blur` (3 per axis for a visible radius).
    private(set) var passes = 0

    /// Reduction for a Gaussian of `sigma` canvas pixels: up to ¼ scale, keeping at least
    /// 2 low-resolution pixels of sigma so the upsampled result stays smooth.
    static func factor(sigma: Float) -> Int {
        max(1, min(4, Int(checked: (sigma / 2).rounded(.down))))
    }

    /// Blurs the premultiplied ARGB8888 `pixels` (`w × h`, top-left at canvas pixel `x, y`) with
    /// a Gaussian of `sigma` pixels. Edges repeat the outermost pixels (no dark or bright fringe
    /// where the sample meets the canvas edge).
    mutating func blur(_ pixels: [UInt32], x: Int, y: Int, w: Int, h: Int, sigma: Float) {
        let f = Self.factor(sigma: sigma)
        factor = f
        let radii = ShadowBlur.boxRadii(sigma: sigma / Float(f))
        let pad = radii.reduce(0, +) + 1
        let cx0 = Self.floorDiv(x, f), cy0 = Self.floorDiv(y, f)
        let cx1 = Self.floorDiv(x + w - 1, f) + 1, cy1 = Self.floorDiv(y + h - 1, f) + 1
        let cw = cx1 - cx0, ch = cy1 - cy0
        width = cw + 2 * pad
        height = ch + 2 * pad
        originX = (cx0 - pad) * f
        originY = (cy0 - pad) * f
        for c in 0..<4 { planes[c] = [Float](repeating: 0, count: width * height) }
        // Average each cell over the pixels of it inside the sample (integer sums per channel).
        pixels.withUnsafeBufferPointer { px in
            for cy in 0..<ch {
                let py0 = max(y, (cy0 + cy) * f), py1 = min(y + h, (cy0 + cy + 1) * f)
                for cx in 0..<cw {
                    let px0 = max(x, (cx0 + cx) * f), px1 = min(x + w, (cx0 + cx + 1) * f)
                    var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0, a: UInt32 = 0
                    for py in py0..<py1 {
                        let row = (py - y) * w - x
                        for i in (row + px0)..<(row + px1) {
                            let v = px[i]
                            a &+= v >> 24; r &+= (v >> 16) & 0xFF; g &+= (v >> 8) & 0xFF; b &+= v & 0xFF
                        }
                    }
                    let scale = 1 / (Float(max((py1 - py0) * (px1 - px0), 1)) * 255)
                    let i = (cy + pad) * width + cx + pad
                    planes[0][i] = Float(r) * scale; planes[1][i] = Float(g) * scale
                    planes[2][i] = Float(b) * scale; planes[3][i] = Float(a) * scale
                }
            }
        }
        // Repeat the edge cells into the padding, then blur each channel.
        for c in 0..<4 {
            for gy in 0..<height {
                let sy = min(max(gy, pad), pad + ch - 1)
                for gx in 0..<width where gx < pad || gx >= pad + cw || gy < pad || gy >= pad + ch {
                    let sx = min(max(gx, pad), pad + cw - 1)
                    planes[c][gy * width + gx] = planes[c][sy * width + sx]
                }
            }
            ShadowBlur.blur(&planes[c], width: width, height: height, sigma: sigma / Float(f))
        }
        passes = radii.filter { $0 > 0 }.count * 2
        grid.removeAll(keepingCapacity: true)
        grid.reserveCapacity(width * height)
        for i in 0..<(width * height) { grid.append(SIMD4(planes[0][i], planes[1][i], planes[2][i], planes[3][i])) }
    }

    /// Bilinear position of canvas pixel centre `p + ½` on the grid along one axis: the lower
    /// cell and the weight of the upper one.
    @inline(__always)
    private func axis(_ p: Int, origin: Int, count: Int) -> (Int, Int, Float) {
        let f = Float(factor)
        let u = min(max((Float(p - origin) + 0.5) / f - 0.5, 0), Float(count - 1))
        let lower = Int(u)
        return (lower, min(lower + 1, count - 1), u - Float(lower))
    }

    /// The blurred backdrop at canvas pixel centre `(x + ½, y + ½)`, premultiplied, 0...1.
    func sample(_ x: Int, _ y: Int) -> SIMD4<Float> {
        let (x0, x1, fx) = axis(x, origin: originX, count: width), (y0, y1, fy) = axis(y, origin: originY, count: height)
        let top = grid[y0 * width + x0] * (1 - fx) + grid[y0 * width + x1] * fx
        let bottom = grid[y1 * width + x0] * (1 - fx) + grid[y1 * width + x1] * fx
        return top * (1 - fy) + bottom * fy
    }

    /// The blurred backdrop over `region` (canvas pixels), saturated, tinted and masked by
    /// `coverage` (255 inside the shape) times `opacity`, as straight-alpha ARGB8888 ready to be
    /// drawn with SDL's blend mode (which gives premultiplied "over").
    ///
    /// With `scene` (a within-window effect, whose blur is of the HUD's drawing only), the result
    /// is laid over the scene as it was before the HUD drew.
    func composed(
        x rx: Int, y ry: Int, w: Int, h: Int, coverage: [UInt8], saturation: Float,
        tint: SIMD4<Float>, opacity: Float, scene: WithinWindowSample? = nil
    ) -> [UInt32] {
        var out = [UInt32](repeating: 0, count: w * h)
        // Tint as premultiplied colour laid over the blurred backdrop.
        let ta = min(max(tint.w, 0), 1)
        let tintPremultiplied = SIMD4(tint.x * ta, tint.y * ta, tint.z * ta, ta)
        let luma = SIMD4<Float>(0.2126, 0.7152, 0.0722, 0)
        // Bilinear columns are the same on every row: computed once.
        var lower = [Int](repeating: 0, count: w), upper = [Int](repeating: 0, count: w), weight = [Float](repeating: 0, count: w)
        for xx in 0..<w { (lower[xx], upper[xx], weight[xx]) = axis(rx + xx, origin: originX, count: width) }
        let zero = SIMD4<Float>(repeating: 0), one = SIMD4<Float>(repeating: 1)
        grid.withUnsafeBufferPointer { g in
            out.withUnsafeMutableBufferPointer { o in
                coverage.withUnsafeBufferPointer { c in
                    for yy in 0..<h {
                        let (y0, y1, fy) = axis(ry + yy, origin: originY, count: height)
                        let r0 = y0 * width, r1 = y1 * width
                        for xx in 0..<w {
                            let cov = c[yy * w + xx]
                            if cov == 0 { continue }
                            let x0 = lower[xx], x1 = upper[xx], fx = weight[xx]
                            let top = g[r0 + x0] + (g[r0 + x1] - g[r0 + x0]) * fx
                            let bottom = g[r1 + x0] + (g[r1 + x1] - g[r1 + x0]) * fx
                            var p = top + (bottom - top) * fy
                            if saturation != 1 {
                                // Saturation about the pixel's luminance; premultiplied colour stays ≤ alpha.
                                let l = (p * luma).sum()
                                let lum = SIMD4(l, l, l, p.w)
                                p = lum + (p - lum) * saturation
                                p = p.clamped(lowerBound: zero, upperBound: SIMD4(repeating: p.w))
                            }
                            p = tintPremultiplied + p * (1 - ta)
                            if let scene { p += scene.scene(rx + xx, ry + yy) * (1 - p.w) }
                            let a = p.w * opacity * Float(cov) / 255
                            guard a > 0 else { continue }
                            var straight = p / max(p.w, 1e-6)
                            straight.w = a
                            let v = (straight.clamped(lowerBound: zero, upperBound: one) * 255 + 0.5)
                            o[yy * w + xx] = UInt32(v.w) << 24 | UInt32(v.x) << 16 | UInt32(v.y) << 8 | UInt32(v.z)
                        }
                    }
                }
            }
        }
        return out
    }

    /// The render target's pixels before the HUD drew (the game's scene), for within-window
    /// effects, which lay the blurred HUD over the unblurred scene.
    struct WithinWindowSample {
        let pixels: [UInt32]
        let width: Int

        /// The scene at canvas pixel `(px, py)`, premultiplied.
        @inline(__always)
        func scene(_ px: Int, _ py: Int) -> SIMD4<Float> {
            BackdropBlur.unpack(pixels[py * width + px])
        }
    }

    /// ARGB8888 → RGBA floats in 0...1.
    @inline(__always)
    static func unpack(_ v: UInt32) -> SIMD4<Float> {
        SIMD4(Float((v >> 16) & 0xFF), Float((v >> 8) & 0xFF), Float(v & 0xFF), Float(v >> 24)) / 255
    }

    /// RGBA floats in 0...1 → ARGB8888, rounded and clamped.
    @inline(__always)
    static func pack(_ c: SIMD4<Float>) -> UInt32 {
        func b(_ v: Float) -> UInt32 { UInt32(max(0, min(255, v * 255 + 0.5))) }
        return b(c.w) << 24 | b(c.x) << 16 | b(c.y) << 8 | b(c.z)
    }

    private static func floorDiv(_ a: Int, _ b: Int) -> Int {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }
}
