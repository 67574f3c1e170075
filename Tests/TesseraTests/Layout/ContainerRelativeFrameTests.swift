import Foundation
import XCTest

@testable import Tessera

/// `containerRelativeFrame`: lengths taken from the nearest scroll view's visible area (less
/// its content margins), else from the window less its safe area.
final class ContainerRelativeFrameTests: XCTestCase {
    func testWithoutAScrollViewTheWindowIsTheContainer() {
        let graph = layout(
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 50)
                    .containerRelativeFrame(.horizontal, alignment: .leading)
                    .accessibilityIdentifier("row")
                Color.blue.frame(width: 10, height: 50).accessibilityIdentifier("inner")
                    .containerRelativeFrame([.horizontal, .vertical], alignment: .bottomTrailing)
                    .accessibilityIdentifier("page")
            },
            in: CGSize(width: 400, height: 300))
        XCTAssertFrame(graph, "row", 0, 0, 400, 50)
        XCTAssertFrame(graph, "page", 0, 50, 400, 300)
        XCTAssertFrame(graph, "inner", 390, 300, 10, 50)
    }

    func testTheOtherAxisKeepsTheParentsProposal() {
        let graph = layout(
            Color.green.containerRelativeFrame(.horizontal) { length, axis in
                XCTAssertEqual(axis, .horizontal)
                return length / 2
            }
            .accessibilityIdentifier("half"),
            in: CGSize(width: 400, height: 300))
        XCTAssertFrame(graph, "half", 0, 0, 200, 300)
    }

    func testCardsInAHorizontalScrollViewShareItsWidth() {
        let graph = layout(
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<5) { i in
                        Color.blue.containerRelativeFrame(.horizontal, count: 3, spacing: 10).accessibilityIdentifier("card\(i)")
                    }
                }
            }
            .frame(width: 320, height: 100),
            in: CGSize(width: 1000, height: 1000))
        // (320 − 2 × 10) / 3 = 100 per card; the height is the scroll view's (its proposal).
        for i in 0..<5 { XCTAssertFrame(graph, "card\(i)", CGFloat(i) * 110, 0, 100, 100) }
    }

    func testAnIOS17CarouselCompilesAndLaysOutItsCards() {
        let graph = layout(
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 16) {
                    ForEach(0..<4) { i in
                        RoundedRectangle(cornerRadius: 12).fill(.blue)
                            .containerRelativeFrame(.horizontal, count: 1, spacing: 16)
                            .accessibilityIdentifier("card\(i)")
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
            .scrollTargetBehavior(.paging)
            .contentMargins(.horizontal, 40)
            .frame(width: 400, height: 200))
        XCTAssertFrame(graph, "card0", 40, 0, 320, 200)
        XCTAssertFrame(graph, "card1", 376, 0, 320, 200)
    }

    func testASpanCoversItsColumnsAndTheGapsBetween() {
        let graph = layout(
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    Color.blue.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).accessibilityIdentifier("wide")
                    Color.blue.containerRelativeFrame(.horizontal, count: 3, spacing: 10).accessibilityIdentifier("narrow")
                }
            }
            .frame(width: 320, height: 100))
        XCTAssertFrame(graph, "wide", 0, 0, 210, 100)
        XCTAssertFrame(graph, "narrow", 220, 0, 100, 100)
    }

    func testContentMarginsNarrowTheContainer() {
        let graph = layout(
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    Color.blue.containerRelativeFrame(.horizontal).accessibilityIdentifier("page0")
                    Color.blue.containerRelativeFrame(.horizontal).accessibilityIdentifier("page1")
                }
            }
            .contentMargins(.horizontal, 20)
            .frame(width: 320, height: 100))
        XCTAssertFrame(graph, "page0", 20, 0, 280, 100)
        XCTAssertFrame(graph, "page1", 300, 0, 280, 100)
    }

    func testVerticalPagesFillAScrollViewInsideAWindow() {
        let graph = layout(
            VStack(spacing: 0) {
                Color.gray.frame(height: 100)
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<3) { i in
                            Text("Level \(i)").containerRelativeFrame([.horizontal, .vertical]).accessibilityIdentifier("page\(i)")
                        }
                    }
                }
            },
            in: CGSize(width: 400, height: 600))
        // The scroll view gets what the bar leaves: 400 × 500, each page as big.
        for i in 0..<3 { XCTAssertFrame(graph, "page\(i)", 0, 100 + CGFloat(i) * 500, 400, 500) }
    }

    func testTheNearestScrollViewCounts() {
        let graph = layout(
            ScrollView {
                VStack(spacing: 0) {
                    ScrollView(.horizontal) {
                        Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 0).accessibilityIdentifier("inner")
                    }
                    .frame(width: 200, height: 40)
                    Color.blue.frame(height: 10).containerRelativeFrame(.horizontal).accessibilityIdentifier("outer")
                }
            }
            .frame(width: 300, height: 300))
        XCTAssertFrame(graph, "inner", 50, 0, 100, 40)
        XCTAssertFrame(graph, "outer", 0, 40, 300, 10)
    }

    func testTheHostsSafeAreaIsLeftOut() {
        let graph = ViewGraph()
        graph.safeAreaInsets = EdgeInsets(top: 20, leading: 40, bottom: 10, trailing: 30)
        graph.update(
            _PresentationHost(Color.red.frame(height: 10).containerRelativeFrame(.horizontal).accessibilityIdentifier("bar")),
            size: CGSize(width: 400, height: 300))
        XCTAssertEqual(graph.frame(of: "bar")?.width, 330)
    }

    private struct Carousel: View {
        var body: some View {
            HStack(spacing: 0) {
                Color.red.containerRelativeFrame(.horizontal) { length, _ in length / 4 }.accessibilityIdentifier("quarter")
                Spacer()
            }
        }
    }

    func testANewWindowSizeResizesTheFrameOfAnUnchangedView() {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        graph.update(Carousel(), size: CGSize(width: 400, height: 100))
        XCTAssertFrame(graph, "quarter", 0, 0, 100, 100)
        graph.update(Carousel(), size: CGSize(width: 800, height: 100))
        XCTAssertFrame(graph, "quarter", 0, 0, 200, 100)
    }

    func testAScrollViewProposedTwoHeightsLaysOutWithItsLast() {
        // A stack asks the scroll view for several heights before it settles on one.
        let graph = layout(
            VStack(spacing: 0) {
                ScrollView {
                    Color.red.containerRelativeFrame(.vertical).accessibilityIdentifier("page")
                }
                Color.blue.frame(minHeight: 50, maxHeight: 150)
            },
            in: CGSize(width: 200, height: 400))
        XCTAssertFrame(graph, "page", 0, 0, 200, 250)
    }

    func testBadInputGivesEmptyFramesWithoutCrashing() {
        let graph = layout(
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    Color.red.containerRelativeFrame(.horizontal, count: 0, span: 9, spacing: .nan).accessibilityIdentifier("zero")
                    Color.red.containerRelativeFrame(.horizontal, count: 2, span: -3, spacing: 1e300).accessibilityIdentifier("huge")
                    Color.red.containerRelativeFrame(.vertical) { _, _ in .nan }.accessibilityIdentifier("nan")
                    Color.red.containerRelativeFrame(.horizontal) { _, _ in -.infinity }.accessibilityIdentifier("negative")
                }
            }
            .frame(width: 100, height: 50))
        XCTAssertEqual(graph.frame(of: "zero")?.width, 100)
        XCTAssertEqual(graph.frame(of: "huge")?.width, 0)
        XCTAssertEqual(graph.frame(of: "nan")?.height, 0)
        XCTAssertEqual(graph.frame(of: "negative")?.width, 0)
        let empty = layout(Color.red.containerRelativeFrame([.horizontal, .vertical]).accessibilityIdentifier("c"), in: .zero)
        XCTAssertEqual(empty.frame(of: "c")?.size, .zero)
    }
}

/// Tabs and navigation screens are containers too: their content area, not the window.
final class ContainerRelativeFrameContainerTests: XCTestCase {
    func testATabsContentAreaIsTheContainer() {
        let graph = layout(
            TabView {
                Color.red.containerRelativeFrame(.vertical) { length, _ in length / 2 }.accessibilityIdentifier("half")
                    .tabItem { Text("Play") }
            }, in: CGSize(width: 300, height: 400))
        let area = 400 - 49 - 1 as CGFloat
        XCTAssertEqual(graph.frame(of: "half")?.height ?? 0, area / 2, accuracy: 0.5)
    }

    func testANavigationScreenBelowItsBarIsTheContainer() {
        let graph = layout(
            NavigationStack {
                Color.red.containerRelativeFrame([.horizontal, .vertical]).accessibilityIdentifier("screen")
                    .navigationTitle("Levels")
            }, in: CGSize(width: 300, height: 600))
        let screen = try! XCTUnwrap(graph.frame(of: "screen"))
        XCTAssertEqual(screen.width, 300)
        XCTAssertEqual(screen.maxY, 600)
        XCTAssertLessThan(screen.height, 600)
        XCTAssertEqual(screen.minY, 600 - screen.height)
    }

    func testAScrollViewInsideATabIsNearer() {
        let graph = layout(
            TabView {
                ScrollView(.horizontal) {
                    Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 0).accessibilityIdentifier("card")
                }
                .frame(width: 200)
                .tabItem { Text("Play") }
            }, in: CGSize(width: 300, height: 400))
        XCTAssertEqual(graph.frame(of: "card")?.width, 100)
    }
}
