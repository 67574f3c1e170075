import Foundation
import XCTest

@testable import Tessera

/// Input that must not crash or misfire (docs/Robustness.md, Input).
final class BadInputEventTests: XCTestCase {
    func testEventsBeforeTheFirstFrameAreNotUsed() {
        let graph = ViewGraph()
        XCTAssertFalse(graph.handle(InputEvent(.pointerDown(CGPoint(x: 1, y: 1)))))
        XCTAssertFalse(graph.handle(InputEvent(.keyDown(.tab))))
        XCTAssertFalse(graph.handle(InputEvent(.gamepadButtonDown(.a))))
        XCTAssertFalse(graph.handle(InputEvent(.timeAdvanced, timestamp: .nan)))
    }

    func testNonFiniteClicksHitNothing() {
        let log = EventLog()
        let h = InputHarness { Color.red.frame(width: 100, height: 100).onTapGesture { log.value += 1 } }
        for p in [CGPoint(x: CGFloat.nan, y: 10), CGPoint(x: 10, y: CGFloat.infinity), CGPoint(x: -CGFloat.infinity, y: CGFloat.nan)] {
            XCTAssertFalse(h.click(p))
        }
        // A press that ends at NaN ends without a tap.
        h.send(.pointerDown(CGPoint(x: 10, y: 10)))
        h.send(.pointerMoved(CGPoint(x: CGFloat.nan, y: 10)))
        h.send(.pointerUp(CGPoint(x: CGFloat.nan, y: .nan)))
        XCTAssertEqual(log.value, 0)
        XCTAssertTrue(h.click(10, 10))
        XCTAssertEqual(log.value, 1)
    }

    func testControllerUnpluggedMidPressDoesNotFire() {
        let log = EventLog()
        let h = InputHarness { Button("Fire") { log.value += 1 } }
        h.press(.dpadDown)
        XCTAssertNotNil(h.graph.focusedFrame)
        h.send(.gamepadButtonDown(.a))
        h.send(.gamepadDisconnected)
        h.send(.gamepadButtonUp(.a))
        XCTAssertEqual(log.value, 0)
        h.press(.a)
        XCTAssertEqual(log.value, 1, "a later press works")
    }

    func testTenThousandEventsInOneFrame() {
        let log = EventLog()
        let h = InputHarness {
            HStack {
                ForEach(0..<10, id: \.self) { i in
                    Button("\(i)") { log.value += 1 }
                }
            }
        }
        var used = 0
        for i in 0..<10_000 {
            let x = CGFloat(i % 400)
            let kind: InputEvent.Kind
            switch i % 5 {
            case 0: kind = .pointerMoved(CGPoint(x: x, y: 20))
            case 1: kind = .pointerDown(CGPoint(x: x, y: 20))
            case 2: kind = .pointerUp(CGPoint(x: x, y: 20))
            case 3: kind = .keyDown(.rightArrow)
            default: kind = .gamepadButtonDown(.a)
            }
            if h.graph.handle(InputEvent(kind, timestamp: Double(i) * 1e-4)) { used += 1 }
        }
        h.frame()
        XCTAssertGreaterThan(log.value, 0)
        XCTAssertGreaterThan(used, 0)
        XCTAssertNotNil(h.graph.focusedFrame)
    }

    func testWindowResizedToZeroMidDrag() {
        var ended: [CGSize] = []
        var size = CGSize(width: 400, height: 300)
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        let view = Color.red.frame(width: 100, height: 100).gesture(DragGesture().onEnded { ended.append($0.translation) })
        graph.update(view, size: size)
        graph.handle(InputEvent(.pointerDown(CGPoint(x: 10, y: 10))))
        graph.handle(InputEvent(.pointerMoved(CGPoint(x: 40, y: 10))))
        size = .zero
        graph.update(view, size: size)
        graph.handle(InputEvent(.pointerMoved(CGPoint(x: 80, y: 10))))
        graph.handle(InputEvent(.pointerUp(CGPoint(x: 90, y: 10))))
        graph.update(view, size: size)
        XCTAssertEqual(ended, [CGSize(width: 80, height: 0)], "the drag ends once, where the pointer was released")
    }
}
