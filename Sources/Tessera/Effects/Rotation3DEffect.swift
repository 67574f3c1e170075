import Foundation

extension View {
    /// Rotates the view by `angle` around `axis` (x, y, z; y is down the screen, z towards the
    /// viewer) through `anchor` and `anchorZ`, and projects it back onto the screen in
    /// perspective, as a card flips around its vertical axis: the edge turning away from the
    /// viewer is foreshortened and the near edge grows.
    ///
    /// The camera sits `max(width, height) / perspective` points in front of the view, as in
    /// SwiftUI; a `perspective` of 0 is an orthographic projection. Past 90° the view's back is
    /// seen, mirrored (nothing is culled).
    ///
    /// ```swift
    /// CardFace()
    ///     .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
    /// ```
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View {
        modifier(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }

    /// Draws the view through `transform` (a projective transform in the view's own points,
    /// origin at its top-leading corner); layout is unchanged.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(_ProjectionEffect(transform: transform))
    }
}

/// The geometry effect of `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`.
public struct _Rotation3DEffect: GeometryEffect, Equatable {
    /// How far the view turns.
    public var angle: Angle
    /// The axis it turns around (need not be a unit vector).
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    /// The point of the view the axis passes through.
    public var anchor: UnitPoint
    /// How far in front of the view (points) the axis passes.
    public var anchorZ: CGFloat
    /// The relative strength of the perspective: 1 puts the camera `max(width, height)` away.
    public var perspective: CGFloat

    /// A rotation of `angle` around `axis` through `anchor` and `anchorZ`, seen in `perspective`.
    public init(
        angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) {
        self.angle = angle
        self.axis = axis
        self.anchor = anchor
        self.anchorZ = anchorZ
        self.perspective = perspective
    }

    /// The angle, the anchor's depth and the perspective animate.
    public var animatableData: AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(angle.radians, AnimatablePair(anchorZ, perspective)) }
        set {
            angle = .radians(newValue.first)
            anchorZ = newValue.second.first
            perspective = newValue.second.second
        }
    }

    /// The rotated quad's projection: a point is moved to the anchor, rotated, divided by its
    /// distance to the camera, and moved back.
    public func effectValue(size: CGSize) -> ProjectionTransform {
        let length = sqrt(axis.x * axis.x + axis.y * axis.y + axis.z * axis.z)
        guard length > 0, length.isFinite, angle.radians.isFinite else {
            Diagnostics.warnOnce("rotation3DEffect with axis \(axis) and angle \(angle.radians) radians: no rotation")
            return ProjectionTransform()
        }
        guard size.width.isFinite, size.height.isFinite, anchorZ.isFinite, perspective.isFinite,
            anchor.x.isFinite, anchor.y.isFinite
        else { return ProjectionTransform() }
        let x = axis.x / length, y = axis.y / length, z = axis.z / length
        // Quarter turns are exact (sin 180° is 1.2e-16, not 0): a half turn stays an affine
        // mirror, drawn as a transform rather than a projected grid.
        func exact(_ v: Double) -> Double { abs(v) < 1e-12 ? 0 : v }
        let c = exact(cos(angle.radians)), s = exact(sin(angle.radians)), t = 1 - c
        // Rodrigues' rotation as it acts on row vectors (the transpose of the column form), so a
        // positive turn around z is clockwise on screen like `rotationEffect`.
        let r11 = c + x * x * t, r12 = x * y * t + z * s, r13 = x * z * t - y * s
        let r21 = y * x * t - z * s, r22 = c + y * y * t, r23 = y * z * t + x * s
        let r31 = z * x * t + y * s, r32 = z * y * t - x * s
        let r33 = c + z * z * t
        let ax = anchor.x * size.width, ay = anchor.y * size.height, az = anchorZ
        // The rotated point relative to the anchor is (x − ax, y − ay, −az) · R.
        let cx = -ax * r11 - ay * r21 - az * r31
        let cy = -ax * r12 - ay * r22 - az * r32
        let cz = -ax * r13 - ay * r23 - az * r33
        // The camera's distance; its inverse scales depth into the perspective divisor.
        let extent = max(size.width, size.height)
        let inverseDistance = extent > 0 ? perspective / extent : 0
        var m = ProjectionTransform()
        m.m13 = -r13 * inverseDistance
        m.m23 = -r23 * inverseDistance
        m.m33 = 1 - cz * inverseDistance
        m.m11 = r11 + ax * m.m13
        m.m21 = r21 + ax * m.m23
        m.m31 = cx + ax * m.m33
        m.m12 = r12 + ay * m.m13
        m.m22 = r22 + ay * m.m23
        m.m32 = cy + ay * m.m33
        return m
    }

    public static func == (lhs: _Rotation3DEffect, rhs: _Rotation3DEffect) -> Bool {
        lhs.angle == rhs.angle && lhs.axis == rhs.axis && lhs.anchor == rhs.anchor && lhs.anchorZ == rhs.anchorZ
            && lhs.perspective == rhs.perspective
    }
}

/// The geometry effect of `projectionEffect(_:)`: a fixed projective transform.
public struct _ProjectionEffect: GeometryEffect, Equatable {
    /// The transform, in the view's own points.
    public var transform: ProjectionTransform

    /// An effect drawing through `transform`.
    public init(transform: ProjectionTransform) { self.transform = transform }

    /// A fixed transform does not animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    /// The transform, whatever the size.
    public func effectValue(size: CGSize) -> ProjectionTransform { transform }
}
