import Foundation
import XCTest

@testable import Tessera

/// The `Gesture` protocol: drag values, `@GestureState`, composition and arbitration between
/// the gestures of a view and its parents, played with scripted input.
final class GestureProtocolTests: XCTestCase {
    func testDragValuesAreInTheViewsLocalSpaceAndCarryVelocity() {
        var values: [DragGesture.Value] = []
        var ended: DragGesture.Value?
        let h = InputHarness {
            Color.red.frame(width: 100, height: 100)
                .gesture(DragGesture().onChanged { values.append($0) }.onEnded { ended = $0 })
                .padding(20)
        }
        h.send(.pointerDown(CGPoint(x: 30, y: 30)))
        h.time = 0.1
        h.send(.pointerMoved(CGPoint(x: 50, y: 40)))
        h.time = 0.2
        h.send(.pointerMoved(CGPoint(x: 70, y: 40)))
        h.send(.pointerUp(CGPoint(x: 70, y: 40)))
        XCTAssertEqual(values.map(\.startLocation), [CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 10)])
        XCTAssertEqual(values.map(\.location), [CGPoint(x: 30, y: 20), CGPoint(x: 50, y: 20)])
        XCTAssertEqual(values.map(\.translation), [CGSize(width: 20, height: 10), CGSize(width: 40, height: 10)])
        XCTAssertEqual(values[0].velocity.width, 200, accuracy: 1e-9)
        XCTAssertEqual(values[0].velocity.height, 100, accuracy: 1e-9)
        XCTAssertEqual(values[1].velocity.width, 200, accuracy: 1e-9)
        XCTAssertEqual(values[1].velocity.height, 0, accuracy: 1e-9)
        XCTAssertEqual(values[1].predictedEndLocation.x, 50 + 200 * 0.499, accuracy: 1e-9)
        XCTAssertEqual(values[1].predictedEndTranslation.width, 40 + 200 * 0.499, accuracy: 1e-9)
        XCTAssertEqual(values[1].time, Date(timeIntervalSinceReferenceDate: 0.2))
        XCTAssertEqual(ended?.translation, CGSize(width: 40, height: 10))
    }

    func testDragInGlobalAndNamedSpaces() {
        var global: [CGPoint] = []
        var named: [CGPoint] = []
        let h = InputHarness {
            VStack(spacing: 0) {
                Color.clear.frame(width: 10, height: 50)
                Color.red.frame(width: 100, height: 100)
                    .gesture(DragGesture(coordinateSpace: .global).onChanged { global.append($0.location) })
                    .simultaneousGesture(DragGesture(coordinateSpace: .named("board")).onChanged { named.append($0.location) })
            }
            .padding(.leading, 30)
            .coordinateSpace(name: "board")
        }
        h.send(.pointerDown(CGPoint(x: 40, y: 60)))
        h.send(.pointerMoved(CGPoint(x: 80, y: 60)))
        h.send(.pointerUp(CGPoint(x: 80, y: 60)))
        XCTAssertEqual(global, [CGPoint(x: 80, y: 60)])
        XCTAssertEqual(named, [CGPoint(x: 80, y: 60)], "the named space starts at the window's origin here")
    }

    func testGestureStateFollowsTheDragAndResetsWhenItEnds() {
        let log = EventLog()
        let h = InputHarness { DraggableSquare(log: log) }
        h.send(.pointerDown(CGPoint(x: 10, y: 10)))
        h.send(.pointerMoved(CGPoint(x: 40, y: 30)))
        h.send(.pointerMoved(CGPoint(x: 60, y: 20)))
        h.send(.pointerUp(CGPoint(x: 60, y: 20)))
        XCTAssertEqual(log.log, ["=0.0 0.0", "=30.0 20.0", "=50.0 10.0", "=0.0 0.0"])
    }

    func testGestureStateResetsWhenTheGestureLoses() {
        let log = EventLog()
        let h = InputHarness {
            PressableSquare(log: log).gesture(DragGesture().onEnded { _ in log.log.append("drag") })
        }
        h.send(.pointerDown(CGPoint(x: 10, y: 10)))
        h.send(.pointerMoved(CGPoint(x: 20, y: 10)))
        h.send(.pointerUp(CGPoint(x: 20, y: 10)))
        XCTAssertEqual(log.log, ["=false", "=true", "=false", "drag"], "the drag cancels the long press, which resets its state")
    }

    func testAHighPriorityGestureHoldsBackTheChildsUntilItFails() {
        let log = EventLog()
        let h = InputHarness {
            DraggableSquare(log: log).highPriorityGesture(DragGesture(minimumDistance: 30).onEnded { _ in log.log.append("parent") })
        }
        h.send(.pointerDown(CGPoint(x: 10, y: 10)))
        h.send(.pointerMoved(CGPoint(x: 25, y: 10)))
        h.send(.pointerMoved(CGPoint(x: 50, y: 10)))
        h.send(.pointerUp(CGPoint(x: 50, y: 10)))
        XCTAssertEqual(log.log, ["=0.0 0.0", "parent"])
        log.log = []
        let tap = InputHarness {
            DraggableSquare(log: log).highPriorityGesture(TapGesture().onEnded { log.log.append("tap") })
        }
        tap.click(50, 50)
        tap.send(.pointerDown(CGPoint(x: 10, y: 10)))
        tap.send(.pointerMoved(CGPoint(x: 50, y: 10)))
        tap.send(.pointerUp(CGPoint(x: 50, y: 10)))
        XCTAssertEqual(log.log, ["=0.0 0.0", "tap", "=40.0 0.0", "=0.0 0.0"], "the child's drag starts once the tap fails")
    }

    func testADragBeyondItsMinimumDistanceCancelsATap() {
        let log = EventLog()
        let h = InputHarness {
            Color.red.frame(width: 100, height: 100)
                .gesture(TapGesture().onEnded { log.log.append("tap") })
                .gesture(DragGesture().onEnded { log.log.append("drag \($0.translation.width)") })
        }
        h.click(50, 50)
        h.send(.pointerDown(CGPoint(x: 10, y: 10)))
        h.send(.pointerMoved(CGPoint(x: 15, y: 10)))
        h.send(.pointerMoved(CGPoint(x: 45, y: 10)))
        h.send(.pointerUp(CGPoint(x: 45, y: 10)))
        XCTAssertEqual(log.log, ["tap", "drag 35.0"])
    }

    func testAChildsGestureWinsOverItsParentsUnlessTheParentsIsHighPriority() {
        let log = EventLog()
        let normal = InputHarness {
            Color.red.frame(width: 100, height: 100).onTapGesture { log.log.append("child") }
                .gesture(TapGesture().onEnded { log.log.append("parent") })
        }
        normal.click(50, 50)
        let high = InputHarness {
            Color.red.frame(width: 100, height: 100).gesture(TapGesture().onEnded { log.log.append("child") })
                .highPriorityGesture(TapGesture().onEnded { log.log.append("parent") })
        }
        high.click(50, 50)
        let both = InputHarness {
            Color.red.frame(width: 100, height: 100).gesture(TapGesture().onEnded { log.log.append("child") })
                .simultaneousGesture(TapGesture().onEnded { log.log.append("parent") })
        }
        both.click(50, 50)
        XCTAssertEqual(log.log, ["child", "parent", "child", "parent"])
    }

    func testAButtonWinsOverItsParentsTapButNotItsHighPriorityTap() {
        let log = EventLog()
        let h = InputHarness {
            Button("Go") { log.log.append("button") }.frame(width: 100, height: 40)
                .gesture(TapGesture().onEnded { log.log.append("parent") })
        }
        h.click(50, 20)
        let high = InputHarness {
            Button("Go") { log.log.append("button") }.frame(width: 100, height: 40)
                .highPriorityGesture(TapGesture().onEnded { log.log.append("high") })
        }
        high.click(50, 20)
        XCTAssertEqual(log.log, ["button", "high"])
    }

    func testSimultaneousGesturesBothFireWithBothValues() {
        var values: [SimultaneousGesture<DragGesture, LongPressGesture>.Value] = []
        let h = InputHarness {
            Color.red.frame(width: 100, height: 100)
                .gesture(DragGesture().simultaneously(with: LongPressGesture()).onChanged { values.append($0) })
        }
        h.send(.pointerDown(CGPoint(x: 10, y: 10)))
        h.send(.pointerMoved(CGPoint(x: 30, y: 10)))
        h.send(.pointerUp(CGPoint(x: 30, y: 10)))
        XCTAssertEqual(values.count, 2)
        XCTAssertNil(values[0].first)
        XCTAssertEqual(values[0].second, true)
        XCTAssertEqual(values[1].first?.translation, CGSize(width: 20, height: 0))
        XCTAssertEqual(values[1].second, true, "the long press keeps its value after it failed")
    }

    func testSequencedLongPressThenDrag() {
        let log = EventLog()
        let h = InputHarness {
            Color.red.frame(width: 100, height: 100)
                .gesture(
                    LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture())
                        .onChanged { value in
                            switch value {
                            case .first(let pressing): log.log.append("pressing \(pressing)")
                            case .second(let pressed, let drag):
                                log.log.append("dragging \(pressed) \(drag.map { "\($0.translation.width)" } ?? "nil")")
                            }
                        }
                        .onEnded { _ in log.log.append("ended") })
        }
        // Moving before the long press completes fails the whole sequence.
        h.send(.pointerDown(CGPoint(x: 10, y: 10)))
        h.send(.pointerMoved(CGPoint(x: 40, y: 10)))
        h.send(.pointerUp(CGPoint(x: 40, y: 10)))
        XCTAssertEqual(log.log, ["pressing true"])
        log.log = []
        h.send(.pointerDown(CGPoint(x: 10, y: 10)))
        h.advance(0.6)
        h.send(.pointerMoved(CGPoint(x: 40, y: 10)))
        h.send(.pointerMoved(CGPoint(x: 60, y: 10)))
        h.send(.pointerUp(CGPoint(x: 60, y: 10)))
        XCTAssertEqual(log.log, ["pressing true", "dragging true nil", "dragging true 30.0", "dragging true 50.0", "ended"])
    }

    func testExclusiveGesturePrefersTheFirst() {
        let log = EventLog()
        let h = InputHarness {
            Color.red.frame(width: 100, height: 100)
                .gesture(
                    TapGesture(count: 2).map { "double" }.exclusively(before: TapGesture().map { "single" })
                        .onEnded { value in
                            switch value {
                            case .first(let name), .second(let name): log.log.append(name)
                            }
                        })
        }
        h.click(50, 50)
        h.time += 0.1
        h.click(50, 50)
        h.time += 1
        h.click(50, 50)
        XCTAssertEqual(log.log, ["single", "double", "single"])
    }

    func testSpatialTapReportsItsLocation() {
        var locations: [CGPoint] = []
        let h = InputHarness {
            Color.red.frame(width: 100, height: 100).gesture(SpatialTapGesture().onEnded { locations.append($0.location) }).padding(10)
        }
        h.click(30, 40)
        XCTAssertEqual(locations, [CGPoint(x: 20, y: 30)])
    }

    func testTapGestureWithALocation() {
        var locations: [CGPoint] = []
        let h = InputHarness {
            Color.red.frame(width: 100, height: 100).onTapGesture { locations.append($0) }.padding(10)
        }
        h.click(30, 40)
        let global = InputHarness {
            Color.red.frame(width: 100, height: 100).onTapGesture(coordinateSpace: .global) { locations.append($0) }.padding(10)
        }
        global.click(30, 40)
        XCTAssertEqual(locations, [CGPoint(x: 20, y: 30), CGPoint(x: 30, y: 40)])
    }

    func testGestureMaskTurnsGesturesOff() {
        let log = EventLog()
        let h = InputHarness {
            Color.red.frame(width: 100, height: 100).onTapGesture { log.log.append("child") }
                .gesture(TapGesture().onEnded { log.log.append("parent") }, including: .gesture)
        }
        h.click(50, 50)
        let none = InputHarness {
            Color.red.frame(width: 100, height: 100).onTapGesture { log.log.append("child") }
                .gesture(TapGesture().onEnded { log.log.append("parent") }, including: .subviews)
        }
        none.click(50, 50)
        XCTAssertEqual(log.log, ["parent", "child"])
    }

    func testLongPressPressingChanges() {
        let log = EventLog()
        let h = InputHarness {
            Color.red.frame(width: 100, height: 100)
                .onLongPressGesture(minimumDuration: 0.5) {
                    log.log.append("long")
                } onPressingChanged: {
                    log.log.append("pressing \($0)")
                }
        }
        h.click(50, 50)
        h.send(.pointerDown(CGPoint(x: 50, y: 50)))
        h.advance(0.6)
        h.send(.pointerUp(CGPoint(x: 50, y: 50)))
        XCTAssertEqual(log.log, ["pressing true", "pressing false", "pressing true", "pressing false", "long"])
    }

    func testADragInAScrollViewKeepsTheScrollViewStill() {
        var translation = CGSize.zero
        let h = InputHarness {
            ScrollView {
                Color.red.frame(width: 100, height: 600).gesture(DragGesture().onChanged { translation = $0.translation })
            }
        }
        h.send(.pointerDown(CGPoint(x: 200, y: 200)))
        h.send(.pointerMoved(CGPoint(x: 200, y: 100)))
        h.send(.pointerUp(CGPoint(x: 200, y: 100)))
        XCTAssertEqual(translation, CGSize(width: 0, height: -100))
        XCTAssertEqual(h.graph.input.scrollPositions.values.first?.offset ?? .zero, .zero)
    }

    func testScriptedDragPlaysPressMovesAndRelease() throws {
        let script = try InputScript("drag 10 10 50 30 2 0.2")
        XCTAssertEqual(
            script.steps,
            [
                .event(.pointerDown(CGPoint(x: 10, y: 10))), .wait(0.1), .event(.pointerMoved(CGPoint(x: 30, y: 20))), .wait(0.1),
                .event(.pointerMoved(CGPoint(x: 50, y: 30))), .event(.pointerUp(CGPoint(x: 50, y: 30))),
            ])
        XCTAssertThrowsError(try InputScript("drag 10 10 50"))
        XCTAssertThrowsError(try InputScript("drag 10 10 50 30 0"))
        var ended: CGSize?
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        let view = Color.red.frame(width: 100, height: 100).gesture(DragGesture().onEnded { ended = $0.translation })
        graph.update(view, size: CGSize(width: 200, height: 200))
        var driver = InputScriptDriver()
        driver.play(try InputScript("drag 10 10 50 30"), into: graph) { graph.update(view, size: CGSize(width: 200, height: 200)) }
        XCTAssertEqual(ended, CGSize(width: 40, height: 20))
    }
}

/// A square that follows a drag with `@GestureState` and logs the offset it is drawn at.
private struct DraggableSquare: View {
    let log: EventLog
    @GestureState private var offset = CGSize.zero

    var body: some View {
        let _ = log.record("\(offset.width) \(offset.height)")
        Color.red.frame(width: 100, height: 100)
            .offset(offset)
            .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
    }
}

/// A square whose `@GestureState` is set while a long press is held, logged each time it draws.
private struct PressableSquare: View {
    let log: EventLog
    @GestureState private var isPressed = false

    var body: some View {
        let _ = log.record("\(isPressed)")
        Color.red.frame(width: 100, height: 100)
            .gesture(LongPressGesture().updating($isPressed) { value, state, _ in state = value })
    }
}

extension EventLog {
    /// Logs a state a view drew with, when it differs from the last state logged.
    func record(_ state: String) {
        if log.last(where: { $0.hasPrefix("=") }) != "=" + state { log.append("=" + state) }
    }
}
