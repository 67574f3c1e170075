import Foundation

/// Which part of a scrollable view a `contentMargins(_:_:for:)` modifier insets, as SwiftUI's.
public struct ContentMarginPlacement: Hashable, Sendable {
    let insetsContent: Bool
    let insetsIndicators: Bool

    /// The content and the scroll indicators.
    public static let automatic = ContentMarginPlacement(insetsContent: true, insetsIndicators: true)
    /// Only the scrolled content.
    public static let scrollContent = ContentMarginPlacement(insetsContent: true, insetsIndicators: false)
    /// Only the scroll indicators.
    public static let scrollIndicators = ContentMarginPlacement(insetsContent: false, insetsIndicators: true)
}

/// The margins the scroll views below put around their content and indicators.
struct ScrollContentMargins: Hashable, Sendable {
    var content = EdgeInsets.zero
    var indicators = EdgeInsets.zero
}

private struct ScrollContentMarginsKey: EnvironmentKey {
    static let defaultValue = ScrollContentMargins()
}

extension EnvironmentValues {
    var scrollContentMargins: ScrollContentMargins {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
}

extension View {
    /// Insets the content of the scroll views inside by `insets` on `edges`, as SwiftUI's.
    ///
    /// The margin is room inside the scroll view, not outside it: the content starts that far
    /// from the edge, scrolls through the margin (it is clipped at the scroll view's own bounds,
    /// not at the margin), and a view scrolled into sight by focus or `scrollTo` stops that far
    /// from the edge, so its lift or focus glow is not cut off. Negative, NaN and infinite
    /// margins count as 0. Like SwiftUI's, it is inherited: scroll views nested inside get it too.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> ModifiedContent<Self, _EnvironmentModifier> {
        let margins = insets.restricted(to: edges).marginSanitized
        return modifier(
            _EnvironmentModifier { environment in
                if placement.insetsContent {
                    environment.scrollContentMargins.content.replace(edges, with: margins)
                }
                if placement.insetsIndicators {
                    environment.scrollContentMargins.indicators.replace(edges, with: margins)
                }
            })
    }

    /// Insets the content of the scroll views inside by `length` on `edges` (16 points when
    /// `nil`), as SwiftUI's; see `contentMargins(_:_:for:)` with insets.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> ModifiedContent<Self, _EnvironmentModifier> {
        contentMargins(edges, EdgeInsets(edges, length ?? 16), for: placement)
    }

    /// Insets the content of the scroll views inside by `length` on every edge, as SwiftUI's.
    public func contentMargins(
        _ length: CGFloat, for placement: ContentMarginPlacement = .automatic
    ) -> ModifiedContent<
        Self, _EnvironmentModifier
    > {
        contentMargins(.all, EdgeInsets(all: length), for: placement)
    }
}

extension EdgeInsets {
    /// The edges in `edges` taken from `other`, the rest kept.
    mutating func replace(_ edges: Edge.Set, with other: EdgeInsets) {
        if edges.contains(.top) { top = other.top }
        if edges.contains(.leading) { leading = other.leading }
        if edges.contains(.bottom) { bottom = other.bottom }
        if edges.contains(.trailing) { trailing = other.trailing }
    }

    /// A margin: NaN, ∞ and negative edges are 0, huge ones at most `LayoutLimits.maximumLength`.
    var marginSanitized: EdgeInsets {
        func s(_ v: CGFloat) -> CGFloat { v.isFinite && v > 0 ? LayoutLimits.length(v) : 0 }
        return EdgeInsets(top: s(top), leading: s(leading), bottom: s(bottom), trailing: s(trailing))
    }
}

extension CGRect {
    /// The rectangle with `insets` taken off its edges (leading as left), never narrower than 0.
    func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.leading, y: minY + insets.top, width: max(0, width - insets.horizontal),
            height: max(0, height - insets.vertical))
    }
}
