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
    public func pieces(in size: CGSize, pixelLength: CGFloat) -> [Piece] {
        let (W, H) = (imageSize.width, imageSize.height)
        let i = capInsets
        let xs: [(CGFloat, CGFloat, CGFloat, CGFloat)] = [   // (sourceX, sourceW, destX, destW)
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
                appendTiles(&pieces, x: x, y: y, tileX: tileX, tileY: tileY)
            }
        }
        return pieces
    }

    private func appendTiles(_ pieces: inout [Piece], x: (CGFloat, CGFloat, CGFloat, CGFloat), y: (CGFloat, CGFloat, CGFloat, CGFloat), tileX: Bool, tileY: Bool) {
        func spans(_ s: (CGFloat, CGFloat, CGFloat, CGFloat), tile: Bool) -> [(src: CGFloat, srcLen: CGFloat, dst: CGFloat, dstLen: CGFloat)] {
            guard tile else { return [(s.0, s.1, s.2, s.3)] }
            var result: [(CGFloat, CGFloat, CGFloat, CGFloat)] = []
            var offset: CGFloat = 0
            while offset < s.3 - 0.0001 {
                let length = min(s.1, s.3 - offset)
                // A clipped last tile shows the leading part of the source.
                result.append((s.0, length, s.2 + offset, length))
                offset += s.1
            }
            return result
        }
        for ys in spans(y, tile: tileY) {
            for xs in spans(x, tile: tileX) {
                pieces.append(Piece(
                    source: CGRect(x: xs.src, y: ys.src, width: xs.srcLen, height: ys.srcLen),
                    destination: CGRect(x: xs.dst, y: ys.dst, width: xs.dstLen, height: ys.dstLen)
                ))
            }
        }
    }
}
