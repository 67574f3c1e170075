import Foundation

/// How text fields below draw (`textFieldStyle(_:)`): `.automatic` and `.plain` draw the text
/// alone, as on iOS; `.roundedBorder` on a light fill in a rounded, hairline border that takes
/// the tint while the field has focus.
public protocol TextFieldStyle {}

/// The platform's field: on iOS, the text alone.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
}

/// The text alone, no chrome.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
}

/// The text inset 7 points across and 5 down on a rounded border (corner radius 5).
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's field.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The text alone.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded border around the text.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// The built-in styles, as the environment carries them.
enum TextFieldStyleKind {
    case plain, roundedBorder
}

/// Draws a field's chrome for its style.
struct TextFieldChrome: ViewModifier {
    let style: TextFieldStyleKind

    func body(content: Content) -> some View {
        switch style {
        case .plain:
            content
        case .roundedBorder:
            content.padding(.horizontal, 7).padding(.vertical, 5).modifier(RoundedBorder())
        }
    }
}

/// The rounded border, tinted while the field has focus.
private struct RoundedBorder: ViewModifier {
    @Environment(\.isFocused) private var isFocused
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.buttonTint) private var tint

    func body(content: Content) -> some View {
        let dark = colorScheme == .dark
        content
            .background(RoundedRectangle(cornerRadius: 5).fill(dark ? Color(white: 0.11) : Color.white))
            .overlay(
                RoundedRectangle(cornerRadius: 5).strokeBorder(
                    isFocused ? (tint ?? Color.accentColor) : Color(white: dark ? 0.35 : 0.8), lineWidth: isFocused ? 2 : 1))
    }
}

private struct TextFieldStyleKey: EnvironmentKey {
    static let defaultValue = TextFieldStyleKind.plain
}

private struct TextSubmitKey: EnvironmentKey {
    static var defaultValue: (() -> Void)? { nil }
}

extension EnvironmentValues {
    /// The style of the text fields below.
    var textFieldStyleKind: TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }

    /// What Return in a text field below runs: every `onSubmit` around it, innermost first.
    var textSubmitAction: (() -> Void)? {
        get { self[TextSubmitKey.self] }
        set { self[TextSubmitKey.self] = newValue }
    }
}

extension View {
    /// Draws the text fields in this view with `style`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        let kind: TextFieldStyleKind = style is RoundedBorderTextFieldStyle ? .roundedBorder : .plain
        return modifier(_EnvironmentModifier { $0.textFieldStyleKind = kind })
    }

    /// Runs `action` when Return is pressed in a text field in this view (`triggers` other
    /// than `.text` never fire: there is no search field).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> ModifiedContent<Self, _EnvironmentModifier>
    {
        let fires = triggers.contains(.text)
        return modifier(
            _EnvironmentModifier { environment in
                guard fires else { return }
                let outer = environment.textSubmitAction
                environment.textSubmitAction = {
                    action()
                    outer?()
                }
            })
    }
}

/// What submits: Return in a text field (`.text`) or a search field (`.search`).
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    /// Makes a set from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Return in a text field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Return in a search field.
    public static let search = SubmitTriggers(rawValue: 2)
}
