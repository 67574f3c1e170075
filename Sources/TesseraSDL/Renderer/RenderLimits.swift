/// Memory budgets of the SDL backend: what one frame, texture or decoded image may cost at most
/// (docs/Robustness.md, "Memory"). Over budget, Tessera logs one clear error and draws the
/// placeholder (or skips the frame) instead of attempting a multi-gigabyte allocation.
///
/// ```swift
/// RenderLimits.current.maximumImagePixels = 8192 * 8192   // a game with huge atlases
/// ```
public struct RenderLimits: Sendable, Equatable {
    /// The largest canvas a `HeadlessHost` frame may have, in pixels (4096 × 4096: 64 MB).
    public var maximumCanvasPixels = 4096 * 4096
    /// The largest texture composed on the CPU (an `ImageRenderer` image, a pattern), in pixels
    /// (2048 × 2048: 16 MB).
    public var maximumTexturePixels = 2048 * 2048
    /// The largest image file decoded, in pixels (8192 × 8192: 256 MB decoded).
    public var maximumImagePixels = 8192 * 8192
    /// The pixels all cached drop-shadow textures may hold together (32 Mi pixels: 128 MB). A
    /// shadow that does not fit is not drawn (its content still is), with one logged warning;
    /// the textures cached for blurred backdrops have a budget of the same size of their own.
    public var maximumShadowPixels = 32 * 1024 * 1024
    /// Blurred backdrops (materials) one frame may draw (32); later ones in painter's order draw
    /// their plain tint instead (counted in `RenderStatistics.backdropsOverBudget`, logged once).
    public var maximumBlurredBackdropsPerFrame = 32
    /// Pixels the blurred backdrops of one frame may cover together, in canvases (4: a full-screen
    /// panel and nested ones blur; a thousand overlapping panels do not).
    public var maximumBlurredBackdropCanvases = 4
    /// The pixels the images of cached layers (`drawingGroup()`) may hold together (8 Mi pixels:
    /// 32 MB, in pages of up to 2048 × 2048). A layer that does not fit is drawn directly, with
    /// one logged warning.
    public var maximumCachedLayerPixels = 8 * 1024 * 1024

    /// The default budgets listed above.
    public init() {}

    /// The limits every host, renderer and catalog reads; set it before creating them.
    nonisolated(unsafe) public static var current = RenderLimits()
}
