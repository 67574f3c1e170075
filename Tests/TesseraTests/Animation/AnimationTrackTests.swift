import Foundation
import XCTest

@testable import Tessera

/// Retargeting a running animation: value and velocity stay continuous.
final class AnimationTrackTests: XCTestCase {
    private func assertContinuous(
        first: Animation, second: Animation, file: StaticString = #filePath, line: UInt = #line
    ) {
        var track = AnimationTrack(target: 0.0)
        track.retarget(to: 100, animation: first, at: 0)
        let before = track.sample(at: 0.2)
        track.retarget(to: -50, animation: second, at: 0.2)
        let after = track.sample(at: 0.2)
        XCTAssertEqual(after.value, before.value, accuracy: 1e-9, "value", file: file, line: line)
        XCTAssertEqual(after.velocity, before.velocity, accuracy: 1e-6, "velocity", file: file, line: line)
        XCTAssertGreaterThan(abs(before.velocity), 1, "was moving", file: file, line: line)
        // Just after, the motion goes on smoothly from there.
        let next = track.sample(at: 0.2 + 1e-4)
        XCTAssertEqual(next.value, after.value + after.velocity * 1e-4, accuracy: 1e-3, file: file, line: line)
        var done = track
        XCTAssertEqual(done.presented(at: 20), -50)
        XCTAssertFalse(done.isAnimating)
    }

    func testInterruptedSpringKeepsValueAndMomentum() {
        assertContinuous(first: .spring(response: 0.5, dampingFraction: 0.6), second: .bouncy)
    }

    func testInterruptedCurveAddsOnAndStaysContinuous() {
        assertContinuous(first: .easeInOut(duration: 1), second: .easeInOut(duration: 1))
        assertContinuous(first: .easeInOut(duration: 1), second: .spring)
        // (An ease-in starts at rest; an ease-out starts moving, so its start adds velocity.)
        assertContinuous(first: .spring, second: .easeIn(duration: 0.5))
    }

    func testUnanimatedChangeJumps() {
        var track = AnimationTrack(target: 0.0)
        track.retarget(to: 100, animation: .linear(duration: 1), at: 0)
        track.retarget(to: 7, animation: nil, at: 0.5)
        XCTAssertEqual(track.presented(at: 0.5), 7)
        XCTAssertFalse(track.isAnimating)
    }

    func testRetargetingEveryFrameStaysBounded() {
        var track = AnimationTrack(target: 0.0)
        for frame in 0..<10_000 {
            track.retarget(to: Double(frame % 7), animation: .easeIn(duration: 10), at: Double(frame) / 60)
            XCTAssertTrue(track.presented(at: Double(frame) / 60).isFinite)
        }
        var end = track
        XCTAssertEqual(end.presented(at: 10_000), Double(9_999 % 7))
    }

    func testPairsAndVectorsAnimateComponentWise() {
        let a = Animation.linear(duration: 1)
        let from = AnimatablePair(CGFloat(0), AnimatablePair(2.0, Float(4)))
        let to = AnimatablePair(CGFloat(10), AnimatablePair(4.0, Float(0)))
        let half = a.value(from: from, to: to, at: 0.5)
        XCTAssertEqual(half.first, 5)
        XCTAssertEqual(half.second.first, 3)
        XCTAssertEqual(half.second.second, 2)
        XCTAssertEqual((to - from).magnitudeSquared, 100 + 4 + 16)
        XCTAssertEqual(EmptyAnimatableData() + .zero, EmptyAnimatableData())
    }
}
