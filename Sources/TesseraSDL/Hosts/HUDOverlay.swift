import Foundation
import Logging
import TesseraCSDL2

/// Draws a HUD view onto an `SDL_Renderer` the game already owns, on top of what the game drew.
///
/// Call `draw(_:)` after the game's own drawing and before the game's `SDL_RenderPresent`. It
/// draws into the renderer's current target (the window, or a texture the game set), in that
/// target's pixels; it never clears or presents, and it puts back every renderer setting it
/// touches: render target, scale, viewport, clip rect, draw colour and blend mode.
///
/// ```swift
/// var hud: HUDOverlay? = try HUDOverlay(renderer: renderer)   // once, after the renderer
/// // each frame:
/// SDL_RenderClear(renderer); drawWorld(renderer)
/// hud?.draw { ScoreHUD(score: score) }
/// SDL_RenderPresent(renderer)
/// // at the end: the overlay first, then the renderer
/// hud = nil
/// SDL_DestroyRenderer(renderer)
/// ```
///
/// Lifetime: the overlay owns textures made on the renderer, so release it before
/// `SDL_DestroyRenderer`. If the game destroys a window's renderer first, the overlay notices
/// (it asks SDL, by window id, whether that window still has that renderer), logs one error, draws
/// nothing more and forgets those textures instead of touching freed memory. A renderer with no
/// window (`SDL_CreateSoftwareRenderer`) cannot be checked this way: keep the order.
public final class HUDOverlay {
    /// The game's renderer (`SDL_Renderer *`).
    public let renderer: OpaquePointer
    /// Pixels per point. `nil`: the window's drawable size over its size when drawing to the
    /// window, else 1.
    public var displayScale: CGFloat?
    /// Frames drawn and the renderer's counters.
    public private(set) var counters = HostCounters()

    /// The environment the HUD's root sees (`colorScheme`, `dynamicTypeSize`, …);
    /// `displayScale` is set on every draw.
    public var environment: EnvironmentValues {
        get { pipeline!.graph.environment }
        set { pipeline!.graph.environment = newValue }
    }

    /// Whether the overlay found its renderer destroyed (see the lifetime note above); it draws
    /// nothing from then on.
    public private(set) var isRendererDestroyed = false

    private var pipeline: HUDPipeline?

    /// The fonts that draw characters the requested font and DejaVu Sans lack, in order
    /// (`AssetCatalog.fallbackFonts`: absolute paths or files in the assets' `Fonts/`). Set it
    /// before the first frame; the default is `AssetCatalog.defaultFallbackFonts`.
    public var fallbackFonts: [String] {
        get { pipeline?.catalog.fallbackFonts ?? AssetCatalog.defaultFallbackFonts }
        set { pipeline?.catalog.fallbackFonts = newValue }
    }
    /// SDL2_ttf and SDL2_image for fonts and images; the game's own SDL_Init stays the game's.
    private let runtime: SDLRuntime
    /// The renderer's window, by id (0: none): an id lookup is safe after the window is gone.
    private let windowID: UInt32
    private let logger: Logger
    /// SDL events → core events, with each controller's held buttons.
    private let inputTranslator = SDLInputTranslator()

    /// - Parameters:
    ///   - renderer: the game's `SDL_Renderer`.
    ///   - assetsDirectory: root of the asset catalog; `nil` searches
    ///     `AssetSearchPath.default` (`TESSERA_ASSETS`, `./Assets`, `Assets` beside the executable).
    ///   - logger: where a destroyed renderer is reported.
    /// - Throws: `SDLError` if SDL2_ttf or SDL2_image cannot be initialised.
    public init(
        renderer: OpaquePointer, assetsDirectory: URL? = nil,
        logger: Logger = Logger(label: "Tessera.HUDOverlay")
    ) throws(SDLError) {
        runtime = try SDLRuntime(video: false)
        self.renderer = renderer
        self.logger = logger
        windowID = SDL_RenderGetWindow(renderer).map { SDL_GetWindowID($0) } ?? 0
        let pipeline = HUDPipeline(assetsDirectory: assetsDirectory)
        pipeline.bind(to: renderer)
        // The game's window is on a display: fields copy and paste through the system's clipboard.
        pipeline.graph.clipboard = SDLClipboard()
        self.pipeline = pipeline
    }

    /// SDL's text input, on while a field has focus.
    private var textInput = SDLTextInputSwitch()

    /// Like `init(renderer:assetsDirectory:logger:)`, with the asset folder as a path:
    /// `"Assets"` (relative to the working directory), `"/opt/game/Assets"` or `"~/game/Assets"`.
    public convenience init(
        renderer: OpaquePointer, assetsDirectory: String,
        logger: Logger = Logger(label: "Tessera.HUDOverlay")
    ) throws(SDLError) {
        try self.init(renderer: renderer, assetsDirectory: AssetSearchPath.folder(atPath: assetsDirectory), logger: logger)
    }

    deinit {
        _ = checkRendererIsAlive()
        pipeline = nil  // textures and fonts before the runtime lets go of SDL2_ttf
    }

    /// Whether the renderer still exists; on the first "no", forgets its textures and logs.
    private func checkRendererIsAlive() -> Bool {
        if isRendererDestroyed { return false }
        guard windowID != 0 else { return true }
        if let window = SDL_GetWindowFromID(windowID), SDL_GetRenderer(window) == renderer { return true }
        isRendererDestroyed = true
        pipeline?.abandonDestroyedRenderer()
        logger.error(
            "HUDOverlay: its SDL_Renderer was destroyed before the overlay; release the overlay first (hud = nil, then SDL_DestroyRenderer). The HUD is no longer drawn."
        )
        return false
    }

    /// The geometry the HUD is laid out in for the renderer's current target, or `nil` if the
    /// target has no area.
    public var geometry: FrameGeometry? {
        guard !isRendererDestroyed else { return nil }
        var pixelWidth: Int32 = 0, pixelHeight: Int32 = 0
        // While the scene target is active, the frame belongs to the target it replaced.
        let target = pipeline?.scene?.isActive == true ? pipeline?.scene?.previous : SDL_GetRenderTarget(renderer)
        if let target {
            guard SDL_QueryTexture(target, nil, nil, &pixelWidth, &pixelHeight) == 0 else { return nil }
        } else {
            guard SDL_GetRendererOutputSize(renderer, &pixelWidth, &pixelHeight) == 0 else { return nil }
        }
        var scale: CGFloat = 1
        if let displayScale {
            scale = displayScale
        } else if target == nil, let window = SDL_RenderGetWindow(renderer) {
            var w: Int32 = 0, h: Int32 = 0
            SDL_GetWindowSize(window, &w, &h)
            if w > 0, pixelWidth > 0 { scale = CGFloat(pixelWidth) / CGFloat(w) }
        }
        guard scale.isFinite, scale > 0 else { return nil }
        let pixels = CGSize(width: Int(pixelWidth), height: Int(pixelHeight))
        return FrameGeometry(
            windowSize: CGSize(width: pixels.width / scale, height: pixels.height / scale),
            drawableSize: pixels)
    }

    /// Lays `content` out over the whole target and draws it on top of the frame, animations
    /// moved on by the time that passed on a monotonic clock since the previous frame (so a
    /// `.transition` or `withAnimation` runs in real time with nothing else to call). Does
    /// nothing (and counts a skipped frame) when the target has no area.
    ///
    /// For exact frames (tests, a replay, a paused game whose HUD should pause too) pass the
    /// game's own clock with `draw(_:at:)` instead.
    public func draw<V: View>(_ content: V) {
        let now = clock()
        // The first frame starts the clock; later ones add what passed, so frames drawn with an
        // explicit time in between keep the clock moving forward from there.
        if let last = lastClockReading, now > last { pipeline?.graph.advanceAnimationTime(by: now - last) }
        lastClockReading = now
        drawFrame(content)
    }

    /// Draws at the graph's current animation time.
    private func drawFrame<V: View>(_ content: V) {
        feedScript()
        if let graph = pipeline?.graph { textInput.follow(graph.isEditingText) }
        guard checkRendererIsAlive(), let pipeline, let geometry else {
            self.pipeline?.scene?.end()
            counters.framesSkipped += 1
            return
        }
        let list = pipeline.displayList(content, size: geometry.points, scale: geometry.displayScale)
        let saved = RendererState(of: renderer)
        RendererState.resetForHUD(renderer)
        let statistics = pipeline.draw(list)
        saved.restore(to: renderer)
        pipeline.scene?.end()
        counters.recordFrame(statistics)
    }

    /// Call before drawing your world when the HUD has blurred materials. On a GPU renderer
    /// (`opengl`, `opengles2`) whose driver can copy from the window into a texture
    /// (`glCopyTexSubImage2D`, the usual case) it does nothing: the blur copies the region under
    /// each material on the GPU. Otherwise the world is drawn into a texture the overlay owns,
    /// the blur samples it without reading pixels back, and `draw(_:)` copies the finished frame
    /// to the target that was current here (the window). On the software renderer, or if the
    /// texture cannot be made, it does nothing and the blur reads the target directly.
    ///
    /// ```swift
    /// hud.beginScene()
    /// SDL_RenderClear(renderer); drawWorld(renderer)
    /// hud.draw { PauseMenu() }
    /// SDL_RenderPresent(renderer)
    /// ```
    public func beginScene() {
        guard checkRendererIsAlive(), let pipeline, let drawer = pipeline.drawer, drawer.needsSceneTextureForBackdrops else { return }
        _ = pipeline.scene?.begin()
    }

    /// Lays out and draws the view `content` builds.
    public func draw<V: View>(@ViewBuilder _ content: () -> V) {
        draw(content())
    }

    /// Passes one of the game's SDL events to the HUD (views of the last `draw`) and says whether
    /// the HUD used it: `true` for a click on a HUD view, a key that moved focus or pressed a
    /// button, …; the game handles the event itself only when it is `false`.
    @discardableResult
    public func handle(_ event: SDL_Event) -> Bool {
        guard let pipeline else { return false }
        var used = false
        for input in inputTranslator.translate(event, windowSize: geometry?.points ?? .zero) {
            used = pipeline.graph.handle(input) || used
        }
        return used
    }

    /// Passes a core event (from a script or another source) to the HUD; see `handle(_:)`.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        pipeline?.graph.handle(event) ?? false
    }

    /// Draws `content` with animations evaluated at `time`, the game's clock in seconds (its
    /// simulation time, so pausing the game pauses the HUD's animations).
    public func draw<V: View>(_ content: V, at time: Double) {
        pipeline?.graph.animationTime = time
        lastClockReading = nil  // a plain `draw` after this one moves on from `time`
        drawFrame(content)
    }

    /// Lays out and draws the view `content` builds, animations at `time` (seconds).
    public func draw<V: View>(at time: Double, @ViewBuilder _ content: () -> V) {
        draw(content(), at: time)
    }

    /// Whether an animation is running: the next frame differs even if nothing changes.
    public var isAnimating: Bool { pipeline?.graph.isAnimating ?? false }

    /// The HUD's animation clock in seconds: what `draw(_:)` has measured since the first frame,
    /// or the time last passed to `draw(_:at:)` (and what plain draws added since).
    public var time: Double { pipeline?.graph.animationTime ?? 0 }

    // MARK: The clock

    /// Seconds on a monotonic clock (SDL's performance counter: never set back, unlike the wall
    /// clock). Tests replace it to draw exact frames through plain `draw(_:)`.
    var clock: () -> Double = HUDOverlay.monotonicSeconds
    /// The clock's reading at the last plain `draw(_:)`; `nil` before the first one and after a
    /// frame drawn at an explicit time.
    private var lastClockReading: Double?

    static func monotonicSeconds() -> Double {
        Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency())
    }

    // MARK: Input scripts

    /// Plays `script` into the HUD as the game draws frames: each frame delivers the next step,
    /// and a `wait` holds the script until the HUD's clock (`time`) has moved on that far from
    /// the frame that reached it, so a script runs at the game's pace on the same clock as the
    /// animations (`draw(_:)`'s monotonic clock, or the times given to `draw(_:at:)`). Replaces
    /// a script still playing.
    ///
    /// ```swift
    /// hud.play(try InputScript("wait 0.5\nkey down\nkey return"))
    /// // each frame, as usual:
    /// hud.draw { PauseMenu() }   // the script's next step goes in before the frame is laid out
    /// ```
    ///
    /// One step per frame, as `HeadlessHost.play` lays out a frame after every step: a click
    /// after a key that opened a menu lands on the menu.
    public func play(_ script: InputScript) {
        scriptPlayback = ScriptPlayback(script)
    }

    /// Whether a script given to `play(_:)` still has steps to deliver.
    public var isPlayingScript: Bool { scriptPlayback != nil }

    /// Stops the script being played, leaving the rest of its steps undelivered.
    public func stopScript() {
        scriptPlayback = nil
    }

    private var scriptPlayback: ScriptPlayback?

    /// Delivers the script's next step, if it is due, before a frame is laid out.
    private func feedScript() {
        // Events before the first frame find no views: a script starts once one is drawn.
        guard var playback = scriptPlayback, counters.framesDrawn > 0, let graph = pipeline?.graph else { return }
        playback.feed(into: graph)
        scriptPlayback = playback.isFinished ? nil : playback
    }
}
