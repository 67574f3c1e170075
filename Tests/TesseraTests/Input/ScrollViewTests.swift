import Foundation
import XCTest

@testable import Tessera

/// Counts body evaluations of rows (a class, so views can share it).
final class BodyCounter {
    var evaluations = 0
    var rows = Set<Int>()
}

/// A 40-point row that counts its body evaluations.
private struct Row: View {
    let index: Int
    let counter: BodyCounter

    var body: some View {
        let _ = counter.evaluations += 1
        let _ = counter.rows.insert(index)
        Color.gray.frame(height: 40).focusable().accessibilityIdentifier("row\(index)")
    }
}

/// Scroll views: layout, wheel, drag and focus scrolling, `scrollTo`, culling, lazy stacks.
final class ScrollViewTests: XCTestCase {
    /// 50 rows of 40 points with 10 between: content 50×50 − 10 = 2,490 points tall, in a
    /// 200-point viewport.
    private func list(_ counter: BodyCounter, lazy: Bool) -> InputHarness<some View> {
        InputHarness(size: CGSize(width: 300, height: 200)) {
            ScrollView {
                if lazy {
                    LazyVStack(spacing: 10) { ForEach(0..<50, id: \.self) { Row(index: $0, counter: counter) } }
                } else {
                    VStack(spacing: 10) { ForEach(0..<50, id: \.self) { Row(index: $0, counter: counter) } }
                }
            }
        }
    }

    func testLayoutTakesTheOfferAndContentItsIdealLength() {
        let h = list(BodyCounter(), lazy: false)
        XCTAssertEqual(h.graph.frame(of: "row0"), CGRect(x: 0, y: 0, width: 300, height: 40))
        XCTAssertEqual(h.graph.frame(of: "row49"), CGRect(x: 0, y: 2450, width: 300, height: 40))
    }

    func testWheelScrollsAndClamps() {
        let h = list(BodyCounter(), lazy: false)
        XCTAssertTrue(h.send(.scroll(delta: CGSize(width: 0, height: -100), at: CGPoint(x: 10, y: 10))))
        XCTAssertEqual(h.graph.frame(of: "row0")?.minY, -100)
        h.send(.scroll(delta: CGSize(width: 0, height: 500), at: CGPoint(x: 10, y: 10)))
        XCTAssertEqual(h.graph.frame(of: "row0")?.minY, 0, "clamped at the top")
        h.send(.scroll(delta: CGSize(width: 0, height: -1e6), at: CGPoint(x: 10, y: 10)))
        XCTAssertEqual(h.graph.frame(of: "row49")?.maxY, 200, "clamped at the bottom")
    }

    func testDragScrollsAndIsNotATap() {
        var taps = 0
        let h = InputHarness(size: CGSize(width: 300, height: 200)) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { i in
                        Color.gray.frame(height: 50).onTapGesture { taps += 1 }.accessibilityIdentifier("r\(i)")
                    }
                }
            }
        }
        h.send(.pointerDown(CGPoint(x: 10, y: 150)))
        h.send(.pointerMoved(CGPoint(x: 10, y: 100)))
        h.send(.pointerMoved(CGPoint(x: 10, y: 30)))
        h.send(.pointerUp(CGPoint(x: 10, y: 30)))
        XCTAssertEqual(h.graph.frame(of: "r0")?.minY, -120)
        XCTAssertEqual(taps, 0)
    }

    func testFocusScrollsIntoViewAndStateSurvives() {
        let counter = BodyCounter()
        let h = list(counter, lazy: true)
        h.press(.tab)
        XCTAssertEqual(h.graph.focusedIdentifier, "row0")
        for _ in 0..<6 { h.press(.downArrow) }
        XCTAssertEqual(h.graph.focusedIdentifier, "row6")
        let frame = try! XCTUnwrap(h.graph.frame(of: "row6"))
        XCTAssertEqual(frame.maxY, 200, "brought just into view at the bottom")
        for _ in 0..<6 { h.press(.upArrow) }
        XCTAssertEqual(h.graph.frame(of: "row0")?.minY, 0)
    }

    func testNothingIsDrawnOffScreen() {
        let h = list(BodyCounter(), lazy: false)
        h.send(.scroll(delta: CGSize(width: 0, height: -1000), at: CGPoint(x: 10, y: 10)))
        // Rows at 1,000…1,200 of the content show: rows 20 (1,000) to 23 (1,150…1,190), 4 fills.
        let fills = h.graph.displayList.operations.filter {
            if case .fill(.rect, _) = $0 { return true }
            return false
        }
        XCTAssertEqual(fills.count, 4)
        XCTAssertTrue(h.graph.displayList.operations.contains { if case .pushClip = $0 { return true } else { return false } })
    }

    func testLazyStackBuildsOnlyRowsInSight() {
        let counter = BodyCounter()
        let h = list(counter, lazy: true)
        // 200 points show rows 0…3 (row 4 starts at 200); one more row on each side: 0…4.
        XCTAssertEqual(counter.rows, Set(0...4))
        XCTAssertEqual(h.graph.frame(of: "row0"), CGRect(x: 0, y: 0, width: 300, height: 40))
        counter.rows = []
        let before = counter.evaluations
        h.send(.scroll(delta: CGSize(width: 0, height: -1000), at: CGPoint(x: 10, y: 10)))
        XCTAssertEqual(counter.rows, Set(19...24), "rows 20…23 show, one more each side")
        XCTAssertLessThanOrEqual(counter.evaluations - before, 12, "a pass or two of six rows")
        XCTAssertEqual(h.graph.frame(of: "row20")?.minY, 0)
        h.send(.scroll(delta: CGSize(width: 0, height: -1e6), at: CGPoint(x: 10, y: 10)))
        XCTAssertEqual(h.graph.frame(of: "row49")?.maxY, 200, "the placeholders keep the full length")
    }

    func testScrollToByIdWithAnchor() {
        var proxy: ScrollViewProxy?
        let counter = BodyCounter()
        let h = InputHarness(size: CGSize(width: 300, height: 200)) {
            ScrollViewReader { p in
                let _ = (proxy = p)
                ScrollView {
                    LazyVStack(spacing: 10) { ForEach(0..<50, id: \.self) { Row(index: $0, counter: counter) } }
                }
            }
        }
        proxy?.scrollTo(30, anchor: .top)
        h.frame()
        XCTAssertEqual(h.graph.frame(of: "row30")?.minY, 0)
        proxy?.scrollTo(10)
        h.frame()
        XCTAssertEqual(h.graph.frame(of: "row10")?.minY, 0, "above: its top edge comes in")
        let eager = InputHarness(size: CGSize(width: 300, height: 200)) {
            ScrollViewReader { p in
                let _ = (proxy = p)
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<20, id: \.self) { i in Color.gray.frame(height: 50).id("r\(i)").accessibilityIdentifier("r\(i)") }
                    }
                }
            }
        }
        proxy?.scrollTo("r10", anchor: .center)
        eager.frame()
        XCTAssertEqual(eager.graph.frame(of: "r10")?.midY, 100)
    }

    func testLazyGridBuildsRowsInSight() {
        let counter = BodyCounter()
        let h = InputHarness(size: CGSize(width: 300, height: 200)) {
            ScrollView {
                LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50)), GridItem(.fixed(50))], spacing: 10) {
                    ForEach(0..<300, id: \.self) { Row(index: $0, counter: counter) }
                }
            }
        }
        // 50-point rows of three: rows 0…3 show, one more: items 0…14.
        XCTAssertEqual(counter.rows, Set(0..<15))
        XCTAssertEqual(h.graph.frame(of: "row4")?.width, 50)
        counter.rows = []
        h.send(.scroll(delta: CGSize(width: 0, height: -2000), at: CGPoint(x: 10, y: 10)))
        XCTAssertEqual(counter.rows, Set(117..<135), "rows 40…43 show, 39…44 are built")
    }

    func testAdaptiveColumnsAreBoundedAndFiniteForHostileSizes() {
        XCTAssertEqual(LazyVGrid<EmptyView>.adaptiveColumnCount(width: 300, minimum: 90, spacing: 10), 3)
        XCTAssertEqual(LazyVGrid<EmptyView>.adaptiveColumnCount(width: 1e9, minimum: 0, spacing: 0), 1_000, "not a billion columns")
        XCTAssertEqual(LazyVGrid<EmptyView>.adaptiveColumnCount(width: 300, minimum: .nan, spacing: .nan), 1)
        XCTAssertEqual(LazyVGrid<EmptyView>.adaptiveColumnCount(width: -50, minimum: 10, spacing: 0), 1)
    }

    func testRowsInSightOfAHugeScrollOffsetDoNotTrap() {
        // Tiny rows and an enormous scroll: the row index would pass Int.max before clamping.
        let counter = BodyCounter()
        let h = InputHarness(size: CGSize(width: 300, height: 200)) {
            ScrollView {
                LazyVStack(spacing: 0) { ForEach(0..<50, id: \.self) { Row(index: $0, counter: counter).frame(height: 1e-300) } }
            }
        }
        h.send(.scroll(delta: CGSize(width: 0, height: -1e308), at: CGPoint(x: 10, y: 10)))
        XCTAssertFalse(counter.rows.isEmpty)
        XCTAssertTrue(counter.rows.allSatisfy { (0..<50).contains($0) })
    }

    func testIndicatorsShowUnlessHidden() {
        func bars(_ hidden: Bool) -> Int {
            let h = InputHarness(size: CGSize(width: 300, height: 200)) {
                ScrollView { Color.gray.frame(height: 1000) }.scrollIndicators(hidden ? .hidden : .automatic)
            }
            return h.graph.displayList.operations.filter {
                if case .fill(.roundedRect, _) = $0 { return true }
                return false
            }.count
        }
        XCTAssertEqual(bars(false), 1)
        XCTAssertEqual(bars(true), 0)
    }
}

/// `@State` in scrolled content: it survives scrolling while the view is built; a lazy row
/// scrolled out of the built range is not built, and its state goes with it (docs/LayoutRules.md §14.2).
final class ScrollStateTests: XCTestCase {
    private struct Clicks: View {
        let index: Int
        @State private var count = 0
        var body: some View {
            Color.gray.frame(height: 50).onTapGesture { count += 1 }.accessibilityIdentifier("c\(index)-\(count)")
        }
    }

    func testStateSurvivesScrollingAndLeavesWithItsRow() {
        func harness(lazy: Bool) -> InputHarness<some View> {
            InputHarness(size: CGSize(width: 200, height: 200)) {
                ScrollView {
                    if lazy {
                        LazyVStack(spacing: 0) { ForEach(0..<40, id: \.self) { Clicks(index: $0) } }
                    } else {
                        VStack(spacing: 0) { ForEach(0..<40, id: \.self) { Clicks(index: $0) } }
                    }
                }
            }
        }
        for lazy in [false, true] {
            let h = harness(lazy: lazy)
            h.click(10, 10)
            h.click(10, 10)
            XCTAssertNotNil(h.graph.frame(of: "c0-2"))
            h.send(.scroll(delta: CGSize(width: 0, height: -40), at: CGPoint(x: 10, y: 10)))
            XCTAssertEqual(h.graph.frame(of: "c0-2")?.minY, -40, "lazy \(lazy): still built, state kept")
            h.send(.scroll(delta: CGSize(width: 0, height: -1500), at: CGPoint(x: 10, y: 10)))
            h.send(.scroll(delta: CGSize(width: 0, height: 1e6), at: CGPoint(x: 10, y: 10)))
            XCTAssertNotNil(h.graph.frame(of: lazy ? "c0-0" : "c0-2"), lazy ? "rebuilt fresh" : "kept")
        }
    }
}
