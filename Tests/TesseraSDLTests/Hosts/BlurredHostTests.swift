import Foundation
import TesseraCSDL2
import TesseraSDL
import XCTest

/// Materials over the game's own SDL drawing in both embedding styles: `WindowHost.onDraw` and
/// `HUDOverlay` over a game that owns its renderer.
final class BlurredHostTests: HostTestCase {
    /// Half red, half blue stripes of 4 pixels: a blur turns them purple.
    static func stripes(_ renderer: OpaquePointer, width: Int32, height: Int32) {
        var x: Int32 = 0
        while x < width {
            if (x / 4) % 2 == 0 {
                SDL_SetRenderDrawColor(renderer, 255, 0, 0, 255)
            } else {
                SDL_SetRenderDrawColor(renderer, 0, 0, 255, 255)
            }
            var r = SDL_Rect(x: x, y: 0, w: 4, h: height)
            SDL_RenderFillRect(renderer, &r)
            x += 4
        }
    }

    /// A panel of a neutral custom material (no tint, saturation 1): its pixels are the blur.
    static let neutral = VisualEffect.light(
        .init(
            light: .init(blurRadius: 8, saturation: 1, tint: .init(red: 0, green: 0, blue: 0, opacity: 0)),
            dark: .init(blurRadius: 8, saturation: 1, tint: .init(red: 0, green: 0, blue: 0, opacity: 0))))

    static func assertBlurred(_ image: RGBAImage, x: Int, y: Int, file: StaticString = #filePath, line: UInt = #line) {
        // Under the panel neighbouring stripes are mixed; outside it they are pure.
        for px in x..<(x + 8) {
            let p = image[px, y]
            XCTAssertGreaterThan(Int(p.r), 60, "\(p) at \(px)", file: file, line: line)
            XCTAssertGreaterThan(Int(p.b), 60, "\(p) at \(px)", file: file, line: line)
        }
    }

    func testWindowHostBlursWhatOnDrawDrew() throws {
        var config = WindowConfiguration(title: "HostTests", size: CGSize(width: 160, height: 90))
        config.isHidden = true
        let host = try WindowHost(state: 0, configuration: config) { _ in
            Color.clear.frame(width: 80, height: 40).visualEffect(Self.neutral)
        }
        .onDraw { _, renderer in Self.stripes(renderer, width: 160, height: 90) }
        let image = try XCTUnwrap(try host.runFrame(elapsed: 1.0 / 60, capture: true))
        Self.assertBlurred(image, x: 76, y: 45)
        XCTAssertTrue(image[10, 45] == (255, 0, 0, 255), "the scene outside the panel is sharp: \(image[10, 45])")
        XCTAssertEqual(host.counters.lastFrame.backdrops, 1)
        try host.runFrame(elapsed: 1.0 / 60)
        XCTAssertEqual(host.counters.lastFrame.blurPasses, 0, "the same scene: the blur is reused")
        XCTAssertEqual(host.counters.lastFrame.texturesCreated, 0)
    }

    func testHUDOverlayOverAGameOwnedOpenGLRendererReadsNothingBack() throws {
        try assertHUDOverlayBlursOnGPU(drawsIntoSceneTexture: false)
    }

    /// Without the GPU window copy (as on a driver that lacks `glCopyTexSubImage2D`),
    /// `beginScene()` draws the world into the overlay's scene texture and the blur samples that.
    func testHUDOverlayWithoutTheWindowCopyDrawsIntoItsSceneTexture() throws {
        setenv("TESSERA_BACKDROP_WINDOW_COPY", "0", 1)
        defer { unsetenv("TESSERA_BACKDROP_WINDOW_COPY") }
        try assertHUDOverlayBlursOnGPU(drawsIntoSceneTexture: true)
    }

    private func assertHUDOverlayBlursOnGPU(drawsIntoSceneTexture: Bool, line: UInt = #line) throws {
        try withOpenGLRenderer(width: 160, height: 90) { gl in
            var hud: HUDOverlay? = try HUDOverlay(renderer: gl)
            defer { hud = nil }
            for _ in 0..<2 {
                hud!.beginScene()
                XCTAssertEqual(SDL_GetRenderTarget(gl) != nil, drawsIntoSceneTexture, line: line)
                SDL_SetRenderDrawColor(gl, 0, 0, 0, 255)
                SDL_RenderClear(gl)
                Self.stripes(gl, width: 160, height: 90)
                hud!.draw { Color.clear.frame(width: 80, height: 40).visualEffect(Self.neutral) }
                XCTAssertNil(SDL_GetRenderTarget(gl), "the frame is back on the window", line: line)
            }
            XCTAssertEqual(hud!.counters.lastFrame.backdrops, 1, line: line)
            XCTAssertEqual(hud!.counters.lastFrame.readBacks, 0, "the blur sampled the scene on the GPU", line: line)
            XCTAssertGreaterThan(hud!.counters.lastFrame.blurPasses, 0, line: line)
            XCTAssertEqual(hud!.counters.lastFrame.texturesCreated, 0, line: line)
            let image = try FrameCapture.read(from: gl)
            Self.assertBlurred(image, x: 76, y: 45, line: line)
            XCTAssertTrue(image[10, 45] == (255, 0, 0, 255), "\(image[10, 45])", line: line)
        }
    }
}
