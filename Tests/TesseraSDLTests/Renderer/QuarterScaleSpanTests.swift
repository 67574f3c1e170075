import XCTest

@testable import TesseraSDL

/// The ¼-scale upsampling of a panel's inside (`QuarterScaleSpan`) must give exactly the pixels
/// of the per-pixel path it replaces, and the opaque block it reports must be opaque.
final class QuarterScaleSpanTests: XCTestCase {
    /// A deterministic pseudo-random sequence (the same every run).
    private struct Sequence {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        mutating func next(_ bound: UInt64) -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (state >> 33) % bound
        }
    }

    func testFourPixelsMatchTheWeightedMixOfTheirCells() {
        var random = Sequence()
        let opaque = QuarterScaleSpan.opaqueMixedAlpha << 48
        var out = [UInt32](repeating: 0, count: 4)
        for _ in 0..<500 {
            // Premultiplied colour lanes ≤ alpha (opaque: ≤ 255 × 8).
            let m0 = random.next(2041) | random.next(2041) << 16 | random.next(2041) << 32 | opaque
            let m1 = random.next(2041) | random.next(2041) << 16 | random.next(2041) << 32 | opaque
            out.withUnsafeMutableBufferPointer { QuarterScaleSpan.writeOpaqueFour(m0, m1, to: $0.baseAddress!, at: 0) }
            for (i, w) in [UInt64(1), 3, 5, 7].enumerated() {
                XCTAssertEqual(out[i], QuarterScaleSpan.pack(m0 &* (8 - w) &+ m1 &* w), "pixel \(i)")
            }
        }
    }

    func testCoveredRunIsTheFullyCoveredRunThroughTheMiddle() {
        let row: [UInt8] = [0, 40] + Array(repeating: 255, count: 37) + [254] + Array(repeating: 255, count: 3) + [10, 0]
        row.withUnsafeBufferPointer { c in
            XCTAssertEqual(QuarterScaleSpan.coveredRun(c, start: 0, count: row.count), 2..<39)
        }
        let middleMissing: [UInt8] = [255, 255, 0, 255, 255]
        middleMissing.withUnsafeBufferPointer { m in
            XCTAssertTrue(QuarterScaleSpan.coveredRun(m, start: 0, count: 5).isEmpty)
        }
        // A row further into a mask (the second of two 20-pixel rows).
        let mask: [UInt8] = Array(repeating: 7, count: 20) + Array(repeating: 255, count: 20)
        mask.withUnsafeBufferPointer { c in
            XCTAssertEqual(QuarterScaleSpan.coveredRun(c, start: 20, count: 20), 0..<20)
        }
    }

    /// A busy 240 × 180 scene blurred at ¼ scale and composed through an octagon (a panel with
    /// cut corners): the spans path and the per-pixel path agree on every pixel.
    func testComposedPanelIsTheSameWithAndWithoutSpans() throws {
        let (w, h) = (240, 180)
        var random = Sequence()
        var pixels = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let checker: UInt32 = (x / 9 + y / 7) % 2 == 0 ? 0x30 : 0xC0
                pixels[y * w + x] = 0xFF00_0000 | checker << 16 | UInt32(random.next(256)) << 8 | UInt32((x * 3) & 0xFF)
            }
        }
        var blur = BackdropBlur()
        blur.blur(pixels, x: 0, y: 0, w: w, h: h, sigma: 10)
        XCTAssertEqual(blur.factor, 4)
        let (rx, ry, rw, rh) = (37, 29, 161, 113)
        let octagon: [SIMD2<Float>] = [
            SIMD2(50, 29.5), SIMD2(185, 29.5), SIMD2(197.5, 42), SIMD2(197.5, 129), SIMD2(185, 141.5), SIMD2(50, 141.5),
            SIMD2(37.5, 129), SIMD2(37.5, 42),
        ]
        let coverage = CoverageRasterizer.fill([octagon], originX: rx, originY: ry, width: rw, height: rh)
        func compose(_ b: inout BackdropBlur) -> [UInt32] {
            b.composed(
                x: rx, y: ry, w: rw, h: rh, coverage: coverage, saturation: 1.4, tint: SIMD4(0.1, 0.1, 0.12, 0.3), opacity: 1)
        }
        let fast = compose(&blur)
        let runs = try XCTUnwrap(blur.opaqueRuns, "the ¼-scale spans ran")
        blur.quarterSpans = false
        let perPixel = compose(&blur)
        XCTAssertNil(blur.opaqueRuns)
        XCTAssertEqual(fast, perPixel, "the same pixels")

        let block = try XCTUnwrap(OpaqueInterior.find(runs: runs))
        let scanned = try XCTUnwrap(OpaqueInterior.find(in: perPixel, width: rw, height: rh))
        for y in block.y..<(block.y + block.height) {
            for x in block.x..<(block.x + block.width) { XCTAssertEqual(fast[y * rw + x] >> 24, 255, "(\(x), \(y)) is opaque") }
        }
        // Whole groups of four: at most 3 pixels narrower on either side than the scanned block.
        XCTAssertGreaterThanOrEqual(block.width, scanned.width - 6)
        XCTAssertGreaterThanOrEqual(block.height, scanned.height - 2)
    }
}
