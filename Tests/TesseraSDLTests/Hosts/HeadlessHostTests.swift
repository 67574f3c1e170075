import Foundation
import TesseraCSDL2
import TesseraSDL
import XCTest

/// `HeadlessHost`: deterministic frames without a window.
final class HeadlessHostTests: HostTestCase {
    func testHeadlessHostIsDeterministicAndScales() throws {
        let host = try HeadlessHost()
        host.clearColor = Color.Resolved(red: 0, green: 0, blue: 0)
        let hud = Self.green.frame(width: 30, height: 20)
        let first = try host.render(hud, size: CGSize(width: 100, height: 60))
        let second = try host.render(hud, size: CGSize(width: 100, height: 60))
        XCTAssertEqual(first.width, 100)
        XCTAssertEqual(first.height, 60)
        XCTAssertEqual(first, second, "the same view, size and scale give the same pixels")
        XCTAssertEqual(pixel(first, 50, 30), [0, 255, 0, 255])
        // 30 points wide, centred: x 35..<65 (edge pixels are anti-aliased, so look 2 px off them).
        XCTAssertEqual(pixel(first, 33, 30), [0, 0, 0, 255])
        XCTAssertEqual(pixel(first, 37, 30), [0, 255, 0, 255])
        XCTAssertEqual(pixel(first, 62, 30), [0, 255, 0, 255])
        XCTAssertEqual(pixel(first, 67, 30), [0, 0, 0, 255])

        let double = try host.render(hud, size: CGSize(width: 100, height: 60), scale: 2)
        XCTAssertEqual(double.width, 200)
        XCTAssertEqual(double.height, 120)
        // At scale 2 the box covers x 70..<130: twice the pixels.
        XCTAssertEqual(pixel(double, 67, 60), [0, 0, 0, 255])
        XCTAssertEqual(pixel(double, 73, 60), [0, 255, 0, 255])
        XCTAssertEqual(pixel(double, 126, 60), [0, 255, 0, 255])
        XCTAssertEqual(pixel(double, 133, 60), [0, 0, 0, 255])
        XCTAssertEqual(host.environment.displayScale, 2)

        let again = try host.render(hud, size: CGSize(width: 100, height: 60))
        XCTAssertEqual(again, first, "switching scale and back changes nothing")
        XCTAssertEqual(host.counters.framesDrawn, 4)
    }

    func testHeadlessTextIsLaidOutInPointsAndDrawnInPixels() throws {
        let host = try HeadlessHost()
        host.clearColor = Color.Resolved(red: 0, green: 0, blue: 0)
        let label = Text("Level 12").font(.system(size: 16)).foregroundColor(Self.white)
        /// Columns and rows holding bright pixels.
        func ink(_ image: RGBAImage) -> (width: Int, height: Int) {
            var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
            for y in 0..<image.height {
                for x in 0..<image.width where image[x, y].r > 128 {
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
            }
            return maxX < 0 ? (0, 0) : (maxX - minX + 1, maxY - minY + 1)
        }
        let one = ink(try host.render(label, size: CGSize(width: 120, height: 40)))
        let two = ink(try host.render(label, size: CGSize(width: 120, height: 40), scale: 2))
        XCTAssertGreaterThan(one.width, 30, "text was drawn")
        XCTAssertEqual(Double(two.width), Double(one.width) * 2, accuracy: 4, "twice the pixels at scale 2")
        XCTAssertEqual(Double(two.height), Double(one.height) * 2, accuracy: 4)
    }

    func testHeadlessHostGivesAnEmptyFrameForAnEmptySize() throws {
        let host = try HeadlessHost()
        let empty = try host.render(Self.red, size: .zero)
        XCTAssertEqual(empty.width, 0)
        XCTAssertEqual(empty.height, 0)
        let nan = try host.render(Self.red, size: CGSize(width: CGFloat.nan, height: 10))
        XCTAssertEqual(nan.width, 0)
        XCTAssertEqual(host.counters.framesSkipped, 2)
        XCTAssertEqual(try host.render(Self.red, size: CGSize(width: 4, height: 4)).width, 4)
    }
}
