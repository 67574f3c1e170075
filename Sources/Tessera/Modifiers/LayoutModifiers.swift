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
    @inlinable
    public func padding(_ length: CGFloat? = nil) -> ModifiedContent<Self, _LayoutModifier> {
        padding(.all, length)
    }

    /// Adds padding to the given edges: 16 points unless you give a length.
    @inlinable
    public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier.padding(edges, length))
    }

    /// Adds padding with different amounts per edge.
    @inlinable
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier.padding(insets))
    }

    /// Positions this view within an invisible frame of fixed width and/or height.
    @inlinable
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier.frame(width: width, height: height, alignment: alignment))
    }

    /// Positions this view within an invisible frame with the given constraints.
    @inlinable
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier.flexibleFrame(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
            alignment: alignment
        ))
    }

    /// Fixes this view at its ideal size in both axes.
    @inlinable
    public func fixedSize() -> ModifiedContent<Self, _LayoutModifier> {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Fixes this view at its ideal size in the chosen axes.
    @inlinable
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier.fixedSize(horizontal: horizontal, vertical: vertical))
    }

    /// Constrains this view's dimensions to the aspect ratio (width / height) you give, or to
    /// its own ideal size's ratio when `nil`.
    @inlinable
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier.aspectRatio(aspectRatio, contentMode: contentMode))
    }

    @inlinable
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier.aspectRatio(aspectRatio, contentMode: contentMode))
    }

    /// Scales this view to fit its parent, keeping its aspect ratio.
    @inlinable
    public func scaledToFit() -> ModifiedContent<Self, _LayoutModifier> {
        aspectRatio(nil as CGFloat?, contentMode: .fit)
    }

    /// Scales this view to fill its parent, keeping its aspect ratio.
    @inlinable
    public func scaledToFill() -> ModifiedContent<Self, _LayoutModifier> {
        aspectRatio(nil as CGFloat?, contentMode: .fill)
    }

    /// Positions the center of this view at the point, in its parent's coordinate space.
    @inlinable
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _LayoutModifier> {
        position(CGPoint(x: x, y: y))
    }

    @inlinable
    public func position(_ position: CGPoint) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier.position(position))
    }

    /// Moves this view's drawing and geometry; its frame, as siblings see it, stays.
    @inlinable
    public func offset(_ offset: CGSize) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier.offset(offset))
    }

    @inlinable
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _LayoutModifier> {
        offset(CGSize(width: x, height: y))
    }

    /// Sets a horizontal alignment guide's value for this view.
    @inlinable
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier.alignmentGuide(g.id, computeValue: computeValue))
    }

    /// Sets a vertical alignment guide's value for this view.
    @inlinable
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier.alignmentGuide(g.id, computeValue: computeValue))
    }

    /// Names this view's coordinate space for `GeometryProxy.frame(in: .named(_))`.
    @inlinable
    public func coordinateSpace(name: String) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier.coordinateSpace(name))
    }
}

/// The values the layout modifiers of `View` make. They are not generic, so they stay in this
/// module while the inlinable `View` methods that call them are specialized in the caller's.
extension _LayoutModifier {
    @usableFromInline
    static func padding(_ edges: Edge.Set, _ length: CGFloat?) -> _LayoutModifier {
        let amount = length.flatMap { $0.isFinite ? $0 : nil } ?? 16
        return padding(EdgeInsets(edges, amount))
    }

    @usableFromInline
    static func padding(_ insets: EdgeInsets) -> _LayoutModifier {
        _LayoutModifier(kind: .padding(PaddingLayout(insets: insets.sanitized)))
    }

    @usableFromInline
    static func frame(width: CGFloat?, height: CGFloat?, alignment: Alignment) -> _LayoutModifier {
        _LayoutModifier(kind: .frame(FrameLayout(width: width, height: height, alignment: alignment)))
    }

    @usableFromInline
    static func flexibleFrame(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
                              minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?,
                              alignment: Alignment) -> _LayoutModifier {
        let layout = FlexibleFrameLayout(
            width: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
            height: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
            alignment: alignment
        )
        return _LayoutModifier(kind: .flexibleFrame(layout))
    }

    @usableFromInline
    static func fixedSize(horizontal: Bool, vertical: Bool) -> _LayoutModifier {
        _LayoutModifier(kind: .fixedSize(FixedSizeLayout(horizontal: horizontal, vertical: vertical)))
    }

    @usableFromInline
    static func aspectRatio(_ ratio: CGFloat?, contentMode: ContentMode) -> _LayoutModifier {
        _LayoutModifier(kind: .aspectRatio(AspectRatioLayout(ratio: ratio, contentMode: contentMode)))
    }

    @usableFromInline
    static func aspectRatio(_ ratio: CGSize, contentMode: ContentMode) -> _LayoutModifier {
        aspectRatio(ratio.height != 0 ? ratio.width / ratio.height : nil, contentMode: contentMode)
    }

    @usableFromInline
    static func position(_ position: CGPoint) -> _LayoutModifier {
        _LayoutModifier(kind: .position(PositionLayout(position: position)))
    }

    @usableFromInline
    static func offset(_ offset: CGSize) -> _LayoutModifier {
        _LayoutModifier(kind: .effect(.offset(offset)))
    }

    @usableFromInline
    static func alignmentGuide(_ key: AlignmentKey, computeValue: @escaping (ViewDimensions) -> CGFloat) -> _LayoutModifier {
        _LayoutModifier(.alignmentGuide(AlignmentGuideLayout(key: key, computeValue: computeValue)))
    }

    @usableFromInline
    static func coordinateSpace(_ name: String) -> _LayoutModifier {
        _LayoutModifier(.coordinateSpace(name))
    }
}

/// Sets the priority by which a parent stack allocates space to this view (default 0).
public struct _LayoutPriorityModifier: PrimitiveViewModifier {
    let priority: Double

    @usableFromInline
    init(priority: Double) {
        self.priority = priority
    }

    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        if modifier.priority.isNaN { Diagnostics.warnOnce("layoutPriority(nan); using 0") }
        let priority = modifier.priority.isNaN ? 0 : modifier.priority
        inputs.graph.modifyEach(inputs: inputs, content: content) { $0.explicitPriority = priority }
    }
}

extension View {
    /// Sets the priority by which a parent layout allocates space to this view.
    @inlinable
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _LayoutPriorityModifier> {
        modifier(_LayoutPriorityModifier(priority: value))
    }
}
