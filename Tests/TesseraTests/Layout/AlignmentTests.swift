import Foundation
import XCTest

@testable import Tessera

extension VerticalAlignment {
    private enum Middle: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
    }
    /// A custom vertical guide whose default is the centre.
    static let middle = VerticalAlignment(Middle.self)
}

/// docs/LayoutRules.md §4.4 alignment guides.
final class AlignmentTests: XCTestCase {
    // §4.4 defaults: leading 0, centre w/2, trailing w; top 0, centre h/2, bottom h
    func testDefaultGuidesInAZStack() {
        func origin(_ alignment: Alignment) -> CGPoint? {
            layout(
                ZStack(alignment: alignment) {
                    rect(40, 20)
                    rect(10, 10).named("small")
                }
            ).frame(of: "small")?.origin
        }
        XCTAssertEqual(origin(.topLeading), CGPoint(x: 0, y: 0))
        XCTAssertEqual(origin(.center), CGPoint(x: 15, y: 5))
        XCTAssertEqual(origin(.bottomTrailing), CGPoint(x: 30, y: 10))
    }

    // §4.4 firstTextBaseline with texts of different sizes: baselines line up
    func testFirstTextBaselineAlignsTextBaselines() {
        let graph = layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("A").font(.system(size: 20)).named("big")
                Text("b").font(ten).named("small")
            }.named("stack"))
        // baselines 30 and 15
        XCTAssertFrame(graph, "big", 0, 0, 20, 40)
        XCTAssertFrame(graph, "small", 20, 15, 10, 20)
        XCTAssertFrame(graph, "stack", 0, 0, 30, 40)
    }

    // §4.4 lastTextBaseline = top of the last line + its ascent
    func testLastTextBaselineUsesTheLastLine() {
        let graph = layout(
            HStack(alignment: .lastTextBaseline, spacing: 0) {
                Text("A\nB").font(ten).named("two")
                Text("c").font(ten).named("one")
            })
        XCTAssertFrame(graph, "two", 0, 0, 10, 40)
        XCTAssertFrame(graph, "one", 10, 20, 10, 20)
    }

    // §4.4 the same texts aligned on the first baseline
    func testFirstTextBaselineUsesTheFirstLine() {
        let graph = layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("A\nB").font(ten).named("two")
                Text("c").font(ten).named("one")
            })
        XCTAssertFrame(graph, "two", 0, 0, 10, 40)
        XCTAssertFrame(graph, "one", 10, 0, 10, 20)
    }

    // §4.4 text baselines default to the bottom for views without text
    func testTextBaselineOfANonTextViewIsItsBottom() {
        let graph = layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                rect(10, 30).named("box")
                Text("x").font(ten).named("t")
            })
        // box guide 30, text 15 ⇒ the text's baseline sits on the box's bottom edge
        XCTAssertFrame(graph, "box", 0, 0, 10, 30)
        XCTAssertFrame(graph, "t", 10, 15, 10, 20)
    }

    func testLastTextBaselineOfANonTextViewIsItsBottom() {
        let graph = layout(
            HStack(alignment: .lastTextBaseline, spacing: 0) {
                rect(10, 30).named("box")
                Text("x\ny").font(ten).named("t")
            })
        // box 30, text last baseline 35 ⇒ box moves down 5
        XCTAssertFrame(graph, "box", 0, 5, 10, 30)
        XCTAssertFrame(graph, "t", 10, 0, 10, 40)
    }

    // §4.4 alignmentGuide replaces the value and is not clamped into [0, size]
    func testCustomAlignmentGuideIsNotClamped() {
        let graph = layout(
            HStack(alignment: .top, spacing: 0) {
                rect(10, 10).alignmentGuide(.top) { _ in -20 }.named("a")
                rect(10, 10).named("b")
            }.named("stack"))
        XCTAssertFrame(graph, "a", 0, 20, 10, 10)
        XCTAssertFrame(graph, "b", 10, 0, 10, 10)
        XCTAssertFrame(graph, "stack", 0, 0, 20, 30)
    }

    // §4.4 horizontal guides in a VStack, computed from the view's dimensions
    func testAlignmentGuideComputedFromDimensions() {
        let graph = layout(
            VStack(alignment: .leading, spacing: 0) {
                rect(10, 10).alignmentGuide(.leading) { d in d.width + 5 }.named("a")
                rect(10, 10).named("b")
            }.named("stack"))
        XCTAssertFrame(graph, "a", 0, 0, 10, 10)
        XCTAssertFrame(graph, "b", 15, 10, 10, 10)
        XCTAssertFrame(graph, "stack", 0, 0, 25, 20)
    }

    // §4.4 ViewDimensions subscripts read other guides
    func testAlignmentGuideCanReadOtherGuides() {
        let graph = layout(
            HStack(alignment: .top, spacing: 0) {
                rect(10, 20).alignmentGuide(.top) { d in d[VerticalAlignment.center] }.named("a")
                rect(10, 10).named("b")
            })
        // a's top guide = 10 ⇒ a starts 10 above b
        XCTAssertFrame(graph, "a", 0, 0, 10, 20)
        XCTAssertFrame(graph, "b", 10, 10, 10, 10)
    }

    // §4.4 custom AlignmentID with its default value
    func testCustomAlignmentIDUsesItsDefault() {
        let graph = layout(
            HStack(alignment: .middle, spacing: 0) {
                rect(10, 30)
                rect(10, 10).named("b")
            })
        XCTAssertFrame(graph, "b", 10, 10, 10, 10)
    }

    // §4.4 custom alignment travels up through containers as an explicit guide
    func testCustomAlignmentThroughANestedStack() {
        let graph = layout(
            HStack(alignment: .middle, spacing: 0) {
                VStack(spacing: 0) {
                    rect(10, 10)
                    rect(10, 10).alignmentGuide(.middle) { _ in 0 }.named("marked")
                }
                rect(10, 10).alignmentGuide(.middle) { _ in 0 }.named("other")
            })
        // the VStack's .middle = 10 (the marked child's top); other's = 0
        XCTAssertFrame(graph, "marked", 0, 10, 10, 10)
        XCTAssertFrame(graph, "other", 10, 10, 10, 10)
    }

    // §4.4 explicit guides move through padding
    func testTextBaselineThroughPadding() {
        let graph = layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("A").font(ten).padding(.top, 10).named("padded")
                Text("b").font(ten).named("t")
            })
        // padded baseline 25, t 15
        XCTAssertFrame(graph, "padded", 0, 0, 10, 30)
        XCTAssertFrame(graph, "t", 10, 10, 10, 20)
    }

    // §4.4 explicit guides move through frames (text centred in a 50-pt frame: baseline 15 + 15)
    func testTextBaselineThroughAFrame() {
        let graph = layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("A").font(ten).frame(width: 10, height: 50).named("framed")
                Text("b").font(ten).named("t")
            })
        XCTAssertFrame(graph, "framed", 0, 0, 10, 50)
        XCTAssertFrame(graph, "t", 10, 15, 10, 20)
    }

    // §4.4 explicit guides move through a frame aligned at the top
    func testTextBaselineThroughATopAlignedFrame() {
        let graph = layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("A").font(ten).frame(width: 10, height: 50, alignment: .top).named("framed")
                Text("b").font(ten).named("t")
            })
        XCTAssertFrame(graph, "framed", 0, 0, 10, 50)
        XCTAssertFrame(graph, "t", 10, 0, 10, 20)
    }

    // §4.4 containers combine: first text baseline is the top-most child's
    func testStackFirstTextBaselineIsTheTopMost() {
        let graph = layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                VStack(spacing: 0) {
                    Text("A").font(ten)
                    Text("B").font(ten)
                }.named("v")
                Text("c").font(ten).named("t")
            })
        XCTAssertFrame(graph, "v", 0, 0, 10, 40)
        XCTAssertFrame(graph, "t", 10, 0, 10, 20)
    }

    // §4.4 containers combine: last text baseline is the bottom-most child's (docs, not OSU's min)
    func testStackLastTextBaselineIsTheBottomMost() {
        let graph = layout(
            HStack(alignment: .lastTextBaseline, spacing: 0) {
                VStack(spacing: 0) {
                    Text("A").font(ten)
                    Text("B").font(ten)
                }.named("v")
                Text("c").font(ten).named("t")
            })
        XCTAssertFrame(graph, "v", 0, 0, 10, 40)
        XCTAssertFrame(graph, "t", 10, 20, 10, 20)
    }

    // §4.4 a stack with text and non-text children: only the text exports a baseline
    func testStackBaselineComesFromItsTextChild() {
        let graph = layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                VStack(spacing: 0) {
                    rect(10, 30)
                    Text("A").font(ten)
                }.named("v")
                Text("c").font(ten).named("t")
            })
        // v's first baseline = 30 + 15 = 45 (not its bottom 50, not the box's 30)
        XCTAssertFrame(graph, "v", 0, 0, 10, 50)
        XCTAssertFrame(graph, "t", 10, 30, 10, 20)
    }

    // §4.4 other explicit guides combine as the average of the children's values
    func testOtherExplicitGuidesCombineAsTheAverage() {
        let graph = layout(
            VStack(alignment: .leading, spacing: 0) {
                VStack(spacing: 0) {
                    rect(10, 10).alignmentGuide(.leading) { _ in 4 }
                    rect(10, 10).alignmentGuide(.leading) { _ in 8 }
                }.named("inner")
                rect(10, 10).named("b")
            })
        // inner's explicit leading = (4 + 8) / 2 = 6
        XCTAssertFrame(graph, "inner", 0, 0, 10, 20)
        XCTAssertFrame(graph, "b", 6, 20, 10, 10)
    }

    // §4.4 a ZStack aligns children on firstTextBaseline
    func testZStackFirstTextBaselineAlignment() {
        let graph = layout(
            ZStack(alignment: Alignment(horizontal: .leading, vertical: .firstTextBaseline)) {
                Text("A").font(.system(size: 20)).named("big")
                Text("b").font(ten).named("small")
            })
        XCTAssertFrame(graph, "big", 0, 0, 20, 40)
        XCTAssertFrame(graph, "small", 0, 15, 10, 20)
    }

    // §4.4 an overlay aligned on the primary's text baseline
    func testOverlayAlignedOnTheTextBaseline() {
        let view = Text("Hello").font(.system(size: 20)).named("text")
            .overlay(alignment: Alignment(horizontal: .trailing, vertical: .firstTextBaseline)) {
                rect(4, 4).named("mark")
            }
        let graph = layout(view)
        // baseline of the 20-pt text = 30; the rect's own baseline guide = its bottom (4)
        XCTAssertFrame(graph, "mark", 96, 26, 4, 4)
    }

    // §11: the first baseline is rounded to the nearest pixel (10.1-pt font: ascent 15.15 → 15)
    func testFirstBaselineIsRoundedToTheNearestPixel() {
        let graph = layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("a").font(.system(size: 10.1)).named("t")
                rect(10, 10).named("r")
            })
        XCTAssertEqual(graph.frame(of: "r")?.minY ?? -1, 5, accuracy: 1e-9)
    }

    // §11: the last baseline is rounded up (ascent 15.15 → 16)
    func testLastBaselineIsRoundedUp() {
        let graph = layout(
            HStack(alignment: .lastTextBaseline, spacing: 0) {
                Text("a").font(.system(size: 10.1)).named("t")
                rect(10, 10).named("r")
            })
        XCTAssertEqual(graph.frame(of: "r")?.minY ?? -1, 6, accuracy: 1e-9)
    }

    // §4.4 alignmentGuide can read the text baseline through ViewDimensions
    func testAlignmentGuideReadsTheTextBaseline() {
        let graph = layout(
            HStack(alignment: .top, spacing: 0) {
                Text("A").font(ten).alignmentGuide(.top) { d in d[.firstTextBaseline] }.named("t")
                rect(10, 10).alignmentGuide(.top) { d in d[.bottom] }.named("r")
            })
        XCTAssertFrame(graph, "t", 0, 0, 10, 20)
        XCTAssertFrame(graph, "r", 10, 5, 10, 10)
    }

    // §4.4 an explicit firstTextBaseline on a Text replaces its baseline
    func testAlignmentGuideOverridesATextBaseline() {
        let graph = layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("A").font(ten).alignmentGuide(.firstTextBaseline) { d in d[.top] }.named("t")
                rect(10, 10).named("r")
            })
        // t's guide 0, r's 10 ⇒ t starts at r's bottom
        XCTAssertFrame(graph, "r", 10, 0, 10, 10)
        XCTAssertFrame(graph, "t", 0, 10, 10, 20)
    }

    // §4.4 explicit guides pass through a flexible frame
    func testTextBaselineThroughAFlexibleFrame() {
        let graph = layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("A").font(ten).frame(maxWidth: 30, minHeight: 40, alignment: .bottomLeading).named("framed")
                Text("b").font(ten).named("t")
            }, in: CGSize(width: 100, height: 100))
        // the text sits at y 20 in its 40-pt frame: baseline 35
        XCTAssertFrame(graph, "framed", 0, 0, 30, 40)
        XCTAssertFrame(graph, "t", 30, 20, 10, 20)
    }

    // §4.4 combining in container coordinates: first = top-most, last = bottom-most across an HStack
    func testHStackBaselinesCombineInItsOwnCoordinates() {
        let inner = HStack(spacing: 0) {
            Text("A").font(.system(size: 20))
            Text("b").font(ten)
        }
        // inner (centre aligned): big text at y 0 (baseline 30), small at y 10 (baseline 25)
        let first = layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                inner.named("inner")
                Text("c").font(ten).named("t")
            })
        XCTAssertFrame(first, "inner", 0, 0, 30, 40)
        XCTAssertFrame(first, "t", 30, 10, 10, 20)
        let last = layout(
            HStack(alignment: .lastTextBaseline, spacing: 0) {
                inner.named("inner")
                Text("c").font(ten).named("t")
            })
        XCTAssertFrame(last, "t", 30, 15, 10, 20)
    }
}
