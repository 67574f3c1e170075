import Foundation
import XCTest

@testable import Tessera

/// Images inline in text, with the mock font (10 pt: advance 10, ascent 15, descent 5, cap
/// height 10). An inline image is one em high, keeps its aspect ratio and is centred on half
/// the cap height above the baseline.
final class InlineImageTests: XCTestCase {
    /// Natural sizes: a square star, a 2:1 wide bar, a zero-size image.
    private let images: [String: CGSize] = [
        "star": CGSize(width: 24, height: 24), "wide": CGSize(width: 40, height: 20),
        "empty": .zero,
    ]

    private func drawnImages(_ graph: ViewGraph) -> [ImageDrawing] {
        graph.displayList.operations.compactMap {
            if case .image(let d) = $0 { return d }
            return nil
        }
    }

    private func render<V: View>(_ view: V, scale: CGFloat = 1) -> ViewGraph {
        layout(view.named("t"), scale: scale, images: images)
    }

    /// The text tagged "t" in a leading-aligned frame `width` wide.
    private func render(_ text: some View, width: CGFloat, height: CGFloat = 1000) -> ViewGraph {
        layout(text.named("t").frame(width: width, alignment: .leading), in: CGSize(width: width, height: height), images: images)
    }

    func testImageIsOneEmHighKeepsItsAspectAndSitsOnTheCapHeight() {
        let graph = render((Text("a") + Text(Image("wide"))).font(ten).fixedSize())
        XCTAssertSize(graph, "t", 30, 20)
        // Bottom at cap height ÷ 2 − height ÷ 2 = 0 above the baseline (15): top 5.
        XCTAssertEqual(drawnImages(graph).map(\.destination), [CGRect(x: 10, y: 5, width: 20, height: 10)])
        XCTAssertEqual(drawnImages(graph).first?.image.name, "wide")
    }

    func testImageScalesWithTheFontSize() {
        for size in [CGFloat(10), 20, 35] {
            let graph = render((Text("a") + Text(Image("wide"))).font(.system(size: size)).fixedSize())
            XCTAssertSize(graph, "t", size * 3, size * 2, "at \(size) pt")
            // Centred on cap height ÷ 2 = size ÷ 2 above the baseline at 1.5 × size.
            // Its top: baseline 1.5 × size − (cap height ÷ 2 + height ÷ 2) = 0.5 × size, in whole pixels.
            XCTAssertEqual(
                drawnImages(graph).map(\.destination), [CGRect(x: size, y: (size / 2).rounded(), width: size * 2, height: size)],
                "at \(size) pt")
        }
    }

    func testImageScalesWithTextStylesAndDynamicType() {
        // .title is 28 pt at .large, 48 pt at .accessibility3 (Apple's table).
        for (typeSize, points) in [(DynamicTypeSize.large, CGFloat(28)), (.xSmall, 25), (.accessibility3, 48)] {
            let graph = render(Text("Level 3 \(Image("star"))").font(.title).dynamicTypeSize(typeSize).fixedSize())
            XCTAssertSize(graph, "t", points * 9, points * 2, "\(typeSize)")
            XCTAssertEqual(drawnImages(graph).map(\.destination.size), [CGSize(width: points, height: points)], "\(typeSize)")
        }
    }

    func testConcatenationAndInterpolationGiveTheSameLayout() {
        let concatenated = render((Text("Get 3 ") + Text(Image("star")) + Text(" now")).font(ten).fixedSize())
        let interpolated = render(Text("Get 3 \(Image("star")) now").font(ten).fixedSize())
        XCTAssertSize(concatenated, "t", 110, 20)
        XCTAssertSize(interpolated, "t", 110, 20)
        XCTAssertEqual(drawnImages(concatenated).map(\.destination), drawnImages(interpolated).map(\.destination))
        XCTAssertEqual(drawnImages(interpolated).map(\.destination), [CGRect(x: 60, y: 5, width: 10, height: 10)])
    }

    func testImageWrapsToTheNextLineAsOneWord() {
        // "abc " + 20-wide image does not fit 50: the image moves down, whole.
        let graph = render(Text("abc \(Image("wide"))").font(ten), width: 50)
        XCTAssertSize(graph, "t", 30, 40)
        XCTAssertEqual(drawnImages(graph).map(\.destination), [CGRect(x: 0, y: 25, width: 20, height: 10)])
    }

    func testLineMayBreakRightBeforeAndAfterAnImage() {
        // No spaces: "ab★cd" at width 30 breaks at the image's edges, never inside a word.
        let graph = render((Text("ab") + Text(Image("star")) + Text("cd")).font(ten), width: 30)
        XCTAssertSize(graph, "t", 30, 40)
        XCTAssertEqual(drawnImages(graph).map(\.destination.origin), [CGPoint(x: 20, y: 5)])
        let runs = textRuns(graph.displayList).map { string(of: $0, in: graph.displayList) }
        XCTAssertEqual(runs, ["ab", "cd"])
    }

    func testRaisedImageGrowsItsLine() {
        // Raised 20: bottom 20, top 30 above the baseline — taller than the font's ascent 15.
        let graph = render((Text("ab") + Text(Image("star")).baselineOffset(20) + Text("\ncd")).font(ten).fixedSize())
        // Line 1: ascent 30 + descent 5 = 35; line 2: 20.
        XCTAssertSize(graph, "t", 30, 55)
        XCTAssertEqual(drawnImages(graph).map(\.destination), [CGRect(x: 20, y: 0, width: 10, height: 10)])
        // The letters sit on the grown line's baseline (30), the second line's at 35 + 15.
        XCTAssertEqual(graph.displayList.glyphs.map(\.y), [30, 30, 50, 50])
    }

    func testImageInALargerFontGrowsItsLine() {
        let graph = render((Text("ab") + Text(Image("star")).font(.system(size: 30))).font(ten).fixedSize())
        // The image's run is 30 pt: line ascent 45, descent 15.
        XCTAssertSize(graph, "t", 50, 60)
        XCTAssertEqual(drawnImages(graph).map(\.destination), [CGRect(x: 20, y: 15, width: 30, height: 30)])
    }

    func testTruncationRemovesAWholeImage() {
        // "abcd " + image is 70 wide; one line of 60 keeps "abcd " + "…" and no part of the image.
        let graph = render(Text("abcd \(Image("wide"))").font(ten).lineLimit(1), width: 60)
        XCTAssertSize(graph, "t", 60, 20)
        XCTAssertTrue(drawnImages(graph).isEmpty)
        XCTAssertEqual(textRuns(graph.displayList).map { string(of: $0, in: graph.displayList) }, ["abcd…"])
    }

    func testTruncationKeepsAnImageThatFits() {
        let graph = render(Text("a\(Image("star"))bcdefgh").font(ten).lineLimit(1), width: 60)
        XCTAssertEqual(drawnImages(graph).map(\.destination.origin), [CGPoint(x: 10, y: 5)])
        XCTAssertEqual(textRuns(graph.displayList).map { string(of: $0, in: graph.displayList) }, ["a", "bcd…"])
    }

    func testImageCountsForLineLimit() {
        // Three lines at width 20: "ab" / image / "cd"; a limit of 2 keeps two.
        let text = (Text("ab ") + Text(Image("wide")) + Text(" cd")).font(ten)
        XCTAssertSize(render(text, width: 20), "t", 20, 60)
        XCTAssertSize(render(text.lineLimit(2), width: 20), "t", 20, 40)
    }

    func testImageIsAlignedWithItsLine() {
        let graph = render((Text("abcd ") + Text(Image("wide"))).font(ten).multilineTextAlignment(.trailing), width: 40)
        // Line 2 ("wide", 20) is right-aligned in the 40-wide text.
        XCTAssertEqual(drawnImages(graph).map(\.destination.origin), [CGPoint(x: 20, y: 25)])
    }

    func testBaselinesOfTextWithARaisedImage() {
        let graph = layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("x").font(ten).named("plain")
                (Text("y") + Text(Image("star")).baselineOffset(20)).font(ten).named("raised")
            }, images: images)
        // The raised text's first baseline is 30 (its grown ascent); the plain text's is 15.
        XCTAssertFrame(graph, "plain", 0, 15, 10, 20)
        XCTAssertFrame(graph, "raised", 10, 0, 20, 35)
        let last = layout(
            HStack(alignment: .lastTextBaseline, spacing: 0) {
                Text("x").font(ten).named("plain")
                (Text("y\n") + Text(Image("star")).baselineOffset(20)).font(ten).named("raised")
            }, images: images)
        // Last baseline of the raised text: line 1 (20) + ascent 30.
        XCTAssertFrame(last, "plain", 0, 35, 10, 20)
    }

    func testImageOnlyText() {
        let graph = render(Text(Image("wide")).font(ten).fixedSize())
        XCTAssertSize(graph, "t", 20, 20)
        XCTAssertEqual(drawnImages(graph).map(\.destination), [CGRect(x: 0, y: 5, width: 20, height: 10)])
    }

    func testImageIsDrawnAtDisplayScale() {
        let graph = render(Text("a\(Image("wide"))").font(ten).fixedSize(), scale: 2)
        XCTAssertEqual(drawnImages(graph).map(\.destination), [CGRect(x: 20, y: 10, width: 40, height: 20)])
    }

    func testTemplateImageIsTintedAndOriginalIsNot() {
        let graph = render(
            HStack {
                Text(Image("star").renderingMode(.template)).foregroundColor(.red)
                Text(Image("star")).foregroundColor(.red)
            }.font(ten))
        XCTAssertEqual(drawnImages(graph).map(\.tint), [Color.red.resolve(in: EnvironmentValues()), nil])
    }

    // The seed trick: an image exactly as big as the letter's box.
    func testHiddenLetterSizesAnOverlaidImage() {
        let graph = layout(
            Text("M").font(ten).hidden()
                .overlay(Image("star").resizable().aspectRatio(contentMode: .fit).named("image"))
                .named("seed"), images: images)
        XCTAssertFrame(graph, "seed", 0, 0, 10, 20)
        XCTAssertFrame(graph, "image", 0, 5, 10, 10)
        let title = layout(
            Text("M").font(.title).dynamicTypeSize(.accessibility3).hidden()
                .overlay(Image("wide").resizable().aspectRatio(contentMode: .fit).named("image")), images: images)
        // 48 pt mock letter: 48 × 96; the 2:1 image fits its width.
        XCTAssertFrame(title, "image", 0, 36, 48, 24)
    }

    // MARK: Bad input

    func testMissingImageTakesAPlaceholderSquare() {
        let graph = render(Text("a\(Image("nope"))b").font(ten).fixedSize())
        XCTAssertSize(graph, "t", 30, 20)
        XCTAssertEqual(drawnImages(graph).map(\.image.isPlaceholder), [true])
        XCTAssertEqual(drawnImages(graph).map(\.destination), [CGRect(x: 10, y: 5, width: 10, height: 10)])
    }

    func testZeroSizeImageTakesNoRoomAndDrawsNothing() {
        let graph = render(Text("a\(Image("empty"))b").font(ten).fixedSize())
        XCTAssertSize(graph, "t", 20, 20)
        XCTAssertTrue(drawnImages(graph).isEmpty)
    }

    func testNonFiniteBaselineOffsetIsIgnored() {
        let graph = render(
            (Text("a") + Text(Image("star")).baselineOffset(.nan) + Text("b").baselineOffset(.infinity)).font(ten).fixedSize())
        XCTAssertSize(graph, "t", 30, 20)
        XCTAssertEqual(drawnImages(graph).map(\.destination), [CGRect(x: 10, y: 5, width: 10, height: 10)])
    }

    func testLongTextWithManyImagesLaysOut() {
        var text = Text("")
        for i in 0..<500 { text = text + Text(String(repeating: "w", count: 199) + " ") + Text(Image(i % 7 == 0 ? "nope" : "star")) }
        let graph = render(text.font(ten), width: 400, height: 1e7)
        XCTAssertEqual(text.string.unicodeScalars.count, 100_500)
        XCTAssertEqual(drawnImages(graph).count, 500)
        XCTAssertGreaterThan(graph.frame(of: "t")?.height ?? 0, 1000)
    }
}
