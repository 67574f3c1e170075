import Foundation
import TesseraCSDL2
import TesseraSDL
import XCTest

/// `RendererState` saves and restores exactly the parts it was asked for.
final class RendererStateTests: HostTestCase {
    func testRestoresOnlyTheSavedParts() throws {
        let runtime = try SDLRuntime(video: false)
        let canvas = try OffscreenCanvas(width: 64, height: 64)
        let renderer = canvas.renderer

        SDL_SetRenderDrawColor(renderer, 1, 2, 3, 4)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_ADD)
        var clip = SDL_Rect(x: 1, y: 2, w: 30, h: 40)
        SDL_RenderSetClipRect(renderer, &clip)
        let saved = RendererState(of: renderer, parts: [.clip, .drawColor])

        SDL_SetRenderDrawColor(renderer, 9, 9, 9, 9)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_MOD)
        SDL_RenderSetClipRect(renderer, nil)
        saved.restore(to: renderer)

        let now = RendererState(of: renderer)
        XCTAssertEqual(now.clip?.w, 30)
        XCTAssertEqual(now.clip?.h, 40)
        XCTAssertEqual(now.drawColor.r, 1)
        XCTAssertEqual(now.drawColor.a, 4)
        XCTAssertEqual(now.blendMode, SDL_BLENDMODE_MOD, "the blend mode was not saved, so it is not restored")
        XCTAssertEqual(RendererState(of: renderer).parts, .all)
        withExtendedLifetime((runtime, canvas)) {}
    }
}
