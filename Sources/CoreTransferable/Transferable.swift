// CoreTransferable on Linux: Apple's framework exists on Apple's systems only, yet SwiftUI code
// conforms its types to `Transferable` for `ShareLink`, drag and drop and the pasteboard, and
// imports it by name. This module spells its API as Apple does and carries out the exports and
// imports a conformance describes (`exported(as:)`, `init(importing:contentType:)`), so the same
// conformances compile and can be tested on a game host.
import Combine
import Foundation
@_exported import UniformTypeIdentifiers

/// A type that can be shared, dragged or copied, as the content types its
/// `transferRepresentation` describes.
///
/// ```swift
/// struct Score: Codable, Transferable {
///     var points: Int
///     static var transferRepresentation: some TransferRepresentation {
///         CodableRepresentation(contentType: .json)
///         ProxyRepresentation(exporting: { "\($0.points) points" })
///     }
/// }
/// ```
public protocol Transferable {
    /// The type of the representation describing how values are transferred.
    associatedtype Representation: TransferRepresentation
    /// How values of the type are exported and imported, the preferred representation first.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// A description of how a `Transferable` type is transferred: a content type and the way to
/// export values as it and to import them from it, or a combination of other representations.
public protocol TransferRepresentation<Item>: Sendable {
    /// The type transferred.
    associatedtype Item: Transferable
    /// The type of the representation this one is made of.
    associatedtype Body: TransferRepresentation
    /// The representation this one is made of; representations CoreTransferable provides have none.
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

/// Builds a type's `transferRepresentation` from one or more representations, the preferred
/// first.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    /// A representation of the builder's item type.
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }

    /// The first representation of a block.
    public static func buildPartialBlock<Content: TransferRepresentation>(first: Content) -> Content where Content.Item == Item {
        first
    }

    /// The representations of a block so far, then the next, in order of preference.
    public static func buildPartialBlock<Accumulated: TransferRepresentation, Next: TransferRepresentation>(
        accumulated: Accumulated, next: Next
    ) -> TupleTransferRepresentation<Item, (Accumulated, Next)> where Accumulated.Item == Item, Next.Item == Item {
        TupleTransferRepresentation(parts: [AnyTransferRepresentation(accumulated), AnyTransferRepresentation(next)])
    }

    /// A representation included only when a condition holds.
    public static func buildOptional<Content: TransferRepresentation>(_ content: Content?) -> _OptionalTransferRepresentation<Content>
    where Content.Item == Item {
        _OptionalTransferRepresentation(content: content)
    }

    /// The first of two representations chosen by a condition.
    public static func buildEither<First: TransferRepresentation, Second: TransferRepresentation>(
        first: First
    ) -> _ConditionalTransferRepresentation<First, Second> where First.Item == Item, Second.Item == Item {
        _ConditionalTransferRepresentation(parts: [AnyTransferRepresentation(first)])
    }

    /// The second of two representations chosen by a condition.
    public static func buildEither<First: TransferRepresentation, Second: TransferRepresentation>(
        second: Second
    ) -> _ConditionalTransferRepresentation<First, Second> where First.Item == Item, Second.Item == Item {
        _ConditionalTransferRepresentation(parts: [AnyTransferRepresentation(second)])
    }

    /// A representation behind an availability check, as it is.
    public static func buildLimitedAvailability<Content: TransferRepresentation>(_ content: Content) -> AnyTransferRepresentation<Item>
    where Content.Item == Item {
        AnyTransferRepresentation(content)
    }
}

extension Never: Transferable {
    /// Never transferred.
    public static var transferRepresentation: Never { fatalError("Never has no values to transfer") }
}

extension Never: TransferRepresentation {
    /// Never transferred.
    public typealias Item = Never
    /// Never has a body.
    public var body: Never { fatalError("Never has no body") }
}

extension TransferRepresentation where Body == Never {
    /// Representations CoreTransferable provides are primitive: they have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive representation and has no body") }
}

// MARK: - What a representation does

/// One way a representation exports values of `Item`: as data of a content type.
struct Exporter<Item>: @unchecked Sendable {
    var contentType: UTType
    var visibility: TransferRepresentationVisibility = .all
    var isAvailable: (Item) -> Bool = { _ in true }
    var suggestedFileName: (Item) -> String? = { _ in nil }
    var export: (Item) async throws -> Data
}

/// One way a representation imports values of `Item`: from data of a content type.
struct Importer<Item>: @unchecked Sendable {
    var contentType: UTType
    var importing: (Data) async throws -> Item
}

/// A representation CoreTransferable provides, which says how it exports and imports; any
/// other representation is made of these through its `body`.
protocol PrimitiveTransferRepresentation {
    associatedtype Item
    var exporters: [Exporter<Item>] { get }
    var importers: [Importer<Item>] { get }
}

extension TransferRepresentation {
    /// The exporters of this representation, the preferred first.
    var resolvedExporters: [Exporter<Item>] {
        if let primitive = self as? any PrimitiveTransferRepresentation {
            return Self.exporters(of: primitive)
        }
        if Body.self == Never.self { return [] }
        return body.resolvedExporters.compactMap { $0 as Any as? Exporter<Item> }
    }

    /// The importers of this representation, the preferred first.
    var resolvedImporters: [Importer<Item>] {
        if let primitive = self as? any PrimitiveTransferRepresentation {
            return Self.importers(of: primitive)
        }
        if Body.self == Never.self { return [] }
        return body.resolvedImporters.compactMap { $0 as Any as? Importer<Item> }
    }

    private static func exporters<P: PrimitiveTransferRepresentation>(of primitive: P) -> [Exporter<Item>] {
        primitive.exporters.map { $0 as Any as! Exporter<Item> }
    }

    private static func importers<P: PrimitiveTransferRepresentation>(of primitive: P) -> [Importer<Item>] {
        primitive.importers.map { $0 as Any as! Importer<Item> }
    }
}

/// Why an export or an import failed.
public enum TransferError: Error, Equatable, CustomStringConvertible {
    /// The type has no representation exporting the content type (`nil`: none at all).
    case noExportingRepresentation(type: String, contentType: UTType?)
    /// The type has no representation importing the content type (`nil`: none at all).
    case noImportingRepresentation(type: String, contentType: UTType?)
    /// Every representation that could import the data failed.
    case importFailed(type: String)

    public var description: String {
        switch self {
        case .noExportingRepresentation(let type, let contentType):
            return "\(type) has no representation exporting \(contentType?.identifier ?? "any content type")"
        case .noImportingRepresentation(let type, let contentType):
            return "\(type) has no representation importing \(contentType?.identifier ?? "any content type")"
        case .importFailed(let type):
            return "no representation of \(type) could import the data"
        }
    }
}

extension Transferable {
    /// The type's exporters, the preferred first.
    static var exporters: [Exporter<Self>] {
        transferRepresentation.resolvedExporters.compactMap { $0 as Any as? Exporter<Self> }
    }

    /// The type's importers, the preferred first.
    static var importers: [Importer<Self>] {
        transferRepresentation.resolvedImporters.compactMap { $0 as Any as? Importer<Self> }
    }

    /// Exports the value as data of `contentType`, with the first representation exporting a
    /// type that conforms to it; `nil`: the first representation that exports at all.
    ///
    /// - Throws: `TransferError.noExportingRepresentation` when no representation exports the
    ///   type, or what the representation's exporting closure throws.
    public func exported(as contentType: UTType?) async throws -> Data {
        let exporters = Self.exporters.filter { $0.isAvailable(self) }
        let chosen: Exporter<Self>?
        if let contentType {
            chosen = exporters.first { $0.contentType.conforms(to: contentType) }
        } else {
            chosen = exporters.first
        }
        guard let chosen else {
            throw TransferError.noExportingRepresentation(type: "\(Self.self)", contentType: contentType)
        }
        return try await chosen.export(self)
    }

    /// Makes a value from `data` of `contentType`, with the first representation importing a
    /// type it conforms to; `nil`: every importing representation in turn until one succeeds.
    ///
    /// - Throws: `TransferError` when no representation imports the type or none succeeds, or
    ///   what the chosen representation's importing closure throws.
    public init(importing data: Data, contentType: UTType?) async throws {
        let importers = Self.importers
        if let contentType {
            guard let chosen = importers.first(where: { contentType.conforms(to: $0.contentType) }) else {
                throw TransferError.noImportingRepresentation(type: "\(Self.self)", contentType: contentType)
            }
            self = try await chosen.importing(data)
            return
        }
        guard !importers.isEmpty else {
            throw TransferError.noImportingRepresentation(type: "\(Self.self)", contentType: nil)
        }
        for importer in importers {
            if let value = try? await importer.importing(data) {
                self = value
                return
            }
        }
        throw TransferError.importFailed(type: "\(Self.self)")
    }

    /// The content types the type exports, in order of preference, without repeats.
    public static func exportedContentTypes(_ visibility: TransferRepresentationVisibility = .all) -> [UTType] {
        var seen: Set<UTType> = []
        return
            exporters
            .filter { visibility == .all || $0.visibility == .all || $0.visibility == visibility }
            .map(\.contentType)
            .filter { seen.insert($0).inserted }
    }

    /// The content types the type imports, in order of preference, without repeats.
    public static func importedContentTypes() -> [UTType] {
        var seen: Set<UTType> = []
        return importers.map(\.contentType).filter { seen.insert($0).inserted }
    }

    /// The file name a representation suggests for the value exported as `contentType` (`nil`:
    /// the first exporting representation), if it names one.
    public func suggestedFileName(for contentType: UTType?) -> String? {
        let exporters = Self.exporters.filter { $0.isAvailable(self) }
        let chosen = contentType.map { type in exporters.first { $0.contentType.conforms(to: type) } } ?? exporters.first
        return chosen?.suggestedFileName(self)
    }
}
