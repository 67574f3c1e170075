import Foundation
import TesseraSDL
import TesseraSDLTesting

/// Compares `image` with the golden `__Snapshots__/<TestClass>/<test>.<name>.png` beside the
/// calling test file (see ``GoldenImage`` for recording and the diff written on failure).
func assertFrame(
    _ image: RGBAImage, named name: String, tolerance: FrameTolerance = FrameTolerance(),
    file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
    GoldenImage.assertMatches(image, named: name, tolerance: tolerance, file: file, testName: testName, line: line)
}
