import Foundation

/// Rasterises shapes the triangle tessellator cannot (non-convex or multi-contour fills, strokes
/// of open or non-convex paths) into an 8-bit coverage mask on the CPU. Masks are cached as
/// textures, so this runs once per distinct shape, not per frame.
enum CoverageRasterizer {
    typealias Point = SIMD2<Float>

    /// Sub-scanlines per pixel row; horizontal coverage is computed exactly per span.
    static let subsamples = 16

    /// Coverage of `contours` (closed implicitly, non-zero winding) in a `width × height` window
    /// whose top-left is canvas pixel (`originX`, `originY`).
    static func fill(_ contours: [[Point]], originX: Int, originY: Int, width: Int, height: Int) -> [UInt8] {
        var mask = [UInt8](repeating: 0, count: width * height)
        guard width > 0, height > 0 else { return mask }
        struct Edge { var x0, y0, x1, y1: Float; var dir: Int }
        var edges: [Edge] = []
        for c in contours where c.count >= 2 {
            for i in c.indices {
                let a = c[i], b = c[(i + 1) % c.count]
                if a.y == b.y { continue }
                let ax = a.x - Float(originX), ay = a.y - Float(originY), bx = b.x - Float(originX), by = b.y - Float(originY)
                // Edges entirely above or below the window never cross its scanlines: a huge
                // shape costs what its visible rows cost (docs/Robustness.md, "Renderer").
                if max(ay, by) <= 0 || min(ay, by) >= Float(height) { continue }
                edges.append(a.y < b.y ? Edge(x0: ax, y0: ay, x1: bx, y1: by, dir: 1) : Edge(x0: bx, y0: by, x1: ax, y1: ay, dir: -1))
            }
        }
        var row = [Float](repeating: 0, count: width + 1)
        var crossings: [(x: Float, dir: Int)] = []
        let weight = 1 / Float(subsamples)
        for y in 0..<height {
            for i in row.indices { row[i] = 0 }
            for s in 0..<subsamples {
                let sy = Float(y) + (Float(s) + 0.5) * weight
                crossings.removeAll(keepingCapacity: true)
                for e in edges where sy >= e.y0 && sy < e.y1 {
                    let t = (sy - e.y0) / (e.y1 - e.y0)
                    crossings.append((e.x0 + (e.x1 - e.x0) * t, e.dir))
                }
                if crossings.isEmpty { continue }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for k in 0..<(crossings.count - 1) {
                    winding += crossings[k].dir
                    if winding != 0 { addSpan(&row, crossings[k].x, crossings[k + 1].x, weight, width) }
                }
            }
            for x in 0..<width {
                let level: Float = row[x] * 255 + 0.5
                mask[y * width + x] = UInt8(checked: level)
            }
        }
        return mask
    }

    /// Adds `weight × covered fraction` of each pixel between x0 and x1 to `row`.
    private static func addSpan(_ row: inout [Float], _ x0: Float, _ x1: Float, _ weight: Float, _ width: Int) {
        let a = max(0, x0), b = min(Float(width), x1)
        guard b > a else { return }
        let ia = Int(a), ib = Int(b)
        if ia == ib {
            row[ia] += (b - a) * weight
            return
        }
        row[ia] += (Float(ia + 1) - a) * weight
        if ia + 1 < ib { for x in (ia + 1)..<ib { row[x] += weight } }
        if ib < width { row[ib] += (b - Float(ib)) * weight }
    }

    /// Coverage of polylines stroked `lineWidth` wide with round joins and caps: each pixel's
    /// coverage is how far its centre lies inside the stroke, clamped to one pixel.
    static func stroke(
        _ polylines: [(points: [Point], closed: Bool)], lineWidth: Float,
        originX: Int, originY: Int, width: Int, height: Int
    ) -> [UInt8] {
        var distance = [Float](repeating: .infinity, count: width * height)
        guard width > 0, height > 0 else { return [UInt8](repeating: 0, count: width * height) }
        let hw = max(lineWidth / 2, 0.5)
        let fade: Float = lineWidth < 1 ? lineWidth : 1
        let reach = hw + 1
        for line in polylines {
            let pts = line.points
            guard pts.count >= 2 else { continue }
            let segments = line.closed ? pts.count : pts.count - 1
            for i in 0..<segments {
                let a = pts[i] - Point(Float(originX), Float(originY))
                let b = pts[(i + 1) % pts.count] - Point(Float(originX), Float(originY))
                let minX = max(0, Int(checked: (min(a.x, b.x) - reach).rounded(.down)))
                let maxX = min(width - 1, Int(checked: (max(a.x, b.x) + reach).rounded(.up)))
                let minY = max(0, Int(checked: (min(a.y, b.y) - reach).rounded(.down)))
                let maxY = min(height - 1, Int(checked: (max(a.y, b.y) + reach).rounded(.up)))
                guard minX <= maxX, minY <= maxY else { continue }
                let ab = b - a
                let len2 = max(ab.x * ab.x + ab.y * ab.y, 1e-12)
                for y in minY...maxY {
                    for x in minX...maxX {
                        let p = Point(Float(x) + 0.5, Float(y) + 0.5)
                        let ap = p - a
                        let t = min(1, max(0, (ap.x * ab.x + ap.y * ab.y) / len2))
                        let d = p - (a + ab * t)
                        let dist = (d.x * d.x + d.y * d.y).squareRoot()
                        let idx = y * width + x
                        if dist < distance[idx] { distance[idx] = dist }
                    }
                }
            }
        }
        var mask = [UInt8](repeating: 0, count: width * height)
        for i in mask.indices {
            let c = min(1, max(0, hw + 0.5 - distance[i])) * fade
            mask[i] = UInt8(checked: c * 255 + 0.5)
        }
        return mask
    }
}
