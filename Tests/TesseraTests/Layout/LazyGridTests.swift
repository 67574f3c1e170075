import Foundation
import XCTest

@testable import Tessera

/// Lazy grids resolve their columns (rows) from the length proposed to the grid itself, as
/// SwiftUI does: with spacing s, n adaptive columns fit when n × minimum + (n − 1) × s ≤ width,
/// and share the width equally; cells are proposed their column's width and no height.
final class LazyGridTests: XCTestCase {
    private func cells(_ count: Int, height: CGFloat = 50) -> some View {
        ForEach(0..<count, id: \.self) { Color.red.frame(height: height).named("c\($0)") }
    }

    func testTwoAdaptiveColumnsOf179FillA358PointFrame() {
        let g = layout(
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 179), spacing: 0)], spacing: 0) { cells(4) }.frame(width: 358))
        XCTAssertFrame(g, "c0", 0, 0, 179, 50)
        XCTAssertFrame(g, "c1", 179, 0, 179, 50)
        XCTAssertFrame(g, "c2", 0, 50, 179, 50)
        XCTAssertFrame(g, "c3", 179, 50, 179, 50)
    }

    func testDefaultSpacingLeavesOneColumnWhenTwoMinimumsAndTheGapDoNotFit() {
        // 2 × 179 + 8 > 358.
        let g = layout(LazyVGrid(columns: [GridItem(.adaptive(minimum: 179))]) { cells(2) }.frame(width: 358))
        XCTAssertFrame(g, "c0", 0, 0, 358, 50)
        XCTAssertFrame(g, "c1", 0, 58, 358, 50)
    }

    private func adaptive80() -> some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { cells(5) }
    }

    /// 4 × 80 + 3 × 8 = 344 ≤ 358 < 5 × 80 + 4 × 8: four columns of (358 − 24) / 4 = 83.5.
    private func assertFourColumnsOf83Point5(
        _ g: ViewGraph, x: CGFloat = 0, y: CGFloat = 0, file: StaticString = #filePath, line: UInt = #line
    ) {
        for (index, column) in [0, 91.5, 183, 274.5].enumerated() {
            XCTAssertFrame(g, "c\(index)", x + column, y, 83.5, 50, file: file, line: line)
        }
        XCTAssertFrame(g, "c4", x, y + 58, 83.5, 50, file: file, line: line)
    }

    func testAdaptiveColumnsInAFixedFrame() {
        assertFourColumnsOf83Point5(layout(adaptive80().frame(width: 358, height: 400, alignment: .top)))
    }

    func testAdaptiveColumnsInAGeometryReader() {
        assertFourColumnsOf83Point5(layout(GeometryReader { _ in self.adaptive80() }.frame(width: 358, height: 400)))
    }

    func testAdaptiveColumnsInAScrollView() {
        let h = InputHarness(size: CGSize(width: 358, height: 300)) { ScrollView { self.adaptive80() } }
        assertFourColumnsOf83Point5(h.graph)
    }

    func testAdaptiveColumnsInAScrollViewFollowTheGridsOwnWidthNotTheScrollViews() {
        // The scroll view is 390 wide (two columns of 179 would fit) but the grid is offered 330.
        let h = InputHarness(size: CGSize(width: 390, height: 300)) {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 179), spacing: 0)], spacing: 0) {
                    ForEach(0..<3, id: \.self) { Color.red.frame(height: 50).named("c\($0)") }
                }
                .padding(.horizontal, 30)
            }
        }
        XCTAssertFrame(h.graph, "c0", 30, 0, 330, 50)
        XCTAssertFrame(h.graph, "c1", 30, 50, 330, 50)
        XCTAssertFrame(h.graph, "c2", 30, 100, 330, 50)
    }

    func testFixedAndBoundedFlexibleColumnsShareTheRest() {
        // 358 − 100 − 2 × 8 = 242: the bounded column takes 121 clamped to 120, the other 122.
        let columns = [GridItem(.fixed(100)), GridItem(.flexible(minimum: 50, maximum: 120)), GridItem(.flexible())]
        let g = layout(LazyVGrid(columns: columns) { cells(4, height: 20) }.frame(width: 358))
        XCTAssertFrame(g, "c0", 0, 0, 100, 20)
        XCTAssertFrame(g, "c1", 108, 0, 120, 20)
        XCTAssertFrame(g, "c2", 236, 0, 122, 20)
        XCTAssertFrame(g, "c3", 0, 28, 100, 20)
    }

    func testFixedColumnBesideAnAdaptiveOne() {
        // 358 − 60 − 8 = 290 for the adaptive item: five columns of 50 fit (282), each 51.6.
        let g = layout(
            LazyVGrid(columns: [GridItem(.fixed(60)), GridItem(.adaptive(minimum: 50))]) { cells(6, height: 20) }.frame(width: 358))
        XCTAssertFrame(g, "c0", 0, 0, 60, 20)
        for index in 1...5 {
            XCTAssertFrame(g, "c\(index)", 68 + CGFloat(index - 1) * 59.6, 0, 51.6, 20)
        }
    }

    func testFixedColumnsMakeTheGridNarrowerAndItIsPlacedByItsParent() {
        let g = layout(
            LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(70), spacing: 0)]) { cells(2, height: 20) }
                .named("grid").frame(width: 358, alignment: .leading))
        XCTAssertFrame(g, "grid", 0, 0, 128, 20)
        XCTAssertFrame(g, "c1", 58, 0, 70, 20)
    }

    func testCellsAreProposedNoHeightAndSitInTheirRowByAlignment() {
        // A colour proposed no height is 10 tall; the row is as tall as its tallest cell.
        let g = layout(
            LazyVGrid(columns: [GridItem(), GridItem(alignment: .bottomTrailing)], spacing: 4) {
                Color.blue.named("free")
                Color.red.frame(width: 40, height: 30).named("tall")
                Color.green.frame(width: 20, height: 20).named("small")
                Color.green.frame(width: 20, height: 20).named("corner")
            }
            .frame(width: 208, height: 500, alignment: .top))
        XCTAssertFrame(g, "free", 0, 10, 100, 10, "centred in its 30-point row")
        XCTAssertFrame(g, "tall", 168, 0, 40, 30)
        XCTAssertFrame(g, "small", 40, 34, 20, 20, "centred in its column")
        XCTAssertFrame(g, "corner", 188, 34, 20, 20, "at its column's bottom trailing corner")
    }

    func testLazyHGridResolvesRowsFromItsProposedHeight() {
        let grid = LazyHGrid(rows: [GridItem(.adaptive(minimum: 40), spacing: 0)], spacing: 0) {
            ForEach(0..<4, id: \.self) { Color.red.frame(width: 30).named("c\($0)") }
        }
        let g = layout(grid.frame(height: 100))
        XCTAssertFrame(g, "c0", 0, 0, 30, 50)
        XCTAssertFrame(g, "c1", 0, 50, 30, 50)
        XCTAssertFrame(g, "c2", 30, 0, 30, 50)
        XCTAssertFrame(g, "c3", 30, 50, 30, 50)

        let h = InputHarness(size: CGSize(width: 300, height: 100)) { ScrollView(.horizontal) { grid } }
        XCTAssertFrame(h.graph, "c2", 30, 0, 30, 50)
        XCTAssertFrame(h.graph, "c3", 30, 50, 30, 50)
    }

    func testFlexibleRowsOfALazyHGrid() {
        let g = layout(
            LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.flexible())], spacing: 6) {
                ForEach(0..<3, id: \.self) { Color.red.frame(width: 30).named("c\($0)") }
            }
            .frame(height: 108))
        XCTAssertFrame(g, "c0", 0, 0, 30, 20)
        XCTAssertFrame(g, "c1", 0, 28, 30, 80)
        XCTAssertFrame(g, "c2", 36, 0, 30, 20)
    }
}
