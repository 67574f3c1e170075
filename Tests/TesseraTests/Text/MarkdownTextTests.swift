import Foundation
import XCTest

@testable import Tessera

/// Markdown in text literals (`LocalizedStringKey`), as SwiftUI reads it.
final class MarkdownTextTests: XCTestCase {
    /// Each segment as "string|b|i|s|m" flags (bold, italic, strikethrough, monospaced).
    private func runs(_ text: Text) -> [String] {
        text.segments.map { s in
            var flags = ""
            if s.weight == .bold { flags += "b" }
            if s.isItalic { flags += "i" }
            if s.decoration.strikethrough != nil { flags += "s" }
            if s.design == .monospaced { flags += "m" }
            return s.string + (flags.isEmpty ? "" : "|" + flags)
        }
    }

    func testBoldAndItalicRuns() {
        XCTAssertEqual(
            runs(Text("Collect **3** stars in *under* 2 min")),
            ["Collect ", "3|b", " stars in ", "under|i", " 2 min"])
    }

    func testUnderscoresStrikethroughCodeAndNesting() {
        XCTAssertEqual(runs(Text("__a__ _b_ ~~c~~ `*d*`")), ["a|b", " ", "b|i", " ", "c|s", " ", "*d*|m"])
        XCTAssertEqual(runs(Text("**bold *both* bold**")), ["bold |b", "both|bi", " bold|b"])
        XCTAssertEqual(runs(Text("***x***")), ["x|bi"])
    }

    func testUnbalancedAndIntrawordMarkersStayLiteral() {
        XCTAssertEqual(runs(Text("**bold")), ["**bold"])
        XCTAssertEqual(runs(Text("2 * 3 * 4")), ["2 * 3 * 4"])
        XCTAssertEqual(runs(Text("snake_case_name")), ["snake_case_name"])
        XCTAssertEqual(runs(Text("a ~b~ `c")), ["a ~b~ `c"])
        XCTAssertEqual(runs(Text(#"\*not italic\*"#)), ["*not italic*"])
    }

    func testVerbatimAndStringVariablesAreNotParsed() {
        let s = "**not bold**"
        XCTAssertEqual(runs(Text(s)), ["**not bold**"])
        XCTAssertEqual(runs(Text(verbatim: "**not bold**")), ["**not bold**"])
        // An interpolated string is inserted as written, inside the literal's markdown.
        let name = "*Ann*"
        XCTAssertEqual(runs(Text("**\(name)** wins")), ["*Ann*|b", " wins"])
    }

    func testInterpolatedTextKeepsItsStyleAndTakesTheLiterals() {
        let text = Text("a \(Text("b").italic()) **\(Text("c"))**")
        XCTAssertEqual(runs(text), ["a ", "b|i", " ", "c|b"])
        XCTAssertEqual(text.segments.map(\.image?.name), [nil, nil, nil, nil])
        let image = Text("x \(Image("star")) y")
        XCTAssertEqual(image.segments.map(\.image?.name), [nil, "star", nil])
        XCTAssertEqual(image.string, "x \u{FFFC} y")
    }

    /// A key past `KeyBytes.inlineCapacity` moves to a `String` mid-way; an empty value adds
    /// nothing; a megabyte value is kept whole; markup before and after the spill still parses.
    func testLongEmptyAndHugeInterpolationsKeepEveryByte() {
        let empty = ""
        let long = String(repeating: "é", count: 40)  // 80 UTF-8 bytes: spills on its own
        XCTAssertEqual(runs(Text("**a**\(empty) \(long) *b*")), ["a|b", " " + long + " ", "b|i"])
        let huge = String(repeating: "x", count: 1 << 20)
        let text = Text("Level \(7): \(huge) **end**")
        XCTAssertEqual(text.segments.map(\.string), ["Level 7: " + huge + " ", "end"])
    }

    func testInterpolatedNumbersAreAppended() {
        let score = 120
        XCTAssertEqual(runs(Text("Score \(score)")), ["Score 120"])
        XCTAssertEqual(runs(Text("**\(score)** pts")), ["120|b", " pts"])
    }

    func testMarkdownRunsLayOutAsStyledRuns() {
        let graph = layout(Text("a **b** *c*").font(ten).fixedSize())
        let drawn = textRuns(graph.displayList)
        XCTAssertEqual(drawn.map { string(of: $0, in: graph.displayList) }, ["a", "b", "c"])
        XCTAssertEqual(drawn.map(\.font.weight), [.regular, .bold, .regular])
        XCTAssertEqual(drawn.map(\.font.isItalic), [false, false, true])
    }

    func testLongMarkdownWithManyMarkersParses() {
        let key = String(repeating: "**b** *i* `c` ~~s~~ **open ", count: 2000)
        let text = Text(LocalizedStringKey(key))
        // Each "**b**" pairs (nearest opener wins); every "**open" stays literal.
        XCTAssertEqual(text.segments.filter { $0.weight == .bold }.count, 2000)
        XCTAssertEqual(text.string.components(separatedBy: "**open").count - 1, 2000)
    }
}
