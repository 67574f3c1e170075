import Foundation
import XCTest

@testable import Tessera

/// A `Text` is one paragraph: its segments reorder together (UAX #9), the layout direction is
/// the direction of a paragraph without a strong character, a cluster is never split where two
/// segments join, and lines break as UAX #14 says at hyphens and before closing punctuation —
/// with the mock font's 10-point advances.
final class ParagraphTests: XCTestCase {
    /// The shaping mock of `ShapedTextLayoutTests` with a small bidi resolver: Hebrew letters are
    /// strong right-to-left, ASCII letters strong left-to-right, digits weak; in a left-to-right
    /// paragraph Hebrew (and neutrals between Hebrew) is level 1, in a right-to-left one Latin
    /// letters and digits are level 2 and the rest level 1.
    final class ParagraphMock: TextMeasuring {
        let shaping = ShapedTextLayoutTests.ShapingMock()
        private(set) var paragraphsResolved = 0

        func metrics(of font: ResolvedFont) -> FontMetrics { shaping.metrics(of: font) }
        func advances(of scalars: [Unicode.Scalar], in font: ResolvedFont) -> [CGFloat] { shaping.advances(of: scalars, in: font) }
        func shape(_ scalars: [Unicode.Scalar], in font: ResolvedFont) -> ShapedText? { shaping.shape(scalars, in: font) }

        func paragraph(_ scalars: [Unicode.Scalar], defaultDirection: LayoutDirection) -> BidiParagraph? {
            paragraphsResolved += 1
            func hebrew(_ s: Unicode.Scalar) -> Bool { (0x5D0...0x5EA).contains(s.value) }
            func latin(_ s: Unicode.Scalar) -> Bool { s.properties.isAlphabetic && s.value < 0x80 }
            let first = scalars.first { hebrew($0) || latin($0) }
            let rightToLeft = first.map(hebrew) ?? (defaultDirection == .rightToLeft)
            var levels: [UInt8]
            if rightToLeft {
                levels = scalars.map { latin($0) || ("0"..."9").contains($0) ? 2 : 1 }
            } else {
                levels = scalars.map { hebrew($0) ? 1 : 0 }
                // Neutrals between two Hebrew letters take their level.
                for i in scalars.indices where levels[i] == 0 && !latin(scalars[i]) {
                    let before = scalars[..<i].last { hebrew($0) || latin($0) }
                    let after = scalars[(i + 1)...].first { hebrew($0) || latin($0) }
                    if let before, let after, hebrew(before), hebrew(after) { levels[i] = 1 }
                }
            }
            guard rightToLeft || levels.contains(1) else { return nil }
            return BidiParagraph(levels: levels, isRightToLeft: rightToLeft)
        }
    }

    private func graph<V: View>(_ view: V, measurer: TextMeasuring = ParagraphMock()) -> ViewGraph {
        layout(view, measurer: measurer)
    }

    /// The x of each drawn scalar (first occurrence).
    private func xs(_ graph: ViewGraph) -> [Unicode.Scalar: Float] {
        Dictionary(glyphs(graph).map { ($0.scalar, $0.x) }, uniquingKeysWith: { a, _ in a })
    }

    // MARK: Bidi across segments

    /// Two right-to-left segments reorder as one paragraph: the second segment's letters come
    /// first (left), not each segment reversed in its own place.
    func testConcatenatedSegmentsReorderAsOneParagraph() {
        let g = graph((Text("אב") + Text("גד").foregroundStyle(.red)).font(ten).fixedSize())
        let x = xs(g)
        XCTAssertEqual(x["ד"], 0)
        XCTAssertEqual(x["ג"], 10)
        XCTAssertEqual(x["ב"], 20)
        XCTAssertEqual(x["א"], 30)
    }

    /// Latin then Hebrew in two segments: the Latin keeps its place, the Hebrew is reversed
    /// after it; the paragraph is resolved once across frames while the text stays the same.
    func testLatinThenHebrewSegmentsAndOneResolution() {
        let mock = ParagraphMock()
        let view = (Text("ab ") + Text("אבג")).font(ten).fixedSize()
        let g = graph(view, measurer: mock)
        let x = xs(g)
        XCTAssertEqual(x["a"], 0)
        XCTAssertEqual(x["b"], 10)
        XCTAssertEqual(x["ג"], 30)
        XCTAssertEqual(x["ב"], 40)
        XCTAssertEqual(x["א"], 50)
        g.update(view, size: CGSize(width: 1000, height: 1000))
        g.update(view, size: CGSize(width: 1000, height: 1000))
        XCTAssertEqual(mock.paragraphsResolved, 1)
    }

    // MARK: Layout direction

    /// In a right-to-left layout a paragraph with no strong character (digits, punctuation) is
    /// right-to-left: "1 + 2" reads "2 + 1" from the left, and its brackets are mirrored.
    func testRightToLeftLayoutSetsTheDirectionOfNeutralParagraphs() {
        let g = graph(Text("1 + 2").font(ten).fixedSize().environment(\.layoutDirection, .rightToLeft))
        let x = xs(g)
        XCTAssertEqual(x["2"], 0)
        XCTAssertEqual(x["+"], 20)
        XCTAssertEqual(x["1"], 40)
        let brackets = graph(Text("(5)").font(ten).fixedSize().environment(\.layoutDirection, .rightToLeft))
        XCTAssertEqual(glyphs(brackets).map(\.scalar), ["(", "5", ")"])
        XCTAssertEqual(glyphs(brackets).map(\.x), [0, 10, 20])
        // Left-to-right, the same text is drawn in logical order.
        XCTAssertEqual(glyphs(graph(Text("1 + 2").font(ten).fixedSize())).map(\.x), [0, 20, 40])
    }

    /// A paragraph that starts with a Latin letter stays left-to-right in a right-to-left
    /// layout, but `.leading` lines still align to the right edge, as in SwiftUI.
    func testLeadingIsTheRightEdgeInARightToLeftLayout() {
        let view = Text("ab\nc").font(ten).multilineTextAlignment(.leading).frame(width: 100, alignment: .leading)
            .environment(\.layoutDirection, .rightToLeft)
        let drawn = glyphs(graph(view))
        // The text is 20 wide at the frame's leading (right) edge, x 80; "c" ends at its right.
        XCTAssertEqual(drawn.map(\.scalar), ["a", "b", "c"])
        XCTAssertEqual(drawn.map(\.x), [80, 90, 90])
        let trailing = glyphs(
            graph(
                Text("ab\nc").font(ten).multilineTextAlignment(.trailing).frame(width: 100, alignment: .leading)
                    .environment(\.layoutDirection, .rightToLeft)))
        XCTAssertEqual(trailing.map(\.x), [80, 90, 80])
    }

    // MARK: Clusters at joins

    /// A mark that starts the second segment joins the first segment's last letter: the
    /// cluster is shaped once (one glyph by index, in the first segment's style), and every
    /// cluster keeps its mark when the text wraps.
    func testAClusterSpanningAJoinStaysWhole() {
        let g = graph((Text("e") + Text("\u{301}e\u{301}").foregroundStyle(.red)).font(ten).named("t").frame(width: 15))
        XCTAssertSize(g, "t", 10, 40)
        let drawn = glyphs(g)
        XCTAssertEqual(drawn.map(\.face), [1, 1])
        XCTAssertEqual(drawn.map(\.glyph), [0x65, 0x65])
        let runs = textRuns(g.displayList)
        XCTAssertEqual(runs.count, 2)
        XCTAssertNotEqual(runs.first?.color, runs.last?.color, "the joined cluster keeps the first segment's colour")
        XCTAssertEqual(TextLayoutEngine.clusterContinuation(of: "👍", in: "🏽 ok"), 1)
        XCTAssertEqual(TextLayoutEngine.clusterContinuation(of: "🇫", in: "🇷"), 1)
        XCTAssertEqual(TextLayoutEngine.clusterContinuation(of: "a", in: "b"), 0)
        XCTAssertEqual(TextLayoutEngine.clusterContinuation(of: "", in: "\u{301}"), 0)
    }

    // MARK: Line breaking (UAX #14)

    /// A line may break after a hyphen followed by a letter: "well-" / "known".
    func testBreakAfterHyphenBeforeALetter() {
        XCTAssertSize(layout(Text("well-known").font(ten).named("t").frame(width: 60)), "t", 50, 40)
        XCTAssertSize(layout(Text("a well-known").font(ten).named("t").frame(width: 75)), "t", 70, 40)
    }

    /// No break after the hyphen of "-5" (a minus before a number) nor after a word-initial
    /// hyphen: "ab-5678" breaks between characters, "ab-56" / "78".
    func testNoBreakAfterHyphenBeforeADigitOrAtAWordStart() {
        let g = layout(Text("ab-5678").font(ten).named("t").frame(width: 50))
        XCTAssertSize(g, "t", 50, 40)
        // "x -abcd": the break is at the space, "-abcd" moves down whole.
        XCTAssertSize(layout(Text("x -abcd").font(ten).named("t").frame(width: 55)), "t", 50, 40)
    }

    /// A line never starts with closing punctuation, even after a space: "ab " / "cd !".
    func testNoBreakBeforeClosingPunctuationAfterASpace() {
        XCTAssertSize(layout(Text("ab cd !").font(ten).named("t").frame(width: 60)), "t", 40, 40)
        XCTAssertSize(layout(Text("ab (cd )").font(ten).named("t").frame(width: 70)), "t", 50, 40)
    }

    /// Hostile input: hyphens and closing punctuation alone, at the ends, and many of them.
    func testDegenerateBreakInput() {
        for string in ["-", "--", "!", " !", "- a", "a-", String(repeating: "-a", count: 500), String(repeating: " )", count: 500)] {
            let g = layout(Text(string).font(ten).named("t").frame(width: 25))
            let frame = g.frame(of: "t")
            XCTAssertNotNil(frame, string)
            XCTAssertTrue(frame.map { $0.width.isFinite && $0.height.isFinite } ?? false, string)
        }
    }
}
