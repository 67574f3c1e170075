import Foundation
import XCTest

@testable import Tessera

final class ShapeKindsTests: XCTestCase {
    private func points(_ path: Path) -> [CGPoint] {
        path.elements.compactMap {
            switch $0 {
            case .move(let p), .line(let p): return p
            default: return nil
            }
        }
    }

    private func assertPoint(_ a: CGPoint?, _ b: CGPoint, accuracy: CGFloat = 0.01, file: StaticString = #filePath, line: UInt = #line) {
        guard let a else { return XCTFail("no point", file: file, line: line) }
        XCTAssertEqual(a.x, b.x, accuracy: accuracy, file: file, line: line)
        XCTAssertEqual(a.y, b.y, accuracy: accuracy, file: file, line: line)
    }

    func testTrimmingARectangleKeepsThatFractionOfItsPerimeterFromItsTopLeadingCorner() {
        // Perimeter 300: half of it is the top edge (100) and the right edge (50).
        let path = Rectangle().trim(from: 0, to: 0.5).path(in: CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(points(path), [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 50)])

        let middle = Rectangle().trim(from: 0.1, to: 0.2).path(in: CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(points(middle), [CGPoint(x: 30, y: 0), CGPoint(x: 60, y: 0)])
    }

    func testACircleIsTrimmedFromThreeOClockClockwiseAsInSwiftUI() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let quarter = points(Circle().trim(from: 0, to: 0.25).path(in: rect))
        assertPoint(quarter.first, CGPoint(x: 100, y: 50))
        assertPoint(quarter.last, CGPoint(x: 50, y: 100), accuracy: 0.5)
    }

    func testTrimWithNoLengthOrNaNIsEmpty() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        XCTAssertTrue(Circle().trim(from: 0.5, to: 0.5).path(in: rect).isEmpty)
        XCTAssertTrue(Circle().trim(from: .nan, to: 1).path(in: rect).isEmpty)
        XCTAssertEqual(Circle().trim(from: -1, to: 2).path(in: rect), Circle().path(in: rect), "clamped to the whole outline")
    }

    func testTrimmedShapeAnimatesItsFractions() {
        var ring = Circle().trim(from: 0, to: 0.3)
        ring.animatableData = AnimatablePair(0.1, 0.9)
        XCTAssertEqual(ring.startFraction, 0.1)
        XCTAssertEqual(ring.endFraction, 0.9)
    }

    func testUnevenCornersAreClampedToHalfTheShorterSide() {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 10, bottomLeadingRadius: 0, bottomTrailingRadius: 80, topTrailingRadius: 0)
        let bounds = shape.path(in: CGRect(x: 0, y: 0, width: 200, height: 40)).boundingRect
        XCTAssertEqual(bounds, CGRect(x: 0, y: 0, width: 200, height: 40))
        let path = shape.path(in: CGRect(x: 0, y: 0, width: 200, height: 40))
        // The top edge starts after the 10-pt corner; the bottom-trailing corner is clamped to 20.
        XCTAssertEqual(path.elements.first, .move(to: CGPoint(x: 10, y: 0)))
        XCTAssertTrue(path.elements.contains(.line(to: CGPoint(x: 200, y: 20))))
    }

    func testInsetShapesShrinkOnEverySideAndTheirCorners() {
        let inset = RoundedRectangle(cornerRadius: 10).inset(by: 4)
        XCTAssertEqual(inset.path(in: CGRect(x: 0, y: 0, width: 100, height: 60)).boundingRect, CGRect(x: 4, y: 4, width: 92, height: 52))
        XCTAssertEqual(inset.base.cornerSize, CGSize(width: 6, height: 6))
    }

    func testShapeShorthandsAreTheShapesTheyName() {
        XCTAssertEqual(
            layout(Color.red.clipShape(.rect(cornerRadius: 12)).frame(width: 40, height: 30)).rootSize, CGSize(width: 40, height: 30))
        let rect = CGRect(x: 0, y: 0, width: 40, height: 30)
        func path<S: Shape>(_ shape: S) -> Path { shape.path(in: rect) }
        XCTAssertEqual(path(.rect(cornerRadius: 12)), RoundedRectangle(cornerRadius: 12).path(in: rect))
        XCTAssertEqual(path(.circle), Circle().path(in: rect))
        XCTAssertEqual(path(.capsule), Capsule().path(in: rect))
        XCTAssertEqual(path(.rect), Rectangle().path(in: rect))
        XCTAssertEqual(path(.rect(topLeadingRadius: 8)), UnevenRoundedRectangle(topLeadingRadius: 8).path(in: rect))
    }

    func testAShapeRotatedAboutItsCentreKeepsItsCentre() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 20)
        let turned = Rectangle().rotation(.degrees(90)).path(in: rect).boundingRect
        XCTAssertEqual(turned.midX, 50, accuracy: 1e-9)
        XCTAssertEqual(turned.midY, 10, accuracy: 1e-9)
        XCTAssertEqual(turned.width, 20, accuracy: 1e-9)
        XCTAssertEqual(Rectangle().offset(x: 5, y: 7).path(in: rect).boundingRect, CGRect(x: 5, y: 7, width: 100, height: 20))
    }
}
