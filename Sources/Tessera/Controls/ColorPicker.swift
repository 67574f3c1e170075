import Foundation

/// A control for picking a colour: SwiftUI's `ColorPicker`.
///
/// Drawn as iOS draws it in a row: the label at the leading edge and, at the trailing edge, a
/// 28-point colour well — a ring of the hue circle around the selected colour. With
/// `supportsOpacity: false` the well shows the colour opaque, as iOS's picker would give it. A
/// game host has no colour panel: clicking the well does nothing; the selection changes through
/// its binding.
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.colorScheme) private var colorScheme

    /// Picks a colour for `selection`, labelled by `label`.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    public var body: some View {
        // The well shows the colour as sRGB: each component in 0...1 (NaN as 0), so a colour made
        // of bad components is drawn as the nearest colour the well can show.
        var shown = Self.clamped(selection.wrappedValue.resolve(colorScheme: colorScheme))
        if !supportsOpacity { shown.opacity = 1 }
        let color = Color(shown)
        return HStack {
            if !labelsHidden {
                label
                Spacer(minLength: 8)
            }
            ColorWell(color: color)
        }
    }
}

extension ColorPicker {
    /// `color` with each component in 0...1; NaN is 0.
    static func clamped(_ color: Color.Resolved) -> Color.Resolved {
        func clamp(_ value: Float) -> Float { value.isNaN ? 0 : min(max(value, 0), 1) }
        return Color.Resolved(red: clamp(color.red), green: clamp(color.green), blue: clamp(color.blue), opacity: clamp(color.opacity))
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A colour picker titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// iOS's colour well: a 3-point ring of twelve hues around the colour, 28 points across.
struct ColorWell: View {
    let color: Color
    static let diameter: CGFloat = 28
    static let hues = 12

    var body: some View {
        ZStack {
            ForEach(0..<Self.hues, id: \.self) { i in
                Circle()
                    .trim(from: CGFloat(i) / CGFloat(Self.hues), to: CGFloat(i + 1) / CGFloat(Self.hues))
                    .stroke(Color(hue: Double(i) / Double(Self.hues), saturation: 0.9, brightness: 1), lineWidth: 3)
                    .rotationEffect(.degrees(-90))
            }
            .padding(1.5)
            Circle().fill(color).padding(5)
        }
        .frame(width: Self.diameter, height: Self.diameter)
    }
}
