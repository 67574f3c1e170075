import Foundation
import TesseraSDL

/// The game's own drawing, with plain SDL calls (`TesseraSDL` re-exports SDL): a sky that
/// fades to the horizon, a sun, and two layers of hills scrolling at different speeds.
public enum SkyScene {
    /// Draws the scene for `game` over the whole output of `renderer`.
    public static func draw(_ game: SkyGame, on renderer: OpaquePointer) {
        var width: Int32 = 0, height: Int32 = 0
        guard SDL_GetRendererOutputSize(renderer, &width, &height) == 0, width > 0, height > 0 else { return }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)

        // Sky: one line per row, from deep blue to a pale horizon.
        for y in 0..<height {
            let t = Double(y) / Double(height)
            SDL_SetRenderDrawColor(renderer, UInt8(40 + 150 * t), UInt8(70 + 130 * t), UInt8(140 + 90 * t), 255)
            SDL_RenderDrawLine(renderer, 0, y, width - 1, y)
        }

        // Sun: a filled disc, rising slowly.
        let sunX = Int32(Double(width) * 0.78)
        let sunY = Int32(Double(height) * 0.32 - (game.time * 4).truncatingRemainder(dividingBy: 20))
        let radius = max(4, height / 12)
        SDL_SetRenderDrawColor(renderer, 255, 221, 120, 255)
        for dy in -radius...radius {
            let half = Int32((Double(radius * radius - dy * dy)).squareRoot())
            SDL_RenderDrawLine(renderer, sunX - half, sunY + dy, sunX + half, sunY + dy)
        }

        // Hills: far ones slow, near ones fast, as columns of a sine profile.
        drawHills(
            renderer, width: width, height: height, base: 0.70, amplitude: 0.06, wavelength: 180,
            scroll: game.time * 20, colour: (70, 120, 90))
        drawHills(
            renderer, width: width, height: height, base: 0.82, amplitude: 0.05, wavelength: 110,
            scroll: game.time * 60, colour: (46, 92, 60))
    }

    private static func drawHills(
        _ renderer: OpaquePointer, width: Int32, height: Int32, base: Double,
        amplitude: Double, wavelength: Double, scroll: Double,
        colour: (UInt8, UInt8, UInt8)
    ) {
        SDL_SetRenderDrawColor(renderer, colour.0, colour.1, colour.2, 255)
        for x in 0..<width {
            let phase = (Double(x) + scroll) / wavelength * 2 * Double.pi
            let top = Int32(Double(height) * (base + amplitude * sin(phase)))
            SDL_RenderDrawLine(renderer, x, top, x, height - 1)
        }
    }
}
