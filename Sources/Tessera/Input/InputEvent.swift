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
    case upArrow, downArrow, leftArrow, rightArrow
    case `return`, space, escape, tab, delete, home, end, pageUp, pageDown
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
    public static let shift = EventModifiers(rawValue: 1)
    public static let control = EventModifiers(rawValue: 2)
    public static let option = EventModifiers(rawValue: 4)
    public static let command = EventModifiers(rawValue: 8)
}

/// A gamepad button, named as `SDL_GameController` names them (Xbox layout).
public enum GamepadButton: Hashable, Sendable, CaseIterable {
    case a, b, x, y
    case back, guide, start
    case leftStick, rightStick, leftShoulder, rightShoulder
    case dpadUp, dpadDown, dpadLeft, dpadRight
}

/// A direction focus moves in.
public enum MoveCommandDirection: Hashable, Sendable {
    case up, down, left, right
}
