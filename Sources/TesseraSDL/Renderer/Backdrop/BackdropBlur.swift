import Foundation

/// The CPU backdrop blur of the software renderer: premultiplied RGBA pixels read from the render
/// target are averaged down by `factor` on a grid aligned to the canvas (so a panel that moves
/// does not shimmer), blurred with `ShadowBlur`'s three box passes per axis (≈ Gaussian),
/// saturated and tinted at that reduced resolution (both are affine per pixel, so they commute
/// with the bilinear upsampling), and sampled back up once, in integer arithmetic
/// (docs/SDLNotes.md, "Backdrop blur").
struct BackdropBlur {
    /// The backdrop at reduced resolution, premultiplied RGBA in 0...1 (blurred in place).
    private var grid: [SIMD4<Float>] = []
    /// The box passes' scratch buffer.
    private var boxBlur = ColorBoxBlur()
    /// The blurred grid saturated and tinted, premultiplied RGBA in 0...255, which upsampling reads.
    private var shaded: [SIMD4<Int32>] = []
    /// One row of `shaded` interpolated vertically (reused between rows and frames).
    private var rowMix: [SIMD4<Int32>] = []
    /// `shaded` packed for `composeEighths`, and one row of it interpolated vertically.
    private var packed: [UInt64] = [], packedMix: [UInt64] = []
    /// The last composed image and the bilinear columns it used (buffers reused between calls).
    private var output: [UInt32] = []
    private var columns: (lower: [Int], weight: [Int32], step: [Int]) = ([], [], [])
    /// Low-resolution grid: size, and the canvas pixel of its first cell's corner.
    private var width = 0, height = 0, originX = 0, originY = 0
    /// Cells covered by the sample inside the padding, and the padding.
    private var cells = (w: 0, h: 0), pad = 0, sigma: Float = 0
    /// Canvas pixels per low-resolution cell.
    private(set) var factor = 1
    /// Separable box passes run by the last `blur` (3 per axis for a visible radius).
    private(set) var passes = 0
    /// For each row of the last composed image, the run of pixels through its middle column
    /// known to be opaque (empty if none), when the ¼-scale path composed it; `nil` otherwise.
    private(set) var opaqueRuns: [Range<Int>]?
    /// Whether ¼-scale composing runs fully covered spans through `QuarterScaleSpan` (tests
    /// turn it off to compare with the per-pixel path, which gives the same pixels).
    var quarterSpans = true

    /// Reduction for a Gaussian of `sigma` canvas pixels: up to ¼ scale, keeping at least
    /// 2 low-resolution pixels of sigma so the upsampled result stays smooth. Wider blurs (σ above
    /// 64 pixels) reduce further, to 16 cells of sigma, so the grid and its padding stay small
    /// whatever the radius (a 1024-pixel blur over a small canvas was a grid of 600 000 cells).
    static func factor(sigma: Float) -> Int {
        max(1, min(4, Int(checked: (sigma / 2).rounded(.down))), Int(checked: (sigma / 16).rounded(.down)))
    }

    /// Blurs the premultiplied ARGB8888 `pixels` (`w × h`, top-left at canvas pixel `x, y`) with
    /// a Gaussian of `sigma` pixels. Edges repeat the outermost pixels (no dark or bright fringe
    /// where the sample meets the canvas edge).
    mutating func blur(_ pixels: [UInt32], x: Int, y: Int, w: Int, h: Int, sigma: Float) {
        reduce(pixels, x: x, y: y, w: w, h: h, sigma: sigma)
        blurReduced()
    }

    /// Averages `pixels` down to the reduced grid (the first half of `blur`). The blurred result
    /// depends on these cell averages only, so `reducedHash` identifies it.
    mutating func reduce(_ pixels: [UInt32], x: Int, y: Int, w: Int, h: Int, sigma: Float) {
        let f = Self.factor(sigma: sigma)
        factor = f
        self.sigma = sigma / Float(f)
        let radii = ShadowBlur.boxRadii(sigma: self.sigma)
        pad = radii.reduce(0, +) + 1
        passes = radii.filter { $0 > 0 }.count * 2
        let cx0 = Self.floorDiv(x, f), cy0 = Self.floorDiv(y, f)
        let cx1 = Self.floorDiv(x + w - 1, f) + 1, cy1 = Self.floorDiv(y + h - 1, f) + 1
        let cw = cx1 - cx0, ch = cy1 - cy0
        cells = (cw, ch)
        width = cw + 2 * pad
        height = ch + 2 * pad
        originX = (cx0 - pad) * f
        originY = (cy0 - pad) * f
        // Every cell is written before it is read: the sample's cells here, the padding in
        // `blurReduced` (and `reducedHash` reads the sample's cells only).
        Self.resize(&grid, to: width * height, with: .zero)
        // Average each cell over the pixels of it inside the sample (integer sums per channel).
        let (gridWidth, pad) = (width, pad)
        pixels.withUnsafeBytes { bytes in
            grid.withUnsafeMutableBufferPointer { g in
                guard let base = bytes.baseAddress else { return }
                for cy in 0..<ch {
                    let py0 = max(y, (cy0 + cy) * f), py1 = min(y + h, (cy0 + cy + 1) * f)
                    let fourRows = f == 4 && py1 - py0 == 4
                    for cx in 0..<cw {
                        let px0 = max(x, (cx0 + cx) * f), px1 = min(x + w, (cx0 + cx + 1) * f)
                        let sum =
                            fourRows && px1 - px0 == 4
                            ? Self.blockSum4(base, rowBytes: w * 4, offset: ((py0 - y) * w + px0 - x) * 4)
                            : Self.cellSum(base, rowPixels: w, columns: (px0 - x)..<(px1 - x), rows: (py0 - y)..<(py1 - y))
                        let scale = 1 / (Float(max((py1 - py0) * (px1 - px0), 1)) * 255)
                        g[(cy + pad) * gridWidth + cx + pad] = SIMD4(Float(sum.r), Float(sum.g), Float(sum.b), Float(sum.a)) * scale
                    }
                }
            }
        }
    }

    /// `cellSum` of a whole 4 × 4 block at byte `offset` (the usual cell), unrolled: two 64-bit
    /// words a row, folded once (16 values of 255 fit a 16-bit lane).
    @inline(__always)
    static func blockSum4(_ base: UnsafeRawPointer, rowBytes: Int, offset: Int) -> (r: UInt32, g: UInt32, b: UInt32, a: UInt32) {
        let mask: UInt64 = 0x00FF_00FF_00FF_00FF
        var lo: UInt64 = 0, hi: UInt64 = 0, o = offset
        for _ in 0..<4 {
            let v0 = base.loadUnaligned(fromByteOffset: o, as: UInt64.self)
            let v1 = base.loadUnaligned(fromByteOffset: o &+ 8, as: UInt64.self)
            lo &+= (v0 & mask) &+ (v1 & mask)
            hi &+= ((v0 >> 8) & mask) &+ ((v1 >> 8) & mask)
            o &+= rowBytes
        }
        return (
            UInt32(truncatingIfNeeded: ((lo >> 16) & 0xFFFF) &+ (lo >> 48)),
            UInt32(truncatingIfNeeded: (hi & 0xFFFF) &+ ((hi >> 32) & 0xFFFF)),
            UInt32(truncatingIfNeeded: (lo & 0xFFFF) &+ ((lo >> 32) & 0xFFFF)),
            UInt32(truncatingIfNeeded: ((hi >> 16) & 0xFFFF) &+ (hi >> 48))
        )
    }

    /// Per-channel sums of the ARGB8888 pixels in `columns × rows` of an image `rowPixels` wide.
    /// Two pixels at a time: one 64-bit word holds blue and red (or green and alpha, shifted) of
    /// both in four 16-bit lanes, folded into the totals before a lane can overflow.
    @inline(__always)
    static func cellSum(
        _ base: UnsafeRawPointer, rowPixels: Int, columns: Range<Int>, rows: Range<Int>
    ) -> (r: UInt32, g: UInt32, b: UInt32, a: UInt32) {
        let mask: UInt64 = 0x00FF_00FF_00FF_00FF
        var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0, a: UInt32 = 0
        var lo: UInt64 = 0, hi: UInt64 = 0, added = 0
        let perRow = (columns.count + 1) / 2
        func fold() {
            b &+= UInt32(truncatingIfNeeded: (lo & 0xFFFF) &+ ((lo >> 32) & 0xFFFF))
            r &+= UInt32(truncatingIfNeeded: ((lo >> 16) & 0xFFFF) &+ (lo >> 48))
            g &+= UInt32(truncatingIfNeeded: (hi & 0xFFFF) &+ ((hi >> 32) & 0xFFFF))
            a &+= UInt32(truncatingIfNeeded: ((hi >> 16) & 0xFFFF) &+ (hi >> 48))
            lo = 0; hi = 0; added = 0
        }
        for row in rows {
            // A lane holds at most 257 values of 255.
            if added + perRow > 257 { fold() }
            var offset = (row * rowPixels + columns.lowerBound) * 4
            let end = (row * rowPixels + columns.upperBound) * 4
            while offset + 8 <= end {
                let v = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                lo &+= v & mask
                hi &+= (v >> 8) & mask
                offset += 8
            }
            if offset < end {
                let v = UInt64(base.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                lo &+= v & mask
                hi &+= (v >> 8) & mask
            }
            added += perRow
        }
        fold()
        return (r, g, b, a)
    }

    /// A hash of the reduced grid and its geometry (after `reduce`, before `blurReduced`).
    var reducedHash: Int {
        var hasher = Hasher()
        hasher.combine(width); hasher.combine(height); hasher.combine(originX); hasher.combine(originY)
        hasher.combine(factor); hasher.combine(sigma)
        // A multiply-rotate hash of the cells' 64-bit words (SipHash over them was 2% of a
        // blurred frame); Hasher then mixes it with the geometry.
        var words: UInt64 = 0x243F_6A88_85A3_08D3
        grid.withUnsafeBytes { bytes in
            let cellBytes = MemoryLayout<SIMD4<Float>>.stride
            for gy in pad..<(pad + cells.h) {
                let start = (gy * width + pad) * cellBytes
                for offset in stride(from: start, to: start + cells.w * cellBytes, by: 8) {
                    let mixed = (words ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
                    words = mixed << 29 | mixed >> 35
                }
            }
        }
        hasher.combine(words)
        return hasher.finalize()
    }

    /// Repeats the edge cells into the padding and blurs the grid (the second half of `blur`).
    /// Given the `region` (canvas pixels) `composed` will draw, only the cells its upsampling
    /// reads are blurred exactly; `sample` is then valid only inside that region.
    mutating func blurReduced(reading region: (x: Int, y: Int, w: Int, h: Int)? = nil) {
        let (cw, ch) = cells
        let (w, h, pad) = (width, height, pad)
        grid.withUnsafeMutableBufferPointer { p in
            // Left and right padding of the sample's rows, then whole padding rows above and below.
            for gy in pad..<(pad + ch) {
                let row = gy * w
                let left = p[row + pad], right = p[row + pad + cw - 1]
                for gx in 0..<pad { p[row + gx] = left }
                for gx in (pad + cw)..<w { p[row + gx] = right }
            }
            for gy in 0..<h where gy < pad || gy >= pad + ch {
                let from = min(max(gy, pad), pad + ch - 1) * w
                for gx in 0..<w { p[gy * w + gx] = p[from + gx] }
            }
        }
        var needed: (x: Range<Int>, y: Range<Int>)?
        if let r = region, r.w > 0, r.h > 0 {
            let left = axis(r.x, origin: originX, count: w).0, right = axis(r.x + r.w - 1, origin: originX, count: w).1
            let top = axis(r.y, origin: originY, count: h).0, bottom = axis(r.y + r.h - 1, origin: originY, count: h).1
            needed = (left..<(right + 1), top..<(bottom + 1))
        }
        boxBlur.blur(&grid, width: w, height: h, sigma: sigma, needed: needed)
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

    /// The blurred backdrop at canvas pixel centre `(x + ½, y + ½)`, premultiplied, 0...1
    /// (unsaturated and untinted).
    func sample(_ x: Int, _ y: Int) -> SIMD4<Float> {
        let (x0, x1, fx) = axis(x, origin: originX, count: width), (y0, y1, fy) = axis(y, origin: originY, count: height)
        func cell(_ i: Int) -> SIMD4<Float> { grid[i] }
        let top = cell(y0 * width + x0) * (1 - fx) + cell(y0 * width + x1) * fx
        let bottom = cell(y1 * width + x0) * (1 - fx) + cell(y1 * width + x1) * fx
        return top * (1 - fy) + bottom * fy
    }

    /// Saturates and tints every cell of the blurred grid into `packed` (premultiplied, 0...255;
    /// blue, green, red, alpha in the 16-bit lanes of a 64-bit word) and, unless `packedOnly`,
    /// `shaded` (the same as SIMD lanes).
    private mutating func shade(
        saturation: Float, tint: SIMD4<Float>, columns: ClosedRange<Int>, rows: ClosedRange<Int>, packedOnly: Bool
    ) {
        let ta = min(max(tint.w, 0), 1)
        let tintPremultiplied = SIMD4(tint.x * ta, tint.y * ta, tint.z * ta, ta)
        // Only the cells the upsampling reads (the padding beyond them is not).
        Self.resize(&shaded, to: packedOnly ? 0 : width * height, with: .zero)
        Self.resize(&packed, to: width * height, with: 0)
        let gridWidth = width
        grid.withUnsafeBufferPointer { g in
            shaded.withUnsafeMutableBufferPointer { shadedCells in
                packed.withUnsafeMutableBufferPointer { packedCells in
                    for gy in rows {
                        for i in (gy * gridWidth + columns.lowerBound)...(gy * gridWidth + columns.upperBound) {
                            let c = Self.shadeCell(g[i], saturation: saturation, tint: tintPremultiplied)
                            packedCells[i] = c
                            if !packedOnly {
                                shadedCells[i] = SIMD4(
                                    Int32(truncatingIfNeeded: (c >> 32) & 0xFFFF), Int32(truncatingIfNeeded: (c >> 16) & 0xFFFF),
                                    Int32(truncatingIfNeeded: c & 0xFFFF), Int32(truncatingIfNeeded: c >> 48))
                            }
                        }
                    }
                }
            }
        }
    }

    /// The blurred backdrop over `region` (canvas pixels), saturated, tinted and masked by
    /// `coverage` (255 inside the shape) times `opacity`, as straight-alpha ARGB8888 ready to be
    /// drawn with SDL's blend mode (which gives premultiplied "over").
    ///
    /// With `scene` (a within-window effect, whose blur is of the HUD's drawing only), the result
    /// is laid over the scene as it was before the HUD drew.
    mutating func composed(
        x rx: Int, y ry: Int, w: Int, h: Int, coverage: [UInt8], saturation: Float,
        tint: SIMD4<Float>, opacity: Float, scene: WithinWindowSample? = nil
    ) -> [UInt32] {
        // The output buffer is kept between calls; every pixel of it is written below.
        var out = output
        output = []
        defer { output = out }
        Self.resize(&out, to: w * h, with: 0)
        opaqueRuns = nil
        guard w > 0, h > 0 else { return out }
        // Bilinear columns are the same on every row: computed once, weights in 1/256.
        var (lower, weight, step) = columns
        columns = ([], [], [])
        defer { columns = (lower, weight, step) }
        lower.removeAll(keepingCapacity: true); weight.removeAll(keepingCapacity: true); step.removeAll(keepingCapacity: true)
        for xx in 0..<w {
            let (x0, x1, fx) = axis(rx + xx, origin: originX, count: width)
            lower.append(x0); step.append(x1 - x0); weight.append(Int32((fx * 256).rounded()))
        }
        var rowWeights: [Int32] = []
        rowWeights.reserveCapacity(h)
        var rowCells: [(Int, Int)] = []
        rowCells.reserveCapacity(h)
        for yy in 0..<h {
            let (y0, y1, fy) = axis(ry + yy, origin: originY, count: height)
            rowWeights.append(Int32((fy * 256).rounded()))
            rowCells.append((y0, y1))
        }
        let alphaScale = Int(min(max(opacity, 0), 1) * 256 + 0.5)
        // Reductions by 1, 2 and 4 put every pixel centre at a multiple of ⅛ between cells, so
        // the weights are exact in eighths and a pixel fits 16-bit lanes (see `composeEighths`).
        let eighths = scene == nil && weight.allSatisfy({ $0 % 32 == 0 }) && rowWeights.allSatisfy({ $0 % 32 == 0 })
        shade(
            saturation: saturation, tint: tint, columns: lower[0]...(lower[w - 1] + step[w - 1]),
            rows: rowCells[0].0...rowCells[h - 1].1, packedOnly: eighths)
        if eighths {
            composeEighths(
                into: &out, w: w, h: h, coverage: coverage, columns: (lower, weight, step), rows: (rowCells, rowWeights),
                alphaScale: alphaScale)
            return out
        }
        let first = lower[0], last = lower[w - 1] + step[w - 1]
        var mix = rowMix
        rowMix = []
        defer { rowMix = mix }
        mix.removeAll(keepingCapacity: true)
        mix.append(contentsOf: repeatElement(SIMD4<Int32>(repeating: 0), count: width))
        let gridWidth = width
        shaded.withUnsafeBufferPointer { g in
            mix.withUnsafeMutableBufferPointer { m in
                out.withUnsafeMutableBufferPointer { o in
                    coverage.withUnsafeBufferPointer { c in
                        for yy in 0..<h {
                            let (y0, y1) = rowCells[yy], wy = rowWeights[yy]
                            let r0 = y0 * gridWidth, r1 = y1 * gridWidth
                            // Vertical pass once per row: cells × 256.
                            for k in first...last {
                                m[k] = g[r0 + k] &* (256 &- wy) &+ g[r1 + k] &* wy
                            }
                            let outRow = yy * w
                            for xx in 0..<w {
                                let cov = Int(c[outRow + xx])
                                if cov == 0 { o[outRow + xx] = 0; continue }
                                let x0 = lower[xx], wx = weight[xx]
                                // Premultiplied RGBA × 65536.
                                var p = m[x0] &* (256 &- wx) &+ m[x0 + step[xx]] &* wx
                                if let scene {
                                    p = Self.over(p, scene.pixel(rx + xx, ry + yy))
                                }
                                o[outRow + xx] = Self.straight(p, coverage: cov, alphaScale: alphaScale)
                            }
                        }
                    }
                }
            }
        }
        return out
    }

    /// `composed` for weights that are whole eighths: the vertical mix of a row's cells and the
    /// horizontal interpolation run on all four channels at once in the 16-bit lanes of one
    /// 64-bit word (at most 255 × 8 × 8 per lane), and an opaque, fully covered pixel (the inside
    /// of a panel over an opaque scene) is rounded and packed with a few shifts. Other pixels take
    /// `straight`, with the same values, so the result is the same as the general loop's.
    private mutating func composeEighths(
        into out: inout [UInt32], w: Int, h: Int, coverage: [UInt8], columns: (lower: [Int], weight: [Int32], step: [Int]),
        rows: (cells: [(Int, Int)], weights: [Int32]), alphaScale: Int
    ) {
        let first = columns.lower[0], last = columns.lower[w - 1] + columns.step[w - 1]
        var mix = packedMix
        packedMix = []
        defer { packedMix = mix }
        mix.removeAll(keepingCapacity: true)
        mix.append(contentsOf: repeatElement(0, count: width))
        let eighth = columns.weight.map { UInt64($0 / 32) }
        let gridWidth = width
        let opaqueAlpha: UInt64 = 255 * 64
        // At ¼ scale with full opacity the covered run through each row's middle takes
        // `QuarterScaleSpan`, which also finds the opaque run through the middle column.
        let quarter = quarterSpans && factor == 4 && alphaScale == 256
        var runs: [Range<Int>] = []
        runs.reserveCapacity(quarter ? h : 0)
        defer { if quarter { opaqueRuns = runs } }
        let mid = w / 2
        packed.withUnsafeBufferPointer { g in
            mix.withUnsafeMutableBufferPointer { m in
                out.withUnsafeMutableBufferPointer { o in
                    coverage.withUnsafeBufferPointer { c in
                        eighth.withUnsafeBufferPointer { wx in
                            columns.lower.withUnsafeBufferPointer { lower in
                                columns.step.withUnsafeBufferPointer { step in
                                    for yy in 0..<h {
                                        let (y0, y1) = rows.cells[yy], wy = UInt64(rows.weights[yy] / 32)
                                        let r0 = y0 &* gridWidth, r1 = y1 &* gridWidth
                                        for k in first...last {
                                            m[k] = g[r0 &+ k] &* (8 &- wy) &+ g[r1 &+ k] &* wy
                                        }
                                        let outRow = yy &* w
                                        @inline(__always) func pixel(_ xx: Int) {
                                            let cov = c[outRow &+ xx]
                                            if cov == 0 { o[outRow &+ xx] = 0; return }
                                            let x0 = lower[xx], fx = wx[xx]
                                            // Lanes hold premultiplied B, G, R, A × 64.
                                            let q = m[x0] &* (8 &- fx) &+ m[x0 &+ step[xx]] &* fx
                                            if cov == 255 && alphaScale == 256 && q >> 48 == opaqueAlpha {
                                                o[outRow &+ xx] = QuarterScaleSpan.pack(q)
                                            } else {
                                                let p = SIMD4<Int32>(
                                                    Int32(truncatingIfNeeded: (q >> 32) & 0xFFFF),
                                                    Int32(truncatingIfNeeded: (q >> 16) & 0xFFFF),
                                                    Int32(truncatingIfNeeded: q & 0xFFFF), Int32(truncatingIfNeeded: q >> 48))
                                                o[outRow &+ xx] = Self.straight(p &<< 10, coverage: Int(cov), alphaScale: alphaScale)
                                            }
                                        }
                                        guard quarter, let row = o.baseAddress.map({ $0 + outRow }) else {
                                            for xx in 0..<w { pixel(xx) }
                                            continue
                                        }
                                        let covered = QuarterScaleSpan.coveredRun(c, start: outRow, count: w)
                                        var xx = 0
                                        // Up to the first pixel ⅛ past a cell (the start of a group of four).
                                        while xx < covered.upperBound && (xx < covered.lowerBound || wx[xx] != 1) {
                                            pixel(xx)
                                            xx &+= 1
                                        }
                                        var run = xx..<xx, middleRun = mid..<mid
                                        while xx &+ 4 <= covered.upperBound, let mixed = UnsafePointer(m.baseAddress) {
                                            // Groups of four from cell `lower[xx]` on (one cell further per
                                            // group, checked at the last group's last pixel).
                                            var groups = (covered.upperBound &- xx) / 4
                                            let k = lower[xx]
                                            while groups > 0
                                                && (lower[xx &+ 4 &* groups &- 1] != k &+ groups &- 1 || step[xx &+ 4 &* groups &- 1] != 1)
                                            {
                                                groups &-= 1
                                            }
                                            let written = QuarterScaleSpan.writeOpaqueGroups(
                                                mixed: mixed, first: k, groups: groups, to: row + xx)
                                            if written > 0 {
                                                run = run.isEmpty ? xx..<(xx &+ 4 &* written) : run.lowerBound..<(xx &+ 4 &* written)
                                                xx &+= 4 &* written
                                            }
                                            guard xx &+ 4 <= covered.upperBound else { break }
                                            // A group with a translucent cell (or past the checked groups): per pixel.
                                            for i in xx..<(xx &+ 4) { pixel(i) }
                                            if run.contains(mid) { middleRun = run }
                                            run = xx..<xx
                                            xx &+= 4
                                        }
                                        if run.contains(mid) { middleRun = run }
                                        runs.append(middleRun)
                                        while xx < w {
                                            pixel(xx)
                                            xx &+= 1
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// A composed pixel: premultiplied `p` (RGBA × 65536, 0...255) with its alpha scaled by
    /// `coverage` (0...255) and `alphaScale` (opacity in 1/256), as straight-alpha ARGB8888.
    @inline(__always)
    private static func straight(_ p: SIMD4<Int32>, coverage cov: Int, alphaScale: Int) -> UInt32 {
        let pa = Int(p.w)
        let a = (pa * alphaScale * cov + 65536 * 128 * 255) / (65536 * 256 * 255)
        guard a > 0 else { return 0 }
        let rgb: SIMD4<Int32>
        if pa >= 255 << 16 {
            rgb = (p &+ 32768) &>> 16
        } else {
            // Straight colour: premultiplied over alpha (one reciprocal).
            let inverse = 255 / Float(pa)
            let v = (SIMD4(Float(p.x), Float(p.y), Float(p.z), 0) * inverse + 0.5)
                .clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 255))
            rgb = SIMD4(Int32(v.x), Int32(v.y), Int32(v.z), 0)
        }
        let r = UInt32(truncatingIfNeeded: min(rgb.x, 255)), g = UInt32(truncatingIfNeeded: min(rgb.y, 255))
        let b = UInt32(truncatingIfNeeded: min(rgb.z, 255))
        return UInt32(truncatingIfNeeded: a) << 24 | r << 16 | g << 8 | b
    }

    /// Premultiplied `p` (RGBA × 65536, 0...255) laid over the scene pixel `s` (ARGB8888).
    private static func over(_ p: SIMD4<Int32>, _ s: UInt32) -> SIMD4<Int32> {
        let scene = SIMD4<Int64>(Int64((s >> 16) & 0xFF), Int64((s >> 8) & 0xFF), Int64(s & 0xFF), Int64(s >> 24))
        let rest = Int64(255 << 16) - Int64(p.w)
        let sum = SIMD4<Int64>(truncatingIfNeeded: p) &+ scene &* rest / 255
        return SIMD4<Int32>(truncatingIfNeeded: sum.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 255 << 16)))
    }

    /// The render target's pixels before the HUD drew (the game's scene), for within-window
    /// effects, which lay the blurred HUD over the unblurred scene.
    struct WithinWindowSample {
        let pixels: [UInt32]
        let width: Int

        /// The scene at canvas pixel `(px, py)`, premultiplied ARGB8888.
        @inline(__always)
        func pixel(_ px: Int, _ py: Int) -> UInt32 {
            pixels[py * width + px]
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

    /// Makes `array` `count` long, filling only new elements (a buffer reused for panels of
    /// different sizes is not cleared every time).
    private static func resize<T>(_ array: inout [T], to count: Int, with value: T) {
        if array.count > count {
            array.removeLast(array.count - count)
        } else if array.count < count {
            array.append(contentsOf: repeatElement(value, count: count - array.count))
        }
    }

    private static func floorDiv(_ a: Int, _ b: Int) -> Int {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }
}
