import Foundation
import XCTest

@testable import Tessera

/// docs/LayoutRules.md §4.2 (minor axis) and §4.4: children aligned on the stack's guide, the stack's
/// height the union of their ranges starting from [0, 0], checked on generated rows.
final class MinorAxisReferenceTests: XCTestCase {
    func testMinorAxisAlignmentMatchesTheRuleOnGeneratedRows() {
        var g = StackReferenceTests.Generator(state: 44)
        let alignments: [VerticalAlignment] = [.top, .center, .bottom]
        var failures: [String] = []
        for _ in 0..<400 {
            let alignment = alignments[g.int(3)]
            let count = 1 + g.int(4)
            var heights: [CGFloat] = []
            var guides: [CGFloat?] = []
            var views: [AnyView] = []
            for i in 0..<count {
                let h = CGFloat(g.int(6) * 10)
                let guide: CGFloat? = [nil, nil, -20, 0, 5, 50][g.int(6)]
                heights.append(h)
                guides.append(guide)
                let box = Color.red.frame(width: 10, height: h)
                views.append(
                    guide.map { v in AnyView(box.alignmentGuide(alignment) { _ in v }.named("c\(i)")) }
                        ?? AnyView(box.named("c\(i)")))
            }
            let graph = layout(
                HStack(alignment: alignment, spacing: 0) {
                    ForEach(0..<views.count, id: \.self) { views[$0] }
                }.named("stack"))

            // reference: g = guide value at the child's size; origin −g; union from [0, 0]
            let values = zip(heights, guides).map { h, guide -> CGFloat in
                guide ?? (alignment == .top ? 0 : alignment == .center ? h / 2 : h)
            }
            var lower: CGFloat = 0, upper: CGFloat = 0
            for (h, v) in zip(heights, values) {
                lower = min(lower, -v)
                upper = max(upper, -v + h)
            }
            let expectedHeight = upper - lower
            var ok = close(graph.frame(of: "stack")?.height ?? -1, expectedHeight)
            for i in 0..<count where !close(graph.frame(of: "c\(i)")?.minY ?? .nan, -values[i] - lower) { ok = false }
            if !ok {
                failures.append(
                    "\(alignment) heights \(heights) guides \(guides): expected height \(expectedHeight), got \(String(describing: graph.frame(of: "stack")))"
                )
            }
        }
        XCTAssertTrue(failures.isEmpty, "\(failures.count) rows differ, e.g.\n" + failures.prefix(5).joined(separator: "\n"))
    }
}
