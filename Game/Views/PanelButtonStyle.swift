import Foundation
import TesseraSDL

/// The game's menu buttons, made to read over a moving game scene: light text on a dark
/// translucent rounded panel with a thin light rim; pressed, it brightens and shrinks a little;
/// focused, the rim becomes a thick white ring. The screen sets it for every button that has no
/// look of its own (SwiftUI's default, borderless text in the accent colour, would vanish over
/// the world).
struct PanelButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        PanelButtonBody(label: configuration.label, isPressed: configuration.isPressed)
    }
}

/// Reads `isFocused`, which a style's `makeBody` cannot.
private struct PanelButtonBody: View {
    let label: ButtonStyleConfiguration.Label
    let isPressed: Bool
    @Environment(\.isFocused) private var isFocused

    var body: some View {
        label
            .font(.headline)
            .foregroundColor(.white)
            .padding(.horizontal, 18)
            .padding(.vertical, 10)
            .background(
                RoundedRectangle(cornerRadius: 10).fill(Color(white: isPressed ? 0.32 : 0.08, opacity: isPressed ? 0.9 : 0.72))
            )
            .overlay(
                RoundedRectangle(cornerRadius: 10)
                    .strokeBorder(Color(white: 1, opacity: isFocused ? 1 : 0.35), lineWidth: isFocused ? 3 : 1)
            )
            .scaleEffect(isPressed ? 0.96 : 1)
    }
}

extension ButtonStyle where Self == PanelButtonStyle {
    /// The game's menu buttons (`PanelButtonStyle`).
    static var panel: PanelButtonStyle { PanelButtonStyle() }
}
