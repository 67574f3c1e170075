import Foundation

/// Draws buttons: `makeBody(configuration:)` gets the label and whether the button is pressed;
/// the button's behaviour (press, release inside, focus, keys) stays the button's.
public protocol ButtonStyle {
    /// The view a button is drawn as.
    associatedtype Body: View
    /// The button drawn from its label and pressed state.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` draws a button from.
public struct ButtonStyleConfiguration {
    /// The opacity a disabled button is drawn at.
    static let disabledOpacity = 0.45

    /// The button's label, as a view.
    public let label: Label
    /// Whether the button is pressed now (the pointer is down on it, or its key is held).
    public let isPressed: Bool

    /// A type-erased button label.
    public struct Label: View {
        let content: AnyView

        /// The label.
        public var body: some View { content }
    }
}

/// Draws buttons with their whole interaction: `makeBody(configuration:)` gets the label and a
/// `trigger()` to call (with the gestures it chooses, e.g. `onTapGesture`). A focused button
/// with such a style is activated by Return/Space/A through its tap gesture.
public protocol PrimitiveButtonStyle {
    /// The view a button is drawn as.
    associatedtype Body: View
    /// The button with its gestures.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a `PrimitiveButtonStyle` makes a button from.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    let action: () -> Void

    /// Runs the button's action.
    public func trigger() { action() }
}

/// A button style in the environment, either kind.
struct ButtonStyleBox {
    let isPrimitive: Bool
    let make: (_ label: AnyView, _ isPressed: Bool, _ trigger: @escaping () -> Void) -> AnyView

    func body(label: AnyView, isPressed: Bool, trigger: @escaping () -> Void) -> AnyView {
        make(label, isPressed, trigger)
    }

    init<S: ButtonStyle>(_ style: S) {
        isPrimitive = false
        make = { label, isPressed, _ in
            AnyView(style.makeBody(configuration: ButtonStyleConfiguration(label: .init(content: label), isPressed: isPressed)))
        }
    }

    init<S: PrimitiveButtonStyle>(primitive style: S) {
        isPrimitive = true
        make = { label, _, trigger in
            AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(label: .init(content: label), action: trigger)))
        }
    }
}

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: ButtonStyleBox { ButtonStyleBox(DefaultButtonStyle()) }
}

extension EnvironmentValues {
    /// The style buttons below are drawn with (`buttonStyle(_:)`).
    var buttonStyleBox: ButtonStyleBox {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the buttons in this view with `style`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.buttonStyleBox = ButtonStyleBox(style) })
    }

    /// Draws (and drives) the buttons in this view with `style`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.buttonStyleBox = ButtonStyleBox(primitive: style) })
    }
}

/// The default look, made to read over a moving game scene: light text on a dark translucent
/// capsule-cornered panel with a thin light rim; pressed, it brightens and shrinks a little;
/// focused, the rim becomes a thick white ring.
public struct DefaultButtonStyle: ButtonStyle {
    /// The default style.
    public init() {}

    /// The label on its panel.
    public func makeBody(configuration: Configuration) -> some View {
        DefaultButtonBody(label: configuration.label, isPressed: configuration.isPressed)
    }
}

/// Reads `isFocused`, which a style's `makeBody` cannot.
private struct DefaultButtonBody: View {
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

/// Just the label, dimmed while pressed: for buttons that are whole cards or icons.
public struct PlainButtonStyle: ButtonStyle {
    /// The plain style.
    public init() {}

    /// The label, at 60 % while pressed.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.opacity(configuration.isPressed ? 0.6 : 1)
    }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    /// The default style (`DefaultButtonStyle`).
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
    /// The label alone (`PlainButtonStyle`).
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
