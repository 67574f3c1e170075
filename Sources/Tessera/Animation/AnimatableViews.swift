import Foundation

/// A view modifier whose `animatableData` animates: while an animated change of it runs,
/// `body(content:)` is evaluated every frame with the interpolated data.
///
/// SwiftUI deprecates it in favour of conforming a `ViewModifier` to `Animatable` directly; both
/// spellings work here:
///
/// ```swift
/// struct Shake: AnimatableModifier {
///     var amount: CGFloat
///     var animatableData: CGFloat {
///         get { amount }
///         set { amount = newValue }
///     }
///     func body(content: Content) -> some View {
///         content.offset(x: sin(amount * .pi * 2) * 10)
///     }
/// }
/// card.modifier(Shake(amount: CGFloat(attempts))).animation(.linear(duration: 0.4), value: attempts)
/// ```
public protocol AnimatableModifier: Animatable, ViewModifier {}

extension View where Self: Animatable {
    /// Makes `body` with the presented `animatableData`: while an animated change of the data
    /// runs, the body is evaluated every frame with the interpolated value (a counting score).
    /// A view whose data is `EmptyAnimatableData` is made exactly as any other view.
    @inlinable
    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        var view = view
        let inputs = inputs.child(ObjectIdentifier(Self.self))
        inputs.withGraph { graph in
            guard graph.hasStackRoomToResolve(inputs) else { return }
            // An unchanged view keeps last pass's subtree (not while its animation runs: it
            // marks itself to be evaluated in the next pass).
            guard case .evaluate(let scope) = graph.beginComposite(view, inputs: inputs) else { return }
            graph.bindDynamicProperties(of: &view, inputs: inputs)
            var presented = view
            if AnimatableData.self != EmptyAnimatableData.self,
                let data = graph.presentedAnimatableData(view.animatableData, identity: inputs.identity)
            {
                presented.animatableData = data
            }
            let body = graph.trackingObservations { presented.body }
            Body._makeView(body, inputs: inputs)
            // The recorded value is the target, so reuse compares what the game asked for.
            // No body is kept: the presented body is not the target's, so it is never remade.
            if let scope { _ = graph.endComposite(view, scope: scope, inputs: inputs, remakable: false) }
        }
    }
}

extension ViewModifier where Self: Animatable {
    /// Makes `body(content:)` with the presented `animatableData` (see `AnimatableModifier`).
    @inlinable
    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        var modifier = modifier
        let inputs = inputs.child(ObjectIdentifier(Self.self))
        inputs.withGraph { graph in
            graph.bindDynamicProperties(of: &modifier, inputs: inputs)
            if AnimatableData.self != EmptyAnimatableData.self,
                let data = graph.presentedAnimatableData(modifier.animatableData, identity: inputs.identity)
            {
                modifier.animatableData = data
            }
            let body = graph.trackingObservations { modifier.body(content: _ViewModifier_Content()) }
            graph.withModifierContent(content) {
                Body._makeView(body, inputs: inputs)
            }
        }
    }
}

/// What the graph keeps between passes for animatable views, phase animators and keyframe
/// animators, by view identity; and, while resolving, the animation modifiers around the view
/// being made.
final class AnimatorViewStates {
    var states: [UInt64: AnimatorViewState] = [:]
    /// Indices in `tables.animationNodes` of the animation modifiers enclosing the view being
    /// resolved, outermost first.
    var scopes: [Int32] = []
    /// The count of `states` after the last sweep.
    var countAfterSweep = 0
    /// The views whose animation runs on: evaluated again in the next pass, as views that read
    /// a changed model are.
    var evaluatedNextPass: Set<UInt64> = []
}

/// The state one animated view keeps between passes.
class AnimatorViewState {
    /// The last pass that evaluated the view.
    var lastPass: Int

    init(pass: Int) {
        lastPass = pass
    }
}

/// The target and running track of one animatable view's (or modifier's) `animatableData`.
final class AnimatableViewState<V: VectorArithmetic>: AnimatorViewState {
    /// The data the view was last given.
    var target: V
    var track: AnimationTrack<V>?

    init(target: V, pass: Int) {
        self.target = target
        super.init(pass: pass)
    }
}

extension ViewGraph {
    /// The `animatableData` to evaluate the body of the animatable view at `identity` with, or
    /// `nil` for `target` itself. A change of the data made where an animation applies (a
    /// `withAnimation` transaction, an enclosing `animation(_:value:)` whose value changed)
    /// starts a track from the old data, or retargets the running one; while it runs the graph
    /// re-evaluates every frame, and once it ends the body sees `target` again.
    @usableFromInline
    func presentedAnimatableData<V: VectorArithmetic>(_ target: V, identity: UInt64) -> V? {
        let a = animator
        guard let state = a.views.states[identity] as? AnimatableViewState<V> else {
            // First seen (or its data changed type): nothing to animate from.
            storeAnimatorViewState(AnimatableViewState(target: target, pass: updates.pass), identity: identity)
            return nil
        }
        state.lastPass = updates.pass
        let time = a.time
        if state.target != target {
            if !target.isFiniteVector {
                Diagnostics.warnOnce("an animatable view's animatableData is not finite; it is not animated")
                state.track = nil
            } else if state.track != nil {
                state.track!.retarget(to: target, animation: resolvingAnimation(), at: time)
            } else if let animation = resolvingAnimation(), state.target.isFiniteVector {
                var track = AnimationTrack(target: state.target)
                track.retarget(to: target, animation: animation, at: time)
                state.track = track
            }
            state.target = target
        }
        guard var track = state.track else { return nil }
        let presented = track.presented(at: time)
        guard track.isAnimating else {
            // Ended: this evaluation is with the target, and no frame is asked for after it.
            state.track = nil
            return nil
        }
        state.track = track
        // The body must be evaluated again next frame: the view reading now (this one, or the
        // recorded view around a modifier) is marked as if it read a changed model.
        if case .view(let reader)? = currentReader {
            a.views.evaluatedNextPass.insert(reader)
        } else {
            a.timelineSeenThisPass = true
        }
        return presented
    }

    /// The animation that applies to a change made by the view being resolved now: this
    /// update's transaction, as changed by the `animation(_:value:)`, `animation(_:)` and
    /// `transaction(_:)` modifiers around the view (the rules of the animation stage's walk).
    func resolvingAnimation() -> Animation? {
        var scope = AnimationScope(animator.transaction)
        for index in animator.views.scopes { scope.enter(current.tables.animationNodes[Int(index)], in: self) }
        return scope.changeAnimation
    }

    /// Keeps `state` for the view at `identity`. Once there are many more states than after the
    /// last sweep (a `ForEach` whose ids keep changing), forgets those of views not evaluated for
    /// 600 passes: views in subtrees reused unchanged are not evaluated, so the bound is loose.
    func storeAnimatorViewState(_ state: AnimatorViewState, identity: UInt64) {
        let views = animator.views
        views.states[identity] = state
        guard views.states.count > 256, views.states.count > 2 * views.countAfterSweep else { return }
        let pass = updates.pass
        views.states = views.states.filter { pass - $0.value.lastPass < 600 }
        views.countAfterSweep = views.states.count
    }
}

extension Double: Animatable {
    /// The value itself.
    public var animatableData: Double {
        get { self }
        set { self = newValue }
    }
}

extension Float: Animatable {
    /// The value itself.
    public var animatableData: Float {
        get { self }
        set { self = newValue }
    }
}

extension CGFloat: Animatable {
    /// The value itself.
    public var animatableData: CGFloat {
        get { self }
        set { self = newValue }
    }
}

extension CGPoint: Animatable {
    /// `x` and `y`.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// `width` and `height`.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// The origin and the size.
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set {
            origin.animatableData = newValue.first
            size.animatableData = newValue.second
        }
    }
}

extension Angle: Animatable {
    /// The angle in radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension UnitPoint: Animatable {
    /// `x` and `y`.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}
