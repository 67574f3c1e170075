import Foundation
import XCTest

@testable import Tessera

/// docs/LayoutRules.md §6 aspectRatio / scaledToFit / scaledToFill.
final class AspectRatioTests: XCTestCase {
    private let images = ["wide": CGSize(width: 40, height: 20)]

    // §6 fit: the largest box of the ratio inside the proposal
    func testFitProposesTheLargestBoxOfTheRatio() {
        let graph = layout(Color.red.named("c").aspectRatio(2, contentMode: .fit).named("ar").frame(width: 300, height: 100))
        XCTAssertFrame(graph, "ar", 50, 0, 200, 100)
        XCTAssertFrame(graph, "c", 50, 0, 200, 100)
    }

    // §6 fill: the smallest box of the ratio around the proposal, centred, overflowing
    func testFillProposesTheSmallestBoxAroundTheProposal() {
        let graph = layout(Color.red.named("c").aspectRatio(2, contentMode: .fill).frame(width: 300, height: 100))
        XCTAssertFrame(graph, "c", 0, -25, 300, 150)
    }

    // §6 ratio nil: the child's ideal size (a resizable image's natural size)
    func testScaledToFitUsesTheChildsIdealRatio() {
        let view = Image("wide").resizable().named("img").scaledToFit().frame(width: 100, height: 100)
        let graph = layout(view, images: images)
        XCTAssertFrame(graph, "img", 0, 25, 100, 50)
    }

    func testScaledToFillUsesTheChildsIdealRatio() {
        let view = Image("wide").resizable().named("img").scaledToFill().frame(width: 100, height: 100)
        let graph = layout(view, images: images)
        XCTAssertFrame(graph, "img", -50, 0, 200, 100)
    }

    // §6 Color's ideal is 10×10 ⇒ ratio 1
    func testColorScaledToFitIsSquare() {
        let graph = layout(Color.red.named("c").scaledToFit().frame(width: 100, height: 60))
        XCTAssertFrame(graph, "c", 20, 0, 60, 60)
    }

    // §6 (nil, nil) is passed through: the child's ideal
    func testNilProposalIsPassedThrough() {
        let graph = layout(Color.red.named("c").aspectRatio(2, contentMode: .fit).fixedSize())
        XCTAssertFrame(graph, "c", 0, 0, 10, 10)
    }

    // §6 one nil axis with fit: sy = ∞ ⇒ k = sx
    func testFitWithOneNilAxisUsesTheOtherAxis() {
        let view = Color.red.named("c").aspectRatio(2, contentMode: .fit).fixedSize(horizontal: false, vertical: true)
        let graph = layout(view, in: CGSize(width: 100, height: 500))
        XCTAssertFrame(graph, "c", 0, 0, 100, 50)
    }

    // §6/§13.2 open question: .fill with one nil axis — Tessera lets only the proposed axis decide
    // (AspectRatioLayout: "behaves like .fit"), so the result is finite
    func testFillWithOneNilAxisUsesTheProposedAxis() {
        let view = Color.red.named("c").aspectRatio(2, contentMode: .fill).fixedSize(horizontal: false, vertical: true)
        let graph = layout(view, in: CGSize(width: 100, height: 500))
        XCTAssertFrame(graph, "c", 0, 0, 100, 50)
    }

    // §6 the view reports the child's answer, not the ratio box (Text keeps its own size)
    func testTextUnderAspectRatioKeepsItsOwnSize() {
        let view = Text("Hi").font(ten).named("t").aspectRatio(1, contentMode: .fit).named("ar").frame(width: 100, height: 50)
        let graph = layout(view)
        XCTAssertFrame(graph, "ar", 40, 15, 20, 20)
        XCTAssertFrame(graph, "t", 40, 15, 20, 20)
    }

    // §6 aspectRatio(CGSize) is width / height
    func testAspectRatioFromASize() {
        let graph = layout(Color.red.named("c").aspectRatio(CGSize(width: 4, height: 1), contentMode: .fit).frame(width: 100, height: 100))
        XCTAssertFrame(graph, "c", 0, 37.5, 100, 25)
    }

    // §6 fit in a tall proposal
    func testFitInATallProposal() {
        let graph = layout(Color.red.named("c").aspectRatio(0.5, contentMode: .fit).frame(width: 100, height: 100))
        XCTAssertFrame(graph, "c", 25, 0, 50, 100)
    }
}
