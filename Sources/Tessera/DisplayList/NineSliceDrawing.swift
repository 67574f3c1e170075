import Foundation

/// A resizable image drawn as a nine-slice (docs/LayoutRules.md §10) into `destination`.
///
/// The regions come from `NineSlice`, the one place they are computed; `pieces()` gives them in
/// image pixels (source) and canvas pixels (destination). A backend may draw the pieces one by
/// one, or compose them once into a texture of the destination's pixel size and draw one quad.
public struct NineSliceDrawing: Hashable, Sendable {
    /// The image, by name and pixel size.
    public var image: ImageInfo
    /// Cap insets in pixels of the image file (points × `image.scale`), as requested: the
    /// slice clamps negative, non-finite or oversized insets.
    public var capInsets: EdgeInsets
    /// Whether the edges and centre stretch or tile.
    public var mode: Image.ResizingMode
    /// Where the image goes, in canvas pixels.
    public var destination: CGRect
    /// Canvas pixels per point (tiles repeat at their natural size in points).
    public var scale: CGFloat
    /// Opacity multiplied with the image's alpha, in 0...1.
    public var opacity: Float
    /// Multiplies the image's colors (template rendering).
    public var tint: Color.Resolved?
    /// Linear filtering where a region is scaled.
    public var smooth: Bool

    /// A nine-slice draw; see the properties for the units.
    public init(
        image: ImageInfo, capInsets: EdgeInsets, mode: Image.ResizingMode, destination: CGRect, scale: CGFloat,
        opacity: Float = 1, tint: Color.Resolved? = nil, smooth: Bool = true
    ) {
        self.image = image
        // The display list holds only finite numbers: a NaN or ∞ inset is 0 (negative and
        // oversized ones stay, for the backend to clamp and name in its message).
        let finite = [capInsets.top, capInsets.leading, capInsets.bottom, capInsets.trailing].allSatisfy(\.isFinite)
        if !finite { Diagnostics.warnOnce("cap insets \(capInsets) of image '\(image.name)' are NaN or ∞; using 0 for those edges") }
        func zeroIfNotFinite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        self.capInsets =
            finite
            ? capInsets
            : EdgeInsets(
                top: zeroIfNotFinite(capInsets.top), leading: zeroIfNotFinite(capInsets.leading),
                bottom: zeroIfNotFinite(capInsets.bottom), trailing: zeroIfNotFinite(capInsets.trailing))
        self.mode = mode
        self.destination = destination
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.opacity = opacity
        self.tint = tint
        self.smooth = smooth
    }

    /// The slice in points of the image (insets clamped).
    public var slice: NineSlice {
        let s = image.scale
        let points = EdgeInsets(
            top: capInsets.top / s, leading: capInsets.leading / s, bottom: capInsets.bottom / s, trailing: capInsets.trailing / s)
        return NineSlice(imageSize: image.size, capInsets: points, mode: mode)
    }

    /// Whether the requested insets had to be clamped (negative, NaN, or larger than the image).
    public var insetsWereClamped: Bool {
        let s = image.scale
        let clamped = slice.capInsets
        func same(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a * s - b) < 0.0001 }
        return
            !(same(clamped.top, capInsets.top) && same(clamped.leading, capInsets.leading)
            && same(clamped.bottom, capInsets.bottom) && same(clamped.trailing, capInsets.trailing))
    }

    /// The pieces relative to the destination's origin: sources in image pixels, destinations
    /// in canvas pixels (add `destination.origin` for absolute coordinates). With `visible`
    /// (canvas pixels relative to the destination's origin) only pieces touching it are made.
    public func pieces(visible: CGRect? = nil) -> [NineSlice.Piece] {
        let s = image.scale
        let pointSize = CGSize(width: destination.width / scale, height: destination.height / scale)
        let visiblePoints = visible.map {
            CGRect(x: $0.minX / scale, y: $0.minY / scale, width: $0.width / scale, height: $0.height / scale)
        }
        return slice.pieces(in: pointSize, pixelLength: 1 / scale, visible: visiblePoints).map { piece in
            NineSlice.Piece(
                source: CGRect(
                    x: piece.source.minX * s, y: piece.source.minY * s, width: piece.source.width * s, height: piece.source.height * s),
                destination: CGRect(
                    x: piece.destination.minX * scale, y: piece.destination.minY * scale,
                    width: piece.destination.width * scale, height: piece.destination.height * scale)
            )
        }
    }
}
