import Foundation
import TesseraCSDL2
import TesseraSDL

/// A game scene drawn with raw SDL calls before the HUD, as a game's `onDraw` would: a grey
/// checkerboard and coloured blocks, moved by `shift` pixels.
enum BackdropScene {
    static func draw(on renderer: OpaquePointer, width: Int, height: Int, shift: Int = 0, cell: Int = 10) {
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        var y = 0
        while y < height {
            var x = -cell * 2 + shift % (cell * 2)
            while x < width {
                let dark = ((x - shift) / cell + y / cell) % 2 == 0
                let v: UInt8 = dark ? 40 : 215
                SDL_SetRenderDrawColor(renderer, v, v, v, 255)
                var r = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(cell), h: Int32(cell))
                SDL_RenderFillRect(renderer, &r)
                x += cell
            }
            y += cell
        }
        let blocks: [(Int, Int, Int, Int, UInt8, UInt8, UInt8)] = [
            (20, 30, 70, 50, 230, 57, 70), (110, 90, 90, 40, 42, 157, 143), (230, 20, 60, 120, 233, 196, 106),
            (40, 140, 150, 24, 69, 123, 157),
        ]
        for (x, y, w, h, r, g, b) in blocks {
            SDL_SetRenderDrawColor(renderer, r, g, b, 255)
            var rect = SDL_Rect(
                x: Int32(x * width / 320 + shift), y: Int32(y * height / 200), w: Int32(w * width / 320), h: Int32(h * height / 200))
            SDL_RenderFillRect(renderer, &rect)
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }
}

extension SceneRig {
    /// Draws the raw-SDL scene (`scene`, or the busy `BackdropScene`), then `list` over it.
    func renderOverScene(_ list: DisplayList, shift: Int = 0, scene: ((OpaquePointer) -> Void)? = nil) throws -> RGBAImage {
        canvas.clear(r: 0, g: 0, b: 0)
        if let scene {
            scene(canvas.renderer)
        } else {
            BackdropScene.draw(on: canvas.renderer, width: canvas.width, height: canvas.height, shift: shift)
        }
        renderer.draw(list)
        return try canvas.capture()
    }
}
