import Foundation

/// An `InputScript` played into a live host, a step per drawn frame: what `HUDOverlay.play(_:)`
/// and `WindowHost.play(_:)` share. Unlike `InputScriptDriver`, which plays a whole script at
/// once on its own clock, it follows the host's animation clock, so a script runs at the game's
/// pace.
struct ScriptPlayback {
    /// The steps not delivered yet.
    private(set) var steps: ArraySlice<InputScript.Step>
    /// The end of the current `wait` on the host's clock; `nil` until a frame reaches it.
    private var waitEnd: Double?

    init(_ script: InputScript) {
        steps = script.steps[...]
    }

    /// Whether every step was delivered.
    var isFinished: Bool { steps.isEmpty }

    /// Delivers the next step if it is due, before a frame is laid out. Events are stamped with
    /// the graph's animation time; a `wait` lasts its seconds from the frame that reaches it,
    /// however long the frames before it took. One step a frame, as `HeadlessHost.play` lays out
    /// a frame after every step: a click after a key that opened a menu lands on the menu.
    mutating func feed(into graph: ViewGraph) {
        let now = graph.animationTime
        guard let step = steps.first else { return }
        switch step {
        case .event(let kind):
            graph.handle(InputEvent(kind, timestamp: now))
            steps.removeFirst()
        case .wait(let seconds):
            let end = waitEnd ?? now + (seconds.isFinite && seconds > 0 ? seconds : 0)
            // Until it ends, the time that passed still reaches the HUD (a long press fires).
            graph.handle(InputEvent(.timeAdvanced, timestamp: min(now, end)))
            if now >= end {
                waitEnd = nil
                steps.removeFirst()
            } else {
                waitEnd = end
            }
        }
    }
}
