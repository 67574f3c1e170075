import Foundation
import TesseraSDL

extension GameModel {
    /// Remembers the device an SDL event came from, for the control hints.
    func noteDevice(of event: SDL_Event) {
        switch SDL_EventType(rawValue: event.type) {
        case SDL_KEYDOWN: lastDevice = .keyboard
        case SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERAXISMOTION: lastDevice = .gamepad
        case SDL_MOUSEMOTION, SDL_MOUSEBUTTONDOWN, SDL_MOUSEWHEEL, SDL_FINGERDOWN: lastDevice = .pointer
        default: break
        }
    }
}
