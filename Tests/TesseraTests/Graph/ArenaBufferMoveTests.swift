import Foundation
import XCTest

@testable import Tessera

/// Entries moved out of last pass's buffer have exactly one owner: each is deinitialized once,
/// by the buffer it moved to, and a range moved twice is copied the second time.
final class ArenaBufferMoveTests: XCTestCase {
    /// Counts its deinitializations, so a double release or a leak shows as a wrong count.
    private final class Tracked {
        nonisolated(unsafe) static var deinitialized = 0
        let value: Int
        init(_ value: Int) { self.value = value }
        deinit { Tracked.deinitialized += 1 }
    }

    private func filled(_ count: Int) -> ArenaBuffer<Tracked> {
        var buffer = ArenaBuffer<Tracked>(capacity: 2)
        for i in 0..<count { buffer.append(Tracked(i)) }
        return buffer
    }

    func testMovedEntriesAreDeinitializedOnceByTheirNewBuffer() {
        Tracked.deinitialized = 0
        var previous = filled(10), current = ArenaBuffer<Tracked>()
        XCTAssertTrue(current.appendMoving(2..<5, from: &previous))
        XCTAssertTrue(current.appendMoving(5..<7, from: &previous))
        // Out of order, as when a reused subtree comes before one it followed last pass.
        XCTAssertTrue(current.appendMoving(0..<1, from: &previous))
        XCTAssertEqual(current.map(\.value), [2, 3, 4, 5, 6, 0])
        // Moved entries stay readable in last pass's buffer until it is emptied.
        XCTAssertEqual(previous[3].value, 3)

        previous.removeAll()
        XCTAssertEqual(Tracked.deinitialized, 4, "only the entries that were not moved (1, 7, 8, 9)")
        XCTAssertEqual(current[0].value, 2)
        current.removeAll()
        XCTAssertEqual(Tracked.deinitialized, 10)
        previous.deallocate()
        current.deallocate()
    }

    func testARangeMovedTwiceIsCopiedTheSecondTime() {
        Tracked.deinitialized = 0
        var previous = filled(6), current = ArenaBuffer<Tracked>()
        XCTAssertTrue(current.appendMoving(1..<4, from: &previous))
        // A record inside the moved range (colliding identities): copied, not moved again.
        XCTAssertFalse(current.appendMoving(2..<3, from: &previous))
        XCTAssertFalse(current.appendMoving(0..<2, from: &previous))
        XCTAssertEqual(current.map(\.value), [1, 2, 3, 2, 0, 1])
        previous.removeAll()
        XCTAssertEqual(Tracked.deinitialized, 2, "4 and 5, which only last pass's buffer held")
        current.removeAll()
        XCTAssertEqual(Tracked.deinitialized, 6)
        previous.deallocate()
        current.deallocate()
    }

    func testEmptyingPartOfABufferKeepsMovedEntriesOwnedElsewhere() {
        Tracked.deinitialized = 0
        var previous = filled(8), current = ArenaBuffer<Tracked>()
        current.appendMoving(2..<6, from: &previous)
        previous.removeSuffix(from: 4)
        XCTAssertEqual(Tracked.deinitialized, 2, "6 and 7")
        previous.removeAll()
        XCTAssertEqual(Tracked.deinitialized, 4, "then 0 and 1")
        current.deallocate()
        XCTAssertEqual(Tracked.deinitialized, 8)
        previous.deallocate()
    }
}
