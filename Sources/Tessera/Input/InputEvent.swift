import Foundation

/// One input event as the core sees it: no SDL types, positions in points of the root view,
/// and a timestamp in seconds (any origin, increasing), which long presses and double taps read.
///
/// Hosts translate their platform's events into these; tests and the script driver make them
/// directly.
public struct InputEvent: Sendable, Equatable {
    /// What happened.
    public var kind: Kind
    /// When it happened, in seconds.
    public var timestamp: Double

    /// An event of `kind` at `timestamp` seconds.
    public init(_ kind: Kind, timestamp: Double = 0) {
        self.kind = kind
        self.timestamp = timestamp
    }

    /// The kinds of input event.
    public enum Kind: Sendable, Equatable {
        /// The pointer (mouse or a touch) moved to a point, in root coordinates (points).
        case pointerMoved(CGPoint)
        /// The primary pointer button went down (or a finger touched) at a point.
        case pointerDown(CGPoint)
        /// The primary pointer button went up (or a finger lifted) at a point.
        case pointerUp(CGPoint)
        /// The pointer left the window: hover ends, a press in progress is cancelled.
        case pointerExited
        /// A scroll of `delta` points (positive: content moves down/right) at a point.
        case scroll(delta: CGSize, at: CGPoint)
        /// A key went down (`isRepeat` for the keyboard's auto-repeat).
        case keyDown(Key, modifiers: EventModifiers = [], isRepeat: Bool = false)
        /// A key went up.
        case keyUp(Key, modifiers: EventModifiers = [])
        /// Text typed (after the keyboard layout and input method).
        case text(String)
        /// The input method's text being composed (shown inline, underlined, in the focused
        /// field until `text` commits it); an empty string ends the composition.
        case textComposition(String)
        /// A gamepad button went down.
        case gamepadButtonDown(GamepadButton)
        /// A gamepad button went up.
        case gamepadButtonUp(GamepadButton)
        /// Every pressed gamepad button was released at once (the controller was unplugged).
        case gamepadDisconnected
        /// Time passed with no other input (long presses fire on it).
        case timeAdvanced
    }
}

/// A key, by its meaning on a US layout (what `onKeyPress` and focus navigation match).
public enum Key: Hashable, Sendable {
    /// An arrow key.
    case upArrow, downArrow, leftArrow, rightArrow
    /// Return (and keypad Enter): activates the focused control.
    case `return`
    /// Space: activates the focused control.
    case space
    /// Escape: the exit command.
    case escape
    /// Tab: the next focusable view (Shift-Tab: the previous one).
    case tab
    /// Backspace: deletes backwards.
    case delete
    /// The forward Delete key.
    case deleteForward
    /// A navigation key.
    case home, end, pageUp, pageDown
    /// A key that types a character (letters lower-cased).
    case character(Character)
    /// Any other key, by the host's code for it.
    case other(Int)
}

/// Modifier keys held during a key event.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    /// Makes a set from its raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Shift.
    public static let shift = EventModifiers(rawValue: 1)
    /// Control.
    public static let control = EventModifiers(rawValue: 2)
    /// Option (Alt).
    public static let option = EventModifiers(rawValue: 4)
    /// Command (the GUI key).
    public static let command = EventModifiers(rawValue: 8)
}

/// A gamepad button, named as `SDL_GameController` names them (Xbox layout).
public enum GamepadButton: Hashable, Sendable, CaseIterable {
    /// A face button: A activates the focused control, B is the exit command.
    case a, b, x, y
    /// A menu button.
    case back, guide, start
    /// A stick pressed in, or a shoulder button.
    case leftStick, rightStick, leftShoulder, rightShoulder
    /// The d-pad (and the left stick pushed past half way): moves focus.
    case dpadUp, dpadDown, dpadLeft, dpadRight
}

/// A direction focus moves in.
public enum MoveCommandDirection: Hashable, Sendable {
    /// A direction on screen.
    case up, down, left, right
}
