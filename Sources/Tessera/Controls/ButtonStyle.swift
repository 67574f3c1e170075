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
    /// The button's role (`Button(role:)`), drawn by the system styles (destructive is red).
    public let role: ButtonRole?

    init(label: Label, isPressed: Bool, role: ButtonRole? = nil) {
        self.label = label
        self.isPressed = isPressed
        self.role = role
    }

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
    /// The button's role (`Button(role:)`).
    public let role: ButtonRole?
    let action: () -> Void

    /// Runs the button's action.
    public func trigger() { action() }
}

/// A button style in the environment, either kind.
struct ButtonStyleBox {
    let isPrimitive: Bool
    let make: (_ label: AnyView, _ isPressed: Bool, _ role: ButtonRole?, _ trigger: @escaping () -> Void) -> AnyView

    func body(label: AnyView, isPressed: Bool, role: ButtonRole?, trigger: @escaping () -> Void) -> AnyView {
        make(label, isPressed, role, trigger)
    }

    init<S: ButtonStyle>(_ style: S) {
        isPrimitive = false
        make = { label, isPressed, role, _ in
            AnyView(
                style.makeBody(configuration: ButtonStyleConfiguration(label: .init(content: label), isPressed: isPressed, role: role)))
        }
    }

    init<S: PrimitiveButtonStyle>(primitive style: S) {
        isPrimitive = true
        make = { label, _, role, trigger in
            AnyView(
                style.makeBody(
                    configuration: PrimitiveButtonStyleConfiguration(label: .init(content: label), role: role, action: trigger)))
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

/// The default style: on iOS, SwiftUI's `.automatic` is borderless (the label in the tint).
public struct DefaultButtonStyle: ButtonStyle {
    /// The default style.
    public init() {}

    /// The button as `BorderlessButtonStyle` draws it.
    public func makeBody(configuration: Configuration) -> some View {
        SystemButtonBody(kind: .borderless, configuration: configuration)
    }
}

/// The label alone in the tint (the accent colour unless `tint(_:)` sets one; red for a
/// destructive role), dimmed while pressed, as SwiftUI draws it on iOS.
public struct BorderlessButtonStyle: ButtonStyle {
    /// The borderless style.
    public init() {}

    /// The label in the tint.
    public func makeBody(configuration: Configuration) -> some View {
        SystemButtonBody(kind: .borderless, configuration: configuration)
    }
}

/// The label in the tint on a light fill of the tint in the button's border shape, padded by
/// its control size.
public struct BorderedButtonStyle: ButtonStyle {
    /// The bordered style.
    public init() {}

    /// The label on its tinted fill.
    public func makeBody(configuration: Configuration) -> some View {
        SystemButtonBody(kind: .bordered, configuration: configuration)
    }
}

/// White label on a fill of the tint in the button's border shape, padded by its control size.
public struct BorderedProminentButtonStyle: ButtonStyle {
    /// The prominent bordered style.
    public init() {}

    /// The label on the tint.
    public func makeBody(configuration: Configuration) -> some View {
        SystemButtonBody(kind: .borderedProminent, configuration: configuration)
    }
}

/// Just the label, its colours unchanged, dimmed while pressed: for buttons that are whole
/// cards or icons.
public struct PlainButtonStyle: ButtonStyle {
    /// The plain style.
    public init() {}

    /// The label, at 60 % while pressed.
    public func makeBody(configuration: Configuration) -> some View {
        SystemButtonBody(kind: .plain, configuration: configuration)
    }
}

/// The system styles' drawing; a view, to read the environment (focus, tint, control size,
/// border shape, font), which a style's `makeBody` cannot.
struct SystemButtonBody: View {
    enum Kind { case plain, borderless, bordered, borderedProminent }

    let kind: Kind
    let configuration: ButtonStyleConfiguration
    @Environment(\.isFocused) private var isFocused
    @Environment(\.buttonTint) private var tint
    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var borderShape
    @Environment(\.font) private var font

    /// The label's opacity while pressed: borderless labels dim the way iOS highlights them.
    static func pressedOpacity(_ kind: Kind) -> Double {
        switch kind {
        case .plain: 0.6
        case .borderless: 0.25
        case .bordered: 0.6
        case .borderedProminent: 0.7
        }
    }

    /// The opacity of a bordered button's tint fill (twice that while focused).
    static let borderedFillOpacity = 0.15

    /// Padding and font by control size (SwiftUI's bordered buttons on iOS: a regular one is
    /// 34 points tall around body text).
    struct Metrics: Equatable {
        var horizontal: CGFloat
        var vertical: CGFloat
        var font: Font
        var cornerRadius: CGFloat
    }

    static func metrics(_ size: ControlSize) -> Metrics {
        switch size {
        case .mini: Metrics(horizontal: 8, vertical: 3, font: .caption, cornerRadius: 5)
        case .small: Metrics(horizontal: 10, vertical: 5, font: .subheadline, cornerRadius: 6)
        case .regular: Metrics(horizontal: 12, vertical: 7, font: .body, cornerRadius: 8)
        case .large: Metrics(horizontal: 20, vertical: 14, font: .body, cornerRadius: 12)
        case .extraLarge: Metrics(horizontal: 24, vertical: 18, font: .title3, cornerRadius: 14)
        }
    }

    private var tintColor: Color {
        configuration.role == .destructive ? .red : (tint ?? .accentColor)
    }

    var body: some View {
        let metrics = Self.metrics(controlSize)
        let pressed = configuration.isPressed ? Self.pressedOpacity(kind) : 1
        // A font set on the button (or above it) wins over the control size's, as in SwiftUI.
        let label = configuration.label.font(font ?? metrics.font)
        switch kind {
        case .plain:
            configuration.label
                .opacity(pressed)
                .overlay(focusRing(shape: .roundedRectangle(radius: 6), outset: 4))
        case .borderless:
            label
                .foregroundColor(tintColor)
                .opacity(pressed)
                .overlay(focusRing(shape: .roundedRectangle(radius: 6), outset: 4))
        case .bordered, .borderedProminent:
            let prominent = kind == .borderedProminent
            let fill = prominent ? tintColor : tintColor.opacity(Self.borderedFillOpacity * (isFocused ? 2 : 1))
            label
                .foregroundColor(prominent ? .white : tintColor)
                .padding(.horizontal, metrics.horizontal)
                .padding(.vertical, metrics.vertical)
                .background(shapeView(fill: fill, metrics: metrics))
                .overlay(focusRing(shape: resolvedShape(metrics), outset: 3))
                .opacity(pressed)
        }
    }

    private func resolvedShape(_ metrics: Metrics) -> ButtonBorderShape.Kind {
        borderShape.kind == .automatic ? .roundedRectangle(radius: metrics.cornerRadius) : borderShape.kind
    }

    @ViewBuilder private func shapeView(fill: Color, metrics: Metrics) -> some View {
        switch resolvedShape(metrics) {
        case .capsule: Capsule().fill(fill)
        case .circle: Circle().fill(fill)
        case .roundedRectangle(let radius): RoundedRectangle(cornerRadius: radius).fill(fill)
        case .automatic: RoundedRectangle(cornerRadius: metrics.cornerRadius).fill(fill)
        }
    }

    /// A ring in the tint just outside the button while it has focus, so a keyboard or gamepad
    /// player sees where they are (iOS draws none; a game needs one).
    @ViewBuilder private func focusRing(shape: ButtonBorderShape.Kind, outset: CGFloat) -> some View {
        if isFocused {
            Group {
                switch shape {
                case .capsule: Capsule().stroke(tintColor, lineWidth: 2)
                case .circle: Circle().stroke(tintColor, lineWidth: 2)
                case .roundedRectangle(let radius): RoundedRectangle(cornerRadius: radius + outset).stroke(tintColor, lineWidth: 2)
                case .automatic: RoundedRectangle(cornerRadius: 6 + outset).stroke(tintColor, lineWidth: 2)
                }
            }
            .padding(-outset)
        }
    }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    /// The default style: borderless, as on iOS (`DefaultButtonStyle`).
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension ButtonStyle where Self == BorderlessButtonStyle {
    /// The label in the tint (`BorderlessButtonStyle`).
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    /// The label on a light fill of the tint (`BorderedButtonStyle`).
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension ButtonStyle where Self == BorderedProminentButtonStyle {
    /// A white label on the tint (`BorderedProminentButtonStyle`).
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
    /// The label alone (`PlainButtonStyle`).
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// What a button does, which the system styles draw: a destructive button is red.
public struct ButtonRole: Hashable, Sendable {
    private let name: String

    /// A button that deletes or destroys something.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}

/// The size of controls (`controlSize(_:)`): the padding and font of bordered buttons.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// The smallest: caption text, 8 × 3 points of padding.
    case mini
    /// Subheadline text, 10 × 5 points of padding.
    case small
    /// The default: body text, 12 × 7 points of padding (34 points tall).
    case regular
    /// Body text, 20 × 14 points of padding (50 points tall).
    case large
    /// Title 3 text, 24 × 18 points of padding.
    case extraLarge
}

/// The shape of a bordered button (`buttonBorderShape(_:)`).
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(radius: CGFloat)
    }

    let kind: Kind

    /// The style's own shape: a rounded rectangle whose radius follows the control size.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the style's radius for the control size.
    public static let roundedRectangle = ButtonBorderShape(kind: .automatic)

    /// A rounded rectangle of corner `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius.isFinite ? max(0, radius) : 0))
    }
}

private struct ButtonTintKey: EnvironmentKey {
    static var defaultValue: Color? { nil }
}

private struct ControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
    static var defaultValue: ButtonBorderShape { .automatic }
}

extension EnvironmentValues {
    /// The tint of controls below (`tint(_:)`); `nil` is the accent colour.
    var buttonTint: Color? {
        get { self[ButtonTintKey.self] }
        set { self[ButtonTintKey.self] = newValue }
    }

    /// The size of controls below (`controlSize(_:)`).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// The shape of bordered buttons below (`buttonBorderShape(_:)`).
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Tints the controls in this view (a button's label or fill); `nil` is the accent colour.
    public func tint(_ tint: Color?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.buttonTint = tint })
    }

    /// Sizes the controls in this view.
    public func controlSize(_ controlSize: ControlSize) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.controlSize = controlSize })
    }

    /// Sets the shape of the bordered buttons in this view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.buttonBorderShape = shape })
    }
}
