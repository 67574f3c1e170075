import Foundation

/// A control that edits a string: the text, a caret and selection while focused, the prompt
/// dimmed while it is empty. It takes the width it is offered; `axis: .vertical` grows a line
/// at a time (up to `lineLimit`). Typing, the editing keys (arrows by character, Option/Control
/// by word, Shift to select, Home/End, Backspace/Delete, Command/Control+A, C, X, V) and the
/// input method's composition reach it while it has focus; Return runs `onSubmit`.
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let prompt: Text?
    let axis: Axis
    let label: Label
    /// For `init(_:value:format:)`: the field's text and its commit, from the typed draft.
    var valueField: ((FormatDraft) -> (text: Binding<String>, commit: () -> Void))?
    @State private var draft = FormatDraft()
    /// The older spelling's callbacks: focus gained or lost, and Return.
    var onEditingChanged: (Bool) -> Void = { _ in }
    var onCommit: () -> Void = {}

    /// A field bound to `text`, drawn with `prompt` while empty, described by `label`.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.axis = axis
        self.label = label()
    }

    /// The field (the label names it; the prompt, or the title, shows while it is empty).
    @ViewBuilder public var body: some View {
        if let (shown, commit) = valueField?(draft) {
            TextFieldCore(
                text: shown, prompt: prompt ?? (label as? Text), isMultiline: false, isSecure: false, usesFieldStyle: true,
                onCommit: commit, onFocusChange: { focused in if !focused { commit() } })
        } else {
            TextFieldCore(
                text: text, prompt: prompt ?? (label as? Text), isMultiline: axis == .vertical, isSecure: false, usesFieldStyle: true,
                onCommit: onCommit, onFocusChange: onEditingChanged)
        }
    }
}

extension TextField where Label == Text {
    /// A field titled `titleKey`: the title shows as the placeholder while the text is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    /// A field titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    /// A field titled `titleKey` showing `prompt` while the text is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// A field titled `title` showing `prompt` while the text is empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }

    /// A field that grows along `axis` (`.vertical`: a line at a time, Return a new line).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(titleKey) }
    }

    /// A field titled `title` that grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(title) }
    }

    /// A field titled `titleKey` with a prompt that grows along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(titleKey) }
    }

    /// A field titled `title` with a prompt that grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(title) }
    }

    /// A field with the older callbacks: `onEditingChanged` when it gains (true) or loses focus,
    /// `onCommit` on Return.
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }

    /// A field titled `title` with the older callbacks.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
    ) {
        self.init(text: text, prompt: nil) { Text(title) }
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }

    /// A field editing `value` through `format` (`.number` for numbers): the typed text is
    /// parsed on Return and when focus leaves; text that does not parse is dropped and the
    /// field shows the last value again.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt, label: Text(titleKey))
    }

    /// A field titled `title` editing `value` through `format`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt, label: Text(title))
    }

    private init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text?, label: Text)
    where F.FormatOutput == String {
        self.init(text: .constant(""), prompt: prompt) { label }
        valueField = { draft in
            let shown = Binding<String>(
                get: { draft.text ?? format.format(value.wrappedValue) },
                set: { draft.text = $0 })
            let commit = {
                guard let typed = draft.text else { return }
                draft.text = nil
                if let parsed = try? format.parseStrategy.parse(typed) {
                    value.wrappedValue = parsed
                } else {
                    Diagnostics.warnOnce("a TextField could not read \"\(typed)\" with its format; it keeps its last value")
                }
            }
            return (shown, commit)
        }
    }
}

/// The text typed into a value field before it is parsed.
final class FormatDraft: @unchecked Sendable {
    var text: String?
}

/// A field whose text draws as bullets: the display list never holds the text, and copy and
/// cut leave the clipboard alone.
public struct SecureField<Label: View>: View {
    let text: Binding<String>
    let prompt: Text?
    let label: Label

    /// A secure field bound to `text` described by `label`.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
    }

    /// The bullets, caret and prompt.
    public var body: some View {
        TextFieldCore(text: text, prompt: prompt ?? (label as? Text), isMultiline: false, isSecure: true, usesFieldStyle: true)
    }
}

extension SecureField where Label == Text {
    /// A secure field titled `titleKey` (its placeholder).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// A secure field titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}

/// A multi-line text editor that fills the space it is offered: Return inserts a new line, the
/// arrows move by character and line. It draws no border (as on iOS).
public struct TextEditor: View {
    let text: Binding<String>

    /// An editor bound to `text`.
    public init(text: Binding<String>) {
        self.text = text
    }

    /// The lines, caret and selection.
    public var body: some View {
        TextFieldCore(text: text, prompt: nil, isMultiline: true, isSecure: false, usesFieldStyle: false)
    }
}
