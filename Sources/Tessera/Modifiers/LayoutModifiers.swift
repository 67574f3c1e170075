import Foundation

/// A modifier that wraps each view it is applied to in a layout or effect node.
public struct _LayoutModifier: PrimitiveViewModifier {
    let payload: LayoutModifierPayload

    init(kind: NodeKind) {
        payload = .node(kind)
    }

    init(_ payload: LayoutModifierPayload) {
        self.payload = payload
    }

    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        inputs.graph.wrapEach(inputs.graph.nodeKind(for: modifier.payload), inputs: inputs, content: content)
    }
}

/// What a layout modifier makes: a node kind, or a payload with references that the graph
/// stores in its side tables when the view is made.
enum LayoutModifierPayload {
    case node(NodeKind)
    case alignmentGuide(AlignmentGuideLayout)
    case clip(any Shape, antialiased: Bool)
    case coordinateSpace(String)
}

extension View {
    /// Adds padding on every edge: 16 points unless you give a length.
    public func padding(_ length: CGFloat? = nil) -> ModifiedContent<Self, _LayoutModifier> {
        padding(.all, length)
    }

    /// Adds padding to the given edges: 16 points unless you give a length.
    public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> ModifiedContent<Self, _LayoutModifier> {
        let amount = length.flatMap { $0.isFinite ? $0 : nil } ?? 16
        return padding(EdgeInsets(edges, amount))
    }

    /// Adds padding with different amounts per edge.
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier(kind: .padding(PaddingLayout(insets: insets.sanitized))))
    }

    /// Positions this view within an invisible frame of fixed width and/or height.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier(kind: .frame(FrameLayout(width: width, height: height, alignment: alignment))))
    }

    /// Positions this view within an invisible frame with the given constraints.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> ModifiedContent<Self, _LayoutModifier> {
        let layout = FlexibleFrameLayout(
            width: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
            height: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
            alignment: alignment
        )
        return modifier(_LayoutModifier(kind: .flexibleFrame(layout)))
    }

    /// Fixes this view at its ideal size in both axes.
    public func fixedSize() -> ModifiedContent<Self, _LayoutModifier> {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Fixes this view at its ideal size in the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier(kind: .fixedSize(FixedSizeLayout(horizontal: horizontal, vertical: vertical))))
    }

    /// Constrains this view's dimensions to the aspect ratio (width / height) you give, or to
    /// its own ideal size's ratio when `nil`.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier(kind: .aspectRatio(AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode))))
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ModifiedContent<Self, _LayoutModifier> {
        let ratio = aspectRatio.height != 0 ? aspectRatio.width / aspectRatio.height : nil
        return self.aspectRatio(ratio, contentMode: contentMode)
    }

    /// Scales this view to fit its parent, keeping its aspect ratio.
    public func scaledToFit() -> ModifiedContent<Self, _LayoutModifier> {
        aspectRatio(nil as CGFloat?, contentMode: .fit)
    }

    /// Scales this view to fill its parent, keeping its aspect ratio.
    public func scaledToFill() -> ModifiedContent<Self, _LayoutModifier> {
        aspectRatio(nil as CGFloat?, contentMode: .fill)
    }

    /// Positions the center of this view at the point, in its parent's coordinate space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _LayoutModifier> {
        position(CGPoint(x: x, y: y))
    }

    public func position(_ position: CGPoint) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier(kind: .position(PositionLayout(position: position))))
    }

    /// Moves this view's drawing and geometry; its frame, as siblings see it, stays.
    public func offset(_ offset: CGSize) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier(kind: .effect(.offset(offset))))
    }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _LayoutModifier> {
        offset(CGSize(width: x, height: y))
    }

    /// Sets a horizontal alignment guide's value for this view.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier(.alignmentGuide(AlignmentGuideLayout(key: g.id, computeValue: computeValue))))
    }

    /// Sets a vertical alignment guide's value for this view.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier(.alignmentGuide(AlignmentGuideLayout(key: g.id, computeValue: computeValue))))
    }

    /// Names this view's coordinate space for `GeometryProxy.frame(in: .named(_))`.
    public func coordinateSpace(name: String) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier(.coordinateSpace(name)))
    }
}

/// Sets the priority by which a parent stack allocates space to this view (default 0).
public struct _LayoutPriorityModifier: PrimitiveViewModifier {
    let priority: Double

    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        let priority = modifier.priority.isNaN ? 0 : modifier.priority
        inputs.graph.modifyEach(inputs: inputs, content: content) { $0.explicitPriority = priority }
    }
}

extension View {
    /// Sets the priority by which a parent layout allocates space to this view.
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _LayoutPriorityModifier> {
        modifier(_LayoutPriorityModifier(priority: value))
    }
}
