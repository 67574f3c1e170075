import Foundation

/// Mirrors its content horizontally when the layout direction is right-to-left, as
/// `flipsForRightToLeftLayoutDirection(_:)` asks: the content's drawing is flipped about its
/// centre, its frame stays where layout put it.
public struct _FlipsForRightToLeftModifier: ViewModifier {
    let enabled: Bool
    @Environment(\.layoutDirection) private var layoutDirection

    public func body(content: Content) -> some View {
        content.scaleEffect(x: enabled && layoutDirection == .rightToLeft ? -1 : 1, y: 1)
    }
}

extension View {
    /// Flips the view horizontally in a right-to-left layout (`enabled`), for images and drawings
    /// whose direction means something: a "next" arrow, a progress glyph.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(_FlipsForRightToLeftModifier(enabled: enabled))
    }
}
