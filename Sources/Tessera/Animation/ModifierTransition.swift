import Foundation

extension AnyTransition {
    /// A transition from `active` (how the view looks just before it is inserted and just
    /// after it is removed) to `identity` (how it looks in place), animated by the change's
    /// animation — a card flipping in:
    ///
    /// ```swift
    /// struct Flip: ViewModifier {
    ///     var angle: Double
    ///     func body(content: Content) -> some View {
    ///         content.rotation3DEffect(.degrees(angle), axis: (x: 0, y: 1, z: 0))
    ///     }
    /// }
    /// card.transition(.modifier(active: Flip(angle: 90), identity: Flip(angle: 0)))
    /// ```
    ///
    /// What animates, as in SwiftUI, is what the modifier draws with: geometry effects
    /// (`rotation3DEffect`, `projectionEffect`, your own `GeometryEffect`), `opacity`,
    /// `offset`, `scaleEffect` and `rotationEffect`, found in the modifier itself or in its
    /// body, interpolated between the two modifiers. Anything else in a modifier's body is not
    /// drawn by the transition.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        let parts = ModifierTransition(
            key: "\(E.self)|\(String(describing: active))|\(String(describing: identity))",
            active: TransitionPart.parts(of: active), identity: TransitionPart.parts(of: identity))
        if parts.active.isEmpty && parts.identity.isEmpty {
            Diagnostics.warnOnce("AnyTransition.modifier: \(E.self) draws nothing a transition can animate; the view appears at once")
        }
        var effect = TransitionEffect()
        effect.custom = parts
        return AnyTransition(effect)
    }
}

/// What a modifier draws with, that a transition interpolates.
enum TransitionPart {
    case opacity(Double)
    case offset(CGSize)
    case rotation(Angle, anchor: UnitPoint)
    case scale(CGSize, anchor: UnitPoint)
    case geometry(any GeometryEffect)

    /// The parts of `modifier`, innermost first: itself when it is a geometry or render effect,
    /// else what its body applies to its content.
    static func parts<E: ViewModifier>(of modifier: E) -> [TransitionPart] {
        var parts: [TransitionPart] = []
        append(modifier, to: &parts)
        return parts
    }

    static func append<E: ViewModifier>(_ modifier: E, to parts: inout [TransitionPart]) {
        if let geometry = modifier as? any GeometryEffect {
            parts.append(.geometry(geometry))
            return
        }
        if let node = modifier as? _NodeModifier {
            guard case .node(let kind) = node.payload, case .effect = kind else { return }
            switch kind.effectPayload {
            case .opacity(let value): parts.append(.opacity(value))
            case .offset(let value): parts.append(.offset(value))
            case .rotation(let angle, let anchor): parts.append(.rotation(angle, anchor: anchor))
            case .scale(let value, let anchor): parts.append(.scale(value, anchor: anchor))
            default: break
            }
            return
        }
        // A primitive modifier has no body to look into.
        guard E.Body.self != Never.self else { return }
        let body = modifier.body(content: _ViewModifier_Content())
        (body as? any TransitionProbe)?.appendTransitionParts(to: &parts)
    }

    /// The part `amount` of the way from `identity` (0) to `active` (1); `nil` when the two are
    /// not the same kind.
    static func interpolated(_ identity: TransitionPart, _ active: TransitionPart, _ amount: Double) -> TransitionPart? {
        let t = CGFloat(amount)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        switch (identity, active) {
        case (.opacity(let a), .opacity(let b)): return .opacity(a + (b - a) * amount)
        case (.offset(let a), .offset(let b)): return .offset(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.rotation(let a, let anchor), .rotation(let b, _)):
            return .rotation(.radians(a.radians + (b.radians - a.radians) * amount), anchor: anchor)
        case (.scale(let a, let anchor), .scale(let b, _)):
            return .scale(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)), anchor: anchor)
        case (.geometry(let a), .geometry(let b)):
            return interpolatedGeometry(a, b, amount).map { .geometry($0) }
        default: return nil
        }
    }

    private static func interpolatedGeometry<G: GeometryEffect>(
        _ identity: G, _ active: any GeometryEffect, _ amount: Double
    )
        -> (any GeometryEffect)?
    {
        guard let active = active as? G else { return nil }
        var value = identity
        value.animatableData = identity.animatableData + (active.animatableData - identity.animatableData).scaled(by: amount)
        return value
    }

    /// The part's transform in the view's own points (origin top-leading) at `size`.
    func transform(size: CGSize) -> ProjectionTransform {
        func about(_ anchor: UnitPoint, _ m: CGAffineTransform) -> ProjectionTransform {
            let a = CGPoint(x: anchor.x * size.width, y: anchor.y * size.height)
            return ProjectionTransform(
                CGAffineTransform.anchored(m, at: a))
        }
        switch self {
        case .opacity: return ProjectionTransform()
        case .offset(let d): return ProjectionTransform(CGAffineTransform(translationX: d.width, y: d.height))
        case .rotation(let angle, let anchor): return about(anchor, CGAffineTransform(rotationAngle: angle.radians))
        case .scale(let s, let anchor): return about(anchor, CGAffineTransform(scaleX: s.width, y: s.height))
        case .geometry(let effect): return effect.effectValue(size: size)
        }
    }
}

/// A view that can list the transition parts of its modifiers.
protocol TransitionProbe {
    func appendTransitionParts(to parts: inout [TransitionPart])
}

extension ModifiedContent: TransitionProbe where Modifier: ViewModifier {
    func appendTransitionParts(to parts: inout [TransitionPart]) {
        (content as? any TransitionProbe)?.appendTransitionParts(to: &parts)
        TransitionPart.append(modifier, to: &parts)
    }
}

/// The two ends of a `.modifier(active:identity:)` transition.
struct ModifierTransition: Hashable, @unchecked Sendable {
    /// Tells transitions apart (the modifiers' type and values).
    let key: String
    let active: [TransitionPart]
    let identity: [TransitionPart]

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }
    func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// Both transitions' parts (this one's inside).
    func combined(with other: ModifierTransition) -> ModifierTransition {
        ModifierTransition(key: key + "+" + other.key, active: active + other.active, identity: identity + other.identity)
    }

    /// The opacity and transform (the view's own points) `amount` of the way from identity to
    /// active; parts that do not pair up switch half way.
    func applied(amount: Double, size: CGSize) -> (opacity: Double, transform: ProjectionTransform) {
        let a = amount.isFinite ? min(max(amount, 0), 1) : 0
        var parts: [TransitionPart]
        if active.count == identity.count {
            parts = []
            for (i, j) in zip(identity, active) {
                guard let part = TransitionPart.interpolated(i, j, a) else {
                    parts = a < 0.5 ? identity : active
                    break
                }
                parts.append(part)
            }
        } else {
            parts = a < 0.5 ? identity : active
        }
        var opacity = 1.0
        var transform = ProjectionTransform()
        for part in parts {
            if case .opacity(let value) = part { opacity *= min(max(value, 0), 1) }
            transform = transform.concatenating(part.transform(size: size))
        }
        return (opacity, transform)
    }
}
