import Foundation

/// A control that turns a setting on or off, drawn as a switch after its label (the sample
/// game's settings). A click or touch anywhere on the row, or Return/Space/A while it has
/// focus, flips it; `disabled(true)` stops and dims it, as for `Button`.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    /// A toggle bound to `isOn`, with `label` before the switch.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The row: label, space, switch; a button that flips the binding.
    public var body: some View {
        let isOn = isOn
        return Button {
            isOn.wrappedValue.toggle()
        } label: {
            HStack {
                label
                Spacer(minLength: 12)
                ToggleSwitch(isOn: isOn.wrappedValue)
            }
        }
        .buttonStyle(ToggleRowStyle())
    }
}

extension Toggle where Label == Text {
    /// A toggle with a text label.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// The switch: a 44×26 capsule track, green when on, with a white knob at the on or off end.
struct ToggleSwitch: View {
    let isOn: Bool

    var body: some View {
        Capsule()
            .fill(isOn ? Color(red: 0.2, green: 0.78, blue: 0.35) : Color(white: 0.35, opacity: 0.9))
            .frame(width: 44, height: 26)
            .overlay(alignment: isOn ? .trailing : .leading) {
                Circle().fill(Color.white).frame(width: 22, height: 22).padding(2)
            }
    }
}

/// A toggle row: its label in white, a ring when focused, slightly dimmed while pressed.
struct ToggleRowStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        ToggleRow(label: configuration.label, isPressed: configuration.isPressed)
    }
}

private struct ToggleRow: View {
    let label: ButtonStyleConfiguration.Label
    let isPressed: Bool
    @Environment(\.isFocused) private var isFocused

    var body: some View {
        label
            .foregroundColor(.white)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .contentShape(Rectangle())
            .overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(Color.white, lineWidth: isFocused ? 2 : 0))
            .opacity(isPressed ? 0.8 : 1)
    }
}
