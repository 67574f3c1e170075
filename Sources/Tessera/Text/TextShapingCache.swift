import Foundation

/// A run of text measured in one font. Its scalars and advances (points) are
/// `ViewGraph.textScratch.textScalars[start..<end]` and `ViewGraph.textScratch.textAdvances[start..<end]` this pass.
struct ShapedRun {
    var start: Int
    var end: Int
    var font: ResolvedFont
    var metrics: FontMetrics
    var color: Color?
    var decoration = TextDecoration()
    /// The inline image this run stands for (its one scalar is U+FFFC).
    var image: InlineImage?
    /// The run's glyphs and bidi levels when the measurer shaped it (clusters index from `start`);
    /// `nil` when it is drawn per scalar.
    var shaped: ShapedText?
}

/// Measurements of strings kept across frames, so a static HUD measures each string once and a
/// ticking timer measures only the new string. Entries unused for `lifetime` passes are evicted.
///
/// Lookups go first by the text node's structural identity, checked by comparing the string and
/// font (cheap: usually the same storage), and only then by content — so the per-frame path never
/// hashes a whole string.
struct TextShapingCache {
    private struct NodeEntry {
        var string: String
        var font: ResolvedFont
        var scalars: [Unicode.Scalar]
        var advances: [CGFloat]
        var shaped: ShapedText?
        var metrics: FontMetrics
        var lastUsedPass: Int
    }

    private var byNode: [UInt64: NodeEntry] = [:]

    private struct Key: Hashable {
        var string: String
        var font: ResolvedFont
    }

    private struct Entry {
        var scalars: [Unicode.Scalar]
        var advances: [CGFloat]
        var shaped: ShapedText?
        var lastUsedPass: Int
    }

    private var entries: [Key: Entry] = [:]
    private var metrics: [ResolvedFont: FontMetrics] = [:]
    private var lastSweep = 0
    static let lifetime = 120

    /// Strings measured since the graph was made (a test can count them).
    private(set) var measurements = 0

    var count: Int { entries.count }

    /// The measurement and font metrics of the text shown by the node `identity`.
    mutating func shape(
        _ string: String, font: ResolvedFont, identity: UInt64, measurer: TextMeasuring, pass: Int
    )
        -> (scalars: [Unicode.Scalar], advances: [CGFloat], shaped: ShapedText?, metrics: FontMetrics)
    {
        if let index = byNode.index(forKey: identity) {
            let entry = byNode.values[index]
            if entry.string == string && entry.font == font {
                byNode.values[index].lastUsedPass = pass
                return (entry.scalars, entry.advances, entry.shaped, entry.metrics)
            }
        }
        let shaped = shape(string, font: font, measurer: measurer, pass: pass)
        var metrics = self.metrics(of: font, measurer: measurer)
        if let used = shaped.shaped?.metrics {
            // A fallback font taller than the requested one makes the line taller.
            metrics.ascent = max(metrics.ascent, used.ascent.isFinite ? used.ascent : 0)
            metrics.descent = max(metrics.descent, used.descent.isFinite ? used.descent : 0)
        }
        byNode[identity] = NodeEntry(
            string: string, font: font, scalars: shaped.scalars, advances: shaped.advances, shaped: shaped.shaped, metrics: metrics,
            lastUsedPass: pass)
        return (shaped.scalars, shaped.advances, shaped.shaped, metrics)
    }

    mutating func shape(
        _ string: String, font: ResolvedFont, measurer: TextMeasuring, pass: Int
    ) -> (scalars: [Unicode.Scalar], advances: [CGFloat], shaped: ShapedText?) {
        let key = Key(string: string, font: font)
        if let index = entries.index(forKey: key) {
            entries.values[index].lastUsedPass = pass
            let e = entries.values[index]
            return (e.scalars, e.advances, e.shaped)
        }
        let scalars = Array(string.unicodeScalars)
        var shaped = measurer.shape(scalars, in: font)
        if let s = shaped,
            s.advances.count != scalars.count || !s.glyphs.allSatisfy({ Int($0.cluster) < scalars.count && $0.cluster >= 0 })
                || !(s.levels.isEmpty || s.levels.count == scalars.count)
        {
            // A shaping that does not match the text is not drawn; its advances still are used.
            shaped = ShapedText(advances: s.advances, glyphs: [])
        }
        var advances = shaped?.advances ?? measurer.advances(of: scalars, in: font)
        if advances.count != scalars.count {
            // A measurer that miscounts must not break layout: pad or cut.
            advances = (0..<scalars.count).map { $0 < advances.count ? advances[$0] : 0 }
        }
        for i in advances.indices where !advances[i].isFinite || advances[i] < 0 { advances[i] = 0 }
        if font.isMonospacedDigit {
            // Tabular figures: every digit advances as far as the widest one.
            let width = digitWidth(of: font, measurer: measurer)
            for i in scalars.indices where ("0"..."9").contains(scalars[i]) { advances[i] = width }
        }
        measurements += 1
        entries[key] = Entry(scalars: scalars, advances: advances, shaped: shaped, lastUsedPass: pass)
        return (scalars, advances, shaped)
    }

    private struct InlineImageEntry {
        var image: Image
        var font: ResolvedFont
        var displayScale: CGFloat
        var baselineOffset: CGFloat
        var inline: InlineImage
        var metrics: FontMetrics
        var lastUsedPass: Int
    }

    private var inlineImages: [UInt64: InlineImageEntry] = [:]

    /// The inline image shown by the text segment `identity`, sized for its font, if it was kept
    /// for this image, font and scale: kept across frames, so a frame asks neither the image
    /// provider nor the font metrics again. Making a missing one reads this cache (font
    /// metrics), so it is made between this look-up and `keepInlineImage`.
    mutating func inlineImage(
        _ image: Image, font: ResolvedFont, displayScale: CGFloat, baselineOffset: CGFloat, identity: UInt64, pass: Int
    ) -> (InlineImage, FontMetrics)? {
        guard let index = inlineImages.index(forKey: identity) else { return nil }
        let e = inlineImages.values[index]
        guard e.image == image && e.font == font && e.displayScale == displayScale && e.baselineOffset == baselineOffset else {
            return nil
        }
        inlineImages.values[index].lastUsedPass = pass
        return (e.inline, e.metrics)
    }

    /// Keeps the inline image made for the text segment `identity`.
    mutating func keepInlineImage(
        _ made: (inline: InlineImage, metrics: FontMetrics), image: Image, font: ResolvedFont, displayScale: CGFloat,
        baselineOffset: CGFloat, identity: UInt64, pass: Int
    ) {
        inlineImages[identity] = InlineImageEntry(
            image: image, font: font, displayScale: displayScale, baselineOffset: baselineOffset,
            inline: made.inline, metrics: made.metrics, lastUsedPass: pass)
    }

    private struct ParagraphEntry {
        var scalars: [Unicode.Scalar]
        var direction: LayoutDirection
        var paragraph: BidiParagraph?
        var lastUsedPass: Int
    }

    private var paragraphs: [UInt64: ParagraphEntry] = [:]

    /// The bidi levels of the paragraph `scalars` shown by the text node `identity`, resolved by
    /// the measurer once and kept while the text and direction stay the same.
    mutating func paragraph(
        _ scalars: UnsafeBufferPointer<Unicode.Scalar>, defaultDirection: LayoutDirection, identity: UInt64,
        measurer: TextMeasuring, pass: Int
    ) -> BidiParagraph? {
        if let index = paragraphs.index(forKey: identity) {
            let entry = paragraphs.values[index]
            if entry.direction == defaultDirection && entry.scalars.elementsEqual(scalars) {
                paragraphs.values[index].lastUsedPass = pass
                return entry.paragraph
            }
        }
        let array = Array(scalars)
        var paragraph = measurer.paragraph(array, defaultDirection: defaultDirection)
        // Levels that do not match the text are not used: the paragraph is drawn in logical order.
        if let p = paragraph, p.levels.count != array.count { paragraph = nil }
        paragraphs[identity] = ParagraphEntry(scalars: array, direction: defaultDirection, paragraph: paragraph, lastUsedPass: pass)
        return paragraph
    }

    private var digitWidths: [ResolvedFont: CGFloat] = [:]

    /// The widest advance among the digits 0–9 of `font` (measured once per font).
    mutating func digitWidth(of font: ResolvedFont, measurer: TextMeasuring) -> CGFloat {
        if let w = digitWidths[font] { return w }
        var plain = font
        plain.isMonospacedDigit = false
        let digits = Array("0123456789".unicodeScalars)
        // Each digit alone, so no kerning pair is folded into its advance.
        let w = digits.map { measurer.advances(of: [$0], in: plain).first ?? 0 }.filter(\.isFinite).max() ?? 0
        digitWidths[font] = w
        return w
    }

    mutating func metrics(of font: ResolvedFont, measurer: TextMeasuring) -> FontMetrics {
        if let m = metrics[font] { return m }
        var m = measurer.metrics(of: font)
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite && v >= 0 ? v : 0 }
        m = FontMetrics(ascent: clean(m.ascent), descent: clean(m.descent), leading: clean(m.leading), capHeight: clean(m.capHeight))
        metrics[font] = m
        return m
    }

    /// Evicts entries not used recently; cheap to call every pass.
    mutating func sweep(pass: Int) {
        guard pass - lastSweep >= Self.lifetime else { return }
        lastSweep = pass
        entries = entries.filter { pass - $0.value.lastUsedPass < Self.lifetime }
        byNode = byNode.filter { pass - $0.value.lastUsedPass < Self.lifetime }
        inlineImages = inlineImages.filter { pass - $0.value.lastUsedPass < Self.lifetime }
        paragraphs = paragraphs.filter { pass - $0.value.lastUsedPass < Self.lifetime }
    }
}
