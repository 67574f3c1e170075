import Foundation

/// An image set inline in text, sized to its run's font (points): its height is the font's
/// point size (one em), its width keeps the image's aspect ratio, and it is centred on the middle
/// of the capital letters (cap height ÷ 2 above the baseline), raised by the baseline offset.
struct InlineImage {
    var info: ImageInfo
    var size: CGSize
    /// Height of the image's bottom edge above the baseline (negative: below).
    var bottom: CGFloat
    var isTemplate: Bool
    var smooth: Bool

    init(info: ImageInfo, font: ResolvedFont, metrics: FontMetrics, baselineOffset: CGFloat, isTemplate: Bool, smooth: Bool) {
        self.info = info
        let natural = info.size
        let height = font.size
        // A zero-size (or broken) image takes no room and draws nothing.
        if natural.width > 0, natural.height > 0, natural.width.isFinite, natural.height.isFinite {
            size = CGSize(width: height * natural.width / natural.height, height: height)
        } else {
            size = .zero
        }
        bottom = metrics.capHeight / 2 - size.height / 2 + baselineOffset
        self.isTemplate = isTemplate
        self.smooth = smooth
    }

    /// The run's metrics grown so the line holds the image.
    func lineMetrics(_ font: FontMetrics) -> FontMetrics {
        var m = font
        m.ascent = max(m.ascent, bottom + size.height)
        m.descent = max(m.descent, -bottom)
        return m
    }
}

extension FontMetrics {
    /// The metrics of text raised by `offset` points: the line grows to hold it.
    func raised(by offset: CGFloat) -> FontMetrics {
        guard offset != 0 else { return self }
        var m = self
        m.ascent = max(ascent, ascent + offset)
        m.descent = max(descent, descent - offset)
        return m
    }

    /// The metrics with `Font.leading` applied: `.tight` and `.loose` take away or add 10% of
    /// the point size between lines.
    func adjusted(for leading: Font.Leading, size: CGFloat) -> FontMetrics {
        var m = self
        switch leading {
        case .standard: break
        case .tight: m.leading -= size * 0.1
        case .loose: m.leading += size * 0.1
        }
        return m
    }
}
