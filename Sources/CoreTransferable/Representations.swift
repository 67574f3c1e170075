import Combine
import Foundation

// MARK: - Combining representations

/// A type-erased representation of `Item`.
public struct AnyTransferRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    public typealias Body = Never
    let exporters: [Exporter<Item>]
    let importers: [Importer<Item>]

    /// Erases the type of `representation`.
    public init<R: TransferRepresentation>(_ representation: R) where R.Item == Item {
        exporters = representation.resolvedExporters
        importers = representation.resolvedImporters
    }
}

/// Several representations of one type, as `TransferRepresentationBuilder` collects them, the
/// preferred first.
public struct TupleTransferRepresentation<Item: Transferable, Value>: TransferRepresentation, PrimitiveTransferRepresentation {
    public typealias Body = Never
    let parts: [AnyTransferRepresentation<Item>]
    var exporters: [Exporter<Item>] { parts.flatMap(\.exporters) }
    var importers: [Importer<Item>] { parts.flatMap(\.importers) }
}

/// A representation present only when the builder's condition held.
public struct _OptionalTransferRepresentation<Content: TransferRepresentation>: TransferRepresentation, PrimitiveTransferRepresentation {
    public typealias Item = Content.Item
    public typealias Body = Never
    let content: Content?
    var exporters: [Exporter<Item>] { content?.resolvedExporters ?? [] }
    var importers: [Importer<Item>] { content?.resolvedImporters ?? [] }
}

/// One of two representations, as an `if`/`else` in the builder chose.
public struct _ConditionalTransferRepresentation<First: TransferRepresentation, Second: TransferRepresentation>: TransferRepresentation,
    PrimitiveTransferRepresentation
where First.Item == Second.Item {
    public typealias Item = First.Item
    public typealias Body = Never
    let parts: [AnyTransferRepresentation<Item>]
    var exporters: [Exporter<Item>] { parts.flatMap(\.exporters) }
    var importers: [Importer<Item>] { parts.flatMap(\.importers) }
}

// MARK: - Codable

/// Transfers a `Codable` value as data its encoder makes (JSON unless given others).
public struct CodableRepresentation<Item: Transferable & Codable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder>:
    TransferRepresentation, PrimitiveTransferRepresentation
where Encoder.Output == Data, Decoder.Input == Data {
    public typealias Body = Never
    let contentType: UTType
    // Foundation's coders are classes not marked `Sendable`; a representation only reads them.
    nonisolated(unsafe) let encoder: Encoder
    nonisolated(unsafe) let decoder: Decoder

    /// Transfers values as `contentType`, encoded by `encoder` and decoded by `decoder`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        self.contentType = contentType
        self.encoder = encoder
        self.decoder = decoder
    }

    var exporters: [Exporter<Item>] {
        let encoder = encoder
        return [Exporter(contentType: contentType) { item in try encoder.encode(item) }]
    }

    var importers: [Importer<Item>] {
        let decoder = decoder
        return [Importer(contentType: contentType) { data in try decoder.decode(Item.self, from: data) }]
    }
}

extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
    /// Transfers values as `contentType`, encoded as JSON.
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }
}

// MARK: - Data

/// Transfers a value as data of one content type, made and read by the given closures.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    public typealias Body = Never
    let contentType: UTType
    let exporting: (@Sendable (Item) async throws -> Data)?
    let importing: (@Sendable (Data) async throws -> Item)?

    /// Exports values as `contentType` with `exporting` and imports them with `importing`.
    public init(
        contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
        importing: @escaping @Sendable (Data) async throws -> Item
    ) {
        self.contentType = contentType
        self.exporting = exporting
        self.importing = importing
    }

    /// Exports values as `exportedContentType` with `exporting`; never imports.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        self.contentType = exportedContentType
        self.exporting = exporting
        self.importing = nil
    }

    /// Imports values from `importedContentType` with `importing`; never exports.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = importedContentType
        self.exporting = nil
        self.importing = importing
    }

    var exporters: [Exporter<Item>] {
        guard let exporting else { return [] }
        return [Exporter(contentType: contentType, export: exporting)]
    }

    var importers: [Importer<Item>] {
        guard let importing else { return [] }
        return [Importer(contentType: contentType, importing: importing)]
    }
}

// MARK: - Files

/// A file a `FileRepresentation` exports: where it is, and whether the receiver may open it in
/// place.
public struct SentTransferredFile: Sendable {
    /// The file.
    public let file: URL
    /// Whether the receiver may open the file where it is instead of a copy.
    public let allowAccessingOriginalFile: Bool

    /// A file to send; the receiver gets a copy unless `allowAccessingOriginalFile`.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file a `FileRepresentation` imports: where it is, and whether it is the sender's original.
public struct ReceivedTransferredFile: Sendable {
    /// The file.
    public let file: URL
    /// Whether `file` is the sender's original rather than a copy.
    public let isOriginalFile: Bool

    init(file: URL, isOriginalFile: Bool) {
        self.file = file
        self.isOriginalFile = isOriginalFile
    }
}

/// Transfers a value as a file of one content type.
///
/// Exporting as data reads the whole file; importing from data writes it to a temporary file
/// first, which the importing closure reads (and may move) before it returns.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    public typealias Body = Never
    let contentType: UTType
    let exporting: (@Sendable (Item) async throws -> SentTransferredFile)?
    let importing: (@Sendable (ReceivedTransferredFile) async throws -> Item)?

    /// Exports values as files of `contentType` and imports them from such files.
    public init(
        contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        self.contentType = contentType
        self.exporting = exporting
        self.importing = importing
    }

    /// Exports values as files of `exportedContentType`; never imports.
    public init(
        exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
    ) {
        self.contentType = exportedContentType
        self.exporting = exporting
        self.importing = nil
    }

    /// Imports values from files of `importedContentType`; never exports.
    public init(
        importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        self.contentType = importedContentType
        self.exporting = nil
        self.importing = importing
    }

    var exporters: [Exporter<Item>] {
        guard let exporting else { return [] }
        return [
            Exporter(contentType: contentType) { item in
                try Data(contentsOf: try await exporting(item).file)
            }
        ]
    }

    var importers: [Importer<Item>] {
        guard let importing else { return [] }
        let ext = contentType.preferredFilenameExtension
        return [
            Importer(contentType: contentType) { data in
                var file = FileManager.default.temporaryDirectory.appendingPathComponent("transfer-\(UUID().uuidString)")
                if let ext { file.appendPathExtension(ext) }
                try data.write(to: file)
                defer { try? FileManager.default.removeItem(at: file) }
                return try await importing(ReceivedTransferredFile(file: file, isOriginalFile: false))
            }
        ]
    }
}

// MARK: - Proxy

/// Transfers a value as another `Transferable` value (a score as its text, say), with every
/// content type that value's type transfers as.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation,
    PrimitiveTransferRepresentation
{
    public typealias Body = Never
    let exporting: (@Sendable (Item) throws -> ProxyRepresentation)?
    let importing: (@Sendable (ProxyRepresentation) throws -> Item)?

    /// Exports an item as the value `exporting` makes.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
        self.exporting = exporting
        self.importing = nil
    }

    /// Exports an item as the value `exporting` makes and imports one from the value with
    /// `importing`.
    public init(
        exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
        importing: @escaping @Sendable (ProxyRepresentation) throws -> Item
    ) {
        self.exporting = exporting
        self.importing = importing
    }

    /// Imports an item from the value with `importing`; never exports.
    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        self.exporting = nil
        self.importing = importing
    }

    var exporters: [Exporter<Item>] {
        guard let exporting else { return [] }
        return ProxyRepresentation.exporters.map { proxied in
            Exporter(
                contentType: proxied.contentType, visibility: proxied.visibility,
                isAvailable: { item in (try? exporting(item)).map(proxied.isAvailable) ?? false },
                suggestedFileName: { item in (try? exporting(item)).flatMap(proxied.suggestedFileName) },
                export: { item in try await proxied.export(try exporting(item)) }
            )
        }
    }

    var importers: [Importer<Item>] {
        guard let importing else { return [] }
        return ProxyRepresentation.importers.map { proxied in
            Importer(contentType: proxied.contentType) { data in try importing(try await proxied.importing(data)) }
        }
    }
}

// MARK: - Modifiers

/// Who may receive a representation's exports.
public struct TransferRepresentationVisibility: Equatable, Hashable, Sendable {
    let rawValue: Int

    /// Any app or process.
    public static let all = TransferRepresentationVisibility(rawValue: 0)
    /// Only apps from the same team.
    public static let team = TransferRepresentationVisibility(rawValue: 1)
    /// Only the app itself.
    public static let ownProcess = TransferRepresentationVisibility(rawValue: 2)
    /// Apps in the same group.
    public static let group = TransferRepresentationVisibility(rawValue: 3)
}

/// A representation with a changed export: a file name, a condition or a visibility.
public struct _ModifiedTransferRepresentation<Content: TransferRepresentation>: TransferRepresentation, PrimitiveTransferRepresentation {
    public typealias Item = Content.Item
    public typealias Body = Never
    let content: Content
    let change: @Sendable (inout Exporter<Item>) -> Void

    var exporters: [Exporter<Item>] {
        content.resolvedExporters.map { exporter in
            var exporter = exporter
            change(&exporter)
            return exporter
        }
    }

    var importers: [Importer<Item>] { content.resolvedImporters }
}

extension TransferRepresentation {
    /// Suggests `fileName` for files exported with this representation.
    public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Item> {
        _ModifiedTransferRepresentation(content: self) { $0.suggestedFileName = { _ in fileName } }
    }

    /// Suggests the file name `fileName` makes from the exported item.
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> some TransferRepresentation<Item> {
        _ModifiedTransferRepresentation(content: self) { $0.suggestedFileName = fileName }
    }

    /// Exports with this representation only for items `condition` accepts; the next
    /// representation is used for the others.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> some TransferRepresentation<Item> {
        _ModifiedTransferRepresentation(content: self) { exporter in
            let isAvailable = exporter.isAvailable
            exporter.isAvailable = { item in condition(item) && isAvailable(item) }
        }
    }

    /// Exports with this representation only to receivers `visibility` allows.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> some TransferRepresentation<Item> {
        _ModifiedTransferRepresentation(content: self) { $0.visibility = visibility }
    }
}

// MARK: - Conformances

extension String: Transferable {
    /// Text: plain UTF-8 text.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .utf8PlainText) { string in
            Data(string.utf8)
        } importing: { data in
            String(decoding: data, as: UTF8.self)
        }
        DataRepresentation(importedContentType: .plainText) { data in
            String(decoding: data, as: UTF8.self)
        }
    }
}

extension AttributedString: Transferable {
    /// Its characters, as plain UTF-8 text.
    public static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation { (attributed: AttributedString) in
            String(attributed.characters)
        } importing: { string in
            AttributedString(string)
        }
    }
}

extension Data: Transferable {
    /// The bytes, as data.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data) { data in
            data
        } importing: { data in
            data
        }
    }
}

extension URL: Transferable {
    /// The URL's string, as a URL.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .url) { url in
            Data(url.absoluteString.utf8)
        } importing: { data in
            guard let url = URL(string: String(decoding: data, as: UTF8.self)) else {
                throw TransferError.importFailed(type: "URL")
            }
            return url
        }
        ProxyRepresentation(exporting: \URL.absoluteString)
    }
}
