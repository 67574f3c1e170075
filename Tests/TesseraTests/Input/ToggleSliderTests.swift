import Foundation
import XCTest

@testable import Tessera

/// `Toggle` (switch) and `Slider`, as the sample game's settings use them.
final class ToggleSliderTests: XCTestCase {
    final class Settings {
        var music = false
        var volume = 0.5
    }

    func testToggleFlipsFromClickKeyAndGamepad() {
        let settings = Settings()
        let isOn = Binding(get: { settings.music }, set: { settings.music = $0 })
        let h = InputHarness { Toggle("Music", isOn: isOn).frame(width: 200) }
        h.click(100, 15)
        XCTAssertTrue(settings.music)
        h.press(.tab)
        h.press(.return)
        XCTAssertFalse(settings.music)
        h.press(.a)
        XCTAssertTrue(settings.music)
    }

    func testToggleSwitchKnobMoves() {
        let settings = Settings()
        let isOn = Binding(get: { settings.music }, set: { settings.music = $0 })
        let h = InputHarness { Toggle("Music", isOn: isOn).frame(width: 200) }
        func knobX() -> CGFloat? {
            h.graph.displayList.operations.compactMap { op -> CGFloat? in
                if case .fill(.ellipse(let r), _) = op { return r.minX }
                return nil
            }.first
        }
        let off = knobX()
        h.click(100, 15)
        let on = knobX()
        XCTAssertNotNil(off)
        XCTAssertEqual((on ?? 0) - (off ?? 0), 18, accuracy: 0.5, "the knob crosses the 44-point track")
    }

    func testSliderDragClickAndArrows() {
        let settings = Settings()
        let value = Binding(get: { settings.volume }, set: { settings.volume = $0 })
        // 224 points wide at x 0: the knob's centre runs from 12 to 212.
        let h = InputHarness { Slider(value: value, in: 0...100, step: 1).frame(width: 224) }
        h.click(212, 14)
        XCTAssertEqual(settings.volume, 100)
        h.send(.pointerDown(CGPoint(x: 200, y: 14)))
        h.send(.pointerMoved(CGPoint(x: 62, y: 14)))
        h.send(.pointerUp(CGPoint(x: 62, y: 14)))
        XCTAssertEqual(settings.volume, 25)
        h.press(.rightArrow)
        XCTAssertEqual(settings.volume, 26, "the focused slider takes arrows")
        h.press(.dpadLeft)
        h.press(.dpadLeft)
        XCTAssertEqual(settings.volume, 24)
        h.send(.pointerDown(CGPoint(x: -500, y: 14)))
        h.send(.pointerMoved(CGPoint(x: -900, y: 14)))
        h.send(.pointerUp(CGPoint(x: -900, y: 14)))
        XCTAssertEqual(settings.volume, 24, "a press outside does nothing")
    }
}
