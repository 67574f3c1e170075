import Foundation

/// How a change moves from its old value to its new one over time: a timing curve or a spring,
/// with an optional delay, speed and repetition.
///
/// Values are pure functions of the time since the animation began, so a host that steps its
/// clock by a fixed amount gets the same frames every run.
///
/// ```swift
/// withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) { selected = 3 }
/// panel.animation(.easeOut(duration: 0.25).delay(0.1), value: isOpen)
/// ```
///
/// Bad values never stop a game: a duration that is zero, negative or NaN makes the change
/// instant, as does one shorter than `minimumDuration`; one longer than `maximumDuration` is
/// lowered to it; a spring's damping fraction is kept in `minimumDampingFraction...maximumDampingFraction`
/// (a damping of 0, which would ring forever, becomes the minimum, which settles); a speed
/// that is not positive and finite is 1.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The smallest damping fraction a spring keeps; lower values (0 included) are raised to it,
    /// so every spring settles (within about 22 × its response).
    public static let minimumDampingFraction = 0.05
    /// The largest damping fraction a spring keeps (higher values settle ever more slowly).
    public static let maximumDampingFraction = 10.0
    /// Durations (and a spring's response) shorter than this are instant: far below a frame, and
    /// short enough that a spring's stiffness (ω₀²) would overflow and its velocity be NaN.
    public static let minimumDuration = 1e-9
    /// The longest duration (and spring response) kept, about 31 years: longer ones are lowered
    /// to it, so a spring's settling time and a repeat's phase stay finite.
    public static let maximumDuration = 1e9
    /// The largest magnitude of a `timingCurve` control point's y coordinate (an overshoot of a
    /// million times the change); larger ones are lowered to it so the curve's slope stays finite.
    public static let maximumControlPointY = 1e6
    /// A spring counts as settled once what is left of its start offset is below this fraction.
    static let settleFraction = 0.001

    enum Curve: Hashable, Sendable {
        case linear(duration: Double)
        /// A cubic Bézier timing curve from (0, 0) to (1, 1) through two control points.
        case bezier(x1: Double, y1: Double, x2: Double, y2: Double, duration: Double)
        case spring(response: Double, dampingFraction: Double, blendDuration: Double)
    }

    var curve: Curve
    var delayTime = 0.0
    var speedFactor = 1.0
    /// How many times the curve runs (`nil`: forever).
    var repeats: Int? = 1
    var autoreverses = false

    init(curve: Curve) {
        self.curve = curve
    }

    public var description: String {
        var text = "\(curve)"
        if delayTime != 0 { text += ".delay(\(delayTime))" }
        if speedFactor != 1 { text += ".speed(\(speedFactor))" }
        if repeats != 1 { text += ".repeat(\(repeats.map(String.init) ?? "forever"), autoreverses: \(autoreverses))" }
        return text
    }

    // MARK: Timing curves

    /// The default animation (a smooth spring, as in SwiftUI since iOS 17).
    public static let `default` = Animation.spring

    /// Constant speed over 0.35 s.
    public static let linear = linear(duration: 0.35)
    /// Constant speed over `duration` seconds.
    public static func linear(duration: Double) -> Animation {
        Animation(curve: .linear(duration: checkedDuration(duration)))
    }

    /// Starts slowly (cubic Bézier 0.42, 0, 1, 1) over 0.35 s.
    public static let easeIn = easeIn(duration: 0.35)
    /// Starts slowly over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { timingCurve(0.42, 0, 1, 1, duration: duration) }

    /// Ends slowly (cubic Bézier 0, 0, 0.58, 1) over 0.35 s.
    public static let easeOut = easeOut(duration: 0.35)
    /// Ends slowly over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { timingCurve(0, 0, 0.58, 1, duration: duration) }

    /// Starts and ends slowly (cubic Bézier 0.42, 0, 0.58, 1) over 0.35 s.
    public static let easeInOut = easeInOut(duration: 0.35)
    /// Starts and ends slowly over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { timingCurve(0.42, 0, 0.58, 1, duration: duration) }

    /// A cubic Bézier timing curve through control points (`c0x`, `c0y`) and (`c1x`, `c1y`);
    /// x coordinates are kept in 0...1 so time runs forwards; y coordinates in
    /// ±`maximumControlPointY`.
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation {
        func unit(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        func finite(_ v: Double) -> Double { v.isFinite ? min(max(v, -maximumControlPointY), maximumControlPointY) : 0 }
        return Animation(
            curve: .bezier(x1: unit(c0x), y1: finite(c0y), x2: unit(c1x), y2: finite(c1y), duration: checkedDuration(duration)))
    }

    // MARK: Springs

    /// A spring that settles in about half a second without overshoot
    /// (`spring(response: 0.5, dampingFraction: 1)`).
    public static let spring = spring(response: 0.5, dampingFraction: 1)

    /// A damped spring: `response` is the period (seconds) of the undamped oscillation,
    /// `dampingFraction` 1 is critically damped, below 1 overshoots. `blendDuration` is accepted
    /// for SwiftUI compatibility (retargeting always keeps value and velocity).
    ///
    /// Every parameter of both spring functions has a default, so a plain `.spring()` would match
    /// both; as in SwiftUI, it means `spring(duration:bounce:blendDuration:)`, and this one gives way.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        if !(dampingFraction >= minimumDampingFraction && dampingFraction <= maximumDampingFraction) {
            Diagnostics.warnOnce(
                "spring dampingFraction \(dampingFraction) is outside \(minimumDampingFraction)...\(maximumDampingFraction); clamped so the spring settles"
            )
        }
        let damping = dampingFraction.isNaN ? 1 : min(max(dampingFraction, minimumDampingFraction), maximumDampingFraction)
        return Animation(
            curve: .spring(
                response: checkedDuration(response), dampingFraction: damping,
                blendDuration: max(0, blendDuration.isFinite ? blendDuration : 0)))
    }

    /// A spring described by its perceptual `duration` and `bounce` (0: no overshoot, 0.3: a
    /// noticeable bounce, negative: overdamped), as SwiftUI's `spring(duration:bounce:)`.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        let b = bounce.isFinite ? min(max(bounce, -0.99), 1) : 0
        let damping = b >= 0 ? 1 - b : 1 / (1 + b)
        return spring(response: duration, dampingFraction: damping, blendDuration: blendDuration)
    }

    /// A spring with no bounce (`spring(duration: 0.5, bounce: 0)`).
    public static let smooth = smooth()
    /// A spring with no bounce, `extraBounce` added.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a small bounce (`spring(duration: 0.5, bounce: 0.15)`).
    public static let snappy = snappy()
    /// A spring with a small bounce, `extraBounce` added.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a visible bounce (`spring(duration: 0.5, bounce: 0.3)`).
    public static let bouncy = bouncy()
    /// A spring with a visible bounce, `extraBounce` added.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// A quick, stiff spring for following a finger or stick (response 0.15, damping 0.86).
    public static let interactiveSpring = interactiveSpring()
    /// A quick, stiff spring with the given parameters.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    )
        -> Animation
    {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    // MARK: Modifiers

    /// The animation starting `delay` seconds later (negative or NaN: no delay).
    public func delay(_ delay: Double) -> Animation {
        var copy = self
        copy.delayTime = max(0, delay.isFinite ? delay : 0) + delayTime
        return copy
    }

    /// The animation running `speed` times as fast (not positive and finite: unchanged).
    public func speed(_ speed: Double) -> Animation {
        guard speed > 0, speed.isFinite else {
            Diagnostics.warnOnce("animation speed \(speed) is not positive and finite; using 1")
            return self
        }
        let factor = speedFactor * speed
        guard factor > 0, factor.isFinite else {
            Diagnostics.warnOnce("animation speeds multiply to \(factor), not positive and finite; the last speed is ignored")
            return self
        }
        var copy = self
        copy.speedFactor = factor
        return copy
    }

    /// The animation run `repeatCount` times (at least once), running backwards every other
    /// time when `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeats = max(1, repeatCount)
        copy.autoreverses = autoreverses
        return copy
    }

    /// The animation repeated for as long as its view lives.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeats = nil
        copy.autoreverses = autoreverses
        return copy
    }

    // MARK: Values

    /// The value `time` seconds after an animation from `from` to `to` began.
    public func value<V: VectorArithmetic>(from: V, to: V, at time: Double) -> V {
        to + (from - to).scaled(by: response(at: time).a)
    }

    /// The rate of change (per second) `time` seconds after an animation from `from` to `to` began.
    public func velocity<V: VectorArithmetic>(from: V, to: V, at time: Double) -> V {
        (from - to).scaled(by: response(at: time).da)
    }

    /// Whether an animation that began `time` seconds ago has ended (never, when it repeats forever).
    public func isFinished(at time: Double) -> Bool {
        response(at: time).isFinished
    }

    /// Whether the animation carries momentum into a retargeted change (springs do).
    var keepsVelocity: Bool {
        if case .spring = curve { return true }
        return false
    }

    /// The length of one run of the curve before delay and speed (a spring's settling time).
    var baseDuration: Double {
        switch curve {
        case .linear(let d), .bezier(_, _, _, _, let d): d
        case .spring(let response, let damping, _): SpringResponse(response: response, dampingFraction: damping).settlingTime
        }
    }

    /// How a change that began `time` seconds ago has progressed: the offset from the target is
    /// `startOffset × a + startVelocity × b`, its rate `startOffset × da + startVelocity × db`.
    func response(at time: Double) -> AnimationResponse {
        let local = (time - delayTime) * speedFactor
        guard local.isFinite else { return .finished }
        if local < 0 { return AnimationResponse(a: 1, da: 0, b: 0, db: 0, isFinished: false) }
        let d = baseDuration
        guard d > 0, d.isFinite else { return .finished }
        let runs = local / d
        if let repeats, runs >= Double(repeats) { return .finished }
        // The phase by remainder, exact at any clock: `local − ⌊local / d⌋ × d` loses every digit
        // of the phase once the clock is large (a clock in nanoseconds) and is NaN once
        // `local / d` overflows (a tiny duration).
        var u: Double
        var reversed = false
        if autoreverses, (2 * d).isFinite {
            let pair = local.truncatingRemainder(dividingBy: 2 * d)
            reversed = pair >= d
            u = reversed ? 2 * d - pair : pair
        } else {
            u = local.truncatingRemainder(dividingBy: d)
        }
        u = min(max(u, 0), d)
        var r = unitResponse(at: u)
        if runs >= 1 { (r.b, r.db) = (0, 0) }
        if reversed { (r.da, r.db) = (-r.da, -r.db) }
        r.da *= speedFactor
        r.db *= speedFactor
        return r
    }

    /// One forward run of the curve at `u` seconds in `0..<baseDuration`.
    private func unitResponse(at u: Double) -> AnimationResponse {
        switch curve {
        case .linear(let d):
            return AnimationResponse(a: 1 - u / d, da: -1 / d, b: 0, db: 0, isFinished: false)
        case .bezier(let x1, let y1, let x2, let y2, let d):
            let bezier = UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2)
            let (y, slope) = bezier.valueAndSlope(atX: u / d)
            return AnimationResponse(a: 1 - y, da: -slope / d, b: 0, db: 0, isFinished: false)
        case .spring(let response, let damping, _):
            return SpringResponse(response: response, dampingFraction: damping).response(at: u)
        }
    }

    /// A duration made safe: NaN, negative and infinite durations become 0 (instant), logged;
    /// durations below `minimumDuration` are instant too, and above `maximumDuration` lowered to
    /// it (logged).
    private static func checkedDuration(_ duration: Double) -> Double {
        guard duration >= 0, duration.isFinite else {
            Diagnostics.warnOnce("animation duration \(duration) is not finite and ≥ 0; the change is instant")
            return 0
        }
        if duration < minimumDuration { return 0 }
        if duration > maximumDuration {
            Diagnostics.warnOnce("animation duration \(duration) is longer than \(maximumDuration) s; lowered to it")
            return maximumDuration
        }
        return duration
    }
}

/// How far an animation has come, as coefficients of its start offset and start velocity.
struct AnimationResponse {
    var a, da, b, db: Double
    var isFinished: Bool

    static let finished = AnimationResponse(a: 0, da: 0, b: 0, db: 0, isFinished: true)
}
