import Foundation
import XCTest

@testable import Tessera

/// Hit testing on the last frame's geometry, front to back (docs/LayoutRules.md for the frames).
final class HitTestingTests: XCTestCase {
    func testOverlayIsHitBeforeItsContent() {
        let log = EventLog()
        let h = InputHarness {
            Color.red.frame(width: 100, height: 100).onTapGesture { log.log.append("base") }
                .overlay(Color.blue.frame(width: 40, height: 40).onTapGesture { log.log.append("overlay") })
        }
        XCTAssertTrue(h.click(50, 50))
        XCTAssertTrue(h.click(10, 10))
        XCTAssertEqual(log.log, ["overlay", "base"])
    }

    func testBackgroundIsHitAfterItsContent() {
        let log = EventLog()
        let h = InputHarness {
            Color.red.frame(width: 40, height: 40).onTapGesture { log.log.append("content") }
                .padding(30)
                .background(Color.blue.onTapGesture { log.log.append("background") })
        }
        h.click(50, 50)
        h.click(5, 5)
        XCTAssertEqual(log.log, ["content", "background"])
    }

    func testLaterZStackChildFirstAndZIndexOverrides() {
        let log = EventLog()
        let h = InputHarness {
            ZStack {
                Color.red.frame(width: 100, height: 100).onTapGesture { log.log.append("first") }
                Color.blue.frame(width: 100, height: 100).onTapGesture { log.log.append("second") }
            }
        }
        h.click(50, 50)
        XCTAssertEqual(log.log, ["second"])
        let z = InputHarness {
            ZStack {
                Color.red.frame(width: 100, height: 100).onTapGesture { log.log.append("first") }.zIndex(1)
                Color.blue.frame(width: 100, height: 100).onTapGesture { log.log.append("second") }
            }
        }
        z.click(50, 50)
        XCTAssertEqual(log.log, ["second", "first"])
        // Drawing order follows zIndex too: the red fill is the last one drawn.
        let fills = z.graph.displayList.operations.compactMap { op -> Color.Resolved? in
            if case .fill(_, .color(let c)) = op { return c }
            return nil
        }
        XCTAssertEqual(fills.last, Color.red.resolve(colorScheme: .light))
    }

    func testOffsetMovesTheHitArea() {
        let log = EventLog()
        let h = InputHarness {
            Color.red.frame(width: 50, height: 50).onTapGesture { log.value += 1 }.offset(x: 100, y: 0)
        }
        XCTAssertFalse(h.click(25, 25), "the old place is empty")
        XCTAssertTrue(h.click(125, 25))
        XCTAssertEqual(log.value, 1)
    }

    func testRotationAndScaleTransformThePointBack() {
        let log = EventLog()
        // A 100×10 bar centred at (50, 50), turned upright.
        let rotated = InputHarness {
            Color.red.frame(width: 100, height: 10).onTapGesture { log.log.append("rotated") }
                .rotationEffect(.degrees(90)).padding(.top, 45)
        }
        XCTAssertFalse(rotated.click(10, 50), "the unrotated bar's end")
        XCTAssertTrue(rotated.click(50, 20))
        // A 20×20 square at the origin scaled 3× about its top-leading corner covers 60×60.
        let scaled = InputHarness {
            Color.red.frame(width: 20, height: 20).onTapGesture { log.log.append("scaled") }
                .scaleEffect(3, anchor: .topLeading)
        }
        XCTAssertTrue(scaled.click(55, 55))
        XCTAssertFalse(scaled.click(65, 65))
        XCTAssertEqual(log.log, ["rotated", "scaled"])
    }

    func testClippingHidesTheHitArea() {
        let log = EventLog()
        let h = InputHarness {
            Color.red.frame(width: 200, height: 50).onTapGesture { log.value += 1 }
                .frame(width: 50, height: 50, alignment: .leading).clipped()
        }
        XCTAssertFalse(h.click(150, 25))
        XCTAssertTrue(h.click(25, 25))
        let round = InputHarness {
            Color.red.frame(width: 100, height: 100).onTapGesture { log.value += 10 }.clipShape(Circle())
        }
        XCTAssertFalse(round.click(5, 5), "outside the circle's corner")
        XCTAssertTrue(round.click(50, 50))
        XCTAssertEqual(log.value, 11)
    }

    func testContentShapeMakesGapsHittableAndLimitsTheArea() {
        let log = EventLog()
        let gap = InputHarness {
            VStack(spacing: 40) {
                Color.red.frame(width: 100, height: 20)
                Color.red.frame(width: 100, height: 20)
            }.onTapGesture { log.log.append("stack") }
        }
        XCTAssertFalse(gap.click(50, 40), "nothing is drawn in the gap")
        let shaped = InputHarness {
            VStack(spacing: 40) {
                Color.clear.frame(width: 100, height: 20)
                Color.clear.frame(width: 100, height: 20)
            }.contentShape(Rectangle()).onTapGesture { log.log.append("shaped") }
        }
        XCTAssertTrue(shaped.click(50, 40))
        let circle = InputHarness {
            Color.red.frame(width: 100, height: 100).contentShape(Circle()).onTapGesture { log.log.append("circle") }
        }
        XCTAssertFalse(circle.click(3, 3))
        XCTAssertTrue(circle.click(50, 50))
        XCTAssertEqual(log.log, ["shaped", "circle"])
    }

    func testHiddenTransparentAndNonHittingViewsPassThrough() {
        let log = EventLog()
        func scene<Front: View>(_ front: Front) -> some View {
            ZStack {
                Color.red.frame(width: 100, height: 100).onTapGesture { log.log.append("back") }
                front
            }
        }
        let fronts: [AnyView] = [
            AnyView(Color.blue.frame(width: 100, height: 100).onTapGesture { log.log.append("front") }.hidden()),
            AnyView(Color.blue.frame(width: 100, height: 100).onTapGesture { log.log.append("front") }.opacity(0)),
            AnyView(Color.blue.frame(width: 100, height: 100).onTapGesture { log.log.append("front") }.allowsHitTesting(false)),
        ]
        for front in fronts {
            let h = InputHarness { scene(front) }
            h.click(50, 50)
        }
        XCTAssertEqual(log.log, ["back", "back", "back"])
    }

    func testDisabledViewIsHitButDoesNothing() {
        let log = EventLog()
        let h = InputHarness {
            ZStack {
                Color.red.frame(width: 100, height: 100).onTapGesture { log.log.append("back") }
                Color.blue.frame(width: 100, height: 100).onTapGesture { log.log.append("front") }.disabled(true)
            }
        }
        XCTAssertTrue(h.click(50, 50), "the HUD used the click: it is on a drawn view")
        XCTAssertEqual(log.log, [])
    }
}
