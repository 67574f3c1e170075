import Foundation
import XCTest

@testable import Tessera

/// Shape styles: `resolve(in:)`, gradients and image paints placed in pixel space,
/// `ImageRenderer` and `DiagonalStripes`.
final class ShapeStyleTests: XCTestCase {
    /// A custom style the SwiftUI way: it resolves to another style per environment.
    struct Warning: ShapeStyle {
        func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
            environment.colorScheme == .dark ? Color.orange : Color.red
        }
    }

    private func paints<V: View>(_ view: V, scale: CGFloat = 1, images: [String: CGSize] = [:], dark: Bool = false) -> [DisplayPaint] {
        let graph = ViewGraph(imageProvider: StaticImageProvider(sizes: images))
        graph.rootPlacement = .topLeading
        graph.environment.displayScale = scale
        graph.environment.colorScheme = dark ? .dark : .light
        graph.update(view, size: CGSize(width: 400, height: 400))
        return graph.displayList.operations.compactMap {
            switch $0 {
            case .fill(_, let p), .stroke(_, let p, _): p
            default: nil
            }
        }
    }

    func testCustomStyleResolvesInTheEnvironment() {
        let view = Rectangle().fill(Warning()).frame(width: 10, height: 10)
        XCTAssertEqual(paints(view), [.color(Color.red.resolve(in: EnvironmentValues()))])
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        XCTAssertEqual(paints(view, dark: true), [.color(Color.orange.resolve(in: dark))])
    }

    func testAColoursGradientRunsFromLighterAtTheTopToDarkerAtTheBottom() throws {
        let view = Rectangle().fill(Color(red: 0.5, green: 0.2, blue: 1).gradient).frame(width: 100, height: 50)
        guard case .linearGradient(let paint)? = paints(view).first else { return XCTFail("a linear gradient: \(paints(view))") }
        let top = try XCTUnwrap(paint.stops.first?.color), bottom = try XCTUnwrap(paint.stops.last?.color)
        XCTAssertEqual(top.red, 0.5 + 0.5 * 0.12, accuracy: 1e-5)
        XCTAssertEqual(top.blue, 1, accuracy: 1e-5)
        XCTAssertEqual(bottom.green, 0.2 * 0.88, accuracy: 1e-5)
        XCTAssertEqual(paints(view.background(Color.red.gradient)).count, 2, "a background takes a gradient too")
        let stops = AnyGradient(Gradient(colors: [.red, .blue])).linearGradient(startPoint: .leading, endPoint: .trailing)
        XCTAssertEqual(
            stops.resolve(in: EnvironmentValues()), LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
    }

    func testAGradientOfABadColourStaysFinite() throws {
        let view = Rectangle().fill(Color(red: .nan, green: .infinity, blue: 1e12).gradient)
            .frame(width: 10, height: 10)
        guard case .linearGradient(let paint)? = paints(view).first else { return XCTFail("a linear gradient: \(paints(view))") }
        XCTAssertTrue(paint.stops.allSatisfy { $0.color.isFinite }, "\(paint.stops)")
    }

    func testLinearGradientIsPlacedInTheShapesPixelFrame() {
        let view = Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
            .frame(width: 100, height: 50).padding(10)
        guard case .linearGradient(let g)? = paints(view, scale: 2).first else { return XCTFail("no gradient") }
        // Frame (10, 10, 100, 50) pt → (20, 20, 200, 100) px; top centre → bottom centre.
        XCTAssertEqual(g.start, CGPoint(x: 120, y: 20))
        XCTAssertEqual(g.end, CGPoint(x: 120, y: 120))
        XCTAssertEqual(g.stops.map(\.location), [0, 1])
        // Halfway: an even mix; before the start and after the end: the end colours.
        let mid = g.color(at: g.linearParameter(120, 70))
        XCTAssertEqual(
            mid.red, (Color.red.resolve(in: EnvironmentValues()).red + Color.blue.resolve(in: EnvironmentValues()).red) / 2, accuracy: 0.001
        )
        XCTAssertEqual(g.color(at: -1), Color.red.resolve(in: EnvironmentValues()))
        XCTAssertEqual(g.color(at: 2), Color.blue.resolve(in: EnvironmentValues()))
    }

    func testRadialGradientRadiiAreScaledToPixels() {
        let view = Circle().fill(RadialGradient(colors: [.white, .black], center: .center, startRadius: 5, endRadius: 20)).frame(
            width: 40, height: 40)
        guard case .radialGradient(let g)? = paints(view, scale: 2).first else { return XCTFail("no gradient") }
        XCTAssertEqual(g.start, CGPoint(x: 40, y: 40))
        XCTAssertEqual(g.startRadius, 10)
        XCTAssertEqual(g.endRadius, 40)
    }

    func testImagePaintResolvesItsImageAndTileSize() {
        let view = Capsule().stroke(.image(Image("brick"), sourceRect: CGRect(x: 0, y: 0, width: 0.5, height: 1), scale: 2), lineWidth: 4)
            .frame(width: 60, height: 30).padding(5)
        guard case .image(let p)? = paints(view, scale: 2, images: ["brick": CGSize(width: 16, height: 8)]).first else {
            return XCTFail("no image paint")
        }
        XCTAssertEqual(p.image.name, "brick")
        XCTAssertFalse(p.image.isPlaceholder)
        // Tile = 8×8 pt of source × paint scale 2 × display scale 2 = 32×32 px, from the frame origin.
        XCTAssertEqual(p.tileSize, CGSize(width: 32, height: 32))
        XCTAssertEqual(p.origin, CGPoint(x: 10, y: 10))
        XCTAssertEqual(p.sourcePixels, CGRect(x: 0, y: 0, width: 8, height: 8))
    }

    func testImageRendererRecordsTheViewsDrawing() {
        let renderer = ImageRenderer(content: Rectangle().fill(Color.red).frame(width: 10, height: 6))
        renderer.scale = 2
        let image = renderer.render()
        XCTAssertEqual(image.displayList.pixelSize, CGSize(width: 20, height: 12))
        XCTAssertEqual(image.size, CGSize(width: 10, height: 6))
        guard case .fill(.rect(let r), _)? = image.displayList.operations.first else { return XCTFail("\(image.displayList.operations)") }
        XCTAssertEqual(r, CGRect(x: 0, y: 0, width: 20, height: 12))
        // Equal content, size and scale → equal images (one texture); another scale → another.
        XCTAssertEqual(renderer.render(), image)
        renderer.scale = 1
        XCTAssertNotEqual(renderer.render(), image)
        // As a view, the image has the content's size in points.
        renderer.scale = 2
        let graph = layout(renderer.image.named("img"), scale: 2)
        XCTAssertSize(graph, "img", 10, 6)
        guard case .image(let d)? = graph.displayList.operations.first else { return XCTFail("no image drawn") }
        XCTAssertEqual(d.image.rendered, image)
    }

    func testDiagonalStripesTileIsRenderedOnceAtTheDisplayScale() {
        let view = RoundedRectangle(cornerRadius: 8).fill(DiagonalStripes(size: 12, lineWidth: 3, color: .white)).frame(
            width: 50, height: 30)
        let before = PatternTileCache.shared.rendered
        guard case .image(let p)? = paints(view, scale: 2).first, let tile = p.image.rendered else { return XCTFail("no stripes") }
        XCTAssertEqual(tile.displayList.pixelSize, CGSize(width: 24, height: 24))
        XCTAssertEqual(p.tileSize, CGSize(width: 24, height: 24))
        // Three rotated lines: the diagonal and its copies one tile to each side.
        let transforms = tile.displayList.operations.filter { if case .pushTransform = $0 { true } else { false } }
        XCTAssertEqual(transforms.count, 3)
        // Made again (as a view body does every frame): the same tile, not laid out again.
        guard case .image(let again)? = paints(view, scale: 2).first else { return XCTFail() }
        XCTAssertEqual(again.image.rendered, tile)
        XCTAssertLessThanOrEqual(PatternTileCache.shared.rendered - before, 1)
    }

    func testImagePaintAsForegroundStyleAndErasedStyleResolvesItsImage() {
        let brick = ["brick": CGSize(width: 16, height: 8)]
        let foreground = Rectangle().frame(width: 20, height: 20).foregroundStyle(ImagePaint(image: Image("brick")))
        guard case .image(let a)? = paints(foreground, images: brick).first else { return XCTFail("no image paint") }
        XCTAssertFalse(a.image.isPlaceholder, "the image was not looked up in the graph's catalog")
        let erased = Circle().fill(AnyShapeStyle(ImagePaint(image: Image("brick")))).frame(width: 20, height: 20)
        guard case .image(let b)? = paints(erased, images: brick).first else { return XCTFail("no image paint") }
        XCTAssertEqual(b.image.pixelSize, CGSize(width: 16, height: 8))
    }
}
