import Foundation
import XCTest

@testable import Tessera

/// Bad input never crashes and gives sensible, finite results.
final class RobustnessTests: XCTestCase {
    private func assertFinite(_ graph: ViewGraph, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(graph.taggedFrames.isEmpty, "no tagged view was laid out, so nothing is checked", file: file, line: line)
        for (id, frame) in graph.taggedFrames {
            XCTAssertTrue(
                frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite,
                "\(id): \(frame)", file: file, line: line)
            XCTAssertTrue(frame.width >= 0 && frame.height >= 0, "\(id): \(frame)", file: file, line: line)
        }
        for op in graph.displayList.operations {
            if case .fill(let shape, _) = op {
                let b = shape.bounds
                XCTAssertTrue(b.minX.isFinite && b.minY.isFinite && b.width.isFinite && b.height.isFinite, "\(op)", file: file, line: line)
            }
        }
    }

    func testNaNAndNegativeFixedFrameSizesAreIgnored() {
        let graph = layout(Color.red.frame(width: .nan, height: -5).named("c"), in: CGSize(width: 100, height: 50))
        XCTAssertFrame(graph, "c", 0, 0, 100, 50)
    }

    func testInfiniteFixedFrameSizeIsIgnored() {
        let graph = layout(Color.red.frame(width: .infinity, height: 20).named("c"), in: CGSize(width: 100, height: 50))
        XCTAssertFrame(graph, "c", 0, 0, 100, 20)
    }

    func testNaNFlexibleFrameValuesAreUnset() {
        let graph = layout(
            Color.red.frame(minWidth: .nan, idealWidth: .nan, maxWidth: .nan, minHeight: .nan, maxHeight: 20).named("c"),
            in: CGSize(width: 100, height: 50))
        XCTAssertFrame(graph, "c", 0, 0, 100, 20)
    }

    func testNonFinitePaddingGivesAFiniteLayout() {
        let graph = layout(
            VStack {
                rect(10, 10).padding(.nan).named("nan")
                rect(10, 10).padding(.infinity).named("inf")
                rect(10, 10).padding(EdgeInsets(top: .nan, leading: .infinity, bottom: -.infinity, trailing: 1)).named("insets")
            })
        assertFinite(graph)
        XCTAssertEqual(graph.frame(of: "insets")?.width, 11)
    }

    func testNaNAndNegativeWindowSizes() {
        let graph = ViewGraph()
        graph.update(Color.red.named("c"), size: CGSize(width: CGFloat.nan, height: -10))
        XCTAssertEqual(graph.frame(of: "c")?.size, .zero)
        assertFinite(graph)
    }

    func testInfiniteWindowSizeGivesAFiniteLayout() {
        let graph = ViewGraph()
        graph.update(
            VStack {
                Text("Hi"); rect(10, 10).named("r")
            }, size: CGSize(width: CGFloat.infinity, height: .infinity))
        assertFinite(graph)
        XCTAssertEqual(graph.frame(of: "r")?.size, CGSize(width: 10, height: 10))
    }

    func testEmptyString() {
        let graph = layout(
            VStack(spacing: 0) {
                Text("").font(ten).named("empty")
                rect(10, 10).named("after")
            })
        XCTAssertEqual(graph.frame(of: "empty")?.width, 0)
        assertFinite(graph)
    }

    func testTenThousandCharacterStringWraps() {
        let long = String(repeating: "word ", count: 2000)
        XCTAssertEqual(long.count, 10_000)
        let graph = layout(Text(long).font(ten).named("t").fixedSize(horizontal: false, vertical: true).frame(width: 100))
        // "word word" per 100-pt line: 1000 lines
        XCTAssertSize(graph, "t", 90, 20_000)
    }

    func testTenThousandCharacterWordBreaksPerCharacter() {
        let graph = layout(Text(String(repeating: "a", count: 10_000)).font(ten).named("t").frame(width: 100))
        // 10 characters per line, limited to the 1000-pt height: 50 lines
        XCTAssertSize(graph, "t", 100, 1000)
    }

    func testMissingImageGivesAPlaceholder() {
        let graph = layout(Image("does-not-exist").named("img"))
        let size = graph.frame(of: "img")?.size ?? .zero
        XCTAssertGreaterThan(size.width, 0)
        XCTAssertGreaterThan(size.height, 0)
        let placeholders = graph.displayList.operations.filter {
            if case .image(let d) = $0 { return d.image.isPlaceholder }
            return false
        }
        XCTAssertEqual(placeholders.count, 1, "a missing image must still draw something visible")
    }

    func testNegativeStackSpacingOverlaps() {
        let graph = layout(
            HStack(spacing: -5) {
                rect(10, 10)
                rect(10, 10).named("b")
            })
        XCTAssertFrame(graph, "b", 5, 0, 10, 10)
    }

    func testNonFiniteStackSpacing() {
        let graph = layout(
            HStack(spacing: .nan) {
                rect(10, 10)
                rect(10, 10).named("b")
            })
        assertFinite(graph)
    }

    func testNaNSpacerMinLengthUsesTheDefault() {
        let graph = layout(
            HStack(spacing: 0) {
                rect(100, 10)
                Spacer(minLength: .nan).named("s")
            }, in: CGSize(width: 100, height: 10))
        XCTAssertSize(graph, "s", 8, 0)
    }

    func testNaNLayoutPriorityIsZero() {
        let graph = layout(
            HStack(spacing: 0) {
                Color.red.named("a")
                Color.blue.layoutPriority(.nan).named("b")
            }, in: CGSize(width: 100, height: 10))
        XCTAssertSize(graph, "a", 50, 10)
        XCTAssertSize(graph, "b", 50, 10)
    }

    func testNonFiniteOffsetAndPosition() {
        let graph = layout(
            VStack {
                rect(10, 10).offset(x: .nan, y: .infinity).named("o")
                rect(10, 10).position(x: .nan, y: .infinity).named("p")
            })
        assertFinite(graph)
    }

    func testNonFiniteEffects() {
        let graph = layout(rect(10, 10).opacity(.nan).scaleEffect(.infinity).rotationEffect(.radians(.nan)).shadow(radius: .nan))
        // Checked operations, so the test cannot pass by drawing nothing at all.
        var checked = 0
        for op in graph.displayList.operations {
            if case .pushTransform(let t) = op {
                XCTAssertTrue(t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite, "\(t)")
                checked += 1
            }
            if case .fill(let shape, _) = op {
                let b = shape.bounds
                XCTAssertTrue(b.minX.isFinite && b.minY.isFinite && b.width.isFinite && b.height.isFinite, "\(op)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 0, "the rectangle was not drawn: \(graph.displayList.operations)")
    }

    func testZeroAndNaNDisplayScale() {
        for scale in [0, CGFloat.nan, -2] {
            let graph = layout(rect(10, 10).named("r"), scale: scale)
            XCTAssertDrawnFrame(graph, "r", 0, 0, 10, 10, "scale \(scale)")
        }
    }

    func testInvalidAspectRatios() {
        let graph = layout(
            VStack {
                Color.red.aspectRatio(0, contentMode: .fit).named("zero")
                Color.red.aspectRatio(.nan, contentMode: .fill).named("nan")
                Color.red.aspectRatio(-.infinity, contentMode: .fit).named("inf")
            }.frame(width: 100, height: 100))
        assertFinite(graph)
    }

    func testHugeFontSizeStaysFinite() {
        let graph = layout(Text("a").font(.system(size: .infinity)).named("t"))
        assertFinite(graph)
        XCTAssertNotNil(graph.frame(of: "t"))
    }

    func testDeeplyNestedViews() {
        var view = AnyView(rect(10, 10).named("core"))
        for _ in 0..<200 {
            view = AnyView(view.padding(1))
        }
        let graph = layout(view)
        XCTAssertFrame(graph, "core", 200, 200, 10, 10)
    }

    func testManySiblings() {
        let graph = layout(
            VStack(spacing: 0) {
                ForEach(0..<2000) { i in rect(1, 1).named("r\(i)") }
            })
        XCTAssertFrame(graph, "r1999", 0, 1999, 1, 1)
    }

    func testDuplicateForEachIDsDoNotCrash() {
        let graph = layout(
            HStack(spacing: 0) {
                ForEach([1, 1, 2], id: \.self) { i in rect(10, 10) }
            }.named("stack"))
        XCTAssertSize(graph, "stack", 30, 10)
    }

    func testCRLFIsOneLineBreak() {
        let graph = layout(Text("ab\r\ncd").font(ten).named("t").fixedSize())
        XCTAssertSize(graph, "t", 20, 40)
    }

    // an image provider reporting a corrupt (NaN / negative) size must not give a negative or NaN frame
    func testCorruptImageSizeGivesAFiniteNonNegativeFrame() {
        let graph = layout(
            VStack {
                Image("nan").named("nan")
                Image("negative").named("negative")
            }, images: ["nan": CGSize(width: CGFloat.nan, height: 10), "negative": CGSize(width: 20, height: -5)])
        assertFinite(graph)
    }

    // an infinite minimum must not put NaN or infinite rectangles in the display list
    func testInfiniteMinimumFrameKeepsTheDisplayListFinite() {
        let graph = ViewGraph()
        graph.update(
            HStack {
                Color.red.frame(minWidth: .infinity, maxWidth: .infinity)
                Color.blue.frame(width: 10, height: 10)
            }, size: CGSize(width: 100, height: 50))
        for op in graph.displayList.operations {
            if case .fill(let shape, _) = op {
                let b = shape.bounds
                XCTAssertTrue(b.minX.isFinite && b.minY.isFinite && b.width.isFinite && b.height.isFinite, "\(op)")
            }
        }
    }
}
