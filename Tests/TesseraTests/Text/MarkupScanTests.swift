import XCTest

@testable import Tessera

/// `MarkdownParser.mayHaveMarkup` scans eight bytes a word at a time: every markup character is
/// found at every position of a word and of the tail, and nothing else is.
final class MarkupScanTests: XCTestCase {
    func testFindsEachMarkupCharacterAtEveryPosition() {
        for length in 1...49 {
            for position in 0..<length {
                for markup in ["*", "_", "~", "`", "\\"] {
                    var characters = Array(repeating: "a", count: length)
                    characters[position] = markup
                    let string = characters.joined()
                    XCTAssertTrue(MarkdownParser.mayHaveMarkup(string), string)
                }
            }
        }
    }

    func testPlainStringsHaveNoMarkup() {
        let plain = [
            "", "a", "Collect every gem before the cave floods and the torches fade.",
            "Level 12: Crystal Caverns", "+)^}|[]{<>!#$%&'()", "Ünïcødé ✦ 日本語 \u{2A2A} \u{5F5F}",
        ]
        for string in plain { XCTAssertFalse(MarkdownParser.mayHaveMarkup(string), string) }
    }

    func testBridgedAndSubstringBackedStrings() {
        let bridged = String(NSString(string: "no markup here at all, none"))
        XCTAssertFalse(MarkdownParser.mayHaveMarkup(bridged))
        XCTAssertTrue(MarkdownParser.mayHaveMarkup(String(NSString(string: "a bit of **bold** text"))))
        let tail = String("xxxxxxxxxxxx*".dropFirst(3))
        XCTAssertTrue(MarkdownParser.mayHaveMarkup(tail))
    }
}
