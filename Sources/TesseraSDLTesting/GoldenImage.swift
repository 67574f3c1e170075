import Foundation
import TesseraSDL
import XCTest

/// Golden-image assertions: a frame is compared with a reviewed PNG within a ``FrameTolerance``.
///
/// A missing golden is written and the test fails, so every new golden is looked at before it
/// is committed; `TESSERA_RECORD_GOLDENS=1` in the environment writes every golden a run
/// compares, for a change that is meant to alter frames. On a mismatch the actual frame and a
/// diff image are written beside the golden (`<name>.actual.png`, `<name>.diff.png`) and the
/// failure names both.
public enum GoldenImage {
    /// Whether this run records goldens instead of comparing (`TESSERA_RECORD_GOLDENS=1`).
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["TESSERA_RECORD_GOLDENS"] == "1" }

    /// Compares `image` with the PNG at `path`; see ``GoldenImage`` for recording and artefacts.
    public static func assertMatches(
        _ image: RGBAImage, goldenAt path: String, tolerance: FrameTolerance = FrameTolerance(),
        file: StaticString = #filePath, line: UInt = #line
    ) {
        // An empty frame would match an unreadable golden and prove nothing.
        guard image.width > 0, image.height > 0 else {
            XCTFail("the frame for \(path) has no pixels", file: file, line: line)
            return
        }
        let golden = URL(fileURLWithPath: path)
        let base = golden.deletingPathExtension().path
        do {
            guard !isRecording, FileManager.default.fileExists(atPath: path) else {
                try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FrameCapture.writePNG(image, to: path)
                if !isRecording { XCTFail("recorded a new golden at \(path); look at it, then run again", file: file, line: line) }
                return
            }
            let reference = try FrameCapture.image(fromPNG: Data(contentsOf: golden))
            guard let difference = FrameDifference(reference: reference, actual: image, tolerance: tolerance) else {
                try? FileManager.default.removeItem(atPath: base + ".actual.png")
                try? FileManager.default.removeItem(atPath: base + ".diff.png")
                return
            }
            try FrameCapture.writePNG(image, to: base + ".actual.png")
            try FrameCapture.writePNG(difference.diffImage, to: base + ".diff.png")
            XCTFail(
                "\(golden.lastPathComponent): \(difference.message)\nactual: \(base).actual.png\ndiff:   \(base).diff.png",
                file: file, line: line)
        } catch {
            XCTFail("golden \(path): \(error)", file: file, line: line)
        }
    }

    /// Compares `image` with `__Snapshots__/<test file>/<test>.<name>.png` beside the test file
    /// that calls it, the layout swift-snapshot-testing uses.
    public static func assertMatches(
        _ image: RGBAImage, named name: String, tolerance: FrameTolerance = FrameTolerance(),
        file: StaticString = #filePath, testName: String = #function, line: UInt = #line
    ) {
        let testFile = URL(fileURLWithPath: "\(file)")
        let test = testName.replacingOccurrences(of: "()", with: "")
        let path = testFile.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
            .appendingPathComponent("\(test).\(name).png").path
        assertMatches(image, goldenAt: path, tolerance: tolerance, file: file, line: line)
    }
}
