import Foundation
import XCTest

@testable import Tessera

/// `InterpolatedKeyCache` hands out the string an interpolated key was made as before when the
/// same bytes come again (a HUD's `Text("Level \(n): …")` every frame), and otherwise the key
/// exactly as it was written.
final class InterpolatedKeyCacheTests: XCTestCase {
    func testTheSameKeyAgainSharesTheStringMadeBefore() {
        let level = 12
        let first: LocalizedStringKey = "Level \(level): Crystal Caverns"
        let again: LocalizedStringKey = "Level \(level): Crystal Caverns"
        XCTAssertEqual(again.key, "Level 12: Crystal Caverns")
        XCTAssertEqual(storage(of: again.key), storage(of: first.key), "found by its bytes, not made again")
    }

    func testEveryKeyKeepsItsOwnBytesWhenSlotsAreReplaced() {
        // More keys than the table has slots, twice: entries are replaced, none is confused.
        for round in 0..<2 {
            for n in 0..<(InterpolatedKeyCache.slotCount + 500) {
                let key: LocalizedStringKey = "Card \(n) of the grid, round"
                XCTAssertEqual(key.key, "Card \(String(n)) of the grid, round", "round \(round)")
            }
        }
    }

    func testTheMarkupAnswerComesWithTheKeptString() {
        for _ in 0..<2 {
            let bold = 3
            XCTAssertEqual(Text("**Level \(bold)** of the caverns").segments.map(\.weight), [.bold, nil])
            XCTAssertEqual(Text("Level \(bold) of the caverns, plain").segments.map(\.weight), [nil])
        }
    }

    func testSmallAndSpilledKeysAreMadeAsWritten() {
        let n = 7
        let small: LocalizedStringKey = "Lv \(n)"  // a small string: nothing to keep
        XCTAssertEqual(small.key, "Lv 7")
        let long = String(repeating: "ж", count: 40)  // 80 UTF-8 bytes: past the inline buffer
        let spilled: LocalizedStringKey = "\(long) \(n)"
        XCTAssertEqual(spilled.key, long + " 7")
        let sixteen: LocalizedStringKey = "Sixteen bytes \(n)!"  // the shortest key that is kept
        XCTAssertEqual(sixteen.key.utf8.count, 16)
        XCTAssertEqual(sixteen.key, "Sixteen bytes 7!")
    }

    func testThreadsBuildingKeysAtOnceGetTheirOwn() {
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for n in 0..<2_000 {
                let key: LocalizedStringKey = "Thread \(thread % 2), card \(n)"
                XCTAssertEqual(key.key, "Thread \(String(thread % 2)), card \(String(n))")
            }
        }
    }

    /// The word of a native `String` that points at its storage object.
    private func storage(of string: String) -> UInt64 {
        unsafeBitCast(string, to: (UInt64, UInt64).self).1
    }
}
