import Foundation
import XCTest

@testable import Tessera

/// docs/LayoutRules.md §1.1 "The root": the host proposes the window to the root once and places
/// it with the same proposal; the root's own answer is never proposed back to its views.
final class RootProposalTests: XCTestCase {
    /// Two wrapping texts side by side (mock font, 10 pt: 10 per character, 20 per line). In 150
    /// the less flexible "b b b b b" is offered 75 and wraps to 70 wide, the other text gets 80 and
    /// wraps to 60: the row answers 130. Proposed 130, "b b b b b" would be offered 65 and wrap to
    /// 50 — a second, different layout.
    private struct Row: View {
        var body: some View {
            HStack(alignment: .top, spacing: 0) {
                Text("aaaaaa aaaaaa aaaaaa aaaaaa").font(.system(size: 10)).accessibilityIdentifier("a")
                Text("b b b b b").font(.system(size: 10)).accessibilityIdentifier("b")
            }
            .accessibilityIdentifier("row")
        }
    }

    /// The sizes of the two texts when the row is proposed exactly `width` (a fixed frame
    /// proposes its width to its content and places it with it).
    private func textSizes(proposing width: CGFloat) -> [CGSize?] {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        graph.update(Row().frame(width: width, height: 300), size: CGSize(width: 1000, height: 1000))
        return ["a", "b"].map { graph.frame(of: $0)?.size }
    }

    func testWrappingTextsDirectlyUnderTheRootAreLaidOutForTheWindowOnce() {
        for placement in [ViewGraph.RootPlacement.topLeading, .center] {
            let graph = ViewGraph()
            graph.rootPlacement = placement
            graph.update(Row(), size: CGSize(width: 150, height: 300))
            let row = try! XCTUnwrap(graph.frame(of: "row"))
            XCTAssertLessThan(row.width, 150, "the row answers narrower than the window")
            XCTAssertNotEqual(
                textSizes(proposing: row.width), textSizes(proposing: 150), "re-proposing the answer would wrap differently")
            XCTAssertEqual(["a", "b"].map { graph.frame(of: $0)?.size }, textSizes(proposing: 150), "laid out for the window")
            XCTAssertEqual(graph.rootSize, row.size)
        }
    }

    func testSeveralRootViewsAreEachProposedTheWindowAndCentred() {
        let graph = ViewGraph()
        let size = CGSize(width: 150, height: 300)
        graph.update(
            Group {
                Text("aaaa aaaa aaaa aaaa").font(.system(size: 10)).accessibilityIdentifier("long")
                Text("b").font(.system(size: 10)).accessibilityIdentifier("short")
            }, size: size)
        // 150 wide: "aaaa aaaa aaaa" (140) and "aaaa" (40), two lines 40 high; the short one is
        // 10×20; both centred in the 150×300 window.
        XCTAssertEqual(graph.frame(of: "long"), CGRect(x: 5, y: 130, width: 140, height: 40))
        XCTAssertEqual(graph.frame(of: "short"), CGRect(x: 70, y: 140, width: 10, height: 20))
    }

    func testDrawnFrameSnapsAtTheDisplayScaleOfTheViewsOwnEnvironment() {
        let graph = ViewGraph()
        graph.rootPlacement = .topLeading
        graph.environment.displayScale = 1
        graph.update(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 10.3, height: 10.3).accessibilityIdentifier("root scale")
                Color.red.frame(width: 10.3, height: 10.3).accessibilityIdentifier("own scale")
                    .environment(\.displayScale, 2)
            }, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(graph.drawnFrame(of: "root scale"), CGRect(x: 0, y: 0, width: 10, height: 10))
        // Edges at 2 pixels per point: x 10.3 → 20.6 px → 21 px (10.5 pt); y 10.3 → 10.5 and
        // 20.6 → 41.2 px → 41 px (20.5 pt). At the root's scale 1 it would be (0, 10, 10, 11).
        XCTAssertEqual(graph.drawnFrame(of: "own scale"), CGRect(x: 0, y: 10.5, width: 10.5, height: 10))
    }
}
