import XCTest

@testable import Tessera

/// Text sizes kept across passes: an unchanged text is not shaped or wrapped again when its
/// view's `body` runs, and any change of string, style or text environment is seen.
final class TextSizeCacheTests: XCTestCase {
    private let size = CGSize(width: 300, height: 400)

    private struct Card: View {
        var title: String
        var subtitle: String
        var fontSize: CGFloat = 12
        var lineLimit: Int? = nil
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                Text(title).font(.system(size: 16))
                Text(subtitle).font(.system(size: fontSize))
            }
            .lineLimit(lineLimit)
            .padding(8)
            .frame(width: 200)
        }
    }

    /// A graph that evaluates every body, so only the cache can spare the work.
    private func everyBodyGraph() -> ViewGraph {
        let graph = ViewGraph()
        graph.reusesUnchangedViews = false
        return graph
    }

    /// What a graph that has never seen the view draws.
    private func fresh<V: View>(_ view: V) -> DisplayList {
        everyBodyGraph().update(view, size: size)
    }

    func testAnUnchangedTextIsNotShapedOrWrappedAgain() {
        let graph = everyBodyGraph()
        let card = Card(title: "Level 1", subtitle: "Collect every gem before the cave floods and the torches fade.")
        graph.update(card, size: size)
        XCTAssertEqual(graph.caches.textSizes.hits, 0)
        let hitsBefore = graph.caches.textSizes.hits
        graph.update(card, size: size)
        let answered = graph.caches.textSizes.hits - hitsBefore
        XCTAssertGreaterThanOrEqual(answered, 2, "both texts answered from the cache")
        XCTAssertEqual(graph.caches.textSizes.count, 2)
        XCTAssertEqual(graph.update(card, size: size), fresh(card), "the same frame as a graph that computes it")
    }

    func testAChangedStringStyleOrEnvironmentIsLaidOutAgain() {
        let graph = everyBodyGraph()
        let base = Card(title: "Level 1", subtitle: "Short")
        graph.update(base, size: size)
        graph.update(base, size: size)
        let variants = [
            Card(title: "Level 1", subtitle: "A much longer subtitle that wraps onto a second and a third line"),
            Card(title: "Level 1", subtitle: "A much longer subtitle that wraps onto a second and a third line", fontSize: 20),
            Card(
                title: "Level 1", subtitle: "A much longer subtitle that wraps onto a second and a third line", fontSize: 20, lineLimit: 1),
            base,
        ]
        for variant in variants {
            XCTAssertEqual(graph.update(variant, size: size), fresh(variant), "\(variant)")
            XCTAssertEqual(graph.update(variant, size: size), fresh(variant), "\(variant), unchanged")
        }
    }

    func testAColourChangeKeepsTheSizesAndDrawsTheNewColour() {
        let graph = everyBodyGraph()
        let view = { (color: Color) in Text("Collect every gem").foregroundColor(color).frame(width: 80) }
        graph.update(view(.red), size: size)
        let hitsBefore = graph.caches.textSizes.hits
        XCTAssertEqual(graph.update(view(.blue), size: size), fresh(view(.blue)))
        XCTAssertGreaterThan(graph.caches.textSizes.hits, hitsBefore, "a colour does not change the size")
    }

    func testAChangedTextMeasurerEmptiesTheCache() {
        let graph = everyBodyGraph()
        let card = Card(title: "Level 1", subtitle: "Collect every gem")
        graph.update(card, size: size)
        XCTAssertEqual(graph.caches.textSizes.count, 2)
        graph.textMeasurer = MockTextMeasurer()
        XCTAssertEqual(graph.caches.textSizes.count, 0)
    }

    func testTextsWithInlineImagesAreNotKept() {
        let graph = ViewGraph(imageProvider: StaticImageProvider(sizes: ["star": CGSize(width: 8, height: 8)]))
        graph.reusesUnchangedViews = false
        let view = Text("Collect \(Image("star")) ×3")
        graph.update(view, size: size)
        graph.update(view, size: size)
        XCTAssertEqual(graph.caches.textSizes.count, 0)
        XCTAssertEqual(graph.caches.textSizes.hits, 0)
    }

    func testTextsShareTheirEnvironmentsInputsAndAnEnvironmentNewEachPassStaysBounded() {
        let graph = everyBodyGraph()
        // Two texts in one environment, one in an environment whose font grows every pass (an
        // animated font size): a new set of sizing inputs each pass, which sweeps must drop.
        let view = { (pass: Int) in
            VStack(spacing: 2) {
                VStack(spacing: 2) {
                    Text("Collect every gem")
                    Text("before the cave floods")
                }
                .font(.system(size: 12))
                VStack { Text("and the torches fade.") }.font(.system(size: 10 + CGFloat(pass) / 64))
            }
            .frame(width: 90)
        }
        graph.update(view(0), size: size)
        XCTAssertEqual(graph.caches.textSizes.environmentCount, 2, "the first two texts share one entry")
        var largest = 0
        for pass in 1...(2 * TextSizeCache.lifetime + 10) {
            let list = graph.update(view(pass), size: size)
            largest = max(largest, graph.caches.textSizes.environmentCount)
            if pass % 60 == 0 { XCTAssertEqual(list, fresh(view(pass)), "pass \(pass)") }
        }
        XCTAssertLessThanOrEqual(largest, TextSizeCache.lifetime + 2, "swept as the slots are")
        XCTAssertLessThanOrEqual(
            graph.caches.textSizes.environmentCount, 16, "after a sweep, only those still named and the few made since")
        XCTAssertEqual(graph.caches.textSizes.count, 3)
    }

    // An animated `Text.foregroundColor(_:)` colours runs that layout no longer shapes:
    // GraphAnimationTests.testTextForegroundColorAnimatesInLinearLight (it failed before).
}
