/// Why an asset could not be loaded. Thrown by `AssetCatalog`'s throwing API; the non-throwing
/// paths log the same text once and draw a placeholder (images) or DejaVu Sans (fonts).
public enum AssetError: Error, CustomStringConvertible, Sendable, Equatable {
    /// No file for the image name; `searched` lists the paths tried.
    case imageNotFound(name: String, searched: [String])
    /// The file exists but SDL_image cannot decode it (truncated, not a PNG, …).
    case imageCorrupt(name: String, path: String, reason: String)
    /// The image is larger than `RenderLimits.maximumImagePixels`; it is not decoded.
    case imageTooLarge(name: String, path: String, width: Int, height: Int, budget: Int)
    /// No font file for the name; `searched` lists the paths tried.
    case fontNotFound(name: String, searched: [String])
    /// The font file exists but SDL_ttf cannot open it (zero bytes, not a font, …).
    case fontCorrupt(path: String, reason: String)
    /// The font name would leave `Assets/Fonts` (`..`, an absolute path, `~`); it is not opened.
    case fontNameOutsideFolder(name: String)
    /// An asset catalog's `.imageset` or `.colorset` has a `Contents.json` that cannot be used.
    case catalogEntryMalformed(name: String, path: String, reason: String)
    /// No `.colorset` for a `Color(_:bundle:)` name; `catalogs` lists the catalogs searched.
    case colorNotFound(name: String, catalogs: [String])

    public var description: String {
        switch self {
        case .imageNotFound(let name, let searched):
            "image '\(name)' not found (looked for \(searched.joined(separator: ", ")))"
        case .imageCorrupt(let name, let path, let reason):
            "image '\(name)' could not be decoded from \(path): \(reason)"
        case .imageTooLarge(let name, let path, let width, let height, let budget):
            "image '\(name)' at \(path) is \(width)×\(height) pixels, over RenderLimits.maximumImagePixels = \(budget); drawing a placeholder"
        case .fontNotFound(let name, let searched):
            "font '\(name)' not found (looked for \(searched.joined(separator: ", ")))"
        case .fontCorrupt(let path, let reason):
            "font file \(path) could not be opened: \(reason)"
        case .fontNameOutsideFolder(let name):
            "font name '\(name)' leaves the fonts folder (.., an absolute path or ~); using the system font"
        case .catalogEntryMalformed(let name, let path, let reason):
            "asset catalog entry '\(name)' is malformed (\(path)): \(reason); drawing a placeholder"
        case .colorNotFound(let name, let catalogs):
            "color '\(name)' not found (no \(name).colorset in \(catalogs.isEmpty ? "any asset catalog: none found" : catalogs.joined(separator: ", "))); drawing magenta"
        }
    }
}
