import Foundation
import Tessera

/// The premultiplied colour of a gradient or image paint at a point (pixels of the paint's
/// own coordinates). Image paints repeat their source rectangle from the paint's origin.
struct PaintSampler {
    let paint: DisplayPaint
    private var image: ImagePixels?
    private var region = (x0: 0, y0: 0, x1: 1, y1: 1)
    private var source = CGRect.zero
    private var exact = false

    init(paint: DisplayPaint, pixels: (ImageInfo) -> ImagePixels) {
        self.paint = paint
        if case .image(let p) = paint {
            let px = pixels(p.image)
            image = px
            let kx = CGFloat(px.width) / max(1, p.image.pixelSize.width), ky = CGFloat(px.height) / max(1, p.image.pixelSize.height)
            let s = p.sourcePixels
            source = CGRect(x: s.minX * kx, y: s.minY * ky, width: s.width * kx, height: s.height * ky)
            region = (
                max(0, Int(checked: source.minX.rounded())), max(0, Int(checked: source.minY.rounded())),
                min(px.width, max(Int(checked: source.minX.rounded()) + 1, Int(checked: source.maxX.rounded()))),
                min(px.height, max(Int(checked: source.minY.rounded()) + 1, Int(checked: source.maxY.rounded())))
            )
            exact = abs(p.tileSize.width - source.width) < 1e-6 && abs(p.tileSize.height - source.height) < 1e-6
        }
    }

    @inline(__always)
    private static func premultiplied(_ c: Color.Resolved) -> SIMD4<Float> {
        let a = min(max(c.opacity, 0), 1)
        return SIMD4(c.red * a, c.green * a, c.blue * a, a)
    }

    func color(at p: CGPoint) -> SIMD4<Float> {
        switch paint {
        case .color(let c):
            return Self.premultiplied(c)
        case .material(let m):
            // A material sampled as a pattern (not over a backdrop) is its tint.
            return Self.premultiplied(m.tint)
        case .linearGradient(let g):
            return Self.premultiplied(g.color(at: g.linearParameter(p.x, p.y)))
        case .radialGradient(let g):
            return Self.premultiplied(g.color(at: g.radialParameter(p.x, p.y)))
        case .image(let ip):
            guard let image, ip.tileSize.width > 0, ip.tileSize.height > 0 else { return .zero }
            let u = source.minX + (p.x - ip.origin.x) / ip.tileSize.width * source.width
            let v = source.minY + (p.y - ip.origin.y) / ip.tileSize.height * source.height
            return image.sampleWrapped(Float(u), Float(v), region: region, smooth: !exact)
        }
    }
}
