import Foundation
import XCTest

@testable import Tessera

/// `KeyframeTimeline` values at given times, for each kind of keyframe.
final class KeyframeTimelineTests: XCTestCase {
    func testLinearKeyframesInterpolateStraightBetweenValues() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10, duration: 1)
            LinearKeyframe(30, duration: 2)
        }
        XCTAssertEqual(timeline.duration, 3)
        XCTAssertEqual(timeline.value(time: -1), 0, "before the start: the initial value")
        XCTAssertEqual(timeline.value(time: 0), 0)
        XCTAssertEqual(timeline.value(time: 0.5), 5)
        XCTAssertEqual(timeline.value(time: 2), 20)
        XCTAssertEqual(timeline.value(time: 5), 30, "after the end: the last value")
        XCTAssertEqual(timeline.value(progress: 0.5), 15)
        XCTAssertEqual(timeline.value(progress: 2), 30, "progress is clamped to 0...1")
    }

    func testALinearKeyframeFollowsItsTimingCurve() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10, duration: 2, timingCurve: .easeIn)
        }
        XCTAssertEqual(timeline.value(time: 1), 10 * UnitCurve.easeIn.value(at: 0.5), accuracy: 1e-12)
        XCTAssertLessThan(timeline.value(time: 1), 5, "ease-in is behind halfway")
        XCTAssertEqual(UnitCurve.circularEaseIn.value(at: 0.6), 0.2, accuracy: 1e-12, "1 − √(1 − 0.36)")
        XCTAssertEqual(UnitCurve.circularEaseOut.value(at: 0.4), 0.8, accuracy: 1e-12)
        XCTAssertEqual(UnitCurve.linear.velocity(at: 0.3), 1)
    }

    func testAdjacentCubicKeyframesFormACatmullRomSpline() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10, duration: 1)
            CubicKeyframe(30, duration: 1)
        }
        // Velocities: 0 at the ends, (30 − 0) / 2 s = 15 at the middle value. Hermite at u = ½:
        // ½·p0 + ⅛·m0 + ½·p1 − ⅛·m1 (durations of 1 s).
        XCTAssertEqual(timeline.value(time: 0.5), 0.5 * 10 - 0.125 * 15, accuracy: 1e-12)
        XCTAssertEqual(timeline.value(time: 1), 10, accuracy: 1e-12, "through the keyframe's value")
        XCTAssertEqual(timeline.value(time: 1.5), 0.5 * 10 + 0.125 * 15 + 0.5 * 30, accuracy: 1e-12)
        XCTAssertEqual(timeline.value(time: 2), 30)
    }

    func testACubicKeyframeUsesTheVelocitiesItIsGiven() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10, duration: 1, startVelocity: 20, endVelocity: 0)
        }
        XCTAssertEqual(timeline.value(time: 0.5), 0.125 * 20 + 0.5 * 10, accuracy: 1e-12)
        // After a linear keyframe, a cubic one starts with its velocity (10 per second here).
        let joined = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10, duration: 1)
            CubicKeyframe(10, duration: 1)
        }
        XCTAssertEqual(joined.value(time: 1.5), 10 + 0.125 * 10, accuracy: 1e-12)
        // A cubic keyframe after one that ends with a given velocity starts with it.
        let handed = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10, duration: 1, endVelocity: 5)
            CubicKeyframe(20, duration: 1)
        }
        XCTAssertEqual(handed.value(time: 1.5), 0.5 * 10 + 0.125 * 5 + 0.5 * 20, accuracy: 1e-12)
    }

    func testASpringKeyframeSpringsTowardItsValue() {
        let spring = Spring(duration: 0.5, bounce: 0)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(10, duration: 0.5, spring: spring)
        }
        // Critically damped, ω = 2π / 0.5: the offset left is (1 + ωt)e^(−ωt).
        let omega = 4 * Double.pi
        XCTAssertEqual(timeline.value(time: 0.25), 10 - 10 * (1 + omega * 0.25) * exp(-omega * 0.25), accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 0.25), Animation.spring(spring).value(from: 0.0, to: 10.0, at: 0.25), accuracy: 1e-9)
        XCTAssertEqual(timeline.duration, 0.5)
        // Without a duration, the spring's settling duration.
        let settling = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(10, spring: .bouncy) }
        XCTAssertEqual(settling.duration, Spring.bouncy.settlingDuration)
        XCTAssertEqual(settling.value(time: settling.duration), 10, accuracy: 0.01)
        XCTAssertEqual(Spring(duration: 0.5, bounce: 0.3).stiffness, 157.91, accuracy: 0.01)
        XCTAssertEqual(Spring(duration: 0.5, bounce: 0.3).damping, 17.59, accuracy: 0.01)
    }

    func testAMoveKeyframeJumps() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10, duration: 1)
            MoveKeyframe(50)
            LinearKeyframe(60, duration: 1)
        }
        XCTAssertEqual(timeline.duration, 2)
        XCTAssertEqual(timeline.value(time: 0.999), 9.99, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 1), 50)
        XCTAssertEqual(timeline.value(time: 1.5), 55)
    }

    func testTracksAnimateTheirOwnProperties() {
        struct Values {
            var x = 0.0
            var angle = Angle.zero
            var label = "kept"
        }
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.x) { LinearKeyframe(10, duration: 1) }
            KeyframeTrack(\.angle) {
                LinearKeyframe(.degrees(90), duration: 2)
            }
        }
        XCTAssertEqual(timeline.duration, 2, "the longest track")
        let halfway = timeline.value(time: 1)
        XCTAssertEqual(halfway.x, 10)
        XCTAssertEqual(halfway.angle.degrees, 45, accuracy: 1e-9)
        XCTAssertEqual(halfway.label, "kept")
        let point = KeyframeTimeline(initialValue: CGPoint.zero) {
            LinearKeyframe(CGPoint(x: 10, y: 20), duration: 1)
        }
        XCTAssertEqual(point.value(time: 0.5), CGPoint(x: 5, y: 10))
    }

    func testBadDurationsAndEmptyTimelinesDoNotCrash() {
        let bad = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10, duration: .nan)
            LinearKeyframe(20, duration: -1)
            CubicKeyframe(25, duration: .infinity)
            LinearKeyframe(30, duration: 1)
        }
        XCTAssertEqual(bad.duration, 1, "keyframes of bad durations jump")
        XCTAssertEqual(bad.value(time: 0), 25)
        XCTAssertEqual(bad.value(time: 0.5), 27.5)
        XCTAssertEqual(bad.value(time: .nan), 0, "NaN time: the initial value")
        XCTAssertEqual(bad.value(time: .infinity), 30)

        let empty = KeyframeTimeline(initialValue: 3.0) {}
        XCTAssertEqual(empty.duration, 0)
        XCTAssertEqual(empty.value(time: 1), 3)
        XCTAssertEqual(empty.value(progress: 0.5), 3)
        let moveOnly = KeyframeTimeline(initialValue: 3.0) { MoveKeyframe(7.0) }
        XCTAssertEqual(moveOnly.duration, 0)
        XCTAssertEqual(moveOnly.value(progress: 1), 7)
        XCTAssertEqual(moveOnly.value(progress: .nan), 3)

        let overflowing = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1e308, duration: 1e-300)
            CubicKeyframe(-1e308, duration: 1e-300)
        }
        XCTAssertTrue(overflowing.value(time: 5e-301).isFinite || overflowing.value(time: 5e-301).isNaN == false)
        XCTAssertEqual(overflowing.value(time: 1), -1e308)
    }

    func testSwiftUIsDocumentedExamplesEvaluate() {
        let keyframes = KeyframeTimeline(initialValue: CGPoint.zero) {
            CubicKeyframe(.init(x: 0, y: 100), duration: 0.3)
            CubicKeyframe(.init(x: 0, y: 0), duration: 0.7)
        }
        XCTAssertEqual(keyframes.duration, 1, accuracy: 1e-12)
        // The velocity at (0, 100) is (0 − 0) / 1 s: the second segment eases from rest to rest.
        let u = 0.15 / 0.7
        XCTAssertEqual(Double(keyframes.value(time: 0.45).y), 100 * (2 * u * u * u - 3 * u * u + 1), accuracy: 1e-9)
        XCTAssertEqual(keyframes.value(time: 0.45).x, 0)

        struct Values {
            var rotation = Angle.zero
            var scale = 1.0
        }
        let nested = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.rotation) {
                CubicKeyframe(.zero, duration: 0.2)
                CubicKeyframe(.degrees(45), duration: 0.3)
            }
            KeyframeTrack(\.scale) {
                CubicKeyframe(1.2, duration: 0.5)
                CubicKeyframe(0.9, duration: 0.2)
                CubicKeyframe(1.0, duration: 0.3)
            }
        }
        XCTAssertEqual(nested.duration, 1, accuracy: 1e-12)
        XCTAssertEqual(nested.value(time: 0.5).rotation.degrees, 45, accuracy: 1e-9)
        XCTAssertEqual(nested.value(time: 0.5).scale, 1.2, accuracy: 1e-9)
        XCTAssertEqual(nested.value(progress: 1).scale, 1, accuracy: 1e-9)
    }

    func testBuilderControlFlowChoosesKeyframes() {
        func timeline(bounce: Bool, steps: Int) -> KeyframeTimeline<Double> {
            KeyframeTimeline(initialValue: 0) {
                KeyframeTrack {
                    if bounce {
                        LinearKeyframe(10, duration: 1)
                    } else {
                        MoveKeyframe(5)
                    }
                    for step in 0..<steps {
                        LinearKeyframe(Double(step), duration: 1)
                    }
                }
            }
        }
        XCTAssertEqual(timeline(bounce: true, steps: 2).duration, 3)
        XCTAssertEqual(timeline(bounce: true, steps: 2).value(time: 1.5), 5)
        XCTAssertEqual(timeline(bounce: false, steps: 0).duration, 0)
        XCTAssertEqual(timeline(bounce: false, steps: 0).value(time: 0), 5)
    }

    func testCustomKeyframesAndTrackContentCompose() {
        struct Hop: KeyframeTrackContent {
            var height: Double
            var body: some KeyframeTrackContent<Double> {
                LinearKeyframe(height, duration: 0.5)
                LinearKeyframe(0, duration: 0.5)
            }
        }
        struct Hops: Keyframes {
            var body: some Keyframes<Double> {
                KeyframeTrack {
                    Hop(height: 10)
                    Hop(height: 4)
                }
            }
        }
        let timeline = KeyframeTimeline(initialValue: 0.0) { Hops() }
        XCTAssertEqual(timeline.duration, 2)
        XCTAssertEqual(timeline.value(time: 0.25), 5)
        XCTAssertEqual(timeline.value(time: 1.5), 4)
    }
}
