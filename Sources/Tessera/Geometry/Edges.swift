import Foundation

/// The top or bottom edge of a view.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
        /// The set holding `edge`.
        public init(_ edge: VerticalEdge) { self = edge == .top ? .top : .bottom }
    }
}

/// The leading or trailing edge of a view.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing

    /// A set of horizontal edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The leading edge.
        public static let leading = Set(rawValue: 1)
        /// The trailing edge.
        public static let trailing = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.leading, .trailing]
        /// The set holding `edge`.
        public init(_ edge: HorizontalEdge) { self = edge == .leading ? .leading : .trailing }
    }
}
