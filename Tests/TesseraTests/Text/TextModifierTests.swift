import Foundation
import XCTest

@testable import Tessera

/// Text and font modifiers with the mock font (10 pt: advance 10, line 20, ascent 15).
final class TextModifierTests: XCTestCase {
    private func size<V: View>(_ view: V, width: CGFloat? = nil) -> CGSize? {
        let graph: ViewGraph
        if let width {
            graph = layout(view.named("t").frame(width: width, alignment: .leading), in: CGSize(width: width, height: 1000))
        } else {
            graph = layout(view.named("t"))
        }
        return graph.frame(of: "t")?.size
    }

    // MARK: minimumScaleFactor

    func testMinimumScaleFactorShrinksATitleToFitItsCard() {
        // 100 wide at 10 pt into 80: scaled by 0.8, not truncated.
        let graph = layout(Text("abcdefghij").font(ten).lineLimit(1).minimumScaleFactor(0.5).named("t").frame(width: 80))
        XCTAssertSize(graph, "t", 80, 16)
        let runs = textRuns(graph.displayList)
        XCTAssertEqual(runs.map { string(of: $0, in: graph.displayList) }, ["abcdefghij"])
        XCTAssertEqual(Double(runs.first?.font.size ?? 0), 8, accuracy: 0.01)
        // Glyphs advance 8 apart.
        let xs = graph.displayList.glyphs.map(\.x)
        XCTAssertEqual(Double(xs[1] - xs[0]), 8, accuracy: 0.01)
    }

    func testMinimumScaleFactorStopsAtTheFactorThenTruncates() {
        // 300 wide into 80 needs 0.27; the factor 0.5 shrinks to 5 pt and truncates there.
        let graph = layout(
            Text(String(repeating: "a", count: 30)).font(ten).lineLimit(1).minimumScaleFactor(0.5).named("t").frame(width: 80))
        XCTAssertSize(graph, "t", 80, 10)
        let drawn = textRuns(graph.displayList).map { string(of: $0, in: graph.displayList) }
        XCTAssertEqual(drawn, [String(repeating: "a", count: 15) + "…"])
    }

    func testMinimumScaleFactorDoesNothingWhenTheTextFits() {
        XCTAssertEqual(size(Text("abc").font(ten).lineLimit(1).minimumScaleFactor(0.5), width: 80), CGSize(width: 30, height: 20))
    }

    func testMinimumScaleFactorOutOfRangeIsClamped() {
        // 2 means never shrink (clamped to 1): truncated as without the modifier.
        XCTAssertEqual(size(Text("abcdefghij").font(ten).lineLimit(1).minimumScaleFactor(2), width: 80), CGSize(width: 80, height: 20))
        // -1 is clamped to 0.01: shrinks as far as needed (0.8).
        XCTAssertEqual(size(Text("abcdefghij").font(ten).lineLimit(1).minimumScaleFactor(-1), width: 80), CGSize(width: 80, height: 16))
        XCTAssertEqual(size(Text("abcdefghij").font(ten).lineLimit(1).minimumScaleFactor(.nan), width: 80), CGSize(width: 80, height: 20))
    }

    func testMinimumScaleFactorFitsAProposedHeight() {
        // Two lines of 20 in a 30-high proposal: shrinks to 0.75 rather than dropping a line.
        let graph = layout(Text("abcd efgh").font(ten).minimumScaleFactor(0.5).named("t").frame(width: 40, height: 30))
        XCTAssertSize(graph, "t", 30, 30)
        XCTAssertEqual(textRuns(graph.displayList).map { string(of: $0, in: graph.displayList) }, ["abcdefgh"])
    }

    func testAllowsTighteningSqueezesUpToFivePercent() {
        // 100 into 96: tightened to 0.96, the font keeps its size.
        let graph = layout(Text("abcdefghij").font(ten).lineLimit(1).allowsTightening(true).named("t").frame(width: 96))
        XCTAssertSize(graph, "t", 96, 20)
        XCTAssertEqual(textRuns(graph.displayList).first?.font.size, 10)
        XCTAssertEqual(textRuns(graph.displayList).map { string(of: $0, in: graph.displayList) }, ["abcdefghij"])
        // 100 into 90 is more than tightening allows: truncated.
        let tooNarrow = layout(Text("abcdefghij").font(ten).lineLimit(1).allowsTightening(true).named("t").frame(width: 90))
        XCTAssertEqual(textRuns(tooNarrow.displayList).map { string(of: $0, in: tooNarrow.displayList) }.joined().last, "…")
    }

    // MARK: lineLimit ranges and reservesSpace

    func testLineLimitRangeReservesItsLowerBound() {
        XCTAssertEqual(size(Text("one").font(ten).lineLimit(2...4), width: 50), CGSize(width: 30, height: 40))
    }

    func testLineLimitRangeCapsAtItsUpperBound() {
        // Six one-word lines at width 50; at most 4 shown.
        XCTAssertEqual(size(Text("one two three four five six").font(ten).lineLimit(2...4), width: 50), CGSize(width: 50, height: 80))
        XCTAssertEqual(size(Text("one two three").font(ten).lineLimit(2...4), width: 50), CGSize(width: 50, height: 60))
    }

    func testLineLimitPartialRanges() {
        XCTAssertEqual(size(Text("one").font(ten).lineLimit(3...), width: 50), CGSize(width: 30, height: 60))
        XCTAssertEqual(size(Text("one two three").font(ten).lineLimit(...2), width: 50), CGSize(width: 50, height: 40))
    }

    func testLineLimitReservesSpace() {
        XCTAssertEqual(size(Text("one").font(ten).lineLimit(3, reservesSpace: true), width: 50), CGSize(width: 30, height: 60))
        XCTAssertEqual(size(Text("one").font(ten).lineLimit(3, reservesSpace: false), width: 50), CGSize(width: 30, height: 20))
        XCTAssertEqual(
            size(Text("one two three four").font(ten).lineLimit(3, reservesSpace: true), width: 50), CGSize(width: 50, height: 60))
    }

    // MARK: Character spacing, baseline offset, case

    func testKerningAndTrackingAddSpaceAfterEachCharacter() {
        XCTAssertEqual(size(Text("abc").font(ten).kerning(2).fixedSize()), CGSize(width: 36, height: 20))
        XCTAssertEqual(size(Text("abc").font(ten).tracking(-1).fixedSize()), CGSize(width: 27, height: 20))
        XCTAssertEqual(size(Text("abc").font(ten).tracking(.nan).fixedSize()), CGSize(width: 30, height: 20))
    }

    func testBaselineOffsetRaisesTextAndGrowsItsLine() {
        let graph = layout((Text("a") + Text("b").baselineOffset(5)).font(ten).fixedSize().named("t"))
        XCTAssertSize(graph, "t", 20, 25)
        XCTAssertEqual(graph.displayList.glyphs.map(\.y), [20, 15])
        let lowered = layout((Text("a") + Text("b").baselineOffset(-5)).font(ten).fixedSize().named("t"))
        XCTAssertSize(lowered, "t", 20, 25)
        XCTAssertEqual(lowered.displayList.glyphs.map(\.y), [15, 20])
    }

    func testTextCase() {
        let graph = layout(
            VStack {
                Text("Score: 12").textCase(.uppercase)
                Text("LOUD").textCase(.lowercase)
            }.font(ten))
        XCTAssertEqual(textRuns(graph.displayList).map { string(of: $0, in: graph.displayList) }, ["SCORE:12", "loud"])
    }

    func testUnderlineAndStrikethroughDrawBarsUnderAndThroughTheRun() {
        let graph = layout(
            (Text("ab") + Text("cd").underline(color: .blue) + Text("ef").strikethrough()).font(ten).foregroundColor(.red).fixedSize())
        let bars = fills(graph.displayList)
        XCTAssertEqual(bars.count, 2)
        // Underline under "cd" (x 20…40), 1 px thick, just below the baseline (15); blue.
        XCTAssertEqual(bars[0].0, CGRect(x: 20, y: 16, width: 20, height: 1))
        XCTAssertEqual(bars[0].1, Color.blue.resolve(in: EnvironmentValues()))
        // Strikethrough through "ef" centred 0.4 cap height (4) above the baseline; text color.
        XCTAssertEqual(bars[1].0, CGRect(x: 40, y: 11, width: 20, height: 1))
        XCTAssertEqual(bars[1].1, Color.red.resolve(in: EnvironmentValues()))
    }

    // MARK: Fonts

    func testFontModifiersResolve() {
        let f = Font.body.weight(.heavy).italic().monospacedDigit().leading(.loose).resolve(dynamicTypeSize: .large)
        XCTAssertEqual(f.weight, .heavy)
        XCTAssertTrue(f.isItalic)
        XCTAssertTrue(f.isMonospacedDigit)
        XCTAssertEqual(f.leading, .loose)
        XCTAssertEqual(Font.title.bold().resolve(dynamicTypeSize: .large).weight, .bold)
        XCTAssertEqual(Font.title.monospaced().resolve(dynamicTypeSize: .large).design, .monospaced)
    }

    func testFontLeadingChangesTheLineHeight() {
        XCTAssertEqual(size(Text("a\nb").font(ten.leading(.loose)).fixedSize()), CGSize(width: 10, height: 42))
        XCTAssertEqual(size(Text("a\nb").font(ten.leading(.tight)).fixedSize()), CGSize(width: 10, height: 38))
    }

    /// A font whose digits have different advances: "1" is narrow, "0" wide.
    final class ProportionalDigits: TextMeasuring {
        func metrics(of font: ResolvedFont) -> FontMetrics { MockTextMeasurer().metrics(of: font) }
        func advances(of scalars: [Unicode.Scalar], in font: ResolvedFont) -> [CGFloat] {
            scalars.map {
                $0 == "1" ? font.size * 0.4 : $0 == "0" ? font.size * 0.8 : ("2"..."9").contains($0) ? font.size * 0.6 : font.size
            }
        }
    }

    func testMonospacedDigitPadsEveryDigitToTheWidest() {
        func width(_ view: some View) -> CGFloat? {
            let graph = ViewGraph(textMeasurer: ProportionalDigits())
            graph.update(view.named("t").fixedSize(), size: CGSize(width: 500, height: 100))
            return graph.frame(of: "t")?.width
        }
        XCTAssertEqual(width(Text("111").font(ten)), 12)
        XCTAssertEqual(width(Text("111").font(ten.monospacedDigit())), 24)
        XCTAssertEqual(width(Text("000").font(ten.monospacedDigit())), 24)
        XCTAssertEqual(width(Text("1a").monospacedDigit().font(ten)), 18)
    }

    /// Reads the font from the environment and hands its content the monospaced-digit variant.
    struct TabularDigits<Content: View>: View {
        @Environment(\.font) var font
        let content: Content
        var body: some View {
            content.environment(\.font, font?.monospacedDigit())
        }
    }

    func testAViewReadsAndChangesTheEnvironmentFont() {
        let graph = ViewGraph(textMeasurer: ProportionalDigits())
        graph.update(TabularDigits(content: Text("111").named("t").fixedSize()).font(ten), size: CGSize(width: 500, height: 100))
        XCTAssertEqual(graph.frame(of: "t")?.width, 24)
        XCTAssertTrue(textRuns(graph.displayList).first?.font.isMonospacedDigit ?? false)
    }
}
