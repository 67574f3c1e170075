import Foundation
import Tessera
import TesseraCSDL2
import TesseraCSDL2TTF

/// Measures text for the core's layout with SDL2_ttf, exactly as the glyph atlas will draw it.
///
/// Fonts are opened at `size × scale` whole pixels (set `scale` to the display scale before
/// layout) and results are returned in points, `pixels / scale`, so layout's pixel snapping
/// lands glyphs where the rasteriser put them. Advances include kerning with the next scalar.
public final class TTFTextMeasurer: TextMeasuring {
    /// Pixels per point of the display being laid out for.
    public var scale: CGFloat = 1
    let library: FontLibrary

    /// - Parameter catalog: where fonts are found (`Fonts/`), and where font problems are logged.
    public init(catalog: AssetCatalog) {
        library = FontLibrary(catalog: catalog)
    }

    private var safeScale: CGFloat { scale.isFinite && scale > 0 ? scale : 1 }

    public func metrics(of font: ResolvedFont) -> FontMetrics {
        let s = safeScale
        guard let f = library.font(for: font, scale: s) else {
            // No font could be opened at all: approximate so layout still works.
            return FontMetrics(ascent: font.size * 0.8, descent: font.size * 0.2, leading: 0, capHeight: font.size * 0.7)
        }
        let ascent = CGFloat(f.ascent) / s, descent = CGFloat(f.descent) / s
        let leading = max(0, CGFloat(f.lineSkip - f.ascent - f.descent) / s)
        return FontMetrics(ascent: ascent, descent: descent, leading: leading, capHeight: CGFloat(f.capHeight) / s)
    }

    private let shaper = TextShaper()
    private var loggedMissing = false

    /// Shapes text that needs it with HarfBuzz over the font's fallback chain (the font, DejaVu
    /// Sans, `AssetCatalog.fallbackFonts`); `nil` for text of simple scripts the font has every
    /// character of, which SDL2_ttf measures and draws per scalar as before. Latin text with a
    /// ligature candidate ("ff", "fi", "fl") is shaped too, so the font's ligatures show, unless
    /// SDL2_ttf synthesises its bold or italic (shaped glyphs come from the plain outlines).
    public func shape(_ scalars: [Unicode.Scalar], in font: ResolvedFont) -> ShapedText? {
        let s = safeScale
        guard let primary = library.font(for: font, scale: s) else { return nil }
        guard
            scalars.contains(where: { TextShaper.needsShaping($0.value) || ($0.value >= 0x20 && !primary.provides($0.value)) })
                || (Self.hasLigatureCandidate(scalars) && TTF_GetFontStyle(primary.handle) == 0)
        else {
            return nil
        }
        let chain = library.chain(for: font, scale: s)
        guard !chain.isEmpty else { return nil }
        return shaper.shape(scalars, chain: chain, scale: Double(s)) { missing in
            guard !loggedMissing else { return }
            loggedMissing = true
            library.catalog.reportOnce(
                "No font of the fallback chain has U+\(String(missing, radix: 16, uppercase: true)); such characters draw as boxes"
                    + " (logged once)")
        }
    }

    /// The paragraph's levels from fribidi (UAX #9), its direction that of the first strong
    /// character or else `defaultDirection`; `nil` for a left-to-right paragraph of level 0 only.
    public func paragraph(_ scalars: [Unicode.Scalar], defaultDirection: LayoutDirection) -> BidiParagraph? {
        let codes = scalars.map(\.value)
        // Without right-to-left characters a left-to-right paragraph is all level 0.
        guard defaultDirection == .rightToLeft || codes.contains(where: TextShaper.isBidiRelevant) else { return nil }
        let base = defaultDirection == .rightToLeft ? TextShaper.weakRightToLeft : TextShaper.weakLeftToRight
        guard let resolved = TextShaper.levels(codes, base: base) else { return nil }
        guard resolved.rightToLeft || resolved.levels.contains(where: { $0 != 0 }) else { return nil }
        return BidiParagraph(levels: resolved.levels, isRightToLeft: resolved.rightToLeft)
    }

    /// Whether `scalars` has "ff", "fi" or "fl", which fonts such as DejaVu Sans draw as one
    /// ligature glyph.
    static func hasLigatureCandidate(_ scalars: [Unicode.Scalar]) -> Bool {
        guard scalars.count > 1 else { return false }
        for i in 0..<(scalars.count - 1) where scalars[i] == "f" {
            let next = scalars[i + 1]
            if next == "f" || next == "i" || next == "l" { return true }
        }
        return false
    }

    public func advances(of scalars: [Unicode.Scalar], in font: ResolvedFont) -> [CGFloat] {
        let s = safeScale
        guard let f = library.font(for: font, scale: s) else {
            return [CGFloat](repeating: font.size * 0.5, count: scalars.count)
        }
        var result = [CGFloat](repeating: 0, count: scalars.count)
        for i in scalars.indices {
            let c = scalars[i].value
            var a = f.advance(of: c)
            if i + 1 < scalars.count { a += f.kerning(c, scalars[i + 1].value) }
            result[i] = CGFloat(a) / s
        }
        return result
    }
}
