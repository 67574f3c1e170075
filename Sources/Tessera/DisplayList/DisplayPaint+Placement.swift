import Foundation

extension DisplayPaint {
    /// A paint as a `ShapeStyle` resolves it — positions in unit coordinates of the shape's frame,
    /// lengths in points — placed in a shape frame of `rect` canvas pixels at `scale` pixels per
    /// point. Colours are returned unchanged.
    public func placed(in rect: CGRect, scale: CGFloat) -> DisplayPaint {
        // Unit points and radii far outside the frame (±1e308) are capped, never ∞ (docs/Robustness.md).
        func point(_ p: CGPoint) -> CGPoint {
            CGPoint(x: LayoutLimits.coordinate(rect.minX + p.x * rect.width), y: LayoutLimits.coordinate(rect.minY + p.y * rect.height))
        }
        func length(_ v: CGFloat) -> CGFloat { LayoutLimits.coordinate(v * scale) }
        switch self {
        case .color:
            return self
        case .linearGradient(var g):
            g.start = point(g.start)
            g.end = point(g.end)
            return .linearGradient(g)
        case .radialGradient(var g):
            g.start = point(g.start)
            g.startRadius = length(g.startRadius)
            g.endRadius = length(g.endRadius)
            return .radialGradient(g)
        case .image(var paint):
            let source = paint.sourcePixels
            let s = paint.scale.isFinite && paint.scale > 0 ? paint.scale : 1
            paint.origin = rect.origin
            paint.tileSize = CGSize(
                width: length(source.width / paint.image.scale * s), height: length(source.height / paint.image.scale * s))
            return .image(paint)
        case .material(var material):
            material.blurRadius = length(material.blurRadius)
            return .material(material)
        }
    }

    /// Whether the paint draws nothing at all (a clear colour, a gradient of clear stops).
    public var isInvisible: Bool {
        switch self {
        case .color(let c): c.opacity <= 0
        case .linearGradient(let g), .radialGradient(let g): g.stops.allSatisfy { $0.color.opacity <= 0 }
        case .image: false
        case .material(let m): m.opacity <= 0
        }
    }
}
