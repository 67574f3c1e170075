import Foundation
import XCTest

@testable import Tessera

/// Values along each curve against closed forms written out here, independently of the
/// implementation's own formulas.
final class AnimationCurveTests: XCTestCase {
    private func value(_ animation: Animation, at t: Double) -> Double {
        animation.value(from: 0.0, to: 1.0, at: t)
    }

    func testLinearIsProportionalToTime() {
        let a = Animation.linear(duration: 2)
        for t in [0.0, 0.5, 1, 1.5, 2] { XCTAssertEqual(value(a, at: t), t / 2, accuracy: 1e-12) }
        XCTAssertEqual(value(a, at: 3), 1)
        XCTAssertEqual(a.velocity(from: 0.0, to: 10.0, at: 1), 5, accuracy: 1e-12)
        XCTAssertFalse(a.isFinished(at: 1.9))
        XCTAssertTrue(a.isFinished(at: 2))
    }

    /// A cubic Bézier with control points (x1, y1), (x2, y2): at parameter s the time fraction is
    /// x(s) and the progress y(s).
    private func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * pow(1 - s, 2) * s * p1 + 3 * (1 - s) * s * s * p2 + pow(s, 3)
    }

    func testEaseCurvesFollowTheirBezierPolynomials() {
        let curves: [(Animation, Double, Double, Double, Double)] = [
            (.easeIn(duration: 1), 0.42, 0, 1, 1), (.easeOut(duration: 1), 0, 0, 0.58, 1),
            (.easeInOut(duration: 1), 0.42, 0, 0.58, 1), (.timingCurve(0.2, 0.9, 0.3, 1, duration: 1), 0.2, 0.9, 0.3, 1),
        ]
        for (animation, x1, y1, x2, y2) in curves {
            for s in stride(from: 0.05, to: 1, by: 0.1) {
                let x = bezier(s, x1, x2), y = bezier(s, y1, y2)
                XCTAssertEqual(value(animation, at: x), y, accuracy: 1e-9, "\(animation) at s = \(s)")
            }
        }
        // An ease-out starts at its steepest: slope (y2 − 2y1)/(x2 − 2x1) = 1/0.58 per duration.
        XCTAssertEqual(Animation.easeOut(duration: 2).velocity(from: 0.0, to: 1.0, at: 0), 1 / 0.58 / 2, accuracy: 1e-3)
        // Default durations are 0.35 s, as in SwiftUI; ease-in-out is symmetric.
        XCTAssertEqual(value(.easeInOut, at: 0.175), 0.5, accuracy: 1e-9)
        XCTAssertTrue(Animation.easeIn.isFinished(at: 0.35))
        XCTAssertFalse(Animation.easeIn.isFinished(at: 0.34))
    }

    func testCriticallyDampedSpringMatchesItsAnalyticSolution() {
        let response = 0.4
        let w = 2 * Double.pi / response
        let spring = Animation.spring(response: response, dampingFraction: 1)
        // Until it settles (what is left falls under 0.1 %, at ≈ 0.59 s for this response).
        XCTAssertTrue(spring.isFinished(at: 0.6))
        for t in stride(from: 0.0, through: 0.55, by: 0.05) {
            // x(t) = (1 + ωt)e^(−ωt) of the start offset remains.
            let remaining = (1 + w * t) * exp(-w * t)
            XCTAssertEqual(value(spring, at: t), 1 - remaining, accuracy: 1e-9, "t = \(t)")
            XCTAssertEqual(spring.velocity(from: 0.0, to: 1.0, at: t), w * w * t * exp(-w * t), accuracy: 1e-9)
        }
    }

    func testUnderdampedSpringMatchesItsAnalyticSolution() {
        let response = 0.5, zeta = 0.3
        let w = 2 * Double.pi / response, wd = w * (1 - zeta * zeta).squareRoot()
        let spring = Animation.spring(response: response, dampingFraction: zeta)
        var overshoots = false
        for t in stride(from: 0.0, through: 1.5, by: 0.03) {
            let remaining = exp(-zeta * w * t) * (cos(wd * t) + zeta * w / wd * sin(wd * t))
            let v = value(spring, at: t)
            XCTAssertEqual(v, 1 - remaining, accuracy: 1e-9, "t = \(t)")
            if v > 1.05 { overshoots = true }
        }
        XCTAssertTrue(overshoots, "an under-damped spring overshoots")
    }

    func testSpringsSatisfyTheOscillatorEquation() {
        // x″ + 2ζω₀x′ + ω₀²x = 0 by central differences, for under-, critically and over-damped springs.
        for zeta in [0.2, 1, 2.5] {
            let response = 0.6, w = 2 * Double.pi / response, h = 1e-4
            let spring = Animation.spring(response: response, dampingFraction: zeta)
            for t in [0.05, 0.2, 0.5] {
                let x = { (t: Double) in 1 - self.value(spring, at: t) }
                let d1 = (x(t + h) - x(t - h)) / (2 * h), d2 = (x(t + h) - 2 * x(t) + x(t - h)) / (h * h)
                XCTAssertEqual(d2 + 2 * zeta * w * d1 + w * w * x(t), 0, accuracy: 1e-3 * w * w, "ζ = \(zeta), t = \(t)")
            }
        }
    }

    func testNamedSpringsUseSwiftUIsParameters() {
        XCTAssertEqual(Animation.smooth, .spring(response: 0.5, dampingFraction: 1))
        XCTAssertEqual(Animation.snappy, .spring(response: 0.5, dampingFraction: 0.85))
        XCTAssertEqual(Animation.bouncy, .spring(response: 0.5, dampingFraction: 0.7))
        XCTAssertEqual(Animation.spring(duration: 0.3, bounce: -0.5), .spring(response: 0.3, dampingFraction: 2))
        XCTAssertEqual(Animation.interactiveSpring, .spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
        for spring in [Animation.smooth, .snappy, .bouncy, .interactiveSpring, .spring] {
            XCTAssertTrue(spring.isFinished(at: 30), "\(spring) settles")
            XCTAssertEqual(value(spring, at: 30), 1)
        }
    }

    func testDelaySpeedAndRepeats() {
        let delayed = Animation.linear(duration: 1).delay(0.5)
        XCTAssertEqual(value(delayed, at: 0.5), 0)
        XCTAssertEqual(value(delayed, at: 1), 0.5, accuracy: 1e-12)
        let fast = Animation.linear(duration: 1).speed(2)
        XCTAssertEqual(value(fast, at: 0.25), 0.5, accuracy: 1e-12)
        XCTAssertEqual(fast.velocity(from: 0.0, to: 1.0, at: 0.25), 2, accuracy: 1e-12)
        XCTAssertTrue(fast.isFinished(at: 0.5))

        let bounce = Animation.linear(duration: 1).repeatCount(3, autoreverses: true)
        XCTAssertEqual(value(bounce, at: 0.25), 0.25, accuracy: 1e-12)
        XCTAssertEqual(value(bounce, at: 1.25), 0.75, accuracy: 1e-12, "the second run goes back")
        XCTAssertEqual(value(bounce, at: 2.25), 0.25, accuracy: 1e-12)
        XCTAssertFalse(bounce.isFinished(at: 2.9))
        XCTAssertTrue(bounce.isFinished(at: 3))
        XCTAssertEqual(value(bounce, at: 3), 1)

        let restart = Animation.linear(duration: 1).repeatCount(2, autoreverses: false)
        XCTAssertEqual(value(restart, at: 1.25), 0.25, accuracy: 1e-12)

        let forever = Animation.easeInOut(duration: 1).repeatForever()
        XCTAssertFalse(forever.isFinished(at: 1e6 + 0.5))
        XCTAssertEqual(value(forever, at: 1001.5), 0.5, accuracy: 1e-9)
    }

    func testBadValuesAreInstantOrClamped() {
        for d in [0, -1, Double.nan, .infinity, -.infinity] {
            let a = Animation.linear(duration: d)
            XCTAssertTrue(a.isFinished(at: 0.001), "duration \(d)")
            XCTAssertEqual(value(a, at: 0.001), 1)
            XCTAssertTrue(Animation.easeInOut(duration: d).isFinished(at: 0.001))
            XCTAssertTrue(Animation.spring(response: d, dampingFraction: 0.5).isFinished(at: 0.001))
        }
        // Damping 0 would ring forever: it is clamped to the minimum, which settles.
        let undamped = Animation.spring(response: 0.5, dampingFraction: 0)
        XCTAssertEqual(undamped, .spring(response: 0.5, dampingFraction: Animation.minimumDampingFraction))
        XCTAssertTrue(undamped.isFinished(at: 60))
        XCTAssertEqual(Animation.spring(response: 0.5, dampingFraction: .nan), .spring(response: 0.5, dampingFraction: 1))
        XCTAssertEqual(Animation.linear(duration: 1).speed(0), .linear(duration: 1))
        XCTAssertEqual(Animation.linear(duration: 1).speed(.nan), .linear(duration: 1))
        XCTAssertEqual(Animation.linear(duration: 1).delay(-1), .linear(duration: 1))
        XCTAssertEqual(Animation.linear(duration: 1).repeatCount(-3), .linear(duration: 1).repeatCount(1))
        XCTAssertFalse(value(.spring(response: 1e-300, dampingFraction: 1e-300), at: 0.5).isNaN)
        XCTAssertEqual(value(.linear(duration: 1), at: .nan), 1, "a NaN time ends the animation")
    }
}
