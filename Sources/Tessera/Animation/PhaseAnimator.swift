import Foundation

/// A container that animates its content through a sequence of phases, as SwiftUI's
/// `PhaseAnimator`: each phase change is applied with the animation the `animation` closure
/// returns for the phase moved to, and the next change comes when that animation finishes.
///
/// Without a trigger the phases cycle for as long as the view is shown; with one, each change
/// of the trigger runs through every phase once, ending at the first:
///
/// ```swift
/// PhaseAnimator([1.0, 1.3, 1.0], trigger: coins) { scale in
///     Image(systemName: "star.fill").scaleEffect(scale)
/// } animation: { _ in .snappy(duration: 0.15) }
/// ```
///
/// A trigger change during a run moves on to the next phase at once. An animation that repeats
/// forever never finishes, so the phase after it never comes; a `nil` animation changes the
/// phase without animating and moves on at the next frame. Empty `phases` (which SwiftUI forbids)
/// are logged once and show nothing.
public struct PhaseAnimator<Phase: Equatable, Content: View>: PrimitiveView {
    let phases: [Phase]
    /// The trigger (`nil`: cycle continuously).
    let trigger: AnimatedValue?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    /// Cycles through `phases` each time `trigger` changes, ending at the first phase.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.init(phases: Array(phases), trigger: AnimatedValue(trigger), content: content, animation: animation)
    }

    /// Cycles through `phases` continuously while the view is shown.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.init(phases: Array(phases), trigger: nil, content: content, animation: animation)
    }

    init(phases: [Phase], trigger: AnimatedValue?, content: @escaping (Phase) -> Content, animation: @escaping (Phase) -> Animation?) {
        self.phases = phases
        self.trigger = trigger
        self.content = content
        self.animation = animation
    }

    /// Makes the content of the current phase, in an animation scope that animates the change
    /// to it in the pass it happens.
    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        let inputs = inputs.child(ObjectIdentifier(Self.self))
        inputs.withGraph { graph in
            guard !view.phases.isEmpty else {
                Diagnostics.warnOnce("a PhaseAnimator has no phases; it shows nothing (its content needs a phase)")
                return
            }
            let step = graph.stepPhaseAnimator(identity: inputs.identity, count: view.phases.count, trigger: view.trigger) {
                view.animation(view.phases[$0])
            }
            let phase = view.phases[step.index]
            graph.makeAnimationNode(.animation(step.animation, changedInPass: step.changedInPass, valueKey: nil), inputs: inputs) {
                inner in
                Content._makeView(graph.trackingObservations { view.content(phase) }, inputs: inner)
            }
        }
    }
}

extension View {
    /// Animates effects applied to this view through `phases`, one run each time `trigger`
    /// changes (see `PhaseAnimator`). `content` gets this view and the current phase.
    ///
    /// ```swift
    /// coinIcon.phaseAnimator([false, true], trigger: coins) { icon, up in
    ///     icon.offset(y: up ? -8 : 0)
    /// }
    /// ```
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        modifier(_PhaseAnimatorModifier(phases: Array(phases), trigger: AnimatedValue(trigger), content: content, animation: animation))
    }

    /// Animates effects applied to this view through `phases` continuously (see `PhaseAnimator`).
    /// Empty `phases` are logged once and leave the view as it is.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        modifier(_PhaseAnimatorModifier(phases: Array(phases), trigger: nil, content: content, animation: animation))
    }
}

/// `phaseAnimator(_:trigger:content:animation:)`: a `PhaseAnimator` whose content is the
/// modified view.
public struct _PhaseAnimatorModifier<Placeholder, Phase: Equatable, Output: View>: PrimitiveViewModifier {
    let phases: [Phase]
    let trigger: AnimatedValue?
    let content: (PlaceholderContentView<Placeholder>, Phase) -> Output
    let animation: (Phase) -> Animation?

    /// Makes the animator with the modified view as its content.
    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        guard !modifier.phases.isEmpty else {
            Diagnostics.warnOnce("phaseAnimator has no phases; the view is shown without it")
            content(inputs)
            return
        }
        let animator = PhaseAnimator(
            phases: modifier.phases, trigger: modifier.trigger, content: { modifier.content(PlaceholderContentView(), $0) },
            animation: modifier.animation)
        inputs.withGraph { graph in
            graph.withModifierContent(content) {
                PhaseAnimator._makeView(animator, inputs: inputs)
            }
        }
    }
}

extension AnimatedValue {
    /// `value`, compared by `==`.
    init<V: Equatable>(_ value: V) {
        self.init(value: value, isEqual: { ($0 as? V) == value })
    }
}

/// Where one phase animator is: its phase, when it moved there and with which animation, and
/// how many phase changes its run has left.
final class PhaseAnimatorState: AnimatorViewState {
    var index = 0
    var changedAt: Double
    var animation: Animation?
    var changedInPass = -1
    /// Phase changes left in this run (`Int.max`: cycling forever).
    var remaining: Int
    var trigger: AnimatedValue?

    init(pass: Int, time: Double, remaining: Int, trigger: AnimatedValue?) {
        changedAt = time
        self.remaining = remaining
        self.trigger = trigger
        super.init(pass: pass)
    }
}

extension ViewGraph {
    /// Moves the phase animator at `identity` on: to the next phase when its trigger changed or
    /// the animation of its last change has finished (and its run has phases left). While it
    /// runs, the graph evaluates every frame, as under a running `TimelineView`.
    func stepPhaseAnimator(
        identity: UInt64, count: Int, trigger: AnimatedValue?, animation: (Int) -> Animation?
    )
        -> PhaseAnimatorState
    {
        let time = animator.time
        let state: PhaseAnimatorState
        if let existing = animator.views.states[identity] as? PhaseAnimatorState {
            state = existing
            state.lastPass = updates.pass
            if state.index >= count { state.index = 0 }
            let triggered = trigger.map { new in state.trigger.map { !$0.isEqual(new.value) } ?? true } ?? false
            if triggered {
                // A new run: every phase once, ending at the first.
                state.remaining = count
            }
            state.trigger = trigger
            let finished = state.animation.map { $0.isFinished(at: time - state.changedAt) } ?? true
            if state.remaining > 0, triggered || (finished && state.changedInPass != updates.pass) {
                state.index = (state.index + 1) % count
                state.animation = animation(state.index)
                state.changedAt = time
                state.changedInPass = updates.pass
                if state.remaining != .max { state.remaining -= 1 }
            }
        } else {
            // The first phase shows without animating; cycling moves on from it next frame.
            state = PhaseAnimatorState(pass: updates.pass, time: time, remaining: trigger == nil ? .max : 0, trigger: trigger)
            storeAnimatorViewState(state, identity: identity)
        }
        if state.remaining > 0 { animator.timelineSeenThisPass = true }
        return state
    }
}
