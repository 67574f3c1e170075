import Foundation

/// A 3×3 projective transform of a view's drawing, as SwiftUI's `GeometryEffect`s return. It
/// acts on row vectors `[x, y, 1]`: the third column (`m13`, `m23`, `m33`) is the perspective
/// divisor, so a transform with one draws the view's quad in perspective (the display list
/// carries it as `DisplayOperation.pushProjection`).
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

    /// A transform from its nine entries (rows of `m1x`, `m2x`, `m3x`).
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m31: CGFloat, m32: CGFloat,
        m33: CGFloat
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
    }

    /// Inverts the transform in place; returns `false` (and leaves it unchanged) when it has
    /// no inverse.
    @discardableResult
    public mutating func invert() -> Bool {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let c21 = m23 * m31 - m21 * m33, c22 = m11 * m33 - m13 * m31, c23 = m13 * m21 - m11 * m23
        let c31 = m21 * m32 - m22 * m31, c32 = m12 * m31 - m11 * m32, c33 = m11 * m22 - m12 * m21
        let determinant = m11 * c11 + m12 * c21 + m13 * c31
        guard determinant != 0, determinant.isFinite else { return false }
        let k = 1 / determinant
        self = ProjectionTransform(
            m11: c11 * k, m12: c12 * k, m13: c13 * k, m21: c21 * k, m22: c22 * k, m23: c23 * k, m31: c31 * k, m32: c32 * k,
            m33: c33 * k)
        return true
    }

    /// The inverse transform (this one unchanged when it has none).
    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }

    /// Where `point` lands (`nil` when it lands at infinity or behind the viewer).
    func project(_ point: CGPoint) -> CGPoint? {
        let w = point.x * m13 + point.y * m23 + m33
        guard w > 1e-6, w.isFinite else { return nil }
        return CGPoint(x: (point.x * m11 + point.y * m21 + m31) / w, y: (point.x * m12 + point.y * m22 + m32) / w)
    }

    /// The transform in pixels at `scale` pixels per point (it is conjugated by the scale).
    func scaled(by scale: CGFloat) -> ProjectionTransform {
        guard scale > 0, scale != 1 else { return self }
        var r = self
        r.m13 /= scale
        r.m23 /= scale
        r.m31 *= scale
        r.m32 *= scale
        return r
    }

    /// Whether every entry is finite.
    var isFinite: Bool { [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite) }

    /// The affine part (the whole transform when `isAffine`).
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

extension CGPoint {
    /// The point through a projective transform (divided by its perspective term).
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = x * m.m13 + y * m.m23 + m.m33
        return CGPoint(x: (x * m.m11 + y * m.m21 + m.m31) / w, y: (x * m.m12 + y * m.m22 + m.m32) / w)
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
