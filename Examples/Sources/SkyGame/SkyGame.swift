import Foundation
import TesseraSDL

/// The example game's state: a hero running over hills under a moving sun, collecting coins.
/// Plain data, advanced by fixed steps, so a headless run draws the same frames every time.
public struct SkyGame {
    /// Seconds of game time so far.
    public private(set) var time: Double = 0
    /// Coins collected (one every half second of running).
    public private(set) var coins = 0
    /// Whether the player paused the run (Space or a controller's A button).
    public private(set) var isPaused = false

    public init() {}

    /// Advances the game by `dt` seconds (ignored while paused).
    public mutating func advance(by dt: Double) {
        guard !isPaused, dt.isFinite, dt > 0 else { return }
        time += dt
        coins = Int(time * 2)
    }

    /// Reacts to the game's own input: Space or a controller's A button pauses and resumes.
    public mutating func handle(_ event: SDL_Event) {
        switch SDL_EventType(rawValue: event.type) {
        case SDL_KEYDOWN where event.key.keysym.sym == SDLK_SPACE.rawValue && event.key.repeat == 0:
            isPaused.toggle()
        case SDL_CONTROLLERBUTTONDOWN where event.cbutton.button == UInt8(SDL_CONTROLLER_BUTTON_A.rawValue):
            isPaused.toggle()
        default:
            break
        }
    }
}
