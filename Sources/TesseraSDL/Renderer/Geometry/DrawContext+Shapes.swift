import Foundation
import Tessera
import TesseraCSDL2

/// Filled and stroked shapes in a solid colour, drawn straight into the batch: rectangles as
/// quads, convex shapes as feathered triangle fans, and the rest (or every curved shape where
/// `RendererTraits.drawsFeatheredEdges` is false) from cached coverage masks.
extension DrawContext {
    /// Whether the shape's bounds are finite (an empty path counts as finite).
    func isFinite(_ shape: DisplayShape) -> Bool {
        let b = shape.bounds
        if b.isNull { return shape.path.isEmpty }
        return b.origin.x.isFinite && b.origin.y.isFinite && b.width.isFinite && b.height.isFinite
    }

    /// Transformed points of a contour into `shapes.points`.
    func transformed(_ pts: [SIMD2<Float>]) {
        shapes.points.removeAll(keepingCapacity: true)
        if transform.isIdentity {
            shapes.points.append(contentsOf: pts)
        } else {
            for p in pts { shapes.points.append(apply(CGFloat(p.x), CGFloat(p.y))) }
        }
    }

    /// Fills a shape in a solid colour.
    func fill(_ shape: DisplayShape, _ color: Color.Resolved) {
        guard isFinite(shape) else { stats.skippedOperations += 1; return }
        guard color.opacity > 0, visible(shape.bounds.insetBy(dx: -1, dy: -1).applying(transform)) else { return }
        if case .rect(let r) = shape, isAxisAligned {
            let t = r.standardized.applying(transform)
            let x0 = Float(max(-32_768, t.minX)), y0 = Float(max(-32_768, t.minY))
            let x1 = Float(min(32_768, t.maxX)), y1 = Float(min(32_768, t.maxY))
            use(nil, x0, y0, x1, y1)
            ShapeTessellator.fillRect(x0: x0, y0: y0, x1: x1, y1: y1, color: sdlColor(color), batch: batch)
            return
        }
        // The software renderer truncates triangle vertices to whole pixels, which ruins a
        // one-pixel feathered edge; there curved shapes come from cached coverage masks drawn
        // as whole-pixel quads (which it blits exactly); rounded rectangles as a nine-slice of one
        // mask that fits every size.
        if !traits.drawsFeatheredEdges {
            if drawRoundedRectNineSlice(shape, lineWidth: 0, color: color) { return }
            return drawMask(shape, lineWidth: 0, color: color)
        }
        let cs = shapes.contours(of: shape)
        guard !cs.isEmpty else { return }
        if cs.count == 1, cs[0].points.count >= 3 {
            transformed(cs[0].points)
            if ShapeTessellator.isConvex(shapes.points) {
                ShapeTessellator.miters(shapes.points, into: &shapes.miters)
                useScratch(nil, pad: 0.5)
                ShapeTessellator.fillConvex(shapes.points, miters: shapes.miters, color: sdlColor(color), batch: batch)
                return
            }
        }
        drawMask(shape, lineWidth: 0, color: color)
    }

    /// Strokes a shape in a solid colour.
    func stroke(_ shape: DisplayShape, _ color: Color.Resolved, _ style: StrokeStyle) {
        guard isFinite(shape), style.lineWidth.isFinite else { stats.skippedOperations += 1; return }
        guard color.opacity > 0, style.lineWidth > 0 else { return }
        let grow = -(style.lineWidth / 2 + 1)
        guard visible(shape.bounds.insetBy(dx: grow, dy: grow).applying(transform)) else { return }
        let cs = shapes.contours(of: shape)
        guard !cs.isEmpty else { return }
        // Line width in pixels after the transform (its mean scale).
        let scale = Float(abs(transform.a * transform.d - transform.b * transform.c).squareRoot())
        let width = Float(style.lineWidth) * (scale.isFinite && scale > 0 ? scale : 1)
        if case .rect(let r) = shape, isAxisAligned {
            // Four exact bands (top, bottom, then the sides between them) — no overlap.
            let t = r.standardized.applying(transform)
            let hw = width / 2
            let x0 = Float(t.minX), y0 = Float(t.minY), x1 = Float(t.maxX), y1 = Float(t.maxY)
            let c = sdlColor(color)
            use(nil, x0 - hw, y0 - hw, x1 + hw, y1 + hw)
            // Split rows on whole pixels so no partially covered row is blended twice.
            let top = max(y0 - hw, min((y0 + hw).rounded(), y1 + hw)), bottom = max(top, min((y1 - hw).rounded(), y1 + hw))
            ShapeTessellator.fillRect(x0: x0 - hw, y0: y0 - hw, x1: x1 + hw, y1: top, color: c, batch: batch)
            ShapeTessellator.fillRect(x0: x0 - hw, y0: bottom, x1: x1 + hw, y1: y1 + hw, color: c, batch: batch)
            ShapeTessellator.fillRect(x0: x0 - hw, y0: top, x1: min(x0 + hw, x1 + hw), y1: bottom, color: c, batch: batch)
            ShapeTessellator.fillRect(x0: max(x1 - hw, x0 + hw), y0: top, x1: x1 + hw, y1: bottom, color: c, batch: batch)
            return
        }
        if !traits.drawsFeatheredEdges {
            if drawRoundedRectNineSlice(shape, lineWidth: CGFloat(width), color: color) { return }
            return drawMask(shape, lineWidth: CGFloat(width), color: color)
        }
        if cs.count == 1, cs[0].closed, cs[0].points.count >= 3 {
            transformed(cs[0].points)
            if ShapeTessellator.isConvex(shapes.points) {
                ShapeTessellator.miters(shapes.points, into: &shapes.miters)
                useScratch(nil, pad: width / 2 + 0.5)
                ShapeTessellator.strokeClosed(shapes.points, miters: shapes.miters, width: width, color: sdlColor(color), batch: batch)
                return
            }
        }
        drawMask(shape, lineWidth: CGFloat(width), color: color)
    }

    /// Draws a shape the tessellator cannot (non-convex, several contours, open strokes) from a
    /// cached coverage mask. Strokes drawn this way have round joins and caps; dashes are not
    /// drawn (solid instead).
    func drawMask(_ shape: DisplayShape, lineWidth exactLineWidth: CGFloat, color: Color.Resolved) {
        // A stroke under an animated scale changes width a little every frame: round it to
        // 1/64 pixel so its masks are reused (see `maskTransform()`).
        let lineWidth = (exactLineWidth * 64).rounded() / 64
        guard let placed = maskPlacement(of: shape, lineWidth: lineWidth) else { return }
        let window = placed.window
        let key = TextureKey.coverage(placed.local, placed.inMask, lineWidth: lineWidth, width: Int(window.w), height: Int(window.h))
        let entry: TextureCache.Entry
        if let hit = textures.lookup(key) {
            entry = hit
        } else {
            let mask = coverage(
                of: placed.local, transform: placed.inMask, lineWidth: lineWidth, width: Int(window.w), height: Int(window.h))
            guard let texture = makeAlphaTexture(mask, width: Int(window.w), height: Int(window.h)) else { return }
            entry = textures.insert(texture, width: Int(window.w), height: Int(window.h), for: key)
        }
        drawMaskTexture(entry, placed, lineWidth: lineWidth, color: sdlColor(color))
    }

    /// Where a coverage mask of a shape lands on the canvas (`maskPlacement(of:lineWidth:)`).
    struct MaskPlacement {
        /// The shape moved by whole units towards the origin: equal shapes at whole-pixel
        /// offsets share one mask.
        var local: DisplayShape
        /// How far the shape was moved (subtracted from its coordinates).
        var offset: CGPoint
        /// `local`'s transformed bounding box on the canvas (exact for axis-aligned transforms,
        /// a little larger when rotated).
        var placedBounds: CGRect
        /// The visible canvas pixels the mask covers.
        var window: SDL_Rect
        /// The transform from `local` into the mask's pixels.
        var inMask: CGAffineTransform
    }

    /// Normalises a mask's key: moves the shape by whole units to the origin and folds that move
    /// and the mask window's position into the transform. Integer steps keep the key exact. Only
    /// the visible part is rasterised (a huge path would otherwise need a huge mask); `nil` when
    /// none of it is visible. The path itself is only built when the mask is not cached.
    func maskPlacement(of shape: DisplayShape, lineWidth: CGFloat) -> MaskPlacement? {
        let lb = shape.bounds
        let n = CGPoint(x: lb.minX.rounded(.down), y: lb.minY.rounded(.down))
        let local = shape.translated(dx: -n.x, dy: -n.y)
        let t = CGAffineTransform(translationX: n.x, y: n.y).concatenating(maskTransform())
        let placedBounds = local.bounds.applying(t)
        let pad = lineWidth / 2 + 2
        let window = intersect(pixelRect(placedBounds.insetBy(dx: -pad, dy: -pad)), output.bounds)
        guard window.w > 0, window.h > 0 else { return nil }
        var inMask = t
        inMask.tx -= CGFloat(window.x)
        inMask.ty -= CGFloat(window.y)
        return MaskPlacement(local: local, offset: n, placedBounds: placedBounds, window: window, inMask: inMask)
    }

    /// Draws a mask texture (coverage, or a shape composed with its paint) over its window,
    /// batched by the shape's true extent (the window has a transparent margin).
    func drawMaskTexture(_ entry: TextureCache.Entry, _ placed: MaskPlacement, lineWidth: CGFloat, color: SDL_Color) {
        setScaleMode(entry.texture, SDL_ScaleModeNearest)
        let window = placed.window
        let b = placed.placedBounds.insetBy(dx: -(lineWidth / 2 + 0.5), dy: -(lineWidth / 2 + 0.5))
        let ix0 = max(Float(window.x), Float(b.minX)), iy0 = max(Float(window.y), Float(b.minY))
        let ix1 = min(Float(window.x + window.w), Float(b.maxX)), iy1 = min(Float(window.y + window.h), Float(b.maxY))
        use(entry.texture, ix0, iy0, max(ix0, ix1), max(iy0, iy1))
        emitQuad(
            x: Float(window.x), y: Float(window.y), w: Float(window.w), h: Float(window.h), u0: 0, v0: 0, u1: 1, v1: 1,
            color: color)
    }

    /// The transform a coverage mask is rasterised with. Under a rotation or scale (an animated
    /// `scaleEffect` or `rotationEffect`) the linear part is rounded to 1/512, the transform's
    /// fixed point (its anchor) is kept where it is, and the translation is rounded to whole
    /// pixels. Every shape under the transform moves together (fill and stroke stay registered),
    /// by well under a pixel, and a mask's key then depends only on the rounded rotation and
    /// scale: an animation revisits a small set of cached masks instead of rasterising new ones.
    func maskTransform() -> CGAffineTransform {
        let t = transform
        guard !t.isIdentity, shapes.roundsMaskTransforms else { return t }
        func linear(_ v: CGFloat) -> CGFloat { (v * 512).rounded() / 512 }
        let (a, b, c, d) = (linear(t.a), linear(t.b), linear(t.c), linear(t.d))
        // Fixed point p of the exact transform: p = L·p + t, so (I − L)·p = t.
        let m11 = 1 - t.a, m12 = -t.c, m21 = -t.b, m22 = 1 - t.d
        let det = m11 * m22 - m12 * m21
        var tx = t.tx, ty = t.ty
        if abs(det) > 1e-6 {
            let px = (m22 * t.tx - m12 * t.ty) / det, py = (m11 * t.ty - m21 * t.tx) / det
            tx = px - (a * px + c * py)
            ty = py - (b * px + d * py)
        }
        return CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx.rounded(), ty: ty.rounded())
    }

    /// The anti-aliased coverage (0…255 per pixel) of a shape filled, or stroked when
    /// `lineWidth > 0`, in a `width × height` mask that `transform` maps the shape into.
    func coverage(of shape: DisplayShape, transform: CGAffineTransform, lineWidth: CGFloat, width: Int, height: Int) -> [UInt8] {
        let polys = shape.path.applying(transform).flattened(tolerance: 0.2)
            .map { (points: $0.points.map { SIMD2(Float($0.x), Float($0.y)) }, closed: $0.isClosed) }
        return lineWidth > 0
            ? CoverageRasterizer.stroke(polys, lineWidth: Float(lineWidth), originX: 0, originY: 0, width: width, height: height)
            : CoverageRasterizer.fill(polys.map(\.points), originX: 0, originY: 0, width: width, height: height)
    }

    /// A static ARGB texture with white colour and `alpha` as its alpha channel.
    func makeAlphaTexture(_ alpha: [UInt8], width: Int, height: Int) -> OpaquePointer? {
        guard
            let t = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                Int32(width), Int32(height))
        else {
            warnOnce(
                "texture-\(width)x\(height)",
                "could not create a \(width)×\(height) texture: \(SDLError.current("SDL_CreateTexture").message)")
            return nil
        }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for i in pixels.indices { pixels[i] = UInt32(alpha[i]) << 24 | 0x00FF_FFFF }
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(t, nil, $0.baseAddress, Int32(width * 4)) }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        return t
    }

    /// Appends a textured quad; when `transformed`, the corners go through the current transform.
    func quad(
        _ texture: OpaquePointer?, x: Float, y: Float, w: Float, h: Float,
        u0: Float, v0: Float, u1: Float, v1: Float, color: SDL_Color, transformed: Bool = true
    ) {
        if transformed && !transform.isIdentity {
            let p0 = apply(CGFloat(x), CGFloat(y)), p1 = apply(CGFloat(x + w), CGFloat(y))
            let p2 = apply(CGFloat(x + w), CGFloat(y + h)), p3 = apply(CGFloat(x), CGFloat(y + h))
            use(texture, min(p0.x, p1.x, p2.x, p3.x), min(p0.y, p1.y, p2.y, p3.y), max(p0.x, p1.x, p2.x, p3.x), max(p0.y, p1.y, p2.y, p3.y))
            let base = batch.nextIndex
            batch.vertex(p0.x, p0.y, color, u0, v0)
            batch.vertex(p1.x, p1.y, color, u1, v0)
            batch.vertex(p2.x, p2.y, color, u1, v1)
            batch.vertex(p3.x, p3.y, color, u0, v1)
            batch.triangle(base, base + 1, base + 2)
            batch.triangle(base, base + 2, base + 3)
        } else {
            use(texture, x, y, x + w, y + h)
            emitQuad(x: x, y: y, w: w, h: h, u0: u0, v0: v0, u1: u1, v1: v1, color: color)
        }
    }

    /// Appends an untransformed quad to the batch group already chosen with `use`.
    @inline(__always)
    func emitQuad(x: Float, y: Float, w: Float, h: Float, u0: Float, v0: Float, u1: Float, v1: Float, color: SDL_Color) {
        let base = batch.nextIndex
        batch.vertex(x, y, color, u0, v0)
        batch.vertex(x + w, y, color, u1, v0)
        batch.vertex(x + w, y + h, color, u1, v1)
        batch.vertex(x, y + h, color, u0, v1)
        batch.triangle(base, base + 1, base + 2)
        batch.triangle(base, base + 2, base + 3)
    }

    /// A stroke's width in pixels after the current transform (its mean scale).
    func transformedLineWidth(_ lineWidth: CGFloat) -> CGFloat {
        let scale = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
        return lineWidth * (scale.isFinite && scale > 0 ? scale : 1)
    }
}
