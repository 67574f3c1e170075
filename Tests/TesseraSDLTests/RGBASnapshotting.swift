import Foundation
import SnapshotTesting
import TesseraCSDL2
import TesseraSDL
import XCTest

/// How two frames may differ and still match.
struct FrameTolerance {
    /// Largest per-channel difference (0…255) that still counts as equal.
    var perChannel: Int = 2
    /// Largest fraction of pixels allowed to differ by more than `perChannel`.
    var maxDifferingFraction: Double = 0.001
}

/// Compares two frames; returns a failure description (nil when they match) and a diff image
/// (differing pixels red over a dimmed grey copy of the reference).
func compareFrames(_ reference: RGBAImage, _ actual: RGBAImage, _ tolerance: FrameTolerance) -> (message: String, diff: RGBAImage)? {
    guard reference.width == actual.width, reference.height == actual.height else {
        return ("size differs: reference \(reference.width)×\(reference.height), actual \(actual.width)×\(actual.height)", actual)
    }
    var diff = RGBAImage(width: reference.width, height: reference.height)
    var differing = 0, maxDelta = 0
    for i in stride(from: 0, to: reference.bytes.count, by: 4) {
        var delta = 0
        for c in 0..<4 { delta = max(delta, abs(Int(reference.bytes[i + c]) - Int(actual.bytes[i + c]))) }
        maxDelta = max(maxDelta, delta)
        if delta > tolerance.perChannel {
            differing += 1
            diff.bytes[i] = 255; diff.bytes[i + 1] = 0; diff.bytes[i + 2] = 0; diff.bytes[i + 3] = 255
        } else {
            let grey = UInt8((Int(reference.bytes[i]) + Int(reference.bytes[i + 1]) + Int(reference.bytes[i + 2])) / 12)
            diff.bytes[i] = grey; diff.bytes[i + 1] = grey; diff.bytes[i + 2] = grey; diff.bytes[i + 3] = 255
        }
    }
    let total = max(1, reference.width * reference.height)
    let fraction = Double(differing) / Double(total)
    guard fraction > tolerance.maxDifferingFraction else { return nil }
    let percent = String(format: "%.3f", fraction * 100)
    return (
        "\(differing) of \(total) pixels (\(percent)%) differ by more than \(tolerance.perChannel) (max delta \(maxDelta)); allowed \(tolerance.maxDifferingFraction * 100)%",
        diff
    )
}

extension Snapshotting where Value == RGBAImage, Format == RGBAImage {
    /// Frames stored as PNG, compared per channel with a tolerance and a maximum fraction of
    /// differing pixels. On failure the actual frame and a diff image are written next to the
    /// reference (`<name>.actual.png`, `<name>.diff.png`, ignored by git) and the message names them.
    static func rgba(_ tolerance: FrameTolerance = FrameTolerance(), artifactsPrefix: String) -> Snapshotting {
        Snapshotting(
            pathExtension: "png",
            diffing: .diff(
                toData: { (try? FrameCapture.pngData($0)) ?? Data() },
                fromData: { (try? FrameCapture.image(fromPNG: $0)) ?? RGBAImage(width: 0, height: 0, bytes: []) },
                diffV2: { reference, actual in
                    guard let (message, diff) = compareFrames(reference, actual, tolerance) else { return nil }
                    let actualPath = artifactsPrefix + ".actual.png", diffPath = artifactsPrefix + ".diff.png"
                    try? FrameCapture.writePNG(actual, to: actualPath)
                    try? FrameCapture.writePNG(diff, to: diffPath)
                    var attachments: [DiffAttachment] = []
                    if let a = try? FrameCapture.pngData(actual) { attachments.append(.data(a, name: "actual.png")) }
                    if let d = try? FrameCapture.pngData(diff) { attachments.append(.data(d, name: "diff.png")) }
                    return ("\(message)\nactual: \(actualPath)\ndiff:   \(diffPath)", attachments)
                }
            )
        )
    }
}

/// Compares `image` with the golden `__Snapshots__/<TestClass>/<test>.<name>.png` (recorded on
/// first run).
func assertFrame(
    _ image: RGBAImage, named name: String, tolerance: FrameTolerance = FrameTolerance(),
    file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
    // An empty frame would match an unreadable golden (both decode to 0×0) and prove nothing.
    XCTAssertFalse(image.width == 0 || image.height == 0, "the frame '\(name)' has no pixels", file: file, line: line)
    let fileURL = URL(fileURLWithPath: "\(file)")
    let testClass = fileURL.deletingPathExtension().lastPathComponent
    let test = testName.replacingOccurrences(of: "()", with: "")
    let dir = fileURL.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(testClass)
    let prefix = dir.appendingPathComponent("\(test).\(name)").path
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    assertSnapshot(of: image, as: .rgba(tolerance, artifactsPrefix: prefix), named: name, file: file, testName: testName, line: line)
}
