import Foundation

#if !canImport(CoreGraphics)
/// An affine transformation matrix, as CoreGraphics spells it (Linux Foundation lacks it).
///
/// Maps `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`.
public struct CGAffineTransform: Hashable, Sendable {
    /// The matrix entries: `x′ = a·x + c·y + tx`, `y′ = b·x + d·y + ty`.
    public var a, b, c, d, tx, ty: CGFloat

    /// A transform with the given entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// A transform with the given entries, unlabelled.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The identity transform.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// A translation by (`tx`, `ty`).
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    /// A scale by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A rotation by `angle` radians (clockwise on screen, where y points down).
    public init(rotationAngle angle: CGFloat) {
        let (s, c) = (sin(angle), cos(angle))
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// The transform that changes nothing.
    public static let identity = CGAffineTransform()
    /// Whether the transform changes nothing.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty
        )
    }

    /// Translates by (`x`, `y`) before applying this transform.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// Scales by (`x`, `y`) before applying this transform.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// Rotates by `angle` radians before applying this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// `transform` applied about `anchor` instead of the origin.
    static func anchored(_ transform: CGAffineTransform, at anchor: CGPoint) -> CGAffineTransform {
        CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
    }

    /// The inverse transform; a transform that cannot be inverted is returned unchanged.
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        return CGAffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det
        )
    }
}

extension CGPoint {
    /// The point transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGRect {
    /// The bounding box of the transformed rectangle.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if t.b == 0 && t.c == 0 {
            return CGRect(x: minX * t.a + t.tx, y: minY * t.d + t.ty, width: width * t.a, height: height * t.d).standardized
        }
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)]
            .map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
#endif
