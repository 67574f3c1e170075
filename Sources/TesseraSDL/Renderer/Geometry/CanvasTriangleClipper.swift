import TesseraCSDL2

/// Clips triangles that reach far outside the canvas to the canvas before SDL sees them.
///
/// SDL 2.26's software rasteriser works in fixed point with 32-bit edge products. A triangle
/// tens of thousands of pixels across (a glyph drawn at scale 64, a huge offset) overflows
/// them; its barycentric weights then leave 0…1 and the texture sampler reads outside the
/// texture, which crashed the 20,000-tree fuzz run. Clipping such triangles to the canvas (plus
/// one pixel, so the edge pixels are unchanged) keeps every coordinate small. SDL interpolates
/// colour and texture coordinates affinely in screen space, so interpolating them linearly
/// along the clipped edges draws the same pixels.
struct CanvasTriangleClipper {
    /// Triangles with every vertex within this many pixels of the canvas are left alone.
    static let margin: Float = 2_048

    private var polygon: [SDL_Vertex] = []
    private var scratch: [SDL_Vertex] = []
    private var keptIndices: [Int32] = []

    /// Whether a vertex at (x, y) is far enough outside a canvas of the given size to need
    /// clipping.
    @inline(__always)
    static func isFar(x: Float, y: Float, width: Float, height: Float) -> Bool {
        x < -margin || y < -margin || x > width + margin || y > height + margin
    }

    /// Replaces every triangle of `indices` that has a far vertex with its part inside the
    /// canvas (appending the new vertices); triangles wholly outside disappear. Returns the
    /// number of triangles clipped.
    @discardableResult
    mutating func clip(vertices: inout [SDL_Vertex], indices: inout [Int32], width: Float, height: Float) -> Int {
        keptIndices.removeAll(keepingCapacity: true)
        var clipped = 0
        var t = 0
        while t + 2 < indices.count {
            let a = vertices[Int(indices[t])], b = vertices[Int(indices[t + 1])], c = vertices[Int(indices[t + 2])]
            if !Self.isFar(a, width, height) && !Self.isFar(b, width, height) && !Self.isFar(c, width, height) {
                keptIndices.append(indices[t])
                keptIndices.append(indices[t + 1])
                keptIndices.append(indices[t + 2])
            } else {
                clipped += 1
                polygon.removeAll(keepingCapacity: true)
                polygon.append(a)
                polygon.append(b)
                polygon.append(c)
                clipPolygon(width: width, height: height)
                if polygon.count >= 3 {
                    let base = Int32(vertices.count)
                    vertices.append(contentsOf: polygon)
                    for k in 1..<(Int32(polygon.count) - 1) {
                        keptIndices.append(base)
                        keptIndices.append(base + k)
                        keptIndices.append(base + k + 1)
                    }
                }
            }
            t += 3
        }
        swap(&indices, &keptIndices)
        return clipped
    }

    @inline(__always)
    private static func isFar(_ v: SDL_Vertex, _ width: Float, _ height: Float) -> Bool {
        isFar(x: v.position.x, y: v.position.y, width: width, height: height)
    }

    /// Sutherland–Hodgman against the canvas grown by one pixel.
    private mutating func clipPolygon(width: Float, height: Float) {
        clipEdge { $0.position.x + 1 }  // x ≥ -1
        clipEdge { width + 1 - $0.position.x }  // x ≤ width + 1
        clipEdge { $0.position.y + 1 }  // y ≥ -1
        clipEdge { height + 1 - $0.position.y }  // y ≤ height + 1
    }

    /// Keeps the part of `polygon` where `distance` ≥ 0.
    private mutating func clipEdge(_ distance: (SDL_Vertex) -> Float) {
        guard !polygon.isEmpty else { return }
        scratch.removeAll(keepingCapacity: true)
        var previous = polygon[polygon.count - 1]
        var previousDistance = distance(previous)
        for current in polygon {
            let currentDistance = distance(current)
            if (currentDistance >= 0) != (previousDistance >= 0) {
                let t = previousDistance / (previousDistance - currentDistance)
                scratch.append(Self.interpolate(previous, current, t))
            }
            if currentDistance >= 0 { scratch.append(current) }
            previous = current
            previousDistance = currentDistance
        }
        swap(&polygon, &scratch)
    }

    private static func interpolate(_ a: SDL_Vertex, _ b: SDL_Vertex, _ t: Float) -> SDL_Vertex {
        func mix(_ x: Float, _ y: Float) -> Float { x + (y - x) * t }
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8(max(0, min(255, (mix(Float(x), Float(y))).rounded()))) }
        return SDL_Vertex(
            position: SDL_FPoint(x: mix(a.position.x, b.position.x), y: mix(a.position.y, b.position.y)),
            color: SDL_Color(
                r: mix(a.color.r, b.color.r), g: mix(a.color.g, b.color.g), b: mix(a.color.b, b.color.b), a: mix(a.color.a, b.color.a)),
            tex_coord: SDL_FPoint(x: mix(a.tex_coord.x, b.tex_coord.x), y: mix(a.tex_coord.y, b.tex_coord.y)))
    }
}
