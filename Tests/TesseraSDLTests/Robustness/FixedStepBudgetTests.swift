import Foundation
import TesseraSDL
import XCTest

/// A window host's fixed-step updates under hostile rates and frame times: one frame runs a
/// bounded number of updates, whatever the numbers.
final class FixedStepBudgetTests: HostTestCase {
    func testAHugeUpdateRateRunsABoundedNumberOfUpdatesInAFrame() throws {
        let host = try makeHost { $0.updateRate = 1e308 }
        try host.runFrame(elapsed: 0.25)
        XCTAssertLessThanOrEqual(host.counters.updates, FixedStepClock.maximumStepsPerAdvance)
        XCTAssertEqual(host.state.ticks, host.counters.updates)
    }

    func testAHugeMaximumFrameTimeRunsABoundedNumberOfUpdatesInAFrame() throws {
        let host = try makeHost { $0.maximumFrameTime = 1e308 }
        try host.runFrame(elapsed: 1e308)
        XCTAssertLessThanOrEqual(host.counters.updates, FixedStepClock.maximumStepsPerAdvance)
        try host.runFrame(elapsed: 1.0 / 60)
        XCTAssertLessThanOrEqual(host.counters.updates, FixedStepClock.maximumStepsPerAdvance + 1, "the time past the budget is dropped")
    }

    func testAClockOfHostileRatesKeepsFiniteStepsAndABoundedCount() {
        for rate in [1e308, .leastNonzeroMagnitude, 1e-300, .nan, -.infinity] {
            var clock = FixedStepClock(rate: rate, maximumElapsed: 1e308)
            let steps = clock.advance(by: 1e300)
            XCTAssertTrue(clock.step.isFinite && clock.step > 0, "rate \(rate): step \(clock.step)")
            XCTAssertLessThanOrEqual(steps, FixedStepClock.maximumStepsPerAdvance, "rate \(rate)")
            XCTAssertTrue(clock.interpolation.isFinite, "rate \(rate)")
        }
    }
}
