import Foundation
import XCTest

@testable import Tessera

/// docs/LayoutRules.md §10 Image.resizable(capInsets:resizingMode:) drawing (nine-slice).
final class NineSliceTests: XCTestCase {
    private let insets = EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)

    /// (source, destination) of each image draw or nine-slice piece, in pixels.
    private func pieces<V: View>(_ view: V, images: [String: CGSize], scale: CGFloat = 1) -> [(CGRect, CGRect)] {
        layout(view, scale: scale, images: images).displayList.operations.flatMap { op -> [(CGRect, CGRect)] in
            switch op {
            case .image(let d): return [(d.source, d.destination)]
            case .nineSlice(let d):
                return d.pieces().map { ($0.source, $0.destination.offsetBy(dx: d.destination.minX, dy: d.destination.minY)) }
            default: return []
            }
        }
    }

    private func contains(_ pieces: [(CGRect, CGRect)], _ source: CGRect, _ destination: CGRect) -> Bool {
        pieces.contains { $0.0 == source && $0.1 == destination }
    }

    // §10 .stretch: corners unscaled, edges stretched along one axis, centre along both
    func testStretchDrawsNinePieces() {
        let p = pieces(
            Image("panel").resizable(capInsets: insets).frame(width: 100, height: 50),
            images: ["panel": CGSize(width: 30, height: 30)])
        XCTAssertEqual(p.count, 9)
        // corners
        XCTAssertTrue(contains(p, CGRectMake(0, 0, 10, 10), CGRectMake(0, 0, 10, 10)))
        XCTAssertTrue(contains(p, CGRectMake(20, 0, 10, 10), CGRectMake(90, 0, 10, 10)))
        XCTAssertTrue(contains(p, CGRectMake(0, 20, 10, 10), CGRectMake(0, 40, 10, 10)))
        XCTAssertTrue(contains(p, CGRectMake(20, 20, 10, 10), CGRectMake(90, 40, 10, 10)))
        // edges
        XCTAssertTrue(contains(p, CGRectMake(10, 0, 10, 10), CGRectMake(10, 0, 80, 10)), "top")
        XCTAssertTrue(contains(p, CGRectMake(10, 20, 10, 10), CGRectMake(10, 40, 80, 10)), "bottom")
        XCTAssertTrue(contains(p, CGRectMake(0, 10, 10, 10), CGRectMake(0, 10, 10, 30)), "left")
        XCTAssertTrue(contains(p, CGRectMake(20, 10, 10, 10), CGRectMake(90, 10, 10, 30)), "right")
        // centre
        XCTAssertTrue(contains(p, CGRectMake(10, 10, 10, 10), CGRectMake(10, 10, 80, 30)), "centre")
    }

    // §10 destinations are in canvas pixels, sources in image pixels
    func testStretchAtScale2() {
        let p = pieces(
            Image("panel").resizable(capInsets: insets).frame(width: 100, height: 50),
            images: ["panel": CGSize(width: 30, height: 30)], scale: 2)
        XCTAssertTrue(contains(p, CGRectMake(20, 20, 10, 10), CGRectMake(180, 80, 20, 20)), "bottom-right corner")
        XCTAssertTrue(contains(p, CGRectMake(10, 10, 10, 10), CGRectMake(20, 20, 160, 60)), "centre")
    }

    // §10 .tile: tiles start at the region's top-leading corner; the last one is clipped
    func testTileRepeatsFromTheTopLeadingCornerAndClipsTheLastTile() {
        let p = pieces(
            Image("panel").resizable(capInsets: insets, resizingMode: .tile).frame(width: 105, height: 30),
            images: ["panel": CGSize(width: 30, height: 30)])
        // top edge region: x 10…95 (85 wide) ⇒ 8 full tiles + one 5-pt tile
        let top = p.filter { $0.1.minY == 0 && $0.1.minX >= 10 && $0.1.maxX <= 95 }
        XCTAssertEqual(top.count, 9)
        XCTAssertTrue(contains(p, CGRectMake(10, 0, 10, 10), CGRectMake(10, 0, 10, 10)), "first tile")
        XCTAssertTrue(contains(p, CGRectMake(10, 0, 10, 10), CGRectMake(80, 0, 10, 10)), "eighth tile")
        XCTAssertTrue(contains(p, CGRectMake(10, 0, 5, 10), CGRectMake(90, 0, 5, 10)), "clipped last tile")
        // corners stay unscaled
        XCTAssertTrue(contains(p, CGRectMake(20, 0, 10, 10), CGRectMake(95, 0, 10, 10)))
    }

    // §10 tiling only on an axis whose size differs from the natural size
    func testTileOnlyOnTheAxisThatChanged() {
        let p = pieces(
            Image("panel").resizable(capInsets: insets, resizingMode: .tile).frame(width: 30, height: 50),
            images: ["panel": CGSize(width: 30, height: 30)])
        // left edge: natural width, height 30 ⇒ three 10-pt tiles vertically
        let left = p.filter { $0.1.minX == 0 && $0.1.minY >= 10 && $0.1.maxY <= 40 }
        XCTAssertEqual(left.map(\.1), [CGRectMake(0, 10, 10, 10), CGRectMake(0, 20, 10, 10), CGRectMake(0, 30, 10, 10)])
        // top edge: width unchanged ⇒ a single piece
        XCTAssertTrue(contains(p, CGRectMake(10, 0, 10, 10), CGRectMake(10, 0, 10, 10)))
        XCTAssertEqual(p.filter { $0.1.minY == 0 }.count, 3)
    }

    // §10 a stretchable region of ≤ 1 px is stretched even in .tile mode
    func testOnePixelStretchableRegionIsStretchedNotTiled() {
        let p = pieces(
            Image("thin").resizable(capInsets: insets, resizingMode: .tile).frame(width: 100, height: 21),
            images: ["thin": CGSize(width: 21, height: 21)])
        XCTAssertTrue(contains(p, CGRectMake(10, 0, 1, 10), CGRectMake(10, 0, 80, 10)), "top edge stretched")
        XCTAssertEqual(p.count, 9)
    }

    // §10 zero insets with .tile repeat the whole image from the view's top-leading corner
    func testTileWithoutInsetsRepeatsTheWholeImage() {
        let p = pieces(
            Image("pattern").resizable(resizingMode: .tile).frame(width: 70, height: 30),
            images: ["pattern": CGSize(width: 30, height: 30)])
        XCTAssertEqual(p.map(\.1), [CGRectMake(0, 0, 30, 30), CGRectMake(30, 0, 30, 30), CGRectMake(60, 0, 10, 30)])
        XCTAssertEqual(p.last?.0, CGRectMake(0, 0, 10, 30))
    }

    // §10 layout: never smaller than the insets, natural size on nil axes (see §1.3)
    func testResizableImageLayout() {
        let graph = layout(
            Image("panel").resizable(capInsets: insets).named("img").fixedSize(),
            images: ["panel": CGSize(width: 30, height: 30)])
        XCTAssertSize(graph, "img", 30, 30)
    }
}

/// Bad insets (docs/LayoutRules.md §10, where SwiftUI says nothing): a sensible drawing, no gap, no crash.
final class NineSliceBadInsetsTests: XCTestCase {
    func testInsetsLargerThanTheImageShrinkInProportionLeavingOnePoint() {
        let slice = NineSlice(
            imageSize: CGSize(width: 24, height: 20), capInsets: EdgeInsets(top: 30, leading: 14, bottom: 10, trailing: 14), mode: .tile)
        // width: 14 + 14 > 23 → × 23/28; height: 30 + 10 > 19 → × 19/40
        XCTAssertEqual(slice.capInsets.leading, 11.5, accuracy: 1e-9)
        XCTAssertEqual(slice.capInsets.trailing, 11.5, accuracy: 1e-9)
        XCTAssertEqual(slice.capInsets.top, 14.25, accuracy: 1e-9)
        XCTAssertEqual(slice.capInsets.bottom, 4.75, accuracy: 1e-9)
        // The pieces cover the destination with no gap: areas add up.
        let pieces = slice.pieces(in: CGSize(width: 100, height: 50), pixelLength: 1)
        let area = pieces.reduce(0) { $0 + $1.destination.width * $1.destination.height }
        XCTAssertEqual(area, 100 * 50, accuracy: 1e-6)
    }

    func testNaNAndNegativeInsetsCountAsZero() {
        let slice = NineSlice(
            imageSize: CGSize(width: 24, height: 24), capInsets: EdgeInsets(top: .nan, leading: -3, bottom: .infinity, trailing: 4),
            mode: .stretch)
        XCTAssertEqual(slice.capInsets, EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 4))
    }

    func testOneByOneImageStretchesOverEverything() {
        let slice = NineSlice(imageSize: CGSize(width: 1, height: 1), capInsets: EdgeInsets(all: 1), mode: .tile)
        XCTAssertEqual(slice.capInsets, EdgeInsets())
        let pieces = slice.pieces(in: CGSize(width: 40, height: 30), pixelLength: 1)
        XCTAssertEqual(
            pieces,
            [NineSlice.Piece(source: CGRect(x: 0, y: 0, width: 1, height: 1), destination: CGRect(x: 0, y: 0, width: 40, height: 30))])
    }
}
