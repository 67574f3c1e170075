import Foundation

/// A field's caret, selection and composition, in grapheme clusters (`Character`s) of its text:
/// the caret never lands inside "é" written as e + ◌́, an emoji sequence or a flag.
struct TextEditingState: Equatable {
    /// Where the selection began (Shift+arrows move `head` away from it).
    var anchor = 0
    /// The caret: the end of the selection that moves.
    var head = 0
    /// The input method's text being composed, shown at the caret.
    var composition = ""

    /// The selected range (empty: the caret alone).
    var selection: Range<Int> { min(anchor, head)..<max(anchor, head) }

    /// Keeps the caret and selection inside a text of `count` characters (the bound string may
    /// have changed under the field).
    mutating func clamp(to count: Int) {
        anchor = min(max(anchor, 0), count)
        head = min(max(head, 0), count)
    }
}

/// What an edit did besides changing the text and the state.
enum TextEditOutcome {
    /// Nothing else.
    case edited
    /// Return in a single-line field: the field submits.
    case submit
    /// The key is not an editing key: it goes on (Tab, Escape, …).
    case ignored
}

/// The editing rules of a field, on its text as characters.
struct TextEditingEngine {
    var text: [Character]
    var state: TextEditingState
    /// Whether the field takes several lines (Return inserts a newline, Up/Down move by line).
    let isMultiline: Bool

    init(text: String, state: TextEditingState, isMultiline: Bool) {
        self.text = Array(text)
        self.state = state
        self.isMultiline = isMultiline
        self.state.clamp(to: self.text.count)
    }

    var string: String { String(text) }

    /// Replaces the selection (and any composition) with `inserted`.
    mutating func insert(_ inserted: String) {
        var chars = Array(inserted)
        // A single line takes no line breaks, as on iOS: pasted lines are joined with spaces.
        if !isMultiline { chars = chars.map { $0.isNewline ? " " : $0 } }
        let range = state.selection
        text.replaceSubrange(range, with: chars)
        state.head = range.lowerBound + chars.count
        state.anchor = state.head
        state.composition = ""
    }

    /// Applies an editing key; returns what else it means.
    mutating func key(_ press: KeyPress) -> TextEditOutcome {
        let shift = press.modifiers.contains(.shift)
        let word = press.modifiers.contains(.option) || press.modifiers.contains(.control)
        let line = press.modifiers.contains(.command)
        let selection = state.selection
        switch press.key {
        case .leftArrow, .rightArrow:
            let forward = press.key == .rightArrow
            var target: Int
            if line {
                target = forward ? lineEnd(state.head) : lineStart(state.head)
            } else if word {
                target = forward ? wordEnd(after: state.head) : wordStart(before: state.head)
            } else if !shift && !selection.isEmpty {
                target = forward ? selection.upperBound : selection.lowerBound
            } else {
                target = min(max(state.head + (forward ? 1 : -1), 0), text.count)
            }
            move(to: target, extending: shift)
        case .upArrow, .downArrow:
            guard isMultiline else { return .ignored }
            move(to: verticalMove(from: state.head, down: press.key == .downArrow), extending: shift)
        case .home:
            move(to: isMultiline ? lineStart(state.head) : 0, extending: shift)
        case .end:
            move(to: isMultiline ? lineEnd(state.head) : text.count, extending: shift)
        case .delete, .deleteForward:
            if selection.isEmpty {
                let forward = press.key == .deleteForward
                let other =
                    word
                    ? (forward ? wordEnd(after: state.head) : wordStart(before: state.head))
                    : min(max(state.head + (forward ? 1 : -1), 0), text.count)
                state.anchor = other
            }
            insert("")
        case .return:
            if isMultiline {
                insert("\n")
            } else {
                return .submit
            }
        case .character(let c) where press.modifiers.contains(.command) || press.modifiers.contains(.control):
            guard c == "a" else { return .ignored }
            state.anchor = 0
            state.head = text.count
        case .character, .space:
            // Printable keys arrive as text events; their key presses are the field's too, so
            // Space does not activate a button around it.
            return press.modifiers.contains(.command) || press.modifiers.contains(.control) ? .ignored : .edited
        default:
            return .ignored
        }
        return .edited
    }

    private mutating func move(to target: Int, extending: Bool) {
        state.head = target
        if !extending { state.anchor = target }
        state.composition = ""
    }

    private func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

    private func wordStart(before i: Int) -> Int {
        var i = i
        while i > 0, !isWordCharacter(text[i - 1]) { i -= 1 }
        while i > 0, isWordCharacter(text[i - 1]) { i -= 1 }
        return i
    }

    private func wordEnd(after i: Int) -> Int {
        var i = i
        while i < text.count, !isWordCharacter(text[i]) { i += 1 }
        while i < text.count, isWordCharacter(text[i]) { i += 1 }
        return i
    }

    private func lineStart(_ i: Int) -> Int {
        var i = i
        while i > 0, !text[i - 1].isNewline { i -= 1 }
        return i
    }

    private func lineEnd(_ i: Int) -> Int {
        var i = i
        while i < text.count, !text[i].isNewline { i += 1 }
        return i
    }

    private func verticalMove(from i: Int, down: Bool) -> Int {
        let start = lineStart(i), column = i - start
        if down {
            let end = lineEnd(i)
            guard end < text.count else { return text.count }
            let next = end + 1
            return min(next + column, lineEnd(next))
        }
        guard start > 0 else { return 0 }
        let previous = lineStart(start - 1)
        return min(previous + column, start - 1)
    }
}
