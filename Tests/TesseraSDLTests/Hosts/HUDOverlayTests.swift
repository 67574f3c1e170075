import Foundation
import TesseraCSDL2
import TesseraSDL
import XCTest

/// `HUDOverlay`: the HUD drawn over a game's own frame, leaving the renderer's state as it was.
final class HUDOverlayTests: HostTestCase {
    func testOverlayDrawsOverTheGameAndRestoresRendererState() throws {
        let runtime = try SDLRuntime(video: true)  // the game's own SDL_Init
        let window = try XCTUnwrap(SDL_CreateWindow("game", 0, 0, 160, 90, SDL_WINDOW_HIDDEN.rawValue))
        defer { SDL_DestroyWindow(window) }
        let renderer = try XCTUnwrap(SDL_CreateRenderer(window, -1, 0))
        defer { SDL_DestroyRenderer(renderer) }
        do {
            let overlay = try HUDOverlay(renderer: renderer)

            // The game's frame: green, with a yellow square in the top-left corner.
            SDL_SetRenderDrawColor(renderer, 0, 255, 0, 255)
            SDL_RenderClear(renderer)
            SDL_SetRenderDrawColor(renderer, 255, 255, 0, 255)
            var square = SDL_Rect(x: 0, y: 0, w: 20, h: 20)
            SDL_RenderFillRect(renderer, &square)
            // Odd state the game left behind.
            SDL_SetRenderDrawColor(renderer, 12, 34, 56, 78)
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_MOD)
            SDL_RenderSetScale(renderer, 2, 2)
            var clip = SDL_Rect(x: 0, y: 0, w: 15, h: 15)
            SDL_RenderSetClipRect(renderer, &clip)
            let before = RendererState(of: renderer)

            overlay.draw { Self.red.frame(width: 40, height: 30) }

            let after = RendererState(of: renderer)
            XCTAssertTrue(after.matches(before), "renderer state restored")
            XCTAssertEqual(after.drawColor.r, 12)
            XCTAssertEqual(after.drawColor.a, 78)
            XCTAssertEqual(after.blendMode, SDL_BLENDMODE_MOD)
            XCTAssertEqual(after.clip?.w, 15)
            XCTAssertEqual(after.scaleX, 2)
            XCTAssertNil(after.target)
            XCTAssertEqual(overlay.counters.framesDrawn, 1)
            XCTAssertGreaterThan(overlay.counters.lastFrame.drawCalls, 0)

            SDL_RenderSetClipRect(renderer, nil)
            SDL_RenderSetScale(renderer, 1, 1)
            let frame = try FrameCapture.read(from: renderer)
            XCTAssertEqual(pixel(frame, 5, 5), [255, 255, 0, 255], "the game's square is still there")
            XCTAssertEqual(pixel(frame, 150, 80), [0, 255, 0, 255], "the game's clear is still there")
            XCTAssertEqual(pixel(frame, 80, 45), [255, 0, 0, 255], "the HUD, on top, outside the game's clip")
            XCTAssertEqual(pixel(frame, 57, 45), [0, 255, 0, 255], "in pixels, not the game's scale: x 60..<100")
            XCTAssertEqual(pixel(frame, 97, 45), [255, 0, 0, 255])
            XCTAssertEqual(pixel(frame, 103, 45), [0, 255, 0, 255])
        }
        withExtendedLifetime(runtime) {}
    }

    func testOverlayDrawsIntoTheGamesRenderTargetAndKeepsIt() throws {
        let runtime = try SDLRuntime(video: false)
        let canvas = try OffscreenCanvas(width: 200, height: 100)
        let target = try XCTUnwrap(
            SDL_CreateTexture(
                canvas.renderer, SDL_PIXELFORMAT_RGBA32.rawValue,
                Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 64, 48))
        defer { SDL_DestroyTexture(target) }
        do {
            let overlay = try HUDOverlay(renderer: canvas.renderer)
            SDL_SetRenderTarget(canvas.renderer, target)
            SDL_SetRenderDrawColor(canvas.renderer, 0, 0, 255, 255)
            SDL_RenderClear(canvas.renderer)

            overlay.draw(Self.red.frame(width: 20, height: 10))
            XCTAssertEqual(overlay.geometry?.pixels, CGSize(width: 64, height: 48), "laid out in the target's size")

            XCTAssertEqual(SDL_GetRenderTarget(canvas.renderer), target, "the game's target is kept")
            let pixels = try FrameCapture.read(from: canvas.renderer)
            XCTAssertEqual(pixels.width, 64)
            XCTAssertEqual(pixel(pixels, 32, 24), [255, 0, 0, 255])
            XCTAssertEqual(pixel(pixels, 2, 2), [0, 0, 255, 255], "the overlay does not clear")
        }
        withExtendedLifetime(runtime) {}
    }

    func testOverlayKeepsTheTargetAcrossOpacityLayers() throws {
        let runtime = try SDLRuntime(video: false)
        let canvas = try OffscreenCanvas(width: 120, height: 90)
        let target = try XCTUnwrap(
            SDL_CreateTexture(
                canvas.renderer, SDL_PIXELFORMAT_RGBA32.rawValue,
                Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 80, 60))
        defer { SDL_DestroyTexture(target) }
        do {
            let overlay = try HUDOverlay(renderer: canvas.renderer)
            SDL_SetRenderTarget(canvas.renderer, target)
            SDL_SetRenderDrawColor(canvas.renderer, 0, 0, 255, 255)
            SDL_RenderClear(canvas.renderer)

            // An opacity group is drawn through an offscreen layer: the renderer switches targets.
            overlay.draw(Self.red.frame(width: 40, height: 30).opacity(0.5))

            XCTAssertEqual(SDL_GetRenderTarget(canvas.renderer), target, "the game's target is back")
            let pixels = try FrameCapture.read(from: canvas.renderer)
            let centre = pixel(pixels, 40, 30)
            XCTAssertEqual(Int(centre[0]), 128, accuracy: 2, "half-transparent red over blue")
            XCTAssertEqual(Int(centre[2]), 127, accuracy: 2)
            XCTAssertEqual(pixel(pixels, 2, 2), [0, 0, 255, 255])
        }
        withExtendedLifetime(runtime) {}
    }
}
