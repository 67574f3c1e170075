import Foundation
import XCTest

@testable import Tessera

/// `TextField`, `SecureField` and `TextEditor`: typing, editing keys by grapheme, selection,
/// the clipboard, submit, focus and the number format field.
final class TextFieldTests: XCTestCase {
    final class Model {
        var name = ""
        var password = ""
        var score = 7
        var submits = 0
    }

    /// One field at the top-left, focused by a click.
    private func focusedField(_ model: Model, initial: String = "") -> InputHarness<some View> {
        model.name = initial
        let text = Binding(get: { model.name }, set: { model.name = $0 })
        let h = InputHarness { TextField("Name", text: text).onSubmit { model.submits += 1 }.frame(width: 300) }
        h.click(290, 10)
        XCTAssertTrue(h.graph.isEditingText, "a click focuses the field")
        return h
    }

    func testTypingAppendsAtTheCaretAndBackspaceDeletesGraphemes() {
        let model = Model()
        let h = focusedField(model)
        XCTAssertTrue(h.send(.text("Ada")))
        XCTAssertEqual(model.name, "Ada")
        h.send(.text(" e\u{301}👨‍👩‍👧🇫🇷"))
        XCTAssertEqual(model.name, "Ada e\u{301}👨‍👩‍👧🇫🇷")
        h.press(.delete)
        XCTAssertEqual(model.name, "Ada e\u{301}👨‍👩‍👧", "a flag is one grapheme")
        h.press(.delete)
        XCTAssertEqual(model.name, "Ada e\u{301}", "a family sequence is one grapheme")
        h.press(.delete)
        XCTAssertEqual(model.name, "Ada ", "e + combining acute is one grapheme")
        h.press(.leftArrow)
        h.press(.leftArrow)
        h.send(.text("!"))
        XCTAssertEqual(model.name, "Ad!a ")
        h.press(.deleteForward)
        XCTAssertEqual(model.name, "Ad! ")
        h.press(.home)
        h.press(.deleteForward)
        XCTAssertEqual(model.name, "d! ")
        h.press(.end)
        h.send(.text("x"))
        XCTAssertEqual(model.name, "d! x")
    }

    func testShiftSelectionIsReplacedByTypingAndSelectAll() {
        let model = Model()
        let h = focusedField(model, initial: "Hello world")
        h.press(.leftArrow, modifiers: .shift)
        h.press(.leftArrow, modifiers: .shift)
        h.send(.text("LD"))
        XCTAssertEqual(model.name, "Hello worLD")
        h.press(.leftArrow, modifiers: .option)
        h.press(.leftArrow, modifiers: [.option, .shift])
        h.send(.text("Hi "))
        XCTAssertEqual(model.name, "Hi worLD", "word moves by Option")
        h.press(.character("a"), modifiers: .control)
        h.press(.delete)
        XCTAssertEqual(model.name, "")
    }

    func testCopyCutAndPasteGoThroughTheGraphClipboard() {
        let model = Model()
        let h = focusedField(model, initial: "Player One")
        h.press(.leftArrow, modifiers: [.shift, .option])
        h.press(.character("c"), modifiers: .command)
        XCTAssertEqual(h.graph.clipboard.string, "One")
        h.press(.character("x"), modifiers: .control)
        XCTAssertEqual(model.name, "Player ")
        h.graph.clipboard.string = "Two\nThree"
        h.press(.character("v"), modifiers: .command)
        XCTAssertEqual(model.name, "Player Two Three", "a single line joins pasted lines")
    }

    func testReturnSubmitsAndTabMovesFocusOn() {
        let model = Model()
        let first = Binding(get: { model.name }, set: { model.name = $0 })
        let second = Binding(get: { model.password }, set: { model.password = $0 })
        let h = InputHarness {
            VStack {
                TextField("Name", text: first)
                SecureField("Password", text: second)
            }
            .onSubmit { model.submits += 1 }
            .frame(width: 300)
        }
        h.press(.tab)
        XCTAssertTrue(h.graph.isEditingText)
        h.send(.text("ada"))
        XCTAssertTrue(h.press(.return))
        XCTAssertEqual(model.submits, 1)
        h.press(.tab)
        h.send(.text("pw"))
        XCTAssertEqual(model.name, "ada")
        XCTAssertEqual(model.password, "pw")
        h.press(.space)
        XCTAssertEqual(model.password, "pw", "Space's key press is the field's; its text comes as a text event")
    }

    func testFocusStateFocusesFieldsAndGamepadReachesThem() {
        struct Form: View {
            enum Field: Hashable { case name, team }
            let model: Model
            @FocusState var focus: Field?
            var body: some View {
                VStack {
                    TextField("Name", text: Binding(get: { model.name }, set: { model.name = $0 })).focused($focus, equals: .name)
                    TextField("Team", text: Binding(get: { model.password }, set: { model.password = $0 })).focused($focus, equals: .team)
                    Button("Team") { focus = .team }
                }
                .frame(width: 300)
            }
        }
        let model = Model()
        let h = InputHarness { Form(model: model) }
        h.press(.dpadDown)
        XCTAssertTrue(h.graph.isEditingText, "the d-pad focuses the first field")
        h.send(.text("a"))
        h.press(.dpadDown)
        h.send(.text("b"))
        XCTAssertEqual(model.name, "a")
        XCTAssertEqual(model.password, "b", "the d-pad moves from field to field")
        h.press(.dpadDown)
        XCTAssertFalse(h.graph.isEditingText, "the button has focus")
        h.press(.a)
        h.frame()
        h.send(.text("c"))
        XCTAssertEqual(model.password, "bc", "setting the focus state focuses the field")
    }

    func testNumberFieldRejectsTextAndKeepsTheLastValue() {
        let model = Model()
        let score = Binding(get: { model.score }, set: { model.score = $0 })
        let h = InputHarness {
            VStack {
                TextField("Score", value: score, format: .number)
                Button("Other") {}
            }
            .frame(width: 300)
        }
        h.click(290, 10)
        h.press(.delete)
        h.send(.text("42"))
        XCTAssertEqual(model.score, 7, "the value changes on commit only")
        h.press(.return)
        XCTAssertEqual(model.score, 42)
        h.press(.character("a"), modifiers: .command)
        h.send(.text("abc"))
        h.press(.tab)
        XCTAssertEqual(model.score, 42, "text that does not parse keeps the last value")
        let shown = textRuns(h.graph.displayList).map { string(of: $0, in: h.graph.displayList) }
        XCTAssertTrue(shown.contains("42"), "the field shows the value again: \(shown)")
    }

    func testSecureFieldNeverPutsItsTextInTheDisplayList() {
        let model = Model()
        let text = Binding(get: { model.password }, set: { model.password = $0 })
        let h = InputHarness { SecureField("Password", text: text).frame(width: 300) }
        h.click(290, 10)
        h.send(.text("hunter2"))
        XCTAssertEqual(model.password, "hunter2")
        let list = h.graph.displayList
        let drawn = textRuns(list).map { string(of: $0, in: list) }.joined()
        XCTAssertFalse(drawn.contains("h"), "drawn: \(drawn)")
        XCTAssertEqual(drawn.filter { $0 == "•" }.count, 7)
        h.press(.character("a"), modifiers: .command)
        h.graph.clipboard.string = "before"
        h.press(.character("c"), modifiers: .command)
        XCTAssertEqual(h.graph.clipboard.string, "before", "copy from a secure field copies nothing")
    }

    func testPlaceholderShowsWhileEmptyAndCompositionInline() {
        let model = Model()
        let text = Binding(get: { model.name }, set: { model.name = $0 })
        let h = InputHarness { TextField("Name", text: text, prompt: Text("Your name")).frame(width: 300) }
        func drawn() -> [String] { textRuns(h.graph.displayList).map { string(of: $0, in: h.graph.displayList) } }
        XCTAssertEqual(drawn(), ["Yourname"], "a space draws no glyph")
        h.click(290, 10)
        h.send(.textComposition("にほ"))
        XCTAssertEqual(model.name, "", "a composition is not the text yet")
        XCTAssertTrue(drawn().contains("にほ"), "\(drawn())")
        XCTAssertFalse(drawn().contains("Your name"))
        h.send(.text("日本"))
        XCTAssertEqual(model.name, "日本")
        XCTAssertFalse(drawn().contains("にほ"), "committing ends the composition")
    }

    func testTheOlderCallbacksSeeFocusAndReturn() {
        let model = Model()
        let log = EventLog()
        let text = Binding(get: { model.name }, set: { model.name = $0 })
        let h = InputHarness {
            VStack {
                TextField("Name", text: text, onEditingChanged: { log.log.append("editing \($0)") }, onCommit: { log.log.append("commit") })
                Button("Go") {}
            }
            .frame(width: 300)
        }
        h.press(.tab)
        h.press(.return)
        h.press(.tab)
        XCTAssertEqual(log.log, ["editing true", "commit", "editing false"])
    }

    func testAClickPlacesTheCaretAndADragSelects() {
        let model = Model()
        model.name = "abcdef"
        let text = Binding(get: { model.name }, set: { model.name = $0 })
        // The mock font at 10 points: every character is 10 wide; the rounded border insets 7.
        let h = InputHarness { TextField("Name", text: text).textFieldStyle(.roundedBorder).font(.system(size: 10)).frame(width: 200) }
        h.click(7 + 24, 10)
        h.send(.text("X"))
        XCTAssertEqual(model.name, "abXcdef", "the caret goes to the nearest boundary")
        h.send(.pointerDown(CGPoint(x: 7 + 9, y: 10)))
        h.send(.pointerMoved(CGPoint(x: 7 + 51, y: 10)))
        h.send(.pointerUp(CGPoint(x: 7 + 51, y: 10)))
        h.send(.text("-"))
        XCTAssertEqual(model.name, "a-ef", "a drag selects from the press to the pointer (b, X, c and d)")
    }

    func testTheCaretBlinksOnTheHostClock() {
        let model = Model()
        let h = focusedField(model, initial: "Ada")
        func caretCount() -> Int {
            h.graph.displayList.operations.filter {
                if case .fill(let shape, _) = $0 { return abs(shape.bounds.width - 2) < 1e-6 }
                return false
            }.count
        }
        XCTAssertEqual(caretCount(), 1)
        h.graph.advanceAnimationTime(by: 0.6)
        h.frame()
        XCTAssertEqual(caretCount(), 0, "off for the second half second")
        h.graph.advanceAnimationTime(by: 0.5)
        h.frame()
        XCTAssertEqual(caretCount(), 1)
    }

    func testTextEditorReturnInsertsLinesAndArrowsMoveByLine() {
        let model = Model()
        let text = Binding(get: { model.name }, set: { model.name = $0 })
        let h = InputHarness { TextEditor(text: text).frame(width: 300, height: 200) }
        h.click(290, 10)
        h.send(.text("ab"))
        h.press(.return)
        XCTAssertEqual(model.name, "ab\n")
        h.send(.text("cd"))
        XCTAssertEqual(model.name, "ab\ncd")
        h.press(.upArrow)
        h.send(.text("X"))
        XCTAssertEqual(model.name, "abX\ncd")
    }

    func testScriptTypesAndComposes() throws {
        let script = try InputScript("compose ni\ntext Ada\nkey forwarddelete")
        XCTAssertEqual(
            script.steps, [.compose("ni"), .type("Ada"), .event(.keyDown(.deleteForward)), .event(.keyUp(.deleteForward))])
    }

    func testBadInputNeverCrashes() {
        let model = Model()
        let h = focusedField(model, initial: "abc")
        h.send(.pointerDown(CGPoint(x: CGFloat.nan, y: 10)))
        h.send(.pointerMoved(CGPoint(x: CGFloat.infinity, y: 10)))
        h.send(.pointerUp(CGPoint(x: -CGFloat.infinity, y: 10)))
        // The bound string changes under the field: the caret stays inside it.
        model.name = ""
        h.frame()
        h.press(.delete)
        h.press(.leftArrow, modifiers: .shift)
        h.send(.textComposition(String(repeating: "ka", count: 500)))
        h.send(.text(String(repeating: "e\u{301}", count: 10_000)))
        XCTAssertEqual(model.name.count, 10_000)
        h.press(.home)
        h.press(.deleteForward)
        XCTAssertEqual(model.name.count, 9_999)
    }

    // MARK: Layout

    func testFieldHeightIsOneLineAndRoundedBorderPads() {
        let model = Model()
        let text = Binding(get: { model.name }, set: { model.name = $0 })
        // The mock font at 10 points: a line is 20 high.
        let g = layout(
            VStack(alignment: .leading, spacing: 0) {
                TextField("Name", text: text).accessibilityIdentifier("plain")
                TextField("Name", text: text).textFieldStyle(.roundedBorder).accessibilityIdentifier("rounded")
                TextField("Name", text: text, axis: .vertical).lineLimit(3).accessibilityIdentifier("vertical")
            }
            .font(.system(size: 10)).frame(width: 200), in: CGSize(width: 200, height: 400))
        XCTAssertFrame(g, "plain", 0, 0, 200, 20)
        XCTAssertFrame(g, "rounded", 0, 20, 200, 30)
        XCTAssertFrame(g, "vertical", 0, 50, 200, 20)
    }
}
