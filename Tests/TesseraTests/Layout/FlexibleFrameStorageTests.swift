import XCTest

@testable import Tessera

/// `FlexibleFrameLayout.Constraint` keeps "unset" as NaN so that every `NodeKind` stays small
/// enough to be copied inline (the graph copies a node's kind each time it reads it).
final class FlexibleFrameStorageTests: XCTestCase {
    func testUnsetAndNaNConstraintsReadAsNil() {
        let constraint = FlexibleFrameLayout.Constraint(min: nil, ideal: .nan, max: 40)
        XCTAssertNil(constraint.min)
        XCTAssertNil(constraint.ideal, "NaN is unset")
        XCTAssertEqual(constraint.max, 40)
        var changed = constraint
        changed.min = 10
        changed.max = nil
        XCTAssertEqual(changed.min, 10)
        XCTAssertNil(changed.max)
    }

    // Above 128 bytes a copy of a node's kind becomes a call to memcpy: 137 bytes had cost the
    // every-body card-grid frame 6 % of its instructions.
    func testANodeKindFitsInEightSixteenByteMoves() {
        XCTAssertLessThanOrEqual(MemoryLayout<FlexibleFrameLayout>.size, 96)
        XCTAssertLessThanOrEqual(MemoryLayout<NodeKind>.size, 128)
    }
}
