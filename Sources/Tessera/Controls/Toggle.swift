import Foundation

/// A control that turns a setting on or off, drawn by the toggle style in the environment: a
/// switch after its label unless `toggleStyle(_:)` says otherwise. A click or touch anywhere on
/// the row, or Return/Space/A while it has focus, flips it; `disabled(true)` stops and dims it,
/// as for `Button`.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    @Environment(\.toggleStyleBox) private var style

    /// A toggle bound to `isOn`, with `label` before the switch.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// A toggle as a style's configuration describes it, for a style that wraps another:
    /// `Toggle(configuration)` inside `makeBody(configuration:)`.
    public init(_ configuration: ToggleStyleConfiguration) where Label == ToggleStyleConfiguration.Label {
        isOn = configuration.$isOn
        label = configuration.label
    }

    public var body: some View {
        style.make(ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: isOn))
    }
}

extension Toggle where Label == Text {
    /// A toggle with a localized title.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// Draws toggles: `makeBody(configuration:)` gets the label and a binding to the value, and
/// decides how the toggle looks and what flips it (a custom style usually wraps a `Button` or
/// uses `onTapGesture`).
public protocol ToggleStyle {
    /// The view a toggle is drawn as.
    associatedtype Body: View
    /// The toggle drawn from its label and value.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a toggle.
    typealias Configuration = ToggleStyleConfiguration
}

/// What a `ToggleStyle` draws a toggle from.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public let label: Label
    /// The toggle's value; `$isOn` is its binding.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ; a single binding never does.
    public var isMixed: Bool = false

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }

    /// A type-erased toggle label.
    public struct Label: View {
        let content: AnyView

        /// The label.
        public var body: some View { content }
    }
}

/// A toggle style in the environment.
struct ToggleStyleBox {
    let make: (ToggleStyleConfiguration) -> AnyView

    init<S: ToggleStyle>(_ style: S) {
        make = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: ToggleStyleBox { ToggleStyleBox(SwitchToggleStyle()) }
}

private struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The style toggles below are drawn with (`toggleStyle(_:)`).
    var toggleStyleBox: ToggleStyleBox {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }

    /// Whether controls below draw without their labels (`labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Draws the toggles in this view with `style`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.toggleStyleBox = ToggleStyleBox(style) })
    }

    /// Draws the controls in this view (toggles, pickers, steppers) without their labels, as
    /// SwiftUI does; the label still names the control for tests.
    public func labelsHidden() -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.labelsHidden = true })
    }
}

/// The platform's style: a switch.
public struct DefaultToggleStyle: ToggleStyle {
    /// The default style.
    public init() {}

    /// The toggle as `SwitchToggleStyle` draws it.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

/// A switch after the label: a 44×26 capsule track in the tint (green unless `tint(_:)` or
/// `SwitchToggleStyle(tint:)` sets one) when on, with a white knob at the on or off end.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?

    /// A switch in the environment's tint.
    public init() {
        tint = nil
    }

    /// A switch in `tint` when on.
    public init(tint: Color) {
        self.tint = tint
    }

    public func makeBody(configuration: Configuration) -> some View {
        SwitchRow(configuration: configuration, tint: tint)
    }
}

/// A button that shows whether it is on: bordered, and filled in the tint while on.
public struct ButtonToggleStyle: ToggleStyle {
    /// The button style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        let isOn = configuration.$isOn
        if configuration.isOn {
            Button {
                isOn.wrappedValue.toggle()
            } label: {
                configuration.label
            }.buttonStyle(.borderedProminent)
        } else {
            Button {
                isOn.wrappedValue.toggle()
            } label: {
                configuration.label
            }.buttonStyle(.bordered)
        }
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's style (a switch).
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that is filled while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// The switch row: label, space, switch; a button that flips the binding.
private struct SwitchRow: View {
    let configuration: ToggleStyleConfiguration
    let tint: Color?
    @Environment(\.buttonTint) private var environmentTint
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        let isOn = configuration.$isOn
        let onColor = tint ?? environmentTint ?? Color(red: 0.2, green: 0.78, blue: 0.35)
        return Button {
            isOn.wrappedValue.toggle()
        } label: {
            HStack {
                if !labelsHidden {
                    configuration.label
                    Spacer(minLength: 12)
                }
                ToggleSwitch(isOn: isOn.wrappedValue, onColor: onColor)
            }
        }
        .buttonStyle(ToggleRowStyle())
    }
}

/// The switch: a 44×26 capsule track, `onColor` when on and iOS's grey fill of the colour
/// scheme when off, with a white knob at the on or off end.
struct ToggleSwitch: View {
    let isOn: Bool
    var onColor = Color(red: 0.2, green: 0.78, blue: 0.35)
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let off = colorScheme == .dark ? Color(red: 0.224, green: 0.224, blue: 0.239) : Color(red: 0.914, green: 0.914, blue: 0.918)
        return Capsule()
            .fill(isOn ? onColor : off)
            .frame(width: 44, height: 26)
            .overlay(alignment: isOn ? .trailing : .leading) {
                Circle().fill(Color.white).frame(width: 22, height: 22).padding(2)
            }
    }
}

/// A toggle row: its label in the inherited foreground style (the primary colour unless a
/// parent sets one, as in SwiftUI), a ring in the accent colour when focused, slightly dimmed
/// while pressed.
struct ToggleRowStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        ToggleRow(label: configuration.label, isPressed: configuration.isPressed)
    }
}

private struct ToggleRow: View {
    let label: ButtonStyleConfiguration.Label
    let isPressed: Bool
    @Environment(\.isFocused) private var isFocused
    @Environment(\.isInListRow) private var isInListRow

    var body: some View {
        // A list row pads its content and draws it on the grouped cell.
        label
            .padding(.horizontal, isInListRow ? 0 : 12)
            .padding(.vertical, isInListRow ? 0 : 6)
            .contentShape(Rectangle())
            .overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(Color.accentColor, lineWidth: isFocused ? 2 : 0))
            .opacity(isPressed ? 0.8 : 1)
    }
}
