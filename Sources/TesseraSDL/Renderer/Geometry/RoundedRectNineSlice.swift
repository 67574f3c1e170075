import Foundation
import Tessera
import TesseraCSDL2

/// Draws an axis-aligned rounded rectangle (fill or stroke) on the software renderer from a
/// coverage mask that does not depend on the rectangle's size.
///
/// Between its corners a rounded rectangle's coverage is the same in every column (and every
/// row): the straight edges are bands whose profile does not change along them. So the mask is
/// rasterised for a copy of the shape shrunk by whole pixels until exactly one such column and
/// one such row remain, and drawn as a nine-slice: the corners as 1:1 quads of the mask, the edge
/// bands and the centre as solid rectangles, one per run of equal coverage in that one column or
/// row (SDL's software renderer does not stretch a one-texel strip of a texture faithfully, and
/// rectangles cost less to blend anyway). A shape that changes size every frame (a
/// health bar, a panel sliding open) then reuses one cached mask instead of making a new texture
/// per frame, and the pixels are those the whole mask would give: the shrink moves the far edges
/// by whole pixels, keeping their position within a pixel.
struct RoundedRectNineSlice {
    /// One axis of the slice: where the mask starts on the canvas and, when the shape is long
    /// enough on this axis, the canvas band `[band0, band1)` drawn from the mask's one band texel.
    struct Axis: Equatable {
        /// The canvas pixel of the mask's first texel.
        var origin: Int
        /// The mask's size along this axis.
        var length: Int
        /// The stretched band, or `nil` when the axis is drawn 1:1 (no straight part to stretch).
        var band: Range<Int>?

        /// One run of canvas pixels along this axis: `[start, end)`, the mask texel at `start`,
        /// and whether the run is the stretched band.
        struct Segment {
            var start: Int, end: Int, texel: Int, isBand: Bool
        }

        /// Calls `body` with each segment in order (corner, band, corner; or one 1:1 run), without
        /// building an array: this runs for every rounded rectangle of every frame.
        func forEachSegment(_ body: (Segment) -> Void) {
            guard let band else { return body(Segment(start: origin, end: origin + length, texel: 0, isBand: false)) }
            let b = band.lowerBound - origin
            body(Segment(start: origin, end: band.lowerBound, texel: 0, isBand: false))
            body(Segment(start: band.lowerBound, end: band.upperBound, texel: b, isBand: true))
            body(Segment(start: band.upperBound, end: band.upperBound + length - b - 1, texel: b + 1, isBand: false))
        }

        /// The mask texel of the band, if there is one.
        var bandTexel: Int? { band.map { $0.lowerBound - origin } }

        /// The axis of a shape spanning `[minimum, maximum]` with corner radius `radius`, grown by
        /// `pad` for anti-aliasing and half the stroke, `inset` wide on each side of its edge.
        init(minimum: CGFloat, maximum: CGFloat, radius: CGFloat, pad: CGFloat, inset: CGFloat) {
            let start = Int((minimum - pad).rounded(.down)), end = Int((maximum + pad).rounded(.up))
            // The first and last whole pixels past the corners (and past the side's own stroke).
            // Rounded outwards to the batch's occupancy cells, so that a corner quad (textured)
            // and the band beside it (solid) never share a cell and the batch can keep merging
            // every card's corners into one draw and every card's bands into another.
            let cell = 1 << GeometryBatch.cellShift
            let band0 = Int((minimum + radius + inset).rounded(.up)).roundedUp(toMultipleOf: cell)
            let band1 = Int((maximum - radius - inset).rounded(.down)).roundedDown(toMultipleOf: cell)
            origin = start
            if band1 - band0 >= 1 {
                band = band0..<band1
                length = end - start - (band1 - band0 - 1)  // shrunk to a one-texel band
            } else {
                band = nil
                length = end - start
            }
        }

        /// How far the mask's copy of the shape is shortened on this axis.
        var shrink: CGFloat { band.map { CGFloat($0.count - 1) } ?? 0 }
    }

    /// The shrunk shape, placed at the mask's origin (pixels); the mask's cache key.
    let canonical: DisplayShape
    let x: Axis, y: Axis
    /// Whether the centre is covered (a fill) or empty (a stroke), so it can be skipped.
    let fillsCentre: Bool

    /// The nine-slice for `rect` with `cornerSize` (both in canvas pixels), filled
    /// (`lineWidth` 0) or stroked; `nil` when neither axis has a straight band to stretch, so the
    /// whole-shape mask is as cheap.
    init?(rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle, lineWidth: CGFloat) {
        let r = rect.standardized
        let rx = max(0, min(cornerSize.width, r.width / 2)), ry = max(0, min(cornerSize.height, r.height / 2))
        func usable(_ v: CGFloat) -> Bool { v.isFinite && abs(v) < 16_777_216 }
        guard rx > 0, ry > 0, lineWidth >= 0, usable(r.minX), usable(r.minY), usable(r.maxX), usable(r.maxY),
            usable(rx), usable(ry), usable(lineWidth)
        else { return nil }
        let pad = lineWidth / 2 + 2
        x = Axis(minimum: r.minX, maximum: r.maxX, radius: rx, pad: pad, inset: lineWidth / 2)
        y = Axis(minimum: r.minY, maximum: r.maxY, radius: ry, pad: pad, inset: lineWidth / 2)
        // A mask bigger than the texture budget (corners of enormous radius) is left to the
        // whole-shape mask, which rasterises only the part on the canvas.
        guard x.band != nil || y.band != nil, x.length * y.length <= RenderLimits.current.maximumTexturePixels else { return nil }
        let placed = CGRect(
            x: r.minX - CGFloat(x.origin), y: r.minY - CGFloat(y.origin),
            width: r.width - x.shrink, height: r.height - y.shrink)
        canonical = .roundedRect(placed, cornerSize: CGSize(width: rx, height: ry), style: style)
        fillsCentre = lineWidth == 0
    }

    /// The mask's size in pixels.
    var maskWidth: Int { x.length }
    var maskHeight: Int { y.length }

    /// The coverage of the band column (top to bottom) and band row (left to right) of a mask;
    /// empty where that axis has no band.
    struct Bands {
        var column: [UInt8]
        var row: [UInt8]
    }

    /// The band column and row of `mask` (this slice's coverage mask).
    func bands(of mask: [UInt8]) -> Bands {
        Bands(
            column: x.bandTexel.map { bx in (0..<maskHeight).map { mask[$0 * maskWidth + bx] } } ?? [],
            row: y.bandTexel.map { by in Array(mask[(by * maskWidth)..<((by + 1) * maskWidth)]) } ?? [])
    }
}

extension DrawContext {
    /// Draws a rounded rectangle on the software renderer through `RoundedRectNineSlice`; returns
    /// `false` when it does not apply (rotated, too small for its corners, not a rounded
    /// rectangle), and the caller draws the whole-shape mask instead.
    func drawRoundedRectNineSlice(_ shape: DisplayShape, lineWidth exactLineWidth: CGFloat, color: Color.Resolved) -> Bool {
        guard case .roundedRect(let rect, let cornerSize, let style) = shape else { return false }
        // The same rounded transform and line width the whole-shape mask would use.
        let t = maskTransform()
        guard abs(t.b) < 1e-9, abs(t.c) < 1e-9, t.a > 0, t.d > 0 else { return false }
        let lineWidth = (exactLineWidth * 64).rounded() / 64
        guard
            let slice = RoundedRectNineSlice(
                rect: rect.applying(t), cornerSize: CGSize(width: cornerSize.width * t.a, height: cornerSize.height * t.d),
                style: style, lineWidth: lineWidth)
        else { return false }
        let key = TextureKey.coverage(slice.canonical, .identity, lineWidth: lineWidth, width: slice.maskWidth, height: slice.maskHeight)
        var entry = textures.lookup(key)
        var bands = shapes.roundedRectBands[key]
        if entry == nil || bands == nil {
            let mask = coverage(
                of: slice.canonical, transform: .identity, lineWidth: lineWidth, width: slice.maskWidth, height: slice.maskHeight)
            if shapes.roundedRectBands.count >= 256 { shapes.roundedRectBands.removeAll(keepingCapacity: true) }
            bands = slice.bands(of: mask)
            shapes.roundedRectBands[key] = bands
            if entry == nil {
                guard let texture = makeAlphaTexture(mask, width: slice.maskWidth, height: slice.maskHeight) else { return true }
                entry = textures.insert(texture, width: slice.maskWidth, height: slice.maskHeight, for: key)
            }
        }
        guard let entry, let bands else { return true }
        setScaleMode(entry.texture, SDL_ScaleModeNearest)
        let c = sdlColor(color)
        let tw = Float(slice.maskWidth), th = Float(slice.maskHeight)
        let canvasW = Int(output.width), canvasH = Int(output.height)
        // Only what is on the canvas: a huge panel costs its visible pixels, not its size.
        func clipped(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> (Int, Int, Int, Int)? {
            let r = (max(x0, 0), max(y0, 0), min(x1, canvasW), min(y1, canvasH))
            return r.2 > r.0 && r.3 > r.1 ? r : nil
        }
        // Bands and centre: solid runs, with the alpha the mask would have blended with.
        func solid(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, coverage: UInt8) {
            guard coverage > 0, let (x0, y0, x1, y1) = clipped(x0, y0, x1, y1) else { return }
            var run = c
            run.a = UInt8(Int(c.a) * Int(coverage) / 255)
            use(nil, Float(x0), Float(y0), Float(x1), Float(y1))
            ShapeTessellator.fillRect(x0: Float(x0), y0: Float(y0), x1: Float(x1), y1: Float(y1), color: run, batch: batch)
        }
        // Runs of equal coverage in `profile[texel ..< texel + count]`: (first, end, coverage),
        // as offsets from `texel`.
        func runs(_ profile: [UInt8], _ texel: Int, _ count: Int, _ body: (Int, Int, UInt8) -> Void) {
            var k = 0
            while k < count {
                var e = k + 1
                while e < count, profile[texel + e] == profile[texel + k] { e += 1 }
                body(k, e, profile[texel + k])
                k = e
            }
        }
        slice.y.forEachSegment { row in
            slice.x.forEachSegment { col in
                switch (col.isBand, row.isBand) {
                case (false, false):  // a corner (or a whole side with no band): the mask 1:1
                    guard let (x0, y0, x1, y1) = clipped(col.start, row.start, col.end, row.end) else { return }
                    // Half a texel in: the software renderer truncates texture coordinates, and an
                    // exact texel edge can round to the texel before it (as in `composite`).
                    let u0 = Float(col.texel + x0 - col.start) + 0.5, v0 = Float(row.texel + y0 - row.start) + 0.5
                    use(entry.texture, Float(x0), Float(y0), Float(x1), Float(y1))
                    emitQuad(
                        x: Float(x0), y: Float(y0), w: Float(x1 - x0), h: Float(y1 - y0),
                        u0: u0 / tw, v0: v0 / th, u1: (u0 + Float(x1 - x0)) / tw, v1: (v0 + Float(y1 - y0)) / th, color: c)
                case (true, false):  // top or bottom band: the band column's rows
                    runs(bands.column, row.texel, row.end - row.start) { a, b, cov in
                        solid(col.start, row.start + a, col.end, row.start + b, coverage: cov)
                    }
                case (false, true):  // left or right band: the band row's columns
                    runs(bands.row, col.texel, col.end - col.start) { a, b, cov in
                        solid(col.start + a, row.start, col.start + b, row.end, coverage: cov)
                    }
                case (true, true):
                    if slice.fillsCentre { solid(col.start, row.start, col.end, row.end, coverage: bands.column[row.texel]) }
                }
            }
        }
        return true
    }
}

extension Int {
    /// The nearest multiple of `step` at or above this value (`step` > 0).
    fileprivate func roundedUp(toMultipleOf step: Int) -> Int {
        let r = self % step
        return r == 0 ? self : self + (r > 0 ? step - r : -r)
    }

    /// The nearest multiple of `step` at or below this value (`step` > 0).
    fileprivate func roundedDown(toMultipleOf step: Int) -> Int {
        let r = self % step
        return r == 0 ? self : self - (r > 0 ? r : step + r)
    }
}
