import Foundation

/// A layout whose rules are a built-in container's: laid out by the node algorithm itself
/// (docs/LayoutRules.md §4) when it arranges a whole container, so `HStackLayout { … }` and
/// `AnyLayout(HStackLayout())` lay out exactly as `HStack { … }` does.
protocol BuiltInLayout {
    var nodeLayout: (any NodeLayout)? { get }
}

extension BuiltInLayout {
    /// Runs the node algorithm on the container of `subviews` (which must be all of it).
    func builtInSize(_ p: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize? {
        guard let layout = nodeLayout, subviews.isWholeContainer else { return nil }
        return layout.sizeThatFits(p, node: subviews.container, graph: subviews.graph)
    }

    func builtInPlace(_ bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews) -> Bool {
        guard let layout = nodeLayout, subviews.isWholeContainer else { return false }
        layout.placeChildren(of: subviews.container, in: bounds, proposal: p, graph: subviews.graph)
        for subview in subviews { subviews.placements?.placed.insert(subview.node) }
        return true
    }

    /// Used when a layout delegates a part of its subviews to this one: subviews proposed
    /// `p` and put side by side along `axis` (or on top of each other without one).
    func fallbackFrames(_ p: ProposedViewSize, _ subviews: LayoutSubviews, axis: Axis?, spacing: CGFloat?) -> [CGRect] {
        var frames: [CGRect] = []
        var offset: CGFloat = 0
        let count = CGFloat(max(subviews.count, 1))
        for (index, subview) in subviews.enumerated() {
            let gap = index == 0 ? 0 : spacing ?? subviews[index - 1].spacing.distance(to: subview.spacing, along: axis ?? .horizontal)
            var proposal = p
            if axis == .horizontal, let w = p.width { proposal.width = w / count }
            if axis == .vertical, let h = p.height { proposal.height = h / count }
            let size = subview.sizeThatFits(proposal)
            switch axis {
            case .horizontal?:
                offset += gap; frames.append(CGRect(x: offset, y: 0, width: size.width, height: size.height)); offset += size.width
            case .vertical?:
                offset += gap; frames.append(CGRect(x: 0, y: offset, width: size.width, height: size.height)); offset += size.height
            case nil: frames.append(CGRect(origin: .zero, size: size))
            }
        }
        return frames
    }
}

/// A horizontal stack as a `Layout` value: `HStack`'s rules, usable through `AnyLayout`.
public struct HStackLayout: Layout, BuiltInLayout {
    /// How subviews are aligned vertically.
    public var alignment: VerticalAlignment
    /// The gap between subviews; `nil` uses each pair's preferred spacing.
    public var spacing: CGFloat?

    /// A horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A stack along the horizontal axis.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var nodeLayout: (any NodeLayout)? { StackLayout(axis: .horizontal, alignment: alignment.id, spacing: spacing) }

    /// `HStack`'s size for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        builtInSize(proposal, subviews) ?? fallbackFrames(proposal, subviews, axis: .horizontal, spacing: spacing).union.size
    }

    /// Places the subviews as `HStack` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !builtInPlace(bounds, proposal, subviews) else { return }
        for (subview, frame) in zip(subviews, fallbackFrames(proposal, subviews, axis: .horizontal, spacing: spacing)) {
            subview.place(
                at: CGPoint(x: bounds.minX + frame.minX, y: bounds.midY - frame.height / 2), proposal: ProposedViewSize(frame.size))
        }
    }
}

/// A vertical stack as a `Layout` value: `VStack`'s rules, usable through `AnyLayout`.
public struct VStackLayout: Layout, BuiltInLayout {
    /// How subviews are aligned horizontally.
    public var alignment: HorizontalAlignment
    /// The gap between subviews; `nil` uses each pair's preferred spacing.
    public var spacing: CGFloat?

    /// A vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A stack along the vertical axis.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    var nodeLayout: (any NodeLayout)? { StackLayout(axis: .vertical, alignment: alignment.id, spacing: spacing) }

    /// `VStack`'s size for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        builtInSize(proposal, subviews) ?? fallbackFrames(proposal, subviews, axis: .vertical, spacing: spacing).union.size
    }

    /// Places the subviews as `VStack` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !builtInPlace(bounds, proposal, subviews) else { return }
        for (subview, frame) in zip(subviews, fallbackFrames(proposal, subviews, axis: .vertical, spacing: spacing)) {
            subview.place(
                at: CGPoint(x: bounds.midX - frame.width / 2, y: bounds.minY + frame.minY), proposal: ProposedViewSize(frame.size))
        }
    }
}

/// An overlaying stack as a `Layout` value: `ZStack`'s rules, usable through `AnyLayout`.
public struct ZStackLayout: Layout, BuiltInLayout {
    /// How subviews are aligned with each other.
    public var alignment: Alignment

    /// An overlaying stack layout.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    var nodeLayout: (any NodeLayout)? { ZStackNodeLayout(alignment: alignment) }

    /// `ZStack`'s size for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        builtInSize(proposal, subviews) ?? fallbackFrames(proposal, subviews, axis: nil, spacing: 0).union.size
    }

    /// Places the subviews as `ZStack` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !builtInPlace(bounds, proposal, subviews) else { return }
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(bounds.size))
        }
    }
}

extension [CGRect] {
    /// The smallest rectangle from the origin holding every frame.
    fileprivate var union: CGRect {
        reduce(CGRect.zero) { $0.union($1) }
    }
}
