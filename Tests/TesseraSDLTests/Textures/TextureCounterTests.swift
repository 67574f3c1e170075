import Foundation
import Logging
import TesseraCSDL2
import TesseraSDL
import TesseraSDLTesting
import XCTest

/// Texture creation, cache and draw-call counters: the per-frame cost guarantees (TesseraSDL.docc,
/// "Testing your HUD headless").
final class TextureCounterTests: FixtureTestCase {
    /// A scene using every texture source: images, glyphs, a path mask, a shaped clip and an
    /// opacity group (layers) and a shadow.
    private func busyScene(_ rig: SceneRig, tick: Int = 0) -> DisplayList {
        var list = Scenes.cardGrid(rig.measurer, rig.catalog, columns: 3, rows: 2, tick: tick)
        // Re-base the glyph ranges of the appended scenes onto this list's glyph array.
        for scene in [Scenes.shadow(rig.measurer), Scenes.clipping(rig.measurer, rig.catalog), Scenes.opacity(rig.measurer)] {
            let offset = list.glyphs.count
            list.glyphs += scene.glyphs
            for op in scene.operations {
                if case .text(var run) = op {
                    run.glyphs = (run.glyphs.lowerBound + offset)..<(run.glyphs.upperBound + offset)
                    list.operations.append(.text(run))
                } else {
                    list.operations.append(op)
                }
            }
        }
        list.operations.append(.fill(.path(Scenes.star(center: CGPoint(x: 300, y: 30), outer: 20, inner: 8)), .color(Palette.gold)))
        return list
    }

    func testStaticSceneCreatesNoTexturesAfterTheFirstFrame() throws {
        let rig = try SceneRig(width: 400, height: 260, assets: assets)
        let list = busyScene(rig)
        let first = try rig.render(list)
        XCTAssertGreaterThan(rig.renderer.lastFrame.texturesCreated, 0, "the first frame must create its textures")
        XCTAssertGreaterThan(rig.renderer.lastFrame.layers, 0, "the scene should use offscreen layers")
        let misses = rig.renderer.textures.misses, hits = rig.renderer.textures.hits
        for _ in 0..<3 {
            let again = try rig.render(list)
            XCTAssertEqual(rig.renderer.lastFrame.texturesCreated, 0, "a static frame created textures")
            XCTAssertEqual(rig.renderer.lastFrame.glyphsRasterized, 0)
            XCTAssertNil(
                FrameDifference(reference: first, actual: again, tolerance: FrameTolerance(perChannel: 0, maxDifferingFraction: 0))?
                    .message, "static frames differ")
        }
        XCTAssertEqual(rig.renderer.textures.misses, misses, "cache missed on a static frame")
        XCTAssertGreaterThan(rig.renderer.textures.hits, hits)
    }

    func testTickingTimerCreatesNoTexturesAfterWarmUp() throws {
        let rig = try SceneRig(width: 400, height: 260, assets: assets)
        _ = try rig.render(busyScene(rig, tick: 0))
        let created = rig.renderer.texturesCreated
        var rasterizedLate = 0
        for tick in 1...120 {
            _ = try rig.render(busyScene(rig, tick: tick))
            XCTAssertEqual(rig.renderer.lastFrame.texturesCreated, 0, "frame \(tick) created a texture")
            if tick > 20 { rasterizedLate += rig.renderer.lastFrame.glyphsRasterized }
        }
        XCTAssertEqual(rig.renderer.texturesCreated, created)
        XCTAssertEqual(rasterizedLate, 0, "digits were rasterised again after they were in the atlas")
        XCTAssertEqual(rig.renderer.atlas.texturesCreated, 1, "all HUD glyphs fit one atlas page")
    }

    /// A pulsing `scaleEffect` and a wobbling `rotationEffect` (the game's selected card and
    /// title star): after one animation cycle the shapes' masks are all cached, so the next
    /// cycle creates no texture.
    func testAnimatedTransformsStopCreatingTexturesAfterOneCycle() throws {
        let rig = try SceneRig(width: 240, height: 140, assets: assets)
        func frame(_ i: Int) -> DisplayList {
            let phase = Double(i) / 60 * 2 * .pi
            let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
            return graph.update(
                HStack(spacing: 30) {
                    RoundedRectangle(cornerRadius: 14).fill(Color.blue)
                        .overlay(RoundedRectangle(cornerRadius: 14).strokeBorder(Color.yellow, lineWidth: 3))
                        .frame(width: 120, height: 80)
                        .scaleEffect(1.03 + 0.02 * sin(phase))
                    Circle().fill(Color.orange).frame(width: 30, height: 30)
                        .rotationEffect(.degrees(8 * sin(phase)))
                }, size: CGSize(width: 240, height: 140))
        }
        for i in 0..<60 { _ = try rig.render(frame(i)) }
        let afterFirstCycle = rig.renderer.texturesCreated
        XCTAssertGreaterThan(afterFirstCycle, 0)
        for i in 60..<120 {
            _ = try rig.render(frame(i))
            XCTAssertEqual(rig.renderer.lastFrame.texturesCreated, 0, "frame \(i) of the second cycle created a texture")
        }
    }

    /// Draw calls for the card grid (rounded card, outline, badge image, two text runs per card,
    /// a title). On the software renderer the cards share one fill mask and one outline mask
    /// texture, badges one texture, glyphs one atlas page: measured 5 calls (title glyphs, card
    /// fills, outlines, badges, card glyphs) for 4 and for 64 cards. Bound asserted: ≤ 6, and
    /// equal for both grid sizes.
    func testDrawCallsDoNotGrowWithCardsSharingTextures() throws {
        var calls: [Int: Int] = [:]
        for (columns, rows) in [(2, 2), (8, 8)] {
            let probe = try SceneRig(width: 1, height: 1, assets: assets)
            let size = Scenes.cardGrid(probe.measurer, probe.catalog, columns: columns, rows: rows).pixelSize
            let rig = try SceneRig(width: Int(size.width), height: Int(size.height), assets: assets)
            let list = Scenes.cardGrid(rig.measurer, rig.catalog, columns: columns, rows: rows)
            _ = try rig.render(list)
            _ = try rig.render(list)
            calls[columns * rows] = rig.renderer.lastFrame.drawCalls
            print(
                "card grid \(columns * rows) cards: \(rig.renderer.lastFrame.drawCalls) draw calls, \(rig.renderer.lastFrame.vertices) vertices"
            )
        }
        XCTAssertEqual(calls[4], calls[64], "draw calls grew with the number of cards: \(calls)")
        XCTAssertLessThanOrEqual(calls[64] ?? .max, 6)
    }

    func testLeastRecentlyUsedTextureIsEvictedWithinTheBudget() throws {
        // Three 32×32 images (4 KiB each) with room for two.
        try assets.write("a", FixtureAssets.badge(size: 32))
        try assets.write("b", FixtureAssets.badge(size: 32))
        try assets.write("c", FixtureAssets.badge(size: 32))
        let rig = try SceneRig(width: 64, height: 64, assets: assets, textureBudget: 2 * 32 * 32 * 4 + 100)
        func frame(_ names: [String]) throws {
            var list = DisplayList()
            for n in names {
                let info = rig.catalog.imageInfo(named: n, displayScale: 1)
                list.operations.append(
                    .image(
                        ImageDrawing(
                            image: info, source: CGRect(origin: .zero, size: info.pixelSize),
                            destination: CGRect(x: 0, y: 0, width: 32, height: 32))))
            }
            _ = try rig.render(list)
        }
        try frame(["a"])
        try frame(["b"])
        try frame(["a"])  // a is now more recent than b
        try frame(["c"])  // over budget: evicts b, not a
        let cache = rig.renderer.textures
        XCTAssertEqual(cache.evicted, 1)
        XCTAssertLessThanOrEqual(cache.bytes, cache.byteBudget)
        XCTAssertTrue(cache.contains(.imageFile(assets.path("Images/a.png"))))
        XCTAssertFalse(cache.contains(.imageFile(assets.path("Images/b.png"))))
        XCTAssertTrue(cache.contains(.imageFile(assets.path("Images/c.png"))))
        let misses = cache.misses
        try frame(["a", "c"])
        XCTAssertEqual(cache.misses, misses, "a and c should both be hits")
    }
}
