import Foundation
import XCTest

@testable import Tessera

/// Handlers that redraw the graph while it delivers their event, focus bindings that name two
/// views at once, and controls over hostile ranges: no trap, no endless recursion, finite values.
final class EventRobustnessTests: XCTestCase {
    private let size = CGSize(width: 400, height: 300)

    private func graphShowing(_ view: some View) -> ViewGraph {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        graph.update(view, size: size)
        return graph
    }

    /// A game drawing its loading screen from a key press: the focused view's handler redraws the
    /// graph with a much smaller tree, and the container around it has a handler for the key too.
    func testAKeyHandlerThatRedrawsTheGraphDoesNotTrapAndItsFrameIsDrawnAfterTheEvent() {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        var outerRan = false
        let menu = VStack {
            ForEach(0..<20) { _ in
                Color.red.frame(width: 10, height: 10).focusable()
                    .onKeyPress(.space) {
                        graph.update(Text("loading…").named("loading"), size: self.size)
                        return .ignored
                    }
            }
        }
        .onKeyPress(.space) {
            outerRan = true
            return .handled
        }
        graph.update(menu, size: size)
        graph.handle(InputEvent(.keyDown(.tab)))
        graph.update(menu, size: size)
        XCTAssertTrue(graph.handle(InputEvent(.keyDown(.space))), "the container's handler still takes the key")
        XCTAssertTrue(outerRan)
        XCTAssertNotNil(graph.frame(of: "loading"), "the redraw the handler asked for ran once the event was delivered")
    }

    func testAMoveCommandHandlerThatRedrawsTheGraphDoesNotTrap() {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        var moves = 0
        let menu = HStack {
            ForEach(0..<20) { _ in Color.red.frame(width: 10, height: 10).focusable() }
        }
        .onMoveCommand { _ in
            moves += 1
            graph.update(Text("loading…"), size: self.size)
        }
        .onMoveCommand { _ in moves += 1 }
        graph.update(menu, size: size)
        graph.handle(InputEvent(.keyDown(.tab)))
        graph.update(menu, size: size)
        graph.handle(InputEvent(.keyDown(.rightArrow)))
        XCTAssertEqual(moves, 2, "both handlers around the focused view ran")
    }

    /// A slider's binding setter that redraws (a game applying a volume change at once), then the
    /// press goes on to focus the slider.
    func testADragHandlerThatRedrawsTheGraphDoesNotTrap() {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        var volume = 0.5
        let binding = Binding(
            get: { volume },
            set: {
                volume = $0
                graph.update(Text("applying…"), size: self.size)
            })
        let screen = VStack(spacing: 0) {
            ForEach(0..<20) { _ in Color.blue.frame(width: 200, height: 1) }
            Slider(value: binding).frame(width: 200)
        }
        graph.update(screen, size: size)
        graph.handle(InputEvent(.pointerDown(CGPoint(x: 20, y: 34))))
        graph.handle(InputEvent(.pointerMoved(CGPoint(x: 120, y: 34))))
        graph.handle(InputEvent(.pointerUp(CGPoint(x: 120, y: 34))))
        XCTAssertNotEqual(volume, 0.5, "the drag set the volume")
        XCTAssertTrue(volume.isFinite && (0...1).contains(volume), "\(volume)")
    }

    /// `onAppear` writing the focus state, as a menu that focuses its first button does.
    func testTwoViewsFocusedOnOneBoolFocusOneAndStay() {
        struct Menu: View {
            @FocusState var flag: Bool
            var body: some View {
                VStack {
                    Color.red.frame(width: 10, height: 10).focusable().focused($flag).named("a")
                    Color.red.frame(width: 10, height: 10).focusable().focused($flag).named("b")
                }
                .onAppear { flag = true }
            }
        }
        let graph = graphShowing(Menu())
        graph.update(Menu(), size: size)
        let focused = graph.focusedIdentifier
        XCTAssertNotNil(focused, "one of the two bound views takes focus")
        for _ in 0..<3 { graph.update(Menu(), size: size) }
        XCTAssertEqual(graph.focusedIdentifier, focused, "and keeps it")
    }

    func testARepeatedValueInFocusedEqualsFocusesOneViewAndStays() {
        final class Box { var binding: FocusState<Int?>.Binding? }
        struct Levels: View {
            let box: Box
            @FocusState var selected: Int?
            var body: some View {
                let _ = (box.binding = $selected)
                HStack {
                    ForEach(Array([1, 2, 2, 3].enumerated()), id: \.offset) { item in
                        Color.red.frame(width: 10, height: 10).focusable().focused($selected, equals: item.element)
                            .named("level \(item.offset)")
                    }
                }
            }
        }
        let box = Box()
        let graph = graphShowing(Levels(box: box))
        box.binding?.wrappedValue = 2
        graph.update(Levels(box: box), size: size)
        let focused = graph.focusedIdentifier
        XCTAssertTrue(focused == "level 1" || focused == "level 2", "\(String(describing: focused))")
        for _ in 0..<3 { graph.update(Levels(box: box), size: size) }
        XCTAssertEqual(graph.focusedIdentifier, focused, "focus stays on one of the two")
        XCTAssertEqual(box.binding?.wrappedValue, 2)
        box.binding?.wrappedValue = 3
        graph.update(Levels(box: box), size: size)
        XCTAssertEqual(graph.focusedIdentifier, "level 3", "the state still moves focus")
    }

    /// Moving focus off a view whose binding another view shares, by Tab: focus goes where the
    /// key sent it and stays there.
    func testTabbingBetweenTwoViewsOnOneBoolMovesFocusOnce() {
        struct Pair: View {
            @FocusState var flag: Bool
            var body: some View {
                HStack {
                    Color.red.frame(width: 10, height: 10).focusable().focused($flag).named("a")
                    Color.red.frame(width: 10, height: 10).focusable().focused($flag).named("b")
                }
            }
        }
        let graph = graphShowing(Pair())
        graph.handle(InputEvent(.keyDown(.tab)))
        graph.update(Pair(), size: size)
        XCTAssertEqual(graph.focusedIdentifier, "a")
        graph.handle(InputEvent(.keyDown(.tab)))
        for _ in 0..<3 { graph.update(Pair(), size: size) }
        XCTAssertEqual(graph.focusedIdentifier, "b")
    }

    func testASliderOverTheWholeDoubleRangeWritesFiniteValues() {
        for bounds in [-1e308...1e308, -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude] {
            var written: [Double] = []
            var value = 0.0
            let binding = Binding(
                get: { value },
                set: {
                    value = $0; written.append($0)
                })
            let graph = graphShowing(Slider(value: binding, in: bounds).frame(width: 200))
            // Pressed at its leading end, in the middle, at its trailing end, then moved by keys.
            for x in [0.0, 12, 100, 188, 200] {
                graph.handle(InputEvent(.pointerDown(CGPoint(x: x, y: 14))))
                graph.handle(InputEvent(.pointerUp(CGPoint(x: x, y: 14))))
                graph.update(Slider(value: binding, in: bounds).frame(width: 200), size: size)
            }
            for key in [Key.leftArrow, .rightArrow, .rightArrow] {
                graph.handle(InputEvent(.keyDown(key)))
                graph.update(Slider(value: binding, in: bounds).frame(width: 200), size: size)
            }
            XCTAssertGreaterThanOrEqual(written.count, 5)
            XCTAssertTrue(written.allSatisfy { $0.isFinite && bounds.contains($0) }, "\(bounds): \(written)")
            XCTAssertEqual(written.first, bounds.lowerBound, "pressed at its leading end")
            XCTAssertTrue(written.contains { abs($0) <= bounds.upperBound * 1e-9 }, "pressed in the middle: \(written)")
        }
    }
}
