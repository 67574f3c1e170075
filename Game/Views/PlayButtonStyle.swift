import Foundation
import TesseraSDL

/// The panel's prominent Play button: dark text on gold, brighter with a light ring when focused.
struct PlayButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        PlayButtonBody(label: configuration.label, isPressed: configuration.isPressed)
    }
}

/// The Play button's look for its focus and pressed state.
struct PlayButtonBody: View {
    let label: ButtonStyleConfiguration.Label
    let isPressed: Bool
    @Environment(\.isFocused) private var isFocused

    var body: some View {
        label
            .foregroundColor(Color(hex: 0x2A1A00))
            .padding(.vertical, 12)
            .background(RoundedRectangle(cornerRadius: 10).fill(isFocused ? Color(hex: 0xFFE27A) : Theme.gold))
            .overlay(RoundedRectangle(cornerRadius: 10).strokeBorder(Color.white, lineWidth: 2).opacity(isFocused ? 1 : 0))
            .scaleEffect(isPressed ? 0.97 : 1)
            .animation(.snappy, value: isFocused)
    }
}
