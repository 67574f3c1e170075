import Foundation

/// A type that defines the geometry of a collection of views: SwiftUI's extension point for
/// containers such as radial menus, hex grids and flow layouts.
///
/// A layout answers two questions, as built-in stacks do (docs/LayoutRules.md §1.1): how big it
/// is for a proposal (`sizeThatFits`), and where each subview goes inside the bounds it was
/// given (`placeSubviews`). Call a layout like a view builder to use it:
///
/// ```swift
/// RadialLayout {
///     ForEach(items) { Text($0.name) }
/// }
/// ```
public protocol Layout: Animatable {
    /// Data the layout computes once and shares between its methods; `Void` by default.
    associatedtype Cache = Void
    /// The subviews a layout arranges.
    typealias Subviews = LayoutSubviews

    /// Properties of the layout: its stack orientation, if any.
    static var layoutProperties: LayoutProperties { get }

    /// Makes the cache for `subviews`.
    func makeCache(subviews: Subviews) -> Cache
    /// Updates the cache when the subviews change (by default, makes a new one).
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The spacing preferences of the layout's container view (by default, its subviews' union).
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The size of the container for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places every subview inside `bounds` (the parent's coordinates; the origin need not be zero).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// The container's explicit value of a horizontal guide, or `nil` for the default.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat?
    /// The container's explicit value of a vertical guide, or `nil` for the default.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat?
}

extension Layout {
    /// No stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Makes a fresh cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' spacing preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var spacing = ViewSpacing()
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }

    /// None: the guide's default value.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }

    /// None: the guide's default value.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }

    /// Arranges the views `content` builds with this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutContainer(layout: self, content: content())
    }
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) {}
}

/// Properties of a layout type.
public struct LayoutProperties: Sendable {
    /// The axis along which the layout stacks its subviews, if it is a stack (`nil` otherwise).
    public var stackOrientation: Axis?

    /// Properties with no stack orientation.
    public init() {}
}

/// The view a `Layout` called as a function makes: its content laid out by the layout.
public struct _LayoutContainer<L: Layout, Content: View>: PrimitiveView {
    let layout: L
    let content: Content

    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        inputs.withGraph { graph in
            graph.makeCustomLayout(CustomLayoutBox(view.layout), inputs: inputs) { inner in
                Content._makeView(view.content, inputs: inner)
            }
        }
    }
}
