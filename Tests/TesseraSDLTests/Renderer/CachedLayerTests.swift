import Foundation
import Tessera
import TesseraSDLTesting
import XCTest

@testable import TesseraSDL

/// `drawingGroup()`: a subtree drawn once into a cached image, then one quad per frame while its
/// drawing is unchanged relative to its origin. Counted, not timed.
final class CachedLayerTests: FixtureTestCase {
    /// A card with the usual draw kinds: a rounded fill, a stroke, an image, two text runs.
    struct Card: View {
        var title = "Level 3"

        var body: some View {
            HStack(spacing: 8) {
                Image("badge").resizable().frame(width: 32, height: 32)
                VStack(alignment: .leading, spacing: 2) {
                    Text(title).font(.headline).foregroundColor(.white)
                    Text("★★☆ best 1:23").font(.caption).foregroundColor(.yellow)
                }
            }
            .padding(10)
            .frame(width: 170, alignment: .leading)
            .background(RoundedRectangle(cornerRadius: 12).fill(Color(tesseraHex: 0x2B2F3E)))
            .overlay(RoundedRectangle(cornerRadius: 12).strokeBorder(Color.blue, lineWidth: 1))
        }
    }

    private let size = CGSize(width: 220, height: 120)

    private func rig(scale: CGFloat = 1, logger: LogCapture? = nil) throws -> (SceneRig, ViewGraph) {
        let rig = try SceneRig(
            width: Int(size.width * scale), height: Int(size.height * scale), assets: assets, scale: scale, logger: logger?.logger)
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        graph.environment.displayScale = scale
        graph.rootPlacement = .topLeading
        return (rig, graph)
    }

    private func frame<V: View>(_ view: V, _ rig: SceneRig, _ graph: ViewGraph) throws -> (RGBAImage, RenderStatistics) {
        let image = try rig.render(graph.update(view, size: size))
        return (image, rig.renderer.lastFrame)
    }

    func testALayerThatOnlyMovesIsOneDrawCallAndIsNotDrawnAgain() throws {
        let (rig, graph) = try rig()
        let first = try frame(Card().drawingGroup().offset(x: 10, y: 10), rig, graph).1
        XCTAssertEqual(first.cachedLayerRenders, 1, "the first frame draws the content into the cache")
        XCTAssertGreaterThan(first.drawCalls, 3)
        for step in 1...12 {
            // Layout moves (offset) and a fractional one, snapped to the pixel grid.
            let moved = try frame(Card().drawingGroup().offset(x: 10 + CGFloat(step) * 2.5, y: 10 + CGFloat(step)), rig, graph).1
            XCTAssertEqual(moved.cachedLayerRenders, 0, "step \(step): moved, not drawn again")
            XCTAssertEqual(moved.cachedLayers, 1)
            XCTAssertEqual(moved.drawCalls, 1, "step \(step): one quad")
            XCTAssertEqual(moved.texturesCreated, 0)
            XCTAssertEqual(moved.layers, 0, "no offscreen layer")
        }
    }

    func testALayerMovedByATransformIsNotDrawnAgain() throws {
        let (rig, graph) = try rig()
        _ = try frame(Card().drawingGroup().rotationEffect(.degrees(0)), rig, graph)
        for angle in [5.0, 10, 20, -15] {
            let turned = try frame(Card().drawingGroup().rotationEffect(.degrees(angle)), rig, graph).1
            XCTAssertEqual(turned.cachedLayerRenders, 0, "\(angle)°: the image is drawn rotated")
            XCTAssertEqual(turned.drawCalls, 1)
            XCTAssertEqual(turned.texturesCreated, 0)
        }
        for scale in [0.5, 1.2, 2] {
            let scaled = try frame(Card().drawingGroup().scaleEffect(scale), rig, graph).1
            XCTAssertEqual(scaled.cachedLayerRenders, 0, "×\(scale): the image is drawn scaled")
            XCTAssertEqual(scaled.drawCalls, 1)
        }
    }

    func testAChangeInsideDrawsTheLayerAgainWithoutANewTexture() throws {
        let (rig, graph) = try rig()
        _ = try frame(Card(title: "Level 1").drawingGroup(), rig, graph)
        _ = try frame(Card(title: "Level 2").drawingGroup(), rig, graph)
        for n in 3...8 {
            let changed = try frame(Card(title: "Level \(n)").drawingGroup(), rig, graph).1
            XCTAssertEqual(changed.cachedLayerRenders, 1, "title \(n): drawn again")
            XCTAssertEqual(changed.texturesCreated, 0, "title \(n): into the same page")
            let steady = try frame(Card(title: "Level \(n)").drawingGroup(), rig, graph).1
            XCTAssertEqual(steady.cachedLayerRenders, 0)
            XCTAssertEqual(steady.texturesCreated, 0)
        }
    }

    func testAGroupedViewLooksLikeTheSameViewDrawnDirectly() throws {
        for scale in [CGFloat(1), 2] {
            let (rig, graph) = try rig(scale: scale)
            let direct = try frame(Card().offset(x: 20, y: 20), rig, graph).0
            let grouped = try frame(Card().drawingGroup().offset(x: 20, y: 20), rig, graph).0
            let fromCache = try frame(Card().drawingGroup().offset(x: 20, y: 20), rig, graph)
            XCTAssertEqual(fromCache.1.cachedLayerRenders, 0)
            XCTAssertEqual(fromCache.0.bytes, grouped.bytes, "@\(scale)x: the cached image draws the same pixels as its first frame")
            // Straight alpha in the cache: edges may round by a level or two.
            if let failure = FrameDifference(
                reference: direct, actual: grouped, tolerance: FrameTolerance(perChannel: 3, maxDifferingFraction: 0.002))
            {
                XCTFail("@\(scale)x: \(failure.message)")
            }
            let suffix = scale == 1 ? "" : "@2x"
            assertFrame(direct, named: "direct\(suffix)")
            assertFrame(grouped, named: "grouped\(suffix)")
        }
    }

    func testAnOpacityOverAGroupDrawsItsImageWithThatAlphaAndNoLayer() throws {
        let (rig, graph) = try rig()
        let direct = try frame(Card().opacity(0.5).offset(x: 20, y: 20), rig, graph).0
        _ = try frame(Card().drawingGroup().opacity(0.5).offset(x: 20, y: 20), rig, graph)
        let (faded, stats) = try frame(Card().drawingGroup().opacity(0.5).offset(x: 20, y: 20), rig, graph)
        XCTAssertEqual(stats.layers, 0, "no offscreen layer for the opacity")
        XCTAssertEqual(stats.drawCalls, 1)
        if let failure = FrameDifference(
            reference: direct, actual: faded, tolerance: FrameTolerance(perChannel: 3, maxDifferingFraction: 0.002))
        {
            XCTFail(failure.message)
        }
        // Nested opacities (a removal fading an insertion that had not finished) multiply.
        let nestedDirect = try frame(Card().opacity(0.8).offset(x: 3).opacity(0.6).offset(x: 20, y: 20), rig, graph).0
        _ = try frame(Card().drawingGroup().opacity(0.8).offset(x: 3).opacity(0.6).offset(x: 20, y: 20), rig, graph)
        let (nested, nestedStats) = try frame(Card().drawingGroup().opacity(0.8).offset(x: 3).opacity(0.6).offset(x: 20, y: 20), rig, graph)
        XCTAssertEqual(nestedStats.layers, 0, "no offscreen layer for either opacity")
        XCTAssertEqual(nestedStats.drawCalls, 1)
        XCTAssertNil(
            FrameDifference(reference: nestedDirect, actual: nested, tolerance: FrameTolerance(perChannel: 3, maxDifferingFraction: 0.002))?
                .message)
        // Over budget, the same opacity still applies to the content drawn directly.
        rig.renderer.cachedLayers.cache.pixelBudget = 0
        let (overBudget, overStats) = try frame(Card(title: "Level 4").drawingGroup().opacity(0.5).offset(x: 20, y: 20), rig, graph)
        XCTAssertEqual(overStats.cachedLayersOverBudget, 1)
        let directFour = try frame(Card(title: "Level 4").opacity(0.5).offset(x: 20, y: 20), rig, graph).0
        XCTAssertNil(
            FrameDifference(
                reference: directFour, actual: overBudget, tolerance: FrameTolerance(perChannel: 3, maxDifferingFraction: 0.002))?.message)
    }

    func testLayersOverTheBudgetAreDrawnDirectlyCountedAndWarnedOnce() throws {
        let saved = RenderLimits.current
        defer { RenderLimits.current = saved }
        RenderLimits.current.maximumCachedLayerPixels = 200 * 70
        let log = LogCapture()
        let (rig, graph) = try rig(logger: log)
        let three = VStack(spacing: 0) { ForEach(0..<3, id: \.self) { n in Card(title: "Level \(n)").drawingGroup() } }
        for _ in 0..<3 {
            let (image, stats) = try frame(three, rig, graph)
            XCTAssertEqual(stats.cachedLayers, 1, "one card fits the budget")
            XCTAssertEqual(stats.cachedLayersOverBudget, 2, "the others are drawn directly")
            XCTAssertEqual(image[85, 61].r, 0x2B, "the second card's content is drawn")
        }
        XCTAssertLessThanOrEqual(rig.renderer.cachedLayers.cache.heldPixels, 200 * 70)
        XCTAssertEqual(log.messages.filter { $0.message.contains("maximumCachedLayerPixels") }.count, 1, "one warning names the budget")
    }

    func testImagesNotDrawnForAWhileGiveTheirRoomBack() throws {
        let (rig, graph) = try rig()
        for n in 0..<5 { _ = try frame(Card(title: "Level \(n)").drawingGroup(), rig, graph) }
        XCTAssertEqual(rig.renderer.cachedLayers.cache.count, 5, "recent images stay cached")
        for _ in 0...LayerCache.framesKeptUnused { _ = try frame(Card(title: "Level 9").drawingGroup(), rig, graph) }
        XCTAssertEqual(rig.renderer.cachedLayers.cache.count, 1, "unused images are released")
        XCTAssertEqual(rig.renderer.cachedLayers.cache.pageCount, 1)
    }

    func testImagesThatGrowAllAtOnceFindRoomWhenThePageIsCutUp() throws {
        let (rig, _) = try rig()
        let cache = LayerCache(renderer: rig.canvas.renderer)
        cache.pixelBudget = Int(cache.pageSide) * Int(cache.pageSide)
        let small = [UInt32](repeating: 0xFF00_00FF, count: 200 * 200)
        let large = [UInt32](repeating: 0xFF00_FF00, count: 260 * 260)
        cache.beginFrame()
        for key in 0..<60 { XCTAssertNotNil(cache.store(small, width: 200, height: 200, key: key)) }
        cache.beginFrame()
        // Ten small images are still drawn, so their page is not empty: the larger ones do not
        // fit its freed rectangles nor what is left of it, until the page is packed afresh.
        for key in 0..<10 { XCTAssertNotNil(cache.lookup(key)) }
        for key in 100..<140 { XCTAssertNotNil(cache.store(large, width: 260, height: 260, key: key), "image \(key)") }
        XCTAssertLessThanOrEqual(cache.heldPixels, cache.pixelBudget)
        XCTAssertEqual(cache.pageCount, 1)
    }

    func testAFreedRectangleIsReusedByItsPlaceNotByTheOrderItWasFreedIn() throws {
        // Images are freed in the hash order of their keys, which changes from run to run; the
        // demo's pages, and so its draw calls, changed with it.
        let (rig, _) = try rig()
        let image = [UInt32](repeating: 0xFF00_00FF, count: 64 * 64)
        var reused: [(x: Int32, y: Int32)] = []
        for keys in [[0, 1, 2, 3], [3, 2, 1, 0]] {
            let cache = LayerCache(renderer: rig.canvas.renderer)
            cache.beginFrame()
            // Drawn every frame, so the page is never emptied and packed afresh.
            XCTAssertNotNil(cache.store(image, width: 64, height: 64, key: 99))
            for key in keys { XCTAssertNotNil(cache.store(image, width: 64, height: 64, key: key)) }
            for _ in 0...LayerCache.framesKeptUnused {
                cache.beginFrame()
                XCTAssertNotNil(cache.lookup(99))
            }
            XCTAssertEqual(cache.count, 1, "the four unused images gave their rectangles back")
            let entry = try XCTUnwrap(cache.store(image, width: 64, height: 64, key: 7))
            reused.append((entry.rect.x, entry.rect.y))
        }
        XCTAssertEqual(reused[0].x, 64, "the first freed rectangle along the shelf")
        XCTAssertEqual(reused[0].y, 0)
        XCTAssertEqual(reused[1].x, reused[0].x, "the same place whichever order the keys had")
        XCTAssertEqual(reused[1].y, reused[0].y)
    }

    func testHostileLayersNeverCrash() throws {
        let (rig, graph) = try rig()
        // Zero size: nothing drawn, nothing cached.
        var stats = try frame(Card().frame(width: 0, height: 0).clipped().drawingGroup(), rig, graph).1
        XCTAssertEqual(stats.cachedLayers + stats.cachedLayerRenders, 0)
        // Off screen: not drawn into the cache at all.
        stats = try frame(Card().drawingGroup().offset(x: -5000, y: 0), rig, graph).1
        XCTAssertEqual(stats.cachedLayerRenders, 0)
        XCTAssertEqual(stats.drawCalls, 0)
        // Huge: larger than a page and the canvas, drawn directly.
        stats = try frame(Card().frame(width: 100_000, height: 100_000).drawingGroup(), rig, graph).1
        XCTAssertEqual(stats.cachedLayersOverBudget, 1)
        XCTAssertEqual(rig.renderer.cachedLayers.cache.pageCount, 0, "no page for a layer that cannot fit one")
        // 100 nested: the outer one is cached, the inner ones drawn into it directly.
        var nested = AnyView(Card())
        for _ in 0..<100 { nested = AnyView(nested.drawingGroup()) }
        stats = try frame(nested, rig, graph).1
        XCTAssertEqual(stats.cachedLayerRenders, 1)
        XCTAssertEqual(stats.layers, 1, "one offscreen layer, not a hundred")
        stats = try frame(nested, rig, graph).1
        XCTAssertEqual(stats.drawCalls, 1)

        // NaN and infinite bounds straight in a display list: skipped and counted.
        for bad in [CGFloat.nan, .infinity, -.infinity] {
            var list = DisplayList()
            list.pixelSize = size
            list.operations = [
                .pushCachedLayer(CachedLayer(bounds: CGRect(x: bad, y: 0, width: 50, height: 50))),
                .fill(.rect(CGRect(x: 0, y: 0, width: 50, height: 50)), .color(Color.Resolved(red: 1, green: 0, blue: 0, opacity: 1))),
                .popCachedLayer,
                .popCachedLayer,
                .pushCachedLayer(CachedLayer(bounds: CGRect(x: 0, y: 0, width: -50, height: 50))),
            ]
            _ = try rig.render(list)
            XCTAssertEqual(rig.renderer.lastFrame.skippedOperations, 1, "\(bad)")
            XCTAssertEqual(rig.renderer.lastFrame.cachedLayerRenders, 0)
        }
    }

    func testAMaterialInsideAGroupIsDrawnDirectly() throws {
        let (rig, graph) = try rig()
        let view = Card().background(.ultraThinMaterial).drawingGroup()
        for _ in 0..<2 {
            let stats = try frame(view, rig, graph).1
            XCTAssertEqual(stats.cachedLayers, 0, "a material samples what is beneath: not cached")
            XCTAssertEqual(stats.backdrops, 1)
        }
    }
}
