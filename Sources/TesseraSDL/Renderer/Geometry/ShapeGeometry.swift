import Tessera

/// Shape geometry the renderer reuses: each shape's flattened contours, the scratch buffers a
/// draw transforms them into, the coverage of shaped clips and backdrops by region, and the
/// band profiles of rounded-rectangle masks. Drawing a static screen again flattens and
/// rasterises nothing.
final class ShapeGeometry {
    /// A contour: points in the shape's own coordinates, and whether it is closed.
    typealias Contour = (points: [SIMD2<Float>], closed: Bool)

    /// Transformed points of the contour being drawn (see `DrawContext.transformed(_:)`).
    var points: [SIMD2<Float>] = []
    /// Miter directions of `points`' corners.
    var miters: [SIMD2<Float>] = []
    /// Contours by shape.
    private var contourCache: [DisplayShape: [Contour]] = [:]
    /// Coverage of shaped clips and backdrops (software renderer, concave shapes), by shape,
    /// transform and region.
    private var clipCoverage: [ClipCoverageKey: [UInt8]] = [:]
    /// Band profiles of the rounded-rectangle masks in the texture cache (`RoundedRectNineSlice`).
    var roundedRectBands: [TextureKey: RoundedRectNineSlice.Bands] = [:]
    /// Whether coverage masks under a rotation or scale use a rounded transform so animations
    /// reuse masks (`maskTransform()`); rendered pattern tiles need the exact one.
    var roundsMaskTransforms = true

    /// The shape's contours in its own coordinates, flattened and cleaned, cached by shape.
    func contours(of shape: DisplayShape) -> [Contour] {
        if let c = contourCache[shape] { return c }
        var result: [Contour] = []
        if case .rect(let r) = shape {
            let s = r.standardized
            result = [
                (
                    [
                        SIMD2(Float(s.minX), Float(s.minY)), SIMD2(Float(s.maxX), Float(s.minY)),
                        SIMD2(Float(s.maxX), Float(s.maxY)), SIMD2(Float(s.minX), Float(s.maxY)),
                    ], true
                )
            ]
        } else {
            for poly in shape.path.flattened(tolerance: 0.2) {
                var pts = poly.points.map { SIMD2(Float($0.x), Float($0.y)) }
                ShapeTessellator.clean(&pts)
                if pts.count >= 2 { result.append((pts, poly.isClosed)) }
            }
        }
        if contourCache.count > 2048 { contourCache.removeAll(keepingCapacity: true) }
        contourCache[shape] = result
        return result
    }

    /// The coverage of `polygons` (canvas pixels) over `key`'s region, rasterised once per key.
    func coverage(_ key: ClipCoverageKey, of polygons: [[SIMD2<Float>]]) -> [UInt8] {
        if let cached = clipCoverage[key] { return cached }
        let coverage = CoverageRasterizer.fill(polygons, originX: Int(key.x), originY: Int(key.y), width: Int(key.w), height: Int(key.h))
        if clipCoverage.count > 64 { clipCoverage.removeAll(keepingCapacity: true) }
        clipCoverage[key] = coverage
        return coverage
    }
}
