import Foundation
import XCTest

@testable import Tessera

/// docs/LayoutRules.md §4.1 spacing when `spacing:` is nil.
/// Mock font at 10 pt: L = ascent + descent = 20, s = 0.1·L = 2, ascent 15, capHeight 10, descent 5.
final class SpacingTests: XCTestCase {
    // §4.1 ordinary views: platform default 8
    func testDefaultHorizontalSpacingIs8() {
        let graph = layout(
            HStack {
                rect(10, 10)
                rect(10, 10).named("b")
            })
        XCTAssertFrame(graph, "b", 18, 0, 10, 10)
    }

    func testDefaultVerticalSpacingIs8() {
        let graph = layout(
            VStack {
                rect(10, 10)
                rect(10, 10).named("b")
            })
        XCTAssertFrame(graph, "b", 0, 18, 10, 10)
    }

    // §4.1 the gap next to a Spacer is 0
    func testNoGapNextToASpacer() {
        let graph = layout(
            HStack {
                rect(10, 10).named("a")
                Spacer().named("s")
                rect(10, 10).named("b")
            }, in: CGSize(width: 100, height: 10))
        XCTAssertFrame(graph, "s", 10, 5, 80, 0)
        XCTAssertFrame(graph, "b", 90, 0, 10, 10)
    }

    // §4.1 explicit spacing: every gap is exactly s, also next to spacers
    func testExplicitSpacingAppliesNextToSpacersToo() {
        let graph = layout(
            HStack(spacing: 5) {
                rect(10, 10).named("a")
                Spacer().named("s")
                rect(10, 10).named("b")
            }, in: CGSize(width: 100, height: 10))
        XCTAssertFrame(graph, "s", 15, 5, 70, 0)
        XCTAssertFrame(graph, "b", 90, 0, 10, 10)
    }

    // §4.1 explicit spacing 0
    func testExplicitZeroSpacing() {
        let graph = layout(
            VStack(spacing: 0) {
                rect(10, 10)
                rect(10, 10).named("b")
            })
        XCTAssertFrame(graph, "b", 0, 10, 10, 10)
    }

    // §4.1 explicit non-default spacing
    func testExplicitSpacingBetweenOrdinaryViews() {
        let graph = layout(
            HStack(spacing: 3) {
                rect(10, 10)
                rect(10, 10)
                rect(10, 10).named("c")
            })
        XCTAssertFrame(graph, "c", 26, 0, 10, 10)
    }

    // §4.1 ordinary view above a Text: L + s − ascent = 20 + 2 − 15 = 7
    func testGapAboveATextIsLPlusSMinusAscent() {
        let graph = layout(
            VStack {
                rect(10, 10)
                Text("Hi").font(ten).named("t")
            })
        XCTAssertFrame(graph, "t", 0, 17, 20, 20)
    }

    // §4.1 Text above an ordinary view: max(L + s − capHeight, s + descent) = max(12, 7) = 12
    func testGapBelowATextIsTheLargerOfCapHeightAndDescentRules() {
        let graph = layout(
            VStack {
                Text("Hi").font(ten)
                rect(10, 10).named("b")
            })
        XCTAssertFrame(graph, "b", 5, 32, 10, 10)
    }

    // §4.1 Text above Text (v5): the lower text's leading = 0 for the mock font
    func testGapBetweenTwoTextsIsTheLeading() {
        let graph = layout(
            VStack {
                Text("Hi").font(ten)
                Text("Yo").font(ten).named("t2")
            })
        XCTAssertFrame(graph, "t2", 0, 20, 20, 20)
    }

    // §4.1 s is rounded up to the pixel grid: 17 pt ⇒ L = 34, s = 3.4 → 4 @1x, 3.5 @2x
    func testTextMarginIsRoundedUpToThePixelGrid() {
        let view = VStack {
            rect(10, 10)
            Text("Hi").font(.system(size: 17)).named("t")
        }
        // @1x: 34 + 4 − 25.5 = 12.5; @2x: 34 + 3.5 − 25.5 = 12
        XCTAssertEqual(layout(view, scale: 1).frame(of: "t")?.minY, 22.5)
        XCTAssertEqual(layout(view, scale: 2).frame(of: "t")?.minY, 22)
    }

    // §4.1 horizontally, Text gets the default 8
    func testTextInAnHStackGetsTheDefaultSpacing() {
        let graph = layout(
            HStack {
                Text("Hi").font(ten)
                rect(10, 10).named("b")
            })
        XCTAssertFrame(graph, "b", 28, 5, 10, 10)
    }

    // §4.1 padding resets the text's spacing: it behaves like an ordinary view (8)
    func testPaddedTextUsesTheDefaultSpacing() {
        let graph = layout(
            VStack {
                rect(10, 10)
                Text("Hi").font(ten).padding(2).named("padded")
                rect(10, 10).named("after")
            })
        XCTAssertFrame(graph, "padded", 0, 18, 24, 24)
        XCTAssertFrame(graph, "after", 7, 50, 10, 10)
    }

    // §4.1 frame resets the text's spacing
    func testFramedTextUsesTheDefaultSpacing() {
        let graph = layout(
            VStack {
                rect(10, 10)
                Text("Hi").font(ten).frame(width: 40).named("framed")
                rect(10, 10).named("after")
            })
        XCTAssertFrame(graph, "framed", 0, 18, 40, 20)
        XCTAssertFrame(graph, "after", 15, 46, 10, 10)
    }

    // §4.1 a Text's spacing is kept through tags, effects and as the primary of a background
    func testTextKeepsItsSpacingThroughRenderOnlyModifiers() {
        let graph = layout(
            VStack {
                rect(10, 10)
                Text("Hi").font(ten).opacity(0.5).background(Color.blue).named("t")
            })
        XCTAssertFrame(graph, "t", 0, 17, 20, 20)
    }

    // §4.1 "nested stacks of those": a stack's edge spacing comes from its children, so a stack of
    // text is text-like (ordinary above it: 7)
    func testNestedStackOfTextKeepsTextSpacing() {
        let graph = layout(
            VStack {
                rect(10, 10)
                HStack { Text("Hi").font(ten) }.named("row")
            })
        XCTAssertFrame(graph, "row", 0, 17, 20, 20)
    }

    // §4.1 only padding and frame reset the preferences: fixedSize keeps the text's (7)
    func testFixedSizeTextKeepsTextSpacing() {
        let graph = layout(
            VStack {
                rect(10, 10)
                Text("Hi").font(ten).fixedSize().named("t")
            })
        XCTAssertFrame(graph, "t", 0, 17, 20, 20)
    }

    // §4.1 Text + Text: L and s from the largest font (20 pt: L 40, s 4, capHeight 20, descent 10)
    func testConcatenatedTextUsesTheLargestFontForSpacing() {
        let graph = layout(
            VStack {
                Text("a").font(ten) + Text("b").font(.system(size: 20))
                rect(10, 10).named("after")
            })
        // max(40 + 4 − 20, 4 + 10) = 24 below the 40-pt line
        XCTAssertEqual(graph.frame(of: "after")?.minY, 64)
    }

    // §4.1 below a 17-pt text: max(L + s − capHeight, s + descent) = 34 + 4 − 17 = 21 @1x, 34 + 3.5 − 17 = 20.5 @2x
    func testGapBelowA17PointTextAtScale1And2() {
        let view = VStack {
            Text("Hi").font(.system(size: 17))
            rect(10, 10).named("b")
        }
        XCTAssertEqual(layout(view, scale: 1).frame(of: "b")?.minY, 55)
        XCTAssertEqual(layout(view, scale: 2).frame(of: "b")?.minY, 54.5)
    }
}
