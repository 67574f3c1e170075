import Foundation
import TesseraCSDL2

/// Renders views into RGBA frames off screen, with SDL's software renderer: no window, no video
/// driver, and the same pixels for the same view, size and scale on every machine.
///
/// For tests (golden images), tools (icons, patterns) and `make demo` on machines without a
/// display. `@State` and caches persist between `render` calls, as in a window.
///
/// ```swift
/// let host = try HeadlessHost()
/// let frame = try host.render(ScoreHUD(score: 3), size: CGSize(width: 320, height: 180), scale: 2)
/// try FrameCapture.writePNG(frame, to: "hud@2x.png")   // 640×360 pixels
/// ```
public final class HeadlessHost {
    /// The colour each frame starts from (transparent by default).
    public var clearColor: Color.Resolved = .clear
    /// Frames rendered and the renderer's counters.
    public private(set) var counters = HostCounters()

    /// The environment the root view sees; `displayScale` is set by each `render`.
    public var environment: EnvironmentValues {
        get { pipeline!.graph.environment }
        set { pipeline!.graph.environment = newValue }
    }

    private var pipeline: HUDPipeline?

    /// The fonts that draw characters the requested font and DejaVu Sans lack, in order
    /// (`AssetCatalog.fallbackFonts`: absolute paths or files in the assets' `Fonts/`). Set it
    /// before the first frame; the default is `AssetCatalog.defaultFallbackFonts`.
    public var fallbackFonts: [String] {
        get { pipeline?.catalog.fallbackFonts ?? AssetCatalog.defaultFallbackFonts }
        set { pipeline?.catalog.fallbackFonts = newValue }
    }

    /// The graph the host lays views out with: its last frame's geometry, focus and input.
    public var graph: ViewGraph { pipeline!.graph }

    /// The animation clock (seconds): tests step it explicitly between `render` calls, so
    /// animated frames are deterministic.
    public var time: Double {
        get { pipeline?.graph.animationTime ?? 0 }
        set { pipeline?.graph.animationTime = newValue }
    }

    /// Moves the animation clock on by `seconds`.
    public func advanceTime(by seconds: Double) {
        pipeline?.graph.advanceAnimationTime(by: seconds)
    }

    /// Whether an animation is running (the next `render` differs even with no change).
    public var isAnimating: Bool { pipeline?.graph.isAnimating ?? false }
    /// Kept while its size is asked for again; replaced (after unbinding) when the size changes.
    private var canvas: OffscreenCanvas?
    private let runtime: SDLRuntime

    /// - Parameter assetsDirectory: root of the asset catalog; `nil` searches `AssetSearchPath.default`.
    /// - Throws: `SDLError` if SDL, SDL2_ttf or SDL2_image cannot be initialised.
    public init(assetsDirectory: URL? = nil) throws(SDLError) {
        runtime = try SDLRuntime(video: false)
        pipeline = HUDPipeline(assetsDirectory: assetsDirectory)
    }

    /// Like `init(assetsDirectory:)`, with the asset folder as a path: `"Assets"` (relative to
    /// the working directory), an absolute path, or one starting with `~`.
    public convenience init(assetsDirectory: String) throws(SDLError) {
        try self.init(assetsDirectory: AssetSearchPath.folder(atPath: assetsDirectory))
    }

    deinit {
        pipeline = nil  // textures of the canvas's renderer, and fonts, first
        canvas = nil
    }

    /// Lays `content` out in `size` points and draws it at `scale` pixels per point.
    ///
    /// - Returns: the frame, `ceil(size × scale)` pixels; an empty image for an empty,
    ///   negative or non-finite size or scale.
    /// - Throws: `SDLError` if the canvas cannot be created or read.
    public func render<V: View>(_ content: V, size: CGSize, scale: CGFloat = 1) throws(SDLError) -> RGBAImage {
        guard let pipeline, let geometry = FrameGeometry(points: size, scale: scale) else {
            counters.framesSkipped += 1
            return RGBAImage(width: 0, height: 0, bytes: [])
        }
        let width = Int(checked: geometry.pixels.width), height = Int(checked: geometry.pixels.height)
        let budget = RenderLimits.current.maximumCanvasPixels
        guard width <= 16_384, height <= 16_384, width * height <= budget else {
            // Never a multi-gigabyte canvas: the frame is skipped with one clear error.
            counters.framesSkipped += 1
            pipeline.catalog.reportOnce(
                "a \(size.width)×\(size.height)-point frame at scale \(scale) needs a \(width)×\(height)-pixel canvas, over RenderLimits.maximumCanvasPixels = \(budget) (or 16384 a side); frame skipped"
            )
            return RGBAImage(width: 0, height: 0, bytes: [])
        }
        let canvas = try canvas(width: width, height: height)
        pipeline.bind(to: canvas.renderer)
        let list = pipeline.displayList(content, size: geometry.points, scale: geometry.displayScale)
        let clear = clearColor.rgba8
        canvas.clear(r: clear.r, g: clear.g, b: clear.b, a: clear.a)
        let statistics = pipeline.draw(list)
        let image: RGBAImage
        do { image = try canvas.capture() } catch let error as SDLError {
            throw error
        } catch {
            throw SDLError(operation: "OffscreenCanvas.capture", message: "\(error)")
        }
        counters.recordFrame(statistics)
        return image
    }

    /// Lays out and draws the view `content` builds, in `size` points at `scale`.
    public func render<V: View>(size: CGSize, scale: CGFloat = 1, @ViewBuilder _ content: () -> V) throws(SDLError) -> RGBAImage {
        try render(content(), size: size, scale: scale)
    }

    /// Delivers an input event to the views of the last frame (the next `render` shows what
    /// it changed); returns whether they used it. Events before the first frame are not used.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        pipeline?.graph.handle(event) ?? false
    }

    /// Renders `content`, then plays `script` into it, rendering a frame after every step
    /// (events at the driver's clock, which starts at 0); returns the last frame.
    ///
    /// - Throws: `SDLError` if a frame cannot be drawn.
    public func play<V: View>(
        _ script: InputScript, size: CGSize, scale: CGFloat = 1, content: () -> V
    ) throws(SDLError) -> RGBAImage {
        var last = try render(content(), size: size, scale: scale)
        var driver = InputScriptDriver()
        var failure: SDLError?
        driver.play(script, into: graph) {
            guard failure == nil else { return }
            do throws(SDLError) { last = try render(content(), size: size, scale: scale) } catch { failure = error }
        }
        if let failure { throw failure }
        return last
    }

    /// The canvas for this pixel size, reused while the size stays the same.
    private func canvas(width: Int, height: Int) throws(SDLError) -> OffscreenCanvas {
        if let canvas, canvas.width == width, canvas.height == height { return canvas }
        pipeline?.unbind()  // the old canvas's textures go before its renderer
        canvas = nil
        do {
            let made = try OffscreenCanvas(width: width, height: height)
            canvas = made
            return made
        } catch let error as SDLError {
            throw error
        } catch {
            throw SDLError(operation: "OffscreenCanvas", message: "\(error)")
        }
    }
}
