import Foundation

/// Where a view is in its transition: about to appear, in place, or gone.
public enum TransitionPhase: Hashable, Sendable {
    /// The view is being inserted: the look it animates in from.
    case willAppear
    /// The view is in place.
    case identity
    /// The view has been removed: the look it animates out to.
    case didDisappear

    /// Whether the view is in place.
    public var isIdentity: Bool { self == .identity }

    /// −1 before it appears, 0 in place, 1 after it disappears (for directional effects).
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition needs of the system.
public struct TransitionProperties: Sendable {
    /// Whether the transition moves the view (accepted).
    public var hasMotion: Bool

    /// Properties of a transition that moves the view, or not.
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// The stand-in for the view a `Transition` is applied to, in `body(content:phase:)`.
public struct PlaceholderContentView<Value>: PrimitiveView {
    init() {}

    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        inputs.withGraph { $0.makeModifierContent(inputs: inputs) }
    }
}

/// A transition written as a view modifier of its phase — how the view looks about to appear,
/// in place and gone:
///
/// ```swift
/// struct Twirl: Transition {
///     func body(content: Content, phase: TransitionPhase) -> some View {
///         content
///             .scaleEffect(phase.isIdentity ? 1 : 0.5)
///             .opacity(phase.isIdentity ? 1 : 0)
///             .rotationEffect(.degrees(phase == .willAppear ? 360 : phase == .didDisappear ? -360 : 0))
///     }
/// }
/// card.transition(Twirl())
/// ```
///
/// As with `AnyTransition.modifier(active:identity:)`, what animates is what the body draws
/// with: geometry effects, `opacity`, `offset`, `scaleEffect` and `rotationEffect`.
public protocol Transition {
    /// The view `body(content:phase:)` makes.
    associatedtype Body: View
    /// The stand-in for the transitioning view.
    typealias Content = PlaceholderContentView<Self>

    /// The view's look in `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

    /// What the transition needs of the system.
    static var properties: TransitionProperties { get }
}

extension Transition {
    /// A transition that moves the view.
    public static var properties: TransitionProperties { TransitionProperties() }

    /// Both transitions at once (this one inside).
    public func combined<T: Transition>(with other: T) -> some Transition {
        _CombinedTransition(first: self, second: other)
    }

    /// The transition's parts in `phase`, innermost first.
    func parts(_ phase: TransitionPhase) -> [TransitionPart] {
        var parts: [TransitionPart] = []
        (body(content: PlaceholderContentView(), phase: phase) as? any TransitionProbe)?.appendTransitionParts(to: &parts)
        return parts
    }
}

/// Two transitions applied together.
public struct _CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second

    /// The second transition applied around the first.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        _TransitionPartsView(parts: first.parts(phase) + second.parts(phase))
    }
}

/// The parts of two combined transitions, passed on to the probe (never made into views).
struct _TransitionPartsView: PrimitiveView, TransitionProbe {
    let parts: [TransitionPart]

    static func _makeView(_ view: Self, inputs: _ViewInputs) {}

    func appendTransitionParts(to parts: inout [TransitionPart]) { parts.append(contentsOf: self.parts) }
}

extension AnyTransition {
    /// The transition `transition` describes: from its `.willAppear` look in, to its
    /// `.didDisappear` look out.
    public init<T: Transition>(_ transition: T) {
        let identity = transition.parts(.identity)
        let key = "\(T.self)|\(String(describing: transition))"
        var insertion = TransitionEffect()
        insertion.custom = ModifierTransition(key: key + "|in", active: transition.parts(.willAppear), identity: identity)
        var removal = TransitionEffect()
        removal.custom = ModifierTransition(key: key + "|out", active: transition.parts(.didDisappear), identity: identity)
        self.init(insertion: insertion, removal: removal)
    }
}

extension View {
    /// How this view enters and leaves when it is inserted or removed in an animated change,
    /// as `transition` describes its phases.
    public func transition<T: Transition>(_ transition: T) -> ModifiedContent<Self, _AnimationNodeModifier> {
        self.transition(AnyTransition(transition))
    }
}
