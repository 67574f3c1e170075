import Foundation
import TesseraCSDL2

/// Turns SDL events into the core's `InputEvent`s: mouse (not the copies SDL makes of touches),
/// fingers (normalised to the window's points), wheel, keys, text, and `SDL_GameController`
/// buttons and left stick (pushed past half way it is a d-pad press). It remembers what each
/// controller holds, so an unplugged controller releases its buttons.
public final class SDLInputTranslator {
    /// How far (of full scale) the left stick must be pushed to count as a d-pad press.
    public var stickThreshold: Double = 0.5
    /// Points the wheel scrolls per notch.
    public var wheelStep: CGFloat = 40

    /// The d-pad direction each controller's left stick is pushed to, by instance id.
    private var stickDirections: [SDL_JoystickID: (x: GamepadButton?, y: GamepadButton?)] = [:]
    /// Buttons held on each controller, by instance id.
    private var heldButtons: [SDL_JoystickID: Set<GamepadButton>] = [:]

    /// A translator with no controller state.
    public init() {}

    /// The core events for `event`, in order (often none, sometimes two).
    ///
    /// - Parameters:
    ///   - event: an event from `SDL_PollEvent`.
    ///   - windowSize: the window's size in points (fingers report 0…1 of it).
    public func translate(_ event: SDL_Event, windowSize: CGSize) -> [InputEvent] {
        let time = Double(event.common.timestamp) / 1000
        func make(_ kind: InputEvent.Kind) -> [InputEvent] { [InputEvent(kind, timestamp: time)] }
        // SDL repeats touches as mouse events from this pseudo-device; the finger events count.
        let touchMouse = UInt32.max
        switch SDL_EventType(rawValue: event.type) {
        case SDL_MOUSEMOTION where event.motion.which != touchMouse:
            return make(.pointerMoved(CGPoint(x: Int(event.motion.x), y: Int(event.motion.y))))
        case SDL_MOUSEBUTTONDOWN where event.button.which != touchMouse && event.button.button == UInt8(SDL_BUTTON_LEFT):
            return make(.pointerDown(CGPoint(x: Int(event.button.x), y: Int(event.button.y))))
        case SDL_MOUSEBUTTONUP where event.button.which != touchMouse && event.button.button == UInt8(SDL_BUTTON_LEFT):
            return make(.pointerUp(CGPoint(x: Int(event.button.x), y: Int(event.button.y))))
        case SDL_MOUSEWHEEL where event.wheel.which != touchMouse:
            var mouseX: Int32 = 0, mouseY: Int32 = 0
            SDL_GetMouseState(&mouseX, &mouseY)
            let flip: CGFloat = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let delta = CGSize(width: CGFloat(event.wheel.x) * wheelStep * flip, height: CGFloat(event.wheel.y) * wheelStep * flip)
            return make(.scroll(delta: delta, at: CGPoint(x: Int(mouseX), y: Int(mouseY))))
        case SDL_FINGERDOWN:
            return make(.pointerDown(fingerPoint(event.tfinger.x, event.tfinger.y, windowSize)))
        case SDL_FINGERMOTION:
            return make(.pointerMoved(fingerPoint(event.tfinger.x, event.tfinger.y, windowSize)))
        case SDL_FINGERUP:
            return make(.pointerUp(fingerPoint(event.tfinger.x, event.tfinger.y, windowSize)))
        case SDL_KEYDOWN:
            return make(
                .keyDown(Self.key(event.key.keysym.sym), modifiers: Self.modifiers(event.key.keysym.mod), isRepeat: event.key.repeat != 0))
        case SDL_KEYUP:
            return make(.keyUp(Self.key(event.key.keysym.sym), modifiers: Self.modifiers(event.key.keysym.mod)))
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: event.text.text) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            return make(.text(text))
        case SDL_TEXTEDITING:
            let text = withUnsafeBytes(of: event.edit.text) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            return make(.textComposition(text))
        case SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONUP:
            guard let button = Self.gamepadButton(event.cbutton.button) else { return [] }
            let down = event.type == SDL_CONTROLLERBUTTONDOWN.rawValue
            if down {
                heldButtons[event.cbutton.which, default: []].insert(button)
            } else {
                heldButtons[event.cbutton.which]?.remove(button)
            }
            return make(down ? .gamepadButtonDown(button) : .gamepadButtonUp(button))
        case SDL_CONTROLLERAXISMOTION:
            return stickMoved(event.caxis, time: time)
        case SDL_CONTROLLERDEVICEREMOVED:
            let id = event.cdevice.which
            let wasHolding = !(heldButtons[id]?.isEmpty ?? true) || stickDirections[id] != nil
            heldButtons[id] = nil
            stickDirections[id] = nil
            return wasHolding ? make(.gamepadDisconnected) : []
        case SDL_WINDOWEVENT where SDL_WindowEventID(rawValue: UInt32(event.window.event)) == SDL_WINDOWEVENT_LEAVE:
            return make(.pointerExited)
        default:
            return []
        }
    }

    private func fingerPoint(_ x: Float, _ y: Float, _ size: CGSize) -> CGPoint {
        CGPoint(x: CGFloat(x) * size.width, y: CGFloat(y) * size.height)
    }

    /// The left stick as a d-pad: crossing the threshold presses, coming back releases.
    private func stickMoved(_ axis: SDL_ControllerAxisEvent, time: Double) -> [InputEvent] {
        let value = Double(axis.value) / 32_767
        let isX = axis.axis == UInt8(SDL_CONTROLLER_AXIS_LEFTX.rawValue)
        guard isX || axis.axis == UInt8(SDL_CONTROLLER_AXIS_LEFTY.rawValue) else { return [] }
        var state = stickDirections[axis.which] ?? (nil, nil)
        let pushed: GamepadButton? =
            value >= stickThreshold ? (isX ? .dpadRight : .dpadDown) : value <= -stickThreshold ? (isX ? .dpadLeft : .dpadUp) : nil
        let old = isX ? state.x : state.y
        guard pushed != old else { return [] }
        var events: [InputEvent] = []
        if let old { events.append(InputEvent(.gamepadButtonUp(old), timestamp: time)) }
        if let pushed { events.append(InputEvent(.gamepadButtonDown(pushed), timestamp: time)) }
        if isX { state.x = pushed } else { state.y = pushed }
        stickDirections[axis.which] = state.x == nil && state.y == nil ? nil : state
        return events
    }

    /// The core key for an SDL key code.
    static func key(_ sym: SDL_Keycode) -> Key {
        switch Int(sym) {
        case Int(SDLK_UP.rawValue): .upArrow
        case Int(SDLK_DOWN.rawValue): .downArrow
        case Int(SDLK_LEFT.rawValue): .leftArrow
        case Int(SDLK_RIGHT.rawValue): .rightArrow
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): .return
        case Int(SDLK_SPACE.rawValue): .space
        case Int(SDLK_ESCAPE.rawValue): .escape
        case Int(SDLK_TAB.rawValue): .tab
        case Int(SDLK_BACKSPACE.rawValue): .delete
        case Int(SDLK_DELETE.rawValue): .deleteForward
        case Int(SDLK_HOME.rawValue): .home
        case Int(SDLK_END.rawValue): .end
        case Int(SDLK_PAGEUP.rawValue): .pageUp
        case Int(SDLK_PAGEDOWN.rawValue): .pageDown
        case 0x21...0x7E: .character(Character(Unicode.Scalar(UInt8(sym))))
        default: .other(Int(sym))
        }
    }

    private static func modifiers(_ mod: UInt16) -> EventModifiers {
        var result: EventModifiers = []
        if mod & UInt16(KMOD_SHIFT.rawValue) != 0 { result.insert(.shift) }
        if mod & UInt16(KMOD_CTRL.rawValue) != 0 { result.insert(.control) }
        if mod & UInt16(KMOD_ALT.rawValue) != 0 { result.insert(.option) }
        if mod & UInt16(KMOD_GUI.rawValue) != 0 { result.insert(.command) }
        return result
    }

    /// The core button for an `SDL_GameControllerButton`.
    static func gamepadButton(_ raw: UInt8) -> GamepadButton? {
        switch SDL_GameControllerButton(rawValue: Int32(raw)) {
        case SDL_CONTROLLER_BUTTON_A: .a
        case SDL_CONTROLLER_BUTTON_B: .b
        case SDL_CONTROLLER_BUTTON_X: .x
        case SDL_CONTROLLER_BUTTON_Y: .y
        case SDL_CONTROLLER_BUTTON_BACK: .back
        case SDL_CONTROLLER_BUTTON_GUIDE: .guide
        case SDL_CONTROLLER_BUTTON_START: .start
        case SDL_CONTROLLER_BUTTON_LEFTSTICK: .leftStick
        case SDL_CONTROLLER_BUTTON_RIGHTSTICK: .rightStick
        case SDL_CONTROLLER_BUTTON_LEFTSHOULDER: .leftShoulder
        case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER: .rightShoulder
        case SDL_CONTROLLER_BUTTON_DPAD_UP: .dpadUp
        case SDL_CONTROLLER_BUTTON_DPAD_DOWN: .dpadDown
        case SDL_CONTROLLER_BUTTON_DPAD_LEFT: .dpadLeft
        case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: .dpadRight
        default: nil
        }
    }
}
