import Foundation
import XCTest

@testable import Tessera

/// Right-to-left layout: docs/LayoutRules.md §4.2 (HStack order reversed) and §7 (offset x mirrored),
/// and SwiftUI's leading/trailing semantics [D: HorizontalAlignment.leading marks the leading edge,
/// which is the right edge in right-to-left layout].
final class RightToLeftTests: XCTestCase {
    private func rtl<V: View>(_ view: V) -> some View {
        view.environment(\.layoutDirection, .rightToLeft)
    }

    // §4.2 the HStack runs from its trailing (right) edge; gaps stay the same
    func testHStackWithSpacingRunsFromTheRight() {
        let graph = layout(
            rtl(
                HStack {
                    rect(10, 10).named("first")
                    rect(20, 10).named("second")
                    rect(30, 10).named("third")
                }))
        XCTAssertFrame(graph, "third", 0, 0, 30, 10)
        XCTAssertFrame(graph, "second", 38, 0, 20, 10)
        XCTAssertFrame(graph, "first", 66, 0, 10, 10)
    }

    // §4.2 a VStack is not reversed
    func testVStackKeepsItsOrder() {
        let graph = layout(
            rtl(
                VStack(spacing: 0) {
                    rect(10, 10).named("top")
                    rect(10, 10).named("bottom")
                }))
        XCTAssertFrame(graph, "top", 0, 0, 10, 10)
        XCTAssertFrame(graph, "bottom", 0, 10, 10, 10)
    }

    // leading alignment is the right edge in right-to-left layout
    func testVStackLeadingAlignmentIsTheRightEdge() {
        let graph = layout(
            rtl(
                VStack(alignment: .leading, spacing: 0) {
                    rect(10, 10).named("narrow")
                    rect(30, 10)
                }))
        XCTAssertFrame(graph, "narrow", 20, 0, 10, 10)
    }

    func testFrameLeadingAlignmentIsTheRightEdge() {
        let graph = layout(rtl(rect(10, 10).named("c").frame(width: 100, height: 20, alignment: .leading)))
        XCTAssertFrame(graph, "c", 90, 5, 10, 10)
    }

    // padding(.leading) insets the right edge in right-to-left layout
    func testLeadingPaddingIsOnTheRight() {
        let graph = layout(rtl(rect(10, 10).named("c").padding(.leading, 20).named("padding")))
        XCTAssertFrame(graph, "padding", 0, 0, 30, 10)
        XCTAssertFrame(graph, "c", 0, 0, 10, 10)
    }

    // geometry reads see the mirrored layout: a reader at the leading edge is on the right
    func testGeometryReaderReadsItsMirroredFrame() {
        let frames = Recorder<CGRect>()
        let graph = layout(
            rtl(
                HStack(spacing: 0) {
                    GeometryReader { proxy in
                        let _ = frames.record(proxy.frame(in: .global))
                        Color.red
                    }.frame(width: 10, height: 10).named("reader")
                    rect(30, 10)
                }))
        XCTAssertFrame(graph, "reader", 30, 0, 10, 10)
        XCTAssertEqual(frames.values.last, CGRectMake(30, 0, 10, 10))
    }

    // the whole graph can be right-to-left
    func testGraphEnvironmentRightToLeft() {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        graph.environment.layoutDirection = .rightToLeft
        graph.update(
            HStack(spacing: 0) {
                rect(10, 10).named("first")
                rect(20, 10).named("second")
            }, size: CGSize(width: 100, height: 100))
        XCTAssertFrame(graph, "second", 0, 0, 20, 10)
        XCTAssertFrame(graph, "first", 20, 0, 10, 10)
    }

    // a nested left-to-right region keeps its own order inside the mirrored parent
    func testNestedLeftToRightRegionKeepsItsOrder() {
        let graph = layout(
            rtl(
                HStack(spacing: 0) {
                    HStack(spacing: 0) {
                        rect(10, 10).named("a")
                        rect(20, 10).named("b")
                    }.environment(\.layoutDirection, .leftToRight)
                    rect(5, 10).named("c")
                }))
        XCTAssertFrame(graph, "c", 0, 0, 5, 10)
        XCTAssertFrame(graph, "a", 5, 0, 10, 10)
        XCTAssertFrame(graph, "b", 15, 0, 20, 10)
    }
}
