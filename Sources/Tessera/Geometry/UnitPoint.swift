import Foundation

/// A normalized 2D point in a view's coordinate space.
public struct UnitPoint: Hashable, Sendable {
    /// 0 at the leading edge, 1 at the trailing edge.
    public var x: CGFloat
    /// 0 at the top edge, 1 at the bottom edge.
    public var y: CGFloat

    /// A point in unit coordinates of a view's bounds.
    public init(x: CGFloat = 0, y: CGFloat = 0) {
        self.x = x
        self.y = y
    }

    /// The top-leading corner, (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The centre, (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the leading edge, (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the trailing edge, (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The middle of the top edge, (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The middle of the bottom edge, (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top-leading corner, (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top-trailing corner, (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom-leading corner, (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom-trailing corner, (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    func point(in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
}

/// A geometric angle whose value you access in either radians or degrees.
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// An angle of zero.
    public init() { radians = 0 }
    /// An angle of `radians`.
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees`.
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    /// An angle of `radians`.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle of `degrees`.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// An angle of zero.
    public static let zero = Angle()

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    /// The sum of two angles.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    /// The difference of two angles.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    /// The opposite angle.
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
}
