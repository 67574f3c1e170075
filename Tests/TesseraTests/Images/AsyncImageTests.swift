import Foundation
import XCTest

@testable import Tessera

/// `AsyncImage`: file URLs and paths load through the image provider before the first frame;
/// other schemes fail with a clear error; a `nil` URL stays empty.
final class AsyncImageTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("AsyncImageTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A file that exists (the static provider below knows its size, not its bytes).
    private func file(_ name: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data([0]).write(to: url)
        return url
    }

    private func graph<V: View>(_ view: V, sizes: [String: CGSize], in size: CGSize = CGSize(width: 400, height: 300)) -> ViewGraph {
        let graph = ViewGraph(imageProvider: StaticImageProvider(sizes: sizes))
        graph.rootPlacement = .topLeading
        graph.update(view, size: size)
        return graph
    }

    func testAFileURLShowsTheImageAtItsNaturalSizeAndScale() throws {
        let url = try file("hero.png")
        let sizes = [url.path: CGSize(width: 60, height: 40)]
        let g = graph(
            VStack(spacing: 0) {
                AsyncImage(url: url).accessibilityIdentifier("one")
                AsyncImage(url: url, scale: 2).accessibilityIdentifier("two")
            }, sizes: sizes)
        XCTAssertFrame(g, "one", 0, 0, 60, 40)
        XCTAssertFrame(g, "two", 15, 40, 30, 20)
    }

    func testAPlainPathLoadsLikeAFileURL() throws {
        let url = try file("plain.png")
        let plain = try XCTUnwrap(URL(string: url.path))
        XCTAssertNil(plain.scheme)
        let g = graph(AsyncImage(url: plain).accessibilityIdentifier("image"), sizes: [url.path: CGSize(width: 12, height: 34)])
        XCTAssertFrame(g, "image", 0, 0, 12, 34)
    }

    func testContentAndPlaceholderFollowTheLoad() throws {
        let url = try file("map.png")
        let sizes = [url.path: CGSize(width: 60, height: 40)]
        func view(_ url: URL?) -> some View {
            AsyncImage(url: url) { image in
                image.resizable().accessibilityIdentifier("image")
            } placeholder: {
                ProgressView().accessibilityIdentifier("placeholder")
            }
            .frame(width: 100, height: 80)
        }
        let loaded = graph(view(url), sizes: sizes)
        XCTAssertFrame(loaded, "image", 0, 0, 100, 80)
        XCTAssertNil(loaded.frame(of: "placeholder"))
        let missing = graph(view(folder.appendingPathComponent("missing.png")), sizes: sizes)
        XCTAssertNil(missing.frame(of: "image"))
        XCTAssertNotNil(missing.frame(of: "placeholder"))
        let none = graph(view(nil), sizes: sizes)
        XCTAssertNotNil(none.frame(of: "placeholder"))
    }

    func testEachPhaseIsReported() throws {
        let good = try file("good.png"), corrupt = try file("corrupt.png")
        let sizes = [good.path: CGSize(width: 8, height: 8)]
        var phases: [String: AsyncImagePhase] = [:]
        let urls: [(String, URL?)] = [
            ("good", good), ("corrupt", corrupt), ("missing", folder.appendingPathComponent("nope.png")),
            ("web", URL(string: "https://example.com/hero.png")), ("none", nil),
        ]
        _ = graph(
            VStack {
                ForEach(urls, id: \.0) { item in
                    AsyncImage(url: item.1, transaction: Transaction(animation: .default)) { phase in
                        let _ = phases[item.0] = phase
                        Color.clear
                    }
                }
            }, sizes: sizes)
        XCTAssertNotNil(phases["good"]?.image)
        XCTAssertNil(phases["good"]?.error)
        XCTAssertEqual(phases["corrupt"]?.error as? AsyncImageError, .unreadable(path: corrupt.path))
        XCTAssertEqual(phases["missing"]?.error as? AsyncImageError, .fileNotFound(path: folder.appendingPathComponent("nope.png").path))
        XCTAssertEqual(phases["web"]?.error as? AsyncImageError, .unsupportedScheme(url: "https://example.com/hero.png"))
        XCTAssertTrue("\(phases["web"]!.error!)".contains("not the network"))
        if case .empty = phases["none"] {} else { XCTFail("a nil URL is .empty, got \(String(describing: phases["none"]))") }
    }

    func testWithoutAnImageTheDefaultPlaceholderFillsTheProposal() {
        let g = graph(
            AsyncImage(url: URL(string: "http://example.com/a.png")).frame(width: 50, height: 30).accessibilityIdentifier("a"),
            sizes: [:])
        XCTAssertFrame(g, "a", 0, 0, 50, 30)
        XCTAssertEqual(g.displayList.operations.count > 0, true)
    }

    func testAFileIsLoadedOnceAndKeptAcrossFrames() throws {
        let url = try file("once.png")
        let g = ViewGraph(imageProvider: StaticImageProvider(sizes: [url.path: CGSize(width: 10, height: 10)]))
        g.rootPlacement = .topLeading
        let view = VStack { AsyncImage(url: url).accessibilityIdentifier("image") }
        g.update(view, size: CGSize(width: 100, height: 100))
        XCTAssertFrame(g, "image", 0, 0, 10, 10)
        // Loaded: the file going away later does not turn the image into a failure.
        try FileManager.default.removeItem(at: url)
        g.invalidateReusedViews()
        g.update(view, size: CGSize(width: 200, height: 100))
        XCTAssertFrame(g, "image", 0, 0, 10, 10)
    }

    func testBadScalesAndOddURLsDoNotCrash() throws {
        let url = try file("odd.png")
        let sizes = [url.path: CGSize(width: 20, height: 20)]
        let g = graph(
            VStack {
                AsyncImage(url: url, scale: .nan).accessibilityIdentifier("nan")
                AsyncImage(url: url, scale: 0).accessibilityIdentifier("zero")
                AsyncImage(url: url, scale: -3).accessibilityIdentifier("negative")
                AsyncImage(url: URL(string: "file:///")).accessibilityIdentifier("root")
                AsyncImage(url: URL(string: "data:image/png;base64,AAAA")).accessibilityIdentifier("data")
            }, sizes: sizes)
        XCTAssertEqual(g.frame(of: "nan")?.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(g.frame(of: "zero")?.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(g.frame(of: "negative")?.size, CGSize(width: 20, height: 20))
        XCTAssertNotNil(g.frame(of: "root"))
        XCTAssertNotNil(g.frame(of: "data"))
    }
}
