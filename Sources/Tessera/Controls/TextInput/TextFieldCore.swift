import Foundation

/// The editable field every text control is drawn as: it keeps the caret, selection and
/// composition in state, takes typed text, editing keys and the clipboard while focused
/// (through a `.textInput` interaction), and draws the text in one line or several.
struct TextFieldCore: View {
    let text: Binding<String>
    /// Drawn dimmed while the text is empty.
    let prompt: Text?
    let isMultiline: Bool
    let isSecure: Bool
    /// Whether a line style (`roundedBorder`, `automatic`) may draw chrome; `TextEditor` draws none.
    let usesFieldStyle: Bool
    /// Runs on Return in a single-line field, before the `onSubmit` actions.
    var onCommit: () -> Void = {}
    /// Runs when the field gains or loses focus.
    var onFocusChange: (Bool) -> Void = { _ in }

    @State private var editing = TextEditingState()
    @Environment(\.textSubmitAction) private var submitAction
    @Environment(\.textFieldStyleKind) private var style

    var body: some View {
        let editing = $editing
        let text = text, isMultiline = isMultiline, isSecure = isSecure
        let submit = submitAction, commit = onCommit
        let handler = TextInputHandler { action in
            var engine = TextEditingEngine(text: text.wrappedValue, state: editing.wrappedValue, isMultiline: isMultiline)
            var copied: String?
            var used = true
            switch action {
            case .insert(let s):
                engine.insert(s)
            case .compose(let s):
                engine.state.composition = s
            case .key(let press):
                switch engine.key(press) {
                case .edited: break
                case .submit:
                    commit()
                    submit?()
                case .ignored: used = false
                }
            case .copy(let cut):
                let selection = engine.state.selection
                // A secure field never gives its text away.
                guard !isSecure, !selection.isEmpty else { return (true, nil) }
                copied = String(engine.text[selection])
                if cut { engine.insert("") }
            }
            if engine.state != editing.wrappedValue { editing.wrappedValue = engine.state }
            let newText = engine.string
            if newText != text.wrappedValue { text.wrappedValue = newText }
            return (used, copied)
        }
        return TextFieldContent(
            text: text.wrappedValue, editing: self.editing, prompt: prompt, isMultiline: isMultiline, isSecure: isSecure,
            onFocusChange: { focused in
                // Focus puts the caret at the end, as a tap on iOS does; leaving ends a composition.
                let count = text.wrappedValue.count
                editing.wrappedValue = TextEditingState(anchor: count, head: count)
                onFocusChange(focused)
            }
        )
        // `TextEditor` fills the space it is offered; a field is as tall as its lines.
        .frame(maxWidth: .infinity, maxHeight: usesFieldStyle ? nil : .infinity, alignment: .topLeading)
        .modifier(TextFieldChrome(style: usesFieldStyle ? style : .plain))
        // A click anywhere on the field focuses it, empty or not.
        .contentShape(Rectangle())
        .focusable()
        .modifier(_InteractionModifier(.textInput(handler), salt: InteractionSalt.textInput))
    }
}

/// The field's text, caret, selection and composition; reads whether the field has focus.
private struct TextFieldContent: View {
    let text: String
    let editing: TextEditingState
    let prompt: Text?
    let isMultiline: Bool
    let isSecure: Bool
    let onFocusChange: (Bool) -> Void
    @Environment(\.isFocused) private var isFocused
    @Environment(\.lineLimit) private var lineLimit

    var body: some View {
        var state = editing
        let shown: [Character] = isSecure ? Array(repeating: "•", count: text.count) : Array(text)
        state.clamp(to: shown.count)
        if !isFocused { state = TextEditingState(anchor: state.head, head: state.head) }
        let lines = Self.lines(of: shown)
        let caretLine = lines.firstIndex { $0.contains(state.head) || $0.upperBound == state.head } ?? 0
        let limit = isMultiline ? max(1, lineLimit ?? Int.max) : 1
        let first = max(0, min(caretLine - limit + 1, lines.count - limit))
        let visible = lines[first..<min(lines.count, first + limit)]
        return VStack(alignment: .leading, spacing: 0) {
            if shown.isEmpty && state.composition.isEmpty, let prompt {
                TextFieldLine(
                    before: "", selected: "", composition: "", after: "", caret: isFocused,
                    placeholder: prompt.foregroundStyle(Color.secondary))
            } else {
                ForEach(Array(visible.enumerated()), id: \.offset) { _, range in
                    let selection = state.selection.clamped(to: range)
                    let hasCaret =
                        isFocused && state.selection.isEmpty && range.contains(state.head)
                        || range.upperBound == state.head && isFocused && state.selection.isEmpty
                    TextFieldLine(
                        before: String(shown[range.lowerBound..<selection.lowerBound]),
                        selected: String(shown[selection]),
                        composition: hasCaret ? state.composition : "",
                        after: String(shown[selection.upperBound..<range.upperBound]),
                        caret: hasCaret, placeholder: nil)
                }
            }
        }
        .frame(minWidth: 0, maxWidth: .infinity, alignment: .trailing)
        .clipped()
        .onChange(of: isFocused) { _, focused in onFocusChange(focused) }
    }

    /// The ranges of `chars` between line breaks (one empty range for an empty text).
    static func lines(of chars: [Character]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        for (i, c) in chars.enumerated() where c.isNewline {
            result.append(start..<i)
            start = i + 1
        }
        result.append(start..<chars.count)
        return result
    }
}

/// One line of a field: the text before the selection, the selection on its highlight, the
/// composition underlined, the caret, and the rest. The part up to the caret keeps its width
/// and the rest gives way, so a line longer than the field scrolls to keep the caret in sight.
private struct TextFieldLine: View {
    let before: String
    let selected: String
    let composition: String
    let after: String
    let caret: Bool
    let placeholder: Text?
    @Environment(\.buttonTint) private var tint

    var body: some View {
        let accent = tint ?? Color.accentColor
        // Text drops a line's trailing spaces; a field shows every one it holds.
        func shown(_ s: String) -> Text { Text(verbatim: s.replacingOccurrences(of: " ", with: "\u{00A0}")) }
        return HStack(spacing: 0) {
            HStack(spacing: 0) {
                if !before.isEmpty { shown(before) }
                if !selected.isEmpty { shown(selected).background(accent.opacity(0.3)) }
                if !composition.isEmpty {
                    shown(composition).overlay(alignment: .bottom) { Rectangle().fill(Color.primary).frame(height: 1) }
                }
            }
            .fixedSize()
            (placeholder ?? shown(after.isEmpty ? " " : after))
                .opacity(placeholder == nil && after.isEmpty ? 0 : 1)
                .fixedSize()
                .overlay(alignment: .leading) {
                    if caret {
                        // Half a second on, half off, on the host's clock: only the caret is
                        // rebuilt as it blinks, not the field.
                        TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 0.5)) { context in
                            let isOn = context.time.truncatingRemainder(dividingBy: 1) < 0.5
                            Rectangle().fill(accent).frame(width: 2).opacity(isOn ? 1 : 0)
                        }
                    }
                }
                .frame(minWidth: caret ? 2 : 0, maxWidth: .infinity, alignment: .leading)
        }
    }
}
