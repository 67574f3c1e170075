import Foundation
import Logging
import TesseraCSDL2
import TesseraCSDL2TTF
import XCTest

@testable import TesseraSDL

/// Text features with the shipped fonts and SDL2_ttf: faces, monospaced digits, inline images
/// from the texture cache, goldens of styled text, counters and bad input.
final class TextFeatureTests: FixtureTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        for name in ["star", "star-empty", "coin", "gem"] { try assets.installShipped(name) }
    }

    /// Lays `view` out with SDL2_ttf at `scale` and returns the graph.
    private func graph(_ rig: SceneRig, scale: CGFloat = 1) -> ViewGraph {
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        graph.environment.displayScale = scale
        graph.environment.colorScheme = .dark
        return graph
    }

    private func width(of text: Text, _ rig: SceneRig) -> CGFloat {
        let g = graph(rig)
        g.update(text.fixedSize().accessibilityIdentifier("t"), size: CGSize(width: 2000, height: 200))
        return g.frame(of: "t")?.width ?? -1
    }

    // MARK: Fonts

    func testMonospacedDigitGivesTheTenDigitsEqualAdvances() throws {
        let rig = try SceneRig(width: 1, height: 1, assets: assets)
        let font = Font.system(size: 23).monospacedDigit()
        let widths = (0...9).map { width(of: Text(String(repeating: "\($0)", count: 8)).font(font), rig) }
        XCTAssertEqual(Set(widths).count, 1, "digit run widths \(widths)")
        // The digits advance as far as the widest digit of the plain font.
        let plain = (0...9).map { width(of: Text(String(repeating: "\($0)", count: 8)).font(.system(size: 23)), rig) }
        XCTAssertEqual(widths[0], plain.max())
        // A score counter keeps its width as it ticks.
        let scores = [1111, 2048, 9999, 7070].map { width(of: Text("Score \($0)").font(font), rig) }
        XCTAssertEqual(Set(scores).count, 1, "score widths \(scores)")
    }

    func testMonospacedUsesTheMonospacedFace() throws {
        let rig = try SceneRig(width: 1, height: 1, assets: assets)
        let mono = Font.system(size: 20).monospaced()
        XCTAssertEqual(width(of: Text("iiii").font(mono), rig), width(of: Text("MMMM").font(mono), rig))
        XCTAssertLessThan(width(of: Text("iiii").font(.system(size: 20)), rig), width(of: Text("MMMM").font(.system(size: 20)), rig))
        XCTAssertTrue(
            rig.measurer.library.font(for: mono.resolve(dynamicTypeSize: .large), scale: 1)?.path.hasSuffix("DejaVuSansMono.ttf") ?? false)
        // `Text.monospaced()` and markdown code spans pick the same face.
        XCTAssertEqual(width(of: Text("iiii").monospaced().font(.system(size: 20)), rig), width(of: Text("MMMM").font(mono), rig))
        XCTAssertEqual(width(of: Text("`iiii`").font(.system(size: 20)), rig), width(of: Text("MMMM").font(mono), rig))
    }

    func testBoldAndItalicPickFacesOrSynthesiseThem() throws {
        let rig = try SceneRig(width: 1, height: 1, assets: assets)
        let library = rig.measurer.library
        func face(_ font: Font) throws -> (file: String, style: Int32) {
            let f = try XCTUnwrap(library.font(for: font.resolve(dynamicTypeSize: .large), scale: 1))
            return ((f.path as NSString).lastPathComponent, TTF_GetFontStyle(f.handle))
        }
        let body = Font.system(size: 20)
        XCTAssertEqual(try face(body).file, "DejaVuSans.ttf")
        XCTAssertEqual(try face(body.bold()).file, "DejaVuSans-Bold.ttf")
        let italic = try face(body.italic())
        let hasObliqueFace = FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf")
        if hasObliqueFace {
            XCTAssertEqual(italic.file, "DejaVuSans-Oblique.ttf")
            XCTAssertEqual(try face(body.bold().italic()).file, "DejaVuSans-BoldOblique.ttf")
        } else {
            XCTAssertEqual(italic.file, "DejaVuSans.ttf")
            XCTAssertEqual(italic.style, Int32(TTF_STYLE_ITALIC), "no italic face: slanted by SDL2_ttf")
        }
        // A custom font has no bold or italic file here: both are synthesised.
        try FileManager.default.copyItem(atPath: rig.catalog.systemFontFile(bold: false), toPath: assets.path("Fonts/Custom.ttf"))
        let custom = try face(Font.custom("Custom", size: 20).bold().italic())
        XCTAssertEqual(custom.file, "Custom.ttf")
        XCTAssertEqual(custom.style, Int32(TTF_STYLE_BOLD | TTF_STYLE_ITALIC))
    }

    // MARK: Goldens

    /// The title row of the issue: "Level 3 ★★☆ 120 ◆" with the stars and gem inline.
    struct TitleRow: View {
        var body: some View {
            Text("Level 3 \(Image("star"))\(Image("star"))\(Image("star-empty")) 120 \(Image("gem"))")
                .font(.title)
                .foregroundColor(.white)
                .padding(6)
        }
    }

    private func renderTitleRow(_ typeSize: DynamicTypeSize, scale: CGFloat) throws -> RGBAImage {
        let size = CGSize(width: typeSize.isAccessibilitySize ? 600 : 360, height: typeSize.isAccessibilitySize ? 80 : 48)
        let rig = try SceneRig(width: Int(size.width * scale), height: Int(size.height * scale), assets: assets, scale: scale)
        let g = graph(rig, scale: scale)
        g.rootPlacement = .topLeading
        let view = TitleRow().dynamicTypeSize(typeSize)
        let image = try rig.render(g.update(view, size: size))
        // Inline images come from the texture cache: a second frame creates nothing.
        _ = try rig.render(g.update(view, size: size))
        XCTAssertEqual(rig.renderer.lastFrame.texturesCreated, 0)
        XCTAssertTrue(rig.catalog.problems.isEmpty, "\(rig.catalog.problems)")
        return image
    }

    func testTitleRowWithInlineImagesAtTitle() throws {
        let image = try renderTitleRow(.large, scale: 1)
        // The stars are drawn gold (red high, blue low) inside the row.
        var gold = 0
        for y in 0..<48 { for x in 0..<300 where image[x, y].r > 200 && image[x, y].g > 120 && image[x, y].b < 90 { gold += 1 } }
        XCTAssertGreaterThan(gold, 150)
        assertFrame(image, named: "title-row")
    }

    func testTitleRowWithInlineImagesAtTitleScale2() throws {
        assertFrame(try renderTitleRow(.large, scale: 2), named: "title-row@2x")
    }

    func testTitleRowWithInlineImagesAtAccessibility3() throws {
        assertFrame(try renderTitleRow(.accessibility3, scale: 1), named: "title-row-ax3")
    }

    func testTitleRowWithInlineImagesAtAccessibility3Scale2() throws {
        assertFrame(try renderTitleRow(.accessibility3, scale: 2), named: "title-row-ax3@2x")
    }

    private func renderStyled(_ view: some View, size: CGSize) throws -> RGBAImage {
        let rig = try SceneRig(width: Int(size.width), height: Int(size.height), assets: assets)
        let g = graph(rig)
        g.rootPlacement = .topLeading
        return try rig.render(g.update(view, size: size))
    }

    func testBoldItalicAndMarkdownInOneText() throws {
        let image = try renderStyled(
            VStack(alignment: .leading, spacing: 4) {
                Text("Collect **3** stars in *under* 2 min")
                Text("Plain, ") + Text("bold, ").bold() + Text("italic, ").italic() + Text("both").bold().italic()
                Text("***Both*** ~~gone~~ `code 120`")
            }.font(.system(size: 18)).foregroundColor(.white).padding(6), size: CGSize(width: 330, height: 90))
        assertFrame(image, named: "markdown")
    }

    func testUnderlineAndStrikethrough() throws {
        let image = try renderStyled(
            VStack(alignment: .leading, spacing: 6) {
                Text("Underlined").underline() + Text(" and ") + Text("struck").strikethrough(color: .red)
                Text("Raised").baselineOffset(6) + Text(" tracked").tracking(3) + Text(" LOUD").kerning(-1)
            }.font(.system(size: 20)).foregroundColor(.white).padding(6), size: CGSize(width: 280, height: 80))
        // The underline is a solid white bar under "Underlined".
        var lit = 0
        for y in 20..<40 where (8..<100).allSatisfy({ image[$0, y].r > 200 && image[$0, y].g > 200 }) { lit += 1 }
        XCTAssertEqual(lit, 1, "one full-width underline row expected")
        assertFrame(image, named: "decorations")
    }

    /// Text over a busy backdrop, readable through its shadow.
    struct ShadowedScore: View {
        let score: Int
        var body: some View {
            ZStack {
                HStack(spacing: 0) {
                    Color(red: 0.95, green: 0.8, blue: 0.3)
                    Color(red: 0.3, green: 0.7, blue: 0.9)
                    Color(red: 0.9, green: 0.4, blue: 0.5)
                }
                VStack(spacing: 4) {
                    Text("Score \(score)").font(.title.bold().monospacedDigit()).foregroundColor(.white)
                        .shadow(color: .black.opacity(0.8), radius: 3, x: 1, y: 2)
                    Text("hard shadow").font(.system(size: 16)).foregroundColor(.white)
                        .shadow(color: .black, radius: 0, x: 1, y: 1)
                }
            }
        }
    }

    func testTextShadowIsDrawnPerGlyphRunFromTheAtlas() throws {
        let size = CGSize(width: 240, height: 80)
        let rig = try SceneRig(width: 240, height: 80, assets: assets)
        let g = graph(rig)
        let image = try rig.render(g.update(ShadowedScore(score: 120), size: size))
        XCTAssertEqual(rig.renderer.lastFrame.layers, 0, "a text shadow needs no offscreen layer")
        // Under the first text line, down-right of the glyphs, the backdrop is darkened.
        var darkened = 0
        for y in 10..<50 { for x in 0..<240 where image[x, y].r < 120 && image[x, y].g < 120 && image[x, y].b < 120 { darkened += 1 } }
        XCTAssertGreaterThan(darkened, 100)
        assertFrame(image, named: "text-shadow")
        // A ticking score with a shadow: no texture, no layer, no glyph rasterised in steady state.
        for score in 0..<20 { _ = try rig.render(g.update(ShadowedScore(score: score), size: size)) }
        let rasterized = rig.renderer.atlas.glyphsRasterized, created = rig.renderer.texturesCreated
        for score in 20..<120 {
            _ = try rig.render(g.update(ShadowedScore(score: score * 7), size: size))
            XCTAssertEqual(rig.renderer.lastFrame.texturesCreated, 0)
            XCTAssertEqual(rig.renderer.lastFrame.layers, 0)
        }
        XCTAssertEqual(rig.renderer.atlas.glyphsRasterized, rasterized)
        XCTAssertEqual(rig.renderer.texturesCreated, created)
    }

    // MARK: Counters

    func testAScoreChangingEveryFrameCreatesNoTexturesInSteadyState() throws {
        let rig = try SceneRig(width: 300, height: 60, assets: assets)
        let g = graph(rig)
        func frame(_ score: Int) throws {
            _ = try rig.render(
                g.update(
                    Text("Score \(score) \(Image("coin")) · \(Image("star"))×\(score % 4)")
                        .font(.title2.monospacedDigit()).foregroundColor(.white), size: CGSize(width: 300, height: 60)))
        }
        for score in 0..<20 { try frame(score) }  // warm up: every digit is in the atlas
        let created = rig.renderer.texturesCreated, rasterized = rig.renderer.atlas.glyphsRasterized
        for score in 20..<140 {
            try frame(score * 37)
            XCTAssertEqual(rig.renderer.lastFrame.texturesCreated, 0, "score \(score * 37) created a texture")
        }
        XCTAssertEqual(rig.renderer.texturesCreated, created)
        XCTAssertEqual(rig.renderer.atlas.glyphsRasterized, rasterized)
    }

    // MARK: Bad input

    func testMissingInlineImageDrawsThePlaceholderAndLogsOnce() throws {
        let capture = LogCapture()
        let rig = try SceneRig(width: 200, height: 40, assets: assets, logger: capture.logger)
        let g = graph(rig)
        g.rootPlacement = .topLeading
        var image = RGBAImage(width: 1, height: 1)
        for _ in 0..<3 {
            image = try rig.render(
                g.update(
                    Text("Get \(Image("no-such-icon")) now").font(.system(size: 20)).foregroundColor(.white),
                    size: CGSize(width: 200, height: 40)))
        }
        XCTAssertEqual(capture.errors(containing: "no-such-icon").count, 1, "\(capture.messages)")
        // The placeholder checker (magenta) is drawn in the image's place, one em square.
        var magenta = 0
        for y in 0..<40 { for x in 0..<200 where image[x, y].r > 200 && image[x, y].g < 60 && image[x, y].b > 200 { magenta += 1 } }
        XCTAssertGreaterThan(magenta, 40)
    }
}
