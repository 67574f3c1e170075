import Foundation

/// The display list's contract: every number in it is finite (docs/Robustness.md). The layout
/// stage keeps lengths finite; `sanitize()` is the last guard before a backend sees the list.
extension DisplayList {
    /// Whether every operation and glyph holds only finite numbers.
    public var isFinite: Bool {
        operations.allSatisfy { $0.isFinite(glyphs: glyphs) }
    }

    /// Replaces every operation holding a non-finite number by a harmless one and returns how
    /// many were replaced: draws become an empty fill, transforms the identity, clips an empty
    /// clip (their content is hidden), opacities 0, shadows none and effects an empty region, so pushes and pops still pair.
    @discardableResult
    public mutating func sanitize() -> Int {
        var replaced = 0
        for k in operations.indices where !operations[k].isFinite(glyphs: glyphs) {
            operations[k] = operations[k].finiteReplacement
            replaced += 1
        }
        return replaced
    }
}

extension DisplayOperation {
    /// Whether the operation holds only finite numbers (a text run's glyphs are read from `glyphs`).
    public func isFinite(glyphs: [PositionedGlyph]) -> Bool {
        switch self {
        case .fill(let shape, let paint): shape.isFinite && paint.isFinite
        case .stroke(let shape, let paint, let style):
            shape.isFinite && paint.isFinite && style.lineWidth.isFinite && style.miterLimit.isFinite
                && style.dashPhase.isFinite && style.dash.allSatisfy(\.isFinite)
        case .image(let d): d.source.isFiniteRect && d.destination.isFiniteRect && d.opacity.isFinite
        case .nineSlice(let d):
            d.destination.isFiniteRect && d.opacity.isFinite && d.scale.isFinite
                && [d.capInsets.top, d.capInsets.leading, d.capInsets.bottom, d.capInsets.trailing].allSatisfy(\.isFinite)
        case .text(let run):
            run.scale.isFinite && run.font.size.isFinite && run.glyphs.upperBound <= glyphs.count
                && glyphs[run.glyphs].allSatisfy { $0.x.isFinite && $0.y.isFinite }
        case .pushClip(let shape, _): shape.isFinite
        case .pushOpacity(let o): o.isFinite
        case .pushTransform(let t): [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
        case .pushShadow(let s): s.radius.isFinite && s.offset.width.isFinite && s.offset.height.isFinite
        case .backdrop(let b): b.shape.isFinite && b.blurRadius.isFinite && b.saturation.isFinite && b.opacity.isFinite && b.tint.isFinite
        case .pushCachedLayer(let layer): layer.bounds.isFiniteRect
        case .pushEffect(let effect): effect.isFinite
        case .pushProjection(let m): m.isFinite
        case .popClip, .popOpacity, .popTransform, .popShadow, .popCachedLayer, .popEffect, .pushMask, .popMask, .popProjection: true
        }
    }

    /// The harmless operation standing in for a non-finite one (see `DisplayList.sanitize`).
    var finiteReplacement: DisplayOperation {
        switch self {
        case .pushClip(_, let antialiased): .pushClip(.rect(.zero), antialiased: antialiased)
        case .pushOpacity: .pushOpacity(0)
        case .pushTransform: .pushTransform(.identity)
        case .pushProjection: .pushProjection(ProjectionTransform())
        case .pushShadow: .pushShadow(ShadowStyle(color: .clear, radius: 0, offset: .zero))
        case .pushCachedLayer: .pushCachedLayer(CachedLayer(bounds: .zero))
        // An empty opaque-blur region: nothing of the group shows.
        case .pushEffect: .pushEffect(LayerEffect(bounds: .zero, blurRadius: 1, opaqueBlur: true))
        default: .fill(.rect(.zero), .color(.clear))
        }
    }
}

extension DisplayShape {
    /// Whether the shape's geometry is finite.
    public var isFinite: Bool {
        switch self {
        case .rect(let r), .ellipse(let r): r.isFiniteRect
        case .roundedRect(let r, let c, _): r.isFiniteRect && c.width.isFinite && c.height.isFinite
        case .path(let p): p.isFinite
        }
    }
}

extension DisplayPaint {
    /// Whether the paint's geometry and colours are finite.
    public var isFinite: Bool {
        switch self {
        case .color(let c): c.isFinite
        case .linearGradient(let g), .radialGradient(let g):
            g.start.x.isFinite && g.start.y.isFinite && g.end.x.isFinite && g.end.y.isFinite
                && g.startRadius.isFinite && g.endRadius.isFinite
                && g.stops.allSatisfy { $0.location.isFinite && $0.color.isFinite }
        case .image(let d):
            d.sourceRect.isFiniteRect && d.scale.isFinite && d.origin.x.isFinite && d.origin.y.isFinite
                && d.tileSize.width.isFinite && d.tileSize.height.isFinite
        case .material(let m): m.blurRadius.isFinite && m.saturation.isFinite && m.opacity.isFinite && m.tint.isFinite
        }
    }
}

extension Color.Resolved {
    /// Whether every component is finite.
    public var isFinite: Bool { red.isFinite && green.isFinite && blue.isFinite && opacity.isFinite }
}

extension Path {
    /// Whether every point of the path is finite.
    public var isFinite: Bool {
        elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): p.x.isFinite && p.y.isFinite
            case .quadCurve(let p, let c): p.x.isFinite && p.y.isFinite && c.x.isFinite && c.y.isFinite
            case .curve(let p, let c1, let c2):
                p.x.isFinite && p.y.isFinite && c1.x.isFinite && c1.y.isFinite && c2.x.isFinite && c2.y.isFinite
            case .closeSubpath: true
            }
        }
    }
}

extension CGRect {
    /// Whether origin and size are finite (a null rectangle is not).
    public var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
