import Foundation
import XCTest

@testable import Tessera

/// docs/LayoutRules.md §4.2 HStack / VStack sizing and placement.
final class StackTests: XCTestCase {
    // §4.2 equal shares of what is left
    func testTwoFlexibleChildrenSplitTheSpaceEqually() {
        let view = HStack {
            Color.red.named("a")
            Color.blue.named("b")
        }
        let graph = layout(view, in: CGSize(width: 208, height: 50))
        XCTAssertFrame(graph, "a", 0, 0, 100, 50)
        XCTAssertFrame(graph, "b", 108, 0, 100, 50)
    }

    // §4.2 notes: least flexible first, equal split of the remainder ⇒ the text wraps at a third
    func testTextBetweenTwoColorsWrapsAtOneThirdOfTheWidth() {
        let view = HStack {
            Color.red.named("left")
            Text("Hello World").font(ten).named("text")
            Color.blue.named("right")
        }
        let graph = layout(view, in: CGSize(width: 300, height: 100))
        // available 284; text offered 94.67 → "Hello"/"World" = 50×40; colours (284 − 50) / 2 = 117
        XCTAssertFrame(graph, "left", 0, 0, 117, 100)
        XCTAssertFrame(graph, "text", 125, 30, 50, 40)
        XCTAssertFrame(graph, "right", 183, 0, 117, 100)
    }

    // §4.2 order: flexibility ascending (least flexible first), not declaration order
    func testLeastFlexibleChildIsSizedFirst() {
        let view = HStack(spacing: 0) {
            Color.red.named("flexible")
            Color.blue.frame(maxWidth: 50).named("capped")
        }
        let graph = layout(view, in: CGSize(width: 200, height: 10))
        XCTAssertFrame(graph, "flexible", 0, 0, 150, 10)
        XCTAssertFrame(graph, "capped", 150, 0, 50, 10)
    }

    // §4.2 tie-break: two infinitely flexible children ⇒ larger minimum first
    func testTieBreakSizesTheLargerMinimumFirstForTwoInfinitelyFlexibleViews() {
        let view = HStack(spacing: 0) {
            Color.red.named("a")
            Color.blue.frame(minWidth: 100).named("b")
        }
        let graph = layout(view, in: CGSize(width: 150, height: 10))
        // b first: offered 75 → 100; a gets the remaining 50
        XCTAssertFrame(graph, "a", 0, 0, 50, 10)
        XCTAssertFrame(graph, "b", 50, 0, 100, 10)
    }

    // §4.2 priority groups: the higher group is sized first
    func testHigherPriorityGroupIsSizedFirst() {
        let view = HStack(spacing: 0) {
            Color.red.named("low")
            Color.blue.layoutPriority(1).named("high")
        }
        let graph = layout(view, in: CGSize(width: 200, height: 10))
        XCTAssertFrame(graph, "low", 0, 0, 0, 10)
        XCTAssertFrame(graph, "high", 0, 0, 200, 10)
    }

    // §4.2 the first group reserves the minimum lengths of all lower groups
    func testLowerPriorityMinimumsAreReserved() {
        let view = HStack(spacing: 0) {
            Color.red.frame(minWidth: 30).named("low")
            Color.blue.layoutPriority(1).named("high")
        }
        let graph = layout(view, in: CGSize(width: 200, height: 10))
        XCTAssertFrame(graph, "low", 0, 0, 30, 10)
        XCTAssertFrame(graph, "high", 30, 0, 170, 10)
    }

    // §4.2 three priority groups, spacing subtracted first
    func testThreePriorityGroupsWithSpacing() {
        let view = HStack(spacing: 10) {
            Color.red.frame(minWidth: 20).named("p0")
            Color.green.frame(minWidth: 10).layoutPriority(2).named("p2")
            Color.blue.frame(minWidth: 30).layoutPriority(1).named("p1")
        }
        let graph = layout(view, in: CGSize(width: 220, height: 10))
        // available 220 − 20 = 200; p2 is offered 200 − (30 + 20) reserved = 150;
        // then p1 gets its reserved 30 and p0 its 20.
        XCTAssertFrame(graph, "p0", 0, 0, 20, 10)
        XCTAssertFrame(graph, "p2", 30, 0, 150, 10)
        XCTAssertFrame(graph, "p1", 190, 0, 30, 10)
    }

    // §4.2 overflow: children keep their answers and the stack reports the larger size
    func testOverflowingChildrenKeepTheirSizes() {
        let view = HStack(spacing: 0) {
            rect(80, 10).named("a")
            rect(80, 10).named("b")
        }.named("stack")
        let graph = layout(view, in: CGSize(width: 100, height: 10))
        XCTAssertFrame(graph, "stack", 0, 0, 160, 10)
        XCTAssertFrame(graph, "a", 0, 0, 80, 10)
        XCTAssertFrame(graph, "b", 80, 0, 80, 10)
    }

    // §4.2 overflow with centred root: the stack is centred and sticks out on both sides
    func testOverflowingStackIsCentredInTheWindow() {
        let view = HStack(spacing: 0) {
            rect(80, 10)
            rect(80, 10)
        }.named("stack")
        let graph = layout(view, in: CGSize(width: 100, height: 10), centered: true)
        XCTAssertFrame(graph, "stack", -30, 0, 160, 10)
    }

    // §4.2 stacks never grow to their proposal by themselves
    func testStackOfFixedViewsIsAsBigAsItsContent() {
        let view = HStack {
            rect(10, 10)
            rect(10, 20)
        }.named("stack")
        let graph = layout(view, in: CGSize(width: 300, height: 300))
        XCTAssertFrame(graph, "stack", 0, 0, 28, 20)
    }

    // §4.2 minor axis: aligned on the guide, union of children
    func testMinorAxisAlignment() {
        func frames(_ alignment: VerticalAlignment) -> (CGRect?, CGRect?) {
            let graph = layout(
                HStack(alignment: alignment, spacing: 0) {
                    rect(10, 10).named("short")
                    rect(10, 30).named("tall")
                })
            return (graph.frame(of: "short"), graph.frame(of: "tall"))
        }
        XCTAssertEqual(frames(.top).0, CGRectMake(0, 0, 10, 10))
        XCTAssertEqual(frames(.center).0, CGRectMake(0, 10, 10, 10))
        XCTAssertEqual(frames(.bottom).0, CGRectMake(0, 20, 10, 10))
        XCTAssertEqual(frames(.bottom).1, CGRectMake(10, 0, 10, 30))
    }

    // §4.2 VStack: alignment across is horizontal
    func testVStackHorizontalAlignment() {
        func short(_ alignment: HorizontalAlignment) -> CGRect? {
            layout(
                VStack(alignment: alignment, spacing: 0) {
                    rect(10, 10).named("narrow")
                    rect(30, 10)
                }
            ).frame(of: "narrow")
        }
        XCTAssertEqual(short(.leading), CGRectMake(0, 0, 10, 10))
        XCTAssertEqual(short(.center), CGRectMake(10, 0, 10, 10))
        XCTAssertEqual(short(.trailing), CGRectMake(20, 0, 10, 10))
    }

    // §4.2 minor range starts from [0, 0]: a child whose range lies below 0 pushes the stack taller
    func testMinorAxisUnionStartsFromZero() {
        let view = HStack(alignment: .top, spacing: 0) {
            rect(10, 10).alignmentGuide(.top) { _ in -20 }.named("a")
        }.named("stack")
        let graph = layout(view)
        XCTAssertFrame(graph, "stack", 0, 0, 10, 30)
        XCTAssertFrame(graph, "a", 0, 20, 10, 10)
    }

    // §4.2 ideal pass: a nil major proposal gives every child its ideal length;
    // placement replaces the nil minor proposal by the stack's own height
    func testIdealPassGivesEachChildItsIdealSize() {
        let view = HStack {
            Text("Hello World").font(ten).named("t")
            Color.red.named("c")
        }.named("stack").fixedSize()
        let graph = layout(view)
        XCTAssertFrame(graph, "stack", 0, 0, 128, 20)
        XCTAssertFrame(graph, "t", 0, 0, 110, 20)
        XCTAssertFrame(graph, "c", 118, 0, 10, 20)
    }

    // §4.2 VStack: the same algorithm on the vertical axis
    func testVStackDistributesHeight() {
        let view = VStack(spacing: 0) {
            Color.red.named("a")
            Color.blue.frame(height: 30).named("b")
        }
        let graph = layout(view, in: CGSize(width: 100, height: 100))
        XCTAssertFrame(graph, "a", 0, 0, 100, 70)
        XCTAssertFrame(graph, "b", 0, 70, 100, 30)
    }

    // §4.2 offers are available / remaining: three equal colours
    func testThreeFlexibleChildrenGetAThirdEach() {
        let view = VStack(spacing: 0) {
            Color.red.named("a")
            Color.green.named("b")
            Color.blue.named("c")
        }
        let graph = layout(view, in: CGSize(width: 10, height: 90))
        XCTAssertFrame(graph, "a", 0, 0, 10, 30)
        XCTAssertFrame(graph, "b", 0, 30, 10, 30)
        XCTAssertFrame(graph, "c", 0, 60, 10, 30)
    }

    // §4.2 a child smaller than its offer leaves the rest to the following children
    func testUnusedShareGoesToLaterChildren() {
        let view = HStack(spacing: 0) {
            Color.red.named("a")
            Color.green.frame(maxWidth: 20).named("b")
            Color.blue.named("c")
        }
        let graph = layout(view, in: CGSize(width: 120, height: 10))
        // b first (flexibility 20): offer 40 → 20; then a, c share 100
        XCTAssertFrame(graph, "a", 0, 0, 50, 10)
        XCTAssertFrame(graph, "b", 50, 0, 20, 10)
        XCTAssertFrame(graph, "c", 70, 0, 50, 10)
    }

    // §4.2 placement: right-to-left layout reverses the HStack order
    func testRightToLeftReversesTheHStackOrder() {
        let view = HStack(spacing: 0) {
            rect(10, 10).named("first")
            rect(20, 10).named("second")
        }.environment(\.layoutDirection, .rightToLeft)
        let graph = layout(view)
        XCTAssertFrame(graph, "second", 0, 0, 20, 10)
        XCTAssertFrame(graph, "first", 20, 0, 10, 10)
    }

    // §4.2 flexibility ordering between texts: the shorter text (flexibility 20 − 10) goes first
    func testShorterTextIsSizedBeforeALongerOne() {
        let view = HStack(spacing: 0) {
            Text("aaaaaaaaaa").font(ten).named("long")
            Text("bb").font(ten).named("short")
        }
        let graph = layout(view, in: CGSize(width: 60, height: 100))
        // short: offered 30 → 20; long: offered 40 → four characters a line, 3 lines
        XCTAssertFrame(graph, "long", 0, 0, 40, 60)
        XCTAssertFrame(graph, "short", 40, 20, 20, 20)
    }

    // §4.2 ideal pass with a given minor proposal: children get (nil, minor)
    func testIdealPassKeepsTheMinorProposal() {
        let graph = layout(
            HStack(spacing: 0) {
                Color.red.named("c")
                rect(10, 10)
            }.fixedSize(horizontal: true, vertical: false), in: CGSize(width: 500, height: 50))
        XCTAssertFrame(graph, "c", 0, 0, 10, 50)
    }

    // Worked example (§2.1, §4.2, §4.3, §4.1, §9, §1.1): a HUD score bar in the default 17-pt body font
    func testScoreBarWorkedExample() {
        let view = HStack {
            Text("Score").named("label")
            Spacer().named("spacer")
            Text("100").named("value")
        }.padding().named("bar")
        let graph = ViewGraph()
        graph.update(view, size: CGSize(width: 400, height: 300))
        // HStack proposed 368 × 268: texts 85 and 51 wide, the spacer takes 368 − 136 = 232
        XCTAssertFrame(graph, "bar", 0, 117, 400, 66)
        XCTAssertFrame(graph, "label", 16, 133, 85, 34)
        XCTAssertFrame(graph, "spacer", 101, 150, 232, 0)
        XCTAssertFrame(graph, "value", 333, 133, 51, 34)
    }

    // Worked example: the benchmark's level card (VStack(alignment: .leading, spacing: 6) of a 64×64
    // image, a 16-pt title and a 12-pt subtitle, padding 12, width 280, rounded background)
    func testLevelCardWorkedExample() {
        let view = VStack(alignment: .leading, spacing: 6) {
            Image("thumb").named("image")
            Text("Level 1: Crystal Caverns").font(.system(size: 16)).named("title")
            Text("Explore glowing caves, dodge falling rocks and find every crystal.").font(.system(size: 12)).named("subtitle")
        }
        .padding(12)
        .frame(width: 280)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color.gray).named("card"))
        let graph = layout(view, images: ["thumb": CGSize(width: 64, height: 64)])
        // title: "Level 1: Crystal" (256) / "Caverns"; subtitle at 256: 4 lines, widest 240
        XCTAssertFrame(graph, "card", 0, 0, 280, 260)
        XCTAssertFrame(graph, "image", 12, 12, 64, 64)
        XCTAssertFrame(graph, "title", 12, 82, 256, 64)
        XCTAssertFrame(graph, "subtitle", 12, 152, 240, 96)
    }

    // §4.2 ideal pass in a VStack: a Color takes the stack's width at placement
    func testColorInAFixedSizeVStackTakesTheStacksWidth() {
        let graph = layout(
            VStack(spacing: 0) {
                Color.red.named("bar")
                Text("Hello").font(ten)
            }.fixedSize())
        XCTAssertFrame(graph, "bar", 0, 0, 50, 10)
    }
}
