import Foundation
import TesseraSDL
import XCTest

@testable import HostedHUD
@testable import OwnLoopHUD

/// Runs both example games headless, as `make test` does, and compares the own-loop game's frame
/// (its SDL scene, its own `hero` image and the Tessera HUD) with a reviewed golden image.
final class ExampleRunTests: XCTestCase {
    /// The examples package's folder: the games find `Assets/` in the working directory.
    static let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    private var captures: URL!
    private var previousDirectory = ""

    override func setUpWithError() throws {
        captures = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("tessera-examples-\(UUID().uuidString)")
        previousDirectory = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(Self.packageFolder.path))
    }

    override func tearDown() {
        _ = FileManager.default.changeCurrentDirectoryPath(previousDirectory)
        try? FileManager.default.removeItem(at: captures)
    }

    func testOwnLoopGameDrawsItsSceneWithTheHUDOnTop() throws {
        var game = try OwnLoopHUD.parse(["--headless", "--frames", "45", "--capture", captures.path])
        try game.run()
        let files = try FileManager.default.contentsOfDirectory(atPath: captures.path).sorted()
        XCTAssertEqual(files, ["own-loop-0000.png", "own-loop-0030.png", "own-loop-0044.png"])
        let frame = try FrameCapture.image(fromPNG: Data(contentsOf: captures.appendingPathComponent("own-loop-0044.png")))
        XCTAssertEqual(frame.width, 480)
        XCTAssertEqual(frame.height, 270)
        try assertMatchesGolden(frame, named: "own-loop-frame-44")
    }

    func testHostedGameWritesItsFramesHeadless() throws {
        var game = try HostedHUD.parse(["--headless", "--frames", "45", "--capture", captures.path])
        try game.run()
        let files = try FileManager.default.contentsOfDirectory(atPath: captures.path).sorted()
        XCTAssertEqual(files, ["frame-00000.png", "frame-00030.png", "frame-00044.png"])
        let frame = try FrameCapture.image(fromPNG: Data(contentsOf: captures.appendingPathComponent("frame-00044.png")))
        // Both wirings draw the same game at the same time, so the frames agree.
        try assertMatchesGolden(frame, named: "own-loop-frame-44")
    }
}
