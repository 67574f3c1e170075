// UniformTypeIdentifiers on Linux: Apple's framework exists on Apple's systems only, yet SwiftUI
// code imports it for `UTType`, the content types `Transferable` values, file importers and
// drop targets name. This module spells `UTType` as Apple does, with the system's common types
// and their filename extensions, MIME types and conformances.
import Foundation

/// A uniform type identifier: a content type such as `.json` or `.png`, as Apple's
/// UniformTypeIdentifiers spells it.
///
/// The system types below know their filename extension, MIME type and the types they conform
/// to (`.json` conforms to `.text`, `.data` and `.item`). An app declares its own with
/// `UTType(exportedAs:conformingTo:)` or `UTType(importedAs:conformingTo:)`.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier, such as `public.json`.
    public let identifier: String
    /// The filename extension the type is most often saved with (`json`), if any.
    public let preferredFilenameExtension: String?
    /// The MIME type the type is most often sent as (`application/json`), if any.
    public let preferredMIMEType: String?
    /// The identifiers of the types this one directly conforms to.
    let parents: [String]
    /// Whether the system or the app declared the type (`false` for a dynamic type).
    public let isDeclared: Bool

    init(identifier: String, filenameExtension: String?, mimeType: String?, parents: [String], isDeclared: Bool = true) {
        self.identifier = identifier
        self.preferredFilenameExtension = filenameExtension
        self.preferredMIMEType = mimeType
        self.parents = parents
        self.isDeclared = isDeclared
    }

    /// The type named `identifier` if the system declares it (or an app declared it with
    /// `exportedAs:`/`importedAs:`), otherwise `nil`.
    public init?(_ identifier: String) {
        guard let known = UTType.registry.type(named: identifier) else { return nil }
        self = known
    }

    /// A type the app declares and owns, such as `com.example.game.level`, conforming to
    /// `parentType` (`.data` unless said otherwise).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self = UTType.registry.declare(identifier, parent: parentType ?? .data)
    }

    /// A type another app owns that this app reads, conforming to `parentType` (`.data` unless
    /// said otherwise).
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self = UTType.registry.declare(identifier, parent: parentType ?? .data)
    }

    /// The declared type saved with `filenameExtension` (case-insensitive) that conforms to
    /// `supertype`; `nil` when no declared type matches.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let ext = filenameExtension.lowercased()
        guard let found = UTType.registry.all.first(where: { $0.preferredFilenameExtension == ext && $0.conforms(to: supertype) })
        else { return nil }
        self = found
    }

    /// The declared type sent as `mimeType` (case-insensitive) that conforms to `supertype`;
    /// `nil` when no declared type matches.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let mime = mimeType.lowercased()
        guard let found = UTType.registry.all.first(where: { $0.preferredMIMEType == mime && $0.conforms(to: supertype) }) else {
            return nil
        }
        self = found
    }

    /// Every type this one conforms to, directly or through its parents (itself excluded).
    public var supertypes: Set<UTType> {
        var result: Set<UTType> = []
        var pending = parents
        while let next = pending.popLast() {
            guard let type = UTType.registry.type(named: next), result.insert(type).inserted else { continue }
            pending.append(contentsOf: type.parents)
        }
        return result
    }

    /// Whether this type is `type` or conforms to it through its parents (`.json` conforms to
    /// `.text`).
    public func conforms(to type: UTType) -> Bool {
        identifier == type.identifier || supertypes.contains { $0.identifier == type.identifier }
    }

    /// Whether `type` conforms to this one.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }

    /// Whether this type conforms to `type` and is not `type`.
    public func isSubtype(of type: UTType) -> Bool { identifier != type.identifier && conforms(to: type) }

    /// Whether the system declares the type (identifiers starting with `public.`).
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    /// Whether the type was made up for a tag no declared type has.
    public var isDynamic: Bool { !isDeclared }

    /// A readable name for the type: its identifier's last part, such as "json".
    public var localizedDescription: String? {
        identifier.split(separator: ".").last.map(String.init)
    }

    /// The identifier.
    public var description: String { identifier }

    /// The identifier.
    public var debugDescription: String { identifier }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }

    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    private enum CodingKeys: String, CodingKey { case identifier }

    /// Decodes a type from its identifier; an unknown identifier decodes as a dynamic type.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let identifier = try container.decode(String.self, forKey: .identifier)
        self =
            UTType(identifier)
            ?? UTType(identifier: identifier, filenameExtension: nil, mimeType: nil, parents: ["public.data"], isDeclared: false)
    }

    /// Encodes the type's identifier.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(identifier, forKey: .identifier)
    }
}

extension UTType {
    /// The types the system declares and those an app declared, by identifier.
    final class Registry: @unchecked Sendable {
        private let lock = NSLock()
        private var types: [String: UTType] = [:]
        private var order: [String] = []

        init(_ declared: [UTType]) {
            for type in declared where types[type.identifier] == nil {
                types[type.identifier] = type
                order.append(type.identifier)
            }
        }

        func type(named identifier: String) -> UTType? {
            lock.lock()
            defer { lock.unlock() }
            return types[identifier]
        }

        /// Every declared type, the system's first, in declaration order.
        var all: [UTType] {
            lock.lock()
            defer { lock.unlock() }
            return order.compactMap { types[$0] }
        }

        /// Declares `identifier` conforming to `parent`, or returns the type already declared
        /// under that identifier (the first declaration wins, as on Apple's systems).
        func declare(_ identifier: String, parent: UTType) -> UTType {
            lock.lock()
            defer { lock.unlock() }
            if let existing = types[identifier] { return existing }
            let type = UTType(identifier: identifier, filenameExtension: nil, mimeType: nil, parents: [parent.identifier])
            types[identifier] = type
            order.append(identifier)
            return type
        }
    }

    private static func system(_ identifier: String, _ ext: String? = nil, _ mime: String? = nil, _ parents: [String]) -> UTType {
        UTType(identifier: identifier, filenameExtension: ext, mimeType: mime, parents: parents)
    }

    static let registry = Registry([
        system("public.item", nil, nil, []),
        system("public.content", nil, nil, []),
        system("public.composite-content", nil, nil, ["public.content"]),
        system("public.data", nil, "application/octet-stream", ["public.item"]),
        system("public.directory", nil, nil, ["public.item"]),
        system("public.folder", nil, nil, ["public.directory"]),
        system("public.url", nil, nil, ["public.data"]),
        system("public.file-url", nil, nil, ["public.url"]),
        system("public.text", nil, nil, ["public.data", "public.content"]),
        system("public.plain-text", "txt", "text/plain", ["public.text"]),
        system("public.utf8-plain-text", nil, nil, ["public.plain-text"]),
        system("public.utf16-plain-text", nil, nil, ["public.plain-text"]),
        system("public.delimited-values-text", nil, nil, ["public.text"]),
        system("public.comma-separated-values-text", "csv", "text/csv", ["public.delimited-values-text"]),
        system("public.tab-separated-values-text", "tsv", "text/tab-separated-values", ["public.delimited-values-text"]),
        system("public.rtf", "rtf", "text/rtf", ["public.text"]),
        system("public.html", "html", "text/html", ["public.text"]),
        system("public.xml", "xml", "application/xml", ["public.text"]),
        system("public.json", "json", "application/json", ["public.text"]),
        system("public.yaml", "yaml", "application/x-yaml", ["public.text"]),
        system("public.source-code", nil, nil, ["public.plain-text"]),
        system("public.swift-source", "swift", nil, ["public.source-code"]),
        system("public.script", nil, nil, ["public.source-code"]),
        system("com.apple.property-list", "plist", nil, ["public.data"]),
        system("public.log", "log", nil, ["public.plain-text"]),
        system("public.image", nil, nil, ["public.data", "public.content"]),
        system("public.png", "png", "image/png", ["public.image"]),
        system("public.jpeg", "jpeg", "image/jpeg", ["public.image"]),
        system("com.compuserve.gif", "gif", "image/gif", ["public.image"]),
        system("public.heic", "heic", "image/heic", ["public.image"]),
        system("public.tiff", "tiff", "image/tiff", ["public.image"]),
        system("com.microsoft.bmp", "bmp", "image/bmp", ["public.image"]),
        system("org.webmproject.webp", "webp", "image/webp", ["public.image"]),
        system("public.svg-image", "svg", "image/svg+xml", ["public.image"]),
        system("public.audiovisual-content", nil, nil, ["public.data", "public.content"]),
        system("public.movie", nil, nil, ["public.audiovisual-content"]),
        system("public.video", nil, nil, ["public.movie"]),
        system("public.audio", nil, nil, ["public.audiovisual-content"]),
        system("public.mp3", "mp3", "audio/mpeg", ["public.audio"]),
        system("com.microsoft.waveform-audio", "wav", "audio/vnd.wave", ["public.audio"]),
        system("public.mpeg-4", "mp4", "video/mp4", ["public.movie"]),
        system("com.apple.quicktime-movie", "mov", "video/quicktime", ["public.movie"]),
        system("com.adobe.pdf", "pdf", "application/pdf", ["public.data", "public.composite-content"]),
        system("public.archive", nil, nil, ["public.data"]),
        system("public.zip-archive", "zip", "application/zip", ["public.archive"]),
        system("org.gnu.gnu-zip-archive", "gz", "application/gzip", ["public.archive"]),
        system("public.font", nil, nil, ["public.data", "public.content"]),
        system("public.truetype-ttf-font", "ttf", "font/ttf", ["public.font"]),
        system("public.opentype-font", "otf", "font/otf", ["public.font"]),
        system("public.executable", nil, nil, ["public.item"]),
        system("public.vcard", "vcf", "text/vcard", ["public.text"]),
        system("public.database", nil, nil, ["public.item"]),
        system("public.spreadsheet", nil, nil, ["public.content"]),
        system("public.presentation", nil, nil, ["public.composite-content"]),
        system("public.symlink", nil, nil, ["public.item"]),
        system("public.volume", nil, nil, ["public.folder"]),
        system("public.message", nil, nil, ["public.item"]),
        system("public.contact", nil, nil, ["public.item"]),
        system("public.calendar-event", nil, nil, ["public.item"]),
        system("public.ics", "ics", "text/calendar", ["public.text", "public.calendar-event"]),
    ])

    private static func declared(_ identifier: String) -> UTType {
        registry.type(named: identifier)!
    }

    /// The root of the physical hierarchy: any file, folder or value.
    public static let item = declared("public.item")
    /// The root of the content hierarchy: documents, images, audio, text.
    public static let content = declared("public.content")
    /// Content made of several parts (a PDF).
    public static let compositeContent = declared("public.composite-content")
    /// Bytes: the base of every data format.
    public static let data = declared("public.data")
    /// A folder or package on disk.
    public static let directory = declared("public.directory")
    /// A folder.
    public static let folder = declared("public.folder")
    /// A URL.
    public static let url = declared("public.url")
    /// A `file:` URL.
    public static let fileURL = declared("public.file-url")
    /// Text of any encoding and format.
    public static let text = declared("public.text")
    /// Text with no markup (`txt`).
    public static let plainText = declared("public.plain-text")
    /// Plain text in UTF-8.
    public static let utf8PlainText = declared("public.utf8-plain-text")
    /// Plain text in UTF-16.
    public static let utf16PlainText = declared("public.utf16-plain-text")
    /// Text of delimited values.
    public static let delimitedText = declared("public.delimited-values-text")
    /// Comma-separated values (`csv`).
    public static let commaSeparatedText = declared("public.comma-separated-values-text")
    /// Tab-separated values (`tsv`).
    public static let tabSeparatedText = declared("public.tab-separated-values-text")
    /// Rich text (`rtf`).
    public static let rtf = declared("public.rtf")
    /// HTML (`html`).
    public static let html = declared("public.html")
    /// XML (`xml`).
    public static let xml = declared("public.xml")
    /// JSON (`json`).
    public static let json = declared("public.json")
    /// YAML (`yaml`).
    public static let yaml = declared("public.yaml")
    /// Source code.
    public static let sourceCode = declared("public.source-code")
    /// Swift source (`swift`).
    public static let swiftSource = declared("public.swift-source")
    /// A script.
    public static let script = declared("public.script")
    /// A property list (`plist`).
    public static let propertyList = declared("com.apple.property-list")
    /// A log file (`log`).
    public static let log = declared("public.log")
    /// An image of any format.
    public static let image = declared("public.image")
    /// PNG (`png`).
    public static let png = declared("public.png")
    /// JPEG (`jpeg`).
    public static let jpeg = declared("public.jpeg")
    /// GIF (`gif`).
    public static let gif = declared("com.compuserve.gif")
    /// HEIC (`heic`).
    public static let heic = declared("public.heic")
    /// TIFF (`tiff`).
    public static let tiff = declared("public.tiff")
    /// BMP (`bmp`).
    public static let bmp = declared("com.microsoft.bmp")
    /// WebP (`webp`).
    public static let webP = declared("org.webmproject.webp")
    /// SVG (`svg`).
    public static let svg = declared("public.svg-image")
    /// Audio or video.
    public static let audiovisualContent = declared("public.audiovisual-content")
    /// A movie.
    public static let movie = declared("public.movie")
    /// Video without audio.
    public static let video = declared("public.video")
    /// Audio.
    public static let audio = declared("public.audio")
    /// MP3 (`mp3`).
    public static let mp3 = declared("public.mp3")
    /// WAVE audio (`wav`).
    public static let wav = declared("com.microsoft.waveform-audio")
    /// MPEG-4 (`mp4`).
    public static let mpeg4Movie = declared("public.mpeg-4")
    /// A QuickTime movie (`mov`).
    public static let quickTimeMovie = declared("com.apple.quicktime-movie")
    /// PDF (`pdf`).
    public static let pdf = declared("com.adobe.pdf")
    /// An archive of files.
    public static let archive = declared("public.archive")
    /// A zip archive (`zip`).
    public static let zip = declared("public.zip-archive")
    /// A gzip archive (`gz`).
    public static let gzip = declared("org.gnu.gnu-zip-archive")
    /// A font.
    public static let font = declared("public.font")
    /// A TrueType font (`ttf`).
    public static let truetypeFont = declared("public.truetype-ttf-font")
    /// An OpenType font (`otf`).
    public static let openTypeFont = declared("public.opentype-font")
    /// An executable.
    public static let executable = declared("public.executable")
    /// A vCard (`vcf`).
    public static let vCard = declared("public.vcard")
    /// A database.
    public static let database = declared("public.database")
    /// A spreadsheet.
    public static let spreadsheet = declared("public.spreadsheet")
    /// A presentation.
    public static let presentation = declared("public.presentation")
    /// A symbolic link.
    public static let symbolicLink = declared("public.symlink")
    /// A mounted volume.
    public static let volume = declared("public.volume")
    /// A message.
    public static let message = declared("public.message")
    /// A contact.
    public static let contact = declared("public.contact")
    /// A calendar event.
    public static let calendarEvent = declared("public.calendar-event")
    /// An iCalendar file (`ics`).
    public static let ics = declared("public.ics")
}
