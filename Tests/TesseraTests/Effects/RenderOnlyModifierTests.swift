import Foundation
import XCTest

@testable import Tessera

/// docs/LayoutRules.md §7 render-only modifiers: no layout effect.
final class RenderOnlyModifierTests: XCTestCase {
    private func assertNoLayoutEffect<V: View>(_ modified: V, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let graph = layout(
            HStack(spacing: 0) {
                modified.named("a")
                rect(10, 10).named("b")
            }.named("stack"))
        XCTAssertFrame(graph, "a", 0, 0, 10, 10, name, file: file, line: line)
        XCTAssertFrame(graph, "b", 10, 0, 10, 10, name, file: file, line: line)
        XCTAssertFrame(graph, "stack", 0, 0, 20, 10, name, file: file, line: line)
    }

    // §7 offset
    func testOffsetChangesNoLayout() {
        assertNoLayoutEffect(rect(10, 10).offset(x: 30, y: 40), "offset")
    }

    // §7 rotationEffect
    func testRotationChangesNoLayout() {
        assertNoLayoutEffect(rect(10, 10).rotationEffect(.degrees(45)), "rotation")
    }

    // §7 scaleEffect
    func testScaleChangesNoLayout() {
        assertNoLayoutEffect(rect(10, 10).scaleEffect(3), "scale")
    }

    // §7 clipped / clipShape / cornerRadius
    func testClippingChangesNoLayout() {
        assertNoLayoutEffect(rect(10, 10).clipped(), "clipped")
        assertNoLayoutEffect(rect(10, 10).clipShape(Circle()), "clipShape")
        assertNoLayoutEffect(rect(10, 10).cornerRadius(3), "cornerRadius")
    }

    // §7 hidden, opacity, shadow
    func testHiddenOpacityAndShadowChangeNoLayout() {
        assertNoLayoutEffect(rect(10, 10).hidden(), "hidden")
        assertNoLayoutEffect(rect(10, 10).opacity(0.3), "opacity")
        assertNoLayoutEffect(rect(10, 10).shadow(radius: 5, x: 3, y: 3), "shadow")
    }

    // §7 hidden: occupies its frame but draws nothing
    func testHiddenViewDrawsNothing() {
        let graph = layout(
            HStack(spacing: 0) {
                rect(10, 10, .red).hidden()
                rect(10, 10, .blue)
            })
        let colors = fills(graph.displayList).map(\.1)
        XCTAssertEqual(colors, [Color.blue.resolve(in: EnvironmentValues())])
    }

    // §7 hidden hides text and images too
    func testHiddenHidesTextAndImages() {
        let graph = layout(
            VStack {
                Text("Hi").font(ten)
                Image("star")
            }.hidden(), images: ["star": CGSize(width: 8, height: 8)])
        XCTAssertTrue(graph.displayList.operations.isEmpty, "\(graph.displayList.operations)")
    }

    // §7 offset moves the drawing
    func testOffsetMovesTheDrawing() {
        let graph = layout(rect(10, 10).offset(x: 5, y: 6).padding(20))
        XCTAssertEqual(fills(graph.displayList).first?.0, CGRectMake(25, 26, 10, 10))
    }

    // §7 scaleEffect and rotationEffect move the drawing about the centre, not the geometry
    func testScaleEffectTransformsAboutTheCentre() {
        let graph = layout(rect(10, 10).scaleEffect(2).padding(20))
        guard case .pushTransform(let t)? = graph.displayList.operations.first else {
            return XCTFail("expected a transform, got \(graph.displayList.operations)")
        }
        // the centre (25, 25) stays; the top-leading corner (20, 20) goes to (15, 15)
        XCTAssertEqual(CGPoint(x: 25, y: 25).applying(t), CGPoint(x: 25, y: 25))
        XCTAssertEqual(CGPoint(x: 20, y: 20).applying(t), CGPoint(x: 15, y: 15))
    }

    func testRotationEffectWithAnAnchor() {
        let graph = layout(rect(10, 10).rotationEffect(.degrees(90), anchor: .topLeading).padding(20))
        guard case .pushTransform(let t)? = graph.displayList.operations.first else {
            return XCTFail("expected a transform, got \(graph.displayList.operations)")
        }
        let anchor = CGPoint(x: 20, y: 20).applying(t)
        XCTAssertEqual(anchor.x, 20, accuracy: 1e-9)
        XCTAssertEqual(anchor.y, 20, accuracy: 1e-9)
        // (30, 20) rotates 90° clockwise (y down) about (20, 20) to (20, 30)
        let corner = CGPoint(x: 30, y: 20).applying(t)
        XCTAssertEqual(corner.x, 20, accuracy: 1e-9)
        XCTAssertEqual(corner.y, 30, accuracy: 1e-9)
    }

    // §7 clipped: clip to the view's own bounds
    func testClippedClipsToTheViewsBounds() {
        let graph = layout(rect(40, 40).frame(width: 20, height: 10).clipped().padding(5))
        XCTAssertEqual(graph.displayList.operations.first, .pushClip(.rect(CGRectMake(5, 5, 20, 10)), antialiased: false))
        XCTAssertEqual(graph.displayList.operations.last, .popClip)
    }

    // §7 transforms are expressed in pixels: the anchor is scaled with the display
    func testRotationAnchorIsInPixelsAtScale2() {
        let graph = layout(rect(10, 10).rotationEffect(.degrees(90)).padding(20), scale: 2)
        guard case .pushTransform(let t)? = graph.displayList.operations.first else {
            return XCTFail("expected a transform, got \(graph.displayList.operations)")
        }
        let centre = CGPoint(x: 50, y: 50).applying(t)
        XCTAssertEqual(centre.x, 50, accuracy: 1e-9)
        XCTAssertEqual(centre.y, 50, accuracy: 1e-9)
        let corner = CGPoint(x: 40, y: 40).applying(t)
        XCTAssertEqual(corner.x, 60, accuracy: 1e-9)
        XCTAssertEqual(corner.y, 40, accuracy: 1e-9)
    }
}
