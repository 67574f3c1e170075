import Foundation
import XCTest

@testable import Tessera

/// Taps, long presses, drags, hover, key presses, exit commands, appear/disappear and onChange.
final class GestureTests: XCTestCase {
    func testDoubleTapCountsTapsWithinTheInterval() {
        let log = EventLog()
        let h = InputHarness {
            Color.red.frame(width: 100, height: 100)
                .onTapGesture(count: 2) { log.log.append("double") }
                .onTapGesture { log.log.append("single") }
        }
        h.click(50, 50)
        h.time += 0.2
        h.click(50, 50)
        h.time += 1
        h.click(50, 50)
        XCTAssertEqual(log.log, ["single", "double", "single"])
    }

    func testLongPressFiresAfterItsDurationAndNotAsATap() {
        let log = EventLog()
        let h = InputHarness {
            Color.red.frame(width: 100, height: 100)
                .onLongPressGesture(minimumDuration: 0.5) { log.log.append("long") }
                .onTapGesture { log.log.append("tap") }
        }
        h.send(.pointerDown(CGPoint(x: 50, y: 50)))
        h.advance(0.3)
        XCTAssertEqual(log.log, [])
        h.advance(0.3)
        XCTAssertEqual(log.log, ["long"])
        h.send(.pointerUp(CGPoint(x: 50, y: 50)))
        XCTAssertEqual(log.log, ["long"], "no tap after a long press")
    }

    func testDragReportsTranslationAndEnds() {
        let log = EventLog()
        var translations: [CGSize] = []
        let h = InputHarness {
            Color.red.frame(width: 100, height: 100)
                .gesture(
                    DragGesture().onChanged { translations.append($0.translation) }.onEnded { log.log.append("ended \($0.translation)") })
        }
        h.send(.pointerDown(CGPoint(x: 10, y: 10)))
        h.send(.pointerMoved(CGPoint(x: 14, y: 10)))
        XCTAssertEqual(translations, [], "under the minimum distance")
        h.send(.pointerMoved(CGPoint(x: 40, y: 30)))
        h.send(.pointerMoved(CGPoint(x: 200, y: 50)))
        h.send(.pointerUp(CGPoint(x: 200, y: 50)))
        XCTAssertEqual(translations, [CGSize(width: 30, height: 20), CGSize(width: 190, height: 40)])
        XCTAssertEqual(log.log, ["ended \(CGSize(width: 190, height: 40))"])
    }

    func testHoverEntersAndLeaves() {
        let log = EventLog()
        let h = InputHarness {
            Color.red.frame(width: 100, height: 100).onHover { log.log.append($0 ? "in" : "out") }
        }
        XCTAssertFalse(h.send(.pointerMoved(CGPoint(x: 200, y: 200))))
        XCTAssertTrue(h.send(.pointerMoved(CGPoint(x: 50, y: 50))))
        h.send(.pointerMoved(CGPoint(x: 60, y: 50)))
        h.send(.pointerMoved(CGPoint(x: 200, y: 50)))
        h.send(.pointerMoved(CGPoint(x: 50, y: 50)))
        h.send(.pointerExited)
        XCTAssertEqual(log.log, ["in", "out", "in", "out"])
    }

    func testNestedHoverEntersFromTheOutsideInAndLeavesFromTheInsideOut() {
        let log = EventLog()
        let h = InputHarness {
            ZStack {
                ZStack {
                    ZStack {
                        Color.red.frame(width: 40, height: 40).onHover { log.log.append($0 ? "in 3" : "out 3") }
                    }
                    .frame(width: 60, height: 60).contentShape(Rectangle()).onHover { log.log.append($0 ? "in 2" : "out 2") }
                }
                .frame(width: 80, height: 80).contentShape(Rectangle()).onHover { log.log.append($0 ? "in 1" : "out 1") }
            }
            .frame(width: 100, height: 100)
        }
        for _ in 0..<5 {
            log.log = []
            h.send(.pointerMoved(CGPoint(x: 50, y: 50)))
            h.send(.pointerExited)
            XCTAssertEqual(log.log, ["in 1", "in 2", "in 3", "out 3", "out 2", "out 1"])
        }
        log.log = []
        h.send(.pointerMoved(CGPoint(x: 50, y: 50)))
        h.send(.pointerMoved(CGPoint(x: 12, y: 12)))
        XCTAssertEqual(log.log, ["in 1", "in 2", "in 3", "out 3", "out 2"], "leaving the inner two, still over the outer one")
    }

    func testKeyPressGoesToTheFocusedViewBeforeNavigation() {
        let log = EventLog()
        let h = InputHarness {
            HStack {
                Color.red.frame(width: 50, height: 50).focusable().accessibilityIdentifier("a")
                    .onKeyPress(.rightArrow) {
                        log.log.append("right")
                        return .handled
                    }
                Color.red.frame(width: 50, height: 50).focusable().accessibilityIdentifier("b")
            }
            .onKeyPress(keys: [.character("x")]) { press in
                log.log.append("x \(press.phase == .down)")
                return .handled
            }
            .onExitCommand { log.log.append("exit") }
        }
        h.press(.tab)
        XCTAssertEqual(h.graph.focusedIdentifier, "a")
        XCTAssertTrue(h.press(.rightArrow))
        XCTAssertEqual(h.graph.focusedIdentifier, "a", "the handler used the arrow")
        h.press(.character("x"))
        XCTAssertTrue(h.press(.escape))
        h.press(.b)
        XCTAssertFalse(h.press(.character("y")), "no handler for y")
        XCTAssertEqual(log.log, ["right", "x true", "exit", "exit"])
    }

    func testAppearAndDisappearOncePerIdentity() {
        let log = EventLog()
        var shown = true
        var title = "one"
        let h = InputHarness {
            VStack {
                if shown {
                    Text(title).onAppear { log.log.append("appear") }.onDisappear { log.log.append("disappear") }
                }
            }
        }
        h.frame()
        title = "two"
        h.frame()
        XCTAssertEqual(log.log, ["appear"], "a changed value is the same view")
        shown = false
        h.frame()
        h.frame()
        shown = true
        h.frame()
        XCTAssertEqual(log.log, ["appear", "disappear", "appear"])
    }

    func testViewsThatGoTogetherDisappearInTheOrderTheyWereShownIn() {
        let log = EventLog()
        var ids = Array(1...8)
        let h = InputHarness {
            VStack {
                ForEach(ids, id: \.self) { id in
                    Text("\(id)").onAppear { log.log.append("appear \(id)") }.onDisappear { log.log.append("disappear \(id)") }
                }
            }
        }
        h.frame()
        ids = [4]
        h.frame()
        XCTAssertEqual(log.log, (1...8).map { "appear \($0)" } + [1, 2, 3, 5, 6, 7, 8].map { "disappear \($0)" })
    }

    func testOnChangeSeesOldAndNewValues() {
        let log = EventLog()
        var value = 1
        let h = InputHarness {
            Color.red.frame(width: 10, height: 10).onChange(of: value, initial: true) { old, new in log.log.append("\(old)→\(new)") }
        }
        h.frame()
        value = 2
        h.frame()
        h.frame()
        XCTAssertEqual(log.log, ["1→1", "1→2"])
    }
}
