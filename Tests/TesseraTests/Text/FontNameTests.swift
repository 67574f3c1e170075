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

    func testNamesBeyondTheTableCapacityDrawWithTheSystemFontAndAreLoggedOnce() {
        Diagnostics.reset()
        let table = FontNameTable(capacity: 2)
        let a = table.index(of: "A"), b = table.index(of: "B")
        XCTAssertEqual([a, b], [1, 2])
        XCTAssertEqual(table.index(of: "C"), 0, "the third name gets the system font")
        XCTAssertEqual(table.index(of: "D"), 0)
        XCTAssertEqual(table.index(of: "A"), a, "known names still resolve")
        XCTAssertEqual(Diagnostics.messages.filter { $0.contains("custom font names") }.count, 1)
    }

    func testEmptyAndEnormousNames() {
        Diagnostics.reset()
        let table = FontNameTable()
        XCTAssertEqual(table.name(at: table.index(of: "")), "", "an empty name is a name like any other")
        let enormous = String(repeating: "x", count: 1 << 20)
        XCTAssertEqual(table.index(of: enormous), 0, "a megabyte name is not kept")
        XCTAssertNil(Font.custom(enormous, size: 12).resolve(dynamicTypeSize: .large).name, "it draws with the system font")
        XCTAssertEqual(Diagnostics.messages.filter { $0.contains("bytes (over 255)") }.count, 1)
    }
}
