import Foundation
import XCTest

@testable import Tessera

/// The scripted-input text format and its driver.
final class InputScriptTests: XCTestCase {
    func testParsesEveryStep() throws {
        let script = try InputScript(
            """
            # a session
            move 1 2
            click 3 4   # a click
            key tab shift
            key down return
            pad a
            pad up b
            pad unplug
            scroll 0 -40 5 6
            text hello there
            wait 0.5
            """)
        XCTAssertEqual(
            script.steps,
            [
                .event(.pointerMoved(CGPoint(x: 1, y: 2))), .event(.pointerDown(CGPoint(x: 3, y: 4))),
                .event(.pointerUp(CGPoint(x: 3, y: 4))),
                .event(.keyDown(.tab, modifiers: .shift)), .event(.keyUp(.tab, modifiers: .shift)), .event(.keyDown(.return)),
                .event(.gamepadButtonDown(.a)), .event(.gamepadButtonUp(.a)), .event(.gamepadButtonUp(.b)), .event(.gamepadDisconnected),
                .event(.scroll(delta: CGSize(width: 0, height: -40), at: CGPoint(x: 5, y: 6))), .event(.text("hello there")), .wait(0.5),
            ])
    }

    func testBadLinesNameTheirLine() {
        XCTAssertThrowsError(try InputScript("move 1 2\nclick 1\n")) { error in
            XCTAssertEqual(error as? InputScript.ParseError, InputScript.ParseError(line: 2, text: "click 1"))
        }
        XCTAssertThrowsError(try InputScript("key f13"))
        XCTAssertThrowsError(try InputScript("pad z"))
    }

    func testDriverPlaysAUIWithItsOwnClock() throws {
        let log = EventLog()
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        let view = VStack(spacing: 0) {
            Button("one") { log.log.append("one") }
            Button("two") { log.log.append("two") }
            Color.red.frame(width: 50, height: 50).onLongPressGesture { log.log.append("long") }
        }
        graph.update(view, size: CGSize(width: 300, height: 300))
        var driver = InputScriptDriver()
        let used = driver.play(try InputScript("key tab\nkey down\nkey return\ndown 10 10\nup 10 10\n"), into: graph) {
            graph.update(view, size: CGSize(width: 300, height: 300))
        }
        XCTAssertEqual(log.log, ["two", "one"])
        XCTAssertGreaterThan(used, 3)
        let top = try XCTUnwrap(graph.focusedFrame).minY
        XCTAssertEqual(top, 0, "the click focused the first button")
        let squareY = graph.rootSize.height - 25
        driver.play(try InputScript("down 25 \(squareY)\nwait 0.3\nwait 0.3\nup 25 \(squareY)"), into: graph) {
            graph.update(view, size: CGSize(width: 300, height: 300))
        }
        XCTAssertEqual(log.log, ["two", "one", "long"])
        XCTAssertEqual(driver.time, 0.6, accuracy: 1e-9)
    }
}
