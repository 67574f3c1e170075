import ArgumentParser
import Foundation
import TesseraSDL

/// The sample game: a level-select screen whose HUD is SwiftUI-style views over a moving scene
/// the game draws itself with SDL.
@main
struct LevelSelect: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "level-select",
        abstract: "Tessera's sample level-select screen.",
        discussion:
            "Arrow keys move the selection, Return plays, Escape quits. Without a display, use --headless to write frames to PNG files."
    )

    @Flag(help: "Run without a window (SDL's dummy video driver) and stop after --frames frames.")
    var headless = false

    @Option(help: "Stop after this many frames (default: run until quit; 180 when headless).")
    var frames: Int?

    @Option(help: "Write every --capture-every-th frame to this folder as PNG.")
    var capture: String?

    @Option(help: "Capture one frame in this many.")
    var captureEvery = 60

    @Option(help: "Window size in points, WIDTHxHEIGHT.")
    var size = "1280x720"

    func run() throws {
        let dimensions = size.split(separator: "x").compactMap { Double($0) }
        guard dimensions.count == 2, dimensions.allSatisfy({ $0 >= 1 && $0 <= 16_384 }) else {
            throw ValidationError("--size must look like 1280x720, got \(size)")
        }
        var configuration = WindowConfiguration(title: "Tessera — Level Select", size: CGSize(width: dimensions[0], height: dimensions[1]))
        configuration.clearColor = Color.Resolved(red: 0.05, green: 0.06, blue: 0.12)
        configuration.assetsDirectory = AssetLocator.assetsDirectory()
        if headless {
            configuration.videoDriver = "dummy"
            configuration.vsync = false
            configuration.simulatedFrameTime = 1.0 / 60
            configuration.frameLimit = frames ?? 180
        } else {
            configuration.frameLimit = frames
        }

        if let capture {
            configuration.captureDirectory = URL(fileURLWithPath: capture, isDirectory: true)
            configuration.captureInterval = max(1, captureEvery)
        }

        let world = WorldScene()
        let host = try WindowHost(state: LevelSelectState.sample, configuration: configuration) { state in
            LevelSelectScreen(state: state)
        }
        .onUpdate { state, dt in state.advance(by: dt) }
        .onEvent { state, event in state.handle(event) }
        .onDraw { state, renderer in world.draw(time: state.time, renderer: renderer) }

        let written = try host.run()
        if let first = written.first, let last = written.last {
            print(
                "Wrote \(written.count) frames to \(first.deletingLastPathComponent().path): \(first.lastPathComponent) … \(last.lastPathComponent)"
            )
        }
        let counters = host.counters
        print(
            "Drew \(counters.framesDrawn) frames; textures created: \(counters.texturesCreated); draw calls in the last frame: \(counters.lastFrame.drawCalls)"
        )
    }
}

/// Finds the game's `Assets` folder: Tessera's default search (`TESSERA_ASSETS`, `./Assets`,
/// `Assets` beside the executable), then this source tree's, so the sample runs from anywhere.
enum AssetLocator {
    static func assetsDirectory() -> URL? {
        let sourceTree = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Assets", isDirectory: true)
        let candidates = AssetSearchPath.default.folders + [sourceTree]
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Images").path) }
    }
}
