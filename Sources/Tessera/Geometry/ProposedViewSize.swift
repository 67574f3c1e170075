import Foundation

/// A proposal for the size of a view, per axis: `nil` asks for the ideal size, `0` for the
/// minimum, `.infinity` for the maximum, a finite value to fit (docs/LayoutRules.md §1.2).
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width: `nil` for the ideal width.
    public var width: CGFloat?
    /// The proposed height: `nil` for the ideal height.
    public var height: CGFloat?

    /// A proposal per axis.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Asks for the view's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the view's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// Asks for the view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// Replaces `nil` axes with `size` (10×10 by default, as SwiftUI does).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(axis: Axis, major: CGFloat?, minor: CGFloat?) {
        if axis == .horizontal { self.init(width: major, height: minor) } else { self.init(width: minor, height: major) }
    }
}

/// The horizontal or vertical dimension of a 2D coordinate system.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }

    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(axis: Axis, major: CGFloat, minor: CGFloat) {
        if axis == .horizontal { self.init(width: major, height: minor) } else { self.init(width: minor, height: major) }
    }
}

extension CGPoint {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}
