import Foundation

@testable import Tessera

/// The size of the content a `HandWrittenTiledBackground` wraps.
struct TiledContentSizeKey: PreferenceKey {
    static let defaultValue: CGSize? = nil
    static func reduce(value: inout CGSize?, nextValue: () -> CGSize?) {
        value = value ?? nextValue()
    }
}

/// The natural size of the image a `HandWrittenTiledBackground` tiles.
struct TiledImageSizeKey: PreferenceKey {
    static let defaultValue: CGSize? = nil
    static func reduce(value: inout CGSize?, nextValue: () -> CGSize?) {
        value = value ?? nextValue()
    }
}

/// Example: `tiledBackground(with:capInsets:)` written by a user the SwiftUI way, with no
/// built-in support — the pattern the built-in modifier must agree with.
///
/// 1. A `GeometryReader` in the content's background reports the content's size through a
///    `PreferenceKey` carrying a `CGSize`.
/// 2. A hidden copy of the image, with its own `GeometryReader`, reports the image's natural size.
/// 3. `onPreferenceChange` writes both into `@State`.
/// 4. `frame(minWidth:minHeight:)` grows the content to `insets + ceil((size − insets) / tile) × tile`
///    per axis (tile = the image's size minus its cap insets), and the tiled image is drawn behind.
///
/// The first update pass measures; the sizes arrive in state after it, and the next pass (run by
/// `ViewGraph.update` in the same call) lays out at whole tiles.
struct HandWrittenTiledBackground: ViewModifier {
    let image: Image
    let capInsets: EdgeInsets
    @State private var contentSize: CGSize?
    @State private var imageSize: CGSize?

    func body(content: Content) -> some View {
        content
            .background(
                GeometryReader { proxy in
                    Color.clear.preference(key: TiledContentSizeKey.self, value: proxy.size)
                }
            )
            .onPreferenceChange(TiledContentSizeKey.self) { contentSize = $0 }
            .frame(minWidth: snapped?.width, minHeight: snapped?.height)
            .background(image.resizable(capInsets: capInsets, resizingMode: .tile))
            .background(
                image.hidden().background(
                    GeometryReader { proxy in
                        Color.clear.preference(key: TiledImageSizeKey.self, value: proxy.size)
                    })
            )
            .onPreferenceChange(TiledImageSizeKey.self) { imageSize = $0 }
    }

    /// The content's size grown to whole tiles, once both sizes are known.
    private var snapped: CGSize? {
        guard let contentSize, let imageSize else { return nil }
        func snap(_ length: CGFloat, _ insets: CGFloat, _ image: CGFloat) -> CGFloat {
            let tile = image - insets
            guard tile > 0 else { return max(length, insets) }
            return insets + max(0, ((length - insets) / tile).rounded(.up)) * tile
        }
        return CGSize(
            width: snap(contentSize.width, capInsets.leading + capInsets.trailing, imageSize.width),
            height: snap(contentSize.height, capInsets.top + capInsets.bottom, imageSize.height))
    }
}

extension View {
    /// The hand-written tiled background (see `HandWrittenTiledBackground`).
    func handWrittenTiledBackground(with image: Image, capInsets: EdgeInsets) -> some View {
        modifier(HandWrittenTiledBackground(image: image, capInsets: capInsets))
    }
}
