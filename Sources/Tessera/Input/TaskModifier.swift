import Foundation

extension View {
    /// Runs `action` when this view appears and cancels it when the view goes away. The work
    /// runs on the main thread as the host's loop drains it before each frame, so it may write
    /// state freely; its `await`s let the game loop go on.
    public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void
    ) -> ModifiedContent<Self, _InteractionModifier> {
        modifier(_InteractionModifier(.task(ViewTask(id: nil, priority: priority, action: action)), salt: InteractionSalt.task))
    }

    /// Runs `action` when this view appears, cancels it when the view goes away, and cancels and
    /// runs it again when `value` changes.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void
    ) -> ModifiedContent<Self, _InteractionModifier> {
        let id = ViewTask.ID(value: value) { ($0 as? T) == value }
        return modifier(_InteractionModifier(.task(ViewTask(id: id, priority: priority, action: action)), salt: InteractionSalt.task))
    }
}

/// The async work of a `task` modifier, and the value that restarts it.
struct ViewTask {
    struct ID {
        let value: Any
        let isEqual: (Any) -> Bool
    }

    let id: ID?
    let priority: TaskPriority
    let action: () async -> Void

    /// Starts the work on the main thread's queue, which the host's run loop drains before each
    /// frame: the task prefers that executor, so the action (nonisolated, as a view's closures
    /// are) runs there between its `await`s, beside the graph and the state it writes.
    func start() -> Task<Void, Never> {
        let action = UncheckedSendable(action)
        return Task(executorPreference: MainQueueExecutor.shared, priority: priority) { await action.value() }
    }
}

/// Runs jobs on the main dispatch queue (the host's loop).
final class MainQueueExecutor: TaskExecutor, @unchecked Sendable {
    static let shared = MainQueueExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        DispatchQueue.main.async { job.runSynchronously(on: executor) }
    }
}

/// A value handed to a task that runs on the main actor, where the graph that made it lives.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A `task` modifier's running work, by the identity of its view.
struct RunningViewTask {
    var id: Any?
    var task: Task<Void, Never>
}
