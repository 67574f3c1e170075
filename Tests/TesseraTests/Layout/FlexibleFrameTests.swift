import Foundation
import XCTest

@testable import Tessera

/// docs/LayoutRules.md §2.3 flexible frame(minWidth:idealWidth:maxWidth:…).
final class FlexibleFrameTests: XCTestCase {
    // §2.3 maxWidth: .infinity with a finite proposal w ⇒ max(w, child)
    func testFlexibleFrameWithMaxWidthInfinityFillsProposal() {
        let view = Text("Hi").font(ten).named("t").frame(maxWidth: .infinity).named("frame")
        let graph = layout(view, in: CGSize(width: 300, height: 100))
        XCTAssertFrame(graph, "frame", 0, 0, 300, 20)
        XCTAssertFrame(graph, "t", 140, 0, 20, 20)
    }

    // §2.3 maxWidth: .infinity with a nil proposal ⇒ the child's ideal width
    func testMaxWidthInfinityWithNilProposalIsTheChildsIdealWidth() {
        let graph = layout(Text("Hi").font(ten).frame(maxWidth: .infinity).named("frame").fixedSize())
        XCTAssertFrame(graph, "frame", 0, 0, 20, 20)
    }

    // §2.3 minWidth alone ⇒ max(min(proposal′, child), m)
    func testMinWidthAloneIsAtLeastTheMinimum() {
        let graph = layout(Text("Hi").font(ten).named("t").frame(minWidth: 100).named("frame"), in: CGSize(width: 300, height: 100))
        XCTAssertFrame(graph, "frame", 0, 0, 100, 20)
        XCTAssertFrame(graph, "t", 40, 0, 20, 20)
    }

    // §2.3 minWidth alone can exceed the proposal
    func testMinWidthCanExceedTheProposal() {
        let view = Color.red.frame(minWidth: 100).named("flex").frame(width: 50, height: 20)
        let graph = layout(view)
        XCTAssertFrame(graph, "flex", -25, 0, 100, 20)
    }

    // §2.3 min and max both set ⇒ proposal clamped, child ignored
    func testMinAndMaxBothSetClampTheProposalAndIgnoreTheChild() {
        let view = Text("Hi").font(ten).named("t")
            .frame(minWidth: 50, maxWidth: 150, minHeight: 40, maxHeight: 60).named("frame")
        let graph = layout(view, in: CGSize(width: 300, height: 300))
        XCTAssertFrame(graph, "frame", 0, 0, 150, 60)
        XCTAssertFrame(graph, "t", 65, 20, 20, 20)
    }

    // §2.3 min and max both set, proposal within range ⇒ exactly the proposal
    func testMinAndMaxBothSetTakeAProposalInRange() {
        let view = Text("Hi").font(ten).frame(minWidth: 50, maxWidth: 150, minHeight: 40, maxHeight: 60).named("frame")
            .frame(width: 100, height: 50)
        let graph = layout(view)
        XCTAssertFrame(graph, "frame", 0, 0, 100, 50)
    }

    // §2.3 idealWidth is used only when the proposal on that axis is nil
    func testIdealSizeIsUsedForANilProposal() {
        let graph = layout(Color.red.named("c").frame(idealWidth: 70, idealHeight: 40).named("frame").fixedSize())
        XCTAssertFrame(graph, "frame", 0, 0, 70, 40)
        XCTAssertFrame(graph, "c", 0, 0, 70, 40)
    }

    // §2.3 idealWidth is ignored for a finite proposal
    func testIdealSizeIsIgnoredForAFiniteProposal() {
        let graph = layout(Color.red.frame(idealWidth: 70, idealHeight: 40).named("frame"), in: CGSize(width: 300, height: 200))
        XCTAssertFrame(graph, "frame", 0, 0, 300, 200)
    }

    // §2.3 normalisation: ideal = max(min, ideal)
    func testIdealIsRaisedToMin() {
        let graph = layout(Color.red.frame(minWidth: 80, idealWidth: 30).named("frame").fixedSize())
        XCTAssertFrame(graph, "frame", 0, 0, 80, 10)
    }

    // §2.3 normalisation: max = max(ideal, max)
    func testMaxIsRaisedToIdeal() {
        let graph = layout(Color.red.frame(idealWidth: 60, maxWidth: 40).named("frame"), in: CGSize(width: 300, height: 10))
        XCTAssertFrame(graph, "frame", 0, 0, 60, 10)
    }

    // §2.3 normalisation: min = max(min, 0), ideal = max(min ?? 0, ideal)
    func testNegativeMinAndIdealAreRaisedToZero() {
        let graph = layout(Color.red.frame(minWidth: -20, idealWidth: -10).named("frame").fixedSize())
        XCTAssertSize(graph, "frame", 0, 10)
    }

    // §2.3 contradictory min > max (ideal nil): max is not raised to min; width = child at clamp(p) = max
    func testContradictoryMinGreaterThanMaxGivesMax() {
        let view = Color.red.frame(minWidth: 100, maxWidth: 50).named("frame").frame(width: 300, height: 20)
        let graph = layout(view)
        XCTAssertFrame(graph, "frame", 125, 0, 50, 20)
    }

    // §2.3 v5 placement: the child is re-proposed nil when ideal is nil and the proposal is nil
    // (and the frame is strictly between min and max), so it keeps its ideal layout.
    func testChildIsReproposedNilWhenIdealAndProposalAreNil() {
        let view = HStack(spacing: 8) {
            Text("Hello World").font(ten).named("t")
            Color.red.named("c")
        }
        .frame(maxWidth: 500).named("frame")
        .fixedSize()
        let graph = layout(view)
        XCTAssertFrame(graph, "frame", 0, 0, 128, 20)
        // Proposed 128×20 (pre-v5) the text would wrap to 50 and the colour take 70.
        XCTAssertFrame(graph, "t", 0, 0, 110, 20)
        XCTAssertFrame(graph, "c", 118, 0, 10, 20)
    }

    // §2.3 placement: the child is re-proposed the frame's final size, not the clamped sizing proposal
    func testChildIsReproposedTheFramesFinalSize() {
        // min and max set: width = clamp(300, 0, 60) = 60; the text, placed proposed 60, wraps to 50×40.
        let view = Text("Hello World").font(ten).named("t").frame(minWidth: 0, maxWidth: 60).named("frame")
        let graph = layout(view, in: CGSize(width: 300, height: 100))
        XCTAssertFrame(graph, "frame", 0, 0, 60, 40)
        XCTAssertFrame(graph, "t", 5, 0, 50, 40)
    }

    // §2.3 alignment inside a flexible frame
    func testAlignmentInsideAFlexibleFrame() {
        let view = rect(10, 10).named("c").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
        let graph = layout(view, in: CGSize(width: 200, height: 100))
        XCTAssertFrame(graph, "c", 190, 90, 10, 10)
    }

    // §2.3 only max with a smaller child: min(max(proposal, child), max)
    func testMaxWidthAloneTakesTheProposalUpToMax() {
        let graph = layout(Text("Hi").font(ten).frame(maxWidth: 100).named("frame"), in: CGSize(width: 60, height: 100))
        XCTAssertFrame(graph, "frame", 0, 0, 60, 20)
    }

    // §2.3 v5 placement: at its minimum the frame is not strictly inside (min, max), so the child
    // is proposed the frame's size (a Color then fills it) rather than nil
    func testChildIsProposedTheFrameSizeWhenTheFrameSitsAtItsMinimum() {
        let graph = layout(Color.red.named("c").frame(minWidth: 50).named("frame").fixedSize())
        XCTAssertFrame(graph, "frame", 0, 0, 50, 10)
        XCTAssertFrame(graph, "c", 0, 0, 50, 10)
    }

    // §2.3 v5 placement: the same at the maximum
    func testChildIsProposedTheFrameSizeWhenTheFrameSitsAtItsMaximum() {
        let graph = layout(Color.red.named("c").frame(maxWidth: 5).named("frame").fixedSize())
        XCTAssertFrame(graph, "frame", 0, 0, 5, 10)
        XCTAssertFrame(graph, "c", 0, 0, 5, 10)
    }

    // §2.3 v5 placement is per axis: the width is re-proposed nil, the height the frame's height
    func testPlacementRuleIsPerAxis() {
        let view = Color.red.named("c").frame(maxWidth: 100, minHeight: 30).named("frame").fixedSize()
        let graph = layout(view)
        XCTAssertFrame(graph, "frame", 0, 0, 10, 30)
        XCTAssertFrame(graph, "c", 0, 0, 10, 30)
    }

    // §2.3 normalisation with ideal set: ideal = max(min, ideal) = 100, max = max(ideal, max) = 100
    func testIdealRepairsAContradictoryFrame() {
        let graph = layout(Color.red.frame(minWidth: 100, idealWidth: 80, maxWidth: 50).named("frame"), in: CGSize(width: 300, height: 10))
        XCTAssertFrame(graph, "frame", 0, 0, 100, 10)
    }

    // §2.3 the frame's size comes from sizing; with the v5 rule the placed child may differ from it:
    // maxWidth 60 with a nil proposal ⇒ frame 60 × 20 (the text's ideal height), then the text is
    // re-proposed (60, nil) and wraps to 50 × 40, overflowing the frame vertically
    func testFrameSizeComesFromSizingEvenWhenThePlacedChildDiffers() {
        let graph = layout(Text("Hello World").font(ten).named("t").frame(maxWidth: 60).named("frame").fixedSize())
        XCTAssertFrame(graph, "frame", 0, 0, 60, 20)
        XCTAssertFrame(graph, "t", 5, -10, 50, 40)
    }

    // §2.3 a leading-aligned row pattern: frame(maxWidth: .infinity, alignment: .leading)
    func testLeadingAlignedRowsFillTheWidth() {
        let graph = layout(
            VStack {
                Text("Hi").font(ten).named("a").frame(maxWidth: .infinity, alignment: .leading)
                Text("Hello").font(ten).named("b").frame(maxWidth: .infinity, alignment: .leading)
            }, in: CGSize(width: 200, height: 200))
        XCTAssertFrame(graph, "a", 0, 0, 20, 20)
        XCTAssertFrame(graph, "b", 0, 28, 50, 20)
    }
}
