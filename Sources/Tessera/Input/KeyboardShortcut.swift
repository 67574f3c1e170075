import Foundation

extension View {
    /// Presses the button this is applied to (or the first button inside) when `key` goes down
    /// with exactly `modifiers` held, wherever focus is (inside the front modal, if one is up).
    ///
    /// `.command` also matches Control, the shortcut key of Linux and Windows keyboards. While
    /// a text field has focus, only shortcuts with Command, Control or Option (and Return or
    /// Escape) fire, so typing is not taken.
    ///
    /// ```swift
    /// Button("Restart", action: restart).keyboardShortcut("r", modifiers: [])
    /// Button("OK", action: confirm).keyboardShortcut(.defaultAction)
    /// ```
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Presses the button this is applied to (or the first inside) on `shortcut`.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        modifier(_InteractionModifier(.keyboardShortcut(shortcut), salt: InteractionSalt.keyboardShortcut))
    }

    /// Presses the button this is applied to on `shortcut`; `nil` binds no key.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        modifier(
            _InteractionModifier(
                shortcut.map { .keyboardShortcut($0) } ?? .hitTesting(allowed: true), salt: InteractionSalt.keyboardShortcut))
    }

    /// Presses the button on `key` with `modifiers`; the localization is accepted (key
    /// equivalents are matched as given).
    public func keyboardShortcut(
        _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization
    ) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }
}

extension KeyboardShortcut {
    /// How a shortcut's key follows the keyboard layout (accepted).
    public struct Localization: Sendable {
        let kind: Int
        /// The system adapts the shortcut to the layout.
        public static let automatic = Localization(kind: 0)
        /// Keeps the key's position.
        public static let withoutMirroring = Localization(kind: 1)
        /// Uses the key as given.
        public static let custom = Localization(kind: 2)
    }

    /// Whether a press of `key` with `modifiers` (exactly; Control standing for Command) is
    /// this shortcut.
    func matches(_ key: Key, modifiers pressed: EventModifiers) -> Bool {
        guard self.key.key == key else { return false }
        if pressed == modifiers { return true }
        if modifiers.contains(.command) {
            var viaControl = modifiers
            viaControl.remove(.command)
            viaControl.insert(.control)
            return pressed == viaControl
        }
        return false
    }
}

extension KeyEquivalent {
    /// The key that types this equivalent (letters lower-cased, as `Key` reports them).
    var key: Key {
        switch character {
        case "\r", "\n", "\u{3}": return .return
        case "\u{1B}": return .escape
        case " ": return .space
        case "\t": return .tab
        case "\u{8}", "\u{7F}": return .delete
        case "\u{F700}": return .upArrow
        case "\u{F701}": return .downArrow
        case "\u{F702}": return .leftArrow
        case "\u{F703}": return .rightArrow
        case "\u{F728}": return .deleteForward
        case "\u{F729}": return .home
        case "\u{F72B}": return .end
        case "\u{F72C}": return .pageUp
        case "\u{F72D}": return .pageDown
        default: return .character(Character(character.lowercased()))
        }
    }
}

extension ViewGraph {
    /// Presses the button of the first keyboard shortcut (in layout order, inside the front
    /// modal) that `key` with `modifiers` matches; returns whether one fired.
    func deliverKeyboardShortcut(_ key: Key, modifiers: EventModifiers) -> Bool {
        if focusedTextInput() != nil {
            let chorded = !modifiers.intersection([.command, .control, .option]).isEmpty
            guard chorded || key == .return || key == .escape else { return false }
        }
        let scope = frontFocusScope
        for i in current.nodes.indices where current.nodes[i].isPlaced {
            guard case .interaction(let index) = current.nodes[i].kind,
                case .keyboardShortcut(let shortcut) = current.tables.interactions[Int(index)].role,
                shortcut.matches(key, modifiers: modifiers)
            else { continue }
            let node = NodeID(i)
            if let scope, !self.node(node, isInside: scope) { continue }
            guard isEnabled(node), let action = firstButtonAction(inside: node) else { continue }
            action()
            return true
        }
        return false
    }

    /// The action of the first button (or single tap) at or inside `node`, in layout order.
    private func firstButtonAction(inside node: NodeID) -> (() -> Void)? {
        var found: (() -> Void)?
        func visit(_ n: NodeID) {
            guard found == nil else { return }
            if case .interaction(let index) = current.nodes[Int(n)].kind, isEnabled(n) {
                switch current.tables.interactions[Int(index)].role {
                case .button(let action, _): found = action; return
                case .tap(1, let action): found = action; return
                default: break
                }
            }
            forEachChild(of: n) { visit($0) }
        }
        visit(node)
        return found
    }
}
