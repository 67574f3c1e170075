import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1): time is x, progress is y.
struct UnitBezier {
    let x1, y1, x2, y2: Double

    /// The curve's point at parameter `s`: x(s) = 3(1−s)²s·x1 + 3(1−s)s²·x2 + s³.
    func point(_ s: Double) -> (x: Double, y: Double) {
        let m = 1 - s
        let b1 = 3 * m * m * s, b2 = 3 * m * s * s, b3 = s * s * s
        return (b1 * x1 + b2 * x2 + b3, b1 * y1 + b2 * y2 + b3)
    }

    /// dx/ds and dy/ds at `s`.
    func derivative(_ s: Double) -> (dx: Double, dy: Double) {
        let m = 1 - s
        let c0 = 3 * m * m, c1 = 6 * m * s, c2 = 3 * s * s
        return (c0 * x1 + c1 * (x2 - x1) + c2 * (1 - x2), c0 * y1 + c1 * (y2 - y1) + c2 * (1 - y2))
    }

    /// The progress y at time `x` (0...1) and its slope dy/dx.
    func valueAndSlope(atX x: Double) -> (Double, Double) {
        let s = parameter(forX: min(max(x, 0), 1))
        let d = derivative(s)
        let y = point(s).y
        if abs(d.dx) > 1e-9 { return (y, d.dy / d.dx) }
        // Where both rates vanish (a control point on an end point) the slope is their limit,
        // taken over a short step.
        let e = s < 0.5 ? 1e-6 : -1e-6
        let p = point(s + e), q = point(s)
        return (y, abs(p.x - q.x) > 0 ? (p.y - q.y) / (p.x - q.x) : 0)
    }

    /// Solves x(s) = x: Newton steps from a linear guess, bisection when they stall.
    private func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = point(s).x - x
            if abs(error) < 1e-12 { return s }
            let slope = derivative(s).dx
            if abs(slope) < 1e-9 { break }
            s -= error / slope
            if s < 0 || s > 1 { break }
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<60 {
            let px = point(s).x
            if abs(px - x) < 1e-12 { return s }
            if px < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}

/// The damped harmonic oscillator x″ + 2ζω₀x′ + ω₀²x = 0 behind spring animations, solved in
/// closed form: the offset from the target after `t` seconds is x₀·A(t) + v₀·B(t), where A starts
/// at 1 with no velocity and B starts at 0 with unit velocity.
struct SpringResponse {
    let omega: Double
    let zeta: Double

    init(response: Double, dampingFraction: Double) {
        omega = response > 0 ? 2 * Double.pi / response : .infinity
        zeta = dampingFraction
    }

    /// When what is left of a start offset falls below `Animation.settleFraction` for good
    /// (bounded by the decay envelope).
    var settlingTime: Double {
        guard omega.isFinite else { return 0 }
        let decades = -log(Animation.settleFraction)
        if zeta < 1 {
            // Envelope e^(−ζω₀t)/√(1−ζ²) bounds |A| and ω_d|B|.
            return (decades - 0.5 * log(1 - zeta * zeta)) / (zeta * omega)
        }
        let slowRate = zeta == 1 ? omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
        // (1 + ωt)e^(−ωt) (critical) or the slow exponential (overdamped) with its polynomial-free prefactor ≤ 2.
        var t = decades / slowRate
        for _ in 0..<8 { t = (decades + log(1 + slowRate * t)) / slowRate }
        return t
    }

    func response(at t: Double) -> AnimationResponse {
        let w = omega
        if abs(zeta - 1) < 1e-6 {
            let e = exp(-w * t)
            return AnimationResponse(a: (1 + w * t) * e, da: -w * w * t * e, b: t * e, db: (1 - w * t) * e, isFinished: false)
        }
        if zeta < 1 {
            let wd = w * (1 - zeta * zeta).squareRoot()
            let decay = zeta * w
            let e = exp(-decay * t), c = cos(wd * t), s = sin(wd * t)
            let a = e * (c + decay / wd * s)
            let da = -e * (w * w / wd) * s
            let b = e * s / wd
            let db = e * (c - decay / wd * s)
            return AnimationResponse(a: a, da: da, b: b, db: db, isFinished: false)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w * (zeta - root), r2 = -w * (zeta + root)
        let e1 = exp(r1 * t), e2 = exp(r2 * t)
        let a = (r2 * e1 - r1 * e2) / (r2 - r1)
        let da = r1 * r2 * (e1 - e2) / (r2 - r1)
        let b = (e1 - e2) / (r1 - r2)
        let db = (r1 * e1 - r2 * e2) / (r1 - r2)
        return AnimationResponse(a: a, da: da, b: b, db: db, isFinished: false)
    }
}
