import Foundation
import XCTest

@testable import Tessera

/// docs/LayoutRules.md §8.1 GeometryReader.
final class GeometryReaderTests: XCTestCase {
    // §8.1 ideal size: D = 10 (the answer picked for the open question §13.1)
    func testIdealSizeIs10() {
        let graph = layout(GeometryReader { _ in Color.red }.named("g").fixedSize())
        XCTAssertFrame(graph, "g", 0, 0, 10, 10)
    }

    // §8.1 accepts the proposal
    func testAcceptsTheWholeProposal() {
        let graph = layout(GeometryReader { _ in rect(5, 5) }.named("g"), in: CGSize(width: 200, height: 100))
        XCTAssertFrame(graph, "g", 0, 0, 200, 100)
    }

    // §8.1 the child is placed at the top-leading corner (v2+)
    func testChildIsPlacedAtTheTopLeadingCorner() {
        let graph = layout(GeometryReader { _ in rect(20, 20).named("c") }.padding(10), in: CGSize(width: 200, height: 100))
        XCTAssertFrame(graph, "c", 10, 10, 20, 20)
    }

    // §8.1 every child is proposed the reader's full size
    func testChildIsProposedTheReadersSize() {
        let graph = layout(GeometryReader { _ in Color.red.named("c") }, in: CGSize(width: 200, height: 100))
        XCTAssertFrame(graph, "c", 0, 0, 200, 100)
    }

    // §8.1 proxy.size is the reader's unrounded size
    func testProxySizeIsTheUnroundedSize() {
        let sizes = Recorder<CGSize>()
        layout(
            HStack(spacing: 0) {
                GeometryReader { proxy in
                    let _ = sizes.record(proxy.size)
                    Color.red
                }
                Color.green
                Color.blue
            }, in: CGSize(width: 100, height: 10))
        XCTAssertEqual(sizes.values.last?.width ?? 0, 100.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(sizes.values.last?.height, 10)
    }

    // §8.1 frame(in: .global / .local / .named)
    func testFrameInCoordinateSpaces() {
        let frames = Recorder<[CGRect]>()
        let view = VStack(spacing: 0) {
            rect(10, 7)
            GeometryReader { proxy in
                let _ = frames.record([proxy.frame(in: .global), proxy.frame(in: .local), proxy.frame(in: .named("card"))])
                Color.red
            }.frame(width: 30, height: 20)
        }
        .padding(4)
        .coordinateSpace(name: "card")
        .padding(10)
        layout(view)
        guard let last = frames.values.last else { return XCTFail("the reader's content was never made") }
        XCTAssertEqual(last[0], CGRectMake(14, 21, 30, 20))
        XCTAssertEqual(last[1], CGRectMake(0, 0, 30, 20))
        XCTAssertEqual(last[2], CGRectMake(4, 11, 30, 20))
    }

    // §8.1 the reader's content does not change its size
    func testContentDoesNotChangeTheReadersSize() {
        let graph = layout(GeometryReader { _ in rect(500, 500) }.named("g").frame(width: 50, height: 40))
        XCTAssertFrame(graph, "g", 0, 0, 50, 40)
    }

    // §8.1 in a stack, a reader is infinitely flexible like a Color
    func testReaderInAStackSharesLikeAColor() {
        let graph = layout(
            HStack(spacing: 0) {
                GeometryReader { _ in Color.red }.named("g")
                Color.blue.named("c")
            }, in: CGSize(width: 100, height: 10))
        XCTAssertFrame(graph, "g", 0, 0, 50, 10)
        XCTAssertFrame(graph, "c", 50, 0, 50, 10)
    }
}
