import Foundation

/// The interaction pass, after the display list: `onAppear`/`onDisappear` by identity,
/// `onChange(of:)`, `task`, hover of views that went, focus upkeep (Focus/), the rows lazy
/// stacks showed and scroll requests (Scrolling/). Its actions run after the pass, as
/// `onPreferenceChange` actions do; state they write shows in the next pass.
final class InteractionPass {
    // Scratch, emptied and refilled each pass so that a frame allocates nothing here.
    private var seenLifecycles = Set<UInt64>()
    private var seenChanges = Set<UInt64>()
    private var seenTasks = Set<UInt64>()
    private var scopes: [(node: NodeID, identity: UInt64, isModal: Bool)] = []

    /// Runs the pass over `graph`'s placed nodes, keeping `graph.input` in step with them.
    func run(in graph: ViewGraph) {
        let input = graph.input
        guard
            !graph.current.tables.interactions.isEmpty || input.focused != nil || !input.appeared.isEmpty || !input.changeValues.isEmpty
                || !input.hovered.isEmpty || !input.focusScopes.isEmpty || !input.tasks.isEmpty
        else { return }
        if !seenLifecycles.isEmpty { seenLifecycles.removeAll(keepingCapacity: true) }
        if !seenChanges.isEmpty { seenChanges.removeAll(keepingCapacity: true) }
        if !seenTasks.isEmpty { seenTasks.removeAll(keepingCapacity: true) }
        scopes.removeAll(keepingCapacity: true)
        var hasHover = false
        for i in graph.current.nodes.indices where graph.current.nodes[i].isPlaced {
            guard case .interaction(let index) = graph.current.nodes[i].kind else { continue }
            let identity = graph.current.nodes[i].identity
            switch graph.current.tables.interactions[Int(index)].role {
            case .lifecycle(let onAppear, let onDisappear):
                seenLifecycles.insert(identity)
                if input.appeared.updateValue((onDisappear, i), forKey: identity) == nil, let onAppear {
                    graph.updates.pendingActions.append(onAppear)
                }
            case .change(let observer):
                seenChanges.insert(identity)
                let (value, action) = observer.check(input.changeValues[identity])
                input.changeValues[identity] = value
                if let action { graph.updates.pendingActions.append(action) }
            case .task(let work):
                seenTasks.insert(identity)
                if let running = input.tasks[identity] {
                    // The same id (or none): the work goes on.
                    guard let id = work.id, let old = running.id, !id.isEqual(old) else { continue }
                    running.task.cancel()
                }
                input.tasks[identity] = RunningViewTask(id: work.id?.value, task: work.start())
            case .hover:
                hasHover = true
            case .focusScope(let isModal):
                scopes.append((NodeID(i), identity, isModal))
            default:
                break
            }
        }
        endLifecycles(in: graph)
        if input.tasks.count > seenTasks.count {
            for (identity, running) in input.tasks where !seenTasks.contains(identity) {
                running.task.cancel()
                input.tasks[identity] = nil
            }
        }
        if input.changeValues.count > seenChanges.count {
            input.changeValues = input.changeValues.filter { seenChanges.contains($0.key) }
        }
        if !input.hovered.isEmpty || hasHover { graph.updateHover() }
        graph.dropGoneContentMakers()
        graph.updateFocusAfterPass()
        if !scopes.isEmpty || !input.focusScopes.isEmpty { graph.updateFocusScopes(scopes) }
        graph.recordLazyRows()
        graph.runScrollRequest()
        if input.scrollPositions.count > 0 { graph.dropGoneScrollPositions() }
    }

    /// Queues `onDisappear` of the views seen last pass and not in this one.
    private func endLifecycles(in graph: ViewGraph) {
        let input = graph.input
        guard input.appeared.count > seenLifecycles.count else { return }
        // In the order the views stood, not the table's hash order (new each run).
        var gone: [(onDisappear: (() -> Void)?, position: Int)] = []
        for (identity, view) in input.appeared where !seenLifecycles.contains(identity) {
            input.appeared[identity] = nil
            gone.append(view)
        }
        gone.sort { $0.position < $1.position }
        for view in gone { if let action = view.onDisappear { graph.updates.pendingActions.append(action) } }
    }
}
