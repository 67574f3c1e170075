import Foundation
import XCTest

@testable import Tessera

/// A graph with a view, laid out at the top-left of a 400×300 window, that takes events the
/// way a host passes them: each `send` is handled, then the next frame is laid out.
final class InputHarness<Content: View> {
    let graph = ViewGraph()
    let size: CGSize
    let content: () -> Content
    /// The time put on the next event (seconds).
    var time: Double = 0

    init(size: CGSize = CGSize(width: 400, height: 300), @ViewBuilder _ content: @escaping () -> Content) {
        self.size = size
        self.content = content
        graph.rootPlacement = .topLeading
        frame()
    }

    /// Lays out the next frame.
    func frame() {
        graph.update(content(), size: size)
    }

    /// Handles `kind` at the current time, then lays out a frame; returns whether it was used.
    @discardableResult
    func send(_ kind: InputEvent.Kind) -> Bool {
        let used = graph.handle(InputEvent(kind, timestamp: time))
        frame()
        return used
    }

    /// A click: pointer down and up at `point`.
    @discardableResult
    func click(_ point: CGPoint) -> Bool {
        let down = send(.pointerDown(point))
        let up = send(.pointerUp(point))
        return down && up
    }

    @discardableResult
    func click(_ x: CGFloat, _ y: CGFloat) -> Bool { click(CGPoint(x: x, y: y)) }

    /// A key pressed and released.
    @discardableResult
    func press(_ key: Key, modifiers: EventModifiers = []) -> Bool {
        let down = send(.keyDown(key, modifiers: modifiers))
        send(.keyUp(key, modifiers: modifiers))
        return down
    }

    /// A gamepad button pressed and released.
    @discardableResult
    func press(_ button: GamepadButton) -> Bool {
        let down = send(.gamepadButtonDown(button))
        send(.gamepadButtonUp(button))
        return down
    }

    /// Advances the clock by `seconds` and tells the graph.
    func advance(_ seconds: Double) {
        time += seconds
        send(.timeAdvanced)
    }
}

/// A counter a view's handlers can write to from a test (a class, so closures share it).
final class EventLog {
    var value = 0
    var log: [String] = []
}
