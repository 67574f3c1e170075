import XCTest

@testable import TesseraSDL

/// The backdrop's box passes may skip the cells no one reads: the cells that are read must come
/// out as a whole-grid blur gives them.
final class ColorBoxBlurTests: XCTestCase {
    func testNeededCellsMatchTheWholeGridBlur() {
        let (w, h) = (57, 41)
        var state: UInt64 = 99
        var cells = [SIMD4<Float>](repeating: .zero, count: w * h)
        for i in cells.indices {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let a = Float(state >> 40) / Float(1 << 24)
            cells[i] = SIMD4(a * 0.2, a * 0.9, a * Float(i % 7) / 7, a)
        }
        var whole = cells, part = cells
        var blur = ColorBoxBlur()
        blur.blur(&whole, width: w, height: h, sigma: 2.5)
        for needed in [(x: 9..<40, y: 8..<30), (x: 0..<5, y: 36..<41), (x: 20..<21, y: 0..<41)] {
            part = cells
            blur.blur(&part, width: w, height: h, sigma: 2.5, needed: needed)
            for y in needed.y {
                for x in needed.x {
                    let difference: SIMD4<Float> = part[y * w + x] - whole[y * w + x]
                    let largest: Float = max(abs(difference.x), abs(difference.y), abs(difference.z), abs(difference.w))
                    XCTAssertLessThan(largest, 1e-5, "cell (\(x), \(y))")
                }
            }
        }
    }
}
