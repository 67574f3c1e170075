import Foundation
import XCTest

@testable import Tessera

/// `LiteralMarkupCache` keeps the markup answers of string literals only (their bytes never move
/// or change), and answers as the scan does, the first time and from its slots.
final class LiteralMarkupCacheTests: XCTestCase {
    func testOnlyLiteralsCountAsImmortal() {
        XCTAssertTrue(LiteralMarkupCache.isImmortal("Collect every gem before the cave floods and the torches fade."))
        var heap = String(repeating: "a", count: 40)
        heap += "b"
        XCTAssertFalse(LiteralMarkupCache.isImmortal(heap), "a native string is freed and its address reused")
        XCTAssertFalse(LiteralMarkupCache.isImmortal("short"), "a small string's bytes are copied out to be scanned")
        XCTAssertFalse(LiteralMarkupCache.isImmortal(String(NSString(string: heap))), "a bridged heap string")
        XCTAssertFalse(LiteralMarkupCache.isImmortal(String("a substring made into a long string".dropFirst(2))))
    }

    func testAnswersAsTheScanDoesTwice() {
        let literals = [
            "Collect every gem before the cave floods and the torches fade.", "A **bold** move across the map",
            "snake_case names stay as they are here", "Nothing to see in this literal at all", "An escaped \\* star in a line",
            "`code` at the very start of the line", "ends with a tilde, as it happens ~",
        ]
        for _ in 0..<2 {
            for literal in literals {
                XCTAssertEqual(LiteralMarkupCache.mayHaveMarkup(literal), MarkdownParser.mayHaveMarkup(literal), literal)
            }
        }
        // A heap string with the same bytes as a literal is scanned, and answers the same.
        var heap = "Collect every gem before the cave floods and the torches fade"
        heap += "*"
        XCTAssertTrue(LiteralMarkupCache.mayHaveMarkup(heap))
    }

    func testLiteralTextsParseAsBefore() {
        XCTAssertEqual(Text("A **bold** move").string, "A bold move")
        XCTAssertEqual(
            Text("Collect every gem before the cave floods and the torches fade.").string,
            "Collect every gem before the cave floods and the torches fade.")
    }
}
