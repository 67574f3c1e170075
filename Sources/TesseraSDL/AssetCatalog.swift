import CSDL2
import CSDL2Image
import Foundation
import Logging
import Tessera

/// Images and fonts of a game, rooted at a folder: `Images/name.png` (and `name@2x.png` for
/// display scale 2 and up) and `Fonts/*.ttf`.
///
/// Layout asks `imageInfo(named:displayScale:)`, which never fails: a missing or corrupt file
/// gives a placeholder (drawn as a magenta/black checker) and one logged error naming the file —
/// once, not once per frame. Callers who want to handle the failure use `try image(named:)`.
public final class AssetCatalog: ImageProviding {
    /// The folder holding `Images/` and `Fonts/`.
    public let root: URL
    /// Every problem logged so far (each once), in order; handy for a debug overlay and tests.
    public private(set) var problems: [String] = []
    let logger: Logger

    /// An image lookup result: the file variant chosen and its size.
    struct ImageRecord {
        var info: ImageInfo
        var path: String?
        var error: AssetError?
    }

    private var records: [String: ImageRecord] = [:]   // key: "name|scaleClass"
    private var surfaces: [String: UnsafeMutablePointer<SDL_Surface>] = [:]
    private var reported: Set<String> = []

    /// - Parameters:
    ///   - root: the asset folder; `nil` uses `AssetCatalog.defaultRoot`.
    ///   - logger: where asset errors are logged.
    public init(root: URL? = nil, logger: Logger = Logger(label: "Tessera.AssetCatalog")) {
        self.root = root ?? Self.defaultRoot
        self.logger = logger
        // IMG_Init is reference counted; PNG support is all the catalog needs up front.
        _ = IMG_Init(Int32(IMG_INIT_PNG.rawValue))
    }

    deinit {
        for s in surfaces.values { SDL_FreeSurface(s) }
    }

    /// The package's own `Assets/` folder (found from this source file's location), unless the
    /// `TESSERA_ASSETS` environment variable names another; falls back to `./Assets`.
    public static var defaultRoot: URL {
        if let env = ProcessInfo.processInfo.environment["TESSERA_ASSETS"], !env.isEmpty {
            return URL(fileURLWithPath: env, isDirectory: true)
        }
        if FileManager.default.fileExists(atPath: packageAssets.path) { return packageAssets }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Assets", isDirectory: true)
    }

    /// `<package>/Assets`, derived from `#filePath` (Sources/TesseraSDL/AssetCatalog.swift).
    static let packageAssets: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets", isDirectory: true)

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

    /// The file of a drawable image (the variant matching `info.scale`).
    func path(for info: ImageInfo) -> String? {
        let key = recordKey(info.name, scaleClass: info.scale >= 2 ? 2 : 1)
        if let r = records[key], r.info.scale == info.scale { return r.path }
        // Layout may have asked at another scale; look the variant up directly.
        let candidate = imagesFolder.appendingPathComponent(fileName(info.name, scale: info.scale >= 2 ? 2 : 1)).path
        return FileManager.default.fileExists(atPath: candidate) ? candidate : nil
    }

    var imagesFolder: URL { root.appendingPathComponent("Images", isDirectory: true) }

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
        // Preferred variant first, then the other one.
        let order = scaleClass == 2 ? [2, 1] : [1, 2]
        let candidates = order.map { (scale: $0, path: imagesFolder.appendingPathComponent(fileName(name, scale: $0)).path) }
        guard Self.staysInFolder(name), let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            return ImageRecord(info: placeholder, path: nil, error: .imageNotFound(name: name, searched: candidates.map(\.path)))
        }
        // The decode budget is checked from the PNG header before decoding, and again after.
        let budget = RenderLimits.current.maximumImagePixels
        if let (w, h) = Self.pngSize(atPath: found.path), w * h > budget {
            return ImageRecord(info: placeholder, path: found.path, error: .imageTooLarge(name: name, path: found.path, width: w, height: h, budget: budget))
        }
        SDL_ClearError()
        guard let surface = IMG_Load(found.path) else {
            let reason = SDL_GetError().map { String(cString: $0) } ?? "unknown error"
            return ImageRecord(info: placeholder, path: found.path, error: .imageCorrupt(name: name, path: found.path, reason: reason))
        }
        let (w, h) = (Int(surface.pointee.w), Int(surface.pointee.h))
        guard w * h <= budget else {
            SDL_FreeSurface(surface)
            return ImageRecord(info: placeholder, path: found.path, error: .imageTooLarge(name: name, path: found.path, width: w, height: h, budget: budget))
        }
        if let old = surfaces[found.path] { SDL_FreeSurface(old) }
        surfaces[found.path] = surface
        let info = ImageInfo(name: name, pixelSize: CGSize(width: Int(surface.pointee.w), height: Int(surface.pointee.h)), scale: CGFloat(found.scale))
        return ImageRecord(info: info, path: found.path, error: nil)
    }

    // MARK: Fonts

    var fontsFolder: URL { root.appendingPathComponent("Fonts", isDirectory: true) }

    /// Candidate files for a font, best first: the named file (or DejaVu Sans / Bold for the
    /// system font), then the bundled DejaVu as the fallback. Throws when a named font has no file.
    public func fontFile(for font: ResolvedFont) throws(AssetError) -> String {
        let bold = font.weight >= .semibold
        guard let name = font.name else { return systemFontFile(bold: bold) }
        guard Self.staysInFolder(name) else { throw .fontNameOutsideFolder(name: name) }
        var searched: [String] = []
        for ext in ["ttf", "otf", "TTF", "OTF"] {
            let p = fontsFolder.appendingPathComponent(name.hasSuffix(".\(ext)") ? name : "\(name).\(ext)").path
            searched.append(p)
            if FileManager.default.fileExists(atPath: p) { return p }
        }
        throw .fontNotFound(name: name, searched: searched)
    }

    /// Width and height from a PNG file's IHDR chunk (the first 24 bytes), or `nil` if the file
    /// is not a PNG; read without decoding, so an enormous image is refused before it costs memory.
    static func pngSize(atPath path: String) -> (Int, Int)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 24), head.count == 24,
              head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        func word(_ at: Int) -> Int { head[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    /// Whether an asset name names a file inside its folder: no `..` component, not absolute,
    /// no home-directory `~`, no NUL (docs/Robustness.md, "Assets").
    static func staysInFolder(_ name: String) -> Bool {
        guard !name.isEmpty, !name.hasPrefix("/"), !name.hasPrefix("~"), !name.contains("\u{0}"), !name.contains("\\") else { return false }
        return !name.split(separator: "/", omittingEmptySubsequences: false).contains("..")
    }

    /// The DejaVu Sans file for the system font: from this catalog's `Fonts/`, else the package's
    /// bundled copy, else Debian's `fonts-dejavu-core` location.
    public func systemFontFile(bold: Bool) -> String {
        let file = bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"
        let candidates = [fontsFolder.appendingPathComponent(file).path,
                          Self.packageAssets.appendingPathComponent("Fonts").appendingPathComponent(file).path,
                          "/usr/share/fonts/truetype/dejavu/\(file)"]
        return candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) ?? candidates[0]
    }

    /// Fallback font files when `path` cannot be opened, in order.
    func fallbackFontFiles(bold: Bool) -> [String] {
        let file = bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"
        return [fontsFolder.appendingPathComponent(file).path,
                Self.packageAssets.appendingPathComponent("Fonts").appendingPathComponent(file).path,
                "/usr/share/fonts/truetype/dejavu/\(file)",
                Self.packageAssets.appendingPathComponent("Fonts/DejaVuSans.ttf").path,
                "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"]
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
