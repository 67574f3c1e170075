import Foundation
import TesseraCSDL2
import TesseraSDL
import XCTest

/// `FixedStepClock`: whole steps of simulated time, stalls clamped.
final class FixedStepClockTests: HostTestCase {
    func testFixedStepClockCountsStepsAndClampsStalls() {
        var clock = FixedStepClock(rate: 60, maximumElapsed: 0.25)
        XCTAssertEqual(clock.advance(by: 0.5), 15, "0.5 s in one frame is clamped to 0.25 s")
        XCTAssertEqual(clock.droppedTime, 0.25, accuracy: 1e-12)

        var steady = FixedStepClock(rate: 60)
        var steps = 0
        for _ in 0..<30 { steps += steady.advance(by: 1.0 / 60) }
        XCTAssertEqual(steps, 30, "30 frames of 1/60 s are 30 steps, rounding notwithstanding")
        for _ in 0..<60 { steps += steady.advance(by: 1.0 / 120) }
        XCTAssertEqual(steps, 60, "120 Hz frames give a step every second frame")
        XCTAssertEqual(steady.totalSteps, 60)

        var odd = FixedStepClock(rate: 60)
        XCTAssertEqual(odd.advance(by: -1), 0)
        XCTAssertEqual(odd.advance(by: .nan), 0)
        XCTAssertEqual(odd.advance(by: .infinity), 15, "an infinite stall is clamped, not caught up")
        XCTAssertEqual(FixedStepClock(rate: 0).step, 1.0 / 60, "a rate of 0 falls back to 60 Hz")
    }
}
