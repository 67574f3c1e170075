import Foundation

/// How a view enters and leaves: what it looks like just before it is inserted and just after
/// it is removed, animated to and from its normal look by the change's animation.
///
/// ```swift
/// if isOpen {
///     Panel().transition(.move(edge: .trailing).combined(with: .opacity))
/// }
/// ```
public struct AnyTransition: Hashable, Sendable {
    /// How the view looks when it starts to appear.
    var insertion: TransitionEffect
    /// How the view looks when it has left.
    var removal: TransitionEffect

    init(insertion: TransitionEffect, removal: TransitionEffect) {
        self.insertion = insertion
        self.removal = removal
    }

    init(_ effect: TransitionEffect) {
        self.init(insertion: effect, removal: effect)
    }

    /// No change: the view appears and leaves at once.
    public static let identity = AnyTransition(TransitionEffect())
    /// Fades in and out.
    public static let opacity = AnyTransition(TransitionEffect(opacity: 0))
    /// Grows from and shrinks to nothing around its center.
    public static let scale = scale(scale: 0)
    /// Grows from and shrinks to `scale` of its size around `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        let s = scale.isFinite ? scale : 0
        return AnyTransition(TransitionEffect(scale: CGSize(width: s, height: s), scaleAnchor: anchor))
    }
    /// Comes in from the leading edge and leaves by the trailing edge.
    public static let slide = AnyTransition(insertion: move(edge: .leading).insertion, removal: move(edge: .trailing).removal)
    /// Comes in from and leaves by `edge`, moving by its own size.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(TransitionEffect(sizeOffset: edge.unitOffset))
    }
    /// Comes in from and leaves to `offset` away.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        let finite = CGSize(width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0)
        return AnyTransition(TransitionEffect(offset: finite))
    }
    /// Comes in from and leaves to an offset of `x`, `y` points.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }
    /// Comes in from `edge` fading in, and leaves by the opposite edge fading out (a new screen
    /// pushing the old one away).
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(
            insertion: TransitionEffect(opacity: 0, sizeOffset: edge.unitOffset),
            removal: TransitionEffect(opacity: 0, sizeOffset: edge.opposite.unitOffset))
    }
    /// `insertion` when the view appears, `removal` when it leaves.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal)
    }
    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.combined(with: other.insertion), removal: removal.combined(with: other.removal))
    }
}

/// The look of a view at the far end of a transition: a fade, a scale and a move.
struct TransitionEffect: Hashable, Sendable {
    var opacity: Double = 1
    var scale = CGSize(width: 1, height: 1)
    var scaleAnchor = UnitPoint.center
    /// A move in points.
    var offset = CGSize.zero
    /// A move in multiples of the view's own size.
    var sizeOffset = CGSize.zero
    /// A `.modifier(active:identity:)` transition's modifiers, drawn inside the rest.
    var custom: ModifierTransition?

    /// Both effects: fades and scales multiply, moves add.
    func combined(with other: TransitionEffect) -> TransitionEffect {
        var combined = TransitionEffect(
            opacity: opacity * other.opacity,
            scale: CGSize(width: scale.width * other.scale.width, height: scale.height * other.scale.height),
            scaleAnchor: scale == CGSize(width: 1, height: 1) ? other.scaleAnchor : scaleAnchor,
            offset: CGSize(width: offset.width + other.offset.width, height: offset.height + other.offset.height),
            sizeOffset: CGSize(width: sizeOffset.width + other.sizeOffset.width, height: sizeOffset.height + other.sizeOffset.height))
        switch (custom, other.custom) {
        case (let a?, let b?): combined.custom = a.combined(with: b)
        case (let a?, nil): combined.custom = a
        case (nil, let b): combined.custom = b
        }
        return combined
    }

    /// `applied(amount:in:)` with the custom modifiers' part inside it: the opacity and the
    /// projective transform (points, root coordinates).
    func projected(amount: Double, in frame: CGRect) -> (opacity: Double, transform: ProjectionTransform) {
        let (opacity, affine) = applied(amount: amount, in: frame)
        guard let custom else { return (opacity, ProjectionTransform(affine)) }
        let (customOpacity, local) = custom.applied(amount: amount, size: frame.size)
        let placed = ProjectionTransform(CGAffineTransform(translationX: -frame.minX, y: -frame.minY))
            .concatenating(local)
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY)))
        return (opacity * customOpacity, placed.concatenating(ProjectionTransform(affine)))
    }

    /// The opacity and transform (points, root coordinates) a view in `frame` draws with,
    /// `amount` of the way from its normal look (0) to this effect (1).
    func applied(amount: Double, in frame: CGRect) -> (opacity: Double, transform: CGAffineTransform) {
        let t = CGFloat(amount)
        let sx = 1 + (scale.width - 1) * t, sy = 1 + (scale.height - 1) * t
        let dx = (offset.width + sizeOffset.width * frame.width) * t
        let dy = (offset.height + sizeOffset.height * frame.height) * t
        let anchor = scaleAnchor.point(in: frame)
        // Scale about the anchor (kept off zero so the transform stays invertible), then move.
        let transform = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(CGAffineTransform(scaleX: max(sx, 1e-4), y: max(sy, 1e-4)))
            .concatenating(CGAffineTransform(translationX: anchor.x + dx, y: anchor.y + dy))
        return (min(max(1 + (opacity - 1) * amount, 0), 1), transform)
    }
}

extension Edge {
    /// The move, in multiples of a view's size, that takes it off this edge.
    var unitOffset: CGSize {
        switch self {
        case .top: CGSize(width: 0, height: -1)
        case .bottom: CGSize(width: 0, height: 1)
        case .leading: CGSize(width: -1, height: 0)
        case .trailing: CGSize(width: 1, height: 0)
        }
    }

    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}
