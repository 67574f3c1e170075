import Foundation

/// One animated attribute of one view (its frame, its opacity, a shape's `animatableData`):
/// the target value layout or the view asked for, and the running animations whose offsets
/// still separate the presented value from it.
///
/// Timing curves add up: a change during a curve starts a new offset while the old ones finish,
/// so the value and its velocity stay continuous. A spring takes over what is running: it starts
/// from the presented value and velocity, so a spring keeps its momentum when retargeted.
struct AnimationTrack<V: VectorArithmetic> {
    /// The value the view asked for last.
    private(set) var target: V
    private var components: [Component] = []
    /// Running offsets a track keeps before it folds them into one (a bound for input that
    /// retargets every frame).
    static var maximumComponents: Int { 8 }

    struct Component {
        let animation: Animation
        let start: Double
        let offset: V
        let velocity: V
    }

    init(target: V) {
        self.target = target
    }

    /// Whether any animation is still running (as of the last `presented(at:)`).
    var isAnimating: Bool { !components.isEmpty }

    /// Moves the target to `newTarget` at `time`: with `animation` the presented value travels
    /// there from where it is; without, it jumps.
    mutating func retarget(to newTarget: V, animation: Animation?, at time: Double) {
        guard let animation else {
            components.removeAll()
            target = newTarget
            return
        }
        let now = sample(at: time)
        let oldTarget = target
        target = newTarget
        let folds = animation.keepsVelocity || components.count >= Self.maximumComponents
        let offset = folds ? now.value - newTarget : oldTarget - newTarget
        guard offset.isFiniteVector else {
            // A change too large to interpolate (−1e308 to 1e308 overflows the difference).
            Diagnostics.warnOnce("an animated change is too large to interpolate (its difference is not finite); it jumps")
            components.removeAll()
            return
        }
        if folds {
            // Fold everything running into one animation starting from the present state.
            let velocity = now.velocity.isFiniteVector ? now.velocity : .zero
            components = [Component(animation: animation, start: time, offset: offset, velocity: velocity)]
        } else {
            components.append(Component(animation: animation, start: time, offset: offset, velocity: .zero))
        }
    }

    /// Whether an animation still runs at `time` (`presented(at:)` would keep it).
    func isRunning(at time: Double) -> Bool {
        components.contains { !$0.animation.response(at: time - $0.start).isFinished }
    }

    /// The value to draw at `time` (dropping finished animations).
    mutating func presented(at time: Double) -> V {
        components.removeAll { $0.animation.response(at: time - $0.start).isFinished }
        let value = sample(at: time).value
        guard value.isFiniteVector else {
            // An overshoot past Double's range: the animation ends at its target.
            Diagnostics.warnOnce("an animated value left the range of finite numbers; the animation ends at its target")
            components.removeAll()
            return target
        }
        return value
    }

    /// The presented value and its velocity at `time`.
    func sample(at time: Double) -> (value: V, velocity: V) {
        var value = target
        var velocity = V.zero
        for c in components {
            let r = c.animation.response(at: time - c.start)
            if r.isFinished { continue }
            value += c.offset.scaled(by: r.a)
            velocity += c.offset.scaled(by: r.da)
            if r.b != 0 || r.db != 0 {
                value += c.velocity.scaled(by: r.b)
                velocity += c.velocity.scaled(by: r.db)
            }
        }
        return (value, velocity)
    }
}

extension VectorArithmetic {
    /// Whether every component is finite: scaled by 0 a finite vector is zero, one holding NaN
    /// or ±∞ holds NaN, which equals nothing.
    var isFiniteVector: Bool { scaled(by: 0) == .zero }
}
