import Foundation

/// The folders an `AssetCatalog` looks in for `Images/` and `Fonts/`, in order, and where the
/// DejaVu Sans font that ships with Tessera is found.
///
/// Without an explicit folder a game's assets are found the way a game developer expects, from
/// wherever the game is run:
/// 1. the folder named by the `TESSERA_ASSETS` environment variable, when it is set;
/// 2. `Assets` in the working directory (`swift run` from the game's package root);
/// 3. `Assets` next to the executable (a shipped game: copy the folder beside the binary).
///
/// Passing `assetsDirectory:` to a host (or `AssetCatalog(root:)`) searches only that folder.
/// A missing image's error lists every file looked for, in this order.
public struct AssetSearchPath: Sendable, Equatable, CustomStringConvertible {
    /// The asset folders, searched first to last; each may hold `Images/` and `Fonts/`.
    public var folders: [URL]

    /// Searches `folders` in order.
    public init(_ folders: [URL]) {
        self.folders = folders
    }

    /// The default search: `TESSERA_ASSETS`, then `./Assets`, then `Assets` beside the executable
    /// (duplicates removed, so running from the executable's folder lists it once).
    public static var `default`: AssetSearchPath {
        defaultSearch(
            environment: ProcessInfo.processInfo.environment,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
            executableDirectory: Bundle.main.executableURL?.deletingLastPathComponent())
    }

    /// The default search for given process facts (what `default` uses; separate for tests).
    public static func defaultSearch(
        environment: [String: String], currentDirectory: URL,
        executableDirectory: URL?
    ) -> AssetSearchPath {
        var folders: [URL] = []
        if let named = environment["TESSERA_ASSETS"], !named.isEmpty {
            folders.append(URL(fileURLWithPath: named, isDirectory: true, relativeTo: currentDirectory))
        }
        folders.append(currentDirectory.appendingPathComponent("Assets", isDirectory: true))
        if let executableDirectory {
            folders.append(executableDirectory.appendingPathComponent("Assets", isDirectory: true))
        }
        var seen: Set<String> = []
        return AssetSearchPath(folders.filter { seen.insert($0.standardizedFileURL.path).inserted })
    }

    /// The folder a path names, as a user types it: `~` expanded, a relative path taken from the
    /// working directory (`"Assets"` is `./Assets`, as `swift run` from the package sees it).
    public static func folder(atPath path: String) -> URL {
        URL(fileURLWithPath: NSString(string: path).expandingTildeInPath, isDirectory: true).standardizedFileURL
    }

    /// The `Images` folder of every search folder, in order.
    var imageFolders: [URL] { folders.map { $0.appendingPathComponent("Images", isDirectory: true) } }

    /// The `Fonts` folder of every search folder, in order.
    var fontFolders: [URL] { folders.map { $0.appendingPathComponent("Fonts", isDirectory: true) } }

    public var description: String { folders.map(\.path).joined(separator: ", ") }

    // MARK: The bundled font

    /// Name of the resource folder SwiftPM copies beside a product that links `TesseraSDL`: ship
    /// it next to the game's binary (it holds DejaVu Sans).
    public static let resourceBundleName = "Tessera_TesseraSDL.resources"

    /// Folders that may hold the DejaVu Sans files shipped with Tessera, best first: the SwiftPM
    /// resource bundle beside the executable (how a built or shipped game finds it), the bundle
    /// in the build folder, the source tree's copy, and Debian's `fonts-dejavu-core`.
    ///
    /// `Bundle.module` itself is not used: its accessor stops the process when the bundle was not
    /// shipped with the binary, and a missing font must cost a logged error, not the game.
    static let bundledFontFolders: [URL] = {
        var folders: [URL] = []
        for base in [Bundle.main.bundleURL, Bundle.main.executableURL?.deletingLastPathComponent()].compactMap({ $0 }) {
            folders.append(base.appendingPathComponent(resourceBundleName).appendingPathComponent("Fonts"))
        }
        // The target's source folder, wherever this file sits inside it.
        var source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while source.pathComponents.count > 1, source.lastPathComponent != "TesseraSDL" {
            source.deleteLastPathComponent()
        }
        folders.append(source.appendingPathComponent("Resources/Fonts", isDirectory: true))
        folders.append(URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu", isDirectory: true))
        var seen: Set<String> = []
        return folders.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }()

    /// The bundled DejaVu Sans file (regular or bold) that exists, or `nil` when none does.
    static func bundledFontFile(bold: Bool) -> String? {
        let file = bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"
        return bundledFontFolders.map { $0.appendingPathComponent(file).path }
            .first { FileManager.default.fileExists(atPath: $0) }
    }
}
