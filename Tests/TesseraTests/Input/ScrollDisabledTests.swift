import Foundation
import XCTest

@testable import Tessera

/// `scrollDisabled(_:)`: the player cannot scroll; focus still scrolls.
final class ScrollDisabledTests: XCTestCase {
    private func rows(disabled: Bool) -> InputHarness<some View> {
        InputHarness(size: CGSize(width: 300, height: 200)) {
            ScrollView {
                VStack(spacing: 10) {
                    ForEach(0..<20, id: \.self) { Color.gray.frame(height: 40).focusable().accessibilityIdentifier("row\($0)") }
                }
            }
            .scrollDisabled(disabled)
        }
    }

    func testNeitherTheWheelNorADragScrollsADisabledScrollView() {
        let h = rows(disabled: true)
        h.send(.scroll(delta: CGSize(width: 0, height: -100), at: CGPoint(x: 10, y: 10)))
        XCTAssertEqual(h.graph.frame(of: "row0")?.minY, 0)
        h.send(.pointerDown(CGPoint(x: 10, y: 150)))
        h.send(.pointerMoved(CGPoint(x: 10, y: 30)))
        h.send(.pointerUp(CGPoint(x: 10, y: 30)))
        XCTAssertEqual(h.graph.frame(of: "row0")?.minY, 0)

        let enabled = rows(disabled: false)
        enabled.send(.scroll(delta: CGSize(width: 0, height: -100), at: CGPoint(x: 10, y: 10)))
        XCTAssertEqual(enabled.graph.frame(of: "row0")?.minY, -100, "the same scroll view scrolls when enabled")
    }

    func testFocusStillScrollsAFocusedRowIntoSight() {
        let h = rows(disabled: true)
        h.press(.tab)
        for _ in 0..<6 { h.press(.downArrow) }
        XCTAssertEqual(h.graph.frame(of: "row6")?.maxY, 200)
    }

    func testTheEnvironmentSaysWhetherScrollingIsEnabled() {
        XCTAssertTrue(EnvironmentValues().isScrollEnabled)
    }
}
