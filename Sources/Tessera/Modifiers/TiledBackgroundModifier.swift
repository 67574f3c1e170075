import Foundation

/// `tiledBackground(with:capInsets:)`: a tiled nine-slice of an image behind the view, which
/// grows to whole tiles (`TiledBackgroundLayout`).
public struct _TiledBackgroundModifier: PrimitiveViewModifier {
    @usableFromInline let image: Image
    @usableFromInline let capInsets: EdgeInsets

    @usableFromInline
    init(image: Image, capInsets: EdgeInsets) {
        self.image = image
        self.capInsets = capInsets
    }

    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        inputs.withGraph { $0.makeTiledBackground(modifier.image, capInsets: modifier.capInsets, inputs: inputs, content: content) }
    }
}

extension View {
    /// Draws `image` behind the view as a tiled nine-slice (corners at natural size, edges and
    /// centre repeated) and grows the view so each axis is a whole number of tiles:
    /// `insets + ceil((size − insets) / tile) × tile`, with `tile` the image's stretchable
    /// centre. No broken tile shows at the trailing or bottom edge, and the size settles in the
    /// frame the view appears (it is a layout, not a state feedback loop).
    ///
    /// ```swift
    /// Text("Level 3").padding(12).tiledBackground(with: Image("parchment"), capInsets: EdgeInsets(all: 8))
    /// ```
    ///
    /// The same behaviour written by hand the SwiftUI way (a size `PreferenceKey`, a
    /// `GeometryReader` in a background, `onPreferenceChange` into `@State`, a hidden copy of the
    /// image to learn its size and `frame(minWidth:minHeight:)`) is in the tests
    /// (`HandWrittenTiledBackground`); it settles one update pass later with the same sizes.
    @inlinable
    public consuming func tiledBackground(
        with image: Image, capInsets: EdgeInsets = EdgeInsets()
    ) -> ModifiedContent<Self, _TiledBackgroundModifier> {
        modifier(_TiledBackgroundModifier(image: image, capInsets: capInsets))
    }
}

extension ViewGraph {
    func makeTiledBackground(_ image: Image, capInsets: EdgeInsets, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        let info = image.info(in: self, displayScale: inputs.environmentValues.displayScale)
        let tiling = appendLargePayload(.tiledBackground(TiledBackgroundLayout(imageSize: info.size, capInsets: capInsets)))
        let layout = SecondaryLayout(alignment: .topLeading, isBackground: true, tiling: tiling)
        let tiled = image.resizable(capInsets: capInsets, resizingMode: .tile)
        wrapEach(.secondary(layout), inputs: inputs, content: content) { _, wrapperInputs in
            var secondaryInputs = wrapperInputs.child(1)
            secondaryInputs.stackAxis = nil
            Image._makeView(tiled, inputs: secondaryInputs)
        }
    }
}
