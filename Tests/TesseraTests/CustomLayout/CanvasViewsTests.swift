import Foundation
import XCTest

@testable import Tessera

/// A canvas drawing text, images and symbols: laid out as the views themselves, placed by
/// anchor or rectangle, under the context's transform and opacity.
final class CanvasViewsTests: XCTestCase {
    private func drawn(_ list: DisplayList) -> [String] {
        textRuns(list).map { string(of: $0, in: list) }
    }

    /// The transform opened around each drawn view (its pixels to the canvas's).
    private func transforms(_ list: DisplayList) -> [CGAffineTransform] {
        list.operations.compactMap { if case .pushTransform(let t) = $0 { return t } else { return nil } }
    }

    func testTextIsDrawnAtItsAnchorInTheEnvironmentsFont() {
        // The mock font: each character as wide as the font size, lines twice as tall.
        let graph = layout(
            Canvas { context, _ in
                context.draw(Text("Hi"), at: CGPoint(x: 50, y: 40))
                context.draw(Text("Go"), at: CGPoint(x: 10, y: 10), anchor: .topLeading)
            }
            .font(ten)
            .frame(width: 100, height: 80)
            .padding(EdgeInsets(top: 7, leading: 5, bottom: 0, trailing: 0)))
        XCTAssertEqual(drawn(graph.displayList), ["Hi", "Go"])
        let t = transforms(graph.displayList)
        XCTAssertEqual(t.count, 2)
        // "Hi" is 20 × 20, centred on (50, 40) of a canvas at (5, 7).
        XCTAssertEqual(t.first, CGAffineTransform(translationX: 5 + 40, y: 7 + 30))
        XCTAssertEqual(t.last, CGAffineTransform(translationX: 5 + 10, y: 7 + 10))
    }

    func testResolvedTextMeasuresAsTheTextWouldLayOut() {
        var sizes: [CGSize] = []
        var baselines: [CGFloat] = []
        layout(
            Canvas { context, _ in
                let text = context.resolve(Text("Four word long text"))
                sizes.append(text.measure(in: CGSize(width: 1000, height: 1000)))
                sizes.append(text.measure(in: CGSize(width: 100, height: 1000)))
                baselines.append(text.firstBaseline(in: CGSize(width: 100, height: 1000)))
                baselines.append(text.lastBaseline(in: CGSize(width: 100, height: 1000)))
            }
            .font(ten))
        XCTAssertEqual(sizes.first, CGSize(width: 190, height: 20))
        // Wrapped to 100 points: "Four word" / "long text", two lines of 20.
        XCTAssertEqual(sizes.last, CGSize(width: 90, height: 40))
        XCTAssertEqual(baselines, [15, 35])
    }

    func testTextInARectWrapsToItsWidth() {
        let graph = layout(
            Canvas { context, _ in
                context.draw(Text("Four word long text"), in: CGRect(x: 0, y: 0, width: 100, height: 100))
            }
            .font(ten))
        let glyphs = graph.displayList.glyphs
        XCTAssertEqual(String(String.UnicodeScalarView(glyphs.map(\.scalar))).filter { $0 != " " }, "Fourwordlongtext")
        // Two lines: "Four word" on the first baseline, "long text" 20 points below.
        XCTAssertEqual(Set(glyphs.map(\.y)).sorted(), [15, 35])
    }

    func testImagesAreDrawnAtTheirSizeOrStretchedIntoARect() {
        var measured: [CGSize] = []
        let graph = layout(
            Canvas { context, _ in
                let coin = context.resolve(Image("coin"))
                measured.append(coin.size)
                measured.append(CGSize(width: coin.baseline, height: 0))
                context.draw(coin, at: CGPoint(x: 50, y: 50))
                context.draw(Image("coin"), in: CGRect(x: 0, y: 0, width: 40, height: 10))
            },
            images: ["coin": CGSize(width: 16, height: 12)])
        XCTAssertEqual(measured, [CGSize(width: 16, height: 12), CGSize(width: 12, height: 0)])
        let images = graph.displayList.operations.compactMap { if case .image(let d) = $0 { return d.destination } else { return nil } }
        XCTAssertEqual(images, [CGRect(x: 0, y: 0, width: 16, height: 12), CGRect(x: 0, y: 0, width: 40, height: 10)])
        XCTAssertEqual(transforms(graph.displayList), [CGAffineTransform(translationX: 42, y: 44), .identity])
    }

    func testSymbolsAreResolvedByTagAndNotShownThemselves() {
        var missing = false
        let graph = layout(
            Canvas { context, _ in
                missing = context.resolveSymbol(id: 7) == nil
                if let star = context.resolveSymbol(id: "star") {
                    XCTAssertEqual(star.size, CGSize(width: 30, height: 20))
                    context.draw(star, at: CGPoint(x: 20, y: 20), anchor: .topLeading)
                    context.draw(star, in: CGRect(x: 0, y: 50, width: 60, height: 20))
                }
            } symbols: {
                Text("***").tag("star")
                Text("unused").tag("other")
            }
            .font(ten))
        XCTAssertTrue(missing)
        XCTAssertEqual(drawn(graph.displayList), ["***", "***"])
    }

    func testTheContextsTransformAndOpacityApply() {
        let graph = layout(
            Canvas { context, _ in
                context.opacity = 0.5
                context.scaleBy(x: 2, y: 2)
                context.draw(Text("A"), at: .zero, anchor: .topLeading)
            }
            .font(ten), scale: 2)
        XCTAssertTrue(graph.displayList.operations.contains(.pushOpacity(0.5)))
        // Drawn at scale 2 (pixels), then: to points, scaled by 2, to pixels.
        XCTAssertEqual(transforms(graph.displayList), [CGAffineTransform(scaleX: 2, y: 2)])
    }

    func testShadingSetsTheForegroundOfTextWithoutItsOwnColour() {
        let graph = layout(
            Canvas { context, _ in
                var text = context.resolve(Text("A"))
                text.shading = .color(.red)
                context.draw(text, at: .zero)
                context.draw(Text("B").foregroundColor(.green), at: .zero)
                context.draw(Text("C"), at: .zero)
            }
            .foregroundStyle(.blue))
        let colors = textRuns(graph.displayList).map(\.color)
        XCTAssertEqual(
            colors,
            [
                Color.red.resolve(in: EnvironmentValues()), Color.green.resolve(in: EnvironmentValues()),
                Color.blue.resolve(in: EnvironmentValues()),
            ])
    }

    func testBadGeometryDrawsNothingAndDoesNotCrash() {
        let graph = layout(
            Canvas { context, _ in
                context.draw(Text("A"), at: CGPoint(x: CGFloat.nan, y: 0))
                context.draw(Text("B"), in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10))
                context.draw(Image("none"), in: CGRect(x: 0, y: 0, width: -20, height: 1e12))
                context.draw(Text(""), at: .zero)
                var context = context
                context.addFilter(.blur(radius: 4))
                context.addFilter(.shadow(color: .black, radius: 2))
                context.blendMode = .multiply
                XCTAssertEqual(context.blendMode, .multiply)
                XCTAssertEqual(context.environment.colorScheme, .light)
                context.draw(Text("C"), at: .zero)
            })
        XCTAssertEqual(drawn(graph.displayList), ["C"])
    }
}
