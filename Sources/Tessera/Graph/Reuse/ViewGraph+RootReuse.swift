import Foundation

/// An unchanged frame: when an update gives the root the same inputs as the last one — an equal
/// root view, an identical environment, the same proposal and placement — and nothing the views
/// read changed since (no state written, no transaction, no input delivered, no animation or
/// timeline running, nothing invalidated), the frame is last frame's. `update` then returns last
/// frame's display list without walking a single view: a paused menu costs one comparison.
extension ViewGraph {
    /// Whether `content` at `size` would make exactly last update's frame.
    func canReuseLastFrame<Content: View>(_ content: Content, size: CGSize) -> Bool {
        guard reusesUnchangedViews, let last = reuse.lastRootInputs, last.type == ObjectIdentifier(Content.self),
            !dataFlow.invalidation.isDirty, dataFlow.invalidation.generation == last.stateGeneration, preferencePass.pendingActions.isEmpty,
            !animator.isActive, !animator.wasActive, !animator.hasTimeline, animator.leaving.isEmpty, animator.completions.isEmpty,
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
        guard reusesUnchangedViews, !dataFlow.invalidation.isDirty, !animator.isActive, !animator.hasTimeline,
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
