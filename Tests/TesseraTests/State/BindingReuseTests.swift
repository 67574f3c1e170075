import Foundation
import XCTest

@testable import Tessera

/// A view is made again when a parent hands it another binding, even one to an equal-looking
/// constant: the binding is part of the view's value.
final class BindingReuseTests: XCTestCase {
    private struct Shows: View {
        @Binding var isOn: Bool
        var body: some View {
            Text(isOn ? "on" : "off").accessibilityIdentifier(isOn ? "on" : "off")
        }
    }

    func testAnotherConstantBindingMakesTheViewAgain() {
        let graph = ViewGraph()
        let size = CGSize(width: 200, height: 100)
        graph.update(Shows(isOn: .constant(false)), size: size)
        XCTAssertNotNil(graph.frame(of: "off"))
        graph.update(Shows(isOn: .constant(true)), size: size)
        XCTAssertNotNil(graph.frame(of: "on"), "the new constant is read")
    }

    func testAToggleShowsTheConstantItIsGiven() {
        let graph = ViewGraph()
        let size = CGSize(width: 300, height: 100)
        func toggle(_ on: Bool) -> some View {
            Toggle("Sound", isOn: .constant(on)).accessibilityIdentifier("toggle")
        }
        graph.update(toggle(false), size: size)
        let off = graph.displayList
        graph.update(toggle(true), size: size)
        XCTAssertNotEqual(graph.displayList, off, "the switch is drawn on")
    }
}
