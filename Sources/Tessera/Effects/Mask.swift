import Foundation

/// `mask(alignment:_:)`: the view drawn with the alpha of a mask view, which is proposed the
/// view's size and aligned to it as an overlay would be, but is not drawn itself nor hit.
public struct _MaskModifier<Mask: View>: PrimitiveViewModifier {
    @usableFromInline let mask: Mask
    @usableFromInline let alignment: Alignment

    @inlinable
    init(mask: Mask, alignment: Alignment) {
        self.mask = mask
        self.alignment = alignment
    }

    @inlinable
    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        inputs.withGraph {
            $0.makeMask(alignment: modifier.alignment, inputs: inputs, content: content) { inner in
                Mask._makeView(modifier.mask, inputs: inner)
            }
        }
    }
}

extension View {
    /// Masks this view with the alpha of the views you specify: where the mask is opaque the
    /// view shows, where it is transparent the view does not, and partly transparent mask
    /// pixels (a gradient fading to `.clear`, antialiased text) fade it. The mask is proposed
    /// this view's size and placed with `alignment`; it does not change what is hit.
    @inlinable
    public consuming func mask<Mask: View>(
        alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask
    ) -> ModifiedContent<Self, _MaskModifier<Mask>> {
        modifier(_MaskModifier(mask: mask(), alignment: alignment))
    }

    /// Masks this view with the alpha of `mask`, centred (the older spelling of
    /// `mask(alignment:_:)`).
    @inlinable
    public consuming func mask<Mask: View>(_ mask: Mask) -> ModifiedContent<Self, _MaskModifier<Mask>> {
        modifier(_MaskModifier(mask: mask, alignment: .center))
    }
}

extension ViewGraph {
    @usableFromInline
    func makeMask(alignment: Alignment, inputs: _ViewInputs, content: (_ViewInputs) -> Void, mask: (_ViewInputs) -> Void) {
        var layout = SecondaryLayout(alignment: alignment, isBackground: false)
        layout.isMask = true
        wrapEach(.secondary(layout), inputs: inputs, content: content) { _, wrapperInputs in
            var maskInputs = wrapperInputs.child(1)
            maskInputs.stackAxis = nil
            self.makeContainer(.zStack(ZStackNodeLayout(alignment: alignment)), inputs: maskInputs, content: mask)
        }
    }
}
