import Foundation
import TesseraCSDL2

/// Owns a window, its renderer and the game loop, and draws a HUD built from the game's state
/// every frame.
///
/// Each frame: SDL events go to `onEvent` (`SDL_QUIT` and Escape end the loop); the elapsed time
/// runs as fixed `onUpdate` steps (1/60 s by default, clamped after stalls); the frame is cleared,
/// `onDraw` draws the game with SDL, the HUD from `content(state)` is laid out in points and drawn
/// in pixels on top, and the frame is presented (vsync'd). A minimised or zero-area window skips
/// drawing but keeps updating.
///
/// ```swift
/// try WindowHost(state: Game(), configuration: WindowConfiguration(title: "Level Select")) { game in
///     ScoreHUD(score: game.score)
/// }
/// .onUpdate { game, dt in game.advance(by: dt) }
/// .onEvent { game, event in game.handle(event) }
/// .onDraw { game, renderer in game.drawWorld(renderer) }
/// .run()
/// ```
///
/// Teardown: the host destroys its textures, fonts, renderer and window in `deinit`, then lets go
/// of its `SDLRuntime`, so `SDL_Quit` comes last. Do not keep `renderer` or `window` past the host.
public final class WindowHost<State, Content: View> {
    /// The game's state; `content` builds the HUD from it each frame.
    public var state: State
    /// Builds the HUD from the state.
    public var content: (State) -> Content
    /// Set by `onUpdate(perform:)`, `onEvent(perform:)` and `onDraw(perform:)`.
    private var updateAction: ((inout State, Double) -> Void)?
    private var eventAction: ((inout State, SDL_Event) -> Void)?
    private var drawAction: ((State, OpaquePointer) -> Void)?

    /// The window (`SDL_Window *`).
    public let window: OpaquePointer
    /// The renderer (`SDL_Renderer *`).
    public let renderer: OpaquePointer
    /// Pixels per point on top of the display's own scale (`WindowConfiguration.windowScale`);
    /// setting it resizes the window to `configuration.size` times the new scale.
    public var windowScale: CGFloat {
        didSet {
            windowScale = Self.sanitizedScale(windowScale)
            let side = { (v: CGFloat) in Int32(checked: max(1, min(16_384, (v * self.windowScale).rounded()))) }
            SDL_SetWindowSize(window, side(configuration.size.width), side(configuration.size.height))
        }
    }
    /// How the host was set up.
    public let configuration: WindowConfiguration
    /// The fixed-step clock.
    public private(set) var clock: FixedStepClock
    /// Frames, updates, textures and draw calls so far.
    public private(set) var counters = HostCounters()
    /// Where the last drawn frame spent its time.
    public private(set) var lastFrameTimings = FrameTimings()
    /// Whether the loop ends after the current frame (`SDL_QUIT`, Escape or `quit()`).
    public private(set) var isQuitRequested = false

    /// The environment the HUD's root sees; `displayScale` is set from the window every frame.
    public var environment: EnvironmentValues {
        get { pipeline!.graph.environment }
        set { pipeline!.graph.environment = newValue }
    }

    /// Set by `SDL_WINDOWEVENT_MINIMIZED`, cleared by restore, maximise or show.
    private var isMinimized = false
    /// The last `SDL_WINDOWEVENT_SIZE_CHANGED` reported a side of 0.
    private var reportedZeroArea = false
    /// Game controllers opened on `SDL_CONTROLLERDEVICEADDED`, by joystick instance id.
    private var controllers: [SDL_JoystickID: OpaquePointer] = [:]
    /// SDL events → the HUD's input events.
    private let inputTranslator = SDLInputTranslator()
    /// Released first in `deinit`: its textures and fonts need the renderer and SDL_ttf.
    private var pipeline: HUDPipeline?

    /// The fonts that draw characters the requested font and DejaVu Sans lack, in order
    /// (`AssetCatalog.fallbackFonts`: absolute paths or files in the assets' `Fonts/`). Set it
    /// before the first frame; the default is `AssetCatalog.defaultFallbackFonts`.
    public var fallbackFonts: [String] {
        get { pipeline?.catalog.fallbackFonts ?? AssetCatalog.defaultFallbackFonts }
        set { pipeline?.catalog.fallbackFonts = newValue }
    }
    /// Released last: `SDL_Quit` when no other runtime is alive.
    private let runtime: SDLRuntime

    /// Opens the window and its renderer.
    ///
    /// - Parameters:
    ///   - state: the game's initial state.
    ///   - configuration: window, loop and capture options.
    ///   - content: builds the HUD from the state, every frame.
    /// - Throws: `SDLError` for a failed `SDL_Init`, `SDL_CreateWindow` or `SDL_CreateRenderer`,
    ///   with SDL's message.
    public init(
        state: State, configuration: WindowConfiguration = WindowConfiguration(),
        @ViewBuilder content: @escaping (State) -> Content
    ) throws(SDLError) {
        let runtime = try SDLRuntime(
            video: true, gameControllers: configuration.opensGameControllers,
            videoDriver: configuration.videoDriver)

        var flags = configuration.isHidden ? SDL_WINDOW_HIDDEN.rawValue : SDL_WINDOW_SHOWN.rawValue
        if configuration.isResizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        if configuration.allowsHighDPI { flags |= SDL_WINDOW_ALLOW_HIGHDPI.rawValue }
        let windowScale = Self.sanitizedScale(configuration.windowScale)
        func side(_ v: CGFloat) -> Int32 { v.isFinite ? Int32(checked: max(1, min(16_384, (v * windowScale).rounded()))) : 1 }
        SDL_ClearError()
        guard
            let window = SDL_CreateWindow(
                configuration.title, csdl_windowpos_centered(), csdl_windowpos_centered(),
                side(configuration.size.width), side(configuration.size.height), flags)
        else {
            throw SDLError.current("SDL_CreateWindow")
        }

        // Naming a driver turns batching off unless asked for (docs/SDLNotes.md §2.3).
        if let driver = configuration.renderDriver {
            SDL_SetHint(SDL_HINT_RENDER_DRIVER, driver)
            SDL_SetHint(SDL_HINT_RENDER_BATCHING, "1")
        }
        SDL_ClearError()
        var renderer = SDL_CreateRenderer(window, -1, configuration.vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0)
        if renderer == nil, configuration.vsync {
            renderer = SDL_CreateRenderer(window, -1, 0)  // some drivers cannot sync; draw anyway
        }
        if configuration.renderDriver != nil {
            SDL_ResetHint(SDL_HINT_RENDER_DRIVER)
            SDL_ResetHint(SDL_HINT_RENDER_BATCHING)
        }
        guard let renderer else {
            let error = SDLError.current("SDL_CreateRenderer")
            SDL_DestroyWindow(window)
            throw error
        }

        self.runtime = runtime
        self.window = window
        self.renderer = renderer
        self.windowScale = windowScale
        self.configuration = configuration
        self.state = state
        self.content = content
        clock = FixedStepClock(rate: configuration.updateRate, maximumElapsed: configuration.maximumFrameTime)
        let pipeline = HUDPipeline(assetsDirectory: configuration.assetsDirectory)
        pipeline.bind(to: renderer)
        self.pipeline = pipeline
        Self.openURLsInTheBrowser(videoDriver: runtime.videoDriver)
        // With a display, fields copy and paste through the system's clipboard.
        if let driver = runtime.videoDriver, driver != "dummy", driver != "offscreen" { pipeline.graph.clipboard = SDLClipboard() }
    }

    /// `Link` and `openURL` open the system's browser through SDL when there is a display to
    /// show it on; headless drivers keep the default, which logs the URL.
    private static func openURLsInTheBrowser(videoDriver: String?) {
        guard let videoDriver, videoDriver != "dummy", videoDriver != "offscreen" else { return }
        OpenURLAction.hostHandler = { url in SDL_OpenURL(url.absoluteString) == 0 }
    }

    deinit {
        pipeline = nil  // textures and fonts first
        for controller in controllers.values { SDL_GameControllerClose(controller) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        // `runtime` is released after this body: SDL_Quit runs last.
    }

    /// Runs `action` once per fixed step with the step's duration in seconds (1/60 by default),
    /// replacing any earlier update action.
    @discardableResult
    public func onUpdate(perform action: @escaping (_ state: inout State, _ dt: Double) -> Void) -> Self {
        updateAction = action
        return self
    }

    /// Passes every SDL event (keys, mouse, controllers, window, quit) to `action` before the
    /// frame's updates, replacing any earlier event action. `SDL_QUIT` and Escape (unless
    /// `quitsOnEscape` is off) also end the loop.
    @discardableResult
    public func onEvent(perform action: @escaping (_ state: inout State, _ event: SDL_Event) -> Void) -> Self {
        eventAction = action
        return self
    }

    /// Draws the game itself with SDL each frame, after the clear and before the HUD, replacing
    /// any earlier draw action. Render target, scale, viewport and clip are reset for the HUD
    /// afterwards.
    @discardableResult
    public func onDraw(perform action: @escaping (_ state: State, _ renderer: OpaquePointer) -> Void) -> Self {
        drawAction = action
        return self
    }

    /// The game controllers connected now (`SDL_GameController *`), opened by the host so their
    /// `SDL_CONTROLLER*` events reach `onEvent`; closed when they disconnect or the host ends.
    public var gameControllers: [OpaquePointer] {
        controllers.sorted { $0.key < $1.key }.map(\.value)
    }

    /// Delivers an input event to the HUD's views of the last frame, as if it came from SDL (a
    /// scripted `InputScript` step); returns whether they used it.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        pipeline?.graph.handle(event) ?? false
    }

    /// Plays `script` into the HUD as frames run: each frame delivers its next step after the
    /// frame's SDL events and updates, and a `wait` lasts its seconds on the host's animation
    /// clock (its fixed steps) from the frame that reaches it. Replaces a script still playing.
    public func play(_ script: InputScript) {
        scriptPlayback = ScriptPlayback(script)
    }

    /// Whether a script given to `play(_:)` still has steps to deliver.
    public var isPlayingScript: Bool { scriptPlayback != nil }

    private var scriptPlayback: ScriptPlayback?

    /// Ends the loop after the current frame.
    public func quit() {
        isQuitRequested = true
    }

    /// The current frame geometry: window size (points), drawable size (pixels) and their ratio,
    /// or `nil` while the window is minimised or has no area (drawing is skipped).
    public var geometry: FrameGeometry? {
        if isMinimized || reportedZeroArea { return nil }
        if SDL_GetWindowFlags(window) & SDL_WINDOW_MINIMIZED.rawValue != 0 { return nil }
        var w: Int32 = 0, h: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        guard SDL_GetRendererOutputSize(renderer, &pw, &ph) == 0 else { return nil }
        return FrameGeometry(
            windowSize: CGSize(width: CGFloat(w) / windowScale, height: CGFloat(h) / windowScale),
            drawableSize: CGSize(width: Int(pw), height: Int(ph)))
    }

    /// A window scale within 1...4 (anything else, NaN included, is 1).
    static func sanitizedScale(_ scale: CGFloat) -> CGFloat {
        scale.isFinite && scale >= 1 ? min(scale, 4) : 1
    }

    /// Runs frames until quit (or `configuration.frameLimit` frames), timing them with the wall
    /// clock or `configuration.simulatedFrameTime`, and writes frames to
    /// `configuration.captureDirectory` (one in `captureInterval`, and the last) when one is set.
    ///
    /// - Returns: the PNG files written, in order (empty without a capture folder).
    /// - Throws: `SDLError` when a frame cannot be captured or written.
    @discardableResult
    public func run() throws(SDLError) -> [URL] {
        let captureDirectory = configuration.captureDirectory
        if let captureDirectory {
            do {
                try FileManager.default.createDirectory(at: captureDirectory, withIntermediateDirectories: true)
            } catch {
                throw SDLError(operation: "create capture folder \(captureDirectory.path)", message: "\(error)")
            }
        }
        let frequency = Double(SDL_GetPerformanceFrequency())
        var last = SDL_GetPerformanceCounter()
        let limit = configuration.frameLimit
        let interval = max(1, configuration.captureInterval)
        var written: [URL] = []
        var frame = 0
        while !isQuitRequested {
            if let limit, frame >= limit { break }
            let elapsed: Double
            if let simulated = configuration.simulatedFrameTime {
                elapsed = simulated
            } else {
                let now = SDL_GetPerformanceCounter()
                elapsed = Double(now &- last) / frequency
                last = now
            }
            let skippedBefore = counters.framesSkipped
            let wantsCapture = captureDirectory != nil && (frame % interval == 0 || frame + 1 == limit)
            let image = try runFrame(elapsed: elapsed, capture: wantsCapture)
            if let image, let captureDirectory {
                let file = captureDirectory.appendingPathComponent(String(format: "frame-%05d.png", frame))
                do { try FrameCapture.writePNG(image, to: file.path) } catch let error as SDLError {
                    throw error
                } catch {
                    throw SDLError(operation: "write \(file.path)", message: "\(error)")
                }
                written.append(file)
            }
            frame += 1
            if counters.framesSkipped > skippedBefore, configuration.simulatedFrameTime == nil {
                SDL_Delay(10)  // minimised: nothing to present, so no vsync to wait on
            }
        }
        return written
    }

    /// Runs one frame as if `elapsed` seconds had passed since the last: events, fixed-step
    /// updates, then drawing and presenting (skipped while minimised or zero-area, or after quit).
    ///
    /// - Parameters:
    ///   - elapsed: seconds since the previous frame, run as fixed update steps.
    ///   - capture: read the frame back before presenting it.
    /// - Returns: the drawn frame when `capture` is true and the frame was drawn, else `nil`.
    @discardableResult
    public func runFrame(elapsed: Double, capture: Bool = false) throws(SDLError) -> RGBAImage? {
        pollEvents()
        if isQuitRequested { return nil }
        let steps = clock.advance(by: elapsed)
        for _ in 0..<steps {
            updateAction?(&state, clock.step)
        }
        counters.updates += steps
        // Animations run on the fixed-step clock: the same steps give the same frames.
        pipeline?.graph.advanceAnimationTime(by: Double(steps) * clock.step)
        // Events before the first frame find no views: a script starts once one is drawn.
        if var playback = scriptPlayback, counters.framesDrawn > 0, let graph = pipeline?.graph {
            playback.feed(into: graph)
            scriptPlayback = playback.isFinished ? nil : playback
        }
        if let graph = pipeline?.graph { textInput.follow(graph.isEditingText) }
        return try drawFrame(capture: capture)
    }

    /// SDL's text input, on while a field has focus.
    private var textInput = SDLTextInputSwitch()

    private func pollEvents() {
        var event = SDL_Event()
        let points = geometry?.points ?? .zero
        // SDL reports the pointer in window units, `windowScale` per point.
        let windowUnits = CGSize(width: points.width * windowScale, height: points.height * windowScale)
        while SDL_PollEvent(&event) != 0 {
            // The HUD sees each event first; an Escape it used (an exit command) does not quit.
            var usedByHUD = false
            for input in inputTranslator.translate(event, windowSize: windowUnits) {
                usedByHUD = (pipeline?.graph.handle(input.unscaled(by: windowScale)) ?? false) || usedByHUD
            }
            handle(event, usedByHUD: usedByHUD)
            eventAction?(&state, event)
        }
        // Long presses fire while the pointer is held still: tell the HUD the time each frame.
        _ = pipeline?.graph.handle(InputEvent(.timeAdvanced, timestamp: Double(SDL_GetTicks()) / 1000))
    }

    private func handle(_ event: SDL_Event, usedByHUD: Bool) {
        switch SDL_EventType(rawValue: event.type) {
        case SDL_QUIT:
            isQuitRequested = true
        case SDL_KEYDOWN where configuration.quitsOnEscape && event.key.keysym.sym == SDLK_ESCAPE.rawValue && !usedByHUD:
            isQuitRequested = true
        case SDL_CONTROLLERDEVICEADDED where configuration.opensGameControllers:
            // `which` is a device index here; the controller is keyed by its instance id.
            if let controller = SDL_GameControllerOpen(event.cdevice.which) {
                let id = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(controller))
                if let old = controllers.updateValue(controller, forKey: id), old != controller {
                    SDL_GameControllerClose(old)
                }
            }
        case SDL_CONTROLLERDEVICEREMOVED:
            // `which` is the instance id here.
            if let controller = controllers.removeValue(forKey: event.cdevice.which) {
                SDL_GameControllerClose(controller)
            }
        case SDL_WINDOWEVENT where event.window.windowID == SDL_GetWindowID(window):
            switch SDL_WindowEventID(rawValue: UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                reportedZeroArea = event.window.data1 <= 0 || event.window.data2 <= 0
            case SDL_WINDOWEVENT_MINIMIZED:
                isMinimized = true
            case SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_MAXIMIZED, SDL_WINDOWEVENT_SHOWN:
                isMinimized = false
            default:
                break
            }
        default:
            break
        }
    }

    private func drawFrame(capture: Bool) throws(SDLError) -> RGBAImage? {
        guard let geometry, let pipeline else {
            counters.framesSkipped += 1
            return nil
        }
        var timings = FrameTimings()
        var mark = Date()
        func lap() -> Double {
            let now = Date()
            defer { mark = now }
            return now.timeIntervalSince(mark)
        }
        let list = pipeline.displayList(content(state), size: geometry.points, scale: geometry.displayScale)
        timings.buildAndLayout = lap()

        SDL_SetRenderTarget(renderer, nil)
        RendererState.resetForHUD(renderer)
        // With materials on a GPU renderer, the frame is drawn into a texture the blur samples.
        let scene = pipeline.wantsSceneTarget(for: list) && pipeline.scene?.begin() == true ? pipeline.scene?.texture : nil
        let clear = configuration.clearColor.rgba8
        SDL_SetRenderDrawColor(renderer, clear.r, clear.g, clear.b, clear.a)
        SDL_RenderClear(renderer)
        if let drawAction {
            drawAction(state, renderer)
            SDL_SetRenderTarget(renderer, scene)
            RendererState.resetForHUD(renderer)
        }
        timings.scene = lap()
        let statistics = pipeline.draw(list)
        pipeline.scene?.end()
        timings.draw = lap()

        var image: RGBAImage?
        if capture {
            do { image = try FrameCapture.read(from: renderer) } catch let error as SDLError {
                throw error
            } catch {
                throw SDLError(operation: "FrameCapture.read", message: "\(error)")
            }
        }
        SDL_RenderPresent(renderer)
        timings.present = lap()
        lastFrameTimings = timings
        counters.recordFrame(statistics)
        return image
    }
}
