import Foundation

/// Frames that skip the walk. An unchanged frame: when an update gives the root the same inputs
/// as the last one — an equal root view, an identical environment, the same proposal and
/// placement — and nothing the views read changed since (no state written, no transaction, no
/// input delivered, no animation or timeline running, nothing invalidated), the frame is last
/// frame's. `update` then returns last frame's display list without walking a single view: a
/// paused menu costs one comparison. An animation-only frame: the same inputs while animations
/// run; last pass's layout stands and only the animation and display-list stages run.
extension ViewGraph {
    /// Whether `content` at `size` would make exactly last update's frame.
    func canReuseLastFrame<Content: View>(_ content: Content, size: CGSize) -> Bool {
        let a = animator
        guard !a.isActive, !a.wasActive, !a.hasTimeline, a.leaving.isEmpty, a.completions.isEmpty, a.views.evaluatedNextPass.isEmpty
        else { return false }
        return rootInputsAreUnchanged(content, size: size)
    }

    /// Whether this update only moves running animations on: nothing a view reads changed, so
    /// last pass's views and layout stand and only the presented values differ. Drawing them
    /// again skips resolution, layout and preferences (an animated frame of a HUD whose state is
    /// still costs its animation and display-list stages, not the whole pass).
    ///
    /// Not when a `TimelineView` runs (its content depends on the clock), a transaction was
    /// recorded (a new change may start animations), or a leaving view finishes now (its state
    /// goes with the next pass's clean-up).
    func canAnimateLastLayout<Content: View>(_ content: Content, size: CGSize) -> Bool {
        let a = animator
        guard a.isActive || a.wasActive, !a.hasTimeline, a.views.evaluatedNextPass.isEmpty,
            a.leaving.allSatisfy({ $0.amount.isRunning(at: a.time) })
        else { return false }
        return rootInputsAreUnchanged(content, size: size)
    }

    /// Steps the running animations over last pass's layout and draws the presented frame (see
    /// `canAnimateLastLayout`), then runs the animation completions that came due.
    func animateLastLayout(size: CGSize) {
        updates.animatedWithoutLayout = true
        updates.stackGuardOfThread = StackGuard.current(cached: updates.stackGuardOfThread)
        updates.stackGuard = updates.stackGuardOfThread!.guard
        animator.presentsLastLayout = true
        var animation = AnimationPass(graph: self)
        animation.run()
        displayListPass.run(in: self, canvas: CGSize(width: sanitize(size.width), height: sanitize(size.height)))
        animator.presentsLastLayout = false
        let actions = updates.pendingActions
        updates.pendingActions.removeAll(keepingCapacity: true)
        for action in actions { action() }
    }

    /// Whether the root view, its size, placement and environment and every piece of state are
    /// what the last walked update saw.
    private func rootInputsAreUnchanged<Content: View>(_ content: Content, size: CGSize) -> Bool {
        guard reusesUnchangedViews, let last = reuse.lastRootInputs, last.type == ObjectIdentifier(Content.self),
            !dataFlow.invalidation.isDirty, dataFlow.invalidation.generation == last.stateGeneration, updates.pendingActions.isEmpty,
            TransactionRecorder.shared.take(since: animator.seenGeneration).1 == animator.seenGeneration,
            last.size == size, last.placement == rootPlacement, environment.isIdentical(to: last.environment)
        else { return false }
        let box = unsafeDowncast(last.value, to: RecordedView<Content>.self)
        return withUnsafePointer(to: content) { new in
            withUnsafePointer(to: &box.value) { old in box.comparison.isEqual(new, old) }
        }
    }

    /// Remembers the inputs of the update that just ran, when its frame settled and its root
    /// view can be compared; otherwise forgets them (the next update walks the views).
    func recordRootInputs<Content: View>(_ content: Content, size: CGSize) {
        guard reusesUnchangedViews, !dataFlow.invalidation.isDirty, !animator.hasTimeline,
            let comparison = valueComparison(for: Content.self)
        else {
            reuse.lastRootInputs = nil
            return
        }
        let box: RecordedView<Content>
        if let old = reuse.lastRootInputs, old.type == ObjectIdentifier(Content.self) {
            box = unsafeDowncast(old.value, to: RecordedView<Content>.self)
            box.value = content
        } else {
            box = RecordedView(content, comparison: comparison)
        }
        reuse.lastRootInputs = RootInputs(
            type: ObjectIdentifier(Content.self), value: box, environment: environment, size: size, placement: rootPlacement,
            stateGeneration: dataFlow.invalidation.generation)
    }
}

/// What the root of the last walked update was given (see `ViewGraph.canReuseLastFrame`).
struct RootInputs {
    let type: ObjectIdentifier
    /// The root view's value (`RecordedView<V>`), kept to compare with the next update's.
    let value: AnyObject
    let environment: EnvironmentValues
    let size: CGSize
    let placement: ViewGraph.RootPlacement
    /// `Invalidation.generation` when the frame settled.
    let stateGeneration: Int
}
