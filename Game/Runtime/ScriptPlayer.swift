import Foundation
import TesseraSDL

/// Plays an `InputScript` into the window host frame by frame: the events up to the next `wait`
/// go in before a frame, and a wait lets frames pass until its time is used up.
struct ScriptPlayer {
    private let steps: [InputScript.Step]
    private var next = 0
    private var waiting: Double = 0
    /// The script's clock: the timestamp of its events.
    private(set) var time: Double = 0

    init(_ script: InputScript) {
        steps = script.steps
    }

    /// Whether every step has been played.
    var isFinished: Bool { next >= steps.count && waiting <= 0 }

    /// Delivers the events due before the next frame, `dt` seconds after the last one, and
    /// reports each to `noteEvent`.
    mutating func advance<State, Content>(
        by dt: Double, into host: WindowHost<State, Content>, noteEvent: (InputEvent.Kind) -> Void
    ) {
        time += dt
        waiting -= dt
        while waiting <= 0, next < steps.count {
            switch steps[next] {
            case .event(let kind):
                noteEvent(kind)
                host.handle(InputEvent(kind, timestamp: time))
            case .wait(let seconds):
                if seconds.isFinite, seconds > 0 { waiting += seconds }
            }
            next += 1
        }
    }
}
