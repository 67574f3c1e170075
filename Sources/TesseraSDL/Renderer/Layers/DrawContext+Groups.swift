import Foundation
import Tessera
import TesseraCSDL2

/// The extent of a group: which pixels the operations between a push and its pop cover, for
/// the layers, shadows and cached images that hold them.
extension DrawContext {
    /// Whole-pixel bounds (in canvas pixels, within the clip) of what a group draws.
    func groupRegion(
        _ ops: [DisplayOperation], from start: Int, glyphs: [PositionedGlyph], margin: CGFloat, clipped: Bool = true
    ) -> SDL_Rect {
        let (r, extra) = contentBounds(ops, from: start, glyphs: glyphs, transform: transform)
        guard !r.isNull else { return SDL_Rect() }
        let grow = extra + margin
        let region = pixelRect(r.insetBy(dx: -grow, dy: -grow))
        return clipped ? intersect(clip, region) : region
    }

    /// The canvas-pixel bounds of what the group opened at `start` draws under `transform`, and
    /// how far (pixels) shadows inside reach beyond them.
    func contentBounds(
        _ ops: [DisplayOperation], from start: Int, glyphs: [PositionedGlyph], transform: CGAffineTransform
    ) -> (bounds: CGRect, extra: CGFloat) {
        var t = transform
        var saved: [CGAffineTransform] = []
        var r = CGRect.null
        var extra: CGFloat = 1
        func add(_ rect: CGRect) {
            guard !rect.isNull, rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
            r = r.union(rect.applying(t))
        }
        let end = min(groups.ends[start], ops.count)
        var k = start + 1
        while k < end {
            switch ops[k] {
            case .fill(let s, _): add(s.bounds)
            case .stroke(let s, _, let st): add(s.bounds.insetBy(dx: -(st.lineWidth / 2 + 1), dy: -(st.lineWidth / 2 + 1)))
            case .image(let d): add(d.destination)
            case .nineSlice(let d): add(d.destination)
            case .backdrop(let b): add(b.shape.bounds)
            case .text(let run):
                let em = run.font.size * max(run.scale, 0)
                let lo = max(0, min(run.glyphs.lowerBound, glyphs.count)), hi = max(lo, min(run.glyphs.upperBound, glyphs.count))
                var x0 = Float.infinity, x1 = -Float.infinity, y0 = Float.infinity, y1 = -Float.infinity
                for g in glyphs[lo..<hi] where g.x.isFinite && g.y.isFinite {
                    x0 = min(x0, g.x); x1 = max(x1, g.x); y0 = min(y0, g.y); y1 = max(y1, g.y)
                }
                if x0 <= x1, em.isFinite {
                    add(
                        CGRect(
                            x: CGFloat(x0) - em, y: CGFloat(y0) - em * 1.5, width: CGFloat(x1 - x0) + em * 3,
                            height: CGFloat(y1 - y0) + em * 2.5))
                }
            case .pushTransform(let m):
                saved.append(t)
                t = m.concatenating(t)
            case .popTransform:
                t = saved.popLast() ?? t
            case .pushEffect(let e):
                // A blur spreads its content by three standard deviations.
                if e.blurRadius.isFinite, e.blurRadius > 0 {
                    extra = max(extra, min(e.blurRadius, CGFloat(LayerCompositor.maximumEffectBlur)) * 3 + 2)
                }
            case .pushProjection(let m):
                // The projected quad of the content: what the group covers once drawn.
                let inner = contentBounds(ops, from: k, glyphs: glyphs, transform: t)
                if !inner.bounds.isNull, let q = LayerCompositor.canvasProjection(m, under: t),
                    let projected = LayerCompositor.projectedBounds(inner.bounds, q)
                {
                    r = r.union(projected)
                    extra = max(extra, inner.extra)
                }
                k = max(k, groups.ends[k])
            case .pushShadow(let s):
                if s.radius.isFinite && s.offset.width.isFinite && s.offset.height.isFinite {
                    extra = max(extra, s.radius * 2 + max(abs(s.offset.width), abs(s.offset.height)) + 2)
                }
            default:
                break
            }
            k += 1
        }
        return (r, extra)
    }
}
