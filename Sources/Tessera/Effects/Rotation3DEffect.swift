import Foundation

extension View {
    /// Rotates the view by `angle` around `axis` (x, y, z; y is down the screen) through
    /// `anchor`, as a card flips around its vertical axis.
    ///
    /// The view is drawn as the orthographic projection of its rotated quad; `anchorZ` and
    /// `perspective` are accepted, but the far edge is not foreshortened. The angle animates:
    /// a flip from 0° to 180° narrows the view to its edge and opens it again mirrored.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View {
        modifier(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }
}

/// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`: a geometry effect whose angle is
/// its animatable data, so an animation turns the view through every angle between (the
/// rotation's parts are not interpolated one by one, which would fold a card along a diagonal).
public struct _Rotation3DEffect: GeometryEffect {
    /// The rotation.
    public var angle: Angle
    /// The axis, in the view's coordinates (y down the screen).
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    /// The point the view turns around.
    public var anchor: UnitPoint
    /// Accepted; the projection is orthographic.
    public var anchorZ: CGFloat
    /// Accepted; the projection is orthographic.
    public var perspective: CGFloat

    /// The angle in radians.
    public var animatableData: Double {
        get { angle.radians }
        set { angle = .radians(newValue) }
    }

    /// The projection of the rotated quad about `anchor` in a view of `size`.
    public func effectValue(size: CGSize) -> ProjectionTransform {
        let m = Rotation3DProjection(angle: angle, axis: axis).matrix
        let x = size.width.isFinite ? anchor.x * size.width : 0
        let y = size.height.isFinite ? anchor.y * size.height : 0
        guard x.isFinite, y.isFinite else { return ProjectionTransform(m) }
        return ProjectionTransform(
            CGAffineTransform(translationX: -x, y: -y).concatenating(m).concatenating(CGAffineTransform(translationX: x, y: y)))
    }
}

/// The 2 × 2 part of a 3D rotation, as rotate(`first`) · scale · rotate(`second`) (its singular
/// value decomposition), so existing 2D effects draw it.
struct Rotation3DProjection {
    var first: Double = 0
    var scale = CGSize(width: 1, height: 1)
    var second: Double = 0

    init(angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat)) {
        let length = sqrt(axis.x * axis.x + axis.y * axis.y + axis.z * axis.z)
        guard length > 0, length.isFinite, angle.radians.isFinite else {
            if !(length > 0) || !length.isFinite {
                Diagnostics.warnOnce("rotation3DEffect with axis \(axis): no rotation")
            } else {
                Diagnostics.warnOnce("rotation3DEffect with angle \(angle.radians) radians: no rotation")
            }
            return
        }
        let x = axis.x / length, y = axis.y / length, z = axis.z / length
        let c = cos(angle.radians), s = sin(angle.radians), t = 1 - c
        // Rodrigues' rotation matrix, rows x and y, columns x and y.
        let a = c + x * x * t, b = x * y * t - z * s
        let cc = y * x * t + z * s, d = c + y * y * t
        let e = (a + d) / 2, f = (a - d) / 2, g = (cc + b) / 2, h = (cc - b) / 2
        let q = sqrt(e * e + h * h), r = sqrt(f * f + g * g)
        let a1 = atan2(g, f), a2 = atan2(h, e)
        first = (a2 - a1) / 2
        second = (a2 + a1) / 2
        scale = CGSize(width: q + r, height: q - r)
    }

    /// The 2 × 2 part as a transform: rotate(`first`) · scale · rotate(`second`).
    var matrix: CGAffineTransform {
        CGAffineTransform(rotationAngle: first)
            .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(CGAffineTransform(rotationAngle: second))
    }
}
