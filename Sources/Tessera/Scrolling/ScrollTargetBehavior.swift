import Foundation

/// How a scroll view settles after a scroll: SwiftUI's `ScrollTargetBehavior`.
///
/// Accepted so that carousels written for iOS 17 (`containerRelativeFrame` cards with
/// `.scrollTargetBehavior(.viewAligned)` or `.paging`) compile unchanged. Tessera's scroll views
/// do not snap yet: they stop where the wheel, drag, focus or `scrollTo` leaves them.
public protocol ScrollTargetBehavior {}

/// Settles on whole pages of the scroll view's size (`.paging`).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// The paging behaviour.
    public init() {}
}

/// Settles with a view of the `scrollTargetLayout()` at the leading edge (`.viewAligned`).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one scroll may go.
    public struct LimitBehavior: Hashable, Sendable {
        let kind: Int
        /// The platform's choice.
        public static let automatic = LimitBehavior(kind: 0)
        /// Always at most one view's worth.
        public static let always = LimitBehavior(kind: 1)
        /// No limit.
        public static let never = LimitBehavior(kind: 2)
        /// At most one view.
        public static let alwaysByOne = LimitBehavior(kind: 3)
        /// At most a few views.
        public static let alwaysByFew = LimitBehavior(kind: 4)
    }

    /// How far one scroll may go.
    public let limitBehavior: LimitBehavior

    /// A view-aligned behaviour with `limitBehavior`.
    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Settles on whole pages.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settles with a view at the leading edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Settles with a view at the leading edge, at most as far as `limitBehavior` allows.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

extension View {
    /// Accepted for SwiftUI code: the scroll views in this view do not snap yet (see
    /// `ScrollTargetBehavior`).
    public func scrollTargetBehavior<T: ScrollTargetBehavior>(_ behavior: T) -> Self { self }

    /// Accepted for SwiftUI code: marks this layout's views as scroll targets, which nothing
    /// snaps to yet.
    public func scrollTargetLayout(isEnabled: Bool = true) -> Self { self }

    /// Accepted for SwiftUI code: marks this view as a scroll target, which nothing snaps to yet.
    public func scrollTarget(isEnabled: Bool = true) -> Self { self }
}
