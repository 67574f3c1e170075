import Foundation
import XCTest

@testable import Tessera

/// docs/LayoutRules.md §4.6 ZStack.
final class ZStackTests: XCTestCase {
    // §4.6 size = (max width, max height) of the children
    func testZStackIsAsBigAsItsLargestChildOnEachAxis() {
        let graph = layout(
            ZStack {
                rect(100, 20).named("wide")
                rect(30, 60).named("tall")
            }.named("z"))
        XCTAssertFrame(graph, "z", 0, 0, 100, 60)
        XCTAssertFrame(graph, "wide", 0, 20, 100, 20)
        XCTAssertFrame(graph, "tall", 35, 0, 30, 60)
    }

    // §4.6 alignment
    func testZStackAlignment() {
        let topLeading = layout(
            ZStack(alignment: .topLeading) {
                rect(100, 20).named("wide")
                rect(30, 60).named("tall")
            })
        XCTAssertFrame(topLeading, "wide", 0, 0, 100, 20)
        XCTAssertFrame(topLeading, "tall", 0, 0, 30, 60)

        let bottomTrailing = layout(
            ZStack(alignment: .bottomTrailing) {
                rect(100, 20).named("wide")
                rect(30, 60).named("tall")
            })
        XCTAssertFrame(bottomTrailing, "wide", 0, 40, 100, 20)
        XCTAssertFrame(bottomTrailing, "tall", 70, 0, 30, 60)
    }

    // §4.6 placement proposes every child the ZStack's own size: a Color becomes as tall as its sibling
    func testChildrenAreProposedTheZStacksSize() {
        let graph = layout(
            ZStack {
                Color.red.named("color")
                rect(50, 40)
            }.fixedSize())
        XCTAssertFrame(graph, "color", 0, 0, 50, 40)
    }

    // §4.6 sizing proposes the ZStack's proposal to each child
    func testZStackTakesTheProposalWhenAChildIsFlexible() {
        let graph = layout(
            ZStack {
                Color.red.named("color")
                rect(50, 40).named("box")
            }.named("z"), in: CGSize(width: 200, height: 100))
        XCTAssertFrame(graph, "z", 0, 0, 200, 100)
        XCTAssertFrame(graph, "box", 75, 30, 50, 40)
    }

    // §4.6 empty ZStack → (0, 0)
    func testEmptyZStackIsZeroSized() {
        let graph = layout(
            ZStack {
                EmptyView()
            }.named("z"))
        XCTAssertSize(graph, "z", 0, 0)
    }

    // §4.6 later children are drawn in front (declaration order)
    func testZStackDrawsChildrenInDeclarationOrder() {
        let graph = layout(
            ZStack {
                rect(20, 20, .red)
                rect(10, 10, .blue)
            })
        let colors = fills(graph.displayList).map(\.1)
        XCTAssertEqual(colors, [Color.red.resolve(in: EnvironmentValues()), Color.blue.resolve(in: EnvironmentValues())])
    }
}
