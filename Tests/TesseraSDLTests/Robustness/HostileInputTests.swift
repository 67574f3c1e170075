import Foundation
import Tessera
import TesseraSDL
import XCTest

/// Every crash, hang and memory blow-up found with hostile input, as a named regression
/// test on the software renderer (docs/Robustness.md).
final class HostileInputTests: TexturedFixtureTestCase {
    private func rig(_ log: LogCapture? = nil, width: Int = 120, height: Int = 90) throws -> (SceneRig, ViewGraph) {
        try assets.installShipped("gem")
        let rig = try SceneRig(width: width, height: height, assets: assets, logger: log?.logger)
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        graph.rootPlacement = .topLeading
        return (rig, graph)
    }

    /// Draws `view` and checks the frame's numbers are finite and that the layout stage, not the
    /// display list's last guard, kept them so.
    @discardableResult
    private func draw<V: View>(
        _ view: V, _ rig: SceneRig, _ graph: ViewGraph, file: StaticString = #filePath, line: UInt = #line
    ) throws -> RGBAImage {
        let list = graph.update(view, size: CGSize(width: rig.canvas.width, height: rig.canvas.height))
        XCTAssertTrue(list.isFinite, file: file, line: line)
        XCTAssertEqual(graph.sanitizedOperations, 0, "\(String(describing: graph.lastNonFiniteOperation))", file: file, line: line)
        return try rig.render(list)
    }

    func testHeadlessHostHugeSizeOrScaleSkipsTheFrameWithOneError() throws {
        let host = try HeadlessHost(assetsDirectory: assets.root)
        let sizes: [(CGSize, CGFloat)] = [
            (CGSize(width: 1e19, height: 1e19), 1), (CGSize(width: 100, height: 100), 1e300),
            (CGSize(width: 100, height: 100), 1e6), (CGSize(width: 1e9, height: 1e9), 1),
        ]
        for (size, scale) in sizes {
            let frame = try host.render(Color.red, size: size, scale: scale)
            XCTAssertEqual(frame.width * frame.height, 0, "\(size) at \(scale)")
        }
        XCTAssertEqual(host.counters.framesSkipped, 4)
        // A frame within budget still renders.
        XCTAssertEqual(try host.render(Color.red, size: CGSize(width: 10, height: 10)).width, 10)
    }

    func testTextScaledAMillionTimesDoesNotCrashSDLsRotateBlit() throws {
        // Fuzz tree 7,892: SDL's software rotate-blit crashed on a glyph scaled to millions of
        // pixels; scales above 64 take the clipped geometry path instead.
        let host = try HeadlessHost(assetsDirectory: assets.root)
        let frame = try host.render(
            Text("Hi").scaleEffect(x: 1e6, y: 30).rotationEffect(.radians(1e-9)), size: CGSize(width: 96, height: 72))
        XCTAssertEqual(frame.width, 96, "the frame was drawn (before the fix the process crashed inside SDL)")
    }

    func testRotatedTextFarOffTheCanvasNeverReachesSDLsRotateBlit() throws {
        // Fuzz tree 11,666: SDL's rotate-blit converts its destination to integers unchecked, and
        // glyphs rotated 4e10 pixels off the canvas corrupted the heap. They are culled now.
        let (rig, graph) = try rig()
        try draw(Text("abc").rotationEffect(.radians(2.6)).offset(x: 4e10, y: 7e10), rig, graph)
        XCTAssertEqual(rig.renderer.lastFrame.drawCalls, 0, "nothing of the text is visible, so nothing is drawn")
        // On the canvas, rotated text still takes the filtered rotate-blit, one call per glyph.
        try draw(Text("abc").rotationEffect(.radians(2.6)).offset(x: 20, y: 20), rig, graph)
        XCTAssertEqual(rig.renderer.lastFrame.drawCalls, 3)
    }

    func testShadowOfRadius1e308DoesNotTrap() throws {
        let (rig, graph) = try rig()
        let image = try draw(Color.red.frame(width: 40, height: 40).shadow(radius: 1e308).padding(10), rig, graph)
        XCTAssertEqual(image[30, 30].r, 255, "the content still draws")
    }

    func testStripesWithGreatestFiniteLineWidthDoNotTrap() throws {
        let (rig, graph) = try rig()
        try draw(Rectangle().fill(DiagonalStripes(size: 20, lineWidth: .greatestFiniteMagnitude)), rig, graph)
    }

    func testNearestFilteredImageAtHugeSizeDrawsOnlyTheVisiblePart() throws {
        let (rig, graph) = try rig()
        let image = try draw(Color.red.padding(1e5).background(Image("gem").resizable().interpolation(.none)), rig, graph)
        XCTAssertNotEqual(image[60, 45].r, 24, "the visible part of the image is drawn")
        XCTAssertEqual(rig.renderer.lastFrame.skippedOperations, 0)
    }

    func testPlaceholderBehindBillionPointPaddingDraws() throws {
        let (rig, graph) = try rig()
        try draw(Color.red.padding(1e9).background(Image("missing").resizable()), rig, graph)
    }

    func testTiledNineSliceOverEnormousRectangleWithTinyTilesFinishes() throws {
        let (rig, graph) = try rig()
        let view = Image("gem").resizable(capInsets: EdgeInsets(top: 63, leading: 63, bottom: 63, trailing: 63), resizingMode: .tile)
            .frame(width: 1e9, height: 1e9)
        try draw(view, rig, graph)
        // Only tiles that can show were cut: at most the visible 1-point tiles plus a margin.
        let drawing = NineSliceDrawing(
            image: ImageInfo(name: "gem", pixelSize: CGSize(width: 128, height: 128), scale: 2),
            capInsets: EdgeInsets(top: 126, leading: 126, bottom: 126, trailing: 126), mode: .tile,
            destination: CGRect(x: 0, y: 0, width: 2e9, height: 2e9), scale: 2)
        XCTAssertLessThanOrEqual(drawing.pieces(visible: CGRect(x: -64, y: -64, width: 368, height: 308)).count, 200 * 200)
    }

    func testFontNameCannotLeaveTheFontsFolder() throws {
        let outside = assets.root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", toPath: outside.appendingPathComponent("Evil.ttf").path)
        let log = LogCapture()
        let (rig, graph) = try rig(log)
        for name in ["../outside/Evil", "../../outside/Evil", "/etc/passwd", "~/Evil", "a/../../outside/Evil"] {
            XCTAssertThrowsError(try rig.catalog.fontFile(for: ResolvedFont(name: name, size: 24)), name) { error in
                XCTAssertEqual(error as? AssetError, .fontNameOutsideFolder(name: name))
            }
        }
        try draw(Text("x").font(.custom("../outside/Evil", size: 24)), rig, graph)
        XCTAssertEqual(log.errors(containing: "leaves the fonts folder").count, 1, "\(log.messages)")
        XCTAssertTrue(log.messages.allSatisfy { !$0.message.contains("Evil.ttf") }, "the outside file is never opened")
    }

    func testCorruptFontWithIntactHeaderFallsBackWithOneError() throws {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")))
        var random = SplitMix64(seed: 2000)
        // 2,000 random bytes changed after the table directory (the header stays intact).
        for _ in 0..<2000 {
            let at = 1024 + Int(random.next() % UInt64(bytes.count - 1024))
            bytes[at] = UInt8(truncatingIfNeeded: random.next())
        }
        XCTAssertTrue(FileManager.default.createFile(atPath: assets.path("Fonts/Damaged.ttf"), contents: Data(bytes)))
        let log = LogCapture()
        let (rig, graph) = try rig(log, width: 200, height: 40)
        let image = try draw(Text("Hello 0x").font(.custom("Damaged", size: 24)).foregroundColor(.white).padding(4), rig, graph)
        var lit = 0
        for y in 0..<40 { for x in 0..<200 where image[x, y].r > 128 { lit += 1 } }
        XCTAssertGreaterThan(lit, 50, "text is drawn (by the damaged font or the fallback)")
        let damaged = log.errors(containing: "Damaged.ttf")
        XCTAssertEqual(damaged.count, 1, "\(log.messages)")
    }

    func testImageOverTheDecodeBudgetIsRefusedBeforeDecoding() throws {
        // A PNG header claiming 30,000 × 30,000 pixels (3.6 GB decoded); no image data follows.
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for v in [30_000, 30_000] { png += [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        png += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        XCTAssertTrue(FileManager.default.createFile(atPath: assets.path("Images/huge.png"), contents: Data(png)))
        let log = LogCapture()
        let (rig, graph) = try rig(log)
        try draw(Image("huge").resizable(), rig, graph)
        let errors = log.errors(containing: "30000×30000")
        XCTAssertEqual(errors.count, 1, "\(log.messages)")
        XCTAssertTrue(errors.first?.contains("maximumImagePixels") ?? false)
    }

    func testOversizedRenderedImageDrawsAPlaceholderWithAMessage() throws {
        let saved = RenderLimits.current
        defer { RenderLimits.current = saved }
        // A texture budget smaller than the 40×40-pixel stripe tile this view needs.
        RenderLimits.current.maximumTexturePixels = 16 * 16
        let (rig, graph) = try rig()
        try draw(Rectangle().fill(DiagonalStripes(size: 40, lineWidth: 10)), rig, graph)
        XCTAssertEqual(rig.renderer.warnings.filter { $0.contains("maximumTexturePixels") }.count, 1, "\(rig.renderer.warnings)")
    }

    func testArcsWithNonFiniteOrHugeAnglesDraw() throws {
        let (rig, graph) = try rig()
        let view = HStack(spacing: 0) {
            HostileArc(start: .nan, end: 1, clockwise: false).fill(Color.red)
            HostileArc(start: 0, end: .infinity, clockwise: true).fill(Color.red)
            HostileArc(start: 0, end: 2 * .pi * 1e7, clockwise: false).fill(Color.red)
        }
        try draw(view, rig, graph)
    }

    func testExtremeButFiniteInputsKeepTheFrameFinite() throws {
        let (rig, graph) = try rig()
        let view = VStack {
            Divider().aspectRatio(CGSize(width: 1e9, height: 0), contentMode: .fill)
            Spacer().aspectRatio(CGSize(width: 1e9, height: 0), contentMode: .fill)
            Rectangle().fill(
                LinearGradient(
                    stops: [.init(color: .red, location: -1e9), .init(color: .blue, location: 1e9)],
                    startPoint: UnitPoint(x: -1e9, y: 0), endPoint: UnitPoint(x: 1e9, y: 1e9)))
            Circle().fill(RadialGradient(colors: [.red, .blue], center: UnitPoint(x: 1e9, y: -1e9), startRadius: -1e9, endRadius: 1e9))
            Text("tiny").font(.system(size: 1e-300))
            Rectangle().fill(ImagePaint(image: Image("gem"), sourceRect: CGRect(x: 1e308, y: 0, width: 1e308, height: 1), scale: 1e-300))
        }
        try draw(view, rig, graph)
        for (id, frame) in graph.taggedFrames { XCTAssertTrue(frame.isFiniteRect, "\(id) \(frame)") }
    }
}
