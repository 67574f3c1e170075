import Foundation

/// A spring's motion, as SwiftUI's `Spring`: described by its perceptual `duration` and
/// `bounce`, by `response` and `dampingRatio`, or physically by mass, stiffness and damping.
///
/// ```swift
/// SpringKeyframe(1.2, spring: Spring(duration: 0.3, bounce: 0.4))
/// withAnimation(.spring(.bouncy)) { isOpen = true }
/// ```
///
/// Bad values are made safe as `Animation.spring` does: a non-finite or negative duration is
/// instant, the damping ratio is kept in `Animation.minimumDampingFraction...maximumDampingFraction`.
public struct Spring: Hashable, Sendable {
    /// The period of the undamped oscillation, in seconds.
    public let response: Double
    /// 1: settles without overshoot; below 1 bounces; above 1 is overdamped.
    public let dampingRatio: Double

    /// A spring with a perceptual `duration` and a `bounce` (0: none, 0.3: noticeable,
    /// negative: overdamped).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        let b = bounce.isFinite ? min(max(bounce, -0.99), 1) : 0
        self.init(response: duration, dampingRatio: b >= 0 ? 1 - b : 1 / (1 + b))
    }

    /// A spring with the given response (seconds) and damping ratio.
    public init(response: Double, dampingRatio: Double) {
        self.response = response >= 0 && response.isFinite ? min(response, Animation.maximumDuration) : 0
        self.dampingRatio =
            dampingRatio.isNaN
            ? 1 : min(max(dampingRatio, Animation.minimumDampingFraction), Animation.maximumDampingFraction)
    }

    /// A spring of a mass on a spring of `stiffness` with `damping`; overdamping is allowed
    /// only when asked for (otherwise the ratio is at most 1).
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let m = mass > 0 && mass.isFinite ? mass : 1
        let k = stiffness > 0 && stiffness.isFinite ? stiffness : 1
        let ratio = damping.isFinite ? damping / (2 * (k * m).squareRoot()) : 1
        self.init(response: 2 * .pi / (k / m).squareRoot(), dampingRatio: allowOverDamping ? ratio : min(ratio, 1))
    }

    /// The perceptual duration (the response).
    public var duration: TimeInterval { response }
    /// How bouncy the spring is (0: no overshoot; negative: overdamped).
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }
    /// The mass (1).
    public var mass: Double { 1 }
    /// The stiffness for a unit mass: (2π / response)².
    public var stiffness: Double { response > 0 ? pow(2 * .pi / response, 2) : .infinity }
    /// The damping for a unit mass: 4π × dampingRatio / response.
    public var damping: Double { response > 0 ? 4 * .pi * dampingRatio / response : .infinity }
    /// About how long the spring takes to come to rest, in seconds.
    public var settlingDuration: TimeInterval { motion.settlingTime }

    /// A smooth spring with no bounce.
    public static let smooth = Spring.smooth()
    /// A snappy spring with a little bounce.
    public static let snappy = Spring.snappy()
    /// A bouncy spring.
    public static let bouncy = Spring.bouncy()

    /// A smooth spring of `duration`, with `extraBounce`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A snappy spring of `duration` (bounce 0.15 plus `extraBounce`).
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring of `duration` (bounce 0.3 plus `extraBounce`).
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// The value `time` seconds after the spring started at zero toward `target`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let r = motion.response(at: max(0, time))
        return target - target.scaled(by: r.a) + initialVelocity.scaled(by: r.b)
    }

    /// The velocity `time` seconds after the spring started at zero toward `target`.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let r = motion.response(at: max(0, time))
        return initialVelocity.scaled(by: r.db) - target.scaled(by: r.da)
    }

    /// The oscillator behind the spring.
    var motion: SpringResponse { SpringResponse(response: response, dampingFraction: dampingRatio) }
}

extension Animation {
    /// An animation moving along `spring`.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        .spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
    }
}

/// A curve from (0, 0) to (1, 1) giving progress for a fraction of time, as SwiftUI's
/// `UnitCurve` (the timing of a `LinearKeyframe`).
public struct UnitCurve: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case linear
        case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
        case circularEaseIn, circularEaseOut, circularEaseInOut
    }
    let kind: Kind

    /// Constant speed.
    public static let linear = UnitCurve(kind: .linear)
    /// Starts slowly.
    public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Ends slowly.
    public static let easeOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// Starts and ends slowly.
    public static let easeInOut = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// A quarter circle starting slowly: 1 − √(1 − x²).
    public static let circularEaseIn = UnitCurve(kind: .circularEaseIn)
    /// A quarter circle ending slowly: √(1 − (1 − x)²).
    public static let circularEaseOut = UnitCurve(kind: .circularEaseOut)
    /// Two quarter circles, slow at both ends.
    public static let circularEaseInOut = UnitCurve(kind: .circularEaseInOut)

    /// A cubic Bézier curve through the two control points (x clamped to 0...1).
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        func x(_ v: CGFloat) -> Double { v.isFinite ? min(max(Double(v), 0), 1) : 0 }
        func y(_ v: CGFloat) -> Double {
            v.isFinite ? min(max(Double(v), -Animation.maximumControlPointY), Animation.maximumControlPointY) : 0
        }
        return UnitCurve(
            kind: .bezier(x1: x(startControlPoint.x), y1: y(startControlPoint.y), x2: x(endControlPoint.x), y2: y(endControlPoint.y)))
    }

    /// The progress at `progress` of the time (clamped to 0...1).
    public func value(at progress: Double) -> Double {
        let x = progress.isNaN ? 0 : min(max(progress, 0), 1)
        switch kind {
        case .linear: return x
        case .bezier(let x1, let y1, let x2, let y2): return UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2).valueAndSlope(atX: x).0
        case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut: return (x * (2 - x)).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? 0.5 * (1 - (1 - 4 * x * x).squareRoot()) : 0.5 * ((1 - (2 * x - 2) * (2 * x - 2)).squareRoot() + 1)
        }
    }

    /// The rate of progress at `progress` of the time (clamped to 0...1); where a circular
    /// curve is vertical, a large finite rate.
    public func velocity(at progress: Double) -> Double {
        let x = progress.isNaN ? 0 : min(max(progress, 0), 1)
        let rate: Double
        switch kind {
        case .linear: rate = 1
        case .bezier(let x1, let y1, let x2, let y2): rate = UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2).valueAndSlope(atX: x).1
        case .circularEaseIn: rate = x / (1 - x * x).squareRoot()
        case .circularEaseOut: rate = (1 - x) / (x * (2 - x)).squareRoot()
        case .circularEaseInOut:
            rate = x < 0.5 ? 2 * x / (1 - 4 * x * x).squareRoot() : (2 - 2 * x) / (1 - (2 * x - 2) * (2 * x - 2)).squareRoot()
        }
        return rate.isFinite ? rate : 1e6
    }
}
