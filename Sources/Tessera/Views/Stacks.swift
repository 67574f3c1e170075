import Foundation

/// A view that arranges its children in a horizontal line.
public struct HStack<Content: View>: PrimitiveView {
    /// How children are aligned vertically.
    public var alignment: VerticalAlignment
    /// The gap between children; `nil` uses each pair's preferred spacing (8 between most views).
    public var spacing: CGFloat?
    /// The children.
    public var content: Content

    /// A horizontal stack of the views `content` builds.
    @inlinable
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    @inlinable
    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        inputs.withGraph {
            $0.makeStack(axis: .horizontal, alignment: view.alignment.id, spacing: view.spacing, inputs: inputs) { inner in
                Content._makeView(view.content, inputs: inner)
            }
        }
    }
}

/// A view that arranges its children in a vertical line.
public struct VStack<Content: View>: PrimitiveView {
    /// How children are aligned horizontally.
    public var alignment: HorizontalAlignment
    /// The gap between children; `nil` uses each pair's preferred spacing (8 between most views).
    public var spacing: CGFloat?
    /// The children.
    public var content: Content

    /// A vertical stack of the views `content` builds.
    @inlinable
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    @inlinable
    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        inputs.withGraph {
            $0.makeStack(axis: .vertical, alignment: view.alignment.id, spacing: view.spacing, inputs: inputs) { inner in
                Content._makeView(view.content, inputs: inner)
            }
        }
    }
}

/// A view that overlays its children, aligning them in both axes.
public struct ZStack<Content: View>: PrimitiveView {
    /// How children are aligned with each other.
    public var alignment: Alignment
    /// The children, back to front.
    public var content: Content

    /// An overlaying stack of the views `content` builds, later views in front.
    @inlinable
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    @inlinable
    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        inputs.withGraph {
            $0.makeZStack(alignment: view.alignment, inputs: inputs) { inner in
                Content._makeView(view.content, inputs: inner)
            }
        }
    }
}
