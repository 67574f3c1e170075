import Foundation
import Tessera
import TesseraCHarfBuzz

/// Shapes text with HarfBuzz over a font fallback chain: the text is split into pieces of one
/// font (the first in the chain that has the character; emoji prefer a colour font), one bidi
/// level (fribidi, UAX #9) and one script, and each piece is shaped with its direction.
///
/// Pieces are shaped with the whole string as context (so Arabic letters join across a font
/// change), and HarfBuzz's clusters follow grapheme boundaries, so a base and its marks, an emoji
/// ZWJ sequence, a flag or a keycap lay out as one unit.
final class TextShaper {
    private let buffer: OpaquePointer

    init() {
        buffer = hb_buffer_create()
    }

    deinit { hb_buffer_destroy(buffer) }

    /// Whether a scalar needs shaping or bidi to draw right: combining marks, joining and
    /// complex scripts, right-to-left scripts, format controls, variation selectors, emoji.
    /// Text without such scalars (and whose font has every glyph) keeps SDL2_ttf's per-scalar
    /// measuring and drawing.
    static func needsShaping(_ c: UInt32) -> Bool {
        switch c {
        case 0..<0x300: return false
        case 0x300..<0x370: return true  // combining diacritics
        case 0x370..<0x483: return false  // Greek, Cyrillic
        case 0x483..<0x48A: return true
        case 0x48A..<0x590: return false  // Cyrillic, Armenian
        case 0x590..<0x1100: return true  // Hebrew, Arabic, Syriac, Indic, Thai, Lao, Tibetan, Myanmar
        case 0x1100..<0x1E00: return c >= 0x1700 || c < 0x1200  // Hangul jamo; Khmer, Mongolian, Balinese…
        case 0x1E00..<0x2000: return false  // Latin extended additional, Greek extended
        case 0x200B...0x200F, 0x202A...0x202E, 0x2066...0x2069: return true  // ZW(N)J, bidi controls
        case 0x20D0..<0x2100: return true  // combining marks for symbols (keycap)
        case 0x2000..<0x2300: return false
        case 0x2300..<0x2C00: return isEmojiPresentation(c)
        case 0xFB1D..<0xFE00, 0xFE00..<0xFE10, 0xFE20..<0xFE30, 0xFE70..<0xFF00: return true
        case 0x10000...: return true
        default: return false
        }
    }

    /// Scalars whose default presentation is emoji (Unicode's Emoji_Presentation), which take a
    /// colour font before a monochrome one.
    static func isEmojiPresentation(_ c: UInt32) -> Bool {
        // Most text (Latin, CJK, Arabic, Indic) lies outside both blocks: answered in two tests.
        guard c >= 0x231A, c <= 0x2B55 || c >= 0x1F004 else { return false }
        switch c {
        case 0x231A...0x231B, 0x23E9...0x23EC, 0x23F0, 0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653,
            0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA,
            0x26F2...0x26F3, 0x26F5, 0x26FA, 0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E,
            0x2753...0x2755, 0x2757, 0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55:
            return true
        case 0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A, 0x1F1E6...0x1F1FF, 0x1F201, 0x1F21A, 0x1F22F,
            0x1F232...0x1F236, 0x1F238...0x1F23A, 0x1F250...0x1F251, 0x1F300...0x1F320, 0x1F32D...0x1F335,
            0x1F337...0x1F37C, 0x1F37E...0x1F393, 0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0,
            0x1F3F4, 0x1F3F8...0x1F43E, 0x1F440, 0x1F442...0x1F4FC, 0x1F4FF...0x1F53D, 0x1F54B...0x1F54E,
            0x1F550...0x1F567, 0x1F57A, 0x1F595...0x1F596, 0x1F5A4, 0x1F5FB...0x1F64F, 0x1F680...0x1F6C5,
            0x1F6CC, 0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6D7, 0x1F6DC...0x1F6DF, 0x1F6EB...0x1F6EC,
            0x1F6F4...0x1F6FC, 0x1F7E0...0x1F7EB, 0x1F7F0, 0x1F90C...0x1F93A, 0x1F93C...0x1F945,
            0x1F947...0x1F9FF, 0x1FA70...0x1FAFF:
            return true
        default: return false
        }
    }

    /// Scalars that belong to the cluster before them and take its font: joiners, variation
    /// selectors, skin-tone modifiers, tag characters, the keycap mark, combining marks.
    static func continuesCluster(_ c: UInt32) -> Bool {
        switch c {
        case 0x200C...0x200D, 0xFE00...0xFE0F, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F, 0x20D0...0x20FF, 0x300...0x36F,
            0xE0100...0xE01EF:
            return true
        default:
            let category = hb_unicode_general_category(hb_unicode_funcs_get_default(), c)
            return category == HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK
                || category == HB_UNICODE_GENERAL_CATEGORY_SPACING_MARK
                || category == HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK
        }
    }

    /// The most marks (and joiners, selectors, modifiers) shaped after one base character.
    static let maximumMarks = 30

    /// Scalars that may need right-to-left reordering: Hebrew, Arabic and the other RTL blocks,
    /// RTL presentation forms, and explicit bidi controls.
    static func isBidiRelevant(_ c: UInt32) -> Bool {
        switch c {
        case 0x590..<0x900, 0xFB1D..<0xFE00, 0xFE70..<0xFF00, 0x10800..<0x11000, 0x1E800..<0x1F000, 0x200F,
            0x202A...0x202E, 0x2066...0x2069:
            return true
        default: return false
        }
    }

    /// Shapes `scalars` over `chain` (faces at the layout's pixel size; `scale` pixels per point).
    /// `missing` is called with each scalar no face of the chain has (it draws as the first
    /// face's missing-glyph box).
    func shape(_ scalars: [Unicode.Scalar], chain: [ShapingFace], scale: Double, missing: (UInt32) -> Void) -> ShapedText {
        let n = scalars.count
        var advances = [CGFloat](repeating: 0, count: n)
        guard n > 0, n < Int(Int32.max), !chain.isEmpty else { return ShapedText(advances: advances, glyphs: []) }
        let codes = scalars.map(\.value)

        // UAX #9 embedding levels, when anything could be right-to-left.
        var levels: [UInt8] = []
        var rightToLeft = false
        if codes.contains(where: Self.isBidiRelevant), let resolved = Self.levels(codes, base: Self.firstStrongOrLeftToRight) {
            rightToLeft = resolved.rightToLeft
            if resolved.levels.contains(where: { $0 != 0 }) { levels = resolved.levels }
        }

        // The face of each scalar; -1 for controls, which draw nothing and advance 0.
        let colorFace = chain.firstIndex { $0.isColor }
        var faces = [Int](repeating: -1, count: n)
        var marks = 0
        for i in 0..<n {
            let c = codes[i]
            if c < 0x20 || (0x7F..<0xA0).contains(c) || c == 0x2028 || c == 0x2029 { continue }
            if i > 0, Self.continuesCluster(c) {
                // Past UAX #15's stream-safe limit of 30 marks on one base, marks are dropped:
                // attaching each to the base costs HarfBuzz time in proportion to those before it.
                marks += 1
                if faces[i - 1] >= 0 && marks <= Self.maximumMarks { faces[i] = faces[i - 1] }
                continue
            }
            marks = 0
            let next = i + 1 < n ? codes[i + 1] : 0
            let emoji =
                next != 0xFE0E
                && (Self.isEmojiPresentation(c) || next == 0xFE0F || next == 0x20E3 || (0x1F3FB...0x1F3FF).contains(next))
            var chosen = -1
            if emoji, let e = colorFace, chain[e].covers(c) { chosen = e }
            if chosen < 0 { chosen = chain.firstIndex { $0.covers(c) } ?? -1 }
            if chosen < 0 {
                if c != 0x200B && c != 0x2060 && c != 0xFEFF && !Self.isBidiRelevantControl(c) { missing(c) }
                chosen = 0
            }
            faces[i] = chosen
        }

        // Pieces of one face, level and script, shaped one by one.
        let unicode = hb_unicode_funcs_get_default()
        func script(_ c: UInt32) -> hb_script_t? {
            let s = hb_unicode_script(unicode, c)
            return s == HB_SCRIPT_COMMON || s == HB_SCRIPT_INHERITED || s == HB_SCRIPT_UNKNOWN ? nil : s
        }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(n)
        // The faces used, as bits (a chain is a handful of fonts; faces past 63 are not counted).
        var used: UInt64 = 0
        var start = 0
        while start < n {
            let face = faces[start]
            let level = levels.isEmpty ? 0 : levels[start]
            var pieceScript = script(codes[start])
            var end = start + 1
            while end < n, faces[end] == face, (levels.isEmpty ? 0 : levels[end]) == level {
                if let s = script(codes[end]) {
                    if let p = pieceScript, p != s { break }
                    pieceScript = s
                }
                end += 1
            }
            defer { start = end }
            guard face >= 0 else { continue }
            if face < 64 { used |= 1 << UInt64(face) }
            let font = chain[face]
            hb_buffer_clear_contents(buffer)
            hb_buffer_add_utf32(buffer, codes, Int32(n), UInt32(start), Int32(end - start))
            hb_buffer_set_direction(buffer, level & 1 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
            if let pieceScript { hb_buffer_set_script(buffer, pieceScript) }
            hb_buffer_guess_segment_properties(buffer)
            hb_shape(font.font, buffer, nil, 0)
            var count: UInt32 = 0
            guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
                let positions = hb_buffer_get_glyph_positions(buffer, &count)
            else { continue }
            // 26.6 pixels of the face → points.
            let unit = font.bitmapScale / 64 / scale
            let pieceStart = glyphs.count
            var cluster = -1
            var pen: Int32 = 0
            for j in 0..<Int(count) {
                let c = Int(infos[j].cluster)
                if c != cluster {
                    if cluster >= 0 { advances[cluster] += CGFloat(Double(pen) * unit) }
                    cluster = c
                    pen = 0
                }
                let p = positions[j]
                glyphs.append(
                    ShapedGlyph(
                        glyph: infos[j].codepoint, face: UInt16(face), cluster: Int32(c),
                        x: Float(Double(pen + p.x_offset) * unit), y: Float(Double(p.y_offset) * unit)))
                pen += p.x_advance
            }
            if cluster >= 0 { advances[cluster] += CGFloat(Double(pen) * unit) }
            if level & 1 == 1 {
                // Right-to-left output is in visual order; the clusters are kept in logical
                // order, each cluster's glyphs still in visual order.
                glyphs[pieceStart...].reverse()
                var i = pieceStart
                while i < glyphs.count {
                    var j = i + 1
                    while j < glyphs.count, glyphs[j].cluster == glyphs[i].cluster { j += 1 }
                    glyphs[i..<j].reverse()
                    i = j
                }
            }
        }
        var metrics: FontMetrics?
        if used & ~1 != 0 {
            var ascent = 0.0, descent = 0.0
            for face in chain.indices where face < 64 && used & (1 << UInt64(face)) != 0 {
                ascent = max(ascent, chain[face].ascent)
                descent = max(descent, chain[face].descent)
            }
            metrics = FontMetrics(ascent: ascent / scale, descent: descent / scale, leading: 0, capHeight: 0)
        }
        return ShapedText(advances: advances, glyphs: glyphs, levels: levels, isRightToLeft: rightToLeft, metrics: metrics)
    }

    /// fribidi's `FRIBIDI_PAR_ON`: the direction of the first strong character, else left-to-right.
    static let firstStrongOrLeftToRight: UInt32 = 0x40
    /// fribidi's `FRIBIDI_PAR_WLTR` and `FRIBIDI_PAR_WRTL`: the first strong character's
    /// direction, else left-to-right or right-to-left.
    static let weakLeftToRight: UInt32 = 0x20
    static let weakRightToLeft: UInt32 = 0x21

    /// The UAX #9 embedding levels of paragraph `codes` (fribidi) and its resolved direction,
    /// for a paragraph direction `base` (a fribidi `FriBidiParType`); `nil` if fribidi fails.
    static func levels(_ codes: [UInt32], base: UInt32) -> (levels: [UInt8], rightToLeft: Bool)? {
        let n = codes.count
        guard n > 0, n < Int(Int32.max) else { return nil }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: n)
        var brackets = [FriBidiBracketType](repeating: 0, count: n)
        var resolved = [FriBidiLevel](repeating: 0, count: n)
        fribidi_get_bidi_types(codes, FriBidiStrIndex(n), &types)
        fribidi_get_bracket_types(codes, FriBidiStrIndex(n), types, &brackets)
        var direction = FriBidiParType(rawValue: base)
        guard fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(n), &direction, &resolved) > 0 else { return nil }
        return (resolved.map { UInt8(clamping: max(0, Int($0))) }, direction.rawValue & 1 != 0)
    }

    /// Bidi format controls, which no font needs to draw.
    private static func isBidiRelevantControl(_ c: UInt32) -> Bool {
        (0x200E...0x200F).contains(c) || (0x202A...0x202E).contains(c) || (0x2066...0x2069).contains(c) || c == 0x061C
    }
}
