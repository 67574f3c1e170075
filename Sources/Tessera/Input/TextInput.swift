import Foundation

/// Where copy, cut and paste in text fields read and write plain text. A host sets the graph's
/// `clipboard` to the system's (the SDL hosts use SDL's clipboard); headless, the graph keeps
/// the text in memory.
public protocol TextClipboard: AnyObject {
    /// The clipboard's text, nil when it holds none.
    var string: String? { get set }
}

/// A clipboard that keeps its text in memory: the graph's clipboard until a host sets another.
public final class InMemoryTextClipboard: TextClipboard {
    public var string: String?

    /// An empty clipboard.
    public init() {}
}

/// What the graph asks the focused text field to do.
enum TextInputAction {
    /// Insert typed (or pasted) text, replacing the selection and any composition.
    case insert(String)
    /// Show the input method's composition (empty: end it).
    case compose(String)
    /// A key went down or repeated: the field moves the caret, deletes, submits …
    case key(KeyPress)
    /// Return the selected text (nil: nothing to copy, as in a secure field); `cut` removes it.
    case copy(cut: Bool)
    /// The pointer pressed (or, `extending`, dragged) at a point of the field's frame: the caret
    /// goes to the nearest grapheme boundary. `measure` gives a string's width and a line's
    /// height in a font.
    case pointer(CGPoint, size: CGSize, extending: Bool, measure: TextFieldMeasure)
}

/// Measures a field's text for a pointer: the width of a string and the height of a line.
struct TextFieldMeasure {
    let width: (String, ResolvedFont) -> CGFloat
    let lineHeight: (ResolvedFont) -> CGFloat
}

/// A text field's handler of `TextInputAction`s: whether it used the action, and for `copy`
/// the text to put on the clipboard.
struct TextInputHandler {
    let handle: (TextInputAction) -> (used: Bool, copied: String?)
}

extension ViewGraph {
    /// Where text fields copy to and paste from (in memory unless the host sets it).
    public var clipboard: any TextClipboard {
        get { input.clipboard }
        set { input.clipboard = newValue }
    }

    /// Whether the focused view edits text: a host starts its platform's text input (the
    /// on-screen keyboard, the input method) while this is true and stops it when it turns false.
    public var isEditingText: Bool { focusedTextInput() != nil }

    /// The focused text field's handler.
    func focusedTextInput() -> TextInputHandler? {
        guard input.focused != nil else { return nil }
        for (node, index) in focusResponders() where isEnabled(node) {
            if case .textInput(let handler) = current.tables.interactions[Int(index)].role { return handler }
        }
        return nil
    }

    /// Gives a key to the focused text field first: it edits with arrows, Backspace, Home/End
    /// and the clipboard shortcuts; what it leaves (Tab, Escape, Up/Down in a single line) goes on.
    func deliverTextKey(_ press: KeyPress) -> Bool {
        guard let field = focusedTextInput() else { return false }
        let shortcut = press.modifiers.contains(.command) || press.modifiers.contains(.control)
        if shortcut, case .character(let c) = press.key {
            switch c {
            case "c", "x":
                let result = field.handle(.copy(cut: c == "x"))
                if let copied = result.copied { clipboard.string = copied }
                return true
            case "v":
                if let pasted = clipboard.string, !pasted.isEmpty { _ = field.handle(.insert(pasted)) }
                return true
            default:
                break
            }
        }
        return field.handle(.key(press)).used
    }

    /// The measure a field maps a pointer to its text with: the graph's measurer and cache.
    var textFieldMeasure: TextFieldMeasure {
        TextFieldMeasure(
            width: { [unowned self] string, font in
                caches.textCache.shape(string, font: font, measurer: textMeasurer, pass: updates.pass).advances.reduce(0) {
                    $1.isFinite ? $0 + $1 : $0
                }
            },
            lineHeight: { [unowned self] font in caches.textCache.metrics(of: font, measurer: textMeasurer).lineHeight })
    }

    /// A press or drag on a text field places its caret (extending the selection while dragging).
    func pointerInTextField(_ identity: UInt64, at point: CGPoint, extending: Bool) {
        guard let (node, role) = interaction(identity), case .textInput(let handler) = role, isEnabled(node) else { return }
        let frame = current.nodes[Int(node)].frame
        _ = handler.handle(
            .pointer(
                CGPoint(x: point.x - frame.minX, y: point.y - frame.minY), size: frame.size, extending: extending, measure: textFieldMeasure
            ))
    }

    /// Typed text or a composition for the focused text field.
    func deliverText(_ action: TextInputAction) -> Bool {
        guard let field = focusedTextInput() else { return false }
        return field.handle(action).used
    }
}
