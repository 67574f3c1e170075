import Foundation

/// The context of a change: which animation, if any, moves the views it affects.
///
/// `withAnimation(_:_:)` and `withTransaction(_:_:)` set one for the changes made in their
/// closure; `.transaction { }` and `.animation(_:value:)` change it for part of the view tree.
public struct Transaction: Sendable {
    /// The animation of the change (`nil`: the change is not animated).
    public var animation: Animation?
    /// Whether `.animation(_:value:)` modifiers below may not replace `animation`.
    public var disablesAnimations = false

    /// What runs when the transaction's animation completes.
    var completions: [AnimationCompletion] = []

    /// A transaction with no animation.
    public init() {}

    /// Runs `completion` when the animation of this transaction's changes completes (at once,
    /// in the next update, when it has no animation).
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
    ) {
        completions.append(AnimationCompletion(completion))
    }

    /// A transaction with `animation`.
    public init(animation: Animation?) {
        self.animation = animation
    }
}

/// Runs `body`; the state changes it makes, and the game-model changes the next frame shows,
/// animate with `animation`.
///
/// ```swift
/// withAnimation(.snappy) { selection = 3 }
/// ```
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body`, animating its changes with `animation`, and `completion` once that animation
/// has completed (a spring when it has settled).
///
/// ```swift
/// withAnimation(.easeOut(duration: 0.3)) { isFlipped = true } completion: { checkMatch() }
/// ```
@discardableResult
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}

/// When an animation counts as complete. Tessera's animations are done when their values reach
/// their targets, which is both.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private let name: String
    /// When the animated values reach their targets (a spring's settling).
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// When nothing of the animation is left on screen.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// A completion handler, shared by the graphs that pick its transaction up: it runs once.
final class AnimationCompletion: @unchecked Sendable {
    private let lock = NSLock()
    private var action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    /// The action the first time, nil after.
    func take() -> (() -> Void)? {
        lock.lock()
        defer { lock.unlock() }
        let taken = action
        action = nil
        return taken
    }
}

/// Runs `body` with `transaction` as the context of the changes it makes (the next frame of
/// every graph draws them with its animation).
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    TransactionRecorder.shared.record(transaction)
    return try body()
}

/// Where `withTransaction` leaves the latest transaction for the graphs to pick up at their next
/// update. Each graph remembers the last one it took, so several graphs (a HUD and a menu) each
/// see it once. Views are updated on one thread (docs/Robustness.md); the lock keeps a
/// transaction set from another thread whole.
final class TransactionRecorder: @unchecked Sendable {
    static let shared = TransactionRecorder()
    private let lock = NSLock()
    private var latest = Transaction()
    private var generation = 0

    func record(_ transaction: Transaction) {
        lock.lock()
        latest = transaction
        generation &+= 1
        lock.unlock()
    }

    /// The transaction recorded since `seen` (a generation), if any, and the generation now.
    func take(since seen: Int) -> (Transaction?, Int) {
        lock.lock()
        defer { lock.unlock() }
        return (generation == seen ? nil : latest, generation)
    }
}
