import Foundation

extension View {
    /// Rotates the view by `angle` around `axis` (x, y, z; y is down the screen) through
    /// `anchor`, as a card flips around its vertical axis.
    ///
    /// The view is drawn as the orthographic projection of its rotated quad (the rotation's
    /// 2 × 2 part, made of a rotation, a scale that may flip, and a rotation); `anchorZ` and
    /// `perspective` are accepted, but the far edge is not foreshortened.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View {
        let parts = Rotation3DProjection(angle: angle, axis: axis)
        return rotationEffect(.radians(parts.first), anchor: anchor)
            .scaleEffect(CGSize(width: parts.scale.width, height: parts.scale.height), anchor: anchor)
            .rotationEffect(.radians(parts.second), anchor: anchor)
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
}
