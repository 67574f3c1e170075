import Foundation
import XCTest

@testable import Tessera

/// `keyboardShortcut`: a key presses its button wherever focus is.
final class KeyboardShortcutTests: XCTestCase {
    func testALetterShortcutPressesItsButtonWithNothingFocused() {
        let log = EventLog()
        let h = InputHarness {
            VStack {
                Button("Restart") { log.log.append("restart") }.keyboardShortcut("r", modifiers: [])
                Button("Quit") { log.log.append("quit") }.keyboardShortcut("q")
            }
        }
        XCTAssertTrue(h.press(.character("r")))
        XCTAssertEqual(log.log, ["restart"])
        // Command-Q: Command, or Control standing for it; a bare Q is not the shortcut.
        XCTAssertFalse(h.press(.character("q")))
        h.press(.character("q"), modifiers: .command)
        h.press(.character("q"), modifiers: .control)
        XCTAssertEqual(log.log, ["restart", "quit", "quit"])
        // Extra modifiers are a different shortcut.
        h.press(.character("r"), modifiers: .shift)
        XCTAssertEqual(log.log, ["restart", "quit", "quit"])
    }

    func testDefaultAndCancelActionsAreReturnAndEscape() {
        let log = EventLog()
        let h = InputHarness {
            HStack {
                Button("Cancel") { log.log.append("cancel") }.keyboardShortcut(.cancelAction)
                Button("OK") { log.log.append("ok") }.keyboardShortcut(.defaultAction)
            }
        }
        h.press(.return)
        h.press(.escape)
        XCTAssertEqual(log.log, ["ok", "cancel"])
    }

    func testKeyEquivalentsNameTheirKeys() {
        XCTAssertEqual(KeyEquivalent.return.key, .return)
        XCTAssertEqual(KeyEquivalent.escape.key, .escape)
        XCTAssertEqual(KeyEquivalent.space.key, .space)
        XCTAssertEqual(KeyEquivalent.upArrow.key, .upArrow)
        XCTAssertEqual(KeyEquivalent.leftArrow.key, .leftArrow)
        XCTAssertEqual(KeyEquivalent.delete.key, .delete)
        XCTAssertEqual(KeyEquivalent.tab.key, .tab)
        XCTAssertEqual(KeyEquivalent("R").key, .character("r"))
        let literal: KeyEquivalent = "p"
        XCTAssertEqual(literal.key, .character("p"))
    }

    func testADisabledButtonOrANilShortcutDoesNothing() {
        let log = EventLog()
        let h = InputHarness {
            VStack {
                Button("Off") { log.value += 1 }.keyboardShortcut("x", modifiers: []).disabled(true)
                Button("None") { log.value += 10 }.keyboardShortcut(nil)
            }
        }
        h.press(.character("x"))
        h.press(.return)
        XCTAssertEqual(log.value, 0)
    }

    func testAShortcutOnAContainerPressesTheFirstButtonInside() {
        let log = EventLog()
        let h = InputHarness {
            VStack {
                Text("Pause")
                Button("Resume") { log.log.append("resume") }
                Button("Menu") { log.log.append("menu") }
            }
            .keyboardShortcut(.space, modifiers: [])
        }
        h.press(.space)
        XCTAssertEqual(log.log, ["resume"])
    }

    func testTypingInAFocusedTextFieldIsNotTaken() {
        let log = EventLog()
        var text = ""
        let binding = Binding(get: { text }, set: { text = $0 })
        let h = InputHarness {
            VStack {
                TextField("Name", text: binding)
                Button("Restart") { log.value += 1 }.keyboardShortcut("r", modifiers: [])
            }
        }
        h.press(.tab)
        h.press(.character("r"))
        XCTAssertEqual(log.value, 0)
        h.press(.character("r"), modifiers: .control)
        XCTAssertEqual(log.value, 0, "a bare-key shortcut never fires while typing")
    }

    func testOnlyTheFrontModalsShortcutsFire() {
        let log = EventLog()
        var isPresented = true
        let binding = Binding(get: { isPresented }, set: { isPresented = $0 })
        let h = InputHarness {
            _PresentationHost(
                Button("Behind") { log.log.append("behind") }.keyboardShortcut(.defaultAction)
                    .alert("Quit?", isPresented: binding) {
                        Button("Stay") { log.log.append("stay") }.keyboardShortcut(.defaultAction)
                    },
                alignment: .topLeading)
        }
        // The alert is presented by the frame after the first.
        h.frame()
        h.press(.return)
        XCTAssertEqual(log.log.first, "stay")
        XCTAssertFalse(log.log.contains("behind"))
    }
}

/// `onKeyPress` in SwiftUI's spellings: character literals, character sets, `characters`.
final class OnKeyPressSpellingTests: XCTestCase {
    func testCharacterLiteralsAndCharacterSets() {
        let log = EventLog()
        let h = InputHarness {
            Color.red.frame(width: 10, height: 10)
                .onKeyPress("p") {
                    log.log.append("pause")
                    return .handled
                }
                .onKeyPress(characters: .decimalDigits) { press in
                    log.log.append("digit " + press.characters)
                    return .handled
                }
                .onKeyPress(.space, phases: .up) { press in
                    log.log.append("space up")
                    return .handled
                }
        }
        h.press(.character("p"))
        h.press(.character("7"))
        h.press(.character("x"))
        h.press(.space)
        XCTAssertEqual(log.log, ["pause", "digit 7", "space up"])
        XCTAssertEqual(("\r" as Key), .return)
        XCTAssertEqual(KeyPress(key: .character("a"), modifiers: .shift, phase: .down).characters, "A")
    }
}
