import Foundation
import Tessera

/// The key of a cached layer's image: a hash of the operations inside the layer, each moved by
/// (dx, dy) — minus the layer's origin — so a layer that only moves keeps its key, and any
/// change inside (a colour, a glyph, a size, a nested transform) changes it.
enum CachedLayerKey {
    /// The key of `ops[range]` moved by (`dx`, `dy`) pixels for a layer `width × height`
    /// pixels; `nil` when the content cannot be cached (a material samples what lies beneath
    /// the layer, which the image would not follow).
    static func hash(
        _ ops: [DisplayOperation], _ range: Range<Int>, glyphs: [PositionedGlyph], dx: CGFloat, dy: CGFloat, width: Int, height: Int
    ) -> Int? {
        var h = Hasher()
        h.combine(width)
        h.combine(height)
        let gx = Float(dx), gy = Float(dy)
        for k in range {
            switch ops[k] {
            case .fill(let shape, let paint):
                if case .material = paint { return nil }
                h.combine(0)
                h.combine(shape.translated(dx: dx, dy: dy))
                h.combine(paint.translated(dx: dx, dy: dy))
            case .stroke(let shape, let paint, let style):
                h.combine(1)
                h.combine(shape.translated(dx: dx, dy: dy))
                h.combine(paint.translated(dx: dx, dy: dy))
                h.combine(style)
            case .image(var d):
                d.destination = d.destination.offsetBy(dx: dx, dy: dy)
                h.combine(2)
                h.combine(d)
            case .nineSlice(var d):
                d.destination = d.destination.offsetBy(dx: dx, dy: dy)
                h.combine(3)
                h.combine(d)
            case .text(let run):
                h.combine(4)
                h.combine(run.font)
                h.combine(run.scale)
                h.combine(run.color)
                let lo = max(0, min(run.glyphs.lowerBound, glyphs.count)), hi = max(lo, min(run.glyphs.upperBound, glyphs.count))
                h.combine(hi - lo)
                for g in glyphs[lo..<hi] {
                    h.combine(g.scalar)
                    h.combine(g.glyph)
                    h.combine(g.face)
                    h.combine(g.x + gx)
                    h.combine(g.y + gy)
                }
            case .pushClip(let shape, let antialiased):
                h.combine(5)
                h.combine(shape.translated(dx: dx, dy: dy))
                h.combine(antialiased)
            case .pushTransform(let t):
                // The same transform seen from the layer's origin: p ↦ t(p − d) + d.
                h.combine(6)
                h.combine(t.a); h.combine(t.b); h.combine(t.c); h.combine(t.d)
                h.combine(t.tx - t.a * dx - t.c * dy + dx)
                h.combine(t.ty - t.b * dx - t.d * dy + dy)
            case .pushProjection(let m):
                // The same transform seen from the layer's origin: p ↦ m(p − d) + d.
                h.combine(8)
                h.combine(
                    ProjectionTransform(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: -dx, m32: -dy, m33: 1)
                        .concatenating(m)
                        .concatenating(ProjectionTransform(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: dx, m32: dy, m33: 1)))
            case .pushCachedLayer(let inner):
                h.combine(7)
                h.combine(inner.bounds.offsetBy(dx: dx, dy: dy))
            case .backdrop:
                return nil
            case .pushEffect(var effect):
                // A blend mode other than normal reads what lies beneath the layer.
                if effect.blendMode != .normal { return nil }
                effect.bounds = effect.bounds.offsetBy(dx: dx, dy: dy)
                h.combine(8)
                h.combine(effect)
            case .pushOpacity, .pushShadow, .popClip, .popOpacity, .popTransform, .popShadow, .popCachedLayer, .popEffect, .pushMask,
                .popMask, .popProjection:
                h.combine(ops[k])
            }
        }
        return h.finalize()
    }
}
