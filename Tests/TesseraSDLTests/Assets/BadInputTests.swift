import Foundation
import Logging
import TesseraCSDL2
import TesseraSDL
import XCTest

/// Bad input never crashes: missing and corrupt assets, broken fonts, huge strings, NaN/∞
/// coordinates, a texture budget smaller than one texture, malformed display lists.
final class BadInputTests: FixtureTestCase {
    private func imageList(_ info: ImageInfo, size: CGFloat = 32) -> DisplayList {
        var list = DisplayList()
        list.operations = [
            .image(
                ImageDrawing(
                    image: info, source: CGRect(origin: .zero, size: info.pixelSize),
                    destination: CGRect(x: 0, y: 0, width: size, height: size)))
        ]
        return list
    }

    func testMissingImageDrawsPlaceholderAndLogsOnce() throws {
        let log = LogCapture()
        let rig = try SceneRig(width: 64, height: 64, assets: assets, logger: log.logger)
        for _ in 0..<5 {
            let info = rig.catalog.imageInfo(named: "ghost", displayScale: 1)
            XCTAssertTrue(info.isPlaceholder)
            let image = try rig.render(imageList(info))
            XCTAssertTrue(image[2, 2] == (255, 0, 255, 255), "placeholder not drawn: \(image[2, 2])")
        }
        let errors = log.errors(containing: "ghost")
        XCTAssertEqual(errors.count, 1, "expected one logged error, got \(errors)")
        XCTAssertTrue(errors.first?.contains(assets.path("Images/ghost.png")) ?? false, "message does not name the file: \(errors)")
        XCTAssertThrowsError(try rig.catalog.image(named: "ghost")) { error in
            guard case AssetError.imageNotFound(let name, let searched)? = error as? AssetError else { return XCTFail("\(error)") }
            XCTAssertEqual(name, "ghost")
            XCTAssertTrue(searched.contains(self.assets.path("Images/ghost.png")))
        }
    }

    func testTruncatedPNGDrawsPlaceholderAndThrowsTypedError() throws {
        let good = assets.path("Images/badge.png")
        let data = try Data(contentsOf: URL(fileURLWithPath: good))
        try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: assets.path("Images/broken.png")))
        let log = LogCapture()
        let rig = try SceneRig(width: 64, height: 64, assets: assets, logger: log.logger)
        let info = rig.catalog.imageInfo(named: "broken", displayScale: 1)
        XCTAssertTrue(info.isPlaceholder)
        _ = rig.catalog.imageInfo(named: "broken", displayScale: 1)
        let image = try rig.render(imageList(info))
        XCTAssertTrue(image[2, 2] == (255, 0, 255, 255), "placeholder not drawn: \(image[2, 2])")
        let errors = log.errors(containing: "broken.png")
        XCTAssertEqual(errors.count, 1, "\(log.messages)")
        XCTAssertTrue(errors.first?.contains("could not be decoded") ?? false, "\(errors)")
        XCTAssertThrowsError(try rig.catalog.image(named: "broken")) { error in
            guard case AssetError.imageCorrupt(_, let path, let reason)? = error as? AssetError else { return XCTFail("\(error)") }
            XCTAssertEqual(path, self.assets.path("Images/broken.png"))
            XCTAssertFalse(reason.isEmpty)
        }
    }

    func testZeroByteFontFallsBackToDejaVuWithOneError() throws {
        XCTAssertTrue(FileManager.default.createFile(atPath: assets.path("Fonts/Broken.ttf"), contents: Data()))
        let log = LogCapture()
        let rig = try SceneRig(width: 200, height: 40, assets: assets, logger: log.logger)
        let broken = ResolvedFont(name: "Broken", size: 16)
        let metrics = rig.measurer.metrics(of: broken)
        let dejaVu = rig.measurer.metrics(of: ResolvedFont(size: 16))
        XCTAssertEqual(metrics, dejaVu, "fallback should be DejaVu Sans")
        XCTAssertEqual(
            rig.measurer.advances(of: Array("Hi".unicodeScalars), in: broken),
            rig.measurer.advances(of: Array("Hi".unicodeScalars), in: ResolvedFont(size: 16)))
        var b = ListBuilder(width: 200, height: 40, measurer: rig.measurer)
        b.text("Fallback", size: 16, at: CGPoint(x: 4, y: 28), color: Palette.white, name: "Broken")
        let image = try rig.render(b.list)
        var lit = 0
        for y in 0..<40 { for x in 0..<200 where image[x, y].r > 128 { lit += 1 } }
        XCTAssertGreaterThan(lit, 50, "fallback text not drawn")
        let errors = log.errors(containing: "Broken.ttf")
        XCTAssertEqual(errors.count, 1, "\(log.messages)")
        XCTAssertTrue(errors.first?.contains("could not be opened") ?? false, "\(errors)")
    }

    func testMissingNamedFontFallsBack() throws {
        let log = LogCapture()
        let rig = try SceneRig(width: 10, height: 10, assets: assets, logger: log.logger)
        let m = rig.measurer.metrics(of: ResolvedFont(name: "NoSuchFont", size: 20))
        XCTAssertGreaterThan(m.ascent, 10)
        XCTAssertEqual(log.errors(containing: "NoSuchFont").count, 1)
        XCTAssertThrowsError(try rig.catalog.fontFile(for: ResolvedFont(name: "NoSuchFont", size: 20)))
    }

    func testTenThousandCharacterString() throws {
        let rig = try SceneRig(width: 320, height: 200, assets: assets)
        let text = String(repeating: "Tessera HUD 0123456789 ", count: 435).prefix(10_000)
        XCTAssertEqual(text.count, 10_000)
        var b = ListBuilder(width: 320, height: 200, measurer: rig.measurer)
        let width = b.text(String(text), size: 14, at: CGPoint(x: 0, y: 20), color: Palette.white)
        XCTAssertGreaterThan(width, 50_000, "advances missing")
        _ = try rig.render(b.list)
        XCTAssertEqual(rig.renderer.atlas.texturesCreated, 1)
        XCTAssertLessThanOrEqual(rig.renderer.lastFrame.drawCalls, 2, "glyphs must batch")
        XCTAssertEqual(rig.renderer.lastFrame.skippedOperations, 0)
    }

    func testNonFiniteCoordinatesAreSkippedWithAWarning() throws {
        let log = LogCapture()
        let rig = try SceneRig(width: 64, height: 64, assets: assets, logger: log.logger)
        let nan = CGFloat.nan, inf = CGFloat.infinity
        let badge = rig.catalog.imageInfo(named: "badge", displayScale: 1)
        var list = DisplayList()
        list.glyphs = [PositionedGlyph(scalar: "A", x: .nan, y: 10), PositionedGlyph(scalar: "B", x: 10, y: .infinity)]
        list.operations = [
            .fill(.rect(CGRect(x: nan, y: 0, width: 10, height: 10)), .color(Palette.red)),
            .fill(
                .roundedRect(CGRect(x: 0, y: 0, width: inf, height: 10), cornerSize: CGSize(width: 3, height: 3), style: .continuous),
                .color(Palette.red)),
            .stroke(.ellipse(CGRect(x: 0, y: 0, width: 10, height: 10)), .color(Palette.red), StrokeStyle(lineWidth: nan)),
            .image(
                ImageDrawing(
                    image: badge, source: CGRect(x: 0, y: 0, width: 32, height: 32),
                    destination: CGRect(x: 0, y: -inf, width: 32, height: 32))),
            .text(TextRun(font: ResolvedFont(size: 12), scale: 1, color: Palette.white, glyphs: 0..<2)),
            .pushTransform(CGAffineTransform(a: nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)),
            .fill(.rect(CGRect(x: 0, y: 0, width: 64, height: 64)), .color(Palette.red)),
            .popTransform,
            .pushOpacity(.nan),
            .fill(.rect(CGRect(x: 0, y: 0, width: 64, height: 64)), .color(Palette.red)),
            .popOpacity,
            .pushClip(
                .path(
                    Path {
                        $0.move(to: CGPoint(x: nan, y: 0)); $0.addLine(to: CGPoint(x: 5, y: 5)); $0.addLine(to: CGPoint(x: 0, y: 5))
                    }), antialiased: true),
            .fill(.rect(CGRect(x: 0, y: 0, width: 64, height: 64)), .color(Palette.red)),
            .popClip,
            .pushShadow(ShadowStyle(color: Palette.ink, radius: .infinity, offset: .zero)),
            .fill(.rect(CGRect(x: 40, y: 40, width: 10, height: 10)), .color(Palette.green)),
            .popShadow,
            .fill(.rect(CGRect(x: 1e30, y: -1e30, width: 1e31, height: 1e31)), .color(Palette.gold)),
        ]
        let image = try rig.render(list)
        // Nothing red got drawn (every red op was invalid), the valid green square was.
        XCTAssertTrue(image[45, 45] == (61, 220, 132, 255), "\(image[45, 45])")
        XCTAssertTrue(image[20, 20] != (255, 77, 94, 255))
        XCTAssertGreaterThanOrEqual(rig.renderer.lastFrame.skippedOperations, 8)
        let warnings = log.errors(containing: "non-finite")
        XCTAssertEqual(warnings.count, 1, "\(log.messages)")
        XCTAssertEqual(rig.renderer.warnings.filter { $0.contains("non-finite") }.count, 1)
        _ = try rig.render(list)
        XCTAssertEqual(log.errors(containing: "non-finite").count, 1, "warning must be logged once, not per frame")
    }

    func testTextureBudgetSmallerThanOneTexture() throws {
        let log = LogCapture()
        let rig = try SceneRig(width: 64, height: 64, assets: assets, textureBudget: 16, logger: log.logger)
        let badge = rig.catalog.imageInfo(named: "badge", displayScale: 1)
        var image = try rig.render(imageList(badge))
        XCTAssertGreaterThan(Int(image[16, 16].r), 200, "image not drawn under a tiny budget: \(image[16, 16])")
        image = try rig.render(imageList(badge))
        XCTAssertGreaterThan(Int(image[16, 16].r), 200)
        XCTAssertEqual(rig.renderer.lastFrame.texturesCreated, 0, "the frame's texture must be kept, not recreated every frame")
        let warnings = log.errors(containing: "over budget")
        XCTAssertEqual(warnings.count, 1, "\(log.messages)")
        XCTAssertTrue(warnings.first?.contains("budget 16 bytes") ?? false, "\(warnings)")
        XCTAssertNotNil(rig.renderer.textures.lastWarning)
    }

    func testMalformedGroupsDoNotCrash() throws {
        let rig = try SceneRig(width: 64, height: 64, assets: assets)
        var list = DisplayList()
        list.operations = [
            .popClip, .popOpacity, .pushOpacity(0.5), .pushClip(.ellipse(CGRect(x: 0, y: 0, width: 40, height: 40)), antialiased: true),
            .pushShadow(ShadowStyle(color: Palette.ink, radius: 4, offset: .zero)),
            .fill(.rect(CGRect(x: 5, y: 5, width: 20, height: 20)), .color(Palette.green)), .popTransform,
        ]
        list.glyphs = []
        list.operations.append(.text(TextRun(font: ResolvedFont(size: 12), scale: 1, color: Palette.white, glyphs: 5..<900)))
        _ = try rig.render(list)
        _ = try rig.render(list)
        XCTAssertEqual(rig.renderer.lastFrame.texturesCreated, 0)
    }

    func testZeroSizedCanvasIsRaisedToOnePixel() throws {
        let canvas = try OffscreenCanvas(width: 0, height: 0)
        XCTAssertEqual(canvas.width, 1)
        XCTAssertEqual(try canvas.capture().width, 1)
    }
}
