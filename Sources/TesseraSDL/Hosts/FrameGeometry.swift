import Foundation

/// The size a frame is laid out in (points) and drawn in (pixels), and the scale between them.
///
/// `displayScale` is the drawable's width over the window's width, as SDL reports them
/// (`SDL_GetRendererOutputSize` / `SDL_GetWindowSize`): 2 on a Retina-style display with
/// `SDL_WINDOW_ALLOW_HIGHDPI`, 1 elsewhere.
public struct FrameGeometry: Hashable, Sendable {
    /// Layout size, in points.
    public var points: CGSize
    /// Drawable size, in pixels.
    public var pixels: CGSize
    /// Pixels per point.
    public var displayScale: CGFloat

    /// The geometry for a window of `windowSize` points whose drawable is `drawableSize` pixels,
    /// or `nil` when there is nothing to draw: a side is 0 (a minimised or collapsed window),
    /// negative or not finite.
    public init?(windowSize: CGSize, drawableSize: CGSize) {
        func positive(_ v: CGFloat) -> Bool { v.isFinite && v > 0 }
        func wholePixel(_ v: CGFloat) -> Bool { v.isFinite && v >= 1 }
        guard positive(windowSize.width), positive(windowSize.height),
            wholePixel(drawableSize.width), wholePixel(drawableSize.height)
        else { return nil }
        points = windowSize
        pixels = drawableSize
        displayScale = drawableSize.width / windowSize.width
    }

    /// The geometry for a canvas of `points` at `scale` pixels per point (pixels rounded up), or
    /// `nil` for an empty or non-finite size or scale.
    public init?(points: CGSize, scale: CGFloat) {
        guard scale.isFinite, scale > 0 else { return nil }
        // The small tolerance keeps 100.0000001 × 1 at 100 pixels, not 101.
        let pixels = CGSize(
            width: (points.width * scale - 1e-6).rounded(.up),
            height: (points.height * scale - 1e-6).rounded(.up))
        self.init(windowSize: points, drawableSize: pixels)
        displayScale = scale
    }
}
