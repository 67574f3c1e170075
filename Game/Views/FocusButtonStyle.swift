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
    /// A level card: an eased lift and a gold glow when focus arrives, a dip when pressed.
    static var levelCard: FocusButtonStyle<AnyView> {
        FocusButtonStyle { label, isPressed, isFocused in
            AnyView(
                label
                    .overlay(RoundedRectangle(cornerRadius: 4).strokeBorder(Theme.gold, lineWidth: 2).opacity(isFocused ? 1 : 0))
                    .scaleEffect(isPressed ? 0.97 : isFocused ? 1.05 : 1)
                    .shadow(
                        color: isFocused ? Theme.gold.opacity(0.6) : .black.opacity(0.55), radius: isFocused ? 12 : 4,
                        y: isFocused ? 0 : 3
                    )
                    .zIndex(isFocused ? 1 : 0)
                    .animation(.snappy, value: isFocused))
        }
    }

    /// The panel's prominent Play button: dark text on gold, brighter with a white ring when focused.
    static var play: FocusButtonStyle<AnyView> {
        FocusButtonStyle { label, isPressed, isFocused in
            AnyView(
                label
                    .foregroundColor(Color(hex: 0x2A1A00))
                    .padding(.vertical, 12)
                    .background(RoundedRectangle(cornerRadius: 10).fill(isFocused ? Color(hex: 0xFFE27A) : Theme.gold))
                    .overlay(RoundedRectangle(cornerRadius: 10).strokeBorder(Color.white, lineWidth: 2).opacity(isFocused ? 1 : 0))
                    .scaleEffect(isPressed ? 0.97 : 1)
                    .animation(.snappy, value: isFocused))
        }
    }
}
