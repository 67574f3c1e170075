import Foundation

/// A container that animates its content with keyframes, as SwiftUI's `KeyframeAnimator`:
/// `content` is evaluated every frame the keyframes run, with the value at the animation clock.
///
/// With a trigger the keyframes play each time it changes, starting from the current value
/// (`initialValue` at first, then where the last run ended); with `repeating` they loop while
/// the view is shown (`repeating: false` shows the value at the start of the timeline):
///
/// ```swift
/// KeyframeAnimator(initialValue: 1.0, trigger: hits) { scale in
///     Heart().scaleEffect(scale)
/// } keyframes: { _ in
///     SpringKeyframe(1.4, duration: 0.15)
///     CubicKeyframe(1, duration: 0.3)
/// }
/// ```
///
/// A trigger change while the keyframes run starts them again from the value shown then. A
/// repeating timeline of zero duration does not loop: it shows its final value.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: PrimitiveView where Value == KeyframePath.Value {
    let initialValue: Value
    /// The trigger (`nil`: looping, or still when `repeating` is false).
    let trigger: AnimatedValue?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// Plays `keyframes` each time `trigger` changes.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.init(initialValue: initialValue, trigger: AnimatedValue(trigger), repeating: false, content: content, keyframes: keyframes)
    }

    /// Loops `keyframes` while `repeating`; otherwise shows the value at their start.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.init(initialValue: initialValue, trigger: nil, repeating: repeating, content: content, keyframes: keyframes)
    }

    init(
        initialValue: Value, trigger: AnimatedValue?, repeating: Bool, content: @escaping (Value) -> Content,
        keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = trigger
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    /// Makes the content with the keyframes' value at the graph's clock.
    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        let inputs = inputs.child(ObjectIdentifier(Self.self))
        inputs.withGraph { graph in
            let value = graph.stepKeyframeAnimator(
                identity: inputs.identity, initialValue: view.initialValue, trigger: view.trigger, repeating: view.repeating
            ) { KeyframeTimeline(initialValue: $0, keyframes: view.keyframes($0)) }
            Content._makeView(graph.trackingObservations { view.content(value) }, inputs: inputs)
        }
    }
}

extension View {
    /// Plays `keyframes` on effects applied to this view each time `trigger` changes (see
    /// `KeyframeAnimator`). `content` gets this view and the current value.
    ///
    /// ```swift
    /// card.keyframeAnimator(initialValue: 0.0, trigger: wrongGuesses) { card, x in
    ///     card.offset(x: x)
    /// } keyframes: { _ in
    ///     LinearKeyframe(12, duration: 0.05)
    ///     LinearKeyframe(-12, duration: 0.1)
    ///     LinearKeyframe(0, duration: 0.05)
    /// }
    /// ```
    public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        modifier(
            _KeyframeAnimatorModifier(
                initialValue: initialValue, trigger: AnimatedValue(trigger), repeating: false, content: content, keyframes: keyframes))
    }

    /// Loops `keyframes` on effects applied to this view while `repeating` (see `KeyframeAnimator`).
    public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        modifier(
            _KeyframeAnimatorModifier(
                initialValue: initialValue, trigger: nil, repeating: repeating, content: content, keyframes: keyframes))
    }
}

/// `keyframeAnimator(initialValue:trigger:content:keyframes:)`: a `KeyframeAnimator` whose
/// content is the modified view.
public struct _KeyframeAnimatorModifier<Placeholder, Value, KeyframePath: Keyframes, Output: View>: PrimitiveViewModifier
where KeyframePath.Value == Value {
    let initialValue: Value
    let trigger: AnimatedValue?
    let repeating: Bool
    let content: (PlaceholderContentView<Placeholder>, Value) -> Output
    let keyframes: (Value) -> KeyframePath

    /// Makes the animator with the modified view as its content.
    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        let animator = KeyframeAnimator(
            initialValue: modifier.initialValue, trigger: modifier.trigger, repeating: modifier.repeating,
            content: { modifier.content(PlaceholderContentView(), $0) }, keyframes: modifier.keyframes)
        inputs.withGraph { graph in
            graph.withModifierContent(content) {
                KeyframeAnimator._makeView(animator, inputs: inputs)
            }
        }
    }
}

/// Where one keyframe animator is: the running timeline and when it started, or the value it
/// rests at.
final class KeyframeAnimatorState<Value>: AnimatorViewState {
    /// The value shown when no timeline runs (where the last one ended).
    var value: Value
    var timeline: KeyframeTimeline<Value>?
    var start = 0.0
    var trigger: AnimatedValue?
    /// The timeline a non-repeating, untriggered animator shows the start of.
    var still: KeyframeTimeline<Value>?

    init(value: Value, pass: Int, trigger: AnimatedValue?) {
        self.value = value
        self.trigger = trigger
        super.init(pass: pass)
    }
}

extension ViewGraph {
    /// The value of the keyframe animator at `identity` now: starts its keyframes when the
    /// trigger changed (or, looping, when first shown), loops or ends them when they are over.
    /// While they run the graph evaluates every frame, as under a running `TimelineView`.
    func stepKeyframeAnimator<Value>(
        identity: UInt64, initialValue: Value, trigger: AnimatedValue?, repeating: Bool,
        timeline make: (Value) -> KeyframeTimeline<Value>
    ) -> Value {
        let time = animator.time
        let state: KeyframeAnimatorState<Value>
        if let existing = animator.views.states[identity] as? KeyframeAnimatorState<Value> {
            state = existing
            state.lastPass = updates.pass
            if let trigger, let old = state.trigger, !old.isEqual(trigger.value) {
                let current = state.timeline.map { $0.value(time: time - state.start) } ?? state.value
                state.value = current
                state.timeline = make(current)
                state.start = time
            }
            state.trigger = trigger
        } else {
            state = KeyframeAnimatorState(value: initialValue, pass: updates.pass, trigger: trigger)
            storeAnimatorViewState(state, identity: identity)
            if trigger == nil, repeating {
                state.timeline = make(initialValue)
                state.start = time
            }
        }
        if trigger == nil {
            if !repeating {
                // Not looping: the start of the keyframes, still.
                state.timeline = nil
                if state.still == nil { state.still = make(state.value) }
                return state.still!.value(time: 0)
            }
            state.still = nil
            if state.timeline == nil {
                state.timeline = make(state.value)
                state.start = time
            }
        }
        guard var timeline = state.timeline else { return state.value }
        var elapsed = time - state.start
        let duration = timeline.duration
        if elapsed >= duration {
            guard trigger == nil, duration > 0 else {
                // Over (or nothing to play): rest at the end value.
                state.value = timeline.value(time: duration)
                state.timeline = nil
                return state.value
            }
            // Looping: each loop starts from where the last one ended.
            var loops = 0
            while elapsed >= timeline.duration, timeline.duration > 0, loops < 64 {
                state.value = timeline.value(time: timeline.duration)
                state.start += timeline.duration
                timeline = make(state.value)
                elapsed = time - state.start
                loops += 1
            }
            if !(timeline.duration > 0) || elapsed >= timeline.duration {
                // Far behind (a clock jump), or keyframes that became empty: restart now.
                state.start = time
                elapsed = 0
            }
            state.timeline = timeline
            if !(timeline.duration > 0) {
                state.timeline = nil
                state.value = timeline.value(time: 0)
                return state.value
            }
        }
        animator.timelineSeenThisPass = true
        return timeline.value(time: elapsed)
    }
}
