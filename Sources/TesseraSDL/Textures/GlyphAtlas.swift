import Foundation
import TesseraCSDL2
import TesseraCSDL2TTF

/// Rasterised glyphs packed into shared texture pages, so text of any content draws as textured
/// quads from a few textures: once a HUD's glyphs are in the atlas, changing text (a timer, a
/// score) creates no texture and costs no FreeType call.
///
/// Glyphs are rendered white with SDL2_ttf (`TTF_RenderGlyph32_Blended`); the text colour comes
/// from vertex colours. Pages are `pageSize²` ARGB textures filled by shelf packing with a
/// one-pixel transparent border around every glyph (so linear filtering of rotated text never
/// bleeds a neighbour in). When `maxPages` are full the atlas starts over.
public final class GlyphAtlas {
    /// Where a glyph is in the atlas and where it goes relative to its pen position.
    struct Glyph {
        /// Page index, or -1 for a glyph with no pixels (a space).
        var page: Int32
        var x: Int32, y: Int32, width: Int32, height: Int32
        /// Offset of the bitmap's top-left from the pen position on the baseline, in pixels.
        var offsetX: Int32, offsetY: Int32
        /// The glyph has its own colours (an emoji), drawn untinted.
        var isColor = false
        /// Drawn pixels per atlas pixel: 1, or more for a glyph larger than a page, kept smaller
        /// in the atlas and drawn scaled up (`width × scale` by `height × scale` pixels).
        var scale: Float = 1
    }

    private struct Key: Hashable { var font: Int; var scalar: UInt32; var blur: Int32 }
    private struct Shelf { var y: Int; var height: Int; var x: Int }

    /// Side of a square page, in pixels.
    public let pageSize: Int
    /// The most pages kept before the atlas is cleared and refilled.
    public let maxPages: Int
    /// Page textures created so far (textures are created only when a page fills up).
    public private(set) var texturesCreated = 0
    /// Glyphs rasterised so far.
    public private(set) var glyphsRasterized = 0
    /// Times the atlas was full and started over.
    public private(set) var resets = 0
    /// Glyphs larger than a page left out because `maxShrunkGlyphs` were already in the atlas.
    public private(set) var glyphsTooLarge = 0
    /// The most glyphs larger than a page kept (shrunk) at once: rasterising one is costly, and a
    /// screen of huge text must not cost that every frame.
    public static let maxShrunkGlyphs = 32
    private var shrunkGlyphs = 0
    /// Glyphs currently in the atlas.
    public var glyphCount: Int { glyphs.count }
    /// The page textures.
    public private(set) var pages: [OpaquePointer] = []
    /// Called before glyph pixels that a pending batch may reference are overwritten.
    var willReset: (() -> Void)?

    private let renderer: OpaquePointer
    private var glyphs: [Key: Glyph] = [:]
    private var shelves: [[Shelf]] = []
    private var upload: [UInt32] = []

    /// - Parameters:
    ///   - renderer: the renderer the page textures belong to.
    ///   - pageSize: page side in pixels (clamped to 64…4096).
    ///   - maxPages: pages kept before starting over.
    public init(renderer: OpaquePointer, pageSize: Int = 1024, maxPages: Int = 8) {
        self.renderer = renderer
        self.pageSize = min(4096, max(64, pageSize))
        self.maxPages = max(1, maxPages)
    }

    deinit {
        for p in pages { SDL_DestroyTexture(p) }
    }

    /// Drops the page textures without destroying them: their renderer is gone, and SDL destroyed
    /// them with it.
    func forgetPages() {
        pages.removeAll()
        glyphs.removeAll()
        shelves.removeAll()
        shrunkGlyphs = 0
    }

    /// The atlas entry for `scalar` in `font`, rasterising it on first use; `nil` if SDL_ttf
    /// cannot render it. A glyph larger than a page is kept at a quarter page and drawn scaled.
    /// A `blur` radius (pixels, 0…64) gives the glyph's soft shadow: its coverage blurred once
    /// and kept beside the sharp glyphs, so text shadows draw from the atlas like text.
    func glyph(_ font: TTFFont, _ scalar: UInt32, blur: Int = 0) -> Glyph? {
        let key = Key(font: font.id, scalar: scalar, blur: Int32(min(64, max(0, blur))))
        if let g = glyphs[key] { return g }
        let g = rasterize(font, scalar, blur: Int(key.blur))
        if let g { glyphs[key] = g }
        return g
    }

    /// The atlas entry for glyph `index` of a shaped run's `face`, rasterised with FreeType on
    /// first use (colour glyphs keep their colours; their shadow is their alpha blurred).
    func glyph(_ face: ShapingFace, index: UInt32, blur: Int = 0) -> Glyph? {
        let key = Key(font: face.id, scalar: index, blur: Int32(min(64, max(0, blur))))
        if let g = glyphs[key] { return g }
        let g = rasterize(face, index, blur: Int(key.blur))
        glyphs[key] = g
        return g
    }

    private func rasterize(_ face: ShapingFace, _ index: UInt32, blur: Int) -> Glyph {
        glyphsRasterized += 1
        let blank = Glyph(page: -1, x: 0, y: 0, width: 0, height: 0, offsetX: 0, offsetY: 0)
        let pad1 = Self.padding(blur: blur, scale: 1)
        let room = shrunkGlyphs < Self.maxShrunkGlyphs
        guard let bitmap = face.render(index, limit: pageSize - 2 - 2 * pad1, shrunk: room ? shrunkSide - 2 * pad1 : 0) else {
            if !room { glyphsTooLarge += 1 }
            return blank
        }
        if bitmap.scale != 1 { shrunkGlyphs += 1 }
        let isColor = bitmap.isColor && blur == 0
        // The blur is in drawn pixels; a glyph kept smaller than drawn is blurred less.
        let sigma = Float(blur) / 2 / Float(bitmap.scale)
        let pad = Self.padding(blur: blur, scale: Float(bitmap.scale))
        let w = bitmap.width + 2 * pad, h = bitmap.height + 2 * pad
        guard w + 2 <= pageSize, h + 2 <= pageSize else { return blank }
        var coverage: [Float] = []
        if blur > 0 {
            coverage = [Float](repeating: 0, count: w * h)
            for y in 0..<bitmap.height {
                for x in 0..<bitmap.width { coverage[(y + pad) * w + x + pad] = Float(bitmap.pixels[y * bitmap.width + x] >> 24) }
            }
            ShadowBlur.blur(&coverage, width: w, height: h, sigma: sigma)
        }
        guard let (page, px, py) = allocate(w + 2, h + 2) else { return blank }
        let uw = w + 2, uh = h + 2
        upload.removeAll(keepingCapacity: true)
        upload.append(contentsOf: repeatElement(0, count: uw * uh))
        for y in 0..<h {
            for x in 0..<w {
                let pixel: UInt32
                if blur > 0 {
                    pixel = UInt32(max(0, min(255, coverage[y * w + x] + 0.5))) << 24 | 0x00FF_FFFF
                } else {
                    let p = bitmap.pixels[y * bitmap.width + x]
                    pixel = isColor ? p : (p & 0xFF00_0000) | 0x00FF_FFFF
                }
                upload[(y + 1) * uw + x + 1] = pixel
            }
        }
        var rect = SDL_Rect(x: Int32(px), y: Int32(py), w: Int32(uw), h: Int32(uh))
        upload.withUnsafeBytes { _ = SDL_UpdateTexture(pages[page], &rect, $0.baseAddress, Int32(uw * 4)) }
        let drawnPad = Int((Double(pad) * bitmap.scale).rounded())
        return Glyph(
            page: Int32(page), x: Int32(px + 1), y: Int32(py + 1), width: Int32(w), height: Int32(h),
            offsetX: Int32(bitmap.left - drawnPad), offsetY: Int32(-bitmap.top - drawnPad), isColor: isColor, scale: Float(bitmap.scale))
    }

    /// The longer side, in atlas pixels, of a glyph too large for a page: a quarter page (with its
    /// border), so sixteen fit a page and a screen of huge text does not empty the atlas every
    /// frame. Colour emoji strikes are 136 pixels, so they lose nothing.
    private var shrunkSide: Int { pageSize / 4 - 2 }

    /// Transparent pixels around a shadow glyph of `blur` drawn pixels for the blur to spread
    /// into, in atlas pixels of a glyph drawn `scale` times larger.
    private static func padding(blur: Int, scale: Float) -> Int {
        blur > 0 ? Int((Float(blur) / 2 / scale * 3).rounded(.up)) + 1 : 0
    }

    private func rasterize(_ font: TTFFont, _ scalar: UInt32, blur: Int) -> Glyph? {
        glyphsRasterized += 1
        let blank = Glyph(page: -1, x: 0, y: 0, width: 0, height: 0, offsetX: 0, offsetY: 0)
        if scalar < 0x20 || scalar == 0x20 || scalar == 0xA0 { return blank }
        var minx: Int32 = 0, maxx: Int32 = 0, miny: Int32 = 0, maxy: Int32 = 0, adv: Int32 = 0
        _ = TTF_GlyphMetrics32(font.handle, scalar, &minx, &maxx, &miny, &maxy, &adv)
        guard let surface = TTF_RenderGlyph32_Blended(font.handle, scalar, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else {
            return blank
        }
        defer { SDL_FreeSurface(surface) }
        guard let argb = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return blank }
        defer { SDL_FreeSurface(argb) }
        let sw = Int(argb.pointee.w), sh = Int(argb.pointee.h), pitch = Int(argb.pointee.pitch)
        guard sw > 0, sh > 0, let pixels = argb.pointee.pixels else { return blank }
        // Crop to the pixels that have coverage.
        var x0 = sw, y0 = sh, x1 = -1, y1 = -1
        for y in 0..<sh {
            let row = (pixels + y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<sw where row[x] >> 24 != 0 {
                x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
            }
        }
        guard x1 >= x0, y1 >= y0 else { return blank }
        // The cropped coverage; a glyph larger than a page is box-filtered down to a quarter page
        // and drawn scaled up.
        let cw = x1 - x0 + 1, ch = y1 - y0 + 1
        var cropped = [Float](repeating: 0, count: cw * ch)
        for y in y0...y1 {
            let row = (pixels + y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in x0...x1 { cropped[(y - y0) * cw + x - x0] = Float(row[x] >> 24) }
        }
        var gw = cw, gh = ch, scale: Float = 1
        let pad1 = Self.padding(blur: blur, scale: 1)
        if max(cw, ch) > pageSize - 2 - 2 * pad1 {
            guard shrunkGlyphs < Self.maxShrunkGlyphs else {
                glyphsTooLarge += 1
                return blank
            }
            shrunkGlyphs += 1
            let side = Double(max(1, shrunkSide - 2 * pad1)), largest = Double(max(cw, ch))
            gw = max(1, Int((Double(cw) * side / largest).rounded()))
            gh = max(1, Int((Double(ch) * side / largest).rounded()))
            cropped = Self.boxFiltered(cropped, width: cw, height: ch, to: gw, gh)
            scale = Float(cw) / Float(gw)
        }
        // Padded for the blur's spread and blurred when this is a shadow glyph.
        let sigma = Float(blur) / 2 / scale
        let pad = Self.padding(blur: blur, scale: scale)
        let w = gw + 2 * pad, h = gh + 2 * pad
        var coverage = [Float](repeating: 0, count: w * h)
        for y in 0..<gh {
            for x in 0..<gw { coverage[(y + pad) * w + x + pad] = cropped[y * gw + x] }
        }
        if blur > 0 { ShadowBlur.blur(&coverage, width: w, height: h, sigma: sigma) }
        guard w + 2 <= pageSize, h + 2 <= pageSize, let (page, px, py) = allocate(w + 2, h + 2) else { return blank }
        // Upload with a transparent one-pixel border, white RGB and the glyph's coverage as alpha.
        let uw = w + 2, uh = h + 2
        upload.removeAll(keepingCapacity: true)
        upload.append(contentsOf: repeatElement(0, count: uw * uh))
        for y in 0..<h {
            for x in 0..<w {
                let a = UInt32(max(0, min(255, coverage[y * w + x] + 0.5)))
                upload[(y + 1) * uw + x + 1] = a << 24 | 0x00FF_FFFF
            }
        }
        var rect = SDL_Rect(x: Int32(px), y: Int32(py), w: Int32(uw), h: Int32(uh))
        upload.withUnsafeBytes { _ = SDL_UpdateTexture(pages[page], &rect, $0.baseAddress, Int32(uw * 4)) }
        // SDL_ttf puts the pen origin at x = max(0, -minx) and the baseline at y = ascent.
        let originX = max(0, -Int(minx))
        let drawnPad = Int((Float(pad) * scale).rounded())
        return Glyph(
            page: Int32(page), x: Int32(px + 1), y: Int32(py + 1), width: Int32(w), height: Int32(h),
            offsetX: Int32(x0 - drawnPad - originX), offsetY: Int32(y0 - drawnPad - font.ascent), scale: scale)
    }

    /// `source` (`width × height` coverage) averaged down to `outWidth × outHeight` (each output
    /// pixel the area-weighted mean of the source pixels it covers).
    static func boxFiltered(_ source: [Float], width: Int, height: Int, to outWidth: Int, _ outHeight: Int) -> [Float] {
        var result = [Float](repeating: 0, count: outWidth * outHeight)
        let sx = Double(width) / Double(outWidth), sy = Double(height) / Double(outHeight)
        for oy in 0..<outHeight {
            let fy0 = Double(oy) * sy, fy1 = fy0 + sy
            for ox in 0..<outWidth {
                let fx0 = Double(ox) * sx, fx1 = fx0 + sx
                var sum = 0.0, area = 0.0
                var y = Int(fy0)
                while Double(y) < fy1 && y < height {
                    let wy = min(fy1, Double(y + 1)) - max(fy0, Double(y))
                    var x = Int(fx0)
                    while Double(x) < fx1 && x < width {
                        let k = (min(fx1, Double(x + 1)) - max(fx0, Double(x))) * wy
                        sum += Double(source[y * width + x]) * k
                        area += k
                        x += 1
                    }
                    y += 1
                }
                if area > 0 { result[oy * outWidth + ox] = Float(sum / area) }
            }
        }
        return result
    }

    /// Finds room for a `w × h` block: an existing shelf of similar height, a new shelf, a new
    /// page, or — when all pages are full — an emptied atlas.
    private func allocate(_ w: Int, _ h: Int) -> (Int, Int, Int)? {
        for p in shelves.indices {
            for s in shelves[p].indices {
                let shelf = shelves[p][s]
                if h <= shelf.height && h * 4 >= shelf.height * 3 && shelf.x + w <= pageSize {
                    shelves[p][s].x += w
                    return (p, shelf.x, shelf.y)
                }
            }
            let top = shelves[p].last.map { $0.y + $0.height } ?? 0
            if top + h <= pageSize {
                shelves[p].append(Shelf(y: top, height: h, x: w))
                return (p, 0, top)
            }
        }
        if pages.count < maxPages, let page = makePage() {
            pages.append(page)
            shelves.append([Shelf(y: 0, height: h, x: w)])
            return (pages.count - 1, 0, 0)
        }
        guard !pages.isEmpty else { return nil }
        // Full: start over, reusing the pages.
        willReset?()
        resets += 1
        shrunkGlyphs = 0
        glyphs.removeAll(keepingCapacity: true)
        shelves = pages.map { _ in [] }
        shelves[0].append(Shelf(y: 0, height: h, x: w))
        return (0, 0, 0)
    }

    private func makePage() -> OpaquePointer? {
        guard
            let t = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                Int32(pageSize), Int32(pageSize))
        else { return nil }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        texturesCreated += 1
        return t
    }
}
