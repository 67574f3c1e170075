import Foundation
import TesseraSDL
import TesseraSDLTesting
import XCTest

/// Text that needs shaping, fallback fonts, colour emoji or bidi, measured by HarfBuzz through
/// `TTFTextMeasurer` and drawn from the glyph atlas.
final class ShapingTests: FixtureTestCase {
    private func measurer() -> (TTFTextMeasurer, AssetCatalog) {
        let catalog = AssetCatalog(root: assets.root)
        return (TTFTextMeasurer(catalog: catalog), catalog)
    }

    private func width(_ string: String, _ m: TTFTextMeasurer, size: CGFloat = 20) throws -> CGFloat {
        try XCTUnwrap(m.shape(Array(string.unicodeScalars), in: ResolvedFont(size: size)), string).advances.reduce(0, +)
    }

    /// Widths at 20 pt against HarfBuzz's own shaping of the same font: the sums of `ax` from
    /// `hb-shape --output-format=json FONT TEXT` (Debian's libharfbuzz-bin 6.0, font units) times
    /// 20 ÷ units-per-em (DejaVu Sans, Loma, Noto Color Emoji 2048; Lohit Devanagari 1024;
    /// Droid Sans Fallback 256).
    func testShapedWidthsMatchHarfBuzz() throws {
        let (m, _) = measurer()
        let references: [(String, CGFloat)] = [
            ("مرحبا بالعالم", 10803 * 20 / 2048),  // DejaVuSans.ttf: Arabic, joined forms
            ("שלום 123", 9092 * 20 / 2048),  // DejaVuSans.ttf: Hebrew with digits
            ("नमस्ते", 2295 * 20 / 1024),  // Lohit-Devanagari.ttf: 5 glyphs, a conjunct
            ("สวัสดี", 4980 * 20 / 2048),  // Loma.ttf: Thai
            ("こんにちは世界", 1792 * 20 / 256),  // DroidSansFallbackFull.ttf
            ("e\u{301}", 1260 * 20 / 2048),  // DejaVuSans.ttf: e + combining acute → eacute
            ("👍🏽", 2550 * 20 / 2048),  // NotoColorEmoji.ttf: one glyph
            ("🇫🇷", 2550 * 20 / 2048),
            ("1️⃣", 2550 * 20 / 2048),
            ("👨‍👩‍👧", 2550 * 20 / 2048),
        ]
        for (string, reference) in references {
            XCTAssertEqual(try width(string, m), reference, accuracy: 0.5, string)
        }
    }

    /// Latin text of a font that has every character keeps SDL2_ttf's per-scalar path, so it
    /// measures and draws exactly as before.
    func testSimpleTextIsNotShaped() throws {
        let (m, _) = measurer()
        for string in ["Level 42 · HUD", "Ünïcødé — “quotes” €", "Ελληνικά Кириллица"] {
            XCTAssertNil(m.shape(Array(string.unicodeScalars), in: ResolvedFont(size: 20)), string)
        }
    }

    /// A ZWJ family, a flag, a keycap and a skin tone are each one glyph of the colour font,
    /// their whole advance on their first scalar; a base and its mark are one cluster.
    func testSequencesAreOneCluster() throws {
        let (m, _) = measurer()
        for string in ["👨‍👩‍👧", "🇯🇵", "#️⃣", "👋🏿", "e\u{301}"] {
            let scalars = Array(string.unicodeScalars)
            let shaped = try XCTUnwrap(m.shape(scalars, in: ResolvedFont(size: 20)))
            XCTAssertEqual(shaped.glyphs.count, 1, string)
            XCTAssertGreaterThan(shaped.advances[0], 0, string)
            XCTAssertEqual(shaped.advances.dropFirst().filter { $0 != 0 }.count, 0, string)
        }
    }

    /// Characters the font lacks come from the chain: CJK from the CJK font, emoji from the
    /// colour font, and the line takes the taller fonts' metrics.
    func testFallbackFacesAndMetrics() throws {
        let (m, _) = measurer()
        let font = ResolvedFont(size: 20)
        let shaped = try XCTUnwrap(m.shape(Array("Hi 世界 🎮".unicodeScalars), in: font))
        let faces = Set(shaped.glyphs.map(\.face))
        XCTAssertEqual(faces.count, 3, "DejaVu, the CJK font and the emoji font")
        XCTAssertTrue(faces.contains(0))
        let used = try XCTUnwrap(shaped.metrics)
        XCTAssertGreaterThanOrEqual(used.ascent + used.descent, m.metrics(of: font).ascent + m.metrics(of: font).descent - 0.5)
    }

    /// What a face covers is remembered, in and beyond the Basic Multilingual Plane: shaping the
    /// same characters again picks the same faces as the first time asked the fonts.
    func testRememberedCoverageChoosesTheSameFaces() throws {
        let (m, _) = measurer()
        let font = ResolvedFont(size: 20)
        let scalars = Array("Hi 世界 🎮 ب 𝐀".unicodeScalars)
        let first = try XCTUnwrap(m.shape(scalars, in: font))
        let again = try XCTUnwrap(m.shape(scalars, in: font))
        XCTAssertEqual(again.glyphs.map(\.face), first.glyphs.map(\.face))
        XCTAssertEqual(again.glyphs.map(\.glyph), first.glyphs.map(\.glyph))
        XCTAssertEqual(Set(first.glyphs.map(\.face)).count, 3, "DejaVu, the CJK font and the emoji font")
    }

    /// With no fallback fonts, a character nothing has draws as the font's missing-glyph box
    /// (glyph 0 of the font itself), with one log line however many there are.
    func testMissingGlyphsDrawAsBoxesWithOneLogLine() throws {
        let (m, catalog) = measurer()
        catalog.fallbackFonts = []
        let shaped = try XCTUnwrap(m.shape(Array("世界 界".unicodeScalars), in: ResolvedFont(size: 20)))
        XCTAssertEqual(shaped.glyphs.filter { $0.glyph == 0 && $0.face == 0 }.count, 3)
        _ = m.shape(Array("🎮 こ".unicodeScalars), in: ResolvedFont(size: 20))
        XCTAssertEqual(catalog.problems.filter { $0.contains("No font of the fallback chain") }.count, 1)
        catalog.fallbackFonts = ["/nonexistent/Font.ttf"]
        _ = m.shape(Array("世".unicodeScalars), in: ResolvedFont(size: 21))
        XCTAssertEqual(catalog.problems.filter { $0.contains("/nonexistent/Font.ttf") }.count, 1)
    }

    /// UAX #9 levels: Hebrew is level 1, digits in it level 2, Latin around it 0; the paragraph
    /// direction comes from the first strong character.
    func testBidiLevelsAndParagraphDirection() throws {
        let (m, _) = measurer()
        let mixed = try XCTUnwrap(m.shape(Array("ab שלום 12".unicodeScalars), in: ResolvedFont(size: 20)))
        XCTAssertEqual(mixed.levels, [0, 0, 0, 1, 1, 1, 1, 1, 2, 2])
        XCTAssertFalse(mixed.isRightToLeft)
        let hebrew = try XCTUnwrap(m.shape(Array("שלום ab".unicodeScalars), in: ResolvedFont(size: 20)))
        XCTAssertTrue(hebrew.isRightToLeft)
        XCTAssertEqual(hebrew.levels, [1, 1, 1, 1, 1, 2, 2])
    }

    /// Hostile text: a megabyte of combining marks, 10,000 emoji, thousands of bidi controls and
    /// lone surrogates decoded from C strings shape to one advance per scalar, without a crash.
    func testHostileTextShapes() throws {
        let (m, _) = measurer()
        let font = ResolvedFont(size: 14)
        let marks = [Unicode.Scalar]("a".unicodeScalars) + [Unicode.Scalar](repeating: "\u{301}", count: 1 << 20)
        let shapedMarks = try XCTUnwrap(m.shape(marks, in: font))
        XCTAssertEqual(shapedMarks.advances.count, marks.count)
        XCTAssertTrue(shapedMarks.advances.allSatisfy { $0.isFinite && $0 >= 0 })
        // Marks past the stream-safe limit (30 on one base) are dropped, not shaped (the first
        // acute composes with the a).
        XCTAssertEqual(shapedMarks.glyphs.count, 30)

        let emoji = [Unicode.Scalar](repeating: "\u{1F600}", count: 10_000)
        let shapedEmoji = try XCTUnwrap(m.shape(emoji, in: font))
        XCTAssertEqual(shapedEmoji.glyphs.count, 10_000)
        XCTAssertEqual(Set(shapedEmoji.glyphs.map(\.cluster)).count, 10_000)

        var controls: [Unicode.Scalar] = []
        for i in 0..<3000 { controls.append(["\u{202B}", "\u{202A}", "\u{202E}", "\u{2067}", "\u{2069}", "\u{202C}", "א", "b"][i % 8]) }
        let shapedControls = try XCTUnwrap(m.shape(controls, in: font))
        XCTAssertEqual(shapedControls.advances.count, 3000)
        // UAX #9: explicit levels stop at 125, implicit ones at 126.
        XCTAssertTrue(shapedControls.levels.allSatisfy { $0 <= 126 })

        // Invalid UTF-8 and a lone surrogate's bytes decode to U+FFFD, which DejaVu draws.
        let bytes: [UInt8] = [0xED, 0xA0, 0x80, 0x41, 0xFF, 0]
        let decoded = String(cString: bytes)
        XCTAssertNil(m.shape(Array(decoded.unicodeScalars), in: font), "U+FFFD needs no shaping")
    }

    /// 200 changing CJK and Arabic labels (a frame of a busy localised HUD) are each shaped once;
    /// the time is printed for the record, not asserted.
    func testTwoHundredChangingLabelsShapeOnceEach() throws {
        let (m, _) = measurer()
        let font = ResolvedFont(size: 17)
        // Warm the faces and the coverage caches, as a running game has.
        _ = m.shape(Array("得分 النقاط 0123456789".unicodeScalars), in: font)
        let labels = (0..<200).map { i in i.isMultiple(of: 2) ? "得分：\(i * 7919)" : "النقاط: \(i * 7919)" }
        let start = DispatchTime.now().uptimeNanoseconds
        let shaped = labels.compactMap { m.shape(Array($0.unicodeScalars), in: font) }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        XCTAssertEqual(shaped.count, 200)
        XCTAssertEqual(shaped.filter { $0.glyphs.count >= 4 }.count, 200)
        print("Shaping 200 changing CJK/Arabic labels: \(String(format: "%.2f", elapsed)) ms")
    }

    // MARK: Drawn

    struct MixedCard: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 6) {
                Text("Player 1 🎮").font(.headline)
                Text("مرحبا بالعالم")
                Text("こんにちは世界 · 你好")
                Text("नमस्ते · สวัสดี")
                Text("Flags 🇯🇵🇫🇷 1️⃣ 👨‍👩‍👧 👍🏽").foregroundStyle(.red)
                HStack(spacing: 4) {
                    Text("Score")
                    Image(systemName: "star.fill")
                    Text("٣٤٥ נקודות")
                }
            }
            .padding(10)
            .background(Color.white)
        }
    }

    func testMixedScriptCard() throws {
        let host = try HeadlessHost(assetsDirectory: assets.root)
        for scale in [1, 2] as [CGFloat] {
            let image = try host.render(MixedCard(), size: CGSize(width: 260, height: 190), scale: scale)
            assertFrame(image, named: "scale\(Int(scale))")
        }
    }

    struct RightToLeftHUD: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Text("النقاط: 120")
                    Spacer()
                    Text("❤️ 3")
                    // Flipped to point left, the reading direction; the plain one is not.
                    Image(systemName: "arrow.right").flipsForRightToLeftLayoutDirection(true)
                    Image(systemName: "arrow.right")
                }
                Text("מצב: שלב 4 (Boss) הושלם").frame(maxWidth: .infinity, alignment: .leading)
                Text("هذا نص طويل يلتف على عدة أسطر داخل الواجهة")
                    .frame(width: 150, alignment: .leading)
            }
            .padding(8)
            .frame(width: 220)
            .background(Color(white: 0.15))
            .foregroundStyle(.white)
            .environment(\.layoutDirection, .rightToLeft)
        }
    }

    func testRightToLeftHUD() throws {
        let host = try HeadlessHost(assetsDirectory: assets.root)
        for scale in [1, 2] as [CGFloat] {
            let image = try host.render(RightToLeftHUD(), size: CGSize(width: 220, height: 130), scale: scale)
            assertFrame(image, named: "scale\(Int(scale))")
        }
    }

    /// Pixels of `image` for which `test` holds.
    private func count(_ image: RGBAImage, where test: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool) -> Int {
        var n = 0
        for y in 0..<image.height {
            for x in 0..<image.width where test(image[x, y]) { n += 1 }
        }
        return n
    }

    /// A 1,000-point emoji is larger than an atlas page: it is kept at a quarter page in the atlas
    /// and drawn scaled up, a yellow face about 1,000 pixels across, with nothing logged.
    func testHugeEmojiDraws() throws {
        let log = LogCapture()
        let rig = try SceneRig(width: 1200, height: 1300, assets: assets, logger: log.logger)
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        graph.rootPlacement = .topLeading
        let image = try rig.render(graph.update(Text("😀").font(.system(size: 1000)).fixedSize(), size: CGSize(width: 1200, height: 1300)))
        let yellow = count(image) { $0.r > 200 && $0.g > 150 && $0.b < 120 }
        XCTAssertGreaterThan(yellow, 400_000, "the face covers most of a 1,000-pixel disc")
        XCTAssertEqual(rig.renderer.atlas.resets, 0)
        XCTAssertEqual(rig.renderer.atlas.pages.count, 1)
        XCTAssertEqual(log.messages.filter { $0.level >= .warning }.count, 0)
    }

    /// A 1,500-point letter drawn by SDL2_ttf (the plain-Latin path) is larger than an atlas page
    /// too: it is drawn scaled from a quarter page, its full 1,384 pixels wide.
    func testHugeLatinGlyphDraws() throws {
        let rig = try SceneRig(width: 1700, height: 1900, assets: assets)
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        graph.rootPlacement = .topLeading
        let view = Text("W").font(.system(size: 1500)).foregroundStyle(.white).fixedSize()
        let image = try rig.render(graph.update(view, size: CGSize(width: 1700, height: 1900)), background: (0, 0, 0))
        var minX = image.width, maxX = -1
        for y in stride(from: 0, to: image.height, by: 4) {
            for x in 0..<image.width where image[x, y].r > 128 {
                minX = min(minX, x)
                maxX = max(maxX, x)
            }
        }
        // DejaVu Sans' W is 1,890 of 2,048 units wide: 1,384 pixels.
        XCTAssertEqual(Double(maxX - minX), 1384, accuracy: 8)
        XCTAssertEqual(rig.renderer.atlas.pages.count, 1)
    }

    /// With no fallback fonts, characters no font has draw as the font's missing-glyph box
    /// (tofu), and the measurer logs one line for all of them, frame after frame.
    func testMissingGlyphsDrawTofuWithOneLogLine() throws {
        let log = LogCapture()
        let rig = try SceneRig(width: 120, height: 40, assets: assets, logger: log.logger)
        rig.catalog.fallbackFonts = []
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        graph.rootPlacement = .topLeading
        var image = try rig.render(
            graph.update(Text("世界").font(.system(size: 20)).foregroundStyle(.white), size: CGSize(width: 120, height: 40)),
            background: (0, 0, 0))
        XCTAssertGreaterThan(count(image) { $0.r > 128 }, 40, "two boxes are drawn")
        let boxes = graph.displayList.glyphs.filter { $0.face == 1 && $0.glyph == 0 }
        XCTAssertEqual(boxes.count, 2)
        image = try rig.render(
            graph.update(Text("こんにちは 🎮").font(.system(size: 20)).foregroundStyle(.white), size: CGSize(width: 120, height: 40)),
            background: (0, 0, 0))
        XCTAssertGreaterThan(count(image) { $0.r > 128 }, 100)
        XCTAssertEqual(log.errors(containing: "No font of the fallback chain").count, 1)
    }

    /// Segments of one `Text` are one paragraph for UAX #9: after "abc ", the digits of
    /// "123 שלום" stay left-to-right before the Hebrew (a left-to-right paragraph), where the
    /// segment alone would be a right-to-left paragraph with the digits after the Hebrew.
    func testConcatenatedTextIsOneBidiParagraph() throws {
        let rig = try SceneRig(width: 300, height: 40, assets: assets)
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        graph.rootPlacement = .topLeading
        let list = graph.update((Text("abc ") + Text("123 שלום").foregroundStyle(.red)).fixedSize(), size: CGSize(width: 300, height: 40))
        let glyphs = list.glyphs
        let one = try XCTUnwrap(glyphs.first { $0.scalar == "1" }).x
        let hebrew = glyphs.filter { (0x5D0...0x5EA).contains($0.scalar.value) }
        XCTAssertEqual(hebrew.count, 4)
        XCTAssertTrue(hebrew.allSatisfy { $0.x > one })
        // Right to left inside the Hebrew: shin is its rightmost letter.
        XCTAssertEqual(hebrew.max { $0.x < $1.x }?.scalar, "ש")
    }

    /// In a right-to-left layout a paragraph of digits and punctuation only is right-to-left:
    /// "10 - 5" reads "5 - 10" from the left (UAX #9 with the layout's direction as default).
    func testRightToLeftLayoutOrdersNeutralParagraphs() throws {
        let rig = try SceneRig(width: 200, height: 40, assets: assets)
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        graph.rootPlacement = .topLeading
        let view = Text("10 - 5").fixedSize().environment(\.layoutDirection, .rightToLeft)
        let glyphs = graph.update(view, size: CGSize(width: 200, height: 40)).glyphs
        XCTAssertEqual(glyphs.sorted { $0.x < $1.x }.map(\.scalar), ["5", "-", "1", "0"])
        let ltr = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        let plain = ltr.update(Text("10 - 5").fixedSize(), size: CGSize(width: 200, height: 40)).glyphs
        XCTAssertEqual(plain.sorted { $0.x < $1.x }.map(\.scalar), ["1", "0", "-", "5"])
    }

    /// DejaVu Sans' ligatures show on Latin text: "office" is 4 glyphs (o, ffi, c, e) as
    /// `hb-shape` gives them (advances 1253 + 1980 + 1126 + 1260 units of 2048 at 20 pt), and
    /// text without "ff", "fi" or "fl" keeps the per-scalar path.
    func testLatinLigatures() throws {
        let (m, _) = measurer()
        let office = try XCTUnwrap(m.shape(Array("office".unicodeScalars), in: ResolvedFont(size: 20)))
        XCTAssertEqual(office.glyphs.count, 4)
        XCTAssertEqual(office.advances.reduce(0, +), 5619 * 20 / 2048, accuracy: 0.5)
        XCTAssertEqual(office.advances[2], 0, "the i of the ffi ligature advances 0")
        let flag = try XCTUnwrap(m.shape(Array("flag".unicodeScalars), in: ResolvedFont(size: 20)))
        XCTAssertEqual(flag.glyphs.count, 3)
        XCTAssertNil(m.shape(Array("Level 42".unicodeScalars), in: ResolvedFont(size: 20)))
        XCTAssertNil(m.shape(Array("of it".unicodeScalars), in: ResolvedFont(size: 20)))
    }
}
