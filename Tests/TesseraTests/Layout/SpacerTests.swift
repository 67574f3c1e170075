import Foundation
import XCTest

@testable import Tessera

/// docs/LayoutRules.md §4.5 Spacer (and §1.3).
final class SpacerTests: XCTestCase {
    // §4.5 a Spacer takes what is left along the stack's axis
    func testSpacerFillsTheRemainingSpace() {
        let graph = layout(
            HStack {
                rect(10, 10)
                Spacer().named("s")
                rect(10, 10).named("b")
            }, in: CGSize(width: 100, height: 10))
        XCTAssertSize(graph, "s", 80, 0)
        XCTAssertFrame(graph, "b", 90, 0, 10, 10)
    }

    // §4.5 minLength nil ⇒ 8 is reserved even when nothing is left
    func testSpacerDefaultMinLengthIs8() {
        let graph = layout(
            HStack(spacing: 0) {
                rect(95, 10)
                Spacer().named("s")
            }.named("stack"), in: CGSize(width: 100, height: 10))
        XCTAssertFrame(graph, "s", 95, 5, 8, 0)
        XCTAssertFrame(graph, "stack", 0, 0, 103, 10)
    }

    // §4.5 an explicit minLength
    func testSpacerMinLength() {
        let graph = layout(
            HStack(spacing: 0) {
                rect(95, 10)
                Spacer(minLength: 20).named("s")
            }, in: CGSize(width: 100, height: 10))
        XCTAssertSize(graph, "s", 20, 0)
    }

    // §4.5 minLength 0 lets the spacer vanish
    func testSpacerMinLengthZero() {
        let graph = layout(
            HStack(spacing: 0) {
                rect(100, 10)
                Spacer(minLength: 0).named("s")
            }, in: CGSize(width: 100, height: 10))
        XCTAssertSize(graph, "s", 0, 0)
    }

    // §1.3 in a VStack the spacer is (0, h)
    func testSpacerInAVStackIsVertical() {
        let graph = layout(
            VStack(spacing: 0) {
                rect(10, 10)
                Spacer().named("s")
                rect(10, 10)
            }, in: CGSize(width: 50, height: 100))
        XCTAssertFrame(graph, "s", 5, 10, 0, 80)
    }

    // §4.5 two spacers share equally
    func testTwoSpacersShareEqually() {
        let graph = layout(
            HStack(spacing: 0) {
                Spacer().named("s1")
                rect(10, 10).named("c")
                Spacer().named("s2")
            }, in: CGSize(width: 110, height: 10))
        XCTAssertSize(graph, "s1", 50, 0)
        XCTAssertFrame(graph, "c", 50, 0, 10, 10)
        XCTAssertSize(graph, "s2", 50, 0)
    }

    // §4.5 minor-axis size 0: the stack's height comes from the other children
    func testSpacerDoesNotAddToTheMinorAxis() {
        let graph = layout(
            HStack {
                Spacer()
                rect(10, 12)
            }.named("stack"), in: CGSize(width: 100, height: 100))
        XCTAssertFrame(graph, "stack", 0, 0, 100, 12)
    }

    // §4.5 a Spacer in a stack inside a ZStack is outside any stack (both axes)
    func testSpacerInAZStackExpandsBothAxes() {
        let graph = layout(
            ZStack {
                Spacer().named("s")
            }, in: CGSize(width: 70, height: 30))
        XCTAssertFrame(graph, "s", 0, 0, 70, 30)
    }

    // §4.5 a Spacer in a nested VStack inside an HStack is vertical
    func testSpacerFollowsItsNearestStack() {
        let graph = layout(
            HStack(spacing: 0) {
                VStack(spacing: 0) {
                    Spacer().named("s")
                    rect(10, 10)
                }
            }, in: CGSize(width: 100, height: 50))
        XCTAssertFrame(graph, "s", 5, 0, 0, 40)
    }
}
