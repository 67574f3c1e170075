/// Modifiers that ask the operating system for something: a status bar, haptics, hover effects,
/// URL handling. A game window drawn through SDL has none of these, so they are accepted and
/// change nothing, and SwiftUI code that uses them compiles unchanged. `preferredColorScheme`
/// is the exception: it sets the colour scheme of the views it is applied to.
extension View {
    /// Draws this view and its descendants in `colorScheme`; `nil` keeps the scheme from above.
    ///
    /// SwiftUI applies the preference to the whole window it is in. A game host's window has one
    /// root, and the modifier is written on that root in practice, so here it sets the scheme of
    /// the views below it, and presentations read it from the root as they do any environment.
    public consuming func preferredColorScheme(_ colorScheme: ColorScheme?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(
            _EnvironmentModifier { environment in
                if let colorScheme { environment.colorScheme = colorScheme }
            })
    }

    /// Accepted: a game window has no status bar.
    public consuming func statusBarHidden(_ hidden: Bool = true) -> Self { self }
    /// Accepted: a game window has no status bar.
    public consuming func statusBar(hidden: Bool) -> Self { self }
    /// Accepted: a game window has no home indicator.
    public consuming func defersSystemGestures(on edges: Edge.Set) -> Self { self }
    /// Accepted: a game host has no haptic engine to drive.
    public consuming func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self { self }
    /// Accepted: a game host has no haptic engine to drive.
    public consuming func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
    ) -> Self { self }
    /// Accepted: tooltips are not shown.
    public consuming func help(_ text: Text) -> Self { self }
    /// Accepted: tooltips are not shown.
    public consuming func help(_ key: LocalizedStringKey) -> Self { self }
    /// Accepted: tooltips are not shown.
    @_disfavoredOverload
    public consuming func help<S: StringProtocol>(_ text: S) -> Self { self }
    /// Accepted: hover is shown by the focus and hover styles of Tessera's controls.
    public consuming func hoverEffect(_ effect: HoverEffect = .automatic) -> Self { self }
    /// Accepted: text is not selectable on a game host.
    public consuming func textSelection(_ selectability: TextSelectability) -> Self { self }
    /// Accepted: nothing is captured by the system.
    public consuming func privacySensitive(_ sensitive: Bool = true) -> Self { self }
    /// Accepted: views are drawn with their content (placeholder redaction is not drawn).
    public consuming func redacted(reason: RedactionReasons) -> Self { self }
    /// Accepted.
    public consuming func unredacted() -> Self { self }
    /// Accepted: a game host is not opened by URLs.
    public consuming func onOpenURL(perform action: @escaping (URL) -> Void) -> Self { self }
    /// Accepted: a game host shows no software keyboard.
    public consuming func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> Self { self }
}

/// Feedback a device plays (haptics); accepted by ``View/sensoryFeedback(_:trigger:)``.
public struct SensoryFeedback: Equatable, Sendable {
    let name: String

    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")

    /// An impact of a weight.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    /// An impact of a flexibility.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }

    /// How heavy an impact feels.
    public struct Weight: Equatable, Sendable {
        let value: Int
        public static let light = Weight(value: 0)
        public static let medium = Weight(value: 1)
        public static let heavy = Weight(value: 2)
    }

    /// How flexible the colliding objects feel.
    public struct Flexibility: Equatable, Sendable {
        let value: Int
        public static let rigid = Flexibility(value: 0)
        public static let solid = Flexibility(value: 1)
        public static let soft = Flexibility(value: 2)
    }
}

/// An effect shown when a pointer hovers a view; accepted by ``View/hoverEffect(_:)``.
public struct HoverEffect: Sendable {
    let kind: Int
    public static let automatic = HoverEffect(kind: 0)
    public static let highlight = HoverEffect(kind: 1)
    public static let lift = HoverEffect(kind: 2)
}

/// Whether text can be selected; accepted by ``View/textSelection(_:)``.
public struct TextSelectability: Sendable {
    let isEnabled: Bool
    /// Text can be selected.
    public static let enabled = TextSelectability(isEnabled: true)
    /// Text cannot be selected.
    public static let disabled = TextSelectability(isEnabled: false)
}

/// Why a view's content is redacted.
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

/// How scrolling dismisses a software keyboard.
public struct ScrollDismissesKeyboardMode: Sendable {
    let kind: Int
    public static let automatic = ScrollDismissesKeyboardMode(kind: 0)
    public static let immediately = ScrollDismissesKeyboardMode(kind: 1)
    public static let interactively = ScrollDismissesKeyboardMode(kind: 2)
    public static let never = ScrollDismissesKeyboardMode(kind: 3)
}

/// A key that, with modifiers, triggers a keyboard shortcut.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key types or stands for.
    public let character: Character

    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }

    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")
}

/// A key equivalent with modifiers.
public struct KeyboardShortcut: Hashable, Sendable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return: the default button of a dialog.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the cancel button of a dialog.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

extension View {
    /// Accepted: a game host draws no badges on tab items or list rows.
    public consuming func badge(_ count: Int) -> Self { self }
    /// Accepted: a game host draws no badges on tab items or list rows.
    public consuming func badge(_ label: Text?) -> Self { self }
    /// Accepted: a game host draws no badges on tab items or list rows.
    @_disfavoredOverload
    public consuming func badge<S: StringProtocol>(_ label: S?) -> Self { self }
    /// Accepted: a game host has no pull-to-refresh; run the action from a button.
    public consuming func refreshable(action: @escaping @Sendable () async -> Void) -> Self { self }
    /// Accepted: the Siri Remote's play/pause button is not delivered by SDL.
    public consuming func onPlayPauseCommand(perform action: (() -> Void)?) -> Self { self }
    /// Accepted: views inside draw no container-relative shapes other than their frame.
    public consuming func containerShape<S: InsettableShape>(_ shape: S) -> Self { self }
}
