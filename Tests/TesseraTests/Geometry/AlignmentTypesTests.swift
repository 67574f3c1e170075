import Foundation
import XCTest

@testable import Tessera

/// `AlignmentKey` names a guide's `AlignmentID` type by its number in `AlignmentTypes`: keys
/// must compare, hash and answer as the types they name, whichever thread made them.
final class AlignmentTypesTests: XCTestCase {
    private enum Quarter: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 4 }
    }
    private enum Third: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 3 }
    }

    func testBuiltInGuidesKeepTheirTypesAndBaselines() {
        let guides: [(AlignmentKey, AlignmentID.Type)] = [
            (HorizontalAlignment.leading.id, LeadingAlignment.self), (HorizontalAlignment.center.id, HorizontalCenterAlignment.self),
            (HorizontalAlignment.trailing.id, TrailingAlignment.self), (VerticalAlignment.top.id, TopAlignment.self),
            (VerticalAlignment.center.id, VerticalCenterAlignment.self), (VerticalAlignment.bottom.id, BottomAlignment.self),
            (VerticalAlignment.firstTextBaseline.id, FirstTextBaselineAlignment.self),
            (VerticalAlignment.lastTextBaseline.id, LastTextBaselineAlignment.self),
        ]
        for (key, type) in guides { XCTAssertTrue(AlignmentTypes.type(at: key.typeIndex) == type, "\(type)") }
        XCTAssertEqual(guides.map(\.0.typeIndex), Array(0..<8), "the built-in numbers are fixed")
        XCTAssertEqual(guides.map(\.0.isTextBaseline), [false, false, false, false, false, false, true, true])
        XCTAssertTrue(VerticalAlignment.firstTextBaseline.id.isFirstTextBaseline)
        XCTAssertTrue(VerticalAlignment.lastTextBaseline.id.isLastTextBaseline)
        XCTAssertFalse(VerticalAlignment.lastTextBaseline.id.isFirstTextBaseline)
        XCTAssertEqual(HorizontalAlignment.leading.id.axis, .horizontal)
        XCTAssertEqual(VerticalAlignment.bottom.id.axis, .vertical)
        // Two bytes a key (alignments are stored in node kinds, see `NodeKindTests`).
        XCTAssertEqual(MemoryLayout<Alignment>.size, 4)
    }

    func testACustomTypeIsNumberedOnceAndComparesAsBefore() {
        let a = HorizontalAlignment(Quarter.self), b = HorizontalAlignment(Quarter.self)
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.hashValue, b.hashValue)
        XCTAssertEqual(a.id.typeIndex, b.id.typeIndex)
        XCTAssertNotEqual(a, HorizontalAlignment(Third.self))
        XCTAssertNotEqual(a, .leading)
        XCTAssertTrue(AlignmentTypes.type(at: a.id.typeIndex) == Quarter.self)
        XCTAssertFalse(a.id.isTextBaseline)
        // One type on both axes: one number, two guides (hashed by type, as before).
        let vertical = VerticalAlignment(Quarter.self)
        XCTAssertEqual(vertical.id.typeIndex, a.id.typeIndex)
        XCTAssertNotEqual(vertical.id, a.id)
        XCTAssertEqual(vertical.id.axis, .vertical)
        XCTAssertEqual(Set([a.id, b.id, vertical.id]).count, 2)
        XCTAssertEqual(ViewDimensions(size: CGSize(width: 12, height: 30))[a], 3, "the type's default value")
    }

    func testCustomTypesMadeOnManyThreadsGetOneNumberEach() {
        nonisolated(unsafe) let types: [AlignmentID.Type] = [GuideA.self, GuideB.self, GuideC.self, GuideD.self]
        let lock = NSLock()
        nonisolated(unsafe) var all: [[UInt16]] = []
        DispatchQueue.concurrentPerform(iterations: 16) { i in
            // Each thread makes the guides in its own order.
            let keys = (0..<types.count).map { j in
                let type = types[(i + j) % types.count]
                return (type, j % 2 == 0 ? HorizontalAlignment(type).id : VerticalAlignment(type).id)
            }
            let numbers = types.map { type in keys.first { $0.0 == type }!.1.typeIndex }
            lock.withLock { all.append(numbers) }
        }
        XCTAssertEqual(all.count, 16)
        XCTAssertTrue(all.allSatisfy { $0 == all[0] }, "\(all)")
        XCTAssertEqual(Set(all[0]).count, types.count, "distinct types, distinct numbers")
        for (type, number) in zip(types, all[0]) { XCTAssertTrue(AlignmentTypes.type(at: number) == type) }
    }
}

// Types no other test has numbered yet.
private enum GuideA: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 1 } }
private enum GuideB: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 2 } }
private enum GuideC: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 3 } }
private enum GuideD: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 4 } }
