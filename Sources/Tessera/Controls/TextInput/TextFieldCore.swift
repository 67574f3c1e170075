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

    @State private var editing = TextEditingState(anchor: .max, head: .max)
    @Environment(\.textSubmitAction) private var submitAction
    @Environment(\.textFieldStyleKind) private var style
    @Environment(\.font) private var font
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.lineLimit) private var lineLimit

    var body: some View {
        let editing = $editing
        let text = text, isMultiline = isMultiline, isSecure = isSecure
        let submit = submitAction, commit = onCommit
        let resolvedFont = (font ?? .body).resolve(dynamicTypeSize: dynamicTypeSize)
        let inset = usesFieldStyle && style == .roundedBorder ? CGSize(width: 7, height: 5) : .zero
        let limit = isMultiline ? max(1, lineLimit ?? Int.max) : 1
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
            case .pointer(let point, let size, let extending, let measure):
                let index = Self.index(
                    at: point, in: size, inset: inset, engine: engine, isSecure: isSecure, lineLimit: limit,
                    width: { measure.width($0, resolvedFont) }, lineHeight: measure.lineHeight(resolvedFont))
                engine.state.head = index
                if !extending { engine.state.anchor = index }
                engine.state.composition = ""
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
                // Leaving ends a composition and the selection; focus from the keyboard or the
                // gamepad comes back with the caret at the end (a click places it itself).
                if !focused { editing.wrappedValue = TextEditingState(anchor: .max, head: .max) }
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

extension TextFieldCore {
    /// The grapheme boundary nearest to `point` in a field of `size`, laid out as
    /// `TextFieldContent` lays it out (inset by its style, scrolled to keep the caret in sight).
    static func index(
        at point: CGPoint, in size: CGSize, inset: CGSize, engine: TextEditingEngine, isSecure: Bool, lineLimit: Int,
        width: (String) -> CGFloat, lineHeight: CGFloat
    ) -> Int {
        let shown: [Character] = isSecure ? Array(repeating: "•", count: engine.text.count) : engine.text
        let lines = TextFieldContent.lines(of: shown)
        let head = engine.state.head
        let caretLine = lines.firstIndex { $0.contains(head) || $0.upperBound == head } ?? 0
        let first = max(0, min(caretLine - lineLimit + 1, lines.count - lineLimit))
        let row = lineHeight > 0 && lineHeight.isFinite ? Int(max(0, (point.y - inset.height) / lineHeight).rounded(.down)) : 0
        let line = lines[min(first + min(row, lineLimit - 1), lines.count - 1)]
        func measured(_ chars: ArraySlice<Character>) -> CGFloat {
            width(String(chars).replacingOccurrences(of: " ", with: "\u{00A0}"))
        }
        // A line wider than the field is drawn with the caret at its trailing edge.
        let available = size.width - 2 * inset.width
        var shift: CGFloat = 0
        if line.contains(head) || line.upperBound == head {
            let before = measured(shown[line.lowerBound..<head]) + width(engine.state.composition)
            if before + 2 > available { shift = available - 2 - before }
        }
        let x = point.x - inset.width - shift
        var position: CGFloat = 0
        for i in line {
            let advance = measured(shown[i...i])
            if x < position + advance / 2 { return i }
            position += advance
        }
        return line.upperBound
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
                        TimelineView(.periodic(from: TimelineClock.date(at: 0), by: 0.5)) { context in
                            let isOn = context.time.truncatingRemainder(dividingBy: 1) < 0.5
                            Rectangle().fill(accent).frame(width: 2).opacity(isOn ? 1 : 0)
                        }
                    }
                }
                .frame(minWidth: caret ? 2 : 0, maxWidth: .infinity, alignment: .leading)
        }
    }
}
