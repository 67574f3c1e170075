import Foundation
import XCTest

@testable import Tessera

/// docs/LayoutRules.md §9 greedy wrapping with the mock font (10 pt per character, 20 pt per line),
/// checked against a direct transcription of the rule on many generated strings and widths.
final class TextWrapReferenceTests: XCTestCase {
    /// Lines of `text` wrapped at `width`: greedy by words, an overlong word broken per character,
    /// explicit newlines always break.
    static func referenceLines(_ text: String, width: CGFloat) -> [String] {
        let perLine = max(1, Int((width / 10).rounded(.down)))
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                var word = String(word)
                if !line.isEmpty {
                    if line.count + 1 + word.count <= perLine {
                        line += " " + word
                        continue
                    }
                    lines.append(line)
                    line = ""
                }
                while word.count > perLine {
                    lines.append(String(word.prefix(perLine)))
                    word = String(word.dropFirst(perLine))
                }
                line = word
            }
            lines.append(line)
        }
        return lines
    }

    func testWrappingMatchesTheRuleOnGeneratedText() {
        var g = StackReferenceTests.Generator(state: 9)
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var failures: [String] = []
        for _ in 0..<500 {
            var text = ""
            let words = 1 + g.int(10)
            for w in 0..<words {
                if w > 0 { text += g.int(6) == 0 ? "\n" : " " }
                text += String((0..<(1 + g.int(12))).map { _ in letters[g.int(26)] })
            }
            let width = [10, 20, 35, 40, 55, 60, 80, 100, 130, 200][g.int(10)] as CGFloat
            let graph = layout(Text(text).font(ten).named("t").fixedSize(horizontal: false, vertical: true).frame(width: width))
            let lines = Self.referenceLines(text, width: width)
            let expected = CGSize(width: CGFloat(lines.map(\.count).max() ?? 0) * 10, height: CGFloat(lines.count) * 20)
            if graph.frame(of: "t")?.size != expected {
                failures.append(
                    "\"\(text.replacingOccurrences(of: "\n", with: "⏎"))\" at \(width): expected \(expected) \(lines), got \(String(describing: graph.frame(of: "t")?.size))"
                )
            }
        }
        XCTAssertTrue(failures.isEmpty, "\(failures.count) texts differ, e.g.\n" + failures.prefix(6).joined(separator: "\n"))
    }
}
