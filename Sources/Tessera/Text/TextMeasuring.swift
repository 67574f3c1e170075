import Foundation

/// Vertical metrics of a font, in points.
public struct FontMetrics: Hashable, Sendable {
    /// Distance from the top of a line to its baseline.
    public var ascent: CGFloat
    /// Distance from the baseline to the bottom of the glyphs (positive).
    public var descent: CGFloat
    /// Extra space between lines.
    public var leading: CGFloat
    /// Height of capital letters above the baseline.
    public var capHeight: CGFloat

    /// Metrics in points; leading is extra space between lines (0 by default).
    public init(ascent: CGFloat, descent: CGFloat, leading: CGFloat = 0, capHeight: CGFloat) {
        self.ascent = ascent
        self.descent = descent
        self.leading = leading
        self.capHeight = capHeight
    }

    /// The height of one line.
    public var lineHeight: CGFloat { ascent + descent + leading }
}

/// Measures text for layout. The core lays text out through this protocol only, so layout can be
/// tested with `MockTextMeasurer` and drawn by a backend (SDL2_ttf) that measures the same way.
///
/// Text that needs no shaping is measured per Unicode scalar (`advances(of:in:)`: an advance for
/// each scalar, kerning folded in). A measurer that can shape returns a `ShapedText` from
/// `shape(_:in:)` for text that needs it (marks, joining and complex scripts, right-to-left
/// text, characters from fallback fonts, emoji): per-scalar advances with each cluster's whole
/// advance on its first scalar, the glyphs to draw, and bidi levels.
public protocol TextMeasuring: AnyObject {
    /// The font's vertical metrics.
    func metrics(of font: ResolvedFont) -> FontMetrics
    /// The horizontal advance of each scalar of `scalars`, in points, kerning folded in.
    func advances(of scalars: [Unicode.Scalar], in font: ResolvedFont) -> [CGFloat]
    /// The run `scalars` shaped in `font`, or `nil` when it needs no shaping and is measured with
    /// `advances(of:in:)` and drawn per scalar.
    func shape(_ scalars: [Unicode.Scalar], in font: ResolvedFont) -> ShapedText?
    /// The UAX #9 levels of a whole paragraph (every segment of a concatenated `Text`), whose
    /// direction is that of its first strong character or, when it has none (numbers,
    /// punctuation), `defaultDirection`; `nil` when every level is 0 in a left-to-right paragraph.
    func paragraph(_ scalars: [Unicode.Scalar], defaultDirection: LayoutDirection) -> BidiParagraph?
}

extension TextMeasuring {
    /// No shaping: every run is measured per scalar.
    public func shape(_ scalars: [Unicode.Scalar], in font: ResolvedFont) -> ShapedText? { nil }

    /// No bidi: every paragraph is left-to-right and drawn in logical order.
    public func paragraph(_ scalars: [Unicode.Scalar], defaultDirection: LayoutDirection) -> BidiParagraph? { nil }
}

/// The deterministic font of docs/LayoutRules.md §9: every scalar (space included) advances one em,
/// a line is two em high with the baseline 1.5 em below its top. At 10 pt: 10 / 20 / 15.
public final class MockTextMeasurer: TextMeasuring {
    /// The mock font; it has no state.
    public init() {}

    public func metrics(of font: ResolvedFont) -> FontMetrics {
        FontMetrics(ascent: font.size * 1.5, descent: font.size * 0.5, leading: 0, capHeight: font.size)
    }

    public func advances(of scalars: [Unicode.Scalar], in font: ResolvedFont) -> [CGFloat] {
        [CGFloat](repeating: font.size, count: scalars.count)
    }
}
