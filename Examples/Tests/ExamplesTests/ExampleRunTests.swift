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

    /// Compares `image` with `Goldens/<name>.png`: at most 0.1% of pixels may differ by more than
    /// 3/255 in a channel. On failure writes `<name>.actual.png` and `<name>.diff.png` beside it;
    /// a missing golden is recorded and the test fails, so a new golden is always looked at.
    private func assertMatchesGolden(_ image: RGBAImage, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let golden = Self.goldens.appendingPathComponent("\(name).png")
        guard FileManager.default.fileExists(atPath: golden.path) else {
            try FileManager.default.createDirectory(at: Self.goldens, withIntermediateDirectories: true)
            try FrameCapture.writePNG(image, to: golden.path)
            XCTFail("recorded a new golden at \(golden.path); look at it and run again", file: file, line: line)
            return
        }
        let expected = try FrameCapture.image(fromPNG: Data(contentsOf: golden))
        guard expected.width == image.width, expected.height == image.height else {
            XCTFail("size \(image.width)×\(image.height), golden \(expected.width)×\(expected.height)", file: file, line: line)
            return
        }
        var diff = RGBAImage(width: image.width, height: image.height)
        var differing = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let a = image[x, y], b = expected[x, y]
                let delta = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)), abs(Int(a.a) - Int(b.a)))
                if delta > 3 {
                    differing += 1
                    diff[x, y] = (255, 0, 255, 255)
                } else {
                    diff[x, y] = (a.r / 3, a.g / 3, a.b / 3, 255)
                }
            }
        }
        let allowed = image.width * image.height / 1000
        if differing > allowed {
            try FrameCapture.writePNG(image, to: Self.goldens.appendingPathComponent("\(name).actual.png").path)
            try FrameCapture.writePNG(diff, to: Self.goldens.appendingPathComponent("\(name).diff.png").path)
            XCTFail(
                "\(differing) pixels differ from \(golden.lastPathComponent) (at most \(allowed)); see \(name).diff.png",
                file: file, line: line)
        }
    }
}
