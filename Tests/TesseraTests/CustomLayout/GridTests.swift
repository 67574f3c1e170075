import Foundation
import XCTest

@testable import Tessera

/// `Grid` and `GridRow`: columns as wide as their widest cell, rows as tall as their tallest.
final class GridTests: XCTestCase {
    func testColumnsAndRowsTakeTheirLargestCell() {
        let graph = layout(
            Grid(horizontalSpacing: 10, verticalSpacing: 5) {
                GridRow {
                    rect(30, 10).named("a")
                    rect(10, 20).named("b")
                }
                GridRow {
                    rect(10, 10).named("c")
                    rect(50, 10).named("d")
                }
            }.named("grid"))
        XCTAssertFrame(graph, "grid", 0, 0, 90, 35)
        XCTAssertFrame(graph, "a", 0, 5, 30, 10)
        XCTAssertFrame(graph, "b", 60, 0, 10, 20)
        XCTAssertFrame(graph, "c", 10, 25, 10, 10)
        XCTAssertFrame(graph, "d", 40, 25, 50, 10)
    }

    func testDefaultSpacingIsEight() {
        let graph = layout(
            Grid {
                GridRow {
                    rect(10, 10).named("a"); rect(10, 10).named("b")
                }
                GridRow { rect(10, 10).named("c") }
            }.named("grid"))
        XCTAssertFrame(graph, "grid", 0, 0, 28, 28)
        XCTAssertFrame(graph, "b", 18, 0, 10, 10)
        XCTAssertFrame(graph, "c", 0, 18, 10, 10)
    }

    func testGridRowAndColumnAlignment() {
        let graph = layout(
            Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    rect(40, 40)
                    rect(10, 10).named("top leading")
                    rect(10, 10).named("trailing").gridColumnAlignment(.trailing)
                }
                GridRow(alignment: .bottom) {
                    rect(10, 30).named("row start")
                    rect(30, 10).named("bottom")
                    rect(30, 10)
                    rect(10, 10).named("extra")
                }
            })
        XCTAssertFrame(graph, "top leading", 40, 0, 10, 10)
        XCTAssertFrame(graph, "trailing", 90, 0, 10, 10)
        XCTAssertFrame(graph, "row start", 0, 40, 10, 30)
        XCTAssertFrame(graph, "bottom", 40, 60, 30, 10)
        XCTAssertFrame(graph, "extra", 100, 60, 10, 10)
    }

    func testAViewOutsideARowSpansEveryColumn() {
        let graph = layout(
            Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow {
                    rect(20, 10); rect(30, 10)
                }
                Color.red.frame(height: 2).named("line")
                GridRow { rect(10, 10).named("a") }
            }.named("grid"))
        XCTAssertFrame(graph, "grid", 0, 0, 60, 22)
        XCTAssertFrame(graph, "line", 0, 10, 60, 2)
        XCTAssertFrame(graph, "a", 5, 12, 10, 10)
    }

    func testACellSpanningColumnsIsCentredAcrossThem() {
        let graph = layout(
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    rect(20, 10); rect(30, 10)
                }
                GridRow { rect(10, 10).named("wide").gridCellColumns(2) }
            })
        XCTAssertFrame(graph, "wide", 20, 10, 10, 10)
    }

    func testFlexibleCellsShareTheProposal() {
        let graph = layout(
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Color.red.named("flexible")
                    rect(20, 10).named("fixed")
                }
            }.named("grid"), in: CGSize(width: 100, height: 50))
        XCTAssertFrame(graph, "grid", 0, 0, 100, 50)
        XCTAssertFrame(graph, "flexible", 0, 0, 80, 50)
        XCTAssertFrame(graph, "fixed", 80, 20, 20, 10)
    }

    func testUnsizedCellTakesItsColumnsWidth() {
        let graph = layout(
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow { rect(60, 10) }
                GridRow { Color.blue.frame(height: 5).gridCellUnsizedAxes(.horizontal).named("fill") }
            }.named("grid"))
        XCTAssertFrame(graph, "grid", 0, 0, 60, 15)
        XCTAssertFrame(graph, "fill", 0, 10, 60, 5)
    }

    func testCellAnchorPlacesTheCellByItsAnchor() {
        let graph = layout(
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    rect(40, 40); rect(10, 10).gridCellAnchor(.bottomTrailing).named("k")
                }
                GridRow {
                    rect(10, 10); rect(30, 10)
                }
            })
        XCTAssertFrame(graph, "k", 60, 30, 10, 10)
    }

    func testForEachInAGridRowMakesOneCellPerElement() {
        let graph = layout(
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                ForEach(0..<3, id: \.self) { row in
                    GridRow {
                        ForEach(0..<3, id: \.self) { column in
                            rect(CGFloat(10 * (column + 1)), 10).named("\(row),\(column)")
                        }
                    }
                }
            }.named("grid"))
        XCTAssertFrame(graph, "grid", 0, 0, 60, 30)
        XCTAssertFrame(graph, "2,2", 30, 20, 30, 10)
        XCTAssertFrame(graph, "1,1", 10, 10, 20, 10)
    }

    func testGridLayoutAsAValue() {
        let graph = layout(
            AnyLayout(GridLayout(horizontalSpacing: 1, verticalSpacing: 1)) {
                GridRow {
                    rect(10, 10); rect(10, 10).named("b")
                }
            })
        XCTAssertFrame(graph, "b", 11, 0, 10, 10)
    }
}

/// `ViewThatFits`: the first child whose ideal size fits, else the last.
final class ViewThatFitsTests: XCTestCase {
    private func drawnText(_ graph: ViewGraph) -> String {
        String(String.UnicodeScalarView(graph.displayList.glyphs.map(\.scalar)))
    }

    func testChoosesTheFirstChildThatFits() {
        let narrow = layout(
            ViewThatFits {
                Text("Hello world").named("long")
                Text("Hi").named("short")
            }.named("fits").frame(width: 50))
        // The mock font is 17 points wide and 34 tall per character at the default size.
        XCTAssertFrame(narrow, "fits", 8, 0, 34, 34)
        XCTAssertFrame(narrow, "short", 8, 0, 34, 34)
        XCTAssertEqual(drawnText(narrow), "Hi")

        let wide = layout(
            ViewThatFits {
                Text("Hello world").named("long")
                Text("Hi").named("short")
            }.named("fits").frame(width: 200))
        XCTAssertFrame(wide, "long", 6.5, 0, 187, 34)
        XCTAssertTrue(drawnText(wide).hasPrefix("Hello"), drawnText(wide))
        XCTAssertFalse(drawnText(wide).contains("Hi"))
    }

    func testOnlyTheGivenAxesAreMeasured() {
        let horizontal = layout(
            ViewThatFits(in: .horizontal) {
                rect(100, 100).named("big")
                rect(10, 10).named("small")
            }.frame(width: 150, height: 50))
        XCTAssertFrame(horizontal, "big", 25, -25, 100, 100)

        let both = layout(
            ViewThatFits {
                rect(100, 100).named("big")
                rect(10, 10).named("small")
            }.frame(width: 150, height: 50))
        XCTAssertFrame(both, "small", 70, 20, 10, 10)
    }

    func testTheLastChildWhenNoneFits() {
        let graph = layout(
            ViewThatFits {
                rect(100, 10).named("a")
                rect(80, 10).named("b")
            }.frame(width: 50))
        XCTAssertFrame(graph, "b", -15, 0, 80, 10)
    }
}

/// `Canvas`: it takes its proposal like a shape, and draws in its frame.
final class CanvasLayoutTests: XCTestCase {
    func testCanvasFillsItsProposalAndDrawsInItsFrame() {
        let graph = layout(
            VStack(spacing: 0) {
                Canvas { _, _ in }.named("ideal").fixedSize()
                Canvas { context, size in
                    context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
                }.frame(width: 30, height: 20).named("drawn")
            })
        XCTAssertFrame(graph, "ideal", 10, 0, 10, 10)
        XCTAssertFrame(graph, "drawn", 0, 10, 30, 20)
        let fills = graph.displayList.operations.compactMap { operation -> CGRect? in
            if case .fill(let shape, _) = operation { return shape.bounds }
            return nil
        }
        XCTAssertEqual(fills, [CGRect(x: 0, y: 10, width: 30, height: 20)])
    }
}
