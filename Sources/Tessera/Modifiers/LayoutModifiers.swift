import Foundation

extension View {
    /// Adds padding on every edge: 16 points unless you give a length.
    @inlinable
    public consuming func padding(_ length: CGFloat? = nil) -> ModifiedContent<Self, _NodeModifier> {
        padding(.all, length)
    }

    /// Adds padding to the given edges: 16 points unless you give a length.
    @inlinable
    public consuming func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier.padding(edges, length))
    }

    /// Adds padding with different amounts per edge.
    @inlinable
    public consuming func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier.padding(insets))
    }

    /// Positions this view within an invisible frame of fixed width and/or height.
    @inlinable
    public consuming func frame(
        width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
    ) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier.frame(width: width, height: height, alignment: alignment))
    }

    /// Positions this view within an invisible frame with the given constraints.
    @inlinable
    public consuming func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> ModifiedContent<Self, _NodeModifier> {
        modifier(
            _NodeModifier.flexibleFrame(
                minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                alignment: alignment
            ))
    }

    /// Fixes this view at its ideal size in both axes.
    @inlinable
    public consuming func fixedSize() -> ModifiedContent<Self, _NodeModifier> {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Fixes this view at its ideal size in the chosen axes.
    @inlinable
    public consuming func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier.fixedSize(horizontal: horizontal, vertical: vertical))
    }

    /// Constrains this view's dimensions to the aspect ratio (width / height) you give, or to
    /// its own ideal size's ratio when `nil`.
    @inlinable
    public consuming func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier.aspectRatio(aspectRatio, contentMode: contentMode))
    }

    /// As `aspectRatio(_:contentMode:)`, with the ratio given as `width / height` of a size.
    @inlinable
    public consuming func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier.aspectRatio(aspectRatio, contentMode: contentMode))
    }

    /// Scales this view to fit its parent, keeping its aspect ratio.
    @inlinable
    public consuming func scaledToFit() -> ModifiedContent<Self, _NodeModifier> {
        aspectRatio(nil as CGFloat?, contentMode: .fit)
    }

    /// Scales this view to fill its parent, keeping its aspect ratio.
    @inlinable
    public consuming func scaledToFill() -> ModifiedContent<Self, _NodeModifier> {
        aspectRatio(nil as CGFloat?, contentMode: .fill)
    }

    /// Positions the center of this view at the point, in its parent's coordinate space.
    @inlinable
    public consuming func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _NodeModifier> {
        position(CGPoint(x: x, y: y))
    }

    /// As `position(x:y:)`, with a point.
    @inlinable
    public consuming func position(_ position: CGPoint) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier.position(position))
    }

    /// Moves this view's drawing and geometry; its frame, as siblings see it, stays.
    @inlinable
    public consuming func offset(_ offset: CGSize) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier.offset(offset))
    }

    /// As `offset(_:)`, with separate amounts.
    @inlinable
    public consuming func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _NodeModifier> {
        offset(CGSize(width: x, height: y))
    }

    /// Sets a horizontal alignment guide's value for this view.
    @inlinable
    public consuming func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier.alignmentGuide(g.id, computeValue: computeValue))
    }

    /// Sets a vertical alignment guide's value for this view.
    @inlinable
    public consuming func alignmentGuide(
        _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier.alignmentGuide(g.id, computeValue: computeValue))
    }

    /// Names this view's coordinate space for `GeometryProxy.frame(in: .named(_))`.
    @inlinable
    public consuming func coordinateSpace(name: String) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier.coordinateSpace(name))
    }
}

/// The values the layout modifiers of `View` make. They are not generic, so they stay in this
/// module while the inlinable `View` methods that call them are specialized in the caller's.
extension _NodeModifier {
    @usableFromInline
    static func padding(_ edges: Edge.Set, _ length: CGFloat?) -> _NodeModifier {
        let amount = length.flatMap { $0.isFinite ? $0 : nil } ?? 16
        return padding(EdgeInsets(edges, amount))
    }

    @usableFromInline
    static func padding(_ insets: EdgeInsets) -> _NodeModifier {
        _NodeModifier(kind: .padding(PaddingLayout(insets: insets.sanitized)))
    }

    @usableFromInline
    static func frame(width: CGFloat?, height: CGFloat?, alignment: Alignment) -> _NodeModifier {
        _NodeModifier(kind: .frame(FrameLayout(width: width, height: height, alignment: alignment)))
    }

    @usableFromInline
    static func flexibleFrame(
        minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
        minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?,
        alignment: Alignment
    ) -> _NodeModifier {
        let layout = FlexibleFrameLayout(
            width: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
            height: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
            alignment: alignment
        )
        return _NodeModifier(.flexibleFrame(layout))
    }

    @usableFromInline
    static func fixedSize(horizontal: Bool, vertical: Bool) -> _NodeModifier {
        _NodeModifier(kind: .fixedSize(FixedSizeLayout(horizontal: horizontal, vertical: vertical)))
    }

    @usableFromInline
    static func aspectRatio(_ ratio: CGFloat?, contentMode: ContentMode) -> _NodeModifier {
        _NodeModifier(kind: .aspectRatio(AspectRatioLayout(ratio: ratio, contentMode: contentMode)))
    }

    @usableFromInline
    static func aspectRatio(_ ratio: CGSize, contentMode: ContentMode) -> _NodeModifier {
        aspectRatio(ratio.height != 0 ? ratio.width / ratio.height : nil, contentMode: contentMode)
    }

    @usableFromInline
    static func position(_ position: CGPoint) -> _NodeModifier {
        _NodeModifier(kind: .position(PositionLayout(position: position)))
    }

    @usableFromInline
    static func offset(_ offset: CGSize) -> _NodeModifier {
        _NodeModifier(kind: .effect(.offset(offset)))
    }

    @usableFromInline
    static func alignmentGuide(_ key: AlignmentKey, computeValue: @escaping (ViewDimensions) -> CGFloat) -> _NodeModifier {
        _NodeModifier(.alignmentGuide(AlignmentGuideLayout(key: key, computeValue: computeValue)))
    }

    @usableFromInline
    static func coordinateSpace(_ name: String) -> _NodeModifier {
        _NodeModifier(.coordinateSpace(name))
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
        inputs.withGraph { $0.modifyEach(inputs: inputs, content: content) { $0.explicitPriority = priority } }
    }
}

extension View {
    /// Sets the priority by which a parent layout allocates space to this view.
    @inlinable
    public consuming func layoutPriority(_ value: Double) -> ModifiedContent<Self, _LayoutPriorityModifier> {
        modifier(_LayoutPriorityModifier(priority: value))
    }
}
