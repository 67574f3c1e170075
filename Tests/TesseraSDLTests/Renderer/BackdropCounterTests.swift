import Foundation
import TesseraCSDL2
import TesseraSDL
import XCTest

/// What a backdrop costs, counted: reuse of an unchanged blur, re-blurs only where the scene
/// changed, no texture per steady frame, read-backs.
final class BackdropCounterTests: FixtureTestCase {
    private func panels(_ size: CGSize) -> DisplayList {
        var list = DisplayList()
        list.pixelSize = size
        list.operations = [
            .backdrop(
                BackdropEffect(
                    shape: .rect(CGRect(x: 0, y: 0, width: 320, height: 40)), blurRadius: 20,
                    tint: .init(red: 1, green: 1, blue: 1, opacity: 0.3), saturation: 1.8)),
            .backdrop(
                BackdropEffect(
                    shape: .roundedRect(
                        CGRect(x: 60, y: 80, width: 200, height: 100), cornerSize: CGSize(width: 16, height: 16), style: .continuous),
                    blurRadius: 20, tint: .init(red: 0.1, green: 0.1, blue: 0.1, opacity: 0.5), saturation: 1.8)),
        ]
        return list
    }

    func testStaticBackdropReusesItsBlurAndCreatesNoTexture() throws {
        let rig = try SceneRig(width: 320, height: 200, assets: assets)
        let list = panels(CGSize(width: 320, height: 200))
        let first = try rig.renderOverScene(list)
        XCTAssertEqual(rig.renderer.lastFrame.backdrops, 2)
        XCTAssertEqual(rig.renderer.lastFrame.blurPasses, 12, "3 box passes per axis per panel")
        let second = try rig.renderOverScene(list)
        XCTAssertEqual(rig.renderer.lastFrame.blurPasses, 0, "an unchanged backdrop is not blurred again")
        XCTAssertEqual(rig.renderer.lastFrame.backdropsReused, 2)
        XCTAssertEqual(rig.renderer.lastFrame.texturesCreated, 0)
        XCTAssertEqual(rig.renderer.lastFrame.readBacks, 2, "software renderer: one read of each region")
        XCTAssertTrue(first == second, "the reused blur draws the same pixels")
    }

    func testMovingSceneReblursOnlyRegionsThatChanged() throws {
        let rig = try SceneRig(width: 320, height: 200, assets: assets)
        let list = panels(CGSize(width: 320, height: 200))
        func scene(_ boxX: Int) -> (OpaquePointer) -> Void {
            { r in
                BackdropScene.draw(on: r, width: 320, height: 200)
                // A moving box low in the scene: under the rounded panel only.
                SDL_SetRenderDrawColor(r, 255, 0, 255, 255)
                var box = SDL_Rect(x: Int32(boxX), y: 150, w: 20, h: 20)
                SDL_RenderFillRect(r, &box)
            }
        }
        _ = try rig.renderOverScene(list, scene: scene(100))
        for x in 101...104 {
            _ = try rig.renderOverScene(list, scene: scene(x))
            XCTAssertEqual(rig.renderer.lastFrame.blurPasses, 6, "only the panel over the moving box")
            XCTAssertEqual(rig.renderer.lastFrame.backdropsReused, 1, "the top bar is reused")
            XCTAssertEqual(rig.renderer.lastFrame.texturesCreated, 0, "no texture per frame")
        }
    }
}
