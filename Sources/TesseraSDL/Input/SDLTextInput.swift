import Foundation
import TesseraCSDL2

/// The system clipboard through SDL (`SDL_SetClipboardText`/`SDL_GetClipboardText`): the hosts
/// give it to their graph when there is a display; headless, the graph keeps its in-memory one.
final class SDLClipboard: TextClipboard {
    var string: String? {
        get {
            guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(text) }
            return String(cString: text)
        }
        set {
            // SDL's text is a C string: it ends at the first NUL.
            if SDL_SetClipboardText(newValue ?? "") != 0 {
                Diagnostics.warnOnce("SDL could not set the clipboard: \(String(cString: SDL_GetError()))")
            }
        }
    }
}

/// Starts SDL's text input (the input method, SDL_TEXTINPUT and SDL_TEXTEDITING events) while a
/// text field has focus and stops it when none has, so typing in the game is not taken as text.
struct SDLTextInputSwitch {
    private var isOn: Bool?

    /// Follows `isEditingText`, the graph's word for whether a field has focus.
    mutating func follow(_ isEditingText: Bool) {
        guard isOn != isEditingText else { return }
        isOn = isEditingText
        if isEditingText { SDL_StartTextInput() } else { SDL_StopTextInput() }
    }
}
