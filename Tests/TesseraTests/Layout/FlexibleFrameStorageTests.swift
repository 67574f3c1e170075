import XCTest

@testable import Tessera

/// `FlexibleFrameLayout.Constraint` keeps "unset" as NaN, so that a flexible frame's entry in
/// `PassTables.largePayloads` stays small.
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
}
