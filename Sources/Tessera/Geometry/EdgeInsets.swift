import Foundation

/// An enumeration to indicate one edge of a rectangle.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    /// The four edges, leading and trailing following the layout direction.
    case top, leading, bottom, trailing

    /// An efficient set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding one edge.
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
    }
}

/// The inset distances for the sides of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset of the top edge, in points.
    public var top: CGFloat
    /// The inset of the leading edge, in points (the right edge in right-to-left layout).
    public var leading: CGFloat
    /// The inset of the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset of the trailing edge, in points.
    public var trailing: CGFloat

    /// Insets per edge, in points; negative values are allowed (negative padding shrinks a view).
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Equal insets on every edge.
    public init(all length: CGFloat) {
        self.init(top: length, leading: length, bottom: length, trailing: length)
    }

    /// `length` on the edges in `edges`, zero elsewhere.
    public init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(
            top: edges.contains(.top) ? length : 0,
            leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0,
            trailing: edges.contains(.trailing) ? length : 0
        )
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets()

    var horizontal: CGFloat { leading + trailing }
    var vertical: CGFloat { top + bottom }

    /// Keeps only the edges in `edges`.
    func restricted(to edges: Edge.Set) -> EdgeInsets {
        EdgeInsets(
            top: edges.contains(.top) ? top : 0,
            leading: edges.contains(.leading) ? leading : 0,
            bottom: edges.contains(.bottom) ? bottom : 0,
            trailing: edges.contains(.trailing) ? trailing : 0
        )
    }

    /// Non-finite insets become zero: bad input must not poison layout.
    var sanitized: EdgeInsets {
        if ![top, leading, bottom, trailing].allSatisfy(\.isFinite) {
            Diagnostics.warnOnce("insets \(self) hold NaN or ∞; those edges are 0")
        }
        func s(_ v: CGFloat) -> CGFloat { v.isFinite ? LayoutLimits.offset(v) : 0 }
        return EdgeInsets(top: s(top), leading: s(leading), bottom: s(bottom), trailing: s(trailing))
    }
}
