import CoreTransferable
import Foundation
import UniformTypeIdentifiers
import XCTest

@testable import Tessera

/// `Transferable` conformances as SwiftUI code writes them compile, and the exports and imports
/// they describe give the bytes and values Apple's CoreTransferable gives.
final class TransferableTests: XCTestCase {
    struct Score: Codable, Equatable, Transferable {
        var name: String
        var points: Int

        static var transferRepresentation: some TransferRepresentation {
            CodableRepresentation(contentType: .json)
            DataRepresentation(exportedContentType: .commaSeparatedText) { score in
                Data("\(score.name),\(score.points)".utf8)
            }
            ProxyRepresentation(exporting: \.summary)
        }

        var summary: String { "\(name) scored \(points)" }
    }

    struct Level: Codable, Equatable, Transferable {
        var number: Int
        static var transferRepresentation: some TransferRepresentation {
            CodableRepresentation(for: Level.self, contentType: .gameLevel)
            DataRepresentation(contentType: .levelBinary) { level in
                Data([UInt8(level.number)])
            } importing: { data in
                Level(number: Int(data.first ?? 0))
            }
            .suggestedFileName("level.bin")
        }
    }

    struct Snapshot: Transferable {
        let file: URL
        static var transferRepresentation: some TransferRepresentation {
            FileRepresentation(contentType: .png) { snapshot in
                SentTransferredFile(snapshot.file)
            } importing: { received in
                let copy = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-copy-\(UUID().uuidString).png")
                try FileManager.default.copyItem(at: received.file, to: copy)
                return Snapshot(file: copy)
            }
        }
    }

    struct Note: Transferable {
        var text: String
        var isSecret = false
        static var transferRepresentation: some TransferRepresentation {
            ProxyRepresentation(exporting: \.text)
                .exportingCondition { !$0.isSecret }
            DataRepresentation(exportedContentType: .plainText) { _ in Data("hidden".utf8) }
                .visibility(.ownProcess)
        }
    }

    private func run<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
        let done = expectation(description: "transfer")
        nonisolated(unsafe) var result: Result<T, Error>!
        Task {
            do { result = .success(try await body()) } catch { result = .failure(error) }
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        return try result.get()
    }

    func testCodableDataAndProxyRepresentationsExportInOrderOfPreference() throws {
        let score = Score(name: "Ada", points: 42)
        let json = try run { try await score.exported(as: .json) }
        XCTAssertEqual(try JSONDecoder().decode(Score.self, from: json), score)
        // No content type: the first representation that exports (JSON).
        XCTAssertEqual(try JSONDecoder().decode(Score.self, from: try run { try await score.exported(as: nil) }), score)
        XCTAssertEqual(String(decoding: try run { try await score.exported(as: .commaSeparatedText) }, as: UTF8.self), "Ada,42")
        // The proxy's String exports UTF-8 plain text; `.plainText` asks for any plain text.
        XCTAssertEqual(String(decoding: try run { try await score.exported(as: .plainText) }, as: UTF8.self), "Ada scored 42")
        XCTAssertEqual(Score.exportedContentTypes(), [.json, .commaSeparatedText, .utf8PlainText])
        XCTAssertEqual(Score.importedContentTypes(), [.json])
        XCTAssertThrowsError(try run { try await score.exported(as: .png) }) { error in
            XCTAssertEqual(error as? TransferError, .noExportingRepresentation(type: "Score", contentType: .png))
        }
    }

    func testImportingChoosesTheRepresentationOfTheContentType() throws {
        let json = Data(#"{"name":"Bo","points":7}"#.utf8)
        XCTAssertEqual(try run { try await Score(importing: json, contentType: .json) }, Score(name: "Bo", points: 7))
        // Without a content type every importer is tried in turn.
        XCTAssertEqual(try run { try await Score(importing: json, contentType: nil) }, Score(name: "Bo", points: 7))
        XCTAssertThrowsError(try run { try await Score(importing: Data("junk".utf8), contentType: nil) })
        XCTAssertThrowsError(try run { try await Score(importing: json, contentType: .png) })

        XCTAssertEqual(try run { try await Level(importing: Data([9]), contentType: .levelBinary) }, Level(number: 9))
        let levelJSON = try run { try await Level(number: 3).exported(as: .gameLevel) }
        XCTAssertEqual(try run { try await Level(importing: levelJSON, contentType: .gameLevel) }, Level(number: 3))
        XCTAssertEqual(Level(number: 3).suggestedFileName(for: .levelBinary), "level.bin")
        XCTAssertEqual(try run { try await Level(number: 5).exported(as: .levelBinary) }, Data([5]))
        XCTAssertNil(Level(number: 3).suggestedFileName(for: .gameLevel))
    }

    func testFilesAreReadWhenExportedAndWrittenForTheImporter() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID().uuidString).png")
        try Data([1, 2, 3]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        XCTAssertEqual(try run { try await Snapshot(file: file).exported(as: .image) }, Data([1, 2, 3]))
        let imported = try run { try await Snapshot(importing: Data([4, 5]), contentType: .png) }
        defer { try? FileManager.default.removeItem(at: imported.file) }
        XCTAssertEqual(try Data(contentsOf: imported.file), Data([4, 5]))
    }

    func testConditionsAndVisibilityChooseTheExport() throws {
        XCTAssertEqual(String(decoding: try run { try await Note(text: "hi").exported(as: nil) }, as: UTF8.self), "hi")
        // The condition skips the proxy for a secret note: the next representation exports.
        XCTAssertEqual(String(decoding: try run { try await Note(text: "pin", isSecret: true).exported(as: nil) }, as: UTF8.self), "hidden")
        XCTAssertEqual(Note.exportedContentTypes(.all), [.utf8PlainText, .plainText])
        XCTAssertEqual(Note.exportedContentTypes(.ownProcess), [.utf8PlainText, .plainText])
        XCTAssertEqual(Note.exportedContentTypes(.team), [.utf8PlainText])
    }

    func testSystemTypesTransferAsOnApplesSystems() throws {
        XCTAssertEqual(try run { try await "héllo".exported(as: .plainText) }, Data("héllo".utf8))
        XCTAssertEqual(try run { try await String(importing: Data("abc".utf8), contentType: .utf8PlainText) }, "abc")
        let url = URL(string: "https://example.com/a")!
        XCTAssertEqual(try run { try await url.exported(as: .url) }, Data("https://example.com/a".utf8))
        XCTAssertEqual(try run { try await url.exported(as: .plainText) }, Data("https://example.com/a".utf8))
        XCTAssertEqual(try run { try await Data([7]).exported(as: .data) }, Data([7]))
        XCTAssertEqual(try run { try await AttributedString("bold").exported(as: .plainText) }, Data("bold".utf8))
        XCTAssertEqual(Image.exportedContentTypes(), [.png])
        XCTAssertThrowsError(try run { try await Image("coin").exported(as: .png) })
    }

    func testContentTypesKnowTheirExtensionsMIMETypesAndConformances() {
        XCTAssertEqual(UTType.json.identifier, "public.json")
        XCTAssertEqual(UTType.json.preferredFilenameExtension, "json")
        XCTAssertEqual(UTType.png.preferredMIMEType, "image/png")
        XCTAssertTrue(UTType.json.conforms(to: .text))
        XCTAssertTrue(UTType.json.conforms(to: .data))
        XCTAssertFalse(UTType.png.conforms(to: .text))
        XCTAssertTrue(UTType.utf8PlainText.isSubtype(of: .plainText))
        XCTAssertTrue(UTType.image.isSupertype(of: .jpeg))
        XCTAssertEqual(UTType(filenameExtension: "PNG"), .png)
        XCTAssertEqual(UTType(mimeType: "application/json"), .json)
        XCTAssertNil(UTType(filenameExtension: "nope"))
        XCTAssertEqual(UTType("public.plain-text"), .plainText)
        XCTAssertNil(UTType("com.example.unknown"))
        XCTAssertEqual(UTType.gameLevel.identifier, "com.example.game.level")
        XCTAssertTrue(UTType.gameLevel.conforms(to: .json))
        XCTAssertEqual(UTType("com.example.game.level"), .gameLevel)
        XCTAssertEqual(UTType(exportedAs: "com.example.other").supertypes, [.data, .item])
        XCTAssertEqual(UTType.json.description, "public.json")
        // Bad input: empty strings find nothing.
        XCTAssertNil(UTType(""))
        XCTAssertNil(UTType(filenameExtension: ""))
    }

    func testAShareLinkOfATransferableModelDrawsItsLabel() {
        let graph = layout(
            VStack {
                ShareLink(item: Score(name: "Ada", points: 1), preview: SharePreview("Score")).accessibilityIdentifier("score")
                ShareLink("Level", item: Level(number: 1), preview: SharePreview("Level", image: Image("banner")))
                    .accessibilityIdentifier("level")
            })
        XCTAssertNotNil(graph.frame(of: "score"))
        XCTAssertNotNil(graph.frame(of: "level"))
    }
}

extension UTType {
    static let gameLevel = UTType(exportedAs: "com.example.game.level", conformingTo: .json)
    static let levelBinary = UTType(exportedAs: "com.example.game.level-binary")
}
