import Foundation
import TesseraCSDL2
import TesseraSDL
import XCTest

/// The backdrop blur's quality in numbers (software renderer): smooth, stable under motion,
/// colour-preserving and isotropic. Each uses a neutral material (no tint, saturation 1).
final class BackdropQualityTests: FixtureTestCase {
    private func list(_ rect: CGRect, radius: CGFloat = 16, size: CGSize) -> DisplayList {
        var list = DisplayList()
        list.pixelSize = size
        list.operations = [.backdrop(BackdropEffect(shape: .rect(rect), blurRadius: radius, tint: .clear, saturation: 1))]
        return list
    }

    private func fill(_ renderer: OpaquePointer, _ x: Int, _ y: Int, _ w: Int, _ h: Int, _ v: (UInt8, UInt8, UInt8)) {
        SDL_SetRenderDrawColor(renderer, v.0, v.1, v.2, 255)
        var r = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(w), h: Int32(h))
        SDL_RenderFillRect(renderer, &r)
    }

    /// A 1-pixel white line under the panel, at every offset within a reduced-resolution cell:
    /// neighbouring pixels of the blurred result differ by at most 2 levels (no blocks).
    func testMovingOnePixelLineBlursSmoothly() throws {
        let rig = try SceneRig(width: 160, height: 60, assets: assets)
        var worst = 0, peaks: [Int] = []
        for x in 76..<84 {
            let image = try rig.renderOverScene(list(CGRect(x: 10, y: 10, width: 140, height: 40), size: CGSize(width: 160, height: 60))) {
                self.fill($0, x, 0, 1, 60, (255, 255, 255))
            }
            var peak = 0
            for px in 10..<149 {
                worst = max(worst, abs(Int(image[px + 1, 30].g) - Int(image[px, 30].g)))
                peak = max(peak, Int(image[px, 30].g))
            }
            peaks.append(peak)
        }
        XCTAssertLessThanOrEqual(worst, 2, "largest step between neighbouring pixels")
        // The line's energy stays the same wherever it is (peak varies by at most 2 levels).
        XCTAssertLessThanOrEqual(peaks.max()! - peaks.min()!, 2, "peaks \(peaks)")
        XCTAssertGreaterThan(peaks.min()!, 6, "the line shows through")
    }

    /// The busy scene moved by one pixel changes the blurred panel by at most 6 levels per pixel
    /// and 2 on average (the unblurred scene changes by up to 255).
    func testOnePixelSceneMoveDoesNotShimmer() throws {
        let rig = try SceneRig(width: 320, height: 200, assets: assets)
        let panel = list(CGRect(x: 40, y: 40, width: 240, height: 120), radius: 20, size: CGSize(width: 320, height: 200))
        let a = try rig.renderOverScene(panel, shift: 0)
        let b = try rig.renderOverScene(panel, shift: 1)
        var worst = 0, total = 0, count = 0
        for y in 40..<160 {
            for x in 40..<280 {
                let d = max(
                    abs(Int(a[x, y].r) - Int(b[x, y].r)), abs(Int(a[x, y].g) - Int(b[x, y].g)), abs(Int(a[x, y].b) - Int(b[x, y].b)))
                worst = max(worst, d); total += d; count += 1
            }
        }
        XCTAssertLessThanOrEqual(worst, 6, "largest frame-to-frame change")
        XCTAssertLessThanOrEqual(Double(total) / Double(count), 2, "mean frame-to-frame change")
        XCTAssertEqual(rig.renderer.lastFrame.blurPasses, 6, "a moving scene re-blurs")
    }

    /// A flat field blurred stays the field: mean and every pixel within 1/255, panel touching
    /// the canvas edge included (no dark or bright fringe).
    func testFlatFieldKeepsItsColourToTheEdge() throws {
        let rig = try SceneRig(width: 120, height: 80, assets: assets)
        for rect in [CGRect(x: 20, y: 20, width: 80, height: 40), CGRect(x: 0, y: 0, width: 120, height: 30)] {
            let image = try rig.renderOverScene(list(rect, radius: 24, size: CGSize(width: 120, height: 80))) {
                self.fill($0, 0, 0, 120, 80, (200, 100, 50))
            }
            var sum = SIMD3<Double>(repeating: 0), n = 0.0, worst = 0
            for y in Int(rect.minY)..<Int(rect.maxY) {
                for x in Int(rect.minX)..<Int(rect.maxX) {
                    let p = image[x, y]
                    sum += SIMD3(Double(p.r), Double(p.g), Double(p.b)); n += 1
                    worst = max(worst, abs(Int(p.r) - 200), abs(Int(p.g) - 100), abs(Int(p.b) - 50))
                }
            }
            let mean = sum / n
            XCTAssertEqual(mean.x, 200, accuracy: 1); XCTAssertEqual(mean.y, 100, accuracy: 1); XCTAssertEqual(mean.z, 50, accuracy: 1)
            XCTAssertLessThanOrEqual(worst, 1, "\(rect)")
        }
    }

    /// A bright 2×2 point centred on a reduced-resolution cell blurs into a symmetric spot: the
    /// horizontal and vertical profiles agree, and each is mirror-symmetric, within 1 level.
    func testBlurOfAPointIsSymmetric() throws {
        let rig = try SceneRig(width: 132, height: 132, assets: assets)
        let image = try rig.renderOverScene(
            list(CGRect(x: 0, y: 0, width: 132, height: 132), radius: 16, size: CGSize(width: 132, height: 132))
        ) {
            self.fill($0, 65, 65, 2, 2, (255, 255, 255))
        }
        // The 2×2 point covers pixels 65 and 66: its centre is x = y = 66.0.
        var worst = 0
        for d in 0..<30 {
            let right = Int(image[66 + d, 66].g), left = Int(image[65 - d, 66].g)
            let down = Int(image[66, 66 + d].g), up = Int(image[66, 65 - d].g)
            worst = max(worst, abs(right - left), abs(down - up), abs(right - down))
        }
        XCTAssertLessThanOrEqual(worst, 1)
        XCTAssertGreaterThan(Int(image[66, 66].g), Int(image[76, 66].g), "a peak that falls off")
        XCTAssertGreaterThan(Int(image[76, 66].g), 0)
    }
}
