import XCTest

@testable import TesseraSDL

/// Wide shadows are blurred on a reduced grid (`ShadowBlur.blurReduced`): the result must match a
/// full-resolution blur to within a level, so the speed-up is invisible.
final class ShadowBlurTests: XCTestCase {
    /// A `size × size` plane holding an opaque `square × square` block in its centre.
    private func plane(size: Int, square: Int) -> [Float] {
        var alpha = [Float](repeating: 0, count: size * size)
        let lo = (size - square) / 2
        for y in lo..<(lo + square) { for x in lo..<(lo + square) { alpha[y * size + x] = 255 } }
        return alpha
    }

    func testNarrowBlursAreNotReduced() {
        XCTAssertEqual(ShadowBlur.reduction(sigma: 31), 1)
        XCTAssertEqual(ShadowBlur.reduction(sigma: 117), 7, "a radius-234 shadow blurs on a grid 7× smaller")
        XCTAssertEqual(ShadowBlur.reduction(sigma: 1e9), 64, "the reduction is capped")
    }

    func testReducedBlurMatchesTheFullResolutionBlurWithinALevel() {
        for sigma: Float in [32, 47, 80] {
            let size = 64 + Int(sigma * 6)
            var full = plane(size: size, square: 60), reduced = full
            ShadowBlur.blur(&full, width: size, height: size, sigma: sigma)
            ShadowBlur.blurReduced(&reduced, width: size, height: size, sigma: sigma)
            let worst = zip(full, reduced).map { abs($0 - $1) }.max() ?? .infinity
            XCTAssertLessThan(worst, 1, "σ = \(sigma): at most \(worst) levels apart")
        }
    }
}
