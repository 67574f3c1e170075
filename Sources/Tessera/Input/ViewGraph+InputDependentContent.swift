import Foundation

/// Content that depends on input state, not on what views read: a focus target tells its
/// content `isFocused`, a scroll view places its content at its offset, a lazy stack in a scroll
/// view makes the rows in sight. When that state changes, SwiftUI updates such content without
/// evaluating the view that made it. Here that view is made again from the body it returned
/// last (as a view enclosing a changed view is, Reuse/ViewGraph+Reuse.swift): its content is
/// compared again, and only what changed in it is evaluated (the view reading `isFocused`, the
/// rows that came into sight).
extension ViewGraph {
    /// Notes that the view being evaluated makes the input-dependent content `content` (an
    /// interaction node's identity), so that a change to it makes that view again.
    func noteMaking(_ content: UInt64) {
        guard let reader = currentReader else { return }
        input.contentMakers[content, default: DependencyReaders()].insert(reader)
        // Such a view keeps its body, to be made again without evaluating it.
        if case .view = reader { reuse.evaluatingComposites[reuse.evaluatingComposites.count - 1].makesInputDependentContent = true }
    }

    /// Makes the views that made `content` again in the next pass (they note it again then).
    /// The caller starts that pass.
    func remakeViewsThatMade(_ content: UInt64) {
        guard let makers = input.contentMakers.removeValue(forKey: content) else { return }
        makers.forEach { if case .view(let view) = $0 { reuse.viewsToRemake.insert(view) } }
    }

    /// Forgets the makers of content no longer in the arena (its views went), once there are
    /// more than a few: after a pass, when the arena holds all the content.
    func dropGoneContentMakers() {
        guard input.contentMakers.count > input.contentMakerLimit else { return }
        var present = Set<UInt64>()
        for i in current.nodes.indices {
            if case .interaction = current.nodes[i].kind { present.insert(current.nodes[i].identity) }
        }
        input.contentMakers = input.contentMakers.filter { present.contains($0.key) }
        input.contentMakerLimit = max(64, input.contentMakers.count * 2)
    }
}
