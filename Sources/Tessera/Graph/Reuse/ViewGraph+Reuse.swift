import Foundation

/// Reuse of unchanged views across passes, as SwiftUI skips a `body` whose view is unchanged.
///
/// Every composite view (one with a `body`) whose value can be compared safely is *recorded*:
/// its value, its environment, and where its nodes and side-table entries lie in this pass's
/// tables. Next pass, if the view at the same identity has an equal value and an identical
/// environment, and no `@State` anywhere changed in between, its `body` is not evaluated: its
/// nodes, side-table entries and measured sizes are copied from last pass's tables, and the
/// records of the views inside it move along. Layout then finds its sizes already cached.
///
/// A view that encloses a changed view but read nothing that changed is not evaluated either:
/// it keeps the `body` it returned, which is made again, so the changed view is evaluated and its
/// siblings copied, as SwiftUI runs only the changed view's `body`.
///
/// Subtrees with `GeometryReader` or preference-value content are not recorded: their content
/// is made during layout.
extension ViewGraph {
    /// What `beginComposite` decided for a composite view.
    @usableFromInline
    enum _CompositeStart {
        /// Copied from last pass: do not evaluate `body`.
        case reused
        /// Evaluate `body`; then record the view with the scope, if there is one.
        case evaluate(_CompositeScope?)
        /// Unchanged, but views inside it changed: make the `body` it returned last time again
        /// (`recordedView(_:)`) without evaluating it, then record the view with the scope.
        case remake(_CompositeScope)
    }

    /// Where a composite view's resolution began: handed from `beginComposite` to `endComposite`.
    @usableFromInline
    struct _CompositeScope {
        let start: ArenaMarks
        let parentLastChild: NodeID
        /// How the view's values compare, kept with its record.
        let comparison: ViewValueComparison
        /// Whether the view's last `body` is made again (`remake`), not evaluated.
        var remade = false
    }

    /// Copies the composite `view`'s subtree from last pass when it is unchanged; otherwise
    /// says to evaluate its `body`, and whether to record it afterwards.
    @usableFromInline
    func beginComposite<V: View>(_ view: V, inputs: _ViewInputs) -> _CompositeStart {
        // Inside a custom modifier's body a view may contain the modified content, which is not
        // part of its value: such views are always evaluated.
        guard resolvePass.isResolving, reusesUnchangedViews, resolvePass.modifierContentStack.isEmpty else { return .evaluate(nil) }
        // A record exists only for a comparable type and holds its comparison: one table lookup.
        let comparison: ViewValueComparison
        var observation: ViewObservation?
        if let index = reuse.subtreeRecords.index(forKey: inputs.identity), case var record = reuse.subtreeRecords.values[index],
            record.type == ObjectIdentifier(V.self)
        {
            let box = unsafeDowncast(record.value, to: RecordedView<V>.self)
            comparison = box.comparison
            let isDirty = !reuse.dirtyRecords.isEmpty && reuse.dirtyRecords.contains(inputs.identity)
            // A dirty view whose own reads did not change only encloses views that changed: as
            // in SwiftUI, its `body` is not evaluated again; what it returned is made again.
            if reuse.mayReuseSubtrees, !isDirty || box.keepsBody && !dataFlow.changesSinceLastPass.views.contains(inputs.identity),
                moveToLastPass(&record), record.stackAxis == inputs.stackAxis,
                environmentIsUnchanged(inputs.environment, from: record.environment)
            {
                let equal = withUnsafePointer(to: view) { new in
                    withUnsafePointer(to: &box.value) { old in comparison.isEqual(new, old) }
                }
                if equal, !isDirty {
                    copySubtree(record, at: index, inputs: inputs)
                    return .reused
                }
                if equal {
                    let start = marks
                    reuse.evaluatingComposites.append(
                        EnclosingComposite(
                            identity: inputs.identity, start: start, environment: inputs.environment, type: V.self,
                            observation: box.observation, observationEvaluation: box.observation?.evaluationInProgress ?? 0))
                    return .remake(
                        _CompositeScope(
                            start: start, parentLastChild: current.nodes[Int(inputs.parent)].lastChild, comparison: comparison, remade: true
                        )
                    )
                }
            }
            observation = box.observation
        } else {
            guard let known = valueComparison(for: V.self) else { return .evaluate(nil) }
            comparison = known
            if !reuse.unrecordedObservations.isEmpty { observation = reuse.unrecordedObservations[inputs.identity]?.observation }
        }
        let start = marks
        reuse.evaluatingComposites.append(
            EnclosingComposite(
                identity: inputs.identity, start: start, environment: inputs.environment, type: V.self, observation: observation,
                observationEvaluation: observation?.beginEvaluation() ?? 0))
        return .evaluate(
            _CompositeScope(start: start, parentLastChild: current.nodes[Int(inputs.parent)].lastChild, comparison: comparison))
    }

    /// Whether environment `new` of this pass is identical to `old` of last pass. Siblings
    /// usually share one environment, so the last answer is kept for the pass (environments are
    /// only appended while resolving, never changed).
    @inline(__always)
    private func environmentIsUnchanged(_ new: Int32, from old: Int32) -> Bool {
        if let last = reuse.environmentComparison, last.pass == updates.pass, last.new == new, last.old == old { return last.isIdentical }
        let isIdentical = (current.environments.base + Int(new)).pointee.isIdentical(
            to: (self.previous.environments.base + Int(old)).pointee)
        reuse.environmentComparison = (updates.pass, new, old, isIdentical)
        return isIdentical
    }

    /// The record of the view being remade at `identity` (`_CompositeStart.remake`): its
    /// `RecordedView`, which keeps the body to make again.
    @usableFromInline
    func recordedView(_ identity: UInt64) -> AnyRecordedView {
        reuse.subtreeRecords[identity]!.value
    }

    /// Records the composite `view` just resolved in `scope`, for reuse next pass. Returns the
    /// record of an evaluated view, whose `keepsBody` says whether the caller stores the `body`
    /// it returned (`remakable`: that body can be made again for the view's value).
    @usableFromInline
    func endComposite<V: View>(_ view: V, scope: _CompositeScope, inputs: _ViewInputs, remakable: Bool) -> AnyRecordedView? {
        let now = marks
        let evaluated = reuse.evaluatingComposites.removeLast()
        let observation = evaluated.observation
        // A remade view read nothing anew: its registrations stay as its last evaluation left them.
        if !scope.remade { observation?.endEvaluation(evaluated.observationEvaluation) }
        // Content made during layout is not in the recorded ranges: such subtrees are redone.
        guard now.tables[.geometryReaders] == scope.start.tables[.geometryReaders],
            now.tables[.deferredLayouts] == scope.start.tables[.deferredLayouts]
        else {
            // Not recorded, and neither are the views enclosing it (their ranges hold this one's),
            // so it is evaluated in every pass that resolves the root. Its observation is kept by
            // identity: a change to what it read must still start that pass.
            if let observation { reuse.unrecordedObservations[inputs.identity] = (observation, updates.pass) }
            reuse.subtreeRecords[inputs.identity] = nil
            return nil
        }
        if observation != nil, !reuse.unrecordedObservations.isEmpty { reuse.unrecordedObservations[inputs.identity] = nil }
        // The priorities the view gave its own top-level nodes; modifiers outside may change
        // them later in this pass, and a copy must start from the view's own.
        var child =
            scope.parentLastChild >= 0
            ? current.nodes[Int(scope.parentLastChild)].nextSibling : current.nodes[Int(inputs.parent)].firstChild
        var topLevelCount = 0
        while child >= 0 {
            current.tables.topLevelPriorities.append(current.nodes[Int(child)].explicitPriority)
            topLevelCount += 1
            child = current.nodes[Int(child)].nextSibling
        }
        current.tables.recordOrder.append(inputs.identity)
        let box: RecordedView<V>
        if let old = reuse.subtreeRecords[inputs.identity], old.type == ObjectIdentifier(V.self) {
            box = unsafeDowncast(old.value, to: RecordedView<V>.self)
            box.value = view
        } else {
            box = RecordedView(view, comparison: scope.comparison)
        }
        box.observation = observation
        reuse.subtreeRecords[inputs.identity] = SubtreeRecord(
            type: ObjectIdentifier(V.self), value: box, start: scope.start, end: marks,
            environment: inputs.environment, stackAxis: inputs.stackAxis, topLevelCount: topLevelCount, pass: updates.pass,
            evaluatedPass: updates.pass, enclosing: enclosingRecordLink
        )
        if scope.remade { return nil }
        // Only a view enclosing other records, or one that made input-dependent content, can be
        // remade (a view that changed itself is evaluated), so only such a view keeps its body.
        box.keepsBody =
            remakable && (now.tables[.recordOrder] > scope.start.tables[.recordOrder] || evaluated.makesInputDependentContent)
        return box
    }

    /// Forgets every recorded subtree: the next pass evaluates every `body`. Call it when
    /// something views read outside their values changed (fonts or images reloaded).
    public func invalidateReusedViews() {
        reuse.subtreeRecords.removeAll()
        reuse.lastRootInputs = nil
    }

    /// The counts of every per-pass table now.
    var marks: ArenaMarks {
        ArenaMarks(
            nodes: current.nodes.count, environments: current.environments.count,
            tables: PassTables.counts(&current.tables, &self.previous.tables))
    }

    func valueComparison<V>(for type: V.Type) -> ViewValueComparison? {
        let key = ObjectIdentifier(type)
        if let known = reuse.valueComparisons[key] { return known }
        let comparison = ViewValueComparison(of: type)
        reuse.valueComparisons[key] = comparison
        return comparison
    }

    /// Copies a recorded subtree from last pass's tables into this pass's, under `inputs.parent`.
    private func copySubtree(_ record: SubtreeRecord, at index: Dictionary<UInt64, SubtreeRecord>.Index, inputs: _ViewInputs) {
        let old = record.start, end = record.end
        let new = marks
        let nodeShift = Int32(new.nodes - old.nodes)
        let shift = new.offset(from: old)
        let movesKinds = shift.movesSideTableIndices

        // Side tables first: the nodes name their entries by index. Last pass's tables are
        // emptied next pass and only read until then, so entries are moved, not copied.
        current.environments.appendMoving(old.environments..<end.environments, from: &self.previous.environments)
        for e in new.environments..<current.environments.count where current.environments[e].layoutDirection == .rightToLeft {
            resolvePass.passHasRightToLeft = true
        }
        PassTables.appendEntries(&current.tables, from: &self.previous.tables, between: old.tables, and: end.tables, moving: true)
        for i in new.tables[.identifiers]..<current.tables.identifiers.count {
            current.tables.identifiers[i].0 += nodeShift
        }

        // Nodes, relinked: top-level ones (whose parent lay outside the range) join `inputs.parent`.
        let priorities = self.previous.tables.topLevelPriorities[old.tables[.topLevelPriorities]..<end.tables[.topLevelPriorities]]
        var topLevelIndex = priorities.endIndex - record.topLevelCount
        let first = current.nodes.count
        current.nodes.appendCopies(of: old.nodes..<end.nodes, from: self.previous.nodes)
        // One tight pass over the copied nodes (it runs for every node of every reused view):
        // loop-invariant values hoisted, the rare top-level nodes linked out of line.
        // Through the buffer's pointer: `first..<nodes.count` was just checked by the copy, and
        // linking writes into the same storage (it never grows here).
        let oldFirst = Int32(old.nodes), nodeCount = UInt32(end.nodes - old.nodes)
        let oldEnvironment = record.environment, newEnvironment = inputs.environment
        let environmentShift = Int32(new.environments - old.environments)
        var node = current.nodes.base + first
        var lastPassIndex = oldFirst
        for i in first..<current.nodes.count {
            let parent = node.pointee.parent
            let environment = node.pointee.environment
            node.pointee.environment = environment == oldEnvironment ? newEnvironment : environment &+ environmentShift
            node.pointee.resetPassState()
            node.pointee.isCarried = true
            node.pointee.lastPassIndex = lastPassIndex
            node.pointee.subtreeBound = -1
            lastPassIndex &+= 1
            if nodeShift != 0 { node.pointee.shiftLinks(by: nodeShift) }
            if movesKinds { node.pointee.kind = node.pointee.kind.shifted(by: shift) }
            // A parent outside the copied range: a top-level node, which joins `inputs.parent`.
            if UInt32(bitPattern: parent &- oldFirst) >= nodeCount {
                node.pointee.nextSibling = -1
                node.pointee.explicitPriority = priorities[topLevelIndex]
                topLevelIndex += 1
                link(Int32(i), to: inputs.parent)
            }
            node += 1
        }
        noteSubtreeRun(first..<current.nodes.count, topLevelCount: record.topLevelCount)
        reuse.carriedSizes.append(SizeCache.CarriedRows(from: Int32(old.nodes), to: Int32(new.nodes), count: Int32(end.nodes - old.nodes)))

        // Bookkeeping: state stays alive, and the records inside (this one last) move along.
        for view in current.tables.statefulViews[new.tables[.statefulViews]...] {
            keepStateAlive(for: view)
        }
        // The records inside stay as they are: they move with this one, and are found from it
        // when they are looked up (`moveToLastPass`). This record's own identity ends the
        // range; it is updated in place, by index.
        let records = old.tables[.recordOrder]..<end.tables[.recordOrder]
        if records.count == 1 {
            current.tables.recordOrder.append(self.previous.tables.recordOrder[records.lowerBound])
        } else {
            current.tables.recordOrder.append(contentsOf: self.previous.tables.recordOrder[records])
        }
        reuse.subtreeRecords.values[index].move(
            start: new, end: end.shifted(by: shift), environment: inputs.environment, pass: updates.pass, enclosing: enclosingRecordLink)
        reusedSubtreeCount += 1
    }

    /// Places a subtree copied from last pass without laying it out again when it lands where it
    /// was, at the same proposal: its frames are last pass's, and it will draw last pass's
    /// operations. Returns `false` when it has to be placed normally.
    func placeAsLastPass(_ node: NodeID, at origin: CGPoint, proposal: ProposedViewSize) -> Bool {
        let i = Int(node)
        guard current.nodes[i].wasPlacedLastPass, !resolvePass.passHasRightToLeft, current.nodes[i].frame.origin == origin,
            current.nodes[i].placementProposal == proposal
        else { return false }
        current.nodes[i].drawsAsLastPass = true
        markPlacedAsLastPass(node)
        return true
    }

    /// Notes on the only top-level node of a subtree copied to `run` that its subtree is the
    /// run, when the run starts or ends at it (`Node.subtreeBound`).
    private func noteSubtreeRun(_ run: Range<Int>, topLevelCount: Int) {
        // The top-level node's parent lies before the run; every other node's lies inside it.
        guard topLevelCount == 1, let first = run.first, let last = run.last else { return }
        if current.nodes[first].parent < Int32(first) {
            current.nodes[first].subtreeBound = Int32(run.upperBound)
        } else if current.nodes[last].parent < Int32(first) {
            current.nodes[last].subtreeBound = Int32(first)
        }
    }

    /// Marks `root`'s subtree placed as last pass left it: along its run of the arena when the
    /// subtree is one (`Node.subtreeBound`), else by a walk along the links, not a recursion. It
    /// visits every node of every carried card, so each visit must be a few instructions (no
    /// calls, no stack room to check).
    private func markPlacedAsLastPass(_ root: NodeID) {
        // Through the buffer's pointer: the links of a resolved arena stay inside it, and
        // placement never appends nodes.
        let all = current.nodes.base
        let bound = all[Int(root)].subtreeBound
        if bound >= 0 {
            let run = bound > root ? Int(root)..<Int(bound) : Int(bound)..<Int(root) + 1
            for i in run { all[i].isPlaced = all[i].wasPlacedLastPass }
            return
        }
        var node = root
        while true {
            let current = all + Int(node)
            current.pointee.isPlaced = current.pointee.wasPlacedLastPass
            if current.pointee.firstChild >= 0 {
                node = current.pointee.firstChild
                continue
            }
            // Climb to the nearest node below `root` with a next sibling.
            while node != root {
                let next = (all + Int(node)).pointee.nextSibling
                if next >= 0 {
                    node = next
                    break
                }
                node = (all + Int(node)).pointee.parent
            }
            if node == root { return }
        }
    }

    /// Appends the operations and glyphs `node` drew last pass (or, in an update that draws last
    /// pass's layout again, last frame); returns `false` if it has none to copy.
    func drawAsLastPass(_ node: NodeID) -> Bool {
        let i = Int(node)
        let operations = current.nodes[i].drawnOperations, glyphs = current.nodes[i].drawnGlyphs
        guard animator.presentsLastLayout || current.nodes[i].drawsAsLastPass,
            current.nodes[i].drawnInList == Int32(truncatingIfNeeded: displayListPass.listNumber &- 1),
            Int(operations.upperBound) <= displayListPass.previousDisplayList.operations.count,
            Int(glyphs.upperBound) <= displayListPass.previousDisplayList.glyphs.count
        else { return false }
        let glyphShift = glyphScratch.count - Int(glyphs.lowerBound)
        if !glyphs.isEmpty {
            displayListPass.previousDisplayList.glyphs.withUnsafeBufferPointer { all in
                glyphScratch.append(contentsOf: UnsafeBufferPointer(rebasing: all[Int(glyphs.lowerBound)..<Int(glyphs.upperBound)]))
            }
        }
        let first = displayList.operations.count
        displayList.operations.append(
            contentsOf: displayListPass.previousDisplayList.operations[Int(operations.lowerBound)..<Int(operations.upperBound)])
        if glyphShift != 0 {
            for k in first..<displayList.operations.count {
                guard case .text(var run) = displayList.operations[k] else { continue }
                run.glyphs = (run.glyphs.lowerBound + glyphShift)..<(run.glyphs.upperBound + glyphShift)
                displayList.operations[k] = .text(run)
            }
        }
        return true
    }

    /// Moves this pass's tables to last pass's place, emptied, before resolution refills them.
    ///
    /// A pass that will not read last pass's nodes (no subtree can be reused, and no animation
    /// starts from last pass's values) is built in last pass's arena and tables instead, and
    /// the pass before is dropped: that memory was written one frame ago and is likely still in
    /// cache, where the other arena was written two frames ago. With every body evaluated at
    /// 1,000 cards, a 4 MB last-level cache misses 84,000 lines a frame with two arenas and 50,000
    /// with one; this machine's share of its cache is often no larger (README, Performance).
    func beginResolvingWithReuse() {
        reuse.mayReuseSubtrees = reusesUnchangedViews && !dataFlow.changesSinceLastPass.everything && !animator.hasTimeline
        markDirtyRecords(dataFlow.changesSinceLastPass.views)
        if !reuse.viewsToRemake.isEmpty {
            markDirty(reuse.viewsToRemake)
            reuse.viewsToRemake.removeAll(keepingCapacity: true)
        }
        if reuse.mayReuseSubtrees || animationMayReadLastPass {
            swap(&current, &previous)
        } else {
            // Sizes are carried in place from last pass's cache (`SizeCache.carryRowsInPlace`), so
            // the caches swap even when the arena stays.
            previous.removeArena(current: &current)
            swap(&current.sizeCache, &previous.sizeCache)
        }
        PassTables.removeAll(&current.tables, &previous.tables)
        reuse.carriedSizes.removeAll(keepingCapacity: true)
        reuse.evaluatingComposites.removeAll(keepingCapacity: true)
        counters.reusedSubtrees = 0
        resolvePass.isResolving = true
    }

    /// Whether this pass's animation stage may look up last pass's nodes (`AnimationWalk`): an
    /// animated transaction, running tracks, leaving views, or animation or transition nodes in
    /// last pass (`tables` is still last pass's here). Animation nodes new in this pass wrap
    /// content whose identities are new too, so they find nothing in last pass either way.
    private var animationMayReadLastPass: Bool {
        let a = animator
        return a.transaction.animation != nil || !a.tracks.isEmpty || !a.leaving.isEmpty || !a.transitionNodes.isEmpty
            || !a.rolls.isEmpty || !current.tables.animationNodes.isEmpty
    }

    /// Sizes the new size cache and carries the copied subtrees' sizes into it.
    func endResolvingWithReuse() {
        resolvePass.isResolving = false
        carryUnchangedContainers()
        if current.sizeCache.carryRowsInPlace(reuse.carriedSizes, from: &self.previous.sizeCache, count: current.nodes.count) {
            counters.copiedSizeRows = 0
        } else {
            current.sizeCache.reset(count: current.nodes.count)
            current.sizeCache.copyRows(reuse.carriedSizes, from: self.previous.sizeCache)
            counters.copiedSizeRows = reuse.carriedSizes.reduce(0) { $0 + Int($1.count) }
        }
        // Records inside copied subtrees keep an older pass, so what this pass holds is told
        // by its record order (a view that disappeared is in no pass's order from now on).
        if reuse.subtreeRecords.count > current.tables.recordOrder.count {
            let current = Set(current.tables.recordOrder)
            reuse.subtreeRecords = reuse.subtreeRecords.filter {
                if current.contains($0.key) { return true }
                // A view that left: its model registrations are cancelled.
                $0.value.value.observation?.cancelAll()
                return false
            }
        }
    }

    /// Cancels the observations of unrecorded views this pass did not evaluate (they left).
    func dropUnusedUnrecordedObservations() {
        guard !reuse.unrecordedObservations.isEmpty else { return }
        let pass = updates.pass
        guard reuse.unrecordedObservations.values.contains(where: { $0.pass != pass }) else { return }
        reuse.unrecordedObservations = reuse.unrecordedObservations.filter {
            if $0.value.pass == pass { return true }
            $0.value.observation.cancelAll()
            return false
        }
    }

    /// The recorded views this pass does not copy: each view that read what changed, and the
    /// recorded views whose bodies made it, up to the root (copying an enclosing view whole would
    /// copy the changed view's old subtree with it). The enclosing ones remake their last body
    /// (`_CompositeStart.remake`) rather than evaluate it; their other children are still reused.
    private func markDirtyRecords(_ changed: Set<UInt64>) {
        if !reuse.dirtyRecords.isEmpty { reuse.dirtyRecords.removeAll(keepingCapacity: true) }
        markDirty(changed)
    }

    /// Marks the records of `views` and of the views enclosing them dirty (not copied).
    private func markDirty(_ views: Set<UInt64>) {
        guard reuse.mayReuseSubtrees else { return }
        for identity in views {
            var current: UInt64? = identity
            var depth = 0
            while let view = current, depth < Self.maximumEnclosingDepth, reuse.dirtyRecords.insert(view).inserted {
                current = reuse.subtreeRecords[view]?.enclosing?.identity
                depth += 1
            }
        }
    }
}

/// Counts of every per-pass table at one moment: where a subtree's entries begin or end.
struct ArenaMarks {
    var nodes, environments: Int
    var tables: PassTableCounts

    /// Per-table differences `self − other`.
    @inline(__always)
    func offset(from other: ArenaMarks) -> ArenaMarks {
        ArenaMarks(nodes: nodes - other.nodes, environments: environments - other.environments, tables: tables.offset(from: other.tables))
    }

    /// Every count moved by the matching count of `offset`.
    @inline(__always)
    func shifted(by offset: ArenaMarks) -> ArenaMarks {
        ArenaMarks(nodes: nodes + offset.nodes, environments: environments + offset.environments, tables: tables.shifted(by: offset.tables))
    }

    /// Whether, as an offset, it moves any index a node kind holds.
    var movesSideTableIndices: Bool { tables.movesNodeKindIndices }
}

/// A recorded composite view: where its subtree lies in the tables of the pass that recorded it.
struct SubtreeRecord {
    let type: ObjectIdentifier
    /// The view's value (`RecordedView<V>`), kept to compare with next pass's.
    let value: AnyRecordedView
    var start: ArenaMarks
    var end: ArenaMarks
    /// The view's environment, an index in that pass's environment table.
    var environment: Int32
    let stackAxis: Axis?
    /// How many nodes the view made at its top level (its own priorities end the priority range).
    let topLevelCount: Int
    /// The pass whose tables the marks refer to.
    var pass: Int
    /// The pass in which the view's `body` last ran (the records inside it are from then or later).
    let evaluatedPass: Int
    /// The recorded view whose `body` made this view, when there is one: a record inside a
    /// subtree copied whole is not updated; it moves with that view's record.
    var enclosing: EnclosingRecordLink?

    /// The view's type name, for diagnostics.
    var typeName: String { value.typeName }

    /// Points the record at where its subtree lies in pass `pass` (one write to the table).
    mutating func move(start: ArenaMarks, end: ArenaMarks, environment: Int32, pass: Int, enclosing: EnclosingRecordLink?) {
        self.start = start
        self.end = end
        self.environment = environment
        self.pass = pass
        self.enclosing = enclosing
    }
}

/// A recorded view's storage, whatever the view's type.
@usableFromInline
class AnyRecordedView {
    /// How the view depends on observable models, from its last evaluation.
    var observation: ViewObservation?
    /// Whether the `RecordedView` holds the body the view returned when it was last evaluated
    /// (set by `endComposite`; the body is stored by the view's own `_makeView`, where its type
    /// is concrete and storing it costs a copy, not a generic assignment).
    @usableFromInline var keepsBody = false

    var typeName: String { "" }
}

/// Storage for a recorded view's value, reused from pass to pass for the same identity.
@usableFromInline
final class RecordedView<V: View>: AnyRecordedView {
    var value: V
    /// What `body` returned when the view was last evaluated, kept by views enclosing other
    /// records (so it can be made again when only those changed).
    @usableFromInline var body: V.Body?
    /// How values of `V` compare (found once per type, kept here so reuse looks up no cache).
    let comparison: ViewValueComparison

    override var typeName: String { String(describing: V.self) }

    init(_ value: V, comparison: ViewValueComparison) {
        self.value = value
        self.comparison = comparison
    }
}
