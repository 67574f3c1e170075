import Foundation
import Logging
import TesseraSDL
import XCTest

/// `AsyncImage` through the SDL asset catalog: files outside the asset folders load by path, a
/// corrupt file is a failure (logged once) and paths never reach the asset folder lookup.
final class AsyncImageCatalogTests: FixtureTestCase {
    func testAFileOutsideTheAssetFoldersLoadsByItsPath() throws {
        let rig = try SceneRig(width: 64, height: 64, assets: assets)
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-async-\(UUID().uuidString).png")
        try FileManager.default.copyItem(atPath: assets.path("Images/badge@2x.png"), toPath: outside.path)
        defer { try? FileManager.default.removeItem(at: outside) }
        let info = rig.catalog.imageInfo(named: ImageInfo.fileImageName(outside.path), displayScale: 1)
        XCTAssertFalse(info.isPlaceholder)
        XCTAssertEqual(info.pixelSize, CGSize(width: 64, height: 64))
        XCTAssertEqual(rig.catalog.path(for: info), outside.path)
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        graph.rootPlacement = .topLeading
        graph.update(AsyncImage(url: outside, scale: 2).accessibilityIdentifier("badge"), size: CGSize(width: 64, height: 64))
        XCTAssertEqual(graph.frame(of: "badge"), CGRect(x: 0, y: 0, width: 32, height: 32))
        let image = try rig.render(graph.displayList)
        XCTAssertNotEqual(image[16, 16].3, 0, "the badge is drawn")
    }

    func testACorruptFileFailsAndIsLoggedOnce() throws {
        let log = LogCapture()
        let rig = try SceneRig(width: 64, height: 64, assets: assets, logger: log.logger)
        let corrupt = URL(fileURLWithPath: assets.path("Images/corrupt-async.png"))
        try Data("not a png".utf8).write(to: corrupt)
        var phases: [AsyncImagePhase] = []
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        for _ in 0..<3 {
            graph.update(
                AsyncImage(url: corrupt) { phase in
                    let _ = phases.append(phase); Color.clear
                }, size: CGSize(width: 64, height: 64))
        }
        XCTAssertFalse(phases.isEmpty)
        XCTAssertTrue(phases.allSatisfy { ($0.error as? AsyncImageError) == .unreadable(path: corrupt.path) })
        XCTAssertEqual(log.errors(containing: corrupt.path).count, 1, "\(log.messages)")
    }

    func testARelativeOrTraversingPathIsReadAsAFileNotAnAsset() throws {
        let log = LogCapture()
        let rig = try SceneRig(width: 64, height: 64, assets: assets, logger: log.logger)
        // "badge" is an asset name; as a path it names no file here, so it does not load, and the
        // error names the path.
        let info = rig.catalog.imageInfo(named: ImageInfo.fileImageName("badge"), displayScale: 1)
        XCTAssertTrue(info.isPlaceholder)
        XCTAssertNil(rig.catalog.path(for: info))
        XCTAssertEqual(log.errors(containing: "image 'badge' not found").count, 1, "\(log.messages)")
        let asset = rig.catalog.imageInfo(named: "badge", displayScale: 1)
        XCTAssertFalse(asset.isPlaceholder)
    }
}
