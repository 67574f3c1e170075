import Foundation
import XCTest

@testable import Tessera

/// An arena buffer's storage starts on a cache line, when made and after it grows, so records of
/// a power-of-two size (a text's sizes in `TextSizeCache`, 256 bytes) each start a line.
final class ArenaBufferStorageTests: XCTestCase {
    private struct Sizes {
        var values: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    }

    private func startsOnACacheLine<Element>(_ buffer: ArenaBuffer<Element>) -> Bool {
        UInt(bitPattern: buffer.base) % 64 == 0
    }

    func testStorageStartsOnACacheLineWhenMadeAndAfterGrowing() {
        var bytes = ArenaBuffer<UInt8>(capacity: 3)
        var records = ArenaBuffer<Sizes>(capacity: 1)
        defer {
            bytes.deallocate()
            records.deallocate()
        }
        XCTAssertTrue(startsOnACacheLine(bytes))
        XCTAssertTrue(startsOnACacheLine(records))
        for i in 0..<5_000 {
            bytes.append(UInt8(truncatingIfNeeded: i))
            records.append(Sizes(values: (UInt64(i), 0, 0, 0)))
            XCTAssertTrue(startsOnACacheLine(bytes), "after \(i + 1) bytes")
            XCTAssertTrue(startsOnACacheLine(records), "after \(i + 1) records")
        }
        // Growing moved every element along.
        XCTAssertEqual(bytes[4_999], UInt8(truncatingIfNeeded: 4_999))
        XCTAssertEqual(records[4_321].values.0, 4_321)
    }
}
