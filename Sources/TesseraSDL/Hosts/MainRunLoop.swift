import Foundation

/// The main thread's run loop, run once before each frame a host lays out.
///
/// An app's run loop runs the work scheduled on the main thread between events: blocks sent to
/// `DispatchQueue.main` (`async`, `asyncAfter`: "turn the cards back after a second"),
/// `receive(on: RunLoop.main)` and Foundation timers. A game loop runs no run loop of its own, so
/// the hosts run it here, without waiting, before the views are evaluated: what that work
/// changes shows in the same frame.
enum MainRunLoop {
    static func runPendingWork() {
        guard Thread.isMainThread else { return }
        _ = RunLoop.main.run(mode: .default, before: .distantPast)
    }
}
