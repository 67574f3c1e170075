import Foundation
import TesseraCSDL2

/// Turns convex polygons (in canvas pixels) into triangles with a one-pixel feathered edge: an
/// inner polygon inset by half a pixel at full alpha and an outer one outset by half a pixel at
/// zero alpha, so the rasteriser's per-vertex colour interpolation draws the anti-aliased edge.
/// Whole-pixel edges stay crisp (the fringe ends exactly at pixel centres).
///
/// Used on the GL renderers. SDL's software renderer truncates triangle vertices to whole
/// pixels, which ruins a one-pixel fringe, so there `DisplayListRenderer` draws curved shapes
/// from coverage masks instead; `fillRect` (whole-pixel quads) serves both.
enum ShapeTessellator {
    typealias Point = SIMD2<Float>

    /// Signed area ×2 (positive when the polygon turns clockwise on a y-down canvas).
    static func signedArea(_ p: [Point]) -> Float {
        var a: Float = 0
        var j = p.count - 1
        for i in p.indices {
            a += p[j].x * p[i].y - p[i].x * p[j].y
            j = i
        }
        return a
    }

    /// Whether the polygon is convex (collinear points allowed).
    static func isConvex(_ p: [Point]) -> Bool {
        guard p.count >= 3 else { return false }
        var sign: Float = 0
        let n = p.count
        for i in 0..<n {
            let a = p[i], b = p[(i + 1) % n], c = p[(i + 2) % n]
            let cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
            if abs(cross) < 1e-4 { continue }
            if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
        }
        return sign != 0
    }

    /// Removes repeated points (and a closing point equal to the first).
    static func clean(_ points: inout [Point]) {
        guard points.count > 1 else { return }
        var out = 0
        for i in points.indices {
            if out > 0 {
                let d = points[i] - points[out - 1]
                if abs(d.x) < 1e-3 && abs(d.y) < 1e-3 { continue }
            }
            points[out] = points[i]
            out += 1
        }
        points.removeLast(points.count - out)
        while points.count > 1 {
            let d = points[points.count - 1] - points[0]
            if abs(d.x) < 1e-3 && abs(d.y) < 1e-3 { points.removeLast() } else { break }
        }
    }

    /// Per-vertex outward miter vectors (length 1/cos(half angle), capped) for a closed polygon.
    static func miters(_ p: [Point], into m: inout [Point]) {
        m.removeAll(keepingCapacity: true)
        let n = p.count
        let sign: Float = signedArea(p) >= 0 ? 1 : -1
        func normal(_ i: Int) -> Point {
            let a = p[i], b = p[(i + 1) % n]
            var d = b - a
            let len = (d.x * d.x + d.y * d.y).squareRoot()
            if len > 0 { d /= len }
            return Point(d.y, -d.x) * sign
        }
        var previous = normal(n - 1)
        for i in 0..<n {
            let current = normal(i)
            var dm = (previous + current) * 0.5
            let d2 = dm.x * dm.x + dm.y * dm.y
            if d2 > 1e-6 {
                dm /= max(d2, 0.0625)  // cap the miter at 4× so sharp corners do not spike
            } else {
                dm = current
            }
            m.append(dm)
            previous = current
        }
    }

    /// Appends a filled convex polygon with an anti-aliased fringe. `uv` maps a canvas point to
    /// texture coordinates when the batch is textured (layer masks).
    /// `clear` is the colour of the outer (transparent) ring; by default `color` with zero alpha.
    static func fillConvex(
        _ p: [Point], miters m: [Point], color: SDL_Color, batch: GeometryBatch,
        clear: SDL_Color? = nil, uv: ((Point) -> Point)? = nil
    ) {
        let n = p.count
        guard n >= 3 else { return }
        let base = batch.nextIndex
        let clear = clear ?? SDL_Color(r: color.r, g: color.g, b: color.b, a: 0)
        for i in 0..<n {
            let inner = p[i] - m[i] * 0.5, outer = p[i] + m[i] * 0.5
            let ti = uv?(inner) ?? .zero, to = uv?(outer) ?? .zero
            batch.vertex(inner.x, inner.y, color, ti.x, ti.y)
            batch.vertex(outer.x, outer.y, clear, to.x, to.y)
        }
        for i in 1..<(n - 1) {
            batch.triangle(base, base + Int32(2 * i), base + Int32(2 * (i + 1)))
        }
        for i in 0..<n {
            let j = (i + 1) % n
            let ii = base + Int32(2 * i), io = ii + 1, ji = base + Int32(2 * j), jo = ji + 1
            batch.triangle(ii, ji, jo)
            batch.triangle(ii, jo, io)
        }
    }

    /// Appends the outline of a closed polygon, `width` pixels wide, centred on it, with
    /// feathered inner and outer edges. Lines thinner than a pixel fade instead of vanishing.
    static func strokeClosed(_ p: [Point], miters m: [Point], width: Float, color: SDL_Color, batch: GeometryBatch) {
        let n = p.count
        guard n >= 2, width > 0, width.isFinite else { return }
        let hw = max(width / 2, 0.5)
        var solid = color
        if width < 1 { solid.a = UInt8(checked: Float(color.a) * width) }
        var clear = color
        clear.a = 0
        let offsets = (-(hw + 0.5), -(hw - 0.5), hw - 0.5, hw + 0.5)
        let base = batch.nextIndex
        for i in 0..<n {
            let q0 = p[i] + m[i] * offsets.0, q1 = p[i] + m[i] * offsets.1
            let q2 = p[i] + m[i] * offsets.2, q3 = p[i] + m[i] * offsets.3
            batch.vertex(q0.x, q0.y, clear)
            batch.vertex(q1.x, q1.y, solid)
            batch.vertex(q2.x, q2.y, solid)
            batch.vertex(q3.x, q3.y, clear)
        }
        for i in 0..<n {
            let j = (i + 1) % n
            for k in 0..<3 {
                let a = base + Int32(4 * i + k), b = base + Int32(4 * j + k)
                batch.triangle(a, b, b + 1)
                batch.triangle(a, b + 1, a + 1)
            }
        }
    }
}

extension ShapeTessellator {
    /// Appends an axis-aligned rectangle with exact box-filtered coverage: full pixels as one
    /// quad, partially covered edge rows and columns as quads of constant, reduced alpha. All
    /// vertices are on whole pixels, so the result is the same on every SDL renderer.
    static func fillRect(
        x0: Float, y0: Float, x1: Float, y1: Float, color: SDL_Color,
        batch: GeometryBatch
    ) {
        guard x1 > x0, y1 > y0 else { return }
        // Up to three spans per axis: partial, full, partial (a sub-pixel rect has one partial span).
        func spans(_ a: Float, _ b: Float) -> [(lo: Float, hi: Float, cover: Float)] {
            let fa = a.rounded(.down), cb = b.rounded(.up)
            if cb - fa <= 1 { return [(fa, cb, b - a)] }
            var out: [(Float, Float, Float)] = []
            let ca = a.rounded(.up), fb = b.rounded(.down)
            if ca > a { out.append((fa, ca, ca - a)) }
            if fb > ca { out.append((ca, fb, 1)) }
            if b > fb { out.append((fb, cb, b - fb)) }
            return out
        }
        for sx in spans(x0, x1) {
            for sy in spans(y0, y1) {
                let cover = sx.cover * sy.cover
                guard cover > 0.002 else { continue }
                var c = color
                c.a = UInt8(checked: min(255, Float(color.a) * cover + 0.5))
                let base = batch.nextIndex
                batch.vertex(sx.lo, sy.lo, c)
                batch.vertex(sx.hi, sy.lo, c)
                batch.vertex(sx.hi, sy.hi, c)
                batch.vertex(sx.lo, sy.hi, c)
                batch.triangle(base, base + 1, base + 2)
                batch.triangle(base, base + 2, base + 3)
            }
        }
    }
}
