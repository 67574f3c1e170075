import Foundation

/// A key press delivered to `onKeyPress`: the key, the modifiers held, and the phase.
public struct KeyPress: Sendable {
    /// The key.
    public var key: Key
    /// Modifier keys held.
    public var modifiers: EventModifiers
    /// Down, repeat or up.
    public var phase: Phases

    /// What a key handler did with a press.
    public enum Result: Sendable {
        /// Used: it goes no further (no focus move, no activation).
        case handled
        /// Not used: the next handler out, then focus navigation, gets it.
        case ignored
    }

    /// Phases of a key press.
    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        /// Makes a set from its raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The key went down.
        public static let down = Phases(rawValue: 1)
        /// The keyboard repeated a held key.
        public static let `repeat` = Phases(rawValue: 2)
        /// The key went up.
        public static let up = Phases(rawValue: 4)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }
}

extension View {
    /// Runs `action` when `key` goes down (or repeats) while this view or one inside it has focus.
    public func onKeyPress(_ key: Key, action: @escaping () -> KeyPress.Result) -> ModifiedContent<Self, _InteractionModifier> {
        onKeyPress(keys: [key], phases: [.down, .repeat]) { _ in action() }
    }

    /// Runs `action` for every key in `keys` and phase in `phases` while this view or one inside
    /// it has focus (or, with nothing focused, for any such view in the HUD).
    public func onKeyPress(
        keys: Set<Key>? = nil, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> ModifiedContent<Self, _InteractionModifier> {
        modifier(
            _InteractionModifier(
                .keyPress(keys: keys) { press in phases.contains(press.phase) ? action(press) : .ignored }, salt: InteractionSalt.keyPress))
    }

    /// Runs `action` on Escape or the gamepad's B while this view or one inside it has focus
    /// (or, with nothing focused, for the first such view in layout order).
    public func onExitCommand(perform action: @escaping () -> Void) -> ModifiedContent<Self, _InteractionModifier> {
        modifier(_InteractionModifier(.exitCommand(action), salt: InteractionSalt.exitCommand))
    }

    /// Runs `action` on arrow keys or the d-pad while this view or one inside it has focus, after
    /// focus has tried to move.
    public func onMoveCommand(perform action: @escaping (MoveCommandDirection) -> Void) -> ModifiedContent<Self, _InteractionModifier> {
        modifier(_InteractionModifier(.moveCommand(action), salt: InteractionSalt.moveCommand))
    }
}

extension Key: ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key that types `character` (`"a"`, `" "`, `"\r"`), as `onKeyPress("a")` spells it.
    public init(extendedGraphemeClusterLiteral character: Character) {
        self = KeyEquivalent(character).key
    }
}

extension KeyPress {
    /// The characters the press types (`""` for keys that type none).
    public var characters: String {
        switch key {
        case .character(let c): modifiers.contains(.shift) ? c.uppercased() : String(c)
        case .space: " "
        case .return: "\r"
        case .tab: "\t"
        default: ""
        }
    }
}

extension View {
    /// Runs `action` for `key` in `phases` while this view or one inside it has focus.
    public func onKeyPress(
        _ key: Key, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result
    ) -> ModifiedContent<Self, _InteractionModifier> {
        onKeyPress(keys: [key], phases: phases, action: action)
    }

    /// Runs `action` for keys that type characters of `characters`, in `phases`, while this view
    /// or one inside it has focus.
    public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> ModifiedContent<Self, _InteractionModifier> {
        onKeyPress(keys: nil, phases: phases) { press in
            let typed = press.characters
            guard !typed.isEmpty, typed.unicodeScalars.allSatisfy({ characters.contains($0) }) else { return .ignored }
            return action(press)
        }
    }
}
