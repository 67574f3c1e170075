import Foundation

extension View {
    /// Positions this view within an invisible frame as long as the nearest container on `axes`
    /// (the nearest `ScrollView`'s visible area, else the window, less safe area insets and
    /// content margins); the other axes keep the view's own size.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     LazyHStack { ForEach(cards) { CardView($0).containerRelativeFrame(.horizontal) } }
    /// }
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        _ContainerRelativeFrame(content: self, rule: ContainerRelativeRule(axes: axes, alignment: alignment) { length, _ in length })
    }

    /// Positions this view within an invisible frame `span` columns (or rows) long, of a
    /// container divided into `count` of them with `spacing` between: each is
    /// `(container − spacing × (count − 1)) / count` long, and the frame covers `span` of them
    /// and the `span − 1` gaps between.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        _ContainerRelativeFrame(
            content: self,
            rule: ContainerRelativeRule(axes: axes, alignment: alignment) { length, _ in
                ContainerRelativeRule.gridLength(container: length, count: count, span: span, spacing: spacing)
            })
    }

    /// Positions this view within an invisible frame whose length on each of `axes` is what
    /// `length` returns for the nearest container's length on that axis.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        _ContainerRelativeFrame(content: self, rule: ContainerRelativeRule(axes: axes, alignment: alignment, length: length))
    }
}

/// How a container-relative frame turns the container's size into its own lengths.
struct ContainerRelativeRule {
    var axes: Axis.Set
    var alignment: Alignment
    var length: (CGFloat, Axis) -> CGFloat

    /// One of `count` equal tracks `spacing` apart, `span` of them and their gaps together.
    /// A count below 1 counts as 1; a span is kept between 1 and the count; bad spacing is 0.
    static func gridLength(container: CGFloat, count: Int, span: Int, spacing: CGFloat) -> CGFloat {
        let count = max(1, count)
        let span = min(max(1, span), count)
        let spacing = spacing.isFinite ? spacing : 0
        let track = (container - spacing * CGFloat(count - 1)) / CGFloat(count)
        return track * CGFloat(span) + spacing * CGFloat(span - 1)
    }

    /// The frame for a container of `size`: the chosen axes' lengths (sanitised: negative or
    /// non-finite answers become 0), `nil` on the others.
    func frame(container size: CGSize) -> FrameLayout {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite && v > 0 ? v : 0 }
        let width = axes.contains(.horizontal) ? clean(length(clean(size.width), .horizontal)) : nil
        let height = axes.contains(.vertical) ? clean(length(clean(size.height), .vertical)) : nil
        return FrameLayout(width: width, height: height, alignment: alignment)
    }
}

/// The view `containerRelativeFrame` makes: its content in a frame sized from the nearest
/// container when it is laid out.
public struct _ContainerRelativeFrame<Content: View>: PrimitiveView {
    let content: Content
    let rule: ContainerRelativeRule

    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        inputs.withGraph { graph in
            graph.makeCustomLayout(ContainerRelativeFrameBox(rule: view.rule), inputs: inputs) { inner in
                Content._makeView(view.content, inputs: inner)
                // Its size follows the container's, not the views' values: like a geometry
                // reader's, the enclosing views are not reused from last pass with their sizes.
                // An empty deferred node tells the reuse stage so.
                var marker = inner
                marker.identity = Identity.combine(inner.identity, 0x4352_4652 as UInt64)
                graph.makeDeferred(DeferredLayout(alignment: .center) { _, _ in }, inputs: marker)
            }
        }
    }
}

/// The layout of a container-relative frame: a fixed frame whose lengths come from the nearest
/// container's size in this pass.
final class ContainerRelativeFrameBox: AnyCustomLayoutBox {
    let rule: ContainerRelativeRule

    init(rule: ContainerRelativeRule) {
        self.rule = rule
    }

    private func frame(_ node: NodeID, _ graph: ViewGraph) -> FrameLayout {
        rule.frame(container: graph.containerSize(enclosing: node))
    }

    override func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        frame(node, graph).sizeThatFits(p, node: node, graph: graph)
    }

    override func placeSubviews(of node: NodeID, in bounds: CGRect, proposal: ProposedViewSize, graph: ViewGraph) {
        frame(node, graph).placeChildren(of: node, in: bounds, proposal: proposal, graph: graph)
    }

    override func explicitAlignment(
        _ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, size: CGSize, graph: ViewGraph
    ) -> CGFloat? {
        frame(node, graph).explicitAlignment(key, of: node, proposal: proposal, size: size, graph: graph)
    }
}

extension View {
    /// Makes this view a container for `containerRelativeFrame` inside it (a tab's or a
    /// navigation screen's content area): its size, as proposed, is theirs.
    func _containerRelativeContainer() -> some View {
        _ContainerRelativeContainer(content: self)
    }
}

/// A container for `containerRelativeFrame` below it, laid out as its content.
struct _ContainerRelativeContainer<Content: View>: PrimitiveView {
    let content: Content

    static func _makeView(_ view: Self, inputs: _ViewInputs) {
        inputs.withGraph { graph in
            graph.makeCustomLayout(ContainerMarkerBox(), inputs: inputs) { inner in
                Content._makeView(view.content, inputs: inner)
            }
        }
    }
}

/// The layout of a container for `containerRelativeFrame`: its content's, and while it is asked
/// or placed, the size it was proposed is the container size inside.
final class ContainerMarkerBox: AnyCustomLayoutBox {
    override func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        graph.recordScrollContainer(node, proposal: p, margins: EdgeInsets())
        return PassthroughLayout().sizeThatFits(p, node: node, graph: graph)
    }

    override func placeSubviews(of node: NodeID, in bounds: CGRect, proposal: ProposedViewSize, graph: ViewGraph) {
        graph.recordScrollContainer(node, proposal: ProposedViewSize(bounds.size), margins: EdgeInsets())
        PassthroughLayout().placeChildren(of: node, in: bounds, proposal: proposal, graph: graph)
    }

    override func explicitAlignment(
        _ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, size: CGSize, graph: ViewGraph
    ) -> CGFloat? {
        PassthroughLayout().explicitAlignment(key, of: node, proposal: proposal, size: size, graph: graph)
    }
}

extension ViewGraph {
    /// The size of the nearest container above `node` for `containerRelativeFrame`: the nearest
    /// scroll view's visible area less its content margins (as sized or placed in this pass,
    /// else as last drawn), or a tab's or navigation screen's content area, or else the window
    /// less the host's safe area insets.
    func containerSize(enclosing node: NodeID) -> CGSize {
        var ancestor = current.nodes[Int(node)].parent
        while ancestor >= 0 {
            switch current.nodes[Int(ancestor)].kind {
            case .interaction(let index):
                if case .scrollView(let layout) = current.tables.interactions[Int(index)].role {
                    if let size = layoutPass.containerSizes[ancestor] { return size }
                    if let viewport = input.scrollPositions[current.nodes[Int(ancestor)].identity]?.viewport {
                        return Self.inset(viewport, by: layout.margins)
                    }
                }
            case .grid(let index):
                if case .customLayout(let layout) = current.tables.largePayloads[Int(index)], layout.box is ContainerMarkerBox,
                    let size = layoutPass.containerSizes[ancestor]
                {
                    return size
                }
            default: break
            }
            ancestor = current.nodes[Int(ancestor)].parent
        }
        let insets = current.nodes.isEmpty ? EdgeInsets() : current.environments[Int(current.nodes[0].environment)]._hostSafeAreaInsets
        return Self.inset(layoutPass.windowSize, by: insets)
    }

    /// `size` less `insets`, never negative.
    static func inset(_ size: CGSize, by insets: EdgeInsets) -> CGSize {
        CGSize(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
    }

    /// Records the container size a scroll view or other container `node` gives the views
    /// inside it, for the proposal `p` it is being sized or placed with, less `margins` (an
    /// unspecified axis takes the node's own container's length).
    func recordScrollContainer(_ node: NodeID, proposal p: ProposedViewSize, margins: EdgeInsets) {
        let outer = (p.width == nil || p.height == nil) ? containerSize(enclosing: node) : .zero
        let size = CGSize(width: p.width ?? outer.width, height: p.height ?? outer.height)
        layoutPass.containerSizes[node] = Self.inset(size, by: margins)
    }
}
