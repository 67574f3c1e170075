import TesseraCSDL2
import TesseraCSDL2TTF

/// One SDL2_ttf font opened at one pixel size, with its per-scalar advances and kerning pairs
/// cached: measuring a HUD every frame must not call into FreeType for glyphs already seen.
final class TTFFont {
    /// A process-unique number, so atlases can key glyphs by font cheaply.
    let id: Int
    let handle: OpaquePointer
    let path: String
    let pixelSize: Int
    /// Pixels above the baseline.
    let ascent: Int
    /// Pixels below the baseline (positive).
    let descent: Int
    let lineSkip: Int
    /// Height of `H` above the baseline, in pixels.
    private(set) lazy var capHeight: Int = {
        var minx: Int32 = 0, maxx: Int32 = 0, miny: Int32 = 0, maxy: Int32 = 0, adv: Int32 = 0
        return TTF_GlyphMetrics32(handle, 0x48, &minx, &maxx, &miny, &maxy, &adv) == 0 ? Int(maxy) : ascent * 7 / 10
    }()

    private var advanceCache: [UInt32: Int32] = [:]
    private var kerningCache: [UInt64: Int32] = [:]

    init(id: Int, handle: OpaquePointer, path: String, pixelSize: Int) {
        self.id = id
        self.handle = handle
        self.path = path
        self.pixelSize = pixelSize
        ascent = Int(TTF_FontAscent(handle))
        descent = Int(-TTF_FontDescent(handle))
        lineSkip = Int(TTF_FontLineSkip(handle))
    }

    deinit { TTF_CloseFont(handle) }

    private var provided: [UInt32: Bool] = [:]

    /// Whether the font has a glyph for `scalar`.
    func provides(_ scalar: UInt32) -> Bool {
        if let p = provided[scalar] { return p }
        let p = TTF_GlyphIsProvided32(handle, scalar) != 0
        provided[scalar] = p
        return p
    }

    /// The advance of one scalar, in pixels (0 for control characters and missing metrics).
    func advance(of scalar: UInt32) -> Int32 {
        if let a = advanceCache[scalar] { return a }
        var minx: Int32 = 0, maxx: Int32 = 0, miny: Int32 = 0, maxy: Int32 = 0, adv: Int32 = 0
        let a: Int32 = scalar < 0x20 ? 0 : (TTF_GlyphMetrics32(handle, scalar, &minx, &maxx, &miny, &maxy, &adv) == 0 ? adv : 0)
        advanceCache[scalar] = a
        return a
    }

    /// The kerning adjustment between two scalars, in pixels.
    func kerning(_ previous: UInt32, _ next: UInt32) -> Int32 {
        let key = UInt64(previous) << 32 | UInt64(next)
        if let k = kerningCache[key] { return k }
        let k = TTF_GetFontKerningSizeGlyphs32(handle, previous, next)
        kerningCache[key] = k
        return k
    }
}
