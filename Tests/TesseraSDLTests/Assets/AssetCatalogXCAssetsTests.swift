import Foundation
import TesseraSDL
import TesseraSDLTesting
import XCTest

@testable import TesseraSDL

/// An `Assets.xcassets` folder as Xcode writes it (Tests/TesseraSDLTests/Assets/Catalog):
/// image sets at 1x/2x/3x, a namespaced group, colour sets in sRGB and Display P3 with float,
/// 8-bit and hex components and a dark appearance, and broken entries.
final class AssetCatalogXCAssetsTests: HeadlessTestCase {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Catalog", isDirectory: true)

    private func environment(_ scheme: ColorScheme) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return environment
    }

    private func rgba(_ color: Color, _ scheme: ColorScheme = .light) -> [UInt8] {
        let c = color.resolve(in: environment(scheme)).rgba8
        return [c.r, c.g, c.b, c.a]
    }

    func testColorSetsInEveryComponentFormAndAppearance() {
        let catalog = AssetCatalog(root: folder)
        XCTAssertEqual(rgba(Color("Accent")), [255, 102, 51, 255])
        XCTAssertEqual(rgba(Color("Accent"), .dark), [128, 64, 255, 255])
        XCTAssertEqual(rgba(Color("HexRed")), [255, 0, 0, 128])
        XCTAssertEqual(rgba(Color("HexRed"), .dark), [255, 0, 0, 128], "no dark entry: the light one")
        XCTAssertEqual(rgba(Color("Accent", bundle: nil).opacity(0.5)), [255, 102, 51, 128])
        // Display P3 (1, 0.5, 0) is outside sRGB: red beyond 1, blue below 0 (extended sRGB).
        let p3 = Color("P3Orange").resolve(in: environment(.light))
        XCTAssertGreaterThan(p3.red, 1)
        XCTAssertEqual(p3.green, 0.467, accuracy: 0.01)
        XCTAssertLessThan(p3.blue, 0)
        XCTAssertTrue(catalog.colorProblems.isEmpty, "\(catalog.colorProblems)")
    }

    func testCatalogsInResourceBundlesBesideTheExecutableAreSearched() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-bundles-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("MyGame_MyGame.resources/Assets.xcassets/Sky.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let json =
            #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0","green":"0x80","blue":"255","alpha":"1"}}}]}"#
        try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let bundles = XCAssets.resourceBundles(besides: folder.appendingPathComponent("MyGame"))
        XCTAssertEqual(bundles.map(\.lastPathComponent), ["MyGame_MyGame.resources"])
        let assets = XCAssets(searchFolders: [], resourceBundles: bundles)
        guard case .success(let sky) = assets.color("Sky", bundlePath: nil) else { return XCTFail("Sky not found") }
        XCTAssertEqual(sky.light.rgba8.g, 128)
        XCTAssertEqual(sky.dark, sky.light)
    }

    func testAMissingOrMalformedColorIsMagentaWithOneLogLine() {
        let catalog = AssetCatalog(root: folder)
        for _ in 0..<3 {
            XCTAssertEqual(rgba(Color("Broken")), [255, 0, 255, 255])
            XCTAssertEqual(rgba(Color("NoSuchColor"), .dark), [255, 0, 255, 255])
        }
        XCTAssertEqual(catalog.colorProblems.count, 2, "\(catalog.colorProblems)")
        XCTAssertTrue(catalog.colorProblems[0].contains("Broken.colorset/Contents.json"), catalog.colorProblems[0])
        XCTAssertTrue(catalog.colorProblems[1].contains("color 'NoSuchColor' not found"), catalog.colorProblems[1])
        XCTAssertTrue(catalog.colorProblems[1].contains("Assets.xcassets"), catalog.colorProblems[1])
    }

    func testImageSetsPickTheirScaleFromContentsJSON() throws {
        let catalog = AssetCatalog(root: folder)
        let gem1 = try catalog.image(named: "Gem", displayScale: 1)
        XCTAssertEqual(gem1.pixelSize, CGSize(width: 8, height: 8))
        XCTAssertEqual(gem1.scale, 1)
        let gem2 = try catalog.image(named: "Gem", displayScale: 2)
        XCTAssertEqual(gem2.pixelSize, CGSize(width: 16, height: 16))
        XCTAssertEqual(gem2.scale, 2)
        XCTAssertEqual(catalog.path(for: gem2)?.hasSuffix("Gem.imageset/gem@2x.png"), true)
        // Only a 3x file: used at every scale, 8×12 points.
        let king = try catalog.image(named: "Cards/King", displayScale: 1)
        XCTAssertEqual(king.pixelSize, CGSize(width: 24, height: 36))
        XCTAssertEqual(king.scale, 3)
        XCTAssertThrowsError(try catalog.image(named: "King"), "a namespaced set is named with its folder")
        XCTAssertEqual(Image("Gem", bundle: .main), Image("Gem"), "a bundle names the same image")
    }

    func testABrokenImageSetIsAPlaceholderWithItsFileNamed() {
        let catalog = AssetCatalog(root: folder)
        XCTAssertThrowsError(try catalog.image(named: "BadImage")) { error in
            XCTAssertTrue("\(error)".contains("BadImage.imageset/Contents.json"), "\(error)")
        }
        XCTAssertThrowsError(try catalog.image(named: "Missing")) { error in
            XCTAssertTrue("\(error)".contains("Missing.imageset/missing.png"), "\(error)")
        }
        XCTAssertTrue(catalog.imageInfo(named: "BadImage", displayScale: 1).isPlaceholder)
        _ = catalog.imageInfo(named: "BadImage", displayScale: 1)
        XCTAssertEqual(catalog.problems.filter { $0.contains("BadImage") }.count, 1)
    }

    func testAGameScreenDrawsFromTheCatalogInBothAppearances() throws {
        let view = HStack(spacing: 8) {
            Image("Gem").resizable().frame(width: 24, height: 24)
            Image("Cards/King")
            RoundedRectangle(cornerRadius: 4).fill(Color("Accent")).frame(width: 24, height: 24)
            Color("P3Orange").frame(width: 24, height: 24)
            Color("HexRed").frame(width: 24, height: 24)
            Color("Broken").frame(width: 24, height: 24)
        }
        .padding(8)
        .background(Color(white: 0.5))
        for scheme in [ColorScheme.light, .dark] {
            let image = try renderFrame(
                view, size: CGSize(width: 200, height: 40), scale: 2, colorScheme: scheme, assetsDirectory: folder.path)
            assertFrame(image, named: "catalog-\(scheme == .dark ? "dark" : "light")")
        }
    }
}
