import Foundation
import XCTest

@testable import Tessera

/// Draws the pressed state as the label's width, so a test reads it from the layout.
private struct WidthShowsPressed: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.frame(width: configuration.isPressed ? 120 : 100, height: 40)
            .background(Color.gray).accessibilityIdentifier("styled")
    }
}

/// Buttons from mouse, touch, keyboard and gamepad; pressed state; cancelling; disabled.
final class ButtonTests: XCTestCase {
    private func harness(_ log: EventLog, disabled: Bool = false) -> InputHarness<some View> {
        InputHarness {
            Button {
                log.value += 1
            } label: {
                Text("Go")
            }.buttonStyle(WidthShowsPressed()).disabled(disabled)
        }
    }

    func testClickFiresOnReleaseInsideAndStyleSeesThePress() {
        let log = EventLog()
        let h = harness(log)
        XCTAssertTrue(h.send(.pointerDown(CGPoint(x: 50, y: 20))))
        XCTAssertEqual(log.value, 0, "nothing fires on press")
        XCTAssertEqual(h.graph.frame(of: "styled")?.width, 120, "the style draws the press")
        XCTAssertTrue(h.send(.pointerUp(CGPoint(x: 50, y: 20))))
        XCTAssertEqual(log.value, 1)
        XCTAssertEqual(h.graph.frame(of: "styled")?.width, 100)
    }

    func testDraggingOutsideCancelsAndComingBackRestores() {
        let log = EventLog()
        let h = harness(log)
        h.send(.pointerDown(CGPoint(x: 50, y: 20)))
        h.send(.pointerMoved(CGPoint(x: 300, y: 200)))
        XCTAssertEqual(h.graph.frame(of: "styled")?.width, 100, "outside: not pressed")
        h.send(.pointerUp(CGPoint(x: 300, y: 200)))
        XCTAssertEqual(log.value, 0, "released outside: no action")
        h.send(.pointerDown(CGPoint(x: 50, y: 20)))
        h.send(.pointerMoved(CGPoint(x: 300, y: 200)))
        h.send(.pointerMoved(CGPoint(x: 60, y: 20)))
        XCTAssertEqual(h.graph.frame(of: "styled")?.width, 120, "back inside: pressed again")
        h.send(.pointerUp(CGPoint(x: 60, y: 20)))
        XCTAssertEqual(log.value, 1)
    }

    func testKeyboardAndGamepadActivateTheFocusedButton() {
        let log = EventLog()
        let h = harness(log)
        XCTAssertTrue(h.press(.tab), "Tab focuses the button")
        XCTAssertNotNil(h.graph.focusedFrame)
        h.send(.keyDown(.return))
        XCTAssertEqual(h.graph.frame(of: "styled")?.width, 120, "held Return shows pressed")
        XCTAssertEqual(log.value, 0)
        h.send(.keyUp(.return))
        XCTAssertEqual(log.value, 1)
        h.press(.space)
        XCTAssertEqual(log.value, 2)
        XCTAssertTrue(h.press(.a))
        XCTAssertEqual(log.value, 3)
    }

    func testTouchIsAPressAndRelease() {
        // Hosts turn finger down/up into pointer down/up at the finger's point.
        let log = EventLog()
        let h = harness(log)
        XCTAssertTrue(h.click(10, 10))
        XCTAssertEqual(log.value, 1)
    }

    func testDisabledButtonNeitherFiresNorFocusesAndIsDimmed() {
        let log = EventLog()
        let h = harness(log, disabled: true)
        XCTAssertTrue(h.click(50, 20), "a click on the disabled button is still the HUD's")
        XCTAssertFalse(h.press(.tab), "nothing to focus")
        h.press(.a)
        XCTAssertEqual(log.value, 0)
        let dimmed = h.graph.displayList.operations.contains {
            if case .pushOpacity(let o) = $0 { return abs(Double(o) - ButtonStyleConfiguration.disabledOpacity) < 1e-6 }
            return false
        }
        XCTAssertTrue(dimmed)
    }

    func testDefaultStyleShowsFocusRing() {
        let h = InputHarness { Button("Play") {} }
        func strokeWidths() -> [CGFloat] {
            h.graph.displayList.operations.compactMap {
                if case .stroke(_, _, let style) = $0 { return style.lineWidth }
                return nil
            }
        }
        XCTAssertEqual(strokeWidths(), [], "borderless: nothing around the label")
        h.press(.tab)
        XCTAssertEqual(strokeWidths(), [2], "focused: a ring")
    }

    func testPrimitiveStyleDrivesTheButton() {
        struct TapStyle: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.frame(width: 80, height: 30).background(Color.red)
                    .onTapGesture(count: 2) { configuration.trigger() }
            }
        }
        let log = EventLog()
        let h = InputHarness {
            Button {
                log.value += 1
            } label: {
                Text("Hi")
            }.buttonStyle(TapStyle())
        }
        h.click(10, 10)
        XCTAssertEqual(log.value, 0, "this style fires on a double tap")
        h.time += 0.1
        h.click(10, 10)
        XCTAssertEqual(log.value, 1)
    }
}
