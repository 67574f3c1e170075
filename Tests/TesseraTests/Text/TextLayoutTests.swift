import Foundation
import XCTest

@testable import Tessera

/// docs/LayoutRules.md §9 text layout with the mock font (10 pt: advance 10, line 20, ascent 15).
final class TextLayoutTests: XCTestCase {
    private func size<V: View>(_ text: V, scale: CGFloat = 1) -> CGSize? {
        layout(text.named("t"), scale: scale).frame(of: "t")?.size
    }

    // §9 ideal size: one unwrapped line per paragraph
    func testIdealSizeIsUnwrapped() {
        XCTAssertEqual(size(Text("Hello World").font(ten).fixedSize()), CGSize(width: 110, height: 20))
    }

    // §9 greedy word wrap at the proposed width; width = widest line, not the proposal
    func testTextWrapsAtTheProposedWidth() {
        let graph = layout(Text("Hello World").font(ten).named("t").frame(width: 80))
        XCTAssertFrame(graph, "t", 15, 0, 50, 40)
    }

    // §9 greedy: as many words per line as fit
    func testGreedyWrapFillsEachLine() {
        XCTAssertEqual(size(Text("Hello brave new world").font(ten).frame(width: 100)), CGSize(width: 100, height: 60))
        let graph = layout(Text("Hello brave new world").font(ten).named("t").frame(width: 100))
        // "Hello" / "brave new" / "world": widest 90
        XCTAssertFrame(graph, "t", 5, 0, 90, 60)
    }

    // §9 a word longer than the line breaks at character boundaries
    func testLongWordBreaksPerCharacter() {
        let graph = layout(Text("Abcdefghij").font(ten).named("t").frame(width: 35))
        XCTAssertSize(graph, "t", 30, 80)
    }

    // §9 a long word after a short one moves to its own line, then breaks
    func testLongWordAfterAShortWord() {
        let graph = layout(Text("ab cdefghij").font(ten).named("t").frame(width: 40))
        // "ab" / "cdef" / "ghij"
        XCTAssertSize(graph, "t", 40, 60)
    }

    // §9 explicit newlines always break
    func testExplicitNewlinesBreak() {
        XCTAssertEqual(size(Text("ab\ncdef").font(ten).fixedSize()), CGSize(width: 40, height: 40))
    }

    // §9 lineLimit keeps at most n lines
    func testLineLimitOne() {
        let graph = layout(Text("one two three").font(ten).lineLimit(1).named("t").frame(width: 60))
        // truncated single line: width = min(60, ideal 130) = 60
        XCTAssertSize(graph, "t", 60, 20)
    }

    func testLineLimitTwo() {
        let graph = layout(Text("one two three").font(ten).lineLimit(2).named("t").frame(width: 60))
        XCTAssertSize(graph, "t", 60, 40)
    }

    // §9 lineLimit larger than needed changes nothing
    func testLineLimitLargerThanTheLineCount() {
        let graph = layout(Text("one two").font(ten).lineLimit(5).named("t").frame(width: 40))
        XCTAssertSize(graph, "t", 30, 40)
    }

    // §9 truncation width = min(proposal, ideal)
    func testTruncatedLineWidthIsMinOfProposalAndIdeal() {
        let graph = layout(Text("Hello World").font(ten).lineLimit(1).named("t").frame(width: 80))
        XCTAssertSize(graph, "t", 80, 20)
    }

    // §9 lineLimit(1) with a wide proposal keeps the first paragraph at its own width
    func testLineLimitCutsAtAnExplicitNewline() {
        let graph = layout(Text("Hello\nWorld!").font(ten).lineLimit(1).named("t").frame(width: 300))
        XCTAssertEqual(graph.frame(of: "t")?.height, 20)
        XCTAssertLessThanOrEqual(graph.frame(of: "t")?.width ?? .infinity, 60)
    }

    // §9 the proposed height limits the lines
    func testProposedHeightLimitsTheLines() {
        let graph = layout(Text("one two three").font(ten).named("t").frame(width: 60, height: 45))
        XCTAssertSize(graph, "t", 60, 40)
    }

    // §9 a height smaller than one line still yields one line
    func testHeightLimitKeepsAtLeastOneLine() {
        let graph = layout(Text("Hello World").font(ten).named("t").frame(width: 60, height: 5))
        XCTAssertFrame(graph, "t", 0, -7.5, 60, 20)
    }

    // §9 sizes are rounded UP to the pixel grid: 10.1-pt font, "ab" = 20.2 × 20.2
    func testSizeIsRoundedUpAtScale1() {
        let s = size(Text("ab").font(.system(size: 10.1)).fixedSize(), scale: 1)
        XCTAssertEqual(s, CGSize(width: 21, height: 21))
    }

    func testSizeIsRoundedUpAtScale2() {
        let s = size(Text("ab").font(.system(size: 10.1)).fixedSize(), scale: 2)
        XCTAssertEqual(s, CGSize(width: 20.5, height: 20.5))
    }

    func testSizeIsRoundedUpAtScale3() {
        let s = size(Text("ab").font(.system(size: 10.1)).fixedSize(), scale: 3)
        XCTAssertEqual(s?.width ?? 0, 61.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(s?.height ?? 0, 61.0 / 3, accuracy: 1e-9)
    }

    // §9 exact sizes are not bumped a whole pixel by float noise (1.1 × 10 = 11.000000000000002)
    func testExactSizesAreNotRoundedUpByFloatNoise() {
        let s = size(Text("abc").font(.system(size: 1.1 * 10)).fixedSize(), scale: 3)
        XCTAssertEqual(s?.width ?? 0, 33, accuracy: 1e-9)
        XCTAssertEqual(s?.height ?? 0, 22, accuracy: 1e-9)
    }

    // §9 multilineTextAlignment does not change the reported width
    func testMultilineTextAlignmentDoesNotChangeTheWidth() {
        for alignment in TextAlignment.allCases {
            XCTAssertEqual(
                size(Text("ab\ncdef").font(ten).multilineTextAlignment(alignment).fixedSize()),
                CGSize(width: 40, height: 40), "\(alignment)")
        }
    }

    // §9 multilineTextAlignment moves the shorter lines when drawn
    func testCenteredLinesAreDrawnCentred() {
        let graph = layout(Text("ab\ncdef").font(ten).multilineTextAlignment(.center).fixedSize())
        let a = graph.displayList.glyphs.first { $0.scalar == "a" }
        let c = graph.displayList.glyphs.first { $0.scalar == "c" }
        XCTAssertEqual(a?.x, 10)
        XCTAssertEqual(c?.x, 0)
    }

    // Text + Text: widths add; the line takes the tallest font's metrics
    func testConcatenatedTextsMeasureTogether() {
        let text = Text("ab").font(ten) + Text("cd").font(.system(size: 20))
        XCTAssertEqual(size(text.fixedSize()), CGSize(width: 60, height: 40))
    }

    // Text + Text wraps across the segments
    func testConcatenatedTextsWrapTogether() {
        let text = Text("ab ").font(ten) + Text("cd").font(ten)
        let graph = layout(text.named("t").frame(width: 30))
        XCTAssertSize(graph, "t", 20, 40)
    }

    // Dynamic Type: .body is 17 pt at the default size (large)
    func testBodyIs17PointsByDefault() {
        XCTAssertEqual(size(Text("a").fixedSize()), CGSize(width: 17, height: 34))
    }

    // Dynamic Type: .body at xxxLarge is 23 pt
    func testBodyAtXXXLargeIs23Points() {
        XCTAssertEqual(size(Text("a").font(.body).dynamicTypeSize(.xxxLarge).fixedSize()), CGSize(width: 23, height: 46))
    }

    // Dynamic Type: other styles scale by their own table rows
    func testTextStylesScaleWithDynamicType() {
        XCTAssertEqual(size(Text("a").font(.title).fixedSize())?.width, 28)
        XCTAssertEqual(size(Text("a").font(.title).dynamicTypeSize(.accessibility5).fixedSize())?.width, 58)
        XCTAssertEqual(size(Text("a").font(.caption).dynamicTypeSize(.xSmall).fixedSize())?.width, 11)
        XCTAssertEqual(size(Text("a").font(.largeTitle).fixedSize())?.width, 34)
    }

    // Dynamic Type: a fixed-size system font does not scale
    func testSystemFontOfAFixedSizeDoesNotScale() {
        XCTAssertEqual(size(Text("a").font(ten).dynamicTypeSize(.accessibility3).fixedSize()), CGSize(width: 10, height: 20))
    }

    // Dynamic Type: custom(_:size:) scales relative to body
    func testCustomFontScalesRelativeToBody() {
        // 17 → 23 at xxxLarge: 34 · 23 / 17 = 46
        XCTAssertEqual(size(Text("a").font(.custom("Game", size: 34)).dynamicTypeSize(.xxxLarge).fixedSize())?.width, 46)
        XCTAssertEqual(size(Text("a").font(.custom("Game", fixedSize: 34)).dynamicTypeSize(.xxxLarge).fixedSize())?.width, 34)
    }

    // font set on the Text wins over the environment's
    func testTextFontOverridesTheEnvironmentFont() {
        XCTAssertEqual(size(Text("a").font(ten).font(.system(size: 30)).fixedSize())?.width, 10)
        XCTAssertEqual(size(VStack { Text("a") }.font(.system(size: 30)).fixedSize())?.width, 30)
    }

    // lineLimit(n, reservesSpace: true): height ≥ n lines
    func testLineLimitReservesSpace() {
        XCTAssertEqual(size(Text("a").font(ten).lineLimit(3, reservesSpace: true).fixedSize()), CGSize(width: 10, height: 60))
    }

    // lineSpacing is added between lines
    func testLineSpacingIsAddedBetweenLines() {
        XCTAssertEqual(size(Text("a\nb\nc").font(ten).lineSpacing(4).fixedSize()), CGSize(width: 10, height: 68))
    }

    // §9 the first baseline is 15 below the top
    func testGlyphsSitOnTheBaseline() {
        let graph = layout(Text("Hi").font(ten).padding(5))
        XCTAssertEqual(graph.displayList.glyphs.map(\.y), [20, 20])
        XCTAssertEqual(graph.displayList.glyphs.map(\.x), [5, 15])
    }

    // §9 truncation draws an ellipsis
    func testTruncatedTextEndsWithAnEllipsis() {
        let graph = layout(Text("Hello World").font(ten).lineLimit(1).frame(width: 60))
        let drawn = String(String.UnicodeScalarView(graph.displayList.glyphs.map(\.scalar)))
        XCTAssertEqual(drawn, "Hello\u{2026}")
    }

    // truncationMode(.head) keeps the end
    func testHeadTruncationKeepsTheEnd() {
        let graph = layout(Text("Hello World").font(ten).lineLimit(1).truncationMode(.head).frame(width: 60))
        let drawn = String(String.UnicodeScalarView(graph.displayList.glyphs.map(\.scalar)))
        XCTAssertEqual(drawn, "\u{2026}World")
    }

    // §9/§13.3 (answer picked: a zero width breaks between characters; width = widest glyph)
    func testZeroWidthBreaksBetweenCharacters() {
        let graph = layout(Text("ab cd").font(ten).named("t").fixedSize(horizontal: false, vertical: true).frame(width: 0))
        XCTAssertSize(graph, "t", 10, 80)
    }

    // §9 spaces at a wrap are not counted in the line width
    func testTrailingSpacesAtAWrapDoNotCount() {
        let graph = layout(Text("ab   cd").font(ten).named("t").frame(width: 30))
        XCTAssertSize(graph, "t", 20, 40)
    }

    // §9 a word that exactly fills the width stays on the line
    func testAWordThatExactlyFitsStaysOnTheLine() {
        let graph = layout(Text("abc def").font(ten).named("t").frame(width: 70))
        XCTAssertSize(graph, "t", 70, 20)
    }

    // Text measurement is cached across frames: a static screen measures each string once
    func testTextIsMeasuredOncePerStringAcrossFrames() {
        let graph = ViewGraph()
        let view = VStack {
            Text("Level 1"); Text("Crystal Caverns"); Text("Level 1")
        }
        graph.update(view, size: CGSize(width: 300, height: 300))
        let afterFirst = graph.textMeasurementCount
        XCTAssertLessThanOrEqual(afterFirst, 2)
        graph.update(view, size: CGSize(width: 300, height: 300))
        graph.update(view, size: CGSize(width: 200, height: 300))
        XCTAssertEqual(graph.textMeasurementCount, afterFirst)
    }
}
