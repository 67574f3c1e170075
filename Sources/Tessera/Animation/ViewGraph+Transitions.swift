import Foundation

/// Transitions: a view with `transition(_:)` that is inserted in an animated change comes in
/// from the transition's look; one that is removed keeps being drawn (from its last frame's
/// operations) while it goes to that look, then its state is dropped.
extension ViewGraph {
    /// Starts or steps the insertion of the transition node `node`.
    func animateTransition(_ node: NodeID, transition: AnyTransition, animation: Animation?) {
        let i = Int(node)
        let key = current.nodes[i].identity
        let parent = current.nodes[i].parent
        animator.currentTransitionNodes[key] = TransitionRecord(
            node: node, parentIdentity: parent >= 0 ? current.nodes[Int(parent)].identity : 0, frame: current.nodes[i].frame,
            transition: transition)
        let tracks = animator.tracks[key] ?? NodeTracks()
        if animator.hasDrawn, animator.transitionNodes[key] == nil {
            // Back before its removal ended: it comes in again from where it got to.
            var start = 1.0
            if let k = animator.leaving.firstIndex(where: { $0.identity == key }) {
                start = animator.leaving[k].amount.presented(at: animator.time).lanes.x
                animator.leaving.remove(at: k)
            }
            guard let animation else { return }
            var track = AnimationTrack(target: AnimatableVector4(start))
            track.retarget(to: .zero, animation: animation.runningOnce, at: animator.time)
            tracks.value = track
        }
        guard tracks.value != nil else { return }
        let amount = tracks.value!.presented(at: animator.time).lanes.x
        if tracks.value!.isAnimating {
            animator.transitionAmounts[node] = (transition.insertion, amount)
            animator.tracks[key] = tracks
        } else {
            tracks.value = nil
            if tracks.isEmpty { animator.tracks[key] = nil }
        }
    }

    /// Keeps the views whose transition nodes were in last pass and are not in this one, when
    /// their removal is animated.
    func startRemovals(context: inout AnimationWalk) {
        let a = animator
        // In last pass's arena order, which is drawing order: the table's own order is its
        // keys' hash order, new each run, and leaving views that overlap would swap.
        var removed: [(key: UInt64, value: TransitionRecord)] = []
        for entry in a.transitionNodes where a.currentTransitionNodes[entry.key] == nil { removed.append(entry) }
        removed.sort { $0.value.node < $1.value.node }
        guard !removed.isEmpty else { return }
        if !a.leaving.isEmpty {
            // A view removed again before its last removal ended starts over (one pass over
            // the leaving views, not one per removed view).
            let keys = Set(removed.map(\.key))
            a.leaving.removeAll { keys.contains($0.identity) }
        }
        var keptState = false
        for (key, record) in removed {
            a.tracks[key] = nil
            let host = context.currentNode(record.parentIdentity)
            guard let animation = host.map({ animation(at: $0) }) ?? a.transaction.animation,
                record.transition.removal != TransitionEffect()
            else { continue }
            let old = self.previous.nodes[Int(record.node)]
            let operations = old.drawnOperations, glyphs = old.drawnGlyphs
            // `displayList` is still last pass's here.
            guard Int(operations.upperBound) <= displayList.operations.count, Int(glyphs.upperBound) <= displayList.glyphs.count
            else { continue }
            var amount = AnimationTrack(target: AnimatableVector4.zero)
            amount.retarget(to: AnimatableVector4(1), animation: animation.runningOnce, at: a.time)
            if !keptState {
                keptState = true
                a.leavingState[updates.pass] = dataFlow.stateSlots.compactMap { $0.value.lastSeenPass == updates.pass ? nil : $0.key }
            }
            a.nextLeavingOrder += 1
            a.leaving.append(
                LeavingView(
                    identity: key, parentIdentity: record.parentIdentity, frame: record.frame, effect: record.transition.removal,
                    amount: amount,
                    operations: Array(displayList.operations[Int(operations.lowerBound)..<Int(operations.upperBound)]),
                    glyphs: Array(displayList.glyphs[Int(glyphs.lowerBound)..<Int(glyphs.upperBound)]),
                    glyphBase: Int(glyphs.lowerBound),
                    stateGroup: updates.pass, order: a.nextLeavingOrder))
        }
    }

    /// Steps the leaving views: finished ones go (their state with them), the others keep their
    /// state and find the node they are drawn after.
    func updateLeavingViews(context: inout AnimationWalk) {
        let a = animator
        guard !a.leaving.isEmpty else {
            if !a.leavingState.isEmpty { a.leavingState.removeAll() }
            return
        }
        a.leavingUpkeep = 0
        a.leaving.removeAll { view in
            var track = view.amount
            _ = track.presented(at: a.time)
            return !track.isAnimating
        }
        for k in a.leaving.indices {
            _ = a.leaving[k].amount.presented(at: a.time)
            a.leaving[k].host = context.currentNode(a.leaving[k].parentIdentity) ?? 0
        }
        // By host, in the order their removals started: each container draws its own leaving
        // views from one range instead of looking through all of them.
        a.leaving.sort { ($0.host, $0.order) < ($1.host, $1.order) }
        a.leavingRanges.removeAll(keepingCapacity: true)
        var start = 0
        for k in a.leaving.indices where k + 1 == a.leaving.count || a.leaving[k + 1].host != a.leaving[k].host {
            a.leavingRanges[a.leaving[k].host] = start..<(k + 1)
            start = k + 1
        }
        a.leavingUpkeep += a.leaving.count
        // The state of every pass that still has a leaving view, once per pass.
        var groups: [Int] = []
        for view in a.leaving where !groups.contains(view.stateGroup) { groups.append(view.stateGroup) }
        if a.leavingState.count > groups.count { a.leavingState = a.leavingState.filter { groups.contains($0.key) } }
        for group in groups {
            for identity in a.leavingState[group] ?? [] where dataFlow.stateSlots[identity] != nil { keepStateAlive(for: identity) }
            a.leavingUpkeep += a.leavingState[group]?.count ?? 0
        }
    }

    /// The animation a change at `node` takes: the update's transaction, changed by the
    /// animation modifiers above it.
    func animation(at node: NodeID) -> Animation? {
        var chain: [Int32] = []
        var current = node
        while current >= 0 {
            if case .effect(.animation(let index)) = self.current.nodes[Int(current)].kind { chain.append(index) }
            current = self.current.nodes[Int(current)].parent
        }
        var scope = AnimationScope(animator.transaction)
        for index in chain.reversed() { scope.enter(self.current.tables.animationNodes[Int(index)], in: self) }
        // A removal animates with the transformed transaction's animation even where no change
        // below would (a `transaction(_:)` that sets one).
        return scope.animation
    }

    /// Draws the views leaving from under `host` (after its children, where they were).
    func emitLeavingViews(after host: NodeID, scale: CGFloat) {
        guard let range = animator.leavingRanges[host], range.upperBound <= animator.leaving.count else { return }
        animator.leavingUpkeep += range.count
        for view in animator.leaving[range] {
            let amount = view.amount.sample(at: animator.time).value.lanes.x
            let (opacity, projection) = view.effect.projected(amount: amount, in: view.frame)
            guard opacity > 0 else { continue }
            if opacity < 1 { displayList.operations.append(.pushOpacity(Float(opacity))) }
            let pop = pushTransitionTransform(projection, scale: scale)
            let glyphShift = glyphScratch.count - view.glyphBase
            view.glyphs.withUnsafeBufferPointer { glyphScratch.append(contentsOf: $0) }
            for operation in view.operations {
                guard case .text(var run) = operation else {
                    displayList.operations.append(operation)
                    continue
                }
                run.glyphs = (run.glyphs.lowerBound + glyphShift)..<(run.glyphs.upperBound + glyphShift)
                displayList.operations.append(.text(run))
            }
            if let pop { displayList.operations.append(pop) }
            if opacity < 1 { displayList.operations.append(.popOpacity) }
        }
    }

    /// Draws the children of an animation node: through its transition or geometry effect.
    func emitAnimationNode(_ index: Int32, node: NodeID, frame: CGRect, scale: CGFloat, children: () -> Void) {
        var transform = CGAffineTransform.identity
        var opacity = 1.0
        switch current.tables.animationNodes[Int(index)] {
        case .geometryEffect(var effect):
            if isPresenting, case .geometryEffect(let presented)? = presentedValue(node) { effect = presented }
            let value = effect.effectValue(size: frame.size)
            if !value.isAffine {
                emitProjection(value, frame: frame, scale: scale, children: children)
                return
            }
            let m = value.affine
            transform = CGAffineTransform(translationX: -frame.minX, y: -frame.minY).concatenating(m)
                .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
        case .transition:
            if let (effect, amount) = animator.transitionAmounts[node] {
                if effect.custom != nil {
                    let (faded, projection) = effect.projected(amount: amount, in: frame)
                    guard faded > 0 else { return }
                    if faded < 1 { displayList.operations.append(.pushOpacity(Float(faded))) }
                    let pop = pushTransitionTransform(projection, scale: scale)
                    if pop == nil { children() } else { withoutCulling(children) }
                    if let pop { displayList.operations.append(pop) }
                    if faded < 1 { displayList.operations.append(.popOpacity) }
                    return
                }
                (opacity, transform) = effect.applied(amount: amount, in: frame)
            }
        case .animation, .transaction, .contentTransition:
            break
        }
        guard opacity > 0 else { return }
        let pixels = pixelTransform(transform, scale: scale)
        if opacity < 1 { displayList.operations.append(.pushOpacity(Float(opacity))) }
        if !pixels.isIdentity { displayList.operations.append(.pushTransform(pixels)) }
        // Moved content is not drawn where its frames are: no culling by frame under it.
        if pixels.isIdentity { children() } else { withoutCulling(children) }
        if !pixels.isIdentity { displayList.operations.append(.popTransform) }
        if opacity < 1 { displayList.operations.append(.popOpacity) }
    }
}

extension ViewGraph {
    /// Opens the group that draws a transition's `projection` (points, root coordinates) at
    /// `scale`: a transform, or a projection when it has perspective; returns the operation
    /// that closes it (`nil`: nothing opened — the identity, or not finite, logged once).
    func pushTransitionTransform(_ projection: ProjectionTransform, scale: CGFloat) -> DisplayOperation? {
        if projection.isAffine {
            let pixels = pixelTransform(projection.affine, scale: scale)
            guard !pixels.isIdentity else { return nil }
            displayList.operations.append(.pushTransform(pixels))
            return .popTransform
        }
        let pixels = projection.scaled(by: scale)
        guard pixels.isFinite else {
            Diagnostics.warnOnce("a transition made a projection that is not finite (\(projection)); drawn without it")
            return nil
        }
        displayList.operations.append(.pushProjection(pixels))
        return .popProjection
    }

    /// Draws children through a projective geometry effect `value` (the view's own points):
    /// moved to the view's frame and into pixels, it becomes a `pushProjection` group.
    func emitProjection(_ value: ProjectionTransform, frame: CGRect, scale: CGFloat, children: () -> Void) {
        let toLocal = ProjectionTransform(CGAffineTransform(translationX: -frame.minX, y: -frame.minY))
        let fromLocal = ProjectionTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY))
        let pixels = toLocal.concatenating(value).concatenating(fromLocal).scaled(by: scale)
        guard pixels.isFinite else {
            Diagnostics.warnOnce("a geometry effect made a projection that is not finite (\(value)); drawn without it")
            children()
            return
        }
        displayList.operations.append(.pushProjection(pixels))
        withoutCulling(children)
        displayList.operations.append(.popProjection)
    }
}

/// `transform` (points) in pixels at `scale`; the identity, logged once, when it holds a
/// number that is not finite there (a hostile geometry effect, a huge offset).
func pixelTransform(_ transform: CGAffineTransform, scale: CGFloat) -> CGAffineTransform {
    let pixels = CGAffineTransform(
        a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx * scale, ty: transform.ty * scale)
    guard [pixels.a, pixels.b, pixels.c, pixels.d, pixels.tx, pixels.ty].allSatisfy(\.isFinite) else {
        Diagnostics.warnOnce("a transition or geometry effect made a transform that is not finite (\(transform)); drawn without it")
        return .identity
    }
    return pixels
}

extension Animation {
    /// The animation without endless repetition: a transition must end (a `repeatForever` on a
    /// leaving view would keep it forever), so it runs once.
    var runningOnce: Animation {
        guard repeats == nil else { return self }
        var copy = self
        copy.repeats = 1
        return copy
    }
}
