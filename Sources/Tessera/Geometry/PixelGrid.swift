import Foundation

/// Snaps layout geometry to the pixel grid of a display scale (docs/LayoutRules.md §11).
///
/// Layout stays in fractional points; only drawn frames are snapped, edge by edge, so that
/// adjacent views share a pixel edge and no gaps or overlaps appear.
public struct PixelGrid: Hashable, Sendable {
    /// Pixels per point.
    public var scale: CGFloat

    /// The grid of `scale` pixels per point; a non-finite or non-positive scale becomes 1.
    public init(scale: CGFloat) {
        self.scale = scale > 0 ? min(scale, LayoutLimits.maximumScale) : 1
    }

    /// The length of one pixel in points.
    public var pixelLength: CGFloat { 1 / scale }

    /// Rounds to the nearest pixel, ties towards +∞: `floor((v + m/2) / m) * m`.
    public func roundNearestOrUp(_ value: CGFloat) -> CGFloat {
        let m = pixelLength
        return ((value + m / 2) / m).rounded(.down) * m
    }

    /// Rounds up to a whole number of pixels (text sizes, hosting sizes).
    public func roundUp(_ value: CGFloat) -> CGFloat {
        // Tolerate float noise so 20.000000001 does not become 21.
        let pixels = value * scale
        let nearest = pixels.rounded()
        return (abs(pixels - nearest) < 1e-6 ? nearest : pixels.rounded(.up)) / scale
    }

    /// The drawn frame of a rectangle, in points: origin edges snapped, size from the snapped edges.
    public func snap(_ rect: CGRect) -> CGRect {
        let x0 = roundNearestOrUp(rect.minX), x1 = roundNearestOrUp(rect.minX + rect.width)
        let y0 = roundNearestOrUp(rect.minY), y1 = roundNearestOrUp(rect.minY + rect.height)
        let m = pixelLength
        let w = ((x1 - x0) / m).rounded(.toNearestOrAwayFromZero) * m
        let h = ((y1 - y0) / m).rounded(.toNearestOrAwayFromZero) * m
        return CGRect(x: x0, y: y0, width: w, height: h)
    }

    /// The drawn frame of a rectangle, in pixels.
    public func pixelRect(_ rect: CGRect) -> CGRect {
        let s = snap(rect)
        return CGRect(
            x: (s.minX * scale).rounded(), y: (s.minY * scale).rounded(),
            width: (s.width * scale).rounded(), height: (s.height * scale).rounded()
        )
    }
}
