import Foundation
import XCTest

@testable import Tessera

/// A radial menu: subviews at their ideal size, centred on a circle 20 points inside the bounds,
/// the first at the top and the others clockwise.
private struct RadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = min(bounds.width, bounds.height) / 2 - 20
        let step = 2 * Double.pi / Double(subviews.count)
        for (index, subview) in subviews.enumerated() {
            let angle = step * Double(index)
            let point = CGPoint(x: bounds.midX + radius * sin(angle), y: bounds.midY - radius * cos(angle))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue = 100
}

/// A row ordered by `Rank`, with `gap` between subviews, tallest subview's height; counts its
/// cache work.
private struct RankedRow: Layout {
    var gap: CGFloat = 5
    let counter: Recorder<String>

    struct Cache {
        var order: [Int]
    }

    func makeCache(subviews: Subviews) -> Cache {
        counter.record("make")
        return Cache(order: subviews.indices.sorted { subviews[$0][Rank.self] < subviews[$1][Rank.self] })
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        counter.record("update")
        cache = makeCache(subviews: subviews)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.map(\.width).reduce(0, +) + gap * CGFloat(max(0, sizes.count - 1))
        return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var x = bounds.minX
        for index in cache.order {
            let size = subviews[index].sizeThatFits(.unspecified)
            subviews[index].place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += size.width + gap
        }
    }
}

/// Places only its first subview, at the top-leading corner.
private struct FirstOnly: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 100)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: .unspecified)
    }
}

/// Reports what its subviews say about themselves.
private struct Inspector: Layout {
    let report: Recorder<String>

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        report.values = subviews.map { "\($0.priority)" }
        if subviews.count >= 2 {
            report.record("gap \(subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal))")
        }
        let d = subviews[0].dimensions(in: ProposedViewSize(width: 30, height: nil))
        report.record("dims \(d.width)x\(d.height) center \(d[HorizontalAlignment.center])")
        return .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Answers a size that is not a number.
private struct Broken: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat.nan, height: -5)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: CGFloat.nan, y: 0), proposal: .unspecified)
    }
}

final class CustomLayoutTests: XCTestCase {
    func testRadialLayoutPlacesSubviewsOnACircle() {
        let graph = layout(
            RadialLayout {
                rect(20, 20).named("a")
                rect(20, 20).named("b")
                rect(20, 20).named("c")
                rect(20, 20).named("d")
            }.named("menu"), in: CGSize(width: 200, height: 200))
        XCTAssertFrame(graph, "menu", 0, 0, 200, 200)
        XCTAssertFrame(graph, "a", 90, 10, 20, 20)
        XCTAssertFrame(graph, "b", 170, 90, 20, 20)
        XCTAssertFrame(graph, "c", 90, 170, 20, 20)
        XCTAssertFrame(graph, "d", 10, 90, 20, 20)
    }

    func testCustomLayoutSizesInsideAStackAndIsPlacedByIt() {
        let counter = Recorder<String>()
        let graph = layout(
            VStack(spacing: 0) {
                rect(50, 10).named("top")
                RankedRow(counter: counter) {
                    rect(10, 10).named("x")
                    rect(20, 30).named("y")
                }.named("row")
            })
        // The row is 10 + 5 + 20 wide and 30 tall, centred under the 50-wide rectangle.
        XCTAssertFrame(graph, "row", 7.5, 10, 35, 30)
        XCTAssertFrame(graph, "x", 7.5, 10, 10, 10)
        XCTAssertFrame(graph, "y", 22.5, 10, 20, 30)
    }

    func testLayoutValuesReachTheLayoutThroughModifiers() {
        let counter = Recorder<String>()
        let graph = layout(
            RankedRow(counter: counter) {
                rect(10, 10).named("third").layoutValue(key: Rank.self, value: 3)
                rect(20, 10).named("first").layoutValue(key: Rank.self, value: 1).padding(0)
                rect(30, 10).named("unranked")
                rect(40, 10).layoutValue(key: Rank.self, value: 2).named("second")
            })
        XCTAssertFrame(graph, "first", 0, 0, 20, 10)
        XCTAssertFrame(graph, "second", 25, 0, 40, 10)
        XCTAssertFrame(graph, "third", 70, 0, 10, 10)
        XCTAssertFrame(graph, "unranked", 85, 0, 30, 10)
        XCTAssertEqual(counter.values.first, "make")
    }

    func testAnUnplacedSubviewIsCentredAtItsIdealSize() {
        let graph = layout(
            FirstOnly {
                rect(10, 10).named("placed")
                rect(20, 40).named("left out")
            })
        XCTAssertFrame(graph, "placed", 0, 0, 10, 10)
        XCTAssertFrame(graph, "left out", 40, 30, 20, 40)
    }

    func testSubviewProxiesReportPrioritySpacingAndDimensions() {
        let report = Recorder<String>()
        layout(
            Inspector(report: report) {
                Color.red.layoutPriority(2)
                Spacer()
                Color.blue
            })
        XCTAssertEqual(report.values[0], "2.0")
        XCTAssertEqual(report.values[1], "-inf")
        XCTAssertEqual(report.values[2], "0.0")
        XCTAssertEqual(report.values[3], "gap 0.0", "a Spacer has no gap to its neighbours")
        XCTAssertEqual(report.values[4], "dims 30.0x10.0 center 15.0")

        let pair = Recorder<String>()
        layout(
            Inspector(report: pair) {
                Color.red; Color.blue
            })
        XCTAssertEqual(pair.values[2], "gap 8.0")
    }

    func testStackLayoutsLayOutAsTheirStacks() {
        let stack = layout(
            HStack(alignment: .top, spacing: 10) {
                rect(10, 10).named("a")
                rect(20, 30).named("b")
            }.named("s"))
        let asLayout = layout(
            HStackLayout(alignment: .top, spacing: 10) {
                rect(10, 10).named("a")
                rect(20, 30).named("b")
            }.named("s"))
        for name in ["s", "a", "b"] {
            XCTAssertEqual(stack.frame(of: name), asLayout.frame(of: name), name)
        }
        XCTAssertFrame(asLayout, "b", 20, 0, 20, 30)

        let vertical = layout(
            VStackLayout(alignment: .leading, spacing: 4) {
                rect(10, 10).named("a")
                rect(20, 30).named("b")
            })
        XCTAssertFrame(vertical, "a", 0, 0, 10, 10)
        XCTAssertFrame(vertical, "b", 0, 14, 20, 30)

        let z = layout(
            ZStackLayout(alignment: .bottomTrailing) {
                rect(10, 10).named("a")
                rect(20, 30).named("b")
            })
        XCTAssertFrame(z, "a", 10, 20, 10, 10)
        XCTAssertFrame(z, "b", 0, 0, 20, 30)
    }

    func testASpacerInAStackLayoutExpandsAlongItsAxis() {
        let graph = layout(
            HStackLayout(spacing: 0) {
                rect(10, 10)
                Spacer().named("spacer")
                rect(10, 10)
            }.frame(width: 100))
        XCTAssertFrame(graph, "spacer", 10, 5, 80, 0)
    }

    func testAnyLayoutSwitchesBetweenLayouts() {
        func make(_ wide: Bool) -> some View {
            let layout = wide ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
            return layout {
                rect(10, 10).named("a")
                rect(20, 20).named("b")
            }
        }
        let wide = layout(make(true))
        XCTAssertFrame(wide, "a", 0, 5, 10, 10)
        XCTAssertFrame(wide, "b", 10, 0, 20, 20)
        let tall = layout(make(false))
        XCTAssertFrame(tall, "a", 5, 0, 10, 10)
        XCTAssertFrame(tall, "b", 0, 10, 20, 20)

        let radial = layout(
            AnyLayout(RadialLayout()) {
                rect(20, 20).named("a")
                rect(20, 20).named("b")
            }, in: CGSize(width: 200, height: 200))
        XCTAssertFrame(radial, "a", 90, 10, 20, 20)
        XCTAssertFrame(radial, "b", 90, 170, 20, 20)
    }

    func testABadLayoutAnswerDoesNotCrash() {
        let graph = layout(
            HStack(spacing: 0) {
                Broken { rect(10, 10).named("inside") }.named("broken")
                rect(10, 10).named("after")
            })
        XCTAssertFrame(graph, "broken", 0, 5, 0, 0)
        XCTAssertFrame(graph, "inside", 0, 0, 10, 10)
        XCTAssertFrame(graph, "after", 0, 0, 10, 10)
    }
}
