import XCTest

@testable import Tessera

/// Custom font names are interned, so a `Font` is plain bytes; equal names give equal fonts.
final class FontNameTests: XCTestCase {
    func testAFontHoldsNoReference() {
        XCTAssertTrue(_isPOD(Font.self))
    }

    func testCustomFontsCompareAndResolveByName() {
        let a = Font.custom("Orbitron-Regular", size: 14)
        XCTAssertEqual(a, Font.custom("Orbitron-" + "Regular", size: 14))
        XCTAssertNotEqual(a, Font.custom("Orbitron-Bold", size: 14))
        XCTAssertEqual(a.resolve(dynamicTypeSize: .large).name, "Orbitron-Regular")
        XCTAssertEqual(Font.custom("Orbitron-Regular", fixedSize: 9).resolve(dynamicTypeSize: .xxxLarge).name, "Orbitron-Regular")
        XCTAssertNil(Font.system(size: 9).resolve(dynamicTypeSize: .large).name)
        XCTAssertEqual(Set([a, Font.custom("Orbitron-Regular", size: 14), .custom("Other", size: 14)]).count, 2)
    }
}
