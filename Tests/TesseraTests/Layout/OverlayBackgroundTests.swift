import Foundation
import XCTest

@testable import Tessera

/// docs/LayoutRules.md §5 background / overlay.
final class OverlayBackgroundTests: XCTestCase {
    // §5 size = the primary's size; the secondary never affects layout
    func testSizeComesFromThePrimary() {
        let graph = layout(rect(50, 30).background(rect(200, 200)).named("v"))
        XCTAssertFrame(graph, "v", 0, 0, 50, 30)
    }

    // §5 the secondary is proposed the primary's size
    func testSecondaryIsProposedThePrimarysSize() {
        let graph = layout(rect(50, 30).overlay(Color.blue.named("o")).background(Color.green.named("b")))
        XCTAssertFrame(graph, "o", 0, 0, 50, 30)
        XCTAssertFrame(graph, "b", 0, 0, 50, 30)
    }

    // §5 alignment of the secondary (builder form)
    func testOverlayAlignment() {
        let graph = layout(rect(50, 30).overlay(alignment: .topTrailing) { rect(10, 10).named("o") })
        XCTAssertFrame(graph, "o", 40, 0, 10, 10)
    }

    // §5 alignment of the secondary (view form)
    func testBackgroundAlignmentViewForm() {
        let graph = layout(rect(50, 30).background(rect(10, 10).named("b"), alignment: .bottomLeading))
        XCTAssertFrame(graph, "b", 0, 20, 10, 10)
    }

    // §5 default alignment is centre; the secondary may overflow
    func testSecondaryCanOverflowCentred() {
        let graph = layout(rect(50, 30).background(rect(80, 50).named("b")))
        XCTAssertFrame(graph, "b", -15, -10, 80, 50)
    }

    // §5 text in an overlay is proposed the primary's size (one truncated line fits 50×30)
    func testTextOverlayIsLimitedByThePrimarysSize() {
        let graph = layout(rect(50, 30).overlay(Text("Hello World").font(ten).named("t")))
        XCTAssertFrame(graph, "t", 0, 5, 50, 20)
    }

    // §5 the secondary does not change a stack's layout
    func testSecondaryDoesNotAffectTheParentStack() {
        let graph = layout(
            HStack(spacing: 0) {
                rect(10, 10).background(rect(100, 100))
                rect(10, 10).named("b")
            }.named("stack"))
        XCTAssertFrame(graph, "stack", 0, 0, 20, 10)
        XCTAssertFrame(graph, "b", 10, 0, 10, 10)
    }

    // §5 several views in the builder are an implicit ZStack with the modifier's alignment
    func testSeveralSecondaryViewsAreAZStackWithTheAlignment() {
        let graph = layout(
            rect(50, 30).background(alignment: .bottomTrailing) {
                rect(20, 20).named("x")
                rect(10, 10).named("y")
            })
        XCTAssertFrame(graph, "x", 30, 10, 20, 20)
        XCTAssertFrame(graph, "y", 40, 20, 10, 10)
    }

    // §5 the secondary is proposed the primary's final size even when the primary overflows its proposal
    func testSecondaryFollowsAnOverflowingPrimary() {
        let graph = layout(Text("Hello World").font(ten).fixedSize().background(Color.blue.named("b")).frame(width: 50))
        XCTAssertFrame(graph, "b", -30, 0, 110, 20)
    }

    // §5 a GeometryReader in a background reads the primary's size
    func testGeometryReaderInABackgroundSeesThePrimarysSize() {
        let sizes = Recorder<CGSize>()
        layout(
            rect(64, 24).background(
                GeometryReader { proxy in
                    let _ = sizes.record(proxy.size)
                    Color.clear
                }))
        XCTAssertEqual(sizes.values.last, CGSize(width: 64, height: 24))
    }

    // §5 border is an overlay: render only
    func testBorderDoesNotChangeLayout() {
        let graph = layout(rect(50, 30).border(Color.black, width: 4).named("v"))
        XCTAssertFrame(graph, "v", 0, 0, 50, 30)
    }
}
