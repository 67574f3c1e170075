import Foundation
import XCTest

@testable import Tessera

/// docs/LayoutRules.md §4.3 layoutPriority.
final class LayoutPriorityTests: XCTestCase {
    private func split<V: View>(_ second: V) -> ViewGraph {
        layout(
            HStack(spacing: 0) {
                Color.red.named("a")
                second.named("b")
            }, in: CGSize(width: 200, height: 10))
    }

    // §4.3 explicit priority on the stack's child wins all the space
    func testLayoutPriorityOnTheOutermostModifierWins() {
        let graph = split(Color.blue.padding(0).layoutPriority(1))
        XCTAssertSize(graph, "a", 0, 10)
        XCTAssertSize(graph, "b", 200, 10)
    }

    // §4.3 padding reports priority 0: x.layoutPriority(1).padding() loses the priority
    func testPaddingHidesTheInnerPriority() {
        let graph = split(Color.blue.layoutPriority(1).padding(0))
        XCTAssertSize(graph, "a", 100, 10)
        XCTAssertSize(graph, "b", 100, 10)
    }

    // §4.3 frame reports priority 0
    func testFrameHidesTheInnerPriority() {
        let graph = split(Color.blue.layoutPriority(1).frame(maxWidth: .infinity))
        XCTAssertSize(graph, "a", 100, 10)
        XCTAssertSize(graph, "b", 100, 10)
    }

    // §4.3 aspectRatio reports priority 0
    func testAspectRatioHidesTheInnerPriority() {
        // With priority 0 both are infinitely flexible; b (min 10) goes first, offered 100 → 100.
        // Had the priority passed through, b would be offered all 200.
        let graph = split(Color.blue.layoutPriority(1).aspectRatio(1, contentMode: .fill))
        XCTAssertEqual(graph.frame(of: "a")?.width, 100)
        XCTAssertEqual(graph.frame(of: "b")?.width, 100)
    }

    // §4.3 fixedSize passes the priority through
    func testFixedSizePassesThePriorityThrough() {
        let graph = split(Color.blue.layoutPriority(1).fixedSize(horizontal: false, vertical: true))
        XCTAssertSize(graph, "a", 0, 10)
        XCTAssertSize(graph, "b", 200, 10)
    }

    // §4.3 background and overlay pass the priority through
    func testBackgroundAndOverlayPassThePriorityThrough() {
        let background = split(Color.blue.layoutPriority(1).background(Color.green))
        XCTAssertSize(background, "b", 200, 10)
        let overlay = split(Color.blue.layoutPriority(1).overlay(Color.green))
        XCTAssertSize(overlay, "b", 200, 10)
    }

    // §4.3 offset and render-only effects pass the priority through
    func testRenderEffectsPassThePriorityThrough() {
        XCTAssertSize(split(Color.blue.layoutPriority(1).offset(x: 3)), "b", 200, 10)
        XCTAssertSize(split(Color.blue.layoutPriority(1).opacity(0.5)), "b", 200, 10)
        XCTAssertSize(split(Color.blue.layoutPriority(1).hidden()), "b", 200, 10)
    }

    // §4.3 Spacer has priority −∞: it gets only what is left (HStack { Color; Spacer })
    func testSpacerHasNegativeInfinitePriority() {
        let graph = split(Spacer())
        XCTAssertFrame(graph, "a", 0, 0, 192, 10)
        XCTAssertFrame(graph, "b", 192, 5, 8, 0)
    }

    // §4.3 Spacer().layoutPriority(0) is an ordinary flexible child (larger minimum first)
    func testSpacerWithExplicitPriorityZeroIsOrdinary() {
        let graph = split(Spacer().layoutPriority(0))
        XCTAssertFrame(graph, "a", 0, 0, 100, 10)
        XCTAssertFrame(graph, "b", 100, 5, 100, 0)
    }

    // §4.3 negative priority still beats a Spacer
    func testNegativePriorityIsSizedBeforeASpacer() {
        let graph = layout(
            HStack(spacing: 0) {
                Spacer().named("s")
                Color.red.layoutPriority(-5).named("c")
            }, in: CGSize(width: 100, height: 10))
        XCTAssertSize(graph, "c", 92, 10)
        XCTAssertSize(graph, "s", 8, 0)
    }

    // §4.3/§4.6 ZStack: only the highest-priority children size it
    func testZStackIsSizedByItsTopPriorityChildren() {
        let view = ZStack {
            rect(100, 100).named("big")
            rect(50, 50).layoutPriority(1).named("small")
        }.named("z")
        let graph = layout(view)
        XCTAssertFrame(graph, "z", 0, 0, 50, 50)
        XCTAssertFrame(graph, "small", 0, 0, 50, 50)
        XCTAssertFrame(graph, "big", -25, -25, 100, 100)
    }

    // §4.3 text with priority keeps its ideal width; the other text truncates
    func testPriorityTextKeepsItsWidth() {
        let graph = layout(
            HStack(spacing: 0) {
                Text("Hello World").font(ten).lineLimit(1).named("low")
                Text("Hello World").font(ten).lineLimit(1).layoutPriority(1).named("high")
            }, in: CGSize(width: 150, height: 20))
        XCTAssertSize(graph, "high", 110, 20)
        XCTAssertSize(graph, "low", 40, 20)
    }

    // §4.3 position reports priority 0
    func testPositionHidesTheInnerPriority() {
        let graph = split(Color.blue.layoutPriority(1).position(x: 5, y: 5))
        XCTAssertSize(graph, "a", 100, 10)
        XCTAssertSize(graph, "b", 100, 10)
    }

    // §4.3 a priority on a Group applies to each of its views
    func testPriorityOnAGroupAppliesToEachView() {
        let graph = layout(
            HStack(spacing: 0) {
                Color.red.named("a")
                Group {
                    Color.green.named("b")
                    Color.blue.named("c")
                }.layoutPriority(1)
            }, in: CGSize(width: 200, height: 10))
        XCTAssertSize(graph, "a", 0, 10)
        XCTAssertSize(graph, "b", 100, 10)
        XCTAssertSize(graph, "c", 100, 10)
    }
}
