import Foundation

/// `background` and `overlay`: a secondary view proposed the primary's size and aligned to it.
/// Several views in the builder form lay out as a `ZStack` with the modifier's alignment.
public struct _SecondaryModifier<Secondary: View>: PrimitiveViewModifier {
    @usableFromInline let secondary: Secondary
    @usableFromInline let alignment: Alignment
    @usableFromInline let isBackground: Bool

    @inlinable
    init(secondary: Secondary, alignment: Alignment, isBackground: Bool) {
        self.secondary = secondary
        self.alignment = alignment
        self.isBackground = isBackground
    }

    @inlinable
    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        inputs.withGraph {
            $0.makeSecondary(alignment: modifier.alignment, isBackground: modifier.isBackground, inputs: inputs, content: content) {
                inner in
                Secondary._makeView(modifier.secondary, inputs: inner)
            }
        }
    }
}

extension View {
    /// Layers the views you specify behind this view.
    @inlinable
    public consuming func background<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> ModifiedContent<Self, _SecondaryModifier<V>> {
        modifier(_SecondaryModifier(secondary: content(), alignment: alignment, isBackground: true))
    }

    /// Layers a view behind this view.
    @inlinable
    public consuming func background<V: View>(
        _ background: consuming V, alignment: Alignment = .center
    ) -> ModifiedContent<Self, _SecondaryModifier<V>> {
        modifier(_SecondaryModifier(secondary: background, alignment: alignment, isBackground: true))
    }

    /// Fills this view's bounds with a style, behind it.
    @inlinable
    public consuming func background<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _SecondaryModifier<_ShapeView<Rectangle, S>>> {
        background(Rectangle().fill(style))
    }

    /// Fills a shape in this view's bounds with a style, behind it.
    @inlinable
    public consuming func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T
    ) -> ModifiedContent<Self, _SecondaryModifier<_ShapeView<T, S>>> {
        background(shape.fill(style))
    }

    /// Layers the views you specify in front of this view.
    @inlinable
    public consuming func overlay<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> ModifiedContent<Self, _SecondaryModifier<V>> {
        modifier(_SecondaryModifier(secondary: content(), alignment: alignment, isBackground: false))
    }

    /// Layers a view in front of this view.
    @inlinable
    public consuming func overlay<V: View>(
        _ overlay: consuming V, alignment: Alignment = .center
    ) -> ModifiedContent<Self, _SecondaryModifier<V>> {
        modifier(_SecondaryModifier(secondary: overlay, alignment: alignment, isBackground: false))
    }

    /// Fills this view's bounds with a style, in front of it.
    @inlinable
    public consuming func overlay<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _SecondaryModifier<_ShapeView<Rectangle, S>>> {
        overlay(Rectangle().fill(style))
    }

    /// Adds a border inside this view's bounds.
    @inlinable
    public consuming func border<S: ShapeStyle>(
        _ content: S, width: CGFloat = 1
    ) -> ModifiedContent<Self, _SecondaryModifier<_ShapeView<Rectangle, S>>> {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
