import Foundation

/// A control that runs an action when it is activated: released inside after a click or
/// touch, or Return/Space/the gamepad's A while it has focus. It takes focus (keyboard and
/// gamepad), shows pressed while pressed, and is drawn by the `ButtonStyle` in the environment.
/// `disabled(true)` stops it and dims it.
///
/// ```swift
/// Button("Play") { game.start() }
/// Button(action: { game.pause() }) { Label("Pause", systemImage: "pause") }
/// ```
public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label
    let role: ButtonRole?
    @State private var isPressed = false
    @Environment(\.buttonStyleBox) private var style
    @Environment(\.isEnabled) private var isEnabled

    /// A button showing `label` that runs `action`.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a `role` (a destructive one is drawn red by the system styles).
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    /// The button as its style draws it, with the behaviour of a button around it.
    public var body: some View {
        let isPressedState = $isPressed
        // A primitive style brings its own gestures: the button adds only a node that does nothing.
        return style.body(label: AnyView(label), isPressed: isPressed, role: role, trigger: action)
            .modifier(
                _InteractionModifier(
                    style.isPrimitive
                        ? .hitTesting(allowed: true)
                        : .button(action: action, setPressed: { isPressedState.wrappedValue = $0 }),
                    salt: InteractionSalt.button)
            )
            .opacity(isEnabled ? 1 : ButtonStyleConfiguration.disabledOpacity)
            .focusable()
    }
}

extension Button where Label == Text {
    /// A button with a text label.
    public init(_ title: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a text label, shown as written.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a text label and a role.
    public init(_ title: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }

    /// A button with a text label, shown as written, and a role.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}
