import Foundation
import XCTest

@testable import Tessera

/// docs/LayoutRules.md §2.2 fixed frame(width:height:alignment:).
final class FrameTests: XCTestCase {
    // §2.2 both set: the frame is that size whatever the child says
    func testFixedFrameIsItsSizeRegardlessOfTheChild() {
        let graph = layout(
            Image("big").named("img").frame(width: 100, height: 20).named("frame"),
            images: ["big": CGSize(width: 32, height: 32)])
        XCTAssertFrame(graph, "frame", 0, 0, 100, 20)
        XCTAssertFrame(graph, "img", 34, -6, 32, 32)
    }

    // §2.2 the child is proposed the fixed size
    func testChildIsProposedTheFixedSize() {
        let graph = layout(Color.red.named("c").frame(width: 50, height: 30))
        XCTAssertFrame(graph, "c", 0, 0, 50, 30)
    }

    // §2.2 an unset axis takes the proposal for the child and the child's size for the frame
    func testUnsetAxisPassesTheProposalThrough() {
        let graph = layout(Color.red.named("c").frame(width: 50).named("frame"), in: CGSize(width: 200, height: 100))
        XCTAssertFrame(graph, "frame", 0, 0, 50, 100)
        XCTAssertFrame(graph, "c", 0, 0, 50, 100)
    }

    // §2.2 an unset axis takes the child's size
    func testUnsetHeightTakesTheChildsHeight() {
        let graph = layout(Text("Hello World").font(ten).named("t").frame(width: 60).named("frame"))
        XCTAssertFrame(graph, "frame", 0, 0, 60, 40)
        XCTAssertFrame(graph, "t", 5, 0, 50, 40)
    }

    // §2.2 the worked overflow: a 100×60 image in a 50×50 frame sits at (−25, −5)
    func testChildOverflowsTheFrameCentred() {
        let graph = layout(
            Image("photo").named("img").frame(width: 50, height: 50),
            images: ["photo": CGSize(width: 100, height: 60)])
        XCTAssertFrame(graph, "img", -25, -5, 100, 60)
    }

    // §2.2 childOrigin = frameGuide(alignment) − childGuide(alignment)
    func testAlignmentPlacesTheChild() {
        func origin(_ alignment: Alignment) -> CGPoint? {
            layout(rect(10, 10).named("c").frame(width: 100, height: 50, alignment: alignment)).frame(of: "c")?.origin
        }
        XCTAssertEqual(origin(.center), CGPoint(x: 45, y: 20))
        XCTAssertEqual(origin(.topLeading), CGPoint(x: 0, y: 0))
        XCTAssertEqual(origin(.top), CGPoint(x: 45, y: 0))
        XCTAssertEqual(origin(.topTrailing), CGPoint(x: 90, y: 0))
        XCTAssertEqual(origin(.leading), CGPoint(x: 0, y: 20))
        XCTAssertEqual(origin(.trailing), CGPoint(x: 90, y: 20))
        XCTAssertEqual(origin(.bottomLeading), CGPoint(x: 0, y: 40))
        XCTAssertEqual(origin(.bottom), CGPoint(x: 45, y: 40))
        XCTAssertEqual(origin(.bottomTrailing), CGPoint(x: 90, y: 40))
    }

    // §2.2 the child's guide may be a text baseline; the frame's is its default (bottom)
    func testFirstTextBaselineAlignmentUsesTheTextBaseline() {
        let alignment = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
        let graph = layout(Text("Hi").font(ten).named("t").frame(width: 100, height: 100, alignment: alignment))
        // frame guide = 100 (bottom), text baseline = 15
        XCTAssertFrame(graph, "t", 0, 85, 20, 20)
    }

    // §2.2 negative or non-finite sizes are replaced by nil
    func testNegativeAndNonFiniteSizesAreIgnored() {
        let graph = layout(
            VStack(spacing: 0) {
                Color.red.named("negative").frame(width: -10, height: 30)
                Color.red.named("nan").frame(width: .nan, height: 30)
                Color.red.named("infinite").frame(width: .infinity, height: 30)
            }, in: CGSize(width: 200, height: 100))
        XCTAssertSize(graph, "negative", 200, 30)
        XCTAssertSize(graph, "nan", 200, 30)
        XCTAssertSize(graph, "infinite", 200, 30)
    }

    // §2.2 the default alignment is centre
    func testDefaultAlignmentIsCenter() {
        let graph = layout(rect(10, 10).named("c").frame(width: 30, height: 30))
        XCTAssertFrame(graph, "c", 10, 10, 10, 10)
    }
}
