import TesseraCSDL2

/// Geometry waiting to be drawn, grouped by texture so that each group becomes one
/// `SDL_RenderGeometry` call.
///
/// Painter's order only matters where draws overlap, so a draw may join an *earlier* group of
/// its texture if it does not overlap anything queued after that group. Overlap is tracked on a
/// coarse occupancy grid (4-pixel cells) per group; boxes are the draws' true bounds. For a grid of cards (background, icon,
/// text per card) this gives three calls in total instead of three per card.
///
/// Arrays keep their capacity across frames, so steady-state drawing allocates nothing.
final class GeometryBatch {
    struct Group {
        var texture: OpaquePointer?
        var vertices: [SDL_Vertex] = []
        var indices: [Int32] = []
        var cells: [UInt64] = []
        /// Whether a vertex lies far outside the canvas (see `CanvasTriangleClipper`).
        var hasFarVertices = false

        /// Clips the triangles with far vertices to the canvas; returns how many were clipped.
        mutating func clipFarTriangles(with clipper: inout CanvasTriangleClipper, width: Float, height: Float) -> Int {
            hasFarVertices = false
            return clipper.clip(vertices: &vertices, indices: &indices, width: width, height: height)
        }
    }

    /// Groups in draw order; only the first `count` are in use (the rest keep their storage).
    private var groups: [Group] = []
    private(set) var count = 0
    private var current = 0
    private var columns = 1, rows = 1, words = 1
    private var canvasWidth: Float = 1, canvasHeight: Float = 1
    private var clipper = CanvasTriangleClipper()
    /// The scale mode each texture was last given (`DrawContext.setScaleMode`): SDL reads
    /// it when queued commands execute, so it changes only between flushes.
    var scaleModes: [OpaquePointer: SDL_ScaleMode] = [:]
    /// Pending groups before a forced flush (keeps the overlap search short).
    static let maxGroups = 32
    static let cellShift = 2

    init() {}

    var isEmpty: Bool { count == 0 }

    /// Sizes the occupancy grid to the canvas; call when no geometry is pending.
    func configure(width: Int32, height: Int32) {
        canvasWidth = Float(width)
        canvasHeight = Float(height)
        let c = max(1, (Int(width) + 3) >> Self.cellShift), r = max(1, (Int(height) + 3) >> Self.cellShift)
        if c != columns || r != rows {
            columns = c; rows = r
            words = (c * r + 63) / 64
            for i in groups.indices { groups[i].cells = [UInt64](repeating: 0, count: words) }
        }
    }

    /// Whether a draw of `texture` covering the pixel box can be queued without a flush.
    /// Returns `false` only when too many groups are pending.
    func canQueue() -> Bool { count < Self.maxGroups }

    /// Chooses the group the next vertices go to: the last group of the same texture if nothing
    /// queued after it overlaps the box, else a new group at the end.
    func select(texture: OpaquePointer?, x0: Float, y0: Float, x1: Float, y1: Float) {
        let (cx0, cy0, cx1, cy1) = cellRange(x0, y0, x1, y1)
        var target = -1
        var k = count - 1
        while k >= 0 {
            if groups[k].texture == texture { target = k; break }
            if overlaps(k, cx0, cy0, cx1, cy1) { break }
            k -= 1
        }
        if target < 0 {
            if count == groups.count { groups.append(Group(cells: [UInt64](repeating: 0, count: words))) }
            groups[count].texture = texture
            target = count
            count += 1
        }
        current = target
        mark(target, cx0, cy0, cx1, cy1)
    }

    /// The texture of the group being appended to.
    var texture: OpaquePointer? { count > 0 ? groups[current].texture : nil }

    /// Whether any pending group uses `texture`.
    func references(_ texture: OpaquePointer) -> Bool {
        for k in 0..<count where groups[k].texture == texture { return true }
        return false
    }

    /// The index the next appended vertex will have in the current group.
    var nextIndex: Int32 { Int32(groups[current].vertices.count) }

    @inline(__always)
    func vertex(_ x: Float, _ y: Float, _ color: SDL_Color, _ u: Float = 0, _ v: Float = 0) {
        // SDL's software rasteriser converts to fixed point; keep far-away points in a range
        // that cannot overflow (anything this far is off every canvas anyway).
        let cx = x.isFinite ? min(max(x, -32_768), 32_768) : 0
        let cy = y.isFinite ? min(max(y, -32_768), 32_768) : 0
        // SDL rejects texture coordinates outside 0…1 (half-texel biases can step over at edges).
        if CanvasTriangleClipper.isFar(x: cx, y: cy, width: canvasWidth, height: canvasHeight) {
            groups[current].hasFarVertices = true
        }
        let cu = u.isFinite ? min(max(u, 0), 1) : 0, cv = v.isFinite ? min(max(v, 0), 1) : 0
        groups[current].vertices.append(SDL_Vertex(position: SDL_FPoint(x: cx, y: cy), color: color, tex_coord: SDL_FPoint(x: cu, y: cv)))
    }

    @inline(__always)
    /// Appends an axis-aligned quad whose texture coordinates are its corners mapped by
    /// `(p + bias) × (uScale, vScale)` — a layer texture that covers the canvas.
    func mappedRect(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float, _ color: SDL_Color, uScale: Float, vScale: Float, bias: Float) {
        let base = nextIndex
        vertex(x0, y0, color, (x0 + bias) * uScale, (y0 + bias) * vScale)
        vertex(x1, y0, color, (x1 + bias) * uScale, (y0 + bias) * vScale)
        vertex(x1, y1, color, (x1 + bias) * uScale, (y1 + bias) * vScale)
        vertex(x0, y1, color, (x0 + bias) * uScale, (y1 + bias) * vScale)
        triangle(base, base + 1, base + 2)
        triangle(base, base + 2, base + 3)
    }

    func triangle(_ a: Int32, _ b: Int32, _ c: Int32) {
        groups[current].indices.append(a)
        groups[current].indices.append(b)
        groups[current].indices.append(c)
    }

    /// Submits every pending group in order; returns the number of draw calls made.
    @discardableResult
    func flush(_ renderer: OpaquePointer, statistics: inout RenderStatistics) -> Int {
        var calls = 0
        for k in 0..<count {
            if groups[k].hasFarVertices {
                statistics.clippedTriangles += groups[k].clipFarTriangles(with: &clipper, width: canvasWidth, height: canvasHeight)
            }
            if !groups[k].indices.isEmpty {
                _ = SDL_RenderGeometry(
                    renderer, groups[k].texture, groups[k].vertices, Int32(groups[k].vertices.count),
                    groups[k].indices, Int32(groups[k].indices.count))
                calls += 1
                statistics.vertices += groups[k].vertices.count
            }
            groups[k].vertices.removeAll(keepingCapacity: true)
            groups[k].indices.removeAll(keepingCapacity: true)
            for w in groups[k].cells.indices { groups[k].cells[w] = 0 }
        }
        statistics.drawCalls += calls
        count = 0
        current = 0
        return calls
    }

    private func cellRange(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float) -> (Int, Int, Int, Int) {
        func cell(_ v: Float, _ limit: Int) -> Int {
            guard v.isFinite else { return v > 0 ? limit - 1 : 0 }
            return min(limit - 1, max(0, Int(checked: max(-1, min(v, 1e7)).rounded(.down)) >> Self.cellShift))
        }
        // Half-open boxes: a box ending exactly where another starts does not overlap it.
        let lx = min(x0, x1), hx = max(x0, x1), ly = min(y0, y1), hy = max(y0, y1)
        return (cell(lx, columns), cell(ly, rows), cell(max(lx, hx - 0.01), columns), cell(max(ly, hy - 0.01), rows))
    }

    /// Calls `body(word, mask)` for the bits of cells cx0...cx1 in row y.
    @inline(__always)
    private func forEachWord(_ y: Int, _ cx0: Int, _ cx1: Int, _ body: (Int, UInt64) -> Bool) -> Bool {
        let first = y * columns + cx0, last = y * columns + cx1
        var w = first >> 6
        while w <= last >> 6 {
            let lo = w == first >> 6 ? first & 63 : 0
            let hi = w == last >> 6 ? last & 63 : 63
            let mask = (hi == 63 ? ~UInt64(0) : (UInt64(1) << UInt64(hi + 1)) - 1) & ~((UInt64(1) << UInt64(lo)) - 1)
            if body(w, mask) { return true }
            w += 1
        }
        return false
    }

    private func overlaps(_ k: Int, _ cx0: Int, _ cy0: Int, _ cx1: Int, _ cy1: Int) -> Bool {
        for y in cy0...cy1 {
            if forEachWord(y, cx0, cx1, { w, mask in groups[k].cells[w] & mask != 0 }) { return true }
        }
        return false
    }

    private func mark(_ k: Int, _ cx0: Int, _ cy0: Int, _ cx1: Int, _ cy1: Int) {
        for y in cy0...cy1 {
            _ = forEachWord(y, cx0, cx1) { w, mask in
                groups[k].cells[w] |= mask
                return false
            }
        }
    }
}
