import Foundation
import Logging
import TesseraSDL
import XCTest

/// What a game embedding Tessera relies on: where its assets are found, the font that ships with
/// Tessera, SDL reached through `import TesseraSDL` alone, and the overlay's lifetime rules.
final class EmbeddingTests: SDLTestCase {
    private var folders: [URL] = []

    override func tearDown() {
        for folder in folders { try? FileManager.default.removeItem(at: folder) }
        folders = []
        super.tearDown()
    }

    /// A new empty folder, removed after the test.
    private func makeFolder(_ name: String) throws -> URL {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("tessera-embedding-\(UUID().uuidString)").appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        folders.append(folder.deletingLastPathComponent())
        return folder
    }

    private func writeImage(_ name: String, in assets: URL, colour: (UInt8, UInt8, UInt8, UInt8)) throws {
        try FileManager.default.createDirectory(at: assets.appendingPathComponent("Images"), withIntermediateDirectories: true)
        var image = RGBAImage(width: 2, height: 2)
        for y in 0..<2 { for x in 0..<2 { image[x, y] = colour } }
        try FrameCapture.writePNG(image, to: assets.appendingPathComponent("Images/\(name).png").path)
    }

    // MARK: The asset search order

    func testDefaultSearchIsEnvironmentThenWorkingDirectoryThenBesideTheExecutable() {
        let cwd = URL(fileURLWithPath: "/games/hero", isDirectory: true)
        let exe = URL(fileURLWithPath: "/opt/hero/bin", isDirectory: true)
        let withVariable = AssetSearchPath.defaultSearch(
            environment: ["TESSERA_ASSETS": "/mods/hero-assets"], currentDirectory: cwd, executableDirectory: exe)
        XCTAssertEqual(withVariable.folders.map(\.path), ["/mods/hero-assets", "/games/hero/Assets", "/opt/hero/bin/Assets"])

        let plain = AssetSearchPath.defaultSearch(environment: [:], currentDirectory: cwd, executableDirectory: exe)
        XCTAssertEqual(plain.folders.map(\.path), ["/games/hero/Assets", "/opt/hero/bin/Assets"])

        let relative = AssetSearchPath.defaultSearch(
            environment: ["TESSERA_ASSETS": "art"], currentDirectory: cwd, executableDirectory: nil)
        XCTAssertEqual(relative.folders.map(\.path), ["/games/hero/art", "/games/hero/Assets"], "relative to the working directory")

        let runFromBinFolder = AssetSearchPath.defaultSearch(environment: [:], currentDirectory: exe, executableDirectory: exe)
        XCTAssertEqual(runFromBinFolder.folders.map(\.path), ["/opt/hero/bin/Assets"], "the same folder is listed once")
    }

    func testDefaultSearchFindsTheGamesAssetsInTheWorkingDirectory() throws {
        let game = try makeFolder("game")
        try writeImage("hero", in: game.appendingPathComponent("Assets"), colour: (10, 200, 30, 255))
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(game.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }

        let catalog = AssetCatalog()
        let info = try catalog.image(named: "hero")
        XCTAssertFalse(info.isPlaceholder)
        XCTAssertEqual(info.pixelSize, CGSize(width: 2, height: 2))
        XCTAssertEqual(catalog.root.standardizedFileURL.path, game.appendingPathComponent("Assets").standardizedFileURL.path)
    }

    func testEarlierFoldersWinAndLaterFoldersFillIn() throws {
        let mod = try makeFolder("mod"), base = try makeFolder("base")
        try writeImage("hero", in: mod, colour: (255, 0, 0, 255))
        try writeImage("hero", in: base, colour: (0, 0, 255, 255))
        try writeImage("coin", in: base, colour: (0, 0, 255, 255))
        let catalog = AssetCatalog(searchPath: AssetSearchPath([mod, base]))
        XCTAssertEqual(catalog.path(for: try catalog.image(named: "hero")), mod.appendingPathComponent("Images/hero.png").path)
        XCTAssertEqual(catalog.path(for: try catalog.image(named: "coin")), base.appendingPathComponent("Images/coin.png").path)
    }

    func testAMissingImageNamesEveryPlaceItLooked() throws {
        let first = try makeFolder("first"), second = try makeFolder("second")
        let catalog = AssetCatalog(searchPath: AssetSearchPath([first, second]))
        XCTAssertThrowsError(try catalog.image(named: "hero")) { error in
            let message = "\(error)"
            for expected in [
                first.appendingPathComponent("Images/hero.png").path,
                first.appendingPathComponent("Images/hero@2x.png").path,
                second.appendingPathComponent("Images/hero.png").path,
                second.appendingPathComponent("Images/hero@2x.png").path,
            ] {
                XCTAssertTrue(message.contains(expected), "\(message) should name \(expected)")
            }
        }
    }

    // MARK: The font that ships with Tessera

    func testTheSystemFontComesFromTheResourceBundleBesideTheBinary() throws {
        let empty = try makeFolder("no-fonts")
        let catalog = AssetCatalog(root: empty)
        for bold in [false, true] {
            let file = catalog.systemFontFile(bold: bold)
            XCTAssertTrue(file.contains(AssetSearchPath.resourceBundleName), "\(file) is the SwiftPM resource copy")
            XCTAssertTrue(FileManager.default.fileExists(atPath: file))
            XCTAssertTrue(file.hasSuffix(bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"))
        }
    }

    func testAGamesOwnDejaVuCopyIsPreferredToTheBundledOne() throws {
        let game = try makeFolder("game")
        let fonts = game.appendingPathComponent("Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: AssetCatalog(root: game).systemFontFile(bold: false),
            toPath: fonts.appendingPathComponent("DejaVuSans.ttf").path)
        XCTAssertEqual(AssetCatalog(root: game).systemFontFile(bold: false), fonts.appendingPathComponent("DejaVuSans.ttf").path)
    }

    func testTextIsMeasuredWithTheBundledFontWhenTheGameShipsNone() throws {
        let empty = try makeFolder("no-fonts")
        let log = LogCapture()
        let measurer = TTFTextMeasurer(catalog: AssetCatalog(root: empty, logger: log.logger))
        let advances = measurer.advances(of: Array("Wil".unicodeScalars), in: ResolvedFont(size: 20))
        XCTAssertEqual(advances.count, 3)
        XCTAssertGreaterThan(advances[0], advances[1] * 2, "real DejaVu advances: W is far wider than i")
        XCTAssertGreaterThan(measurer.metrics(of: ResolvedFont(size: 20)).ascent, 15)
        XCTAssertTrue(log.messages.isEmpty, "no font problem: \(log.messages)")
    }

    // MARK: The overlay's lifetime

    func testAnOverlayOutlivingItsRendererStopsDrawingAndSaysWhy() throws {
        let runtime = try SDLRuntime(video: true)  // the game's own SDL_Init
        let window = try XCTUnwrap(SDL_CreateWindow("game", 0, 0, 160, 90, SDL_WINDOW_HIDDEN.rawValue))
        defer { SDL_DestroyWindow(window) }
        let renderer = try XCTUnwrap(SDL_CreateRenderer(window, -1, 0))
        let log = LogCapture()
        var overlay: HUDOverlay? = try HUDOverlay(renderer: renderer, logger: log.logger)
        overlay?.draw { Text("Score 120").padding(8).background(Color.blue) }
        XCTAssertEqual(overlay?.counters.framesDrawn, 1)
        XCTAssertGreaterThan(overlay?.counters.texturesCreated ?? 0, 0, "the overlay owns textures of the renderer")

        SDL_DestroyRenderer(renderer)  // the wrong order: the game destroys the renderer first
        overlay?.draw { Text("Score 121").padding(8).background(Color.blue) }
        XCTAssertEqual(overlay?.isRendererDestroyed, true)
        XCTAssertEqual(overlay?.counters.framesDrawn, 1, "nothing drawn on a destroyed renderer")
        XCTAssertEqual(overlay?.counters.framesSkipped, 1)
        XCTAssertNil(overlay?.geometry)
        XCTAssertEqual(log.errors(containing: "SDL_Renderer was destroyed before the overlay").count, 1)
        overlay?.draw { Text("Score 122") }
        XCTAssertEqual(log.errors(containing: "SDL_Renderer was destroyed").count, 1, "said once")
        overlay = nil  // forgets the renderer's textures instead of destroying them a second time
        withExtendedLifetime(runtime) {}
    }

    func testAnOverlayReleasedFirstReportsNothing() throws {
        let runtime = try SDLRuntime(video: true)
        let window = try XCTUnwrap(SDL_CreateWindow("game", 0, 0, 160, 90, SDL_WINDOW_HIDDEN.rawValue))
        defer { SDL_DestroyWindow(window) }
        let renderer = try XCTUnwrap(SDL_CreateRenderer(window, -1, 0))
        let log = LogCapture()
        var overlay: HUDOverlay? = try HUDOverlay(renderer: renderer, logger: log.logger)
        overlay?.draw { Text("Score 120") }
        XCTAssertEqual(overlay?.isRendererDestroyed, false)
        overlay = nil
        SDL_DestroyRenderer(renderer)
        XCTAssertTrue(log.messages.isEmpty, "\(log.messages)")
        withExtendedLifetime(runtime) {}
    }
}
