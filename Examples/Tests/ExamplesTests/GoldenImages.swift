import Foundation
import TesseraSDL
import TesseraSDLTesting
import XCTest

extension XCTestCase {
    /// Compares `image` with `Goldens/<name>.png`: at most 0.1% of pixels may differ by more than
    /// 3/255 in a channel (`GoldenImage` records a missing golden and writes the actual frame and
    /// a diff image beside it on failure).
    func assertMatchesGolden(_ image: RGBAImage, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        GoldenImage.assertMatches(
            image, goldenAt: ExampleRunTests.goldens.appendingPathComponent("\(name).png").path,
            tolerance: FrameTolerance(perChannel: 3, maxDifferingFraction: 0.001), file: file, line: line)
    }
}
