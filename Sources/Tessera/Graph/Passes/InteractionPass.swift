import Foundation

/// What runs after every pass for input: `onAppear`/`onDisappear` by identity, `onChange(of:)`,
/// hover of views that went, and focus upkeep (`ViewGraph+Focus.swift`). Their actions run
/// after the pass, as `onPreferenceChange` actions do; state they write shows in the next pass.
extension ViewGraph {
    func updateInteractions() {
        let input = input
        guard
            !current.tables.interactions.isEmpty || input.focused != nil || !input.appeared.isEmpty || !input.changeValues.isEmpty
                || !input.hovered.isEmpty || !input.focusScopes.isEmpty || !input.tasks.isEmpty
        else { return }
        var seen = Set<UInt64>()
        var seenChanges = Set<UInt64>()
        var seenTasks = Set<UInt64>()
        var hasHover = false
        var scopes: [(node: NodeID, identity: UInt64, isModal: Bool)] = []
        for i in current.nodes.indices where current.nodes[i].isPlaced {
            guard case .interaction(let index) = current.nodes[i].kind else { continue }
            let identity = current.nodes[i].identity
            switch current.tables.interactions[Int(index)].role {
            case .lifecycle(let onAppear, let onDisappear):
                seen.insert(identity)
                if input.appeared.updateValue((onDisappear, i), forKey: identity) == nil, let onAppear {
                    preferencePass.pendingActions.append(onAppear)
                }
            case .change(let observer):
                seenChanges.insert(identity)
                let (value, action) = observer.check(input.changeValues[identity])
                input.changeValues[identity] = value
                if let action { preferencePass.pendingActions.append(action) }
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
        if input.appeared.count > seen.count {
            // In the order the views stood, not the table's hash order (new each run).
            var gone: [(onDisappear: (() -> Void)?, position: Int)] = []
            for (identity, view) in input.appeared where !seen.contains(identity) {
                input.appeared[identity] = nil
                gone.append(view)
            }
            gone.sort { $0.position < $1.position }
            for view in gone { if let action = view.onDisappear { preferencePass.pendingActions.append(action) } }
        }
        if input.tasks.count > seenTasks.count {
            for (identity, running) in input.tasks where !seenTasks.contains(identity) {
                running.task.cancel()
                input.tasks[identity] = nil
            }
        }
        if input.changeValues.count > seenChanges.count {
            input.changeValues = input.changeValues.filter { seenChanges.contains($0.key) }
        }
        if !input.hovered.isEmpty || hasHover { updateHover() }
        updateFocusAfterPass()
        if !scopes.isEmpty || !input.focusScopes.isEmpty { updateFocusScopes(scopes) }
        recordLazyRows()
        runScrollRequest()
        if input.scrollPositions.count > 0 { dropGoneScrollPositions() }
    }
}
