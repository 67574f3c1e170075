import Foundation
import XCTest

@testable import Tessera

/// `tiledBackground(with:capInsets:)`: whole-tile sizing (`TiledBackgroundLayout`), checked
/// against numbers computed by hand and against the hand-written preference version.
///
/// The image "panel" is 24×24 pt with 8-pt cap insets: insets 16 per axis, tile 8.
/// Content: `Text(s).font(.body).padding(4)` with the mock font (advance = size, line = 2 × size),
/// so content = (n·f + 8, 2f + 8) and the box = 16 + ceil((content − 16) / 8) × 8 per axis.
final class TiledBackgroundTests: XCTestCase {
    private let panel = ["panel": CGSize(width: 24, height: 24)]
    private let caps = EdgeInsets(all: 8)

    private struct Case {
        var text: String
        var size: DynamicTypeSize
        var box: CGSize
        var line: Int
    }

    // Body size f: xSmall 14, large 17, xLarge 19, xxxLarge 23 (Apple's table).
    private var cases: [Case] {
        [
            // 4×17+8 = 76 → 16+ceil(60/8)·8 = 80;  2·17+8 = 42 → 16+ceil(26/8)·8 = 48
            Case(text: "Play", size: .large, box: CGSize(width: 80, height: 48), line: #line),
            // 2×17+8 = 42 → 16+ceil(26/8)·8 = 48
            Case(text: "Go", size: .large, box: CGSize(width: 48, height: 48), line: #line),
            // 8×17+8 = 144 → already 16+16·8: no growth
            Case(text: "Continue", size: .large, box: CGSize(width: 144, height: 48), line: #line),
            // 4×14+8 = 64 → exact;  2·14+8 = 36 → 16+ceil(20/8)·8 = 40
            Case(text: "Play", size: .xSmall, box: CGSize(width: 64, height: 40), line: #line),
            // 4×23+8 = 100 → 16+ceil(84/8)·8 = 104;  2·23+8 = 54 → 16+ceil(38/8)·8 = 56
            Case(text: "Play", size: .xxxLarge, box: CGSize(width: 104, height: 56), line: #line),
            // 8×19+8 = 160 → exact;  2·19+8 = 46 → 16+ceil(30/8)·8 = 48
            Case(text: "Settings", size: .xLarge, box: CGSize(width: 160, height: 48), line: #line),
        ]
    }

    private func builtIn(_ c: Case) -> some View {
        Text(c.text).font(.body).named("text").padding(4)
            .tiledBackground(with: Image("panel"), capInsets: caps).named("box")
            .dynamicTypeSize(c.size)
    }

    private func handWritten(_ c: Case) -> some View {
        Text(c.text).font(.body).named("text").padding(4)
            .handWrittenTiledBackground(with: Image("panel"), capInsets: caps).named("box")
            .dynamicTypeSize(c.size)
    }

    func testBoxSnapsToWholeTilesForTextLengthsAndDynamicTypeSizes() {
        for c in cases {
            let graph = layout(builtIn(c), images: panel)
            XCTAssertSize(graph, "box", c.box.width, c.box.height, "\(c.text) at \(c.size)", line: UInt(c.line))
            XCTAssertEqual(graph.passesInLastUpdate, 1, "the built-in modifier settles in one pass", line: UInt(c.line))
        }
    }

    func testContentIsCentredInTheGrownBox() {
        // "Play" at large: content 76×42 in 80×48 → offset (2, 3); text inside padding 4 → (6, 7).
        let graph = layout(builtIn(cases[0]), images: panel)
        XCTAssertFrame(graph, "text", 6, 7, 68, 34)
        // The background image fills the grown box.
        guard case .nineSlice(let d)? = graph.displayList.operations.first(where: { if case .nineSlice = $0 { true } else { false } })
        else {
            return XCTFail("no nine-slice drawn: \(graph.displayList.operations)")
        }
        XCTAssertEqual(d.destination, CGRect(x: 0, y: 0, width: 80, height: 48))
        XCTAssertEqual(d.mode, .tile)
        // Every stretchable region is a whole number of tiles: no clipped tile at the edges.
        for piece in d.pieces() {
            XCTAssertEqual(piece.destination.width, piece.source.width, "\(piece)")
            XCTAssertEqual(piece.destination.height, piece.source.height, "\(piece)")
        }
    }

    func testHandWrittenPreferenceVersionGivesTheSameSizes() {
        for c in cases {
            let built = layout(builtIn(c), images: panel)
            let hand = layout(handWritten(c), images: panel)
            XCTAssertSize(hand, "box", c.box.width, c.box.height, "hand-written \(c.text) at \(c.size)", line: UInt(c.line))
            XCTAssertEqual(hand.frame(of: "text"), built.frame(of: "text"), "text placement \(c.text)", line: UInt(c.line))
            XCTAssertEqual(hand.passesInLastUpdate, 2, "measure, then lay out at whole tiles", line: UInt(c.line))
        }
    }

    func testGrowthIsStableAcrossFramesAndContentChanges() {
        let graph = ViewGraph(imageProvider: StaticImageProvider(sizes: panel))
        graph.rootPlacement = .topLeading
        let hand = ViewGraph(imageProvider: StaticImageProvider(sizes: panel))
        hand.rootPlacement = .topLeading
        let size = CGSize(width: 400, height: 300)
        // The text changes every frame (a counter), and back: sizes follow without oscillating.
        for (frame, text) in ["Go", "Play", "Play", "Continue", "Go", "Go"].enumerated() {
            let c = Case(text: text, size: .large, box: .zero, line: #line)
            graph.update(builtIn(c), size: size)
            hand.update(handWritten(c), size: size)
            let expectedWidth = 16 + ((CGFloat(text.count) * 17 + 8 - 16) / 8).rounded(.up) * 8
            XCTAssertSize(graph, "box", expectedWidth, 48, "frame \(frame)")
            XCTAssertSize(hand, "box", expectedWidth, 48, "hand-written frame \(frame)")
            XCTAssertEqual(graph.passesInLastUpdate, 1)
            XCTAssertFalse(graph.needsUpdate)
            XCTAssertFalse(hand.needsUpdate, "the hand-written version settled within the update")
        }
    }

    func testProposalLargerThanContentAndNilProposals() {
        // A flexible child (Color) takes the proposal: 101×37 → 104×40.
        let flexible = Color.red.tiledBackground(with: Image("panel"), capInsets: caps).named("box").frame(width: 101, height: 37)
        XCTAssertSize(layout(flexible, images: panel), "box", 104, 40)
        // The ideal size (fixedSize → nil proposals): Color's 10×10 → 16×16 (just the caps).
        let ideal = Color.red.tiledBackground(with: Image("panel"), capInsets: caps).named("box").fixedSize()
        XCTAssertSize(layout(ideal, images: panel), "box", 16, 16)
    }

    func testZeroInsetsTileTheWholeImage() {
        // No caps: the tile is the whole 24-pt image. 50×30 → 72×48.
        let view = Color.red.frame(width: 50, height: 30).tiledBackground(with: Image("panel")).named("box")
        XCTAssertSize(layout(view, images: panel), "box", 72, 48)
    }

    func testBadInsetsAndImagesStillGiveASize() {
        // Insets larger than the image: shrunk to 11.5 + 11.5, leaving a 1-pt tile: the box is
        // max(content, insets) on whole points.
        let huge = Color.red.frame(width: 50, height: 10).tiledBackground(with: Image("panel"), capInsets: EdgeInsets(all: 40)).named("box")
        XCTAssertSize(layout(huge, images: panel), "box", 50, 23)
        // NaN and negative insets are treated as 0: whole-image tiles.
        let nan = Color.red.frame(width: 30, height: 30)
            .tiledBackground(with: Image("panel"), capInsets: EdgeInsets(top: .nan, leading: -5, bottom: .infinity, trailing: 0)).named(
                "box")
        XCTAssertSize(layout(nan, images: panel), "box", 48, 48)
        // A 1×1 image: 1-pt tiles, so any whole-point size is already whole tiles.
        let dot = Color.red.frame(width: 33, height: 7).tiledBackground(with: Image("dot")).named("box")
        XCTAssertSize(layout(dot, images: ["dot": CGSize(width: 1, height: 1)]), "box", 33, 7)
        // A missing image: the 32×32 placeholder is the tile.
        let missing = Color.red.frame(width: 40, height: 10).tiledBackground(with: Image("ghost")).named("box")
        XCTAssertSize(layout(missing), "box", 64, 32)
    }

    // §4.4 through the tiled background: its content is centred in the grown box, and its text
    // baseline is exported from there. "Play" at 10 pt is 40×20, grown to 40×24 (16 + 1 tile of 8
    // vertically), so the text sits at y = 2 and its first baseline is 2 + 15 = 17; a plain text
    // aligned on first baselines (baseline 15) goes to y = 2.
    func testTiledBackgroundExportsTheCenteredTextBaseline() {
        let graph = layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("Play").font(.system(size: 10)).named("play")
                    .tiledBackground(with: Image("panel"), capInsets: EdgeInsets(all: 8)).named("box")
                Text("x").font(.system(size: 10)).named("x")
            }, images: panel)
        XCTAssertFrame(graph, "box", CGRectMake(0, 0, 40, 24))
        XCTAssertFrame(graph, "play", CGRectMake(0, 2, 40, 20))
        XCTAssertFrame(graph, "x", CGRectMake(40, 2, 10, 20))
    }
}
