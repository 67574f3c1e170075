import Foundation
import Logging
import TesseraCSDL2
import TesseraSDL
import TesseraSDLTesting
import XCTest

/// SDL set up for every test: the dummy video driver and `SDL_Init` (see `HeadlessTestCase`).
class SDLTestCase: HeadlessTestCase {}

/// Log messages captured by a swift-log handler, for tests that assert what was logged.
/// An SDL test case with a fresh folder of fixture assets (fonts, images, broken files) per test.
class FixtureTestCase: SDLTestCase {
    var assets: FixtureAssets!

    override func setUpWithError() throws {
        try super.setUpWithError()
        assets = try FixtureAssets()
    }

    override func tearDown() {
        assets = nil
        super.tearDown()
    }
}

/// A fixture test case that also has the shipped riveted panel and a 1×1 red "dot" image.
class TexturedFixtureTestCase: FixtureTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try assets.installShipped("panel")
        var dot = RGBAImage(width: 1, height: 1)
        dot[0, 0] = (230, 57, 70, 255)
        try assets.write("dot", dot)
    }
}

final class LogCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(level: Logger.Level, message: String)] = []

    var messages: [(level: Logger.Level, message: String)] { lock.lock(); defer { lock.unlock() }; return entries }
    func errors(containing text: String) -> [String] {
        messages.filter { $0.level >= .warning && $0.message.contains(text) }.map(\.message)
    }

    func append(_ level: Logger.Level, _ message: String) { lock.lock(); entries.append((level, message)); lock.unlock() }

    var logger: Logger {
        Logger(label: "test") { _ in CapturingHandler(capture: self) }
    }

    struct CapturingHandler: LogHandler {
        let capture: LogCapture
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) {
            capture.append(event.level, event.message.description)
        }
    }
}

/// A temporary asset folder with generated images (deterministic pixels, so goldens are stable).
final class FixtureAssets {
    let root: URL

    init() throws {
        root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("tessera-assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Images"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        try write("badge", Self.badge(size: 32))
        try write("badge@2x", Self.badge(size: 64))
        try write("pixels", Self.pixels())
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// The package's `Assets/Images` folder (shipped PNGs such as `panel.png`).
    static let shippedImages = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/Images")

    /// Copies `name.png` (and `name@2x.png` if shipped) from `Assets/Images` into the fixture.
    func installShipped(_ name: String) throws {
        for file in ["\(name).png", "\(name)@2x.png"] {
            let source = Self.shippedImages.appendingPathComponent(file)
            guard FileManager.default.fileExists(atPath: source.path) else { continue }
            try FileManager.default.copyItem(at: source, to: root.appendingPathComponent("Images/\(file)"))
        }
    }

    /// The shipped PNG `file` (e.g. "panel@2x.png") decoded.
    static func shipped(_ file: String) throws -> RGBAImage {
        try FrameCapture.image(fromPNG: Data(contentsOf: shippedImages.appendingPathComponent(file)))
    }

    func write(_ name: String, _ image: RGBAImage) throws {
        try FrameCapture.writePNG(image, to: path("Images/\(name).png"))
    }

    /// A round badge: a radial gold-to-orange disc with a dark ring and anti-aliased edges.
    static func badge(size: Int) -> RGBAImage {
        var img = RGBAImage(width: size, height: size)
        let c = Double(size) / 2
        for y in 0..<size {
            for x in 0..<size {
                let dx = Double(x) + 0.5 - c, dy = Double(y) + 0.5 - c
                let r = (dx * dx + dy * dy).squareRoot()
                let coverage = max(0, min(1, c - r + 0.5))
                let ring = max(0, min(1, r - c * 0.8 + 0.5))  // 0 inside the ring, 1 on it
                let t = min(1, r / c)
                let red = 255 * (1 - ring) + 90 * ring
                let green = (215 - 90 * t) * (1 - ring) + 40 * ring
                let blue = (40 + 20 * t) * (1 - ring) + 20 * ring
                img[x, y] = (UInt8(red), UInt8(green), UInt8(blue), UInt8(coverage * 255))
            }
        }
        return img
    }

    /// A 4×4 pixel-art tile of four colours (nearest vs linear filtering is obvious when scaled).
    static func pixels() -> RGBAImage {
        var img = RGBAImage(width: 4, height: 4)
        let colours: [(UInt8, UInt8, UInt8, UInt8)] = [(230, 57, 70, 255), (241, 250, 238, 255), (69, 123, 157, 255), (29, 53, 87, 255)]
        for y in 0..<4 { for x in 0..<4 { img[x, y] = colours[(x + y * 2) % 4] } }
        return img
    }
}

/// Renders display lists on a software canvas with a fresh renderer, catalog and measurer.
final class SceneRig {
    let canvas: OffscreenCanvas
    let catalog: AssetCatalog
    let measurer: TTFTextMeasurer
    private(set) var renderer: DisplayListRenderer!

    /// The display-list renderer's textures belong to the canvas's SDL renderer: release it first.
    deinit { renderer = nil }

    init(width: Int, height: Int, assets: FixtureAssets, scale: CGFloat = 1, textureBudget: Int = 64 << 20, logger: Logger? = nil) throws {
        canvas = try OffscreenCanvas(width: width, height: height)
        catalog = AssetCatalog(root: assets.root, logger: logger ?? Logger(label: "test.catalog"))
        measurer = TTFTextMeasurer(catalog: catalog)
        measurer.scale = scale
        renderer = DisplayListRenderer(
            renderer: canvas.renderer, catalog: catalog, measurer: measurer,
            textureBudget: textureBudget, logger: logger ?? Logger(label: "test.renderer"))
    }

    /// Clears to the scene background and draws `list`.
    func render(_ list: DisplayList, background: (UInt8, UInt8, UInt8) = (24, 26, 34)) throws -> RGBAImage {
        canvas.clear(r: background.0, g: background.1, b: background.2)
        renderer.draw(list)
        return try canvas.capture()
    }
}
