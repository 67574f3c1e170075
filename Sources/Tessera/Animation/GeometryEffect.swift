import Foundation

/// A 3×3 transform of a view's drawing, as SwiftUI's `GeometryEffect`s return.
///
/// The display list draws affine transforms: the perspective row (`m13`, `m23`, `m33`) is kept
/// for SwiftUI compatibility but not drawn.
public struct ProjectionTransform: Hashable, Sendable {
    /// Row 1.
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    /// Row 2.
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    /// Row 3 (translation, then the perspective divisor).
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity transform.
    public init() {}

    /// The projective form of an affine transform.
    public init(_ m: CGAffineTransform) {
        m11 = m.a
        m12 = m.b
        m21 = m.c
        m22 = m.d
        m31 = m.tx
        m32 = m.ty
    }

    /// Whether the transform has no perspective part.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// Whether the transform changes nothing.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// The affine part, which is what is drawn.
    var affine: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
    }

    /// This transform followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var r = ProjectionTransform()
        r.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        r.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        r.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        r.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        r.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        r.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        r.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        r.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        r.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return r
    }
}

/// A modifier that moves, scales or rotates a view's drawing (not its layout) by a transform
/// computed from its size, animating through `animatableData` — a locked level's shake:
///
/// ```swift
/// struct Shake: GeometryEffect {
///     var travel: CGFloat = 8
///     var animatableData: CGFloat
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(translationX: travel * sin(animatableData * .pi * 2), y: 0))
///     }
/// }
/// card.modifier(Shake(animatableData: CGFloat(attempts)))
/// ```
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The transform of the view's drawing, in its own coordinates (origin at its top-leading corner).
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// Never called: a geometry effect is drawn by the graph, not through a body.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a geometry effect and has no body")
    }

    /// Wraps each view in a node that draws it through `effectValue(size:)`.
    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        inputs.withGraph { $0.makeAnimationNode(.geometryEffect(modifier), inputs: inputs, content: content) }
    }
}
