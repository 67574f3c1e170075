import Foundation

/// The color space a `drawingGroup(opaque:colorMode:)` composites in. Tessera composites every
/// group in the display's (non-linear, sRGB) space; the other modes draw the same.
public enum ColorRenderingMode: Hashable, Sendable {
    /// Composite in the display's non-linear (sRGB) space.
    case nonLinear
    /// Composite in linear sRGB (drawn as `nonLinear` here).
    case linear
    /// Composite in extended linear sRGB (drawn as `nonLinear` here).
    case extendedLinear
}

extension View {
    /// Composites this view's contents into an offscreen image before display, as SwiftUI does;
    /// the image covers the view's frame (content outside it is clipped).
    ///
    /// Here the image is also kept across frames: while the drawing inside stays the same
    /// relative to the view's origin, the view costs one textured quad, wherever it moves (a
    /// layout move, an offset or a `GeometryEffect` around it). Worth it for a view with many
    /// draws (text, images, nine-slices) that stays the same while something around it animates;
    /// a view whose content changes every frame is drawn into its image every frame instead.
    /// Materials (`.ultraThinMaterial`) inside a group are drawn directly, as they sample what is
    /// beneath. `opaque` and `colorMode` are accepted for SwiftUI's spelling and change nothing.
    @inlinable
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier.drawingGroup())
    }
}

extension _NodeModifier {
    @usableFromInline
    static func drawingGroup() -> _NodeModifier {
        _NodeModifier(kind: .effect(.drawingGroup))
    }
}

extension ViewGraph {
    /// Emits a drawing group: its children between `pushCachedLayer` and `popCachedLayer`, all of
    /// them (no culling inside, so a partly visible group draws the same operations wherever it
    /// is), or nothing when its frame lies wholly outside the visible part of a scroll view.
    func emitDrawingGroup(_ node: NodeID, pixelFrame: CGRect, children: () -> Void) {
        let frame = presentedFrame(node), cull = displayListPass.culling.drawingCull
        if !cull.isInfinite, !(frame.maxX > cull.minX && frame.minX < cull.maxX && frame.maxY > cull.minY && frame.minY < cull.maxY) {
            return
        }
        displayList.operations.append(.pushCachedLayer(CachedLayer(bounds: pixelFrame)))
        withoutCulling(children)
        displayList.operations.append(.popCachedLayer)
    }
}
