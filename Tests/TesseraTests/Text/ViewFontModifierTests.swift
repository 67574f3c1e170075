import Foundation
import XCTest

@testable import Tessera

/// `bold`, `italic`, `fontWeight`, `fontDesign`, `monospaced` on any view reach the text inside;
/// `Text`'s own modifiers still return `Text`.
final class ViewFontModifierTests: XCTestCase {
    private func fonts<V: View>(_ view: V) -> [ResolvedFont] {
        textRuns(layout(view).displayList).map(\.font)
    }

    func testViewModifiersChangeTheFontOfTextInside() {
        XCTAssertEqual(fonts(VStack { Text("a") }.bold()).map(\.weight), [.bold])
        XCTAssertEqual(fonts(VStack { Text("a") }.bold(false)).map(\.weight), [.regular])
        XCTAssertEqual(fonts(VStack { Text("a") }.fontWeight(.heavy)).map(\.weight), [.heavy])
        XCTAssertEqual(fonts(VStack { Text("a") }.italic()).map(\.isItalic), [true])
        XCTAssertEqual(fonts(VStack { Text("a") }.fontDesign(.monospaced)).map(\.design), [.monospaced])
        XCTAssertEqual(fonts(VStack { Text("a") }.monospaced()).map(\.design), [.monospaced])
        XCTAssertEqual(fonts(VStack { Text("1") }.monospacedDigit()).map(\.isMonospacedDigit), [true])
        XCTAssertEqual(fonts(VStack { Text("a") }.font(.system(size: 30)).bold()).map(\.size), [30])
    }

    func testTextKeepsItsOwnModifiers() {
        let text: Text = Text("a").bold() + Text("b").italic().fontWeight(.light)
        XCTAssertEqual(fonts(text).map(\.weight), [.bold, .light])
    }
}
