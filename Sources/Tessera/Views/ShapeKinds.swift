import Foundation

/// A shape that can be inset by an amount, so `strokeBorder` can keep its line inside.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

/// A shape inset by an amount on every side.
public struct _Inset<Base: Shape>: InsettableShape {
    var base: Base
    var amount: CGFloat

    public func path(in rect: CGRect) -> Path {
        base.path(in: rect.insetBy(dx: amount, dy: amount))
    }

    public func _displayShape(in rect: CGRect) -> DisplayShape? {
        base._displayShape(in: rect.insetBy(dx: amount, dy: amount))
    }

    public func inset(by amount: CGFloat) -> _Inset<Base> {
        _Inset(base: base, amount: self.amount + amount)
    }
}

extension Rectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset<Rectangle> { _Inset(base: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset<RoundedRectangle> {
        var smaller = self
        smaller.cornerSize = CGSize(width: max(0, cornerSize.width - amount), height: max(0, cornerSize.height - amount))
        return _Inset(base: smaller, amount: amount)
    }
}

extension Capsule: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset<Capsule> { _Inset(base: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset<Ellipse> { _Inset(base: self, amount: amount) }
}

extension Circle: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset<Circle> { _Inset(base: self, amount: amount) }
}

/// The radii of a rectangle's four corners.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    /// Radii for each corner.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners have different radii (a tab, a card joined to a panel).
///
/// Each radius is clamped so adjacent corners never overlap: to half the shorter side.
public struct UnevenRoundedRectangle: InsettableShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    /// A rectangle with `cornerRadii`.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with a radius for each corner.
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
                topTrailing: topTrailingRadius),
            style: style)
    }

    public func path(in rect: CGRect) -> Path {
        let r = rect.standardized
        guard r.width.isFinite, r.height.isFinite else { return Path() }
        let limit = min(r.width, r.height) / 2
        func clamp(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), limit) : 0 }
        let tl = clamp(cornerRadii.topLeading), tr = clamp(cornerRadii.topTrailing)
        let br = clamp(cornerRadii.bottomTrailing), bl = clamp(cornerRadii.bottomLeading)
        let k: CGFloat = 0.5522847498
        var p = Path()
        p.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 {
            p.addCurve(
                to: CGPoint(x: r.maxX, y: r.minY + tr), control1: CGPoint(x: r.maxX - tr + tr * k, y: r.minY),
                control2: CGPoint(x: r.maxX, y: r.minY + tr - tr * k))
        }
        p.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 {
            p.addCurve(
                to: CGPoint(x: r.maxX - br, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - br + br * k),
                control2: CGPoint(x: r.maxX - br + br * k, y: r.maxY))
        }
        p.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 {
            p.addCurve(
                to: CGPoint(x: r.minX, y: r.maxY - bl), control1: CGPoint(x: r.minX + bl - bl * k, y: r.maxY),
                control2: CGPoint(x: r.minX, y: r.maxY - bl + bl * k))
        }
        p.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 {
            p.addCurve(
                to: CGPoint(x: r.minX + tl, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + tl - tl * k),
                control2: CGPoint(x: r.minX + tl - tl * k, y: r.minY))
        }
        p.closeSubpath()
        return p
    }

    public func inset(by amount: CGFloat) -> _Inset<UnevenRoundedRectangle> {
        var smaller = self
        smaller.cornerRadii = RectangleCornerRadii(
            topLeading: max(0, cornerRadii.topLeading - amount), bottomLeading: max(0, cornerRadii.bottomLeading - amount),
            bottomTrailing: max(0, cornerRadii.bottomTrailing - amount), topTrailing: max(0, cornerRadii.topTrailing - amount))
        return _Inset(base: smaller, amount: amount)
    }
}

/// The shape of the container a view is in. A game host has no rounded window or widget to take
/// it from, so it is the rectangle of the view's frame, as SwiftUI's is in a plain window.
public struct ContainerRelativeShape: InsettableShape {
    /// The container's shape.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func _displayShape(in rect: CGRect) -> DisplayShape? { .rect(rect) }
    public func inset(by amount: CGFloat) -> _Inset<ContainerRelativeShape> { _Inset(base: self, amount: amount) }
}

/// A shape trimmed to a fraction of its outline: a progress ring or a drawing-on animation.
public struct _TrimmedShape<Base: Shape>: Shape {
    var base: Base
    /// The fractions of the outline kept; animatable, so a ring fills smoothly.
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    public func path(in rect: CGRect) -> Path {
        base.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }

    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(startFraction, endFraction) }
        set { (startFraction, endFraction) = (newValue.first, newValue.second) }
    }
}

/// A shape moved, rotated or scaled inside its frame.
public struct _TransformedShape<Base: Shape>: Shape {
    var base: Base
    var transform: (CGRect) -> CGAffineTransform

    public func path(in rect: CGRect) -> Path {
        base.path(in: rect).applying(transform(rect))
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}

extension Shape {
    /// The part of the shape's outline between two fractions of its length, as SwiftUI's
    /// `trim(from:to:)`: a circle's outline starts at three o'clock and runs clockwise.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(base: self, startFraction: startFraction, endFraction: endFraction)
    }

    /// The shape moved by `offset`.
    public func offset(_ offset: CGSize) -> _TransformedShape<Self> {
        _TransformedShape(base: self) { _ in CGAffineTransform(translationX: offset.width, y: offset.height) }
    }

    /// The shape moved by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _TransformedShape<Self> {
        offset(CGSize(width: x, height: y))
    }

    /// The shape rotated by `angle` about `anchor` in its frame.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> _TransformedShape<Self> {
        _TransformedShape(base: self) { rect in
            .anchored(CGAffineTransform(rotationAngle: angle.radians), at: anchor.point(in: rect))
        }
    }

    /// The shape scaled by `x` and `y` about `anchor` in its frame.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _TransformedShape<Self> {
        _TransformedShape(base: self) { rect in
            .anchored(CGAffineTransform(scaleX: x, y: y), at: anchor.point(in: rect))
        }
    }

    /// The shape scaled by `scale` about `anchor` in its frame.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> _TransformedShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }
}

// SwiftUI's shape shorthands (iOS 17): `.clipShape(.rect(cornerRadius: 12))`, `.circle`, `.capsule`.
extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle with circular corners of `cornerRadius`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rounded rectangle with elliptical corners of `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with a radius for each corner.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }

    /// A rectangle with `cornerRadii`.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
    /// A capsule with ends of `style`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == ContainerRelativeShape {
    /// The container's shape.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
