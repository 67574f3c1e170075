import Foundation
import Logging
import Tessera
import TesseraCSDL2
import TesseraCSDL2Image

/// Images and fonts of a game, rooted at a folder: `Images/name.png` (and `name@2x.png` for
/// display scale 2 and up) and `Fonts/*.ttf`, and Xcode asset catalogs (`*.xcassets`) in the
/// folder: `.imageset`s for `Image(_:)` and `.colorset`s for `Color(_:bundle:)`.
///
/// Layout asks `imageInfo(named:displayScale:)`, which never fails: a missing or corrupt file
/// gives a placeholder (drawn as a magenta/black checker) and one logged error naming the file —
/// once, not once per frame. Callers who want to handle the failure use `try image(named:)`.
public final class AssetCatalog: ImageProviding {
    /// The folders searched for `Images/` and `Fonts/`, first to last.
    public let searchPath: AssetSearchPath
    /// The first search folder (where a game's own assets are expected).
    public var root: URL { searchPath.folders[0] }
    /// Every problem logged so far (each once), in order; handy for a debug overlay and tests.
    public private(set) var problems: [String] = []
    let logger: Logger
    /// The Xcode asset catalogs in the search folders.
    let xcassets: XCAssets

    /// An image lookup result: the file variant chosen and its size.
    struct ImageRecord {
        var info: ImageInfo
        var path: String?
        var error: AssetError?
    }

    private var records: [String: ImageRecord] = [:]  // key: "name|scaleClass"
    private var surfaces: [String: UnsafeMutablePointer<SDL_Surface>] = [:]
    private var reported: Set<String> = []

    /// - Parameters:
    ///   - root: the only asset folder to search; `nil` searches `AssetSearchPath.default`
    ///     (`TESSERA_ASSETS`, then `./Assets`, then `Assets` beside the executable).
    ///   - logger: where asset errors are logged.
    public convenience init(root: URL? = nil, logger: Logger = Logger(label: "Tessera.AssetCatalog")) {
        self.init(searchPath: root.map { AssetSearchPath([$0]) } ?? .default, logger: logger)
    }

    /// - Parameters:
    ///   - searchPath: the asset folders, searched in order (at least one).
    ///   - logger: where asset errors are logged.
    public init(searchPath: AssetSearchPath, logger: Logger = Logger(label: "Tessera.AssetCatalog")) {
        self.searchPath = searchPath.folders.isEmpty ? .default : searchPath
        self.logger = logger
        self.xcassets = XCAssets(searchFolders: self.searchPath.folders)
        Self.installNamedColors(xcassets, logger: logger)
        // IMG_Init is reference counted; PNG support is all the catalog needs up front.
        _ = IMG_Init(Int32(IMG_INIT_PNG.rawValue))
    }

    deinit {
        for s in surfaces.values { SDL_FreeSurface(s) }
    }

    // MARK: Images

    /// `ImageProviding`: the best variant for `displayScale`, or a placeholder (logged once).
    public func imageInfo(named name: String, displayScale: CGFloat) -> ImageInfo {
        let record = lookUp(name, displayScale: displayScale)
        if let error = record.error { report(error) }
        return record.info
    }

    /// The best variant of an image for `displayScale`; throws when it is missing or corrupt.
    public func image(named name: String, displayScale: CGFloat = 1) throws(AssetError) -> ImageInfo {
        let record = lookUp(name, displayScale: displayScale)
        if let error = record.error { throw error }
        return record.info
    }

    /// The decoded surface for a drawable `ImageInfo`, or `nil` (placeholder). The catalog keeps
    /// the surface it decoded for layout until `releaseSurface` so a file is decoded once.
    func surface(for info: ImageInfo) -> (path: String, surface: UnsafeMutablePointer<SDL_Surface>)? {
        guard !info.isPlaceholder, let path = path(for: info) else { return nil }
        if let s = surfaces[path] { return (path, s) }
        guard let s = IMG_Load(path) else { return nil }
        surfaces[path] = s
        return (path, s)
    }

    /// Frees the decoded copy once the renderer has made a texture from it.
    func releaseSurface(path: String) {
        if let s = surfaces.removeValue(forKey: path) { SDL_FreeSurface(s) }
    }

    /// The file a drawable image comes from (the variant matching `info.scale`, from the first
    /// search folder that has it), or `nil` for a placeholder.
    public func path(for info: ImageInfo) -> String? {
        if let file = ImageInfo.filePath(ofName: info.name) { return info.isPlaceholder ? nil : file }
        let key = recordKey(info.name, scaleClass: info.scale >= 2 ? 2 : 1)
        if let r = records[key], r.info.scale == info.scale { return r.path }
        // Layout may have asked at another scale; look the variant up directly.
        let file = fileName(info.name, scale: info.scale >= 2 ? 2 : 1)
        let folderFile = searchPath.imageFolders.map { $0.appendingPathComponent(file).path }
            .first { FileManager.default.fileExists(atPath: $0) }
        if let folderFile { return folderFile }
        guard case .success(let variants) = xcassets.imageVariants(info.name) else { return nil }
        return variants.first { CGFloat($0.scale) == info.scale }?.path
    }

    private func recordKey(_ name: String, scaleClass: Int) -> String { "\(name)|\(scaleClass)" }

    private func fileName(_ name: String, scale: Int) -> String {
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        return scale == 2 ? "\(base)@2x.png" : "\(base).png"
    }

    private func lookUp(_ name: String, displayScale: CGFloat) -> ImageRecord {
        let scaleClass = displayScale >= 2 ? 2 : 1
        let key = recordKey(name, scaleClass: scaleClass)
        if let r = records[key] { return r }
        let record = load(name, scaleClass: scaleClass, displayScale: displayScale)
        records[key] = record
        return record
    }

    private func load(_ name: String, scaleClass: Int, displayScale: CGFloat) -> ImageRecord {
        let safeScale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
        let placeholder = ImageInfo.placeholder(named: name, scale: safeScale)
        // Folder by folder, the preferred variant first, then the other one.
        let order = scaleClass == 2 ? [2, 1] : [1, 2]
        let candidates = searchPath.imageFolders.flatMap { folder in
            order.map { (scale: $0, path: folder.appendingPathComponent(fileName(name, scale: $0)).path) }
        }
        // `AsyncImage`'s file URLs name a file outright, wherever it is.
        let file = ImageInfo.filePath(ofName: name)
        // Errors name a file image by its path (its name starts with a marker character).
        let shown = file ?? name
        var found =
            file.map { (scale: 1, path: $0) }
            ?? (Self.staysInFolder(name) ? candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) : nil)
        var searched = file.map { [$0] } ?? candidates.map(\.path)
        if file != nil, !FileManager.default.fileExists(atPath: file!) { found = nil }
        // Not in an Images folder: an asset catalog's image set of that name.
        if found == nil, let catalogEntry = xcassets.imageVariants(name) {
            switch catalogEntry {
            case .failure(let error):
                return ImageRecord(info: placeholder, path: nil, error: error)
            case .success(let variants):
                searched += variants.map(\.path)
                if let best = XCAssets.best(variants.filter { FileManager.default.fileExists(atPath: $0.path) }, displayScale: safeScale) {
                    found = (best.scale, best.path)
                }
            }
        }
        guard let found else {
            return ImageRecord(info: placeholder, path: nil, error: .imageNotFound(name: shown, searched: searched))
        }
        // The decode budget is checked from the PNG header before decoding, and again after.
        let budget = RenderLimits.current.maximumImagePixels
        if let (w, h) = Self.pngSize(atPath: found.path), w * h > budget {
            return ImageRecord(
                info: placeholder, path: found.path,
                error: .imageTooLarge(name: shown, path: found.path, width: w, height: h, budget: budget))
        }
        SDL_ClearError()
        guard let surface = IMG_Load(found.path) else {
            let reason = SDL_GetError().map { String(cString: $0) } ?? "unknown error"
            return ImageRecord(info: placeholder, path: found.path, error: .imageCorrupt(name: shown, path: found.path, reason: reason))
        }
        let (w, h) = (Int(surface.pointee.w), Int(surface.pointee.h))
        guard w * h <= budget else {
            SDL_FreeSurface(surface)
            return ImageRecord(
                info: placeholder, path: found.path,
                error: .imageTooLarge(name: shown, path: found.path, width: w, height: h, budget: budget))
        }
        if let old = surfaces[found.path] { SDL_FreeSurface(old) }
        surfaces[found.path] = surface
        let info = ImageInfo(
            name: name, pixelSize: CGSize(width: Int(surface.pointee.w), height: Int(surface.pointee.h)), scale: CGFloat(found.scale))
        return ImageRecord(info: info, path: found.path, error: nil)
    }

    // MARK: Colours

    /// Makes `Color(_:bundle:)` look colours up in `xcassets`; a missing or malformed colour
    /// is logged once (the core keeps what the lookup answered) and drawn magenta.
    static func installNamedColors(_ xcassets: XCAssets, logger: Logger) {
        _NamedColors.install { name, bundlePath in
            switch xcassets.color(name, bundlePath: bundlePath) {
            case .success(let value):
                return value
            case .failure(let error):
                xcassets.record(error.description)
                logger.error("\(error.description)")
            case nil:
                let error = AssetError.colorNotFound(name: name, catalogs: xcassets.catalogPaths)
                xcassets.record(error.description)
                logger.error("\(error.description)")
            }
            return nil
        }
    }

    /// Colours that could not be found or read, each once, in order.
    public var colorProblems: [String] { xcassets.problems }

    // MARK: Fonts

    /// The file for a named font: `Fonts/name.ttf` (or `.otf`) in the first search folder that
    /// has it, or for the system font DejaVu Sans (Bold). Throws when a named font has no file.
    public func fontFile(for font: ResolvedFont) throws(AssetError) -> String {
        let bold = font.weight >= .semibold
        guard let name = font.name else { return systemFontFile(bold: bold) }
        guard Self.staysInFolder(name) else { throw .fontNameOutsideFolder(name: name) }
        var searched: [String] = []
        for folder in searchPath.fontFolders {
            for ext in ["ttf", "otf", "TTF", "OTF"] {
                let p = folder.appendingPathComponent(name.hasSuffix(".\(ext)") ? name : "\(name).\(ext)").path
                searched.append(p)
                if FileManager.default.fileExists(atPath: p) { return p }
            }
        }
        throw .fontNotFound(name: name, searched: searched)
    }

    /// Width and height from a PNG file's IHDR chunk (the first 24 bytes), or `nil` if the file
    /// is not a PNG; read without decoding, so an enormous image is refused before it costs memory.
    static func pngSize(atPath path: String) -> (Int, Int)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 24), head.count == 24,
            head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        else { return nil }
        func word(_ at: Int) -> Int { head[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    /// Whether an asset name names a file inside its folder: no `..` component, not absolute,
    /// no home-directory `~`, no NUL (docs/Robustness.md, "Assets").
    static func staysInFolder(_ name: String) -> Bool {
        guard !name.isEmpty, !name.hasPrefix("/"), !name.hasPrefix("~"), !name.contains("\u{0}"), !name.contains("\\") else { return false }
        return !name.split(separator: "/", omittingEmptySubsequences: false).contains("..")
    }

    /// The DejaVu Sans file for the system font: a game's own copy in a search folder's `Fonts/`,
    /// else the copy shipped with Tessera (`AssetSearchPath.bundledFontFolders`).
    public func systemFontFile(bold: Bool) -> String {
        fallbackFontFiles(bold: bold).first
            ?? AssetSearchPath.bundledFontFolders[0].appendingPathComponent(Self.dejaVuFile(bold: bold)).path
    }

    /// A face of the system font (DejaVu Sans, or DejaVu Sans Mono for the monospaced design).
    struct SystemFace {
        var path: String
        var isBold: Bool
        var isItalic: Bool
    }

    /// The system font's faces that exist, best first for the request: the exact face, then
    /// faces lacking italic or bold (the font library synthesises what a face lacks), then the
    /// proportional family when no monospaced face is found. Looked up in this catalog's
    /// search folders' `Fonts/`, then the copies shipped with Tessera (`AssetSearchPath.bundledFontFolders`).
    func systemFaces(bold: Bool, italic: Bool, monospaced: Bool) -> [SystemFace] {
        let folders = (searchPath.fontFolders + AssetSearchPath.bundledFontFolders).map(\.path)
        var faces: [SystemFace] = []
        for family in monospaced ? ["DejaVuSansMono", "DejaVuSans"] : ["DejaVuSans"] {
            var styles = [(bold, italic), (bold, false), (false, italic), (false, false)]
            styles = styles.enumerated().filter { i, s in !styles[..<i].contains { $0 == s } }.map(\.element)
            for (b, i) in styles {
                let file = family + (b && i ? "-BoldOblique" : b ? "-Bold" : i ? "-Oblique" : "") + ".ttf"
                if let folder = folders.first(where: { FileManager.default.fileExists(atPath: "\($0)/\(file)") }) {
                    faces.append(SystemFace(path: "\(folder)/\(file)", isBold: b, isItalic: i))
                }
            }
        }
        return faces
    }

    /// Fallback font files when a font cannot be opened, in order: DejaVu (Bold) from the search
    /// folders, then the bundled copies, then regular DejaVu when the bold file is unreadable.
    func fallbackFontFiles(bold: Bool) -> [String] {
        let weights = bold ? [true, false] : [false]
        return weights.flatMap { bold in
            (searchPath.fontFolders + AssetSearchPath.bundledFontFolders)
                .map { $0.appendingPathComponent(Self.dejaVuFile(bold: bold)).path }
                .filter { FileManager.default.fileExists(atPath: $0) }
        }
    }

    private static func dejaVuFile(bold: Bool) -> String { bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf" }

    /// The default `fallbackFonts`, from Debian's packages: CJK (fonts-droid-fallback's Droid
    /// Sans Fallback, 4 MB), Devanagari (fonts-lohit-deva, 155 KB), Thai (fonts-tlwg-loma-ttf,
    /// 86 KB) and colour emoji (fonts-noto-color-emoji, 11 MB).
    public static let defaultFallbackFonts = [
        "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
        "/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf",
        "/usr/share/fonts/truetype/tlwg/Loma.ttf",
        "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
    ]

    /// The fonts that draw characters the requested font lacks, tried in order after it and
    /// DejaVu Sans: absolute paths, or names of files in a search folder's `Fonts/`. A character
    /// no font has draws as the requested font's missing-glyph box, logged once. Files that do
    /// not exist are skipped, logged once. Set it before the first frame.
    public var fallbackFonts: [String] = AssetCatalog.defaultFallbackFonts

    /// The existing files of `fallbackFonts`; missing ones are logged once.
    func fallbackFontPaths() -> [String] {
        fallbackFonts.compactMap { name in
            if name.hasPrefix("/") {
                if FileManager.default.fileExists(atPath: name) { return name }
                reportOnce("Fallback font \(name) not found; characters only it has draw as boxes")
                return nil
            }
            if Self.staysInFolder(name) {
                for folder in searchPath.fontFolders {
                    let p = folder.appendingPathComponent(name).path
                    if FileManager.default.fileExists(atPath: p) { return p }
                }
            }
            reportOnce("Fallback font \(name) not found in the fonts folders; characters only it has draw as boxes")
            return nil
        }
    }

    // MARK: Problems

    /// Logs an asset problem once per distinct message.
    func report(_ error: AssetError) {
        reportOnce(error.description)
    }

    /// Logs a problem (an asset, a budget) once per distinct message, as an error.
    func reportOnce(_ message: String) {
        guard reported.insert(message).inserted else { return }
        problems.append(message)
        logger.error("\(message)")
    }
}
