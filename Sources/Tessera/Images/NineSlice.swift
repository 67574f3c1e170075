import Foundation

/// The nine regions of a resizable image (docs/LayoutRules.md §10): corners at natural size, edges
/// repeated or stretched along one axis, the centre along both.
public struct NineSlice: Hashable, Sendable {
    /// One piece: a rectangle of the image (points of the image) drawn into a rectangle of the
    /// view (points, relative to the view's origin).
    public struct Piece: Hashable, Sendable {
        /// The rectangle of the image, in points of the image.
        public var source: CGRect
        /// Where it is drawn, in points relative to the view's origin.
        public var destination: CGRect
    }

    /// The image's natural size in points.
    public var imageSize: CGSize
    /// The cap insets in points, after sanitising.
    public var capInsets: EdgeInsets
    /// Whether edges and centre stretch or tile.
    public var mode: Image.ResizingMode

    /// Insets are sanitised so bad input still gives a sensible drawing: NaN or infinite insets
    /// count as 0, negative ones as 0, and when the insets of an axis leave less than one point of
    /// the image to stretch (insets larger than the image, or than half of it on both sides)
    /// they shrink in proportion until one point (the whole image if it is smaller) is left in
    /// the middle — the frame keeps its shape and the middle stretches across the gap.
    public init(imageSize: CGSize, capInsets: EdgeInsets, mode: Image.ResizingMode) {
        self.imageSize = imageSize
        var insets = capInsets.sanitized
        func fit(_ a: inout CGFloat, _ b: inout CGFloat, _ length: CGFloat) {
            a = max(a, 0)
            b = max(b, 0)
            let length = max(length, 0)
            let room = length - min(length, 1)
            if a + b > room {
                let k = a + b > 0 ? room / (a + b) : 0
                a *= k
                b *= k
            }
        }
        fit(&insets.leading, &insets.trailing, imageSize.width)
        fit(&insets.top, &insets.bottom, imageSize.height)
        self.capInsets = insets
        self.mode = mode
    }

    /// The pieces that draw the image at `size`, in painting order. With `.tile`, stretchable
    /// regions repeat from their top-leading corner and the last tile is clipped; a stretchable
    /// region of one pixel or less (`pixelLength`) is stretched instead.
    ///
    /// With `visible` (points, in the same coordinates as the pieces), only pieces touching it
    /// are made, so an enormous tiled rectangle costs what its visible part costs; a region that
    /// would still need more than `maximumTiles` tiles is stretched instead (docs/Robustness.md).
    public func pieces(in size: CGSize, pixelLength: CGFloat, visible: CGRect? = nil) -> [Piece] {
        let (W, H) = (imageSize.width, imageSize.height)
        let i = capInsets
        let xs: [(CGFloat, CGFloat, CGFloat, CGFloat)] = [  // (sourceX, sourceW, destX, destW)
            (0, i.leading, 0, i.leading),
            (i.leading, W - i.leading - i.trailing, i.leading, size.width - i.leading - i.trailing),
            (W - i.trailing, i.trailing, size.width - i.trailing, i.trailing),
        ]
        let ys: [(CGFloat, CGFloat, CGFloat, CGFloat)] = [
            (0, i.top, 0, i.top),
            (i.top, H - i.top - i.bottom, i.top, size.height - i.top - i.bottom),
            (H - i.bottom, i.bottom, size.height - i.bottom, i.bottom),
        ]
        var pieces: [Piece] = []
        for (row, y) in ys.enumerated() where y.1 > 0 && y.3 > 0 {
            for (column, x) in xs.enumerated() where x.1 > 0 && x.3 > 0 {
                let tileX = mode == .tile && column == 1 && x.1 > pixelLength && x.3 != x.1
                let tileY = mode == .tile && row == 1 && y.1 > pixelLength && y.3 != y.1
                appendTiles(&pieces, x: x, y: y, tileX: tileX, tileY: tileY, visible: visible)
            }
        }
        return pieces
    }

    /// The most tiles one region of a nine-slice is cut into; beyond it the region stretches.
    public static let maximumTiles = 16_384

    private func appendTiles(
        _ pieces: inout [Piece], x: (CGFloat, CGFloat, CGFloat, CGFloat), y: (CGFloat, CGFloat, CGFloat, CGFloat),
        tileX: Bool, tileY: Bool, visible: CGRect?
    ) {
        if let visible {
            let region = CGRect(x: x.2, y: y.2, width: x.3, height: y.3)
            guard region.intersects(visible) else { return }
        }
        // Tiles from the first visible one to the last (all of them without `visible`).
        func range(_ s: (CGFloat, CGFloat, CGFloat, CGFloat), _ lo: CGFloat?, _ hi: CGFloat?) -> (first: CGFloat, count: CGFloat) {
            let total = (s.3 / s.1).rounded(.up)
            let first = lo.map { max(0, (($0 - s.2) / s.1).rounded(.down)) } ?? 0
            let last = hi.map { min(total, (($0 - s.2) / s.1).rounded(.up)) } ?? total
            return (first, max(0, last - first))
        }
        let rx = tileX ? range(x, visible?.minX, visible?.maxX) : (first: 0, count: 1)
        let ry = tileY ? range(y, visible?.minY, visible?.maxY) : (first: 0, count: 1)
        let tileX = tileX && rx.count <= CGFloat(Self.maximumTiles)
        let tileY = tileY && ry.count <= CGFloat(Self.maximumTiles) && rx.count * ry.count <= CGFloat(Self.maximumTiles)
        func spans(
            _ s: (CGFloat, CGFloat, CGFloat, CGFloat), tile: Bool, _ tiles: (first: CGFloat, count: CGFloat)
        ) -> [(src: CGFloat, srcLen: CGFloat, dst: CGFloat, dstLen: CGFloat)] {
            guard tile else { return [(s.0, s.1, s.2, s.3)] }
            var result: [(CGFloat, CGFloat, CGFloat, CGFloat)] = []
            var offset: CGFloat = tiles.first * s.1
            let end = min(s.3, (tiles.first + tiles.count) * s.1)
            while offset < end - 0.0001 {
                let length = min(s.1, s.3 - offset)
                // A clipped last tile shows the leading part of the source.
                result.append((s.0, length, s.2 + offset, length))
                offset += s.1
            }
            return result
        }
        for ys in spans(y, tile: tileY, ry) {
            for xs in spans(x, tile: tileX, rx) {
                pieces.append(
                    Piece(
                        source: CGRect(x: xs.src, y: ys.src, width: xs.srcLen, height: ys.srcLen),
                        destination: CGRect(x: xs.dst, y: ys.dst, width: xs.dstLen, height: ys.dstLen)
                    ))
            }
        }
    }
}
