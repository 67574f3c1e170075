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
    /// character of, which SDL2_ttf measures and draws per scalar as before.
    public func shape(_ scalars: [Unicode.Scalar], in font: ResolvedFont) -> ShapedText? {
        let s = safeScale
        guard let primary = library.font(for: font, scale: s) else { return nil }
        guard scalars.contains(where: { TextShaper.needsShaping($0.value) || ($0.value >= 0x20 && !primary.provides($0.value)) }) else {
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
