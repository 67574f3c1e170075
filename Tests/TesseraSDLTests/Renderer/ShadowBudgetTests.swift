import Foundation
import Tessera
import XCTest

@testable import TesseraSDL

/// Cached drop-shadow textures share one budget, `RenderLimits.maximumShadowPixels`, and give
/// their textures back when a frame no longer uses them. Fuzz tree 16,537 drew a thousand
/// materials inside two nested large shadows each and kept a texture per shadow (+1.9 GB).
final class ShadowBudgetTests: TexturedFixtureTestCase {
    /// A row of `count` small squares, each with a shadow of radius 40 (a 128×128 shadow texture
    /// each: the square plus three sigmas of blur on every side).
    private func shadowedSquares(_ count: Int) -> some View {
        HStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { _ in
                Color.red.frame(width: 2, height: 2).shadow(radius: 40)
            }
        }
    }

    private func heldPixels(_ rig: SceneRig) -> Int {
        rig.renderer.shadows.cache.slots.reduce(0) { $0 + ($1.texture == nil ? 0 : $1.capacity.w * $1.capacity.h) }
    }

    func testShadowsBeyondThePixelBudgetAreNotDrawnButTheirContentIs() throws {
        let saved = RenderLimits.current
        defer { RenderLimits.current = saved }
        RenderLimits.current.maximumShadowPixels = 10 * 128 * 128
        let log = LogCapture()
        let rig = try SceneRig(width: 120, height: 90, assets: assets, logger: log.logger)
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        graph.rootPlacement = .topLeading

        let image = try rig.render(graph.update(shadowedSquares(60), size: CGSize(width: 120, height: 90)))

        XCTAssertEqual(rig.renderer.lastFrame.shadowsOverBudget, 60 - 10, "ten shadows fit; the other 50 are skipped")
        XCTAssertLessThanOrEqual(heldPixels(rig), 10 * 128 * 128)
        XCTAssertEqual(image[101, 1].r, 255, "the content of a shadow over budget still draws")
        XCTAssertEqual(log.messages.filter { $0.message.contains("maximumShadowPixels") }.count, 1, "one warning names the budget")
    }

    func testSlotsNoLongerUsedGiveTheirTexturesBackWhenOtherShadowsNeedTheRoom() throws {
        let saved = RenderLimits.current
        defer { RenderLimits.current = saved }
        RenderLimits.current.maximumShadowPixels = 21 * 128 * 128
        let rig = try SceneRig(width: 120, height: 90, assets: assets)
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        let size = CGSize(width: 120, height: 90)
        _ = try rig.render(graph.update(shadowedSquares(20), size: size))
        let created = rig.renderer.texturesCreated

        // Fewer shadows: the other slots keep their textures (a HUD whose shadow count changes
        // back and forth creates none).
        _ = try rig.render(graph.update(shadowedSquares(1), size: size))
        _ = try rig.render(graph.update(shadowedSquares(20), size: size))
        XCTAssertEqual(rig.renderer.texturesCreated, created)

        // Two larger shadows (192 × 192 each) need more than the budget has left: slots unused
        // for a frame give their textures back, and both shadows are drawn.
        let larger = HStack { ForEach(0..<2, id: \.self) { _ in Color.red.frame(width: 50, height: 50).shadow(radius: 40) } }
        _ = try rig.render(graph.update(shadowedSquares(1), size: size))
        _ = try rig.render(graph.update(larger, size: size))
        XCTAssertEqual(rig.renderer.lastFrame.shadowsOverBudget, 0)
        XCTAssertLessThanOrEqual(heldPixels(rig), 21 * 128 * 128)
        XCTAssertEqual(rig.renderer.shadows.cache.slots.filter { $0.texture != nil }.count, 2)
    }

    func testAZeroOrNegativeBudgetDrawsNoShadowButEveryContent() throws {
        let saved = RenderLimits.current
        defer { RenderLimits.current = saved }
        for budget in [0, -1, Int.min] {
            RenderLimits.current.maximumShadowPixels = budget
            let rig = try SceneRig(width: 120, height: 90, assets: assets)
            let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
            graph.rootPlacement = .topLeading
            let image = try rig.render(graph.update(shadowedSquares(3), size: CGSize(width: 120, height: 90)))
            XCTAssertEqual(rig.renderer.lastFrame.shadowsOverBudget, 3, "budget \(budget)")
            XCTAssertEqual(heldPixels(rig), 0)
            XCTAssertEqual(image[1, 1].r, 255, "the content still draws")
        }
    }
}
