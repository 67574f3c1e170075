import Foundation
import TesseraSDL

/// The game: what is on screen, the clock that drives the scene, and the observable models the
/// views read: the settings, the player's progress and the focus. Views hold it and read what
/// they show; a change evaluates again only the views that read it, as in SwiftUI.
@Observable
final class GameModel {
    /// A level being "played": a short run, then the fake result with a counting score.
    struct Run: Equatable {
        let levelID: Int
        let startedAt: Double
        var result: Result?
    }

    /// A finished run.
    struct Result: Equatable {
        let stars: Int
        let time: Double
        let score: Int
        let isNewBest: Bool
        let shownAt: Double
    }

    /// The overlays Escape / B and the settings button open.
    enum Overlay: Equatable {
        case pause, settings
    }

    /// How long a fake run lasts before its result shows, and how long the result stays.
    static let runDuration = 1.2
    static let resultDuration = 3.0
    /// How long the score takes to count up.
    static let countDuration = 1.0

    let settings = GameSettings()
    let progress = Progress()
    let focus = LevelFocus()
    var time: Double = 0
    var run: Run?
    var overlay: Overlay?
    var lastDevice: InputDevice = .keyboard
    /// Why the last renderer switch did not happen, shown in the settings overlay.
    var rendererNote: String?
    /// Set by the pause menu's Quit; the loop ends.
    var wantsQuit = false

    /// Passes of a repeating demo script (`--frames`) started so far: the screen clears its focus
    /// at each, so every pass starts from the same place and shows the same content.
    private(set) var demoPasses = 0

    /// Starts another pass of a repeating demo script: the progress as at launch, and no focus
    /// (relative moves like "right, down" would otherwise start where the last pass ended).
    func restartDemoPass() {
        progress.reset()
        focus.move(to: nil, at: time)
        demoPasses += 1
    }

    var levels: [Level] { progress.levels }
    var totalStars: Int { progress.totalStars }
    var totalCoins: Int { progress.totalCoins }
    var gems: Int { progress.gems }
    /// The level the focus is on (the detail panel shows it), `nil` before focus arrives.
    var focusedLevelID: Int? {
        get { focus.levelID }
        set { focus.move(to: newValue, at: time) }
    }
    var focusedLevel: Level? { focusedLevelID.flatMap(level(id:)) }

    func level(id: Int) -> Level? { progress.level(id: id) }

    func isLocked(_ level: Level) -> Bool { progress.isLocked(level) }

    /// The world name in the top bar: the focused level's, else the first.
    var currentWorld: World { focusedLevel?.world ?? .caverns }

    /// Starts a run of `level` (ignored while locked or while another run is on).
    func play(_ level: Level) {
        guard run == nil, overlay == nil, !isLocked(level) else { return }
        withAnimation(.easeOut(duration: 0.3)) {
            run = Run(levelID: level.id, startedAt: time)
        }
    }

    /// Escape / B: closes what is open, else opens the pause menu.
    func back() {
        withAnimation(.snappy) {
            if overlay == .settings {
                overlay = .pause
            } else if overlay != nil {
                overlay = nil
            } else if run?.result != nil {
                run = nil
            } else if run == nil {
                overlay = .pause
            }
        }
    }

    func open(_ overlay: Overlay?) {
        withAnimation(.snappy) { self.overlay = overlay }
    }

    /// How lifted a level's card is: 0 resting ... 1 focused.
    func focusAmount(of id: Int) -> Double { focus.amount(of: id) }

    /// The score shown while it counts up from 0.
    var countedScore: Int {
        guard let result = run?.result else { return 0 }
        let progress = min(1, max(0, (time - result.shownAt) / Self.countDuration))
        return Int((Double(result.score) * progress).rounded())
    }

    /// Advances the clock; finishes runs and takes results away on time.
    func advance(by dt: Double) {
        time += dt
        focus.advance(to: time)
        guard var current = run else { return }
        if current.result == nil, time - current.startedAt >= Self.runDuration {
            current.result = finish(current.levelID)
            withAnimation(.bouncy) { run = current }
        } else if let result = current.result, time - result.shownAt >= Self.resultDuration {
            withAnimation(.easeInOut(duration: 0.3)) { run = nil }
        }
    }

    /// The fake result: one star more than before (at most 3), a best time 4.2 s faster (or a
    /// first time), and the score from both; written into the level at once.
    private func finish(_ id: Int) -> Result? {
        guard let index = progress.levels.firstIndex(where: { $0.id == id }) else { return nil }
        var level = progress.levels[index]
        let stars = min(3, level.stars + 1)
        let time = level.bestTime.map { max(30, $0 - 4.2) } ?? 98.6
        let isNewBest = level.bestTime.map { time < $0 } ?? true
        level.stars = max(level.stars, stars)
        level.bestTime = min(level.bestTime ?? time, time)
        level.coins += 25
        progress.levels[index] = level
        return Result(
            stars: stars, time: time, score: stars * 1_000 + Int((300 - time) * 10), isNewBest: isNewBest, shownAt: self.time)
    }

    /// Remembers the device of an input event, for the control hints.
    func noteDevice(of event: InputEvent.Kind) {
        switch event {
        case .keyDown, .keyUp, .text: lastDevice = .keyboard
        case .gamepadButtonDown, .gamepadButtonUp: lastDevice = .gamepad
        case .pointerDown, .pointerUp, .scroll: lastDevice = .pointer
        default: break
        }
    }
}
