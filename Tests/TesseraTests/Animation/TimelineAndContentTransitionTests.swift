import Foundation
import XCTest

@testable import Tessera

/// `TimelineView` schedules on the animation clock, and `.contentTransition(.numericText())`.
final class TimelineAndContentTransitionTests: XCTestCase {
    private let size = CGSize(width: 200, height: 100)

    func testAnimationTimelineRebuildsEveryFrameInsideAReusableParent() {
        let graph = ViewGraph()
        var widths: [CGFloat] = []
        for _ in 0..<5 {
            graph.update(Clocked(schedule: .animation), size: size)
            widths.append(graph.frame(of: "clock")!.width)
            graph.advanceAnimationTime(by: 0.25)
        }
        XCTAssertEqual(widths, [10, 12.5, 15, 17.5, 20])
        XCTAssertTrue(graph.isAnimating, "a running timeline keeps the frame dirty")
    }

    func testPeriodicAndThrottledSchedulesStepAtTheirEntries() {
        let periodic = ViewGraph(), throttled = ViewGraph(), paused = ViewGraph()
        var seen: [[CGFloat]] = [[], [], []]
        for _ in 0..<6 {
            periodic.update(Clocked(schedule: .periodic(from: TimelineClock.date(at: 0.1), by: 0.5)), size: size)
            throttled.update(Clocked(schedule: .animation(minimumInterval: 0.4)), size: size)
            paused.update(Clocked(schedule: .animation(minimumInterval: nil, paused: true)), size: size)
            seen[0].append(periodic.frame(of: "clock")!.width)
            seen[1].append(throttled.frame(of: "clock")!.width)
            seen[2].append(paused.frame(of: "clock")!.width)
            for graph in [periodic, throttled, paused] { graph.advanceAnimationTime(by: 0.25) }
        }
        // Times 0, .25, .5, .75, 1, 1.25 → the last entry 0.1 + 0.5k (−0.4 before the start).
        // Entries are real dates, so their clock times carry the rounding of dates' magnitude.
        for (width, expected) in zip(seen[0], [6, 11, 11, 16, 16, 21] as [CGFloat]) { XCTAssertEqual(width, expected, accuracy: 1e-4) }
        // The last multiple of 0.4 s since the clock started.
        for (width, expected) in zip(seen[1], [10, 10, 14, 14, 18, 22] as [CGFloat]) { XCTAssertEqual(width, expected, accuracy: 1e-4) }
        XCTAssertEqual(seen[2], [10, 10, 10, 10, 10, 10], "a paused timeline keeps its content")
        XCTAssertFalse(paused.isAnimating, "and does not keep the frame dirty")
        XCTAssertTrue(periodic.isAnimating)
    }

    func testTimelineDatesAreRealDatesMovingWithTheClock() {
        final class Seen { var dates: [Date] = [], times: [Double] = [] }
        let seen = Seen()
        struct Clock: View {
            let seen: Seen
            let schedule: PeriodicTimelineSchedule?
            var body: some View {
                if let schedule {
                    TimelineView(schedule) { context in
                        let _ = seen.dates.append(context.date)
                        Color.red
                    }
                } else {
                    TimelineView(.animation) { context in
                        let _ = (seen.dates.append(context.date), seen.times.append(context.time))
                        Color.red
                    }
                }
            }
        }
        let graph = ViewGraph()
        graph.animationTime = 3
        graph.update(Clock(seen: seen, schedule: nil), size: size)
        graph.advanceAnimationTime(by: 0.5)
        graph.update(Clock(seen: seen, schedule: nil), size: size)
        // A game compares `context.date` with `Date()`, as SwiftUI code does: the date is today's.
        XCTAssertLessThan(abs(seen.dates[0].timeIntervalSinceNow), 60 * 60)
        XCTAssertEqual(seen.dates[1].timeIntervalSince(seen.dates[0]), 0.5, accuracy: 1e-6)
        XCTAssertEqual(seen.times, [3, 3.5], "the clock's own seconds, exactly")

        // A periodic schedule from now, as a countdown writes it, ticks from now on.
        seen.dates = []
        let start = TimelineClock.date(at: graph.animationTime)
        let countdown = ViewGraph()
        countdown.animationTime = graph.animationTime
        for _ in 0..<3 {
            countdown.update(Clock(seen: seen, schedule: .periodic(from: start, by: 1)), size: size)
            countdown.advanceAnimationTime(by: 0.6)
        }
        XCTAssertEqual(seen.dates.map { ($0.timeIntervalSince(start) * 10).rounded() / 10 }, [0, 0, 1])
    }

    /// The glyphs of the score's text: (scalar, y) in drawing order.
    private func glyphs(_ list: DisplayList) -> [(Character, Float)] {
        textRuns(list).flatMap { run in list.glyphs[run.glyphs].map { (Character($0.scalar), $0.y) } }
    }

    func testNumericTextRollsTheChangedDigits() {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        let still = graph.update(Score(value: 19), size: size)
        let baseline = glyphs(still)[0].1
        withAnimation(.linear(duration: 1)) {}
        graph.update(Score(value: 20), size: size)
        graph.advanceAnimationTime(by: 0.5)
        let rolling = graph.update(Score(value: 20), size: size)
        let travel = Float(graph.frame(of: "score")!.height)
        let drawn = glyphs(rolling)
        XCTAssertEqual(drawn.map(\.0), ["2", "0", "1", "9"], "the new digits, then the old ones leaving")
        for (c, y) in drawn where c == "2" || c == "0" { XCTAssertEqual(y, baseline + travel / 2, "\(c) comes in from below") }
        for (c, y) in drawn where c == "1" || c == "9" { XCTAssertEqual(y, baseline - travel / 2, "\(c) leaves upwards") }
        XCTAssertTrue(rolling.operations.contains { if case .pushClip(.rect, _) = $0 { true } else { false } }, "clipped to the text")

        // Only changed characters roll: 20 → 21 keeps the 2.
        graph.advanceAnimationTime(by: 1)
        graph.update(Score(value: 20), size: size)
        withAnimation(.linear(duration: 1).repeatForever()) {}
        graph.update(Score(value: 21), size: size)
        graph.advanceAnimationTime(by: 0.25)
        let next = glyphs(graph.update(Score(value: 21), size: size))
        XCTAssertEqual(next.map(\.0), ["2", "1", "0"])
        XCTAssertEqual(next[0].1, baseline)
        XCTAssertEqual(next[1].1, baseline + travel * 0.75)

        // A roll ends (even with repeatForever), then the text is plain again.
        graph.advanceAnimationTime(by: 1)
        graph.update(Score(value: 21), size: size)
        let settled = graph.update(Score(value: 21), size: size)
        XCTAssertEqual(glyphs(settled).map(\.0), ["2", "1"])
        XCTAssertFalse(settled.operations.contains { if case .pushClip = $0 { true } else { false } })
        XCTAssertFalse(graph.isAnimating)
    }

    func testNumericTextCountsDownByValue() {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        let baseline = glyphs(graph.update(Score(value: 5, byValue: true), size: size))[0].1
        withAnimation(.linear(duration: 1)) {}
        graph.update(Score(value: 4, byValue: true), size: size)
        graph.advanceAnimationTime(by: 0.5)
        let travel = Float(graph.frame(of: "score")!.height)
        let drawn = glyphs(graph.update(Score(value: 4, byValue: true), size: size))
        XCTAssertEqual(drawn.map(\.0), ["4", "5"])
        XCTAssertEqual(drawn[0].1, baseline - travel / 2, "a falling value comes in from above")
        XCTAssertEqual(drawn[1].1, baseline + travel / 2)
    }

    func testAnUnanimatedChangeDoesNotRoll() {
        let graph = ViewGraph()
        graph.update(Score(value: 1), size: size)
        let list = graph.update(Score(value: 2), size: size)
        XCTAssertEqual(glyphs(list).map(\.0), ["2"])
        XCTAssertFalse(graph.isAnimating)
    }
}

private struct Clocked<S: TimelineSchedule>: View {
    let schedule: S
    var body: some View {
        VStack {
            Color.blue.frame(width: 5, height: 5)
            TimelineView(schedule) { context in
                Color.red.frame(width: 10 + context.time * 10, height: 10).accessibilityIdentifier("clock")
            }
        }
    }
}

private struct Score: View {
    var value: Int
    var byValue = false
    var body: some View {
        Text("\(value)").accessibilityIdentifier("score")
            .contentTransition(byValue ? .numericText(value: Double(value)) : .numericText())
    }
}
