/// SwiftUI's accessibility modifiers, accepted so that SwiftUI code compiles unchanged.
///
/// A game window drawn through SDL has no accessibility tree for a screen reader to read, so these
/// modifiers describe nothing to the system: each returns the view as it is, and costs nothing.
/// `accessibilityIdentifier(_:)` is the exception: it names a view for tests.
/// Actions given to `accessibilityAction` are not run (no assistive technology asks for them);
/// make the same action reachable with a button, a key or the gamepad.
extension View {
    /// Accepted; the label is not read by a screen reader on a game host.
    public consuming func accessibilityLabel(_ label: Text) -> Self { self }
    /// Accepted; the label is not read by a screen reader on a game host.
    public consuming func accessibilityLabel(_ key: LocalizedStringKey) -> Self { self }
    /// Accepted; the label is not read by a screen reader on a game host.
    @_disfavoredOverload
    public consuming func accessibilityLabel<S: StringProtocol>(_ label: S) -> Self { self }

    /// Accepted; see ``View/accessibilityLabel(_:)-(Text)``.
    public consuming func accessibilityHint(_ hint: Text) -> Self { self }
    /// Accepted.
    public consuming func accessibilityHint(_ key: LocalizedStringKey) -> Self { self }
    /// Accepted.
    @_disfavoredOverload
    public consuming func accessibilityHint<S: StringProtocol>(_ hint: S) -> Self { self }

    /// Accepted.
    public consuming func accessibilityValue(_ value: Text) -> Self { self }
    /// Accepted.
    public consuming func accessibilityValue(_ key: LocalizedStringKey) -> Self { self }
    /// Accepted.
    @_disfavoredOverload
    public consuming func accessibilityValue<S: StringProtocol>(_ value: S) -> Self { self }

    /// Accepted.
    public consuming func accessibilityHidden(_ hidden: Bool) -> Self { self }
    /// Accepted.
    public consuming func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> Self { self }
    /// Accepted.
    public consuming func accessibilityAddTraits(_ traits: AccessibilityTraits) -> Self { self }
    /// Accepted.
    public consuming func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> Self { self }
    /// Accepted.
    public consuming func accessibilitySortPriority(_ priority: Double) -> Self { self }
    /// Accepted.
    public consuming func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Self { self }
    /// Accepted.
    public consuming func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> Self { self }
    /// Accepted.
    public consuming func accessibilityShowsLargeContentViewer() -> Self { self }
    /// Accepted.
    public consuming func accessibilityAddTraits(_ traits: AccessibilityTraits, isEnabled: Bool) -> Self { self }

    /// Accepted; the handler is never called on a game host.
    public consuming func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> Self {
        self
    }
    /// Accepted; the handler is never called on a game host.
    public consuming func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> Self { self }
    /// Accepted; the handler is never called on a game host.
    public consuming func accessibilityAction(named key: LocalizedStringKey, _ handler: @escaping () -> Void) -> Self { self }
    /// Accepted; the handler is never called on a game host.
    @_disfavoredOverload
    public consuming func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> Self { self }
    /// Accepted; the handler is never called on a game host.
    public consuming func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> Self { self }

    /// Accepted.
    public consuming func accessibilityInputLabels(_ inputLabels: [Text]) -> Self { self }
    /// Accepted.
    public consuming func accessibilityInputLabels(_ inputLabels: [LocalizedStringKey]) -> Self { self }
    /// Accepted.
    @_disfavoredOverload
    public consuming func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> Self { self }

    /// Accepted (SwiftUI's older spelling).
    public consuming func accessibility(label: Text) -> Self { self }
    /// Accepted (SwiftUI's older spelling).
    public consuming func accessibility(hint: Text) -> Self { self }
    /// Accepted (SwiftUI's older spelling).
    public consuming func accessibility(value: Text) -> Self { self }
    /// Accepted (SwiftUI's older spelling).
    public consuming func accessibility(hidden: Bool) -> Self { self }
    /// SwiftUI's older spelling of ``View/accessibilityIdentifier(_:)``, which names the view
    /// for tests (`ViewGraph.frame(of:)`).
    public consuming func accessibility(identifier: String) -> ModifiedContent<Self, _IdentifierModifier> {
        accessibilityIdentifier(identifier)
    }
    /// Accepted (SwiftUI's older spelling).
    public consuming func accessibility(addTraits traits: AccessibilityTraits) -> Self { self }
    /// Accepted (SwiftUI's older spelling).
    public consuming func accessibility(removeTraits traits: AccessibilityTraits) -> Self { self }
    /// Accepted (SwiftUI's older spelling).
    public consuming func accessibility(sortPriority: Double) -> Self { self }
}

/// How an accessibility element treats its children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let kind: Int
    /// Children are not accessibility elements.
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    /// Children are kept as elements inside this one.
    public static let contain = AccessibilityChildBehavior(kind: 1)
    /// Children's properties are merged into this element.
    public static let combine = AccessibilityChildBehavior(kind: 2)
}

/// Traits that describe how an accessibility element behaves.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    private var rawValue: UInt32
    private init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

    public init() { rawValue = 0 }
    public func contains(_ member: AccessibilityTraits) -> Bool { rawValue & member.rawValue == member.rawValue }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(rawValue: rawValue | other.rawValue) }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(rawValue: rawValue & other.rawValue)
    }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(rawValue: rawValue ^ other.rawValue)
    }
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        rawValue |= newMember.rawValue
        return (inserted, newMember)
    }
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        rawValue &= ~member.rawValue
        return member
    }
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember)
        rawValue |= newMember.rawValue
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { rawValue |= other.rawValue }
    public mutating func formIntersection(_ other: AccessibilityTraits) { rawValue &= other.rawValue }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { rawValue ^= other.rawValue }
}

/// The kind of an accessibility action.
public struct AccessibilityActionKind: Equatable, Sendable {
    let name: String
    /// The element's default action.
    public static let `default` = AccessibilityActionKind(name: "default")
    /// The escape gesture.
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The magic tap.
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// A named action.
    public init(named name: Text) { self.name = "named" }
    init(name: String) { self.name = name }
}

/// The direction of an adjustable element's change.
public enum AccessibilityAdjustmentDirection: Sendable {
    case increment
    case decrement
}

/// The level of an accessibility heading.
public enum AccessibilityHeadingLevel: UInt, Sendable {
    case unspecified
    case h1
    case h2
    case h3
    case h4
    case h5
    case h6
}

extension EnvironmentValues {
    /// Whether the player asked for less motion. A game host has no system setting to read, so it
    /// is `false` unless the game sets it (from its own options menu) with
    /// `.environment(\.accessibilityReduceMotion, true)`; Tessera's own animations do not read it.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// Whether the player asked for less transparency; `false` unless the game sets it.
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }

    /// Whether the player asked to tell things apart without colour; `false` unless the game sets it.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }

    /// Whether colours are inverted by the system; `false` unless the game sets it.
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }

    /// Whether an assistive technology is running: never on a game host, unless the game sets it.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }

    /// Whether VoiceOver is running: never on a game host, unless the game sets it.
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverEnabledKey.self] }
        set { self[VoiceOverEnabledKey.self] = newValue }
    }
}

private enum ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private enum ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private enum DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
private enum InvertColorsKey: EnvironmentKey { static let defaultValue = false }
private enum AccessibilityEnabledKey: EnvironmentKey { static let defaultValue = false }
private enum VoiceOverEnabledKey: EnvironmentKey { static let defaultValue = false }
