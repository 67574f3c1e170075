import TesseraCSDL2
import XCTest

@testable import TesseraSDL

/// Triangles reaching far outside the canvas are cut to it before SDL's software rasteriser,
/// which overflows on huge triangles (the 20,000-tree fuzz crash); what lies on the canvas is
/// unchanged.
final class CanvasTriangleClipperTests: XCTestCase {
    private let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)

    private func vertex(_ x: Float, _ y: Float, u: Float = 0, v: Float = 0, color: SDL_Color? = nil) -> SDL_Vertex {
        SDL_Vertex(position: SDL_FPoint(x: x, y: y), color: color ?? white, tex_coord: SDL_FPoint(x: u, y: v))
    }

    func testTrianglesNearTheCanvasAreLeftAlone() {
        var clipper = CanvasTriangleClipper()
        var vertices = [vertex(-500, -500), vertex(600, 10), vertex(20, 700)]
        var indices: [Int32] = [0, 1, 2]
        let clipped = clipper.clip(vertices: &vertices, indices: &indices, width: 100, height: 80)
        XCTAssertEqual(clipped, 0)
        XCTAssertEqual(vertices.count, 3)
        XCTAssertEqual(indices, [0, 1, 2])
    }

    func testAHugeTriangleIsCutToTheCanvasWithItsTextureMappingKept() {
        // u and v are affine in x and y, so every new vertex must carry the same mapping.
        func u(_ x: Float) -> Float { (x + 40_000) / 80_000 }
        func v(_ y: Float) -> Float { (y + 40_000) / 80_000 }
        var clipper = CanvasTriangleClipper()
        let corners: [(Float, Float)] = [(-30_000, -30_000), (30_000, -30_000), (0, 32_768)]
        var vertices = corners.map { vertex($0.0, $0.1, u: u($0.0), v: v($0.1)) }
        var indices: [Int32] = [0, 1, 2]
        XCTAssertEqual(clipper.clip(vertices: &vertices, indices: &indices, width: 100, height: 80), 1)

        XCTAssertEqual(indices.count % 3, 0)
        XCTAssertGreaterThanOrEqual(indices.count, 6, "the canvas rectangle inside the triangle is at least two triangles")
        var area: Float = 0
        for t in stride(from: 0, to: indices.count, by: 3) {
            let a = vertices[Int(indices[t])], b = vertices[Int(indices[t + 1])], c = vertices[Int(indices[t + 2])]
            for p in [a, b, c] {
                XCTAssert((-1...101).contains(p.position.x) && (-1...81).contains(p.position.y), "\(p.position) is on the canvas")
                XCTAssertEqual(p.tex_coord.x, u(p.position.x), accuracy: 1e-5)
                XCTAssertEqual(p.tex_coord.y, v(p.position.y), accuracy: 1e-5)
            }
            area +=
                abs(
                    (b.position.x - a.position.x) * (c.position.y - a.position.y) - (c.position.x - a.position.x)
                        * (b.position.y - a.position.y)) / 2
        }
        XCTAssertEqual(area, 102 * 82, accuracy: 1, "the triangle covers the whole grown canvas, exactly once")
    }

    func testColoursAreInterpolatedAlongTheCutEdges() {
        var clipper = CanvasTriangleClipper()
        let black = SDL_Color(r: 0, g: 0, b: 0, a: 255)
        // Black at x = -10,000, white at x = 10,000: the cut at x = -1 is (almost exactly) mid grey.
        var vertices = [vertex(-10_000, -10_000, color: black), vertex(10_000, 40), vertex(-10_000, 10_000, color: black)]
        var indices: [Int32] = [0, 1, 2]
        clipper.clip(vertices: &vertices, indices: &indices, width: 100, height: 80)
        let onLeftEdge = indices.map { vertices[Int($0)] }.filter { $0.position.x == -1 }
        XCTAssertFalse(onLeftEdge.isEmpty)
        for p in onLeftEdge { XCTAssertEqual(Int(p.color.r), 128, accuracy: 1) }
    }

    func testTrianglesWhollyOffTheCanvasDisappear() {
        var clipper = CanvasTriangleClipper()
        var vertices = [vertex(-30_000, 5_000), vertex(-20_000, 5_000), vertex(-25_000, 9_000), vertex(0, 0), vertex(10, 0), vertex(0, 10)]
        var indices: [Int32] = [0, 1, 2, 3, 4, 5]
        XCTAssertEqual(clipper.clip(vertices: &vertices, indices: &indices, width: 100, height: 80), 1)
        XCTAssertEqual(indices, [3, 4, 5], "the far triangle is gone, the near one kept")
    }
}
