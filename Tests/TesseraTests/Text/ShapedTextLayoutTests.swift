import Foundation
import XCTest

@testable import Tessera

/// Text shaped by a measurer (`TextMeasuring.shape`): clusters laid out whole, glyphs drawn by
/// index, right-to-left lines drawn in display order, and line breaks between ideographs — with
/// the mock font's 10-point advances.
final class ShapedTextLayoutTests: XCTestCase {
    /// The mock font, except that "e" + U+0301 is one cluster (one glyph, 10 points) and Hebrew
    /// letters are right-to-left (level 1), one glyph each; glyph indices are the scalars' values.
    final class ShapingMock: TextMeasuring {
        let mock = MockTextMeasurer()
        func metrics(of font: ResolvedFont) -> FontMetrics { mock.metrics(of: font) }
        func advances(of scalars: [Unicode.Scalar], in font: ResolvedFont) -> [CGFloat] { mock.advances(of: scalars, in: font) }
        func shape(_ scalars: [Unicode.Scalar], in font: ResolvedFont) -> ShapedText? {
            guard scalars.contains(where: { $0 == "\u{301}" || (0x5D0...0x5EA).contains($0.value) }) else { return nil }
            var advances: [CGFloat] = [], glyphs: [ShapedGlyph] = [], levels: [UInt8] = []
            for (i, s) in scalars.enumerated() {
                let rtl = (0x5D0...0x5EA).contains(s.value)
                levels.append(rtl ? 1 : 0)
                if s == "\u{301}" {
                    advances.append(0)
                    continue
                }
                advances.append(font.size)
                if s != " " { glyphs.append(ShapedGlyph(glyph: s.value, face: 0, cluster: Int32(i), x: 0, y: 0)) }
            }
            return ShapedText(
                advances: advances, glyphs: glyphs, levels: levels.contains(1) ? levels : [],
                isRightToLeft: levels.first(where: { $0 == 1 }) != nil && levels.first == 1)
        }
    }

    private func graph<V: View>(_ view: V) -> ViewGraph { layout(view, measurer: ShapingMock()) }

    /// A base and its mark are one 10-point cluster drawn as one glyph by index, and wrapping
    /// never separates them.
    func testAClusterIsLaidOutAndDrawnWhole() {
        let g = graph(Text("e\u{301}e\u{301}").font(ten).named("t").frame(width: 15))
        XCTAssertSize(g, "t", 10, 40)
        let drawn = glyphs(g)
        XCTAssertEqual(drawn.map(\.face), [1, 1])
        XCTAssertEqual(drawn.map(\.glyph), [0x65, 0x65])
        XCTAssertEqual(drawn.map(\.y), [15, 35])
    }

    /// A right-to-left run inside a left-to-right line is drawn reversed in place (UAX #9 L2);
    /// the Latin around it keeps its order.
    func testRightToLeftRunIsDrawnInDisplayOrder() {
        let g = graph(Text("ab אבג cd").font(ten).fixedSize())
        let x = Dictionary(glyphs(g).map { ($0.glyph, $0.x) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(x[0x61], 0)
        XCTAssertEqual(x[0x62], 10)
        // " אבג " at levels 0,1,1,1,0: gimel, bet, alef from x = 30.
        XCTAssertEqual(x[0x5D2], 30)
        XCTAssertEqual(x[0x5D1], 40)
        XCTAssertEqual(x[0x5D0], 50)
        XCTAssertEqual(x[0x63], 70)
    }

    /// A paragraph whose first strong character is right-to-left aligns `.leading` lines right.
    func testRightToLeftParagraphLeadsFromTheRight() {
        let g = graph(Text("אב\nא").font(ten).frame(width: 100))
        let drawn = glyphs(g)
        // Frame 20 wide centred in 100 (x 40); the one-letter second line ends at its right edge.
        XCTAssertEqual(drawn.last?.glyph, 0x5D0)
        XCTAssertEqual(drawn.last?.x, 50)
    }

    /// Chinese and Japanese break between ideographs, never before closing punctuation.
    func testLinesBreakBetweenIdeographsNotBeforeClosingPunctuation() {
        // "世" / "界。" / "。": the full stops may not start a line while an earlier break exists.
        XCTAssertSize(layout(Text("世界。。").font(ten).named("t").frame(width: 25)), "t", 20, 60)
        // Between ideographs, the line fills: "世界" / "世界".
        XCTAssertSize(layout(Text("世界世界").font(ten).named("t").frame(width: 25)), "t", 20, 40)
    }
}
