import Foundation
import TesseraCSDL2

/// How an `App` runs: in a window or headless, for how many frames, and which frames it writes
/// as PNG files. `App.main()` reads them from the environment (`fromEnvironment`); a test or a
/// tool passes them to `App.run(_:)`.
///
/// | variable | effect |
/// | --- | --- |
/// | `TESSERA_HEADLESS=1` | no window: SDL's dummy video driver and the software renderer (also chosen with no `DISPLAY` or `WAYLAND_DISPLAY`) |
/// | `TESSERA_FRAMES=N` | stop after N frames (headless without it: `headlessFrameLimit`) |
/// | `TESSERA_CAPTURE=dir` | write every 30th frame and the last to `dir/frame-00000.png`, … |
/// | `TESSERA_SCRIPT=file` | play the `InputScript` in `file`, a step a frame |
/// | `TESSERA_PREVIEWS=dir` | draw every preview to `dir` and a contact sheet, then exit (`PreviewRunner`) |
public struct AppLaunchOptions: Sendable {
    /// Frames a headless run draws when no limit is named: one second at 60 frames a second.
    public static let headlessFrameLimit = 60

    /// Run without a window: SDL's dummy video driver, the software renderer, and frames timed
    /// 1/60 s apart, so the same app gives the same frames on every run.
    public var isHeadless: Bool
    /// Stop after this many frames; `nil`: until the window is closed (a headless run stops
    /// after `headlessFrameLimit`).
    public var frameLimit: Int?
    /// Write frames to this folder as `frame-00000.png`, … (made if missing); `nil`: none.
    public var captureDirectory: URL?
    /// Capture one frame in this many, plus the last of a limited run.
    public var captureInterval: Int
    /// Input played into the app as it runs, a step a frame (`WindowHost.play(_:)`).
    public var script: InputScript?

    /// Options for `App.run(_:)`; the defaults open a window and run until it is closed.
    public init(
        isHeadless: Bool = false, frameLimit: Int? = nil, captureDirectory: URL? = nil, captureInterval: Int = 30,
        script: InputScript? = nil
    ) {
        self.isHeadless = isHeadless
        self.frameLimit = frameLimit
        self.captureDirectory = captureDirectory
        self.captureInterval = captureInterval
        self.script = script
    }

    /// The options the variables in the table above ask for. A value that is not a positive
    /// number of frames is ignored with a message on standard error, not a stopped game.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> AppLaunchOptions {
        let noDisplay = (environment["DISPLAY"] ?? "").isEmpty && (environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        let headlessValue = environment["TESSERA_HEADLESS"]?.lowercased()
        let asksHeadless = headlessValue.map { ["1", "true", "yes"].contains($0) } ?? false
        var options = AppLaunchOptions(isHeadless: asksHeadless || noDisplay)
        if let frames = environment["TESSERA_FRAMES"], !frames.isEmpty {
            if let count = Int(frames), count > 0 {
                options.frameLimit = count
            } else {
                FileHandle.standardError.write(Data("TESSERA_FRAMES=\(frames) is not a positive number of frames; ignored\n".utf8))
            }
        }
        if let folder = environment["TESSERA_CAPTURE"], !folder.isEmpty {
            options.captureDirectory = AssetSearchPath.folder(atPath: folder)
        }
        if let file = environment["TESSERA_SCRIPT"], !file.isEmpty {
            do {
                let path = AssetSearchPath.folder(atPath: file).path
                options.script = try InputScript(String(contentsOfFile: path, encoding: .utf8))
            } catch {
                FileHandle.standardError.write(Data("TESSERA_SCRIPT=\(file): \(error); no script is played\n".utf8))
            }
        }
        return options
    }
}

#if objectFormat(ELF)
// `App.main()` (Tessera) finds this launcher in the binary, so an `@main` file that imports only
// `Tessera` runs in a window as one importing `TesseraSDL` does.
@section("tessera_previews") @used let _tesseraSDLAppLauncher: _PreviewRecord = (
    kind: 0x7461_7070, reserved: 0,
    make: { _AppLaunchers.box(SDLAppLauncher.launch) }
)

/// Runs an app whose type is known only at run time, as `App.main()` asks.
enum SDLAppLauncher {
    static func launch(_ appType: any App.Type) {
        appType._launchWithSDL()
    }
}
#else
extension App {
    /// Runs the app, as `@main` does: see `_launchWithSDL()`.
    public static func main() { _launchWithSDL() }
}
#endif

extension App {
    /// Runs the app, as `@main` does: its first `WindowGroup` in a `WindowHost` window, or
    /// headless, as the environment asks (see `AppLaunchOptions`). Errors are printed and end
    /// the process with status 1.
    public static func _launchWithSDL() {
        if let folder = ProcessInfo.processInfo.environment["TESSERA_PREVIEWS"], !folder.isEmpty {
            // The app's `init()` is where it registers its preview providers.
            _ = Self()
            PreviewRunner.runIfRequested()
            return
        }
        do {
            try run(.fromEnvironment())
        } catch {
            FileHandle.standardError.write(Data("\(Self.self): \(error)\n".utf8))
            exit(1)
        }
    }

    /// Makes the app and runs its first `WindowGroup` with `options` until the window is closed
    /// or the frame limit is reached.
    ///
    /// - Returns: the PNG files written (empty without a capture folder).
    /// - Throws: `SDLError` when SDL cannot open the window or a frame cannot be written.
    @discardableResult
    public static func run(_ options: AppLaunchOptions) throws(SDLError) -> [URL] {
        let app = Self()
        guard let scene = app.body._resolvedScenes().first else {
            throw SDLError(operation: "\(Self.self).run", message: "the app's body has no WindowGroup to show")
        }
        let host = try AppHost.makeWindowHost(for: scene, appName: "\(Self.self)", options: options)
        if let script = options.script { host.play(script) }
        return try host.run()
    }
}

/// Opens the window an app's scene is shown in: a `WindowHost` like any game's, with no state of
/// its own (the app's state lives in its views), reporting the window's phase as `scenePhase`.
enum AppHost {
    /// The window size when the scene names none: a 16:9 window that fits a laptop's screen.
    static let defaultSize = CGSize(width: 1280, height: 720)

    static func configuration(for scene: _SceneDescription, appName: String, options: AppLaunchOptions) -> WindowConfiguration {
        var configuration = WindowConfiguration(title: scene.title.isEmpty ? appName : scene.title, size: scene.defaultSize ?? defaultSize)
        // Escape belongs to the app (a back button, a cancel); an app's window closes as a window does.
        configuration.quitsOnEscape = false
        configuration.frameLimit = options.frameLimit
        configuration.captureDirectory = options.captureDirectory
        configuration.captureInterval = max(1, options.captureInterval)
        if options.isHeadless {
            configuration.videoDriver = "dummy"
            configuration.renderDriver = "software"
            configuration.isHidden = true
            configuration.vsync = false
            configuration.simulatedFrameTime = 1.0 / 60
            configuration.frameLimit = options.frameLimit ?? AppLaunchOptions.headlessFrameLimit
        }
        return configuration
    }

    static func makeWindowHost(
        for scene: _SceneDescription, appName: String, options: AppLaunchOptions
    ) throws(SDLError) -> WindowHost<ScenePhaseTracker, AnyView> {
        let configuration = configuration(for: scene, appName: appName, options: options)
        // The window's content is made once, as SwiftUI makes a `WindowGroup`'s content when the
        // app's body is read (an app's body is read once here): a root view's properties, such as
        // `let timer = Timer.publish(…).autoconnect()`, then live as long as the window, not a frame.
        let content = scene.content()
        // Headless there is no one to hide or unfocus the window: the scene stays active.
        let tracker = ScenePhaseTracker(followsWindow: !options.isHeadless)
        let host = try WindowHost(state: tracker, configuration: configuration) { tracker in
            AnyView(AppWindowBackground(content: content).environment(\.scenePhase, tracker.phase))
        }
        host.onEvent { tracker, event in tracker.handle(event) }
        return host
    }
}

/// What an app's window shows behind its views: the system background of the colour scheme
/// (white, or black in the dark scheme) filling the window, as a SwiftUI window does, with the
/// scene's content centred on it.
struct AppWindowBackground<Content: View>: View {
    let content: Content
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        ZStack {
            (colorScheme == .dark ? Color.black : Color.white).ignoresSafeArea()
            content
        }
    }
}

/// The scene's phase, followed from the window's events: focus gained is `.active`, focus lost
/// `.inactive`, minimised or hidden `.background`, restored or shown `.active` again.
struct ScenePhaseTracker {
    var phase: ScenePhase = .active
    var followsWindow = true

    mutating func handle(_ event: SDL_Event) {
        guard followsWindow, event.type == SDL_WINDOWEVENT.rawValue else { return }
        switch SDL_WindowEventID(rawValue: UInt32(event.window.event)) {
        case SDL_WINDOWEVENT_FOCUS_GAINED, SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN: phase = .active
        case SDL_WINDOWEVENT_FOCUS_LOST where phase == .active: phase = .inactive
        case SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_HIDDEN: phase = .background
        default: break
        }
    }
}
