import TesseraCSDL2
import Foundation

/// Draws a HUD view onto an `SDL_Renderer` the game already owns, on top of what the game drew.
///
/// Call `draw(_:)` after the game's own drawing and before the game's `SDL_RenderPresent`. It
/// draws into the renderer's current target (the window, or a texture the game set), in that
/// target's pixels; it never clears or presents, and it puts back every renderer setting it
/// touches: render target, scale, viewport, clip rect, draw colour and blend mode.
///
/// ```swift
/// let hud = try HUDOverlay(renderer: renderer)
/// // each frame:
/// SDL_RenderClear(renderer); drawWorld(renderer)
/// hud.draw { ScoreHUD(score: score) }
/// SDL_RenderPresent(renderer)
/// ```
///
/// Release the overlay before destroying the renderer: it owns textures made on it.
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

    private var pipeline: HUDPipeline?
    /// SDL2_ttf and SDL2_image for fonts and images; the game's own SDL_Init stays the game's.
    private let runtime: SDLRuntime

    /// - Parameters:
    ///   - renderer: the game's `SDL_Renderer`.
    ///   - assetsDirectory: root of the asset catalog; `nil` searches
    ///     `AssetSearchPath.default` (`TESSERA_ASSETS`, `./Assets`, `Assets` beside the executable).
    /// - Throws: `SDLError` if SDL2_ttf or SDL2_image cannot be initialised.
    public init(renderer: OpaquePointer, assetsDirectory: URL? = nil) throws(SDLError) {
        runtime = try SDLRuntime(video: false)
        self.renderer = renderer
        let pipeline = HUDPipeline(assetsDirectory: assetsDirectory)
        pipeline.bind(to: renderer)
        self.pipeline = pipeline
    }

    deinit {
        pipeline = nil  // textures and fonts before the runtime lets go of SDL2_ttf
    }

    /// The geometry the HUD is laid out in for the renderer's current target, or `nil` if the
    /// target has no area.
    public var geometry: FrameGeometry? {
        var pixelWidth: Int32 = 0, pixelHeight: Int32 = 0
        let target = SDL_GetRenderTarget(renderer)
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
        return FrameGeometry(windowSize: CGSize(width: pixels.width / scale, height: pixels.height / scale),
                             drawableSize: pixels)
    }

    /// Lays `content` out over the whole target and draws it on top of the frame.
    /// Does nothing (and counts a skipped frame) when the target has no area.
    public func draw<V: View>(_ content: V) {
        guard let pipeline, let geometry else {
            counters.framesSkipped += 1
            return
        }
        let list = pipeline.displayList(content, size: geometry.points, scale: geometry.displayScale)
        let saved = RendererState(of: renderer)
        RendererState.resetForHUD(renderer)
        let statistics = pipeline.draw(list)
        saved.restore(to: renderer)
        counters.recordFrame(statistics)
    }

    /// Lays out and draws the view `content` builds.
    public func draw<V: View>(@ViewBuilder _ content: () -> V) {
        draw(content())
    }
}
