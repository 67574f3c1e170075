import XCTest

@testable import TesseraSDL

/// `BackdropBlur.shadeCell` works on scalar floats and rounds down without Swift's checked
/// conversion: it must give exactly what the SIMD arithmetic with checked conversions gives.
final class BackdropShadeTests: XCTestCase {
    /// The shading on SIMD4 cells, with checked conversions (the code it replaced): the reference,
    /// packed as `shadeCell` packs (blue, green, red, alpha in 16-bit lanes).
    private func reference(_ cell: SIMD4<Float>, saturation: Float, tint: SIMD4<Float>) -> UInt64 {
        func clamp(_ v: Float, _ upper: Float) -> Float { Swift.min(Swift.max(v, 0), upper) }
        var p = cell
        if saturation != 1 {
            let l = (p * SIMD4<Float>(0.2126, 0.7152, 0.0722, 0)).sum()
            let lum = SIMD4(l, l, l, p.w)
            p = lum + (p - lum) * saturation
            p = SIMD4(clamp(p.x, p.w), clamp(p.y, p.w), clamp(p.z, p.w), clamp(p.w, p.w))
        }
        p = tint + p * (1 - tint.w)
        let v = p * 255 + 0.5
        let c = SIMD4(UInt64(clamp(v.x, 255)), UInt64(clamp(v.y, 255)), UInt64(clamp(v.z, 255)), UInt64(clamp(v.w, 255)))
        return c.z | c.y << 16 | c.x << 32 | c.w << 48
    }

    func testShadedCellsMatchLaneByLaneShading() {
        var state: UInt64 = 12345
        func unit() -> Float {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Float(state >> 40) / Float(1 << 24)
        }
        let tints: [SIMD4<Float>] = [.zero, SIMD4(0.06, 0.06, 0.07, 0.55), SIMD4(0.6, 0.6, 0.6, 0.6), SIMD4(0.5, 0.1, 0.2, 1)]
        for saturation: Float in [1, 1.8, 0.4, 3] {
            for tint in tints {
                for _ in 0..<2000 {
                    let a = unit()
                    let cell = SIMD4(unit() * a, unit() * a, unit() * a, a)
                    XCTAssertEqual(
                        BackdropBlur.shadeCell(cell, saturation: saturation, tint: tint),
                        reference(cell, saturation: saturation, tint: tint),
                        "cell \(cell), saturation \(saturation), tint \(tint)")
                }
                // Exact levels (n / 255, where rounding ties sit) and the ends.
                for n in 0...255 {
                    let v = Float(n) / 255
                    for cell in [SIMD4<Float>(v, v, v, 1), SIMD4(0, v, 1, 1), SIMD4(v, 0, 0, v)] {
                        XCTAssertEqual(
                            BackdropBlur.shadeCell(cell, saturation: saturation, tint: tint),
                            reference(cell, saturation: saturation, tint: tint))
                    }
                }
            }
        }
    }
}
