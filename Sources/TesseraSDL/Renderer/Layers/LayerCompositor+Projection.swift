import Foundation
import Tessera
import TesseraCSDL2

extension LayerCompositor {
    /// Cells per side of the grid a projected layer is drawn with: each cell's texture is
    /// mapped affinely, so a finer grid follows the perspective more closely.
    static let projectionGrid = 16

    /// Opens a `pushProjection` group: its content is drawn unprojected into a layer, which
    /// `popGroup` maps onto the projected quad. Returns the index of the last operation consumed.
    func pushProjection(
        _ m: ProjectionTransform, at i: Int, ops: [DisplayOperation], glyphs: [PositionedGlyph], in context: DrawContext
    ) -> Int {
        guard m.isFiniteProjection else {
            context.stats.skippedOperations += 1
            return context.skipGroup(at: i)
        }
        guard let q = Self.canvasProjection(m, under: context.transform) else { return context.skipGroup(at: i) }
        let canvas = SDL_Rect(x: 0, y: 0, w: context.output.width, h: context.output.height)
        // Content the layer cannot hold (off the canvas before projection) is not drawn.
        let region = context.intersect(canvas, context.groupRegion(ops, from: i, glyphs: glyphs, margin: 1, clipped: false))
        guard region.w > 0, region.h > 0 else { return context.skipGroup(at: i) }
        let r = CGRect(x: CGFloat(region.x), y: CGFloat(region.y), width: CGFloat(region.w), height: CGFloat(region.h))
        // A quad reaching behind the viewer (or to infinity) shows nothing sensible: skip it.
        guard let projected = Self.projectedBounds(r, q), context.visible(projected) else { return context.skipGroup(at: i) }
        guard let layer = beginLayer(region, in: context) else {
            // No layer (texture creation failed, logged): draw the content unprojected.
            context.groups.append(.plain)
            return i
        }
        context.groups.append(.projection(layer, q))
        return i
    }

    /// `m` (which acts in the coordinates under `t`) as a transform of canvas pixels drawn
    /// under `t`: back through `t`, through `m`, then through `t` again. `nil` when `t` is
    /// singular.
    static func canvasProjection(_ m: ProjectionTransform, under t: CGAffineTransform) -> ProjectionTransform? {
        let determinant = t.a * t.d - t.b * t.c
        guard abs(determinant) >= 1e-12, determinant.isFinite else { return nil }
        return ProjectionTransform(t.inverted()).concatenating(m).concatenating(ProjectionTransform(t))
    }

    /// The bounds of `rect`'s corners through `m`; `nil` when a corner lands behind the viewer
    /// or at infinity (the perspective divisor is not positive there).
    static func projectedBounds(_ rect: CGRect, _ m: ProjectionTransform) -> CGRect? {
        var x0 = CGFloat.infinity, y0 = CGFloat.infinity, x1 = -CGFloat.infinity, y1 = -CGFloat.infinity
        for corner in [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
            CGPoint(x: rect.minX, y: rect.maxY),
        ] {
            let w = corner.x * m.m13 + corner.y * m.m23 + m.m33
            guard w > 1e-6, w.isFinite else { return nil }
            let x = (corner.x * m.m11 + corner.y * m.m21 + m.m31) / w, y = (corner.x * m.m12 + corner.y * m.m22 + m.m32) / w
            guard x.isFinite, y.isFinite else { return nil }
            x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x); y1 = max(y1, y)
        }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Emits `region` of a canvas-sized layer texture as a grid of triangles whose corners are
    /// projected through `m` (the batch group is already chosen).
    func emitProjected(_ region: SDL_Rect, _ m: ProjectionTransform, color: SDL_Color, uw: Float, vh: Float, in context: DrawContext) {
        let n = Self.projectionGrid
        let x0 = CGFloat(region.x), y0 = CGFloat(region.y), w = CGFloat(region.w), h = CGFloat(region.h)
        // Texture coordinates stay half a texel inside the region: filtering must not reach the
        // layer's stale pixels outside it.
        let u0 = (Float(x0) + 0.5) * uw, v0 = (Float(y0) + 0.5) * vh
        let du = max(0, Float(w) - 1) * uw, dv = max(0, Float(h) - 1) * vh
        let base = context.batch.nextIndex
        for row in 0...n {
            let fy = CGFloat(row) / CGFloat(n)
            for column in 0...n {
                let fx = CGFloat(column) / CGFloat(n)
                let x = x0 + w * fx, y = y0 + h * fy
                let d = x * m.m13 + y * m.m23 + m.m33
                let px = d > 1e-6 ? (x * m.m11 + y * m.m21 + m.m31) / d : x
                let py = d > 1e-6 ? (x * m.m12 + y * m.m22 + m.m32) / d : y
                context.batch.vertex(Float(px), Float(py), color, u0 + du * Float(fx), v0 + dv * Float(fy))
            }
        }
        let stride = Int32(n + 1)
        for row in 0..<Int32(n) {
            for column in 0..<Int32(n) {
                let a = base + row * stride + column
                context.batch.triangle(a, a + 1, a + stride + 1)
                context.batch.triangle(a, a + stride + 1, a + stride)
            }
        }
    }
}

extension ProjectionTransform {
    /// Whether every entry is finite.
    var isFiniteProjection: Bool { [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite) }
}
