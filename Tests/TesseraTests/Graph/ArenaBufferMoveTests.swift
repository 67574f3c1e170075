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

    /// Empties last pass's buffer, then this pass's, checking the deinitializations after each;
    /// frees both.
    private func empty(
        _ previous: inout ArenaBuffer<Tracked>, then current: inout ArenaBuffer<Tracked>, deinitializing first: Int,
        _ message: String, then total: Int
    ) {
        previous.removeAll()
        XCTAssertEqual(Tracked.deinitialized, first, message)
        XCTAssertEqual(current.count, current.map(\.value).count, "this pass's entries are still readable")
        current.removeAll()
        XCTAssertEqual(Tracked.deinitialized, total)
        previous.deallocate()
        current.deallocate()
    }

    /// Moves `moves` in order out of a buffer of `count` entries, checking which moved (`true`)
    /// and which were copied; returns both buffers.
    private func moving(
        _ moves: [(Range<Int>, moved: Bool)], outOf count: Int
    ) -> (previous: ArenaBuffer<Tracked>, current: ArenaBuffer<Tracked>) {
        Tracked.deinitialized = 0
        var previous = filled(count), current = ArenaBuffer<Tracked>()
        for (range, moved) in moves { XCTAssertEqual(current.appendMoving(range, from: &previous), moved, "\(range)") }
        return (previous, current)
    }

    func testMovedEntriesAreDeinitializedOnceByTheirNewBuffer() {
        // The last range out of order, as when a reused subtree comes before one it followed.
        var (previous, current) = moving([(2..<5, true), (5..<7, true), (0..<1, true)], outOf: 10)
        XCTAssertEqual(current.map(\.value), [2, 3, 4, 5, 6, 0])
        // Moved entries stay readable in last pass's buffer until it is emptied.
        XCTAssertEqual(previous[3].value, 3)
        empty(&previous, then: &current, deinitializing: 4, "only the entries that were not moved (1, 7, 8, 9)", then: 10)
    }

    func testARangeMovedTwiceIsCopiedTheSecondTime() {
        // Records inside the moved range (colliding identities): copied, not moved again.
        var (previous, current) = moving([(1..<4, true), (2..<3, false), (0..<2, false)], outOf: 6)
        XCTAssertEqual(current.map(\.value), [1, 2, 3, 2, 0, 1])
        empty(&previous, then: &current, deinitializing: 2, "4 and 5, which only last pass's buffer held", then: 6)
    }

    func testEmptyingPartOfABufferKeepsMovedEntriesOwnedElsewhere() {
        var (previous, current) = moving([(2..<6, true)], outOf: 8)
        previous.removeSuffix(from: 4)
        XCTAssertEqual(Tracked.deinitialized, 2, "6 and 7")
        previous.removeAll()
        XCTAssertEqual(Tracked.deinitialized, 4, "then 0 and 1")
        current.deallocate()
        XCTAssertEqual(Tracked.deinitialized, 8)
        previous.deallocate()
    }
}
