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

/// A container view that defines its content as a function of its own size and coordinate
/// space. It takes all the space it is offered.
public struct GeometryReader<Content: View>: PrimitiveView {
    public var content: (GeometryProxy) -> Content

    @inlinable
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    @inlinable
    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        let content = view.content
        inputs.graph.makeGeometryReader(inputs: inputs) { proxy, inner in
            Content._makeView(content(proxy), inputs: inner)
        }
    }
}

extension ViewGraph {
    /// Adds a geometry reader whose content `makeContent` makes during placement.
    @usableFromInline
    func makeGeometryReader(inputs: _ViewInputs, _ makeContent: @escaping (GeometryProxy, _ViewInputs) -> Void) {
        makeGeometryReader(GeometryReaderLayout(makeContent: makeContent), inputs: inputs)
    }
}
