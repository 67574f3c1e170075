import Foundation
import Tessera
import TesseraCHarfBuzz
import TesseraCSDL2
import TesseraCSDL2TTF

/// Opens each font file once per pixel size and resolves `ResolvedFont`s to those fonts,
/// falling back to DejaVu Sans (with one logged error) when a file is missing or unreadable.
/// Shared by the text measurer and the glyph atlas, so layout and drawing use the same faces.
final class FontLibrary {
    let catalog: AssetCatalog
    private struct Request: Hashable { var font: ResolvedFont; var scale: CGFloat }
    private struct FileSize: Hashable { var path: String; var pixelSize: Int; var style: Int32 }
    private var byRequest: [Request: TTFFont?] = [:]
    private var byFile: [FileSize: TTFFont] = [:]
    private var unreadable: Set<String> = []
    private var nextID = 1
    private let ownsTTF: Bool

    init(catalog: AssetCatalog) {
        self.catalog = catalog
        // TTF_Init is reference counted; balanced by TTF_Quit in deinit after the fonts close.
        ownsTTF = TTF_Init() == 0
        if !ownsTTF {
            catalog.report(
                .fontCorrupt(path: "(SDL2_ttf)", reason: "TTF_Init failed: " + (SDL_GetError().map { String(cString: $0) } ?? "")))
        }
    }

    deinit {
        byRequest.removeAll()
        byFile.removeAll()
        chains.removeAll()
        faces.removeAll()
        if let freeType { FT_Done_FreeType(freeType) }
        if ownsTTF { TTF_Quit() }
    }

    private var freeType: FT_Library?
    private var freeTypeFailed = false
    private struct FaceKey: Hashable { var path: String; var pixelSize: Int }
    private var faces: [FaceKey: ShapingFace?] = [:]
    private struct Chain { var fallbacks: [String]; var faces: [ShapingFace] }
    private var chains: [Request: Chain] = [:]

    /// The fallback chain for `font` at `scale`: the font's own file, DejaVu Sans (when the font
    /// is another), then the catalog's `fallbackFonts`, each opened with FreeType at the same
    /// pixel size. Empty when FreeType is unavailable or the font cannot be opened.
    func chain(for font: ResolvedFont, scale: CGFloat) -> [ShapingFace] {
        let request = Request(font: font, scale: scale)
        let fallbacks = catalog.fallbackFonts
        if let hit = chains[request], hit.fallbacks == fallbacks { return hit.faces }
        var result: [ShapingFace] = []
        if let primary = self.font(for: font, scale: scale), let library = freeTypeLibrary() {
            var paths = [primary.path]
            let system = catalog.systemFontFile(bold: font.weight >= .semibold)
            if system != primary.path { paths.append(system) }
            for p in catalog.fallbackFontPaths() where !paths.contains(p) { paths.append(p) }
            for path in paths {
                let key = FaceKey(path: path, pixelSize: primary.pixelSize)
                let face: ShapingFace?
                if let hit = faces[key] {
                    face = hit
                } else {
                    face = ShapingFace(library: library, path: path, pixelSize: primary.pixelSize, id: nextID)
                    nextID += 1
                    if face == nil { catalog.reportOnce("FreeType cannot open the font \(path); it is left out of the fallback chain") }
                    faces[key] = face
                }
                if let face { result.append(face) }
            }
            // The chain must start with the font itself: face 0 is what the text asked for.
            if result.first?.path != primary.path { result = [] }
        }
        chains[request] = Chain(fallbacks: fallbacks, faces: result)
        return result
    }

    private func freeTypeLibrary() -> FT_Library? {
        if let freeType { return freeType }
        guard !freeTypeFailed else { return nil }
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            freeTypeFailed = true
            catalog.reportOnce("FreeType failed to start; text needing shaping or fallback fonts is measured per character")
            return nil
        }
        freeType = library
        return library
    }

    /// The font for `font` rasterised at `font.size × scale` pixels, or `nil` when no font at all
    /// can be opened (then text is measured approximately and not drawn).
    func font(for font: ResolvedFont, scale: CGFloat) -> TTFFont? {
        let request = Request(font: font, scale: scale)
        if let hit = byRequest[request] { return hit }
        let resolved = open(font, scale: scale)
        byRequest[request] = resolved
        return resolved
    }

    /// Pixel size for a point size at a scale: whole pixels, at least 1, at most 2048.
    static func pixelSize(_ size: CGFloat, scale: CGFloat) -> Int {
        let s = (scale.isFinite && scale > 0 ? scale : 1) * (size.isFinite && size > 0 ? size : 1)
        return Int(checked: min(2048, max(1, s.rounded())))
    }

    /// Whether the font draws ink for at least one of "H", "x", "0" (a damaged character map or
    /// glyph table provides or draws none of them). Run once per opened file and size.
    static func drawsGlyphs(_ handle: OpaquePointer) -> Bool {
        let probes: [UInt32] = [0x48, 0x78, 0x30]
        return probes.filter { TTF_GlyphIsProvided32(handle, $0) != 0 }.contains { scalar in
            guard let surface = TTF_RenderGlyph32_Blended(handle, scalar, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else { return false }
            defer { SDL_FreeSurface(surface) }
            guard let argb = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return false }
            defer { SDL_FreeSurface(argb) }
            let w = Int(argb.pointee.w), h = Int(argb.pointee.h), pitch = Int(argb.pointee.pitch)
            guard let base = argb.pointee.pixels else { return false }
            for y in 0..<h {
                let row = base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
                for x in 0..<w where row[x] >> 24 != 0 { return true }
            }
            return false
        }
    }

    private func open(_ font: ResolvedFont, scale: CGFloat) -> TTFFont? {
        guard ownsTTF else { return nil }
        let bold = font.weight >= .semibold
        let px = Self.pixelSize(font.size, scale: scale)
        // Each candidate file with the styles its face already has; SDL2_ttf synthesises the rest.
        var candidates: [AssetCatalog.SystemFace] = []
        if font.name != nil {
            do {
                candidates.append(.init(path: try catalog.fontFile(for: font), isBold: false, isItalic: false))
            } catch {
                catalog.report(error)
            }
        } else {
            candidates += catalog.systemFaces(bold: bold, italic: font.isItalic, monospaced: font.design == .monospaced)
        }
        candidates += catalog.fallbackFontFiles(bold: bold).map { .init(path: $0, isBold: $0.hasSuffix("-Bold.ttf"), isItalic: false) }
        for candidate in candidates where !unreadable.contains(candidate.path) {
            let path = candidate.path
            var style: Int32 = 0
            if bold && !candidate.isBold { style |= Int32(TTF_STYLE_BOLD) }
            if font.isItalic && !candidate.isItalic { style |= Int32(TTF_STYLE_ITALIC) }
            let key = FileSize(path: path, pixelSize: px, style: style)
            if let f = byFile[key] { return f }
            SDL_ClearError()
            guard let handle = TTF_OpenFont(path, Int32(px)) else {
                let reason = SDL_GetError().map { String(cString: $0) } ?? "unknown error"
                unreadable.insert(path)
                catalog.report(.fontCorrupt(path: path, reason: reason.isEmpty ? "unreadable font file" : reason))
                continue
            }
            guard Self.drawsGlyphs(handle) else {
                // SDL2_ttf opens a font whose glyph data is damaged and then draws nothing.
                TTF_CloseFont(handle)
                unreadable.insert(path)
                catalog.report(.fontCorrupt(path: path, reason: "its glyphs draw no pixels (damaged glyph data)"))
                continue
            }
            if style != 0 { TTF_SetFontStyle(handle, style) }
            let f = TTFFont(id: nextID, handle: handle, path: path, pixelSize: px)
            nextID += 1
            byFile[key] = f
            return f
        }
        return nil
    }
}
