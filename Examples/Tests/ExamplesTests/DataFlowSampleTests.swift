import DataFlowSamples
import Foundation
import TesseraSDL
import XCTest

/// The two data-flow samples, driven as a player would (Tab to a control, Return to press it)
/// on the host's clock, and compared with reviewed golden images.
final class DataFlowSampleTests: XCTestCase {
    private let size = CGSize(width: 420, height: 360)

    private func key(_ key: Key, on host: HeadlessHost) {
        host.handle(InputEvent(.keyDown(key)))
        host.handle(InputEvent(.keyUp(key)))
    }

    func testTheReactorChargesBoostsAndCountsDownOnTheHostsClock() throws {
        let host = try HeadlessHost()
        _ = try host.render(ReactorView(), size: size)
        key(.tab, on: host)  // the charge button
        for _ in 0..<3 {
            key(.return, on: host)
            _ = try host.render(ReactorView(), size: size)
        }
        key(.tab, on: host)  // the boost toggle
        key(.return, on: host)
        _ = try host.render(ReactorView(), size: size)
        key(.tab, on: host)  // round again to the charge button
        key(.return, on: host)  // boosted: +5
        // 2.5 s on the host's clock: the countdown's timer fires twice.
        for _ in 0..<10 {
            host.advanceTime(by: 0.25)
            _ = try host.render(ReactorView(), size: size)
        }
        let frame = try host.render(ReactorView(), size: size)
        try assertMatchesGolden(frame, named: "reactor")
    }

    func testTheQuizScoresAnswersKeepsItsStreakAndEndsItOnAWrongAnswer() throws {
        let host = try HeadlessHost()
        _ = try host.render(QuizView(), size: size)
        key(.tab, on: host)
        key(.tab, on: host)  // "HStack", right
        key(.return, on: host)
        _ = try host.render(QuizView(), size: size)
        key(.upArrow, on: host)  // "@State", right
        key(.return, on: host)
        _ = try host.render(QuizView(), size: size)
        key(.return, on: host)  // "@StateObject", wrong: the streak ends
        _ = try host.render(QuizView(), size: size)
        let frame = try host.render(QuizView(), size: size)
        try assertMatchesGolden(frame, named: "quiz")
    }
}
