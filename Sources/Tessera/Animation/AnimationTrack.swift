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
        if animation.keepsVelocity || components.count >= Self.maximumComponents {
            // Fold everything running into one animation starting from the present state.
            components = [Component(animation: animation, start: time, offset: now.value - newTarget, velocity: now.velocity)]
        } else {
            components.append(Component(animation: animation, start: time, offset: oldTarget - newTarget, velocity: .zero))
        }
    }

    /// The value to draw at `time` (dropping finished animations).
    mutating func presented(at time: Double) -> V {
        components.removeAll { $0.animation.response(at: time - $0.start).isFinished }
        return sample(at: time).value
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
