import ArgumentParser
import Foundation
import SkyGame
import TesseraSDL

/// A game that owns its SDL window, renderer and loop, and draws a Tessera HUD over its own
/// scene with `HUDOverlay`.
///
///     swift run OwnLoopHUD                                    # a window; Space pauses, Esc quits
///     swift run OwnLoopHUD --headless --frames 90 --capture captures   # no display: PNG frames
@main
struct OwnLoopHUD: ParsableCommand {
    @Flag(help: "Run without a display (SDL's dummy video driver, software renderer).")
    var headless = false

    @Option(help: "Stop after this many frames.")
    var frames: Int?

    @Option(help: "Write the last frame (and every 30th) as PNG files into this folder.")
    var capture: String?

    mutating func run() throws {
        if headless { setenv("SDL_VIDEODRIVER", "dummy", 1) }
        guard SDL_Init(UInt32(SDL_INIT_VIDEO | SDL_INIT_GAMECONTROLLER)) == 0 else {
            throw ValidationError("SDL_Init failed: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_Quit() }
        guard
            let window = SDL_CreateWindow(
                "Own loop + Tessera HUD", csdl_windowpos_centered(), csdl_windowpos_centered(),
                480, 270, headless ? SDL_WINDOW_HIDDEN.rawValue : SDL_WINDOW_SHOWN.rawValue),
            let renderer = SDL_CreateRenderer(window, -1, UInt32(SDL_RENDERER_PRESENTVSYNC.rawValue))
                ?? SDL_CreateRenderer(window, -1, 0)
        else {
            throw ValidationError("SDL could not open a window: \(String(cString: SDL_GetError()))")
        }
        defer {
            SDL_DestroyRenderer(renderer)
            SDL_DestroyWindow(window)
        }
        try play(on: renderer)
    }

    /// The game loop. The overlay lives inside this function, so it is released before the
    /// renderer is destroyed: it owns textures made on that renderer.
    func play(on renderer: OpaquePointer) throws {
        let hud = try HUDOverlay(renderer: renderer)
        var game = SkyGame()
        var frame = 0
        running: while frames.map({ frame < $0 }) ?? true {
            var event = SDL_Event()
            while SDL_PollEvent(&event) != 0 {
                if event.type == SDL_QUIT.rawValue { break running }
                if hud.handle(event) { continue }  // the HUD used it: a click on a button, a key that moved focus
                if event.type == SDL_KEYDOWN.rawValue, event.key.keysym.sym == SDLK_ESCAPE.rawValue { break running }
                game.handle(event)
            }
            game.advance(by: 1.0 / 60)  // fixed steps: the same frames on every run

            hud.beginScene()  // before the world: materials blur it on any renderer
            SkyScene.draw(game, on: renderer)  // the game's own SDL drawing
            hud.draw { ScoreHUD(coins: game.coins, isPaused: game.isPaused) }  // Tessera on top
            try captureIfAsked(renderer, frame: frame)
            SDL_RenderPresent(renderer)
            frame += 1
        }
    }

    private func captureIfAsked(_ renderer: OpaquePointer, frame: Int) throws {
        guard let capture, frame % 30 == 0 || frame + 1 == frames else { return }
        try FileManager.default.createDirectory(atPath: capture, withIntermediateDirectories: true)
        let image = try FrameCapture.read(from: renderer)
        try FrameCapture.writePNG(image, to: "\(capture)/own-loop-\(String(format: "%04d", frame)).png")
    }
}
