import ArgumentParser
import Foundation
import SkyGame
import TesseraSDL

/// The same game with Tessera's `WindowHost` owning the window and the loop: fixed-step
/// updates, the game's SDL drawing in `onDraw`, the HUD built from the state every frame.
///
///     swift run HostedHUD                                     # a window; Space pauses, Esc quits
///     swift run HostedHUD --headless --frames 90 --capture captures    # no display: PNG frames
@main
struct HostedHUD: ParsableCommand {
    @Flag(help: "Run without a display (SDL's dummy video driver, software renderer).")
    var headless = false

    @Option(help: "Stop after this many frames.")
    var frames: Int?

    @Option(help: "Write every 30th frame and the last as PNG files into this folder.")
    var capture: String?

    mutating func run() throws {
        var configuration = WindowConfiguration(title: "WindowHost + Tessera HUD", size: CGSize(width: 480, height: 270))
        configuration.frameLimit = frames
        configuration.captureDirectory = capture.map { URL(fileURLWithPath: $0, isDirectory: true) }
        configuration.captureInterval = 30
        if headless {
            configuration.videoDriver = "dummy"
            configuration.isHidden = true
            configuration.simulatedFrameTime = 1.0 / 60  // the same frames on every run
        }

        let host = try WindowHost(state: SkyGame(), configuration: configuration) { game in
            ScoreHUD(coins: game.coins, isPaused: game.isPaused)
        }
        .onUpdate { game, dt in game.advance(by: dt) }
        .onEvent { game, event in game.handle(event) }
        .onDraw { game, renderer in SkyScene.draw(game, on: renderer) }

        let written = try host.run()
        if let last = written.last { print("Wrote \(written.count) frames; the last is \(last.path)") }
    }
}
