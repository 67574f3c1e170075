import Foundation
import XCTest

@testable import Tessera

/// Animation curves, the animation clock and timelines fed finite but extreme numbers: every
/// value they hand a view, the game or the frame is finite, and removing many views costs work
/// in proportion to their number.
final class AnimationRobustnessTests: XCTestCase {
    private let size = CGSize(width: 200, height: 200)

    private func assertFiniteCurve(
        _ animation: Animation, at times: [Double], _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        for time in times {
            let value = animation.value(from: 0.0, to: 1.0, at: time)
            let velocity = animation.velocity(from: 0.0, to: 1.0, at: time)
            XCTAssertTrue(value.isFinite && velocity.isFinite, "\(message) at \(time): \(value), \(velocity)", file: file, line: line)
        }
    }

    func testATimingCurveWithAHugeControlPointGivesFiniteValues() {
        let times = [0, 1e-9, 0.1, 0.25, 0.5, 0.75, 0.999, 1]
        assertFiniteCurve(.timingCurve(0, 1e308, 1, 1, duration: 1), at: times, "timingCurve(0, 1e308, 1, 1)")
        assertFiniteCurve(.timingCurve(0.5, -1e308, 0.5, 1e308, duration: 1), at: times, "timingCurve(0.5, -1e308, 0.5, 1e308)")
    }

    func testATinySpringChangedTwiceAtOneInstantCarriesAFiniteVelocity() {
        var track = AnimationTrack(target: 0.0)
        track.retarget(to: 1, animation: .spring(response: 1e-300), at: 5)
        track.retarget(to: 2, animation: .spring(response: 1e-300), at: 5)
        let now = track.sample(at: 5)
        XCTAssertTrue(now.value.isFinite && now.velocity.isFinite, "\(now)")
        let later = track.presented(at: 6)
        XCTAssertEqual(later, 2, "it settles on the target")
    }

    func testASpringWithAHugeResponseAndNoDampingGivesFiniteValues() {
        assertFiniteCurve(
            .spring(response: 1e308, dampingFraction: 0), at: [0, 1, 1e6, 1e300], "spring(response: 1e308, dampingFraction: 0)")
        assertFiniteCurve(.spring(response: 1e308), at: [0, 1, 1e300], "spring(response: 1e308)")
    }

    /// A game passing its clock in nanoseconds, and durations far below a frame.
    func testRepeatForeverOnAHugeClockOrWithATinyDurationStaysInItsRange() {
        for animation in [
            Animation.linear(duration: 1).repeatForever(), .easeInOut(duration: 0.35).repeatForever(autoreverses: false),
            .spring(response: 0.5).repeatForever(), .linear(duration: 1e-300).repeatForever(), .linear(duration: 5e-324).repeatForever(),
        ] {
            for time in [1.7e18, 1e300, 1, 0.3] {
                let value = animation.value(from: 0.0, to: 1.0, at: time)
                XCTAssertTrue(value.isFinite && value >= -0.1 && value <= 1.1, "\(animation) at \(time): \(value)")
            }
        }
    }

    func testARotationAnimatedAcrossTheWholeDoubleRangeDrawsFiniteFrames() {
        struct Spinner: View {
            let angle: Double
            var body: some View {
                Color.red.frame(width: 10, height: 10).rotationEffect(.radians(angle)).named("spinner")
                    .animation(.linear(duration: 1), value: angle)
            }
        }
        let graph = ViewGraph()
        graph.update(Spinner(angle: -1e308), size: size)
        graph.update(Spinner(angle: 1e308), size: size)
        for _ in 0..<3 {
            graph.advanceAnimationTime(by: 0.4)
            graph.update(Spinner(angle: 1e308), size: size)
            XCTAssertEqual(graph.sanitizedOperations, 0, "\(String(describing: graph.lastNonFiniteOperation))")
        }
    }

    func testATimelineIsHandedFiniteDatesAtAFiniteClock() {
        final class Dates { var seen: [Double] = [] }
        let dates = Dates()
        struct Clock<S: TimelineSchedule>: View {
            let schedule: S
            let dates: Dates
            var body: some View {
                TimelineView(schedule) { context in
                    let _ = dates.seen.append(context.date.timeIntervalSinceReferenceDate)
                    Color.red.frame(width: 10, height: 10)
                }
            }
        }
        for time in [0, 1, 1e9, 1.7e18] {
            let graph = ViewGraph()
            graph.animationTime = time
            graph.update(Clock(schedule: .animation(minimumInterval: 5e-324), dates: dates), size: size)
            graph.update(Clock(schedule: .periodic(from: .distantPast, by: 1e-300), dates: dates), size: size)
            graph.update(Clock(schedule: .periodic(from: .distantFuture, by: 5e-324), dates: dates), size: size)
        }
        XCTAssertEqual(dates.seen.count, 12)
        XCTAssertTrue(dates.seen.allSatisfy(\.isFinite), "\(dates.seen)")
    }

    /// Each step is finite; their sum must stay finite too.
    func testTheAnimationClockStaysFiniteWhenHugeStepsAddUp() {
        let graph = ViewGraph()
        graph.advanceAnimationTime(by: 1e308)
        graph.advanceAnimationTime(by: 1e308)
        XCTAssertTrue(graph.animationTime.isFinite, "\(graph.animationTime)")
        graph.update(Color.red.frame(width: 10, height: 10).animation(.linear, value: 1), size: size)
        XCTAssertEqual(graph.sanitizedOperations, 0)
    }

    /// 10,000 rows, each with `@State` and a transition, removed in one animated change: the
    /// frames of their removal do work in proportion to the rows, not to its square.
    func testRemovingTenThousandViewsWithStateAndATransitionCostsLinearWork() {
        struct Row: View {
            @State private var taps = 0
            var body: some View { Color.red.frame(width: 1, height: 1).opacity(taps == 0 ? 1 : 0.5) }
        }
        struct List: View {
            let count: Int
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(0..<count, id: \.self) { _ in Row().transition(.opacity) }
                }
            }
        }
        let count = 10_000
        let graph = ViewGraph()
        graph.update(List(count: count), size: size)
        withAnimation(.linear(duration: 1)) {}
        graph.update(List(count: 0), size: size)
        XCTAssertEqual(graph.animator.leaving.count, count, "every row leaves through its transition")
        for _ in 0..<2 {
            graph.advanceAnimationTime(by: 0.25)
            graph.update(List(count: 0), size: size)
            XCTAssertLessThanOrEqual(graph.animator.leavingUpkeep, 8 * count, "work in the last pass for the leaving rows")
        }
        graph.advanceAnimationTime(by: 1)
        graph.update(List(count: 0), size: size)
        XCTAssertTrue(graph.animator.leaving.isEmpty)
        XCTAssertTrue(graph.dataFlow.stateSlots.isEmpty, "their state went with them")
    }
}
