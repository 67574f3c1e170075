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
        discussion: """
            Arrow keys, the d-pad or the mouse move the focus; Return, A or a click plays; Escape or B \
            opens the pause menu (Quit is there). Without a display the game runs headless and plays \
            a built-in script unless --script names one.
            """
    )

    @Flag(help: "Run without a window (SDL's dummy video driver); chosen automatically with no display.")
    var headless = false

    @Option(help: "Stop after this many frames (headless default: until the script ends; with it, the script repeats).")
    var frames: Int?

    @Option(help: "Write every --capture-every-th frame (and the last) to this folder as PNG.")
    var capture: String?

    @Option(help: "Capture one frame in this many.")
    var captureEvery = 60

    @Option(help: "Write one PNG with a grid of the captured frames.")
    var contactSheet: String?

    @Option(help: "Window size in points, WIDTHxHEIGHT.")
    var size = "1280x720"

    @Option(help: "Window scale: 1 or 2 pixels per point (the window grows, the layout stays).")
    var scale = 1

    @Option(help: "SDL render driver: software, opengl or opengles2 (default: SDL's choice; software headless).")
    var renderer: String?

    @Option(help: "Play this InputScript (see Tessera's InputScript for the format).")
    var script: String?

    @Flag(help: "Play the built-in demo script (the default when headless without --script).")
    var demo = false

    @Flag(help: "Print per-frame timings (build+layout, scene, draw, present), draw calls and textures, and a summary.")
    var stats = false

    @Option(help: "Frames of warm-up: the summary counts the textures created after them (`make soak`: one pass of the script).")
    var warmUp = 30

    func validate() throws {
        if let renderer, !["software", "opengl", "opengles2"].contains(renderer) {
            throw ValidationError("--renderer must be software, opengl or opengles2, got \(renderer)")
        }
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1") }
        if warmUp < 0 { throw ValidationError("--warm-up must be 0 or more") }
        if scale != 1 && scale != 2 { throw ValidationError("--scale must be 1 or 2, got \(scale)") }
    }

    func run() throws {
        let dimensions = size.split(separator: "x").compactMap { Double($0) }
        guard dimensions.count == 2, dimensions.allSatisfy({ $0 >= 1 && $0 <= 16_384 }) else {
            throw ValidationError("--size must look like 1280x720, got \(size)")
        }
        let environment = ProcessInfo.processInfo.environment
        let isHeadless = headless || (environment["DISPLAY"] ?? "").isEmpty && (environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        let inputScript = try loadScript(isHeadless: isHeadless)

        var configuration = WindowConfiguration(title: "Tessera — Level Select", size: CGSize(width: dimensions[0], height: dimensions[1]))
        configuration.clearColor = Color.Resolved(red: 0.05, green: 0.06, blue: 0.12)
        configuration.assetsDirectory = AssetLocator.assetsDirectory()
        configuration.quitsOnEscape = false  // Escape opens the pause menu; Quit is in it
        configuration.renderDriver = renderer ?? (isHeadless ? "software" : nil)
        if isHeadless {
            // The GL renderers need a GL context: SDL's offscreen (EGL) driver has one, dummy has none.
            configuration.videoDriver = renderer == "opengl" || renderer == "opengles2" ? "offscreen" : "dummy"
            configuration.vsync = false
        }

        configuration.windowScale = CGFloat(scale)

        let model = GameModel()
        model.settings.windowScale = scale
        let scene = WorldScene()
        var host = try Self.makeHost(model: model, scene: scene, configuration: configuration)
        model.settings.renderer = Self.rendererChoice(of: host)
        var player = inputScript.map(ScriptPlayer.init)
        let step = 1.0 / 60
        // Headless, a script runs to its end and half a second more.
        let limit = frames ?? (isHeadless ? (player.map { _ in Int.max } ?? 180) : nil)
        var tail = 30
        var statistics = FrameStatistics()
        var captured: [URL] = [], sheetFrames: [RGBAImage] = []
        let captureFolder = (capture ?? contactSheet.map { _ in NSTemporaryDirectory() + "level-select-captures" })
            .map { URL(fileURLWithPath: $0, isDirectory: true) }
        if let captureFolder { try FileManager.default.createDirectory(at: captureFolder, withIntermediateDirectories: true) }

        let frequency = Double(SDL_GetPerformanceFrequency())
        var last = SDL_GetPerformanceCounter()
        var frame = 0
        while !host.isQuitRequested, !model.wantsQuit, frame < (limit ?? Int.max) {
            if frames == nil, let current = player, current.isFinished {
                tail -= 1
                if tail < 0 { break }
            }
            let elapsed: Double
            if isHeadless {
                elapsed = step
            } else {
                let now = SDL_GetPerformanceCounter()
                elapsed = frame == 0 ? step : Double(now &- last) / frequency
                last = now
            }
            // With --frames the script repeats until then (`make soak` plays it for 20,000 frames),
            // from the same progress and focus each time: every pass shows the same content, so any texture
            // a later pass creates is churn, not new content (the soak asserts there is none).
            if frames != nil, let inputScript, player?.isFinished == true {
                player = ScriptPlayer(inputScript)
                model.restartDemoPass()
            }
            player?.advance(by: elapsed, into: host) { model.noteDevice(of: $0) }
            host = applySettings(of: model, to: host, scene: scene, configuration: &configuration)
            let isLast = frame + 1 == limit || (player?.isFinished == true && tail == 0)
            let wantsCapture = captureFolder != nil && (frame % max(1, captureEvery) == 0 || isLast)
            let image = try host.runFrame(elapsed: elapsed, capture: wantsCapture)
            if stats {
                statistics.record(host.lastFrameTimings, host.counters.lastFrame)
                print(statistics.line(for: frame))
            }
            if let image, let captureFolder {
                let file = captureFolder.appendingPathComponent(String(format: "frame-%05d.png", frame))
                try FrameCapture.writePNG(image, to: file.path)
                captured.append(file)
                if contactSheet != nil { sheetFrames.append(image) }
            }
            frame += 1
        }

        if let first = captured.first, let lastFile = captured.last, capture != nil {
            print(
                "Wrote \(captured.count) frames to \(first.deletingLastPathComponent().path): \(first.lastPathComponent) … \(lastFile.lastPathComponent)"
            )
        }
        if let contactSheet, let sheet = ContactSheet.make(sheetFrames) {
            try FrameCapture.writePNG(sheet, to: contactSheet)
            print("Wrote the contact sheet of \(sheetFrames.count) frames to \(contactSheet)")
        }
        let counters = host.counters
        print(
            "Drew \(counters.framesDrawn) frames; textures created: \(counters.texturesCreated); draw calls in the last frame: \(counters.lastFrame.drawCalls)"
        )
        if stats { print(statistics.summary(warmUp: warmUp)) }
    }

    /// A window host showing the game's screen over `scene`.
    static func makeHost(
        model: GameModel, scene: WorldScene, configuration: WindowConfiguration
    ) throws -> WindowHost<GameModel, LevelSelectScreen> {
        try WindowHost(state: model, configuration: configuration) { model in
            LevelSelectScreen(model: model)
        }
        .onUpdate { model, dt in model.advance(by: dt) }
        .onEvent { model, event in model.noteDevice(of: event) }
        .onDraw { model, renderer in scene.draw(time: model.time, renderer: renderer) }
    }

    /// Applies the settings overlay's window scale and renderer. SDL cannot change the driver of
    /// a renderer, so a renderer switch opens a new window and host on the same model (the scene
    /// remakes its textures); when the driver cannot start, the old host stays and the settings
    /// say why.
    private func applySettings(
        of model: GameModel, to host: WindowHost<GameModel, LevelSelectScreen>, scene: WorldScene,
        configuration: inout WindowConfiguration
    ) -> WindowHost<GameModel, LevelSelectScreen> {
        if host.windowScale != CGFloat(model.settings.windowScale) { host.windowScale = CGFloat(model.settings.windowScale) }
        let wanted = model.settings.renderer
        let current = Self.rendererChoice(of: host)
        guard wanted != current else { return host }
        var next = configuration
        next.renderDriver = wanted.rawValue
        next.windowScale = CGFloat(model.settings.windowScale)
        // SDL falls back to another driver when the one asked for cannot start (no GL context
        // under the dummy video driver), so the new host counts only if it got the driver.
        if let made = try? Self.makeHost(model: model, scene: scene, configuration: next), Self.rendererChoice(of: made) == wanted {
            scene.releaseTextures()
            configuration = next
            model.rendererNote = nil
            return made
        }
        model.settings.renderer = current
        model.rendererNote = "\(wanted.name) cannot start here (SDL video driver \(String(cString: SDL_GetCurrentVideoDriver())))"
        return host
    }

    /// The renderer a host draws with, as the settings name it.
    static func rendererChoice<State, Content>(of host: WindowHost<State, Content>) -> RendererChoice {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(host.renderer, &info) == 0, let name = info.name else { return .software }
        return String(cString: name) == "software" ? .software : .opengl
    }

    /// The script to play: `--script FILE`, else the built-in one with `--demo` or headless.
    private func loadScript(isHeadless: Bool) throws -> InputScript? {
        if let script {
            let text = try String(contentsOfFile: script, encoding: .utf8)
            return try InputScript(text)
        }
        return demo || isHeadless ? try InputScript(DemoScript.text) : nil
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
