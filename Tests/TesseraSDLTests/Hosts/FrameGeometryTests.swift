import Foundation
import TesseraCSDL2
import TesseraSDL
import XCTest

/// `FrameGeometry`: the points and pixels a frame is laid out and drawn in.
final class FrameGeometryTests: HostTestCase {
    func testFrameGeometryRejectsEmptyAndNonFiniteSizes() {
        XCTAssertNil(FrameGeometry(windowSize: .zero, drawableSize: .zero))
        XCTAssertNil(FrameGeometry(windowSize: CGSize(width: 100, height: 0), drawableSize: CGSize(width: 100, height: 50)))
        XCTAssertNil(FrameGeometry(windowSize: CGSize(width: 100, height: 50), drawableSize: CGSize(width: 0, height: 0)))
        XCTAssertNil(FrameGeometry(windowSize: CGSize(width: -1, height: 50), drawableSize: CGSize(width: 100, height: 50)))
        XCTAssertNil(FrameGeometry(windowSize: CGSize(width: CGFloat.nan, height: 50), drawableSize: CGSize(width: 100, height: 50)))
        XCTAssertNil(FrameGeometry(points: CGSize(width: 10, height: 10), scale: 0))
        XCTAssertNil(FrameGeometry(points: CGSize(width: 10, height: 10), scale: .infinity))

        let hiDPI = FrameGeometry(windowSize: CGSize(width: 640, height: 360), drawableSize: CGSize(width: 1280, height: 720))
        XCTAssertEqual(hiDPI?.displayScale, 2, "displayScale is drawable size / window size")
        XCTAssertEqual(hiDPI?.points, CGSize(width: 640, height: 360))
        XCTAssertEqual(
            FrameGeometry(points: CGSize(width: 100.5, height: 20), scale: 2)?.pixels,
            CGSize(width: 201, height: 40))
    }
}
