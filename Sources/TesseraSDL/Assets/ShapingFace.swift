import Foundation
import TesseraCHarfBuzz

/// One font file opened with FreeType at one pixel size, with its HarfBuzz font: shapes runs of
/// text that need shaping or a fallback font, and rasterises their glyphs by index for the
/// glyph atlas.
///
/// A font with only fixed-size bitmap strikes (Noto Color Emoji's CBDT bitmaps) is opened at its
/// nearest strike and everything it reports — advances, metrics, bitmaps — is scaled by
/// `bitmapScale` to the requested pixel size.
final class ShapingFace {
    /// A process-unique number, shared with `TTFFont`'s numbering, so the atlas keys glyphs by it.
    let id: Int
    let path: String
    let pixelSize: Int
    /// Output pixels per pixel of the face: 1 for outline fonts, requested ÷ strike size for
    /// bitmap-only fonts.
    let bitmapScale: Double
    /// The face has colour glyphs (drawn in their own colours, never tinted).
    let isColor: Bool
    /// Pixels above the baseline, scaled.
    let ascent: Double
    /// Pixels below the baseline (positive), scaled.
    let descent: Double
    let face: FT_Face
    /// The HarfBuzz font over `face` (`hb_font_t *`).
    let font: OpaquePointer
    private var coverage = CharacterCoverage()

    init?(library: FT_Library, path: String, pixelSize: Int, id: Int) {
        var opened: FT_Face?
        guard FT_New_Face(library, path, 0, &opened) == 0, let face = opened else { return nil }
        let flags = face.pointee.face_flags
        var scale = 1.0
        if flags & (1 << 0) != 0 {
            guard FT_Set_Pixel_Sizes(face, 0, FT_UInt(pixelSize)) == 0 else {
                FT_Done_Face(face)
                return nil
            }
        } else if face.pointee.num_fixed_sizes > 0, let sizes = face.pointee.available_sizes {
            // The smallest strike at least as large as requested (sharper when scaled down),
            // else the largest.
            var best = 0
            var bestPixels = 0
            for i in 0..<Int(face.pointee.num_fixed_sizes) {
                let p = Int(sizes[i].y_ppem >> 6)
                let better = bestPixels < pixelSize ? p > bestPixels : (p >= pixelSize && p < bestPixels)
                if i == 0 || better {
                    best = i
                    bestPixels = p
                }
            }
            guard bestPixels > 0, FT_Select_Size(face, FT_Int(best)) == 0 else {
                FT_Done_Face(face)
                return nil
            }
            scale = Double(pixelSize) / Double(bestPixels)
        } else {
            FT_Done_Face(face)
            return nil
        }
        guard let size = face.pointee.size, let hb = hb_ft_font_create_referenced(face) else {
            FT_Done_Face(face)
            return nil
        }
        self.id = id
        self.path = path
        self.pixelSize = pixelSize
        self.face = face
        self.font = hb
        bitmapScale = scale
        isColor = flags & (1 << 14) != 0
        ascent = Double(size.pointee.metrics.ascender) / 64 * scale
        descent = Double(-size.pointee.metrics.descender) / 64 * scale
    }

    deinit {
        hb_font_destroy(font)
        FT_Done_Face(face)
    }

    /// Whether the face's character map has a glyph for `scalar`.
    func covers(_ scalar: UInt32) -> Bool {
        if let c = coverage[scalar] { return c }
        let c = FT_Get_Char_Index(face, FT_ULong(scalar)) != 0
        coverage[scalar] = c
        return c
    }

    /// A rasterised glyph: straight-alpha ARGB pixels (white with coverage as alpha for outline
    /// glyphs, their own colours for colour glyphs) and the offset of its top-left from the pen.
    struct Bitmap {
        var pixels: [UInt32]
        var width: Int
        var height: Int
        /// Offset of the drawn glyph's top-left from the pen, in output pixels.
        var left: Int
        var top: Int
        var isColor: Bool
        /// Output pixels per bitmap pixel: 1, or more for a glyph larger than `limit` that was
        /// rendered smaller and is drawn scaled up.
        var scale: Double = 1
    }

    /// Renders glyph `index` at the face's size, scaled by `bitmapScale`; `nil` when FreeType
    /// cannot or the glyph has no pixels. A glyph larger than `limit` pixels on a side (a
    /// 1,000-point emoji) is box-filtered down to `shrunk` pixels on its longer side, and its
    /// `scale` says how much larger it is drawn; with `shrunk` 0 it is `nil`.
    func render(_ index: UInt32, limit: Int, shrunk: Int) -> Bitmap? {
        let loadFlags: Int32 = isColor ? (1 << 20) : 0
        guard FT_Load_Glyph(face, index, loadFlags) == 0, let slot = face.pointee.glyph else { return nil }
        if slot.pointee.format != FT_GLYPH_FORMAT_BITMAP {
            guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        }
        let bitmap = slot.pointee.bitmap
        let w = Int(bitmap.width), h = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard w > 0, h > 0, let buffer = bitmap.buffer else { return nil }
        let drawnW = max(1, (Double(w) * bitmapScale).rounded()), drawnH = max(1, (Double(h) * bitmapScale).rounded())
        let largest = max(drawnW, drawnH)
        guard largest <= Double(max(1, limit)) || shrunk > 0 else { return nil }
        let side = largest > Double(max(1, limit)) ? Double(max(1, min(limit, shrunk))) : largest
        let outW = max(1, min(Int(side), Int((drawnW * side / largest).rounded())))
        let outH = max(1, min(Int(side), Int((drawnH * side / largest).rounded())))
        let mode = bitmap.pixel_mode
        let color = mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue)
        guard color || mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) else { return nil }
        // Premultiplied source pixels as (a, r, g, b) in 0…255.
        func source(_ x: Int, _ y: Int) -> (Double, Double, Double, Double) {
            let row = pitch >= 0 ? buffer + y * pitch : buffer + (h - 1 - y) * -pitch
            if color {
                let p = row + x * 4
                return (Double(p[3]), Double(p[2]), Double(p[1]), Double(p[0]))
            }
            let a = Double(row[x])
            return (a, a, a, a)
        }
        var pixels = [UInt32](repeating: 0, count: outW * outH)
        if outW == w && outH == h {
            for y in 0..<h {
                for x in 0..<w { pixels[y * w + x] = Self.straight(source(x, y)) }
            }
        } else {
            // Area average (box filter) of the source pixels each output pixel covers.
            let sx = Double(w) / Double(outW), sy = Double(h) / Double(outH)
            for oy in 0..<outH {
                let y0 = Double(oy) * sy, y1 = y0 + sy
                for ox in 0..<outW {
                    let x0 = Double(ox) * sx, x1 = x0 + sx
                    var acc = (0.0, 0.0, 0.0, 0.0), area = 0.0
                    var y = Int(y0)
                    while Double(y) < y1 && y < h {
                        let wy = min(y1, Double(y + 1)) - max(y0, Double(y))
                        var x = Int(x0)
                        while Double(x) < x1 && x < w {
                            let wx = min(x1, Double(x + 1)) - max(x0, Double(x))
                            let s = source(x, y), k = wx * wy
                            acc = (acc.0 + s.0 * k, acc.1 + s.1 * k, acc.2 + s.2 * k, acc.3 + s.3 * k)
                            area += k
                            x += 1
                        }
                        y += 1
                    }
                    if area > 0 { pixels[oy * outW + ox] = Self.straight((acc.0 / area, acc.1 / area, acc.2 / area, acc.3 / area)) }
                }
            }
        }
        return Bitmap(
            pixels: pixels, width: outW, height: outH,
            left: Int((Double(slot.pointee.bitmap_left) * bitmapScale).rounded()),
            top: Int((Double(slot.pointee.bitmap_top) * bitmapScale).rounded()), isColor: color, scale: drawnW / Double(outW))
    }

    /// A premultiplied (a, r, g, b) pixel as straight-alpha ARGB; coverage-only glyphs come out
    /// white.
    private static func straight(_ p: (Double, Double, Double, Double)) -> UInt32 {
        let a = max(0, min(255, p.0.rounded()))
        guard a > 0 else { return 0 }
        func channel(_ c: Double) -> UInt32 { UInt32(max(0, min(255, (c * 255 / a).rounded()))) }
        return UInt32(a) << 24 | channel(p.1) << 16 | channel(p.2) << 8 | channel(p.3)
    }
}

/// Which characters a face has, as it was asked: every scalar of a shaped string is looked up in
/// each face of the chain until one covers it, so the Basic Multilingual Plane, where nearly all
/// text lives, is two bits per scalar (asked, covered; 16 KB) rather than a hashed lookup.
struct CharacterCoverage {
    private var asked = [UInt64](repeating: 0, count: 1024)
    private var covered = [UInt64](repeating: 0, count: 1024)
    private var astral: [UInt32: Bool] = [:]

    /// Whether the face covers `scalar`, or nil when it was not asked yet.
    subscript(scalar: UInt32) -> Bool? {
        get {
            guard scalar < 0x10000 else { return astral[scalar] }
            let word = Int(scalar >> 6)
            let bit = UInt64(1) << UInt64(scalar & 63)
            return asked[word] & bit == 0 ? nil : covered[word] & bit != 0
        }
        set {
            guard scalar < 0x10000 else {
                astral[scalar] = newValue
                return
            }
            let word = Int(scalar >> 6)
            let bit = UInt64(1) << UInt64(scalar & 63)
            if let newValue {
                asked[word] |= bit
                if newValue { covered[word] |= bit } else { covered[word] &= ~bit }
            } else {
                asked[word] &= ~bit
            }
        }
    }
}
