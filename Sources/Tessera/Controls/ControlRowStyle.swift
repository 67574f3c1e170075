import Foundation

/// The button style of rows inside controls (a disclosure group's header, menu items, list rows,
/// inline picker options): the label as it is, hit anywhere in its frame, a ring in the accent
/// colour while it has focus so a keyboard or gamepad player sees where they are, dimmed while
/// pressed.
struct ControlRowStyle: ButtonStyle {
    var cornerRadius: CGFloat = 8

    func makeBody(configuration: Configuration) -> some View {
        ControlRow(label: configuration.label, isPressed: configuration.isPressed, cornerRadius: cornerRadius)
    }
}

private struct ControlRow: View {
    let label: ButtonStyleConfiguration.Label
    let isPressed: Bool
    let cornerRadius: CGFloat
    @Environment(\.isFocused) private var isFocused

    var body: some View {
        label
            .contentShape(Rectangle())
            .overlay(RoundedRectangle(cornerRadius: cornerRadius).strokeBorder(Color.accentColor, lineWidth: isFocused ? 2 : 0))
            .opacity(isPressed ? 0.6 : 1)
    }
}

/// A chevron pointing right (rotate it for other directions), stroked in the foreground: the
/// glyph of disclosure groups, menus and navigation rows.
struct Chevron: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + rect.width * 0.3, y: rect.minY + rect.height * 0.15))
        path.addLine(to: CGPoint(x: rect.minX + rect.width * 0.7, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX + rect.width * 0.3, y: rect.maxY - rect.height * 0.15))
        return path
    }
}

/// The fill behind grouped controls (group boxes, stepper buttons, segmented pickers, list
/// sections): iOS's translucent system fill, readable on light and dark game backgrounds.
let groupedFillColor = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.16)
