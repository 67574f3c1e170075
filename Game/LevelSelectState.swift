import Foundation
import TesseraSDL

/// One level on the select screen.
struct Level: Identifiable, Equatable {
    let id: Int
    var name: String
    var world: String
    var stars: Int
    var bestTime: Double?
    var isLocked: Bool
}

/// The game's state: the levels, the selection, and the clock that drives the scene.
struct LevelSelectState {
    var levels: [Level]
    var selection = 0
    var time: Double = 0
    /// Set when the player pressed Return on an unlocked level.
    var launched: Level?

    static let columns = 4

    static var sample: LevelSelectState {
        let names = [
            ("Crystal Caverns", "Underworld"), ("Ember Falls", "Underworld"), ("Moss Hollow", "Underworld"), ("Sunken Vault", "Underworld"),
            ("Glass Dunes", "Surface"), ("Windmill Ridge", "Surface"), ("Copper Canyon", "Surface"), ("Starfall Peak", "Surface"),
        ]
        let levels = names.enumerated().map { index, entry in
            Level(
                id: index + 1, name: entry.0, world: entry.1,
                stars: index < 5 ? [3, 2, 3, 1, 2][index] : 0,
                bestTime: index < 5 ? [83.4, 121.9, 97.2, 154.0, 110.5][index] : nil,
                isLocked: index > 5)
        }
        return LevelSelectState(levels: levels)
    }

    var selectedLevel: Level { levels[selection] }
    var totalStars: Int { levels.reduce(0) { $0 + $1.stars } }
    /// Gems collected: ten per star earned.
    var gems: Int { totalStars * 10 + 3 }

    mutating func advance(by dt: Double) {
        time += dt
    }

    /// Arrow keys and the d-pad move the selection through the grid; Return launches.
    mutating func handle(_ event: SDL_Event) {
        switch SDL_EventType(rawValue: event.type) {
        case SDL_KEYDOWN:
            switch event.key.keysym.sym {
            case Int32(SDLK_LEFT.rawValue): move(by: -1)
            case Int32(SDLK_RIGHT.rawValue): move(by: 1)
            case Int32(SDLK_UP.rawValue): move(by: -Self.columns)
            case Int32(SDLK_DOWN.rawValue): move(by: Self.columns)
            case Int32(SDLK_RETURN.rawValue): launch()
            default: break
            }
        case SDL_CONTROLLERBUTTONDOWN:
            switch SDL_GameControllerButton(rawValue: Int32(event.cbutton.button)) {
            case SDL_CONTROLLER_BUTTON_DPAD_LEFT: move(by: -1)
            case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: move(by: 1)
            case SDL_CONTROLLER_BUTTON_DPAD_UP: move(by: -Self.columns)
            case SDL_CONTROLLER_BUTTON_DPAD_DOWN: move(by: Self.columns)
            case SDL_CONTROLLER_BUTTON_A: launch()
            default: break
            }
        default:
            break
        }
    }

    mutating func move(by delta: Int) {
        let target = selection + delta
        if levels.indices.contains(target) { selection = target }
    }

    mutating func launch() {
        if !selectedLevel.isLocked { launched = selectedLevel }
    }
}
