import Foundation

/// One glyph of shaped text, placed relative to the left edge of its cluster.
public struct ShapedGlyph: Hashable, Sendable {
    /// The glyph's index in its font.
    public var glyph: UInt32
    /// The font of the measurer's fallback chain that draws it: 0 is the requested font, 1 and
    /// up the fallback fonts after it.
    public var face: UInt16
    /// The index of the first scalar of the cluster the glyph belongs to.
    public var cluster: Int32
    /// Offset of the glyph's pen position from the left edge of its cluster, in points.
    public var x: Float
    /// Offset of the glyph above the baseline, in points.
    public var y: Float

    /// A glyph of font `face` of the chain, in cluster `cluster`, at (`x`, `y`) points from the
    /// cluster's left edge on the baseline (y up).
    public init(glyph: UInt32, face: UInt16, cluster: Int32, x: Float, y: Float) {
        self.glyph = glyph
        self.face = face
        self.cluster = cluster
        self.x = x
        self.y = y
    }
}

/// A string shaped by a measurer: advances for layout, glyphs for drawing, bidi levels for
/// reordering each laid-out line.
///
/// A cluster (a grapheme, a ligature, an Arabic lam-alef) is laid out as a unit: its whole
/// advance is on its first scalar and its other scalars advance 0, so line breaking and
/// truncation, which work on scalars, never split it.
public struct ShapedText: Hashable, Sendable {
    /// One advance per scalar, in points.
    public var advances: [CGFloat]
    /// The glyphs, ordered by cluster; within a cluster in visual (left-to-right) order.
    public var glyphs: [ShapedGlyph]
    /// UAX #9 embedding level per scalar (odd: right-to-left); empty when all are 0.
    public var levels: [UInt8]
    /// Whether the paragraph's direction, from its first strong character, is right-to-left.
    public var isRightToLeft: Bool
    /// The largest ascent, descent and leading of the fonts the glyphs come from (a fallback
    /// font may be taller than the requested one), or `nil` for the requested font's.
    public var metrics: FontMetrics?

    /// Shaped text: per-scalar `advances` (points), glyphs ordered by cluster, optional
    /// per-scalar bidi `levels`, the paragraph direction and the metrics of the fonts used.
    public init(
        advances: [CGFloat], glyphs: [ShapedGlyph], levels: [UInt8] = [], isRightToLeft: Bool = false, metrics: FontMetrics? = nil
    ) {
        self.advances = advances
        self.glyphs = glyphs
        self.levels = levels
        self.isRightToLeft = isRightToLeft
        self.metrics = metrics
    }
}

/// The bidi levels of a paragraph: every segment of a `Text` (concatenations included) resolved
/// together by UAX #9, so each laid-out line is put in display order as one paragraph.
public struct BidiParagraph: Hashable, Sendable {
    /// UAX #9 embedding level per scalar (odd: right-to-left).
    public var levels: [UInt8]
    /// Whether the paragraph's direction is right-to-left.
    public var isRightToLeft: Bool

    /// A paragraph with one `levels` entry per scalar and its direction.
    public init(levels: [UInt8], isRightToLeft: Bool) {
        self.levels = levels
        self.isRightToLeft = isRightToLeft
    }
}
