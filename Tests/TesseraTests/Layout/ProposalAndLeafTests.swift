import Foundation
import XCTest

@testable import Tessera

/// docs/LayoutRules.md §1: the proposal protocol and how leaves answer it.
final class ProposalAndLeafTests: XCTestCase {
    // §1.2
    func testReplacingUnspecifiedDimensionsDefaultsTo10() {
        let size = ProposedViewSize(width: nil, height: 5).replacingUnspecifiedDimensions()
        XCTAssertEqual(size, CGSize(width: 10, height: 5))
    }

    // §1.3 Color accepts any proposal
    func testColorTakesTheWholeProposal() {
        let graph = layout(Color.red.named("c"), in: CGSize(width: 120, height: 80))
        XCTAssertFrame(graph, "c", 0, 0, 120, 80)
    }

    // §1.3 Color's ideal size is 10×10
    func testColorIdealSizeIs10By10() {
        let graph = layout(Color.red.named("c").fixedSize())
        XCTAssertFrame(graph, "c", 0, 0, 10, 10)
    }

    // §1.3 Color accepts a zero proposal
    func testColorProposedZeroIsZero() {
        let graph = layout(Color.red.named("c").frame(width: 0, height: 0))
        XCTAssertSize(graph, "c", 0, 0)
    }

    // §1.3 a nil axis becomes 10, the other axis is taken as proposed
    func testColorWithOneNilAxisUses10OnThatAxis() {
        let graph = layout(Color.red.named("c").fixedSize(horizontal: true, vertical: false), in: CGSize(width: 200, height: 100))
        XCTAssertFrame(graph, "c", 0, 0, 10, 100)
    }

    // §1.3 built-in shapes accept the proposal
    func testShapesTakeTheWholeProposal() {
        let graph = layout(
            VStack(spacing: 0) {
                Rectangle().named("rect").frame(width: 40, height: 20)
                RoundedRectangle(cornerRadius: 4).named("rounded").frame(width: 40, height: 20)
                Capsule().named("capsule").frame(width: 40, height: 20)
                Ellipse().named("ellipse").frame(width: 40, height: 20)
            })
        XCTAssertFrame(graph, "rect", 0, 0, 40, 20)
        XCTAssertFrame(graph, "rounded", 0, 20, 40, 20)
        XCTAssertFrame(graph, "capsule", 0, 40, 40, 20)
        XCTAssertFrame(graph, "ellipse", 0, 60, 40, 20)
    }

    // §1.3 shapes' ideal size is 10×10
    func testShapeIdealSizeIs10By10() {
        let graph = layout(RoundedRectangle(cornerRadius: 3).named("r").fixedSize())
        XCTAssertFrame(graph, "r", 0, 0, 10, 10)
    }

    // §1.3 Circle: m = min(w, h) → (m, m)
    func testCircleIsASquareOfTheSmallerProposedSide() {
        let graph = layout(Circle().named("circle").frame(width: 40, height: 20))
        XCTAssertFrame(graph, "circle", 10, 0, 20, 20)
    }

    // §1.3 Circle with nil proposal: min(10, 10)
    func testCircleIdealSizeIs10By10() {
        let graph = layout(Circle().named("circle").fixedSize())
        XCTAssertFrame(graph, "circle", 0, 0, 10, 10)
    }

    // §1.3 a non-resizable Image always reports its natural size
    func testImageIgnoresTheProposal() {
        let graph = layout(Image("star").named("img").frame(width: 100, height: 100), images: ["star": CGSize(width: 32, height: 32)])
        XCTAssertFrame(graph, "img", 34, 34, 32, 32)
    }

    // §1.3 a resizable image fills the proposal
    func testResizableImageFillsTheProposal() {
        let graph = layout(
            Image("star").resizable().named("img").frame(width: 100, height: 50), images: ["star": CGSize(width: 32, height: 32)])
        XCTAssertFrame(graph, "img", 0, 0, 100, 50)
    }

    // §1.3 a resizable image uses its natural size on a nil axis
    func testResizableImageUsesNaturalSizeOnANilAxis() {
        let view = Image("star").resizable().named("img")
            .fixedSize(horizontal: true, vertical: false)
            .frame(width: 100, height: 50)
        let graph = layout(view, images: ["star": CGSize(width: 32, height: 32)])
        XCTAssertFrame(graph, "img", 34, 0, 32, 50)
    }

    // §1.3 resizable(capInsets:) is never smaller than the sum of its cap insets
    func testResizableImageIsNeverSmallerThanItsCapInsets() {
        let insets = EdgeInsets(top: 10, leading: 12, bottom: 10, trailing: 12)
        let view = Image("star").resizable(capInsets: insets).named("img").frame(width: 5, height: 5)
        let graph = layout(view, images: ["star": CGSize(width: 32, height: 32)])
        // 24×20 centred in the 5×5 frame: (2.5 − 12, 2.5 − 10)
        XCTAssertFrame(graph, "img", -9.5, -7.5, 24, 20)
    }

    // §1.3 Text with a nil proposal: unwrapped single line
    func testTextIdealSizeIsOneUnwrappedLine() {
        let graph = layout(Text("Hello World").font(ten).named("t").fixedSize())
        XCTAssertFrame(graph, "t", 0, 0, 110, 20)
    }

    // §1.3 Spacer outside a stack expands on both axes
    func testSpacerOutsideAStackTakesTheProposalOnBothAxes() {
        let graph = layout(Spacer().named("s").frame(width: 100, height: 60))
        XCTAssertFrame(graph, "s", 0, 0, 100, 60)
    }

    // §1.3 Spacer outside a stack, nil proposal: (max(−∞, 8), max(−∞, 8))
    func testSpacerOutsideAStackHasIdealSizeOfItsMinLength() {
        let graph = layout(
            ZStack {
                Spacer().named("default").fixedSize()
                Spacer(minLength: 20).named("twenty").fixedSize()
            })
        XCTAssertSize(graph, "default", 8, 8)
        XCTAssertSize(graph, "twenty", 20, 20)
    }

    // §1.3 EmptyView contributes nothing (not a stack member: no extra gap)
    func testEmptyViewIsNotAStackMember() {
        let graph = layout(
            HStack {
                rect(10, 10).named("a")
                EmptyView()
                rect(10, 10).named("b")
            }.named("stack"))
        XCTAssertFrame(graph, "b", 18, 0, 10, 10)
        XCTAssertFrame(graph, "stack", 0, 0, 28, 10)
    }

    // §1.1 the root is centred in the window at the size it returns
    func testRootIsCentredInTheProposedSize() {
        let graph = ViewGraph()
        graph.update(rect(100, 50).named("r"), size: CGSize(width: 300, height: 200))
        XCTAssertFrame(graph, "r", 100, 75, 100, 50)
    }

    // §1.1 rootPlacement .topLeading puts the root at the origin
    func testTopLeadingRootPlacementPutsTheRootAtTheOrigin() {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        graph.update(rect(100, 50).named("r"), size: CGSize(width: 300, height: 200))
        XCTAssertFrame(graph, "r", 0, 0, 100, 50)
        XCTAssertEqual(graph.rootSize, CGSize(width: 100, height: 50))
    }

    // §1.1.3 layout does not clip: a child may overflow its parent
    func testChildMayOverflowItsParent() {
        let graph = layout(rect(80, 80).named("big").frame(width: 20, height: 20).named("frame"))
        XCTAssertFrame(graph, "frame", 0, 0, 20, 20)
        XCTAssertFrame(graph, "big", -30, -30, 80, 80)
    }

    // §1.1 each update lays out again for the new proposal
    func testLayoutFollowsTheProposedSizeOnEveryUpdate() {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        graph.update(Color.red.named("c"), size: CGSize(width: 100, height: 50))
        XCTAssertFrame(graph, "c", 0, 0, 100, 50)
        graph.update(Color.red.named("c"), size: CGSize(width: 30, height: 20))
        XCTAssertFrame(graph, "c", 0, 0, 30, 20)
    }

    // §9 a changed string is measured again (caches follow the content)
    func testChangedTextIsMeasuredAgain() {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        graph.update(Text("Score: 1").font(ten).named("t"), size: CGSize(width: 500, height: 50))
        XCTAssertSize(graph, "t", 80, 20)
        graph.update(Text("Score: 10").font(ten).named("t"), size: CGSize(width: 500, height: 50))
        XCTAssertSize(graph, "t", 90, 20)
    }
}
