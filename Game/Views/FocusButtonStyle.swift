import Foundation
import TesseraSDL

/// A button style drawn from the label, whether it is pressed and whether it has focus: the
/// cards' lift and glow and the panel's Play button are both this, with their own look.
struct FocusButtonStyle<Look: View>: ButtonStyle {
    let look: (_ label: ButtonStyleConfiguration.Label, _ isPressed: Bool, _ isFocused: Bool) -> Look

    func makeBody(configuration: Configuration) -> some View {
        FocusReader(label: configuration.label, isPressed: configuration.isPressed, look: look)
    }
}

/// Reads the focus of the button it is the body of, for `FocusButtonStyle`.
struct FocusReader<Look: View>: View {
    let label: ButtonStyleConfiguration.Label
    let isPressed: Bool
    let look: (ButtonStyleConfiguration.Label, Bool, Bool) -> Look
    @Environment(\.isFocused) private var isFocused

    var body: some View {
        look(label, isPressed, isFocused)
    }
}

extension ButtonStyle where Self == FocusButtonStyle<AnyView> {
    /// A level card lifted and glowing by `focus` (0 resting ... 1 focused; the game eases it,
    /// `GameModel.focusAmount(of:)`), with a dip when pressed.
    ///
    /// The lift is a move up in whole points (`LiftEffect`: text keeps its baseline and is drawn
    /// from the glyph atlas unscaled) and the drop shadow and glow are pre-blurred nine-slice
    /// images cross-faded, so an animating card costs no blur, no scaled text and no new
    /// texture. The amount comes from the game's clock rather than `.animation(_:value:)`: that
    /// would also animate the card's move when the same focus change scrolls the grid.
    static func levelCard(focus: Double) -> FocusButtonStyle<AnyView> {
        FocusButtonStyle { label, isPressed, _ in
            AnyView(
                label
                    // Halos and ring are cached images (`drawingGroup()`) faded by `.opacity`: each
                    // is one quad of the layer cache's page drawn with that alpha (no offscreen
                    // layer, nothing drawn again), so the whole grid batches into one draw call.
                    .background { CardHalo(image: "card-shadow", color: .black).opacity(1 - focus) }
                    .background { CardHalo(image: "card-glow", color: Theme.gold).opacity(focus) }
                    .overlay(RoundedRectangle(cornerRadius: 2).strokeBorder(Theme.gold, lineWidth: 2).drawingGroup().opacity(focus))
                    .modifier(LiftEffect(height: isPressed ? 1 : Theme.lift * focus))
                    .zIndex(focus > 0 ? 1 : 0))
        }
    }

    /// The panel's prominent Play button: dark text on gold, brighter with a white ring when focused.
    static var play: FocusButtonStyle<AnyView> {
        FocusButtonStyle { label, isPressed, isFocused in
            AnyView(
                label
                    .foregroundColor(Color(tesseraHex: 0x2A1A00))
                    .padding(.vertical, 12)
                    .background(RoundedRectangle(cornerRadius: 10).fill(isFocused ? Color(tesseraHex: 0xFFE27A) : Theme.gold))
                    .overlay(RoundedRectangle(cornerRadius: 10).strokeBorder(Color.white, lineWidth: 2).opacity(isFocused ? 1 : 0))
                    .scaleEffect(isPressed ? 0.97 : 1)
                    .animation(.snappy, value: isFocused))
        }
    }
}

/// A card's drop shadow or glow: a pre-blurred nine-slice image drawn as a template in `color`,
/// reaching `Theme.haloMargin` beyond the card, as a cached image (every card shares it).
struct CardHalo: View {
    let image: String
    let color: Color

    var body: some View {
        Image(image).renderingMode(.template).resizable(capInsets: Theme.haloCaps)
            .foregroundColor(color)
            .drawingGroup()
            .padding(-Theme.haloMargin)
    }
}
