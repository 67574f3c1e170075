import Foundation
import TesseraCSDL2
import TesseraSDL
import XCTest

/// The renderer differences the drawing code works around, read from the `SDL_Renderer`.
final class RendererTraitsTests: SDLTestCase {
    func testSoftwareRendererTraits() throws {
        let assets = try FixtureAssets()
        let rig = try SceneRig(width: 16, height: 16, assets: assets)
        let traits = rig.renderer.traits
        XCTAssertEqual(traits, RendererTraits(isSoftware: true))
        XCTAssertTrue(rig.renderer.isSoftwareRenderer)
        XCTAssertTrue(traits.truncatesTexelsToWholePixels)
        XCTAssertEqual(traits.texelBias, 0.5)
        XCTAssertFalse(traits.drawsFeatheredEdges)
        XCTAssertFalse(traits.supportsConvexMaskGeometry)
        XCTAssertFalse(traits.filtersTexturedTriangles)
        XCTAssertTrue(traits.copiesRotatedTexturesSmoothly)
        XCTAssertTrue(traits.readsTargetCheaply)
        XCTAssertFalse(traits.blursBackdropsOnGPU)
        XCTAssertFalse(rig.renderer.needsSceneTextureForBackdrops, "the software renderer blurs from its target")
    }

    func testGPURendererTraits() {
        let traits = RendererTraits(isSoftware: false)
        XCTAssertFalse(traits.truncatesTexelsToWholePixels)
        XCTAssertEqual(traits.texelBias, 0)
        XCTAssertTrue(traits.drawsFeatheredEdges)
        XCTAssertTrue(traits.supportsConvexMaskGeometry)
        XCTAssertTrue(traits.filtersTexturedTriangles)
        XCTAssertFalse(traits.copiesRotatedTexturesSmoothly)
        XCTAssertFalse(traits.readsTargetCheaply)
        XCTAssertTrue(traits.blursBackdropsOnGPU)
    }

    func testSoftwareRendererMadeDirectlyIsSoftware() throws {
        let canvas = try OffscreenCanvas(width: 8, height: 8)
        XCTAssertEqual(RendererTraits(of: canvas.renderer), RendererTraits(isSoftware: true))
    }
}
