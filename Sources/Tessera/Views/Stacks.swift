import Foundation

/// A view that arranges its children in a horizontal line.
public struct HStack<Content: View>: PrimitiveView {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public var content: Content

    @inlinable
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    @inlinable
    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        inputs.graph.makeStack(axis: .horizontal, alignment: view.alignment.id, spacing: view.spacing, inputs: inputs) { inner in
            Content._makeView(view.content, inputs: inner)
        }
    }
}

/// A view that arranges its children in a vertical line.
public struct VStack<Content: View>: PrimitiveView {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public var content: Content

    @inlinable
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    @inlinable
    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        inputs.graph.makeStack(axis: .vertical, alignment: view.alignment.id, spacing: view.spacing, inputs: inputs) { inner in
            Content._makeView(view.content, inputs: inner)
        }
    }
}

/// A view that overlays its children, aligning them in both axes.
public struct ZStack<Content: View>: PrimitiveView {
    public var alignment: Alignment
    public var content: Content

    @inlinable
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    @inlinable
    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        inputs.graph.makeZStack(alignment: view.alignment, inputs: inputs) { inner in
            Content._makeView(view.content, inputs: inner)
        }
    }
}
