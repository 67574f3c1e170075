import Foundation
import Tessera

/// Xcode asset catalogs (`Assets.xcassets` folders, copied from an Xcode project as they are):
/// the image sets and colour sets they hold, by name.
///
/// A search folder may be a catalog itself or hold catalogs (`Assets/Assets.xcassets`).
/// Inside, folders group sets; a folder whose `Contents.json` says `"provides-namespace": true`
/// prefixes its sets' names (`Cards/king`). Other sets (app icons, data, symbols) are ignored.
final class XCAssets: @unchecked Sendable {
    /// An image file of an image set and the scale it is drawn at.
    struct ImageVariant: Equatable {
        var path: String
        var scale: Int
    }

    private let folders: [URL]
    private let lock = NSLock()
    private var indexed = false
    private var imageSets: [String: URL] = [:]
    private var colorSets: [String: URL] = [:]
    private var bundleColorSets: [String: [String: URL]] = [:]
    /// The catalogs found, for messages.
    private var catalogs: [String] = []
    private var recorded: [String] = []

    /// Catalogs in `searchFolders`, then in the resource bundles beside the executable
    /// (`Bundle.module` of a target that copies `Assets.xcassets` as a resource).
    init(searchFolders: [URL], resourceBundles: [URL] = XCAssets.resourceBundles(besides: Bundle.main.executableURL)) {
        self.folders = searchFolders + resourceBundles
    }

    /// The SwiftPM resource bundles (`Package_Target.resources`) in the executable's folder.
    static func resourceBundles(besides executable: URL?) -> [URL] {
        guard let folder = executable?.deletingLastPathComponent() else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".resources") }.sorted().map { folder.appendingPathComponent($0, isDirectory: true) }
    }

    /// The catalogs in the search folders.
    var catalogPaths: [String] {
        lock.withLock {
            indexIfNeeded()
            return catalogs
        }
    }

    /// Problems noted with `record`, in order.
    var problems: [String] { lock.withLock { recorded } }

    /// Notes a problem (a missing or malformed colour).
    func record(_ problem: String) {
        lock.withLock { recorded.append(problem) }
    }

    // MARK: Index

    private func indexIfNeeded() {
        guard !indexed else { return }
        indexed = true
        for folder in folders {
            for catalog in Self.catalogs(in: folder) {
                catalogs.append(catalog.path)
                Self.index(catalog, prefix: "", images: &imageSets, colors: &colorSets)
            }
        }
    }

    static func catalogs(in folder: URL) -> [URL] {
        if folder.pathExtension == "xcassets" { return [folder] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".xcassets") }.sorted().map { folder.appendingPathComponent($0, isDirectory: true) }
    }

    private static func index(_ folder: URL, prefix: String, images: inout [String: URL], colors: inout [String: URL]) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for name in names {
            let url = folder.appendingPathComponent(name, isDirectory: true)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let ext = url.pathExtension
            let base = url.deletingPathExtension().lastPathComponent
            switch ext {
            case "imageset": images[prefix + base] = images[prefix + base] ?? url
            case "colorset": colors[prefix + base] = colors[prefix + base] ?? url
            case "": index(url, prefix: providesNamespace(url) ? "\(prefix)\(name)/" : prefix, images: &images, colors: &colors)
            default: continue
            }
        }
    }

    private static func providesNamespace(_ group: URL) -> Bool {
        guard let json = try? JSONSerialization.jsonObject(with: Data(contentsOf: group.appendingPathComponent("Contents.json"))),
            let properties = (json as? [String: Any])?["properties"] as? [String: Any]
        else { return false }
        return (properties["provides-namespace"] as? Bool) ?? false
    }

    // MARK: Images

    /// Whether the catalogs have an image set named `name`.
    func hasImageSet(_ name: String) -> Bool {
        lock.withLock {
            indexIfNeeded()
            return imageSets[name] != nil
        }
    }

    /// The files of the image set `name` (`nil`: no such set), or why its `Contents.json` is
    /// unreadable.
    func imageVariants(_ name: String) -> Result<[ImageVariant], AssetError>? {
        guard
            let set = lock.withLock({ () -> URL? in
                indexIfNeeded()
                return imageSets[name]
            })
        else { return nil }
        let contents = set.appendingPathComponent("Contents.json")
        let json: [String: Any]
        switch Self.readJSON(contents) {
        case .success(let value): json = value
        case .failure(let problem): return .failure(.catalogEntryMalformed(name: name, path: contents.path, reason: problem.description))
        }
        guard let images = json["images"] as? [[String: Any]] else {
            return .failure(.catalogEntryMalformed(name: name, path: contents.path, reason: "no \"images\" list"))
        }
        // Universal entries first; entries for dark or high-contrast appearances are skipped.
        let usable = images.filter { $0["appearances"] == nil }
        let idioms = usable.filter { ($0["idiom"] as? String) == "universal" }
        var variants: [ImageVariant] = []
        for entry in idioms.isEmpty ? usable : idioms {
            guard let file = entry["filename"] as? String, AssetCatalog.staysInFolder(file), !file.contains("/") else { continue }
            let scaleText = (entry["scale"] as? String) ?? "1x"
            let scale = Int(scaleText.dropLast(scaleText.hasSuffix("x") ? 1 : 0)) ?? 1
            variants.append(ImageVariant(path: set.appendingPathComponent(file).path, scale: max(1, min(3, scale))))
        }
        guard !variants.isEmpty else {
            return .failure(.catalogEntryMalformed(name: name, path: contents.path, reason: "no image has a \"filename\""))
        }
        return .success(variants)
    }

    /// The variant for `displayScale`: the scale itself, else the nearest larger, else the
    /// largest smaller.
    static func best(_ variants: [ImageVariant], displayScale: CGFloat) -> ImageVariant? {
        let wanted = displayScale.isFinite ? max(1, min(3, Int(displayScale.rounded(.up)))) : 1
        return variants.filter { $0.scale >= wanted }.min { $0.scale < $1.scale }
            ?? variants.max { $0.scale < $1.scale }
    }

    // MARK: Colours

    /// The colour set `name` (light and dark), `nil` when there is none, or why it is unreadable.
    func color(_ name: String, bundlePath: String?) -> Result<_NamedColorValue, AssetError>? {
        guard
            let set = lock.withLock({ () -> URL? in
                indexIfNeeded()
                if let bundlePath {
                    if bundleColorSets[bundlePath] == nil {
                        var images: [String: URL] = [:], colors: [String: URL] = [:]
                        for catalog in Self.catalogs(in: URL(fileURLWithPath: bundlePath, isDirectory: true)) {
                            Self.index(catalog, prefix: "", images: &images, colors: &colors)
                        }
                        bundleColorSets[bundlePath] = colors
                    }
                    if let set = bundleColorSets[bundlePath]?[name] { return set }
                }
                return colorSets[name]
            })
        else { return nil }
        let contents = set.appendingPathComponent("Contents.json")
        func malformed(_ reason: String) -> Result<_NamedColorValue, AssetError> {
            .failure(.catalogEntryMalformed(name: name, path: contents.path, reason: reason))
        }
        let json: [String: Any]
        switch Self.readJSON(contents) {
        case .success(let value): json = value
        case .failure(let problem): return malformed(problem.description)
        }
        guard let entries = json["colors"] as? [[String: Any]] else { return malformed("no \"colors\" list") }
        var light: Color.Resolved?
        var dark: Color.Resolved?
        let universal = entries.filter { ($0["idiom"] as? String) ?? "universal" == "universal" }
        for entry in universal.isEmpty ? entries : universal {
            let appearances = (entry["appearances"] as? [[String: Any]]) ?? []
            guard !appearances.contains(where: { ($0["appearance"] as? String) == "contrast" }) else { continue }
            let luminosity = appearances.first { ($0["appearance"] as? String) == "luminosity" }?["value"] as? String
            guard let color = entry["color"] as? [String: Any] else { return malformed("an entry has no \"color\"") }
            let resolved: Color.Resolved
            switch Self.resolve(color) {
            case .success(let value): resolved = value
            case .failure(let reason): return malformed(reason.description)
            }
            switch luminosity {
            case "dark": dark = dark ?? resolved
            case "light": light = resolved
            default: light = light ?? resolved
            }
        }
        guard let any = light ?? dark else { return malformed("no colour for any appearance") }
        return .success(_NamedColorValue(light: any, dark: dark ?? any))
    }

    struct ColorProblem: Error, CustomStringConvertible {
        var description: String
    }

    /// A set's `Contents.json` as a JSON object, or why it is not one.
    static func readJSON(_ file: URL) -> Result<[String: Any], ColorProblem> {
        guard let data = try? Data(contentsOf: file) else { return .failure(ColorProblem(description: "the file cannot be read")) }
        guard let object = try? JSONSerialization.jsonObject(with: data) else {
            return .failure(ColorProblem(description: "not valid JSON"))
        }
        guard let dictionary = object as? [String: Any] else { return .failure(ColorProblem(description: "not a JSON object")) }
        return .success(dictionary)
    }

    /// A colour set entry's `color`: its colour space and components.
    static func resolve(_ color: [String: Any]) -> Result<Color.Resolved, ColorProblem> {
        let space = (color["color-space"] as? String) ?? "srgb"
        guard let components = color["components"] as? [String: Any] else {
            if color["platform"] != nil || color["reference"] != nil {
                return .failure(ColorProblem(description: "system colours (\"reference\") are not supported"))
            }
            return .failure(ColorProblem(description: "no \"components\""))
        }
        func component(_ key: String, isAlpha: Bool = false) -> Double? {
            components[key].flatMap { parseComponent($0, isAlpha: isAlpha) }
        }
        let alpha = components["alpha"] == nil ? 1 : component("alpha", isAlpha: true)
        var rgb: (Double, Double, Double)?
        if let white = component("white") {
            rgb = (white, white, white)
        } else if let r = component("red"), let g = component("green"), let b = component("blue") {
            rgb = (r, g, b)
        }
        guard var (r, g, b) = rgb, let alpha else {
            let written = components.keys.sorted().map { "\($0): \(components[$0] ?? "")" }.joined(separator: ", ")
            return .failure(ColorProblem(description: "components are not numbers (\"0.5\", \"128\" or \"0x80\"): \(written)"))
        }
        switch space {
        case "srgb", "extended-srgb", "gray-gamma-22", "gray-gamma-2.2", "extended-gray", "generic-gray":
            break
        case "display-p3":
            (r, g, b) = displayP3ToSRGB(r, g, b)
        case "extended-linear-srgb", "linear-srgb":
            (r, g, b) = (encode(r), encode(g), encode(b))
        default:
            return .failure(
                ColorProblem(description: "colour space \"\(space)\" is not supported (srgb, display-p3, extended-linear-srgb, gray)"))
        }
        return .success(Color.Resolved(red: Float(r), green: Float(g), blue: Float(b), opacity: Float(max(0, min(1, alpha)))))
    }

    /// A component as Xcode writes it: a fraction (`"0.502"`), an 8-bit integer (`"128"`) or
    /// hexadecimal (`"0x80"`); an alpha written `"1"` is opaque.
    static func parseComponent(_ value: Any, isAlpha: Bool) -> Double? {
        if let number = value as? Double { return number.isFinite ? number : nil }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if text.lowercased().hasPrefix("0x") {
            return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
        }
        if text.contains(".") || text.contains("e") {
            return Double(text).flatMap { $0.isFinite ? $0 : nil }
        }
        guard let integer = Int(text), (0...255).contains(integer) else { return nil }
        return isAlpha && integer <= 1 ? Double(integer) : Double(integer) / 255
    }

    /// Display P3 to sRGB: both use sRGB's transfer curve; the linear values go through P3's
    /// primaries to sRGB's (values outside sRGB are kept, as extended sRGB).
    static func displayP3ToSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        let (lr, lg, lb) = (decode(r), decode(g), decode(b))
        let sr = 1.2249401 * lr - 0.2249404 * lg + 0.0000000 * lb
        let sg = -0.0420569 * lr + 1.0420571 * lg + 0.0000000 * lb
        let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
        return (encode(sr), encode(sg), encode(sb))
    }

    static func decode(_ v: Double) -> Double {
        let a = abs(v)
        let linear = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -linear : linear
    }

    static func encode(_ v: Double) -> Double {
        let a = abs(v)
        let curved = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return v < 0 ? -curved : curved
    }
}
