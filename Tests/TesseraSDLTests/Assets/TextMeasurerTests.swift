import Foundation
import TesseraCSDL2
import TesseraCSDL2TTF
import TesseraSDL
import TesseraSDLTesting
import XCTest

/// SDL2_ttf measuring for layout, and atlas text drawn where SDL_ttf itself would draw it.
final class TextMeasurerTests: FixtureTestCase {
    func testMetricsAreInPointsAtEveryScale() throws {
        let catalog = AssetCatalog(root: assets.root)
        let m = TTFTextMeasurer(catalog: catalog)
        let font = ResolvedFont(size: 16)
        let one = m.metrics(of: font)
        m.scale = 2
        let two = m.metrics(of: font)
        XCTAssertEqual(one.ascent, two.ascent, accuracy: 0.5)
        XCTAssertEqual(one.lineHeight, two.lineHeight, accuracy: 0.75)
        XCTAssertGreaterThan(one.ascent, 12)
        XCTAssertGreaterThan(one.capHeight, 9)
        XCTAssertLessThan(one.capHeight, one.ascent)
        let a1 = m.advances(of: Array("Hello".unicodeScalars), in: font).reduce(0, +)
        m.scale = 1
        let a2 = m.advances(of: Array("Hello".unicodeScalars), in: font).reduce(0, +)
        XCTAssertEqual(a1, a2, accuracy: 2)
    }

    func testKerningIsFoldedIntoAdvances() throws {
        let m = TTFTextMeasurer(catalog: AssetCatalog(root: assets.root))
        let font = ResolvedFont(size: 40)
        let alone = m.advances(of: ["A"], in: font)[0]
        let beforeV = m.advances(of: ["A", "V"], in: font)[0]
        XCTAssertLessThan(beforeV, alone, "DejaVu kerns A-V")
    }

    func testBoldWeightUsesTheBoldFace() throws {
        let m = TTFTextMeasurer(catalog: AssetCatalog(root: assets.root))
        let regular = m.advances(of: Array("Score".unicodeScalars), in: ResolvedFont(size: 20)).reduce(0, +)
        let bold = m.advances(of: Array("Score".unicodeScalars), in: ResolvedFont(size: 20, weight: .semibold)).reduce(0, +)
        XCTAssertGreaterThan(bold, regular)
    }

    /// Glyphs from the atlas land where SDL_ttf's own string rendering puts them.
    func testAtlasTextMatchesSDLTTFRendering() throws {
        let rig = try SceneRig(width: 260, height: 40, assets: assets)
        let string = "Level 42 · HUD"
        var b = ListBuilder(width: 260, height: 40, measurer: rig.measurer)
        b.text(string, size: 20, at: CGPoint(x: 6, y: 28), color: Palette.white)
        let atlas = try rig.render(b.list, background: (0, 0, 0))

        // Reference: TTF_RenderUTF8_Blended of the whole string, blitted with its top at
        // baseline − ascent.
        let canvas = try OffscreenCanvas(width: 260, height: 40)
        canvas.clear()
        let path = rig.catalog.systemFontFile(bold: false)
        let font = try XCTUnwrap(TTF_OpenFont(path, 20))
        defer { TTF_CloseFont(font) }
        let surface = try XCTUnwrap(TTF_RenderUTF8_Blended(font, string, SDL_Color(r: 255, g: 255, b: 255, a: 255)))
        defer { SDL_FreeSurface(surface) }
        let texture = try XCTUnwrap(SDL_CreateTextureFromSurface(canvas.renderer, surface))
        defer { SDL_DestroyTexture(texture) }
        var dst = SDL_Rect(x: 6, y: 28 - TTF_FontAscent(font), w: surface.pointee.w, h: surface.pointee.h)
        SDL_RenderCopy(canvas.renderer, texture, nil, &dst)
        let reference = try canvas.capture()
        let diff = FrameDifference(
            reference: reference, actual: atlas, tolerance: FrameTolerance(perChannel: 64, maxDifferingFraction: 0.01))
        XCTAssertNil(diff?.message, "atlas text differs from SDL_ttf's rendering")
    }
}
