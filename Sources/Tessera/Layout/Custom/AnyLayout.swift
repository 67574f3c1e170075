import Foundation

/// A type-erased `Layout`: switch a container between layouts (say `HStackLayout` and
/// `VStackLayout`) while its subviews keep their identity and state.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Score(); Lives() }
/// ```
public struct AnyLayout: Layout, BuiltInLayout {
    private let base: any Layout

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        if let other = layout as? AnyLayout {
            base = other.base
        } else {
            base = layout
        }
    }

    /// The wrapped layout's cache, whatever its type.
    public struct Cache {
        var value: Any?
    }

    var nodeLayout: (any NodeLayout)? { (base as? any BuiltInLayout)?.nodeLayout }

    /// Makes the wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache {
        Cache(value: Self.makeCache(base, subviews))
    }

    private static func makeCache<L: Layout>(_ layout: L, _ subviews: Subviews) -> Any {
        layout.makeCache(subviews: subviews)
    }

    private static func withCache<L: Layout, R>(
        _ layout: L, _ cache: inout Cache, _ subviews: Subviews, _ body: (L, inout L.Cache) -> R
    ) -> R {
        var typed = (cache.value as? L.Cache) ?? layout.makeCache(subviews: subviews)
        let result = body(layout, &typed)
        cache.value = typed
        return result
    }

    /// Updates the wrapped layout's cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        func update<L: Layout>(_ layout: L) {
            Self.withCache(layout, &cache, subviews) { layout, typed in layout.updateCache(&typed, subviews: subviews) }
        }
        update(base)
    }

    /// The wrapped layout's spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        func spacing<L: Layout>(_ layout: L) -> ViewSpacing {
            Self.withCache(layout, &cache, subviews) { layout, typed in layout.spacing(subviews: subviews, cache: &typed) }
        }
        return spacing(base)
    }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func size<L: Layout>(_ layout: L) -> CGSize {
            Self.withCache(layout, &cache, subviews) { layout, typed in
                layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
            }
        }
        return size(base)
    }

    /// Places the subviews with the wrapped layout.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func place<L: Layout>(_ layout: L) {
            Self.withCache(layout, &cache, subviews) { layout, typed in
                layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
            }
        }
        place(base)
    }

    /// The wrapped layout's explicit horizontal guide.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        func value<L: Layout>(_ layout: L) -> CGFloat? {
            Self.withCache(layout, &cache, subviews) { layout, typed in
                layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
            }
        }
        return value(base)
    }

    /// The wrapped layout's explicit vertical guide.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        func value<L: Layout>(_ layout: L) -> CGFloat? {
            Self.withCache(layout, &cache, subviews) { layout, typed in
                layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
            }
        }
        return value(base)
    }
}
