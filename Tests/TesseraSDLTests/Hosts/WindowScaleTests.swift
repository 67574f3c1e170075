import Foundation
import Tessera
import XCTest

@testable import TesseraSDL

/// `WindowConfiguration.windowScale` / `WindowHost.windowScale`: any value outside 1...4 (NaN,
/// ±∞, 0, negative, huge) becomes a usable scale, and pointer positions come back in points.
final class WindowScaleTests: XCTestCase {
    func testHostileWindowScalesBecomeUsableOnes() {
        for bad: CGFloat in [.nan, .infinity, -.infinity, 0, -2, 0.5] {
            XCTAssertEqual(WindowHost<Int, EmptyView>.sanitizedScale(bad), 1, "\(bad)")
        }
        XCTAssertEqual(WindowHost<Int, EmptyView>.sanitizedScale(1e300), 4, "capped")
        XCTAssertEqual(WindowHost<Int, EmptyView>.sanitizedScale(2), 2)
    }

    func testPointerPositionsAreDividedBackToPointsAndOtherEventsAreUnchanged() {
        let down = InputEvent(.pointerDown(CGPoint(x: 100, y: 50)), timestamp: 0).unscaled(by: 2)
        XCTAssertEqual(down.kind, .pointerDown(CGPoint(x: 50, y: 25)))
        let key = InputEvent(.keyDown(.return), timestamp: 0)
        XCTAssertEqual(key.unscaled(by: 2).kind, key.kind)
    }
}
