import Foundation
import TesseraSDL
import XCTest

extension XCTestCase {
    /// Compares `image` with `Goldens/<name>.png`: at most 0.1% of pixels may differ by more than
    /// 3/255 in a channel. On failure writes `<name>.actual.png` and `<name>.diff.png` beside it;
    /// a missing golden is recorded and the test fails, so a new golden is always looked at.
    func assertMatchesGolden(_ image: RGBAImage, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let golden = ExampleRunTests.goldens.appendingPathComponent("\(name).png")
        guard FileManager.default.fileExists(atPath: golden.path) else {
            try FileManager.default.createDirectory(at: ExampleRunTests.goldens, withIntermediateDirectories: true)
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
            try FrameCapture.writePNG(image, to: ExampleRunTests.goldens.appendingPathComponent("\(name).actual.png").path)
            try FrameCapture.writePNG(diff, to: ExampleRunTests.goldens.appendingPathComponent("\(name).diff.png").path)
            XCTFail(
                "\(differing) pixels differ from \(golden.lastPathComponent) (at most \(allowed)); see \(name).diff.png",
                file: file, line: line)
        }
    }
}
