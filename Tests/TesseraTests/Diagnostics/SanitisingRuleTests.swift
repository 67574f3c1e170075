import Foundation
import XCTest

@testable import Tessera

/// The core's sanitising rules (docs/Robustness.md): the quiet fallbacks and the
/// NaN frames from ordinary input, each with the rule it follows.
final class SanitisingRuleTests: XCTestCase {
    override func setUp() {
        super.setUp()
        Diagnostics.reset()
    }

    private func assertFiniteFrame(_ graph: ViewGraph, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(graph.displayList.isFinite, file: file, line: line)
        XCTAssertEqual(graph.sanitizedOperations, 0, "\(String(describing: graph.lastNonFiniteOperation))", file: file, line: line)
        for (id, frame) in graph.taggedFrames {
            XCTAssertTrue(frame.isFiniteRect && frame.width >= 0 && frame.height >= 0, "\(id): \(frame)", file: file, line: line)
        }
    }

    func testNaNFrameWidthIsNilAndLoggedOncePerCallSite() {
        for _ in 0..<3 { layout(Color.red.frame(width: .nan, height: 10).named("c"), in: CGSize(width: 100, height: 50)) }
        let graph = layout(Color.red.frame(width: .nan, height: 10).named("c"), in: CGSize(width: 100, height: 50))
        XCTAssertFrame(graph, "c", 0, 0, 100, 10)
        XCTAssertEqual(Diagnostics.messages.filter { $0.contains("Invalid frame dimension") }.count, 1, "\(Diagnostics.messages)")
    }

    func testAMillionViewsAreCutAtTheNodeLimitAndLoggedOnce() {
        // The fuzz tree that took 1.9 GB: a thousand ForEach rows of a thousand dividers each.
        let graph = layout(
            VStack { ForEach(0..<1_000) { _ in HStack { ForEach(0..<1_000) { _ in Divider() } } } },
            in: CGSize(width: 1e9, height: 1e9))
        XCTAssertLessThanOrEqual(graph.current.nodes.count, LayoutLimits.maximumNodes + 16, "a bounded frame, not a million nodes")
        XCTAssertGreaterThan(graph.current.nodes.count, LayoutLimits.maximumNodes / 2, "views up to the limit are still made")
        XCTAssertEqual(Diagnostics.messages.filter { $0.contains("views in one frame") }.count, 1, "\(Diagnostics.messages)")
        assertFiniteFrame(graph)
    }

    func testNegativePaddingNeverMakesANegativeSizeAndKeepsTheBackground() {
        let graph = layout(rect(30, 30).padding(-20).background(Color.blue.named("bg")).named("p"))
        XCTAssertSize(graph, "p", 0, 0)
        XCTAssertSize(graph, "bg", 0, 0)
        let small = layout(rect(30, 30).padding(-5).background(Color.blue.named("bg")).named("p"))
        XCTAssertSize(small, "p", 20, 20)
        XCTAssertSize(small, "bg", 20, 20)
        assertFiniteFrame(graph)
    }

    func testNonFiniteFontSizeUsesTheBodySizeNotOnePoint() {
        let body = Font.body.resolve(dynamicTypeSize: .large).size
        for size in [CGFloat.nan, .infinity, -4, 0] {
            XCTAssertEqual(Font.system(size: size).resolve(dynamicTypeSize: .large).size, body, "\(size)")
        }
        XCTAssertEqual(Font.system(size: 1e-300).resolve(dynamicTypeSize: .large).size, 1.0 / 64)
        XCTAssertTrue(Diagnostics.messages.contains { $0.contains("font size") })
    }

    func testSpacerFilledToAnAspectRatioGivesAFiniteRoot() {
        let graph = layout(HStack { Spacer().aspectRatio(contentMode: .fill).named("s") }.named("h"), in: CGSize(width: 100, height: 50))
        assertFiniteFrame(graph)
        XCTAssertLessThanOrEqual(graph.frame(of: "h")?.width ?? .infinity, LayoutLimits.maximumLength)
    }

    func testInfiniteMinimumWidthGivesAFiniteRoot() {
        let graph = layout(Color.red.frame(minWidth: .infinity).named("c"), in: CGSize(width: 100, height: 50))
        assertFiniteFrame(graph)
        XCTAssertEqual(graph.frame(of: "c")?.width, LayoutLimits.maximumLength)
    }

    func testExtremeAspectRatiosGradientsAndFontSizesStayFinite() {
        let graph = layout(
            VStack {
                Divider().aspectRatio(CGSize(width: 1e9, height: 0), contentMode: .fill).named("d")
                Spacer().aspectRatio(CGSize(width: 1e9, height: 0), contentMode: .fill).named("s")
                Rectangle().fill(
                    LinearGradient(
                        stops: [.init(color: .red, location: -1e9), .init(color: .blue, location: 1e9)],
                        startPoint: UnitPoint(x: -1e9, y: 1e9), endPoint: UnitPoint(x: 1e308, y: 0))
                ).named("l")
                Circle().fill(
                    RadialGradient(colors: [.red, .blue], center: UnitPoint(x: 1e308, y: 0), startRadius: 1e308, endRadius: -1e308))
                Text("tiny").font(.system(size: 1e-300)).named("t")
                rect(10, 10).alignmentGuide(.leading) { _ in 1e300 }.offset(x: 1e308, y: -1e308).named("far")
            }, in: CGSize(width: 200, height: 200))
        assertFiniteFrame(graph)
    }

    func testArcWithNonFiniteAnglesIsLeftOutAndHugeSweepsAreOneTurn() {
        var nan = Path()
        nan.addArc(center: .zero, radius: 10, startAngle: .radians(.nan), endAngle: .radians(1), clockwise: false)
        XCTAssertTrue(nan.isEmpty)
        var turns = Path()
        turns.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .radians(2 * .pi * 1e7), clockwise: false)
        XCTAssertEqual(turns.elements.count, 5, "a move and four quarter curves: one full circle")
        var clockwise = Path()
        clockwise.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .radians(1e300), clockwise: true)
        XCTAssertLessThanOrEqual(clockwise.elements.count, 5)
        XCTAssertTrue(clockwise.isFinite)
    }

    func testDisplayListSanitizeReplacesNonFiniteOperationsKeepingPairs() {
        var list = DisplayList()
        list.operations = [
            .pushTransform(CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)),
            .fill(.rect(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)), .color(.clear)),
            .popTransform,
        ]
        XCTAssertFalse(list.isFinite)
        XCTAssertEqual(list.sanitize(), 2)
        XCTAssertTrue(list.isFinite)
        XCTAssertEqual(list.operations.last, .popTransform)
    }
}

/// Nesting deeper than the thread's stack allows drops the content below the limit with one
/// logged error instead of overflowing the stack (SIGSEGV at 10,000 levels before).
final class DeepNestingTests: XCTestCase {
    private func nested(_ depth: Int, stack: Bool) -> AnyView {
        var view = AnyView(rect(10, 10).named("core"))
        for _ in 0..<depth { view = stack ? AnyView(VStack { view }) : AnyView(view.padding(1)) }
        return view
    }

    func testTwoThousandLevelsLayOutExactly() {
        let graph = layout(nested(2_000, stack: false), in: CGSize(width: 10_000, height: 10_000))
        XCTAssertFrame(graph, "core", 2_000, 2_000, 10, 10)
        XCTAssertEqual(graph.droppedForDepth, 0)
        let stacks = layout(nested(2_000, stack: true), in: CGSize(width: 10_000, height: 10_000))
        XCTAssertFrame(stacks, "core", 0, 0, 10, 10)
        XCTAssertEqual(stacks.droppedForDepth, 0)
    }

    func testTenThousandLevelsDropTheDeepestContentWithoutCrashing() {
        Diagnostics.reset()
        for stack in [false, true] {
            let graph = layout(nested(10_000, stack: stack), in: CGSize(width: 100_000, height: 100_000))
            XCTAssertGreaterThan(graph.droppedForDepth, 0)
            XCTAssertGreaterThan(graph.current.nodes.count, 2_000, "levels above the limit are kept")
            print("nesting (\(stack ? "VStack" : "padding")): \(graph.current.nodes.count) nodes kept of 10,000 levels")
            XCTAssertNil(graph.frame(of: "core"), "the innermost view is below the limit")
            XCTAssertTrue(graph.displayList.isFinite)
        }
        XCTAssertEqual(Diagnostics.messages.filter { $0.contains("nested too deep") }.count, 1)
    }
}
