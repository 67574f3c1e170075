import Foundation
import TesseraCSDL2
import TesseraSDL
import TesseraSDLTesting
import XCTest

/// The GPU backdrop blur on SDL's OpenGL renderer (Mesa llvmpipe through EGL, no display): no
/// pixel read back, and the frame matches the software renderer's CPU blur within a tolerance.
final class BackdropOpenGLTests: FixtureTestCase {
    /// Per channel 12 on at most 3% of pixels, and no pixel off by more than 12 (measured: 8): the 8-bit
    /// weighted taps of the box passes round differently from the CPU's float sums (measured in
    /// `testGPUBlurMatchesSoftwareBlurWithoutReadBacks`, printed), and shape edges are
    /// anti-aliased differently (docs/SDLNotes.md §2.3).
    static let tolerance = FrameTolerance(perChannel: 12, maxDifferingFraction: 0.03)

    /// Neutral-saturation materials (the GPU path does not saturate; see docs/SDLNotes.md);
    /// `grouped` puts the last one inside an opacity group (a layer: the blur samples the frame
    /// beneath the group).
    private func panels(grouped: Bool = false) -> DisplayList {
        var list = DisplayList()
        list.pixelSize = CGSize(width: 320, height: 200)
        list.operations = [
            .backdrop(
                BackdropEffect(
                    shape: .rect(CGRect(x: 0, y: 0, width: 320, height: 40)), blurRadius: 20,
                    tint: .init(red: 1, green: 1, blue: 1, opacity: 0.3))),
            .backdrop(
                BackdropEffect(
                    shape: .roundedRect(
                        CGRect(x: 60, y: 70, width: 200, height: 110), cornerSize: CGSize(width: 18, height: 18), style: .continuous),
                    blurRadius: 24, tint: .init(red: 0.1, green: 0.1, blue: 0.12, opacity: 0.4))),
            .backdrop(BackdropEffect(shape: .ellipse(CGRect(x: 10, y: 120, width: 40, height: 40)), blurRadius: 6, tint: .clear)),
            .backdrop(BackdropEffect(shape: .rect(CGRect(x: 270, y: 60, width: 40, height: 60)), blurRadius: 10, tint: .clear)),
        ]
        if grouped {
            list.operations.insert(.pushOpacity(0.6), at: 3)
            list.operations.append(.popOpacity)
        }
        return list
    }

    func testGPUBlurMatchesSoftwareBlurWithoutReadBacks() throws {
        let rig = try SceneRig(width: 320, height: 200, assets: assets)
        let reference = try rig.renderOverScene(panels())
        try withOpenGLRenderer(width: 320, height: 200) { gl in
            let target = try XCTUnwrap(
                SDL_CreateTexture(gl, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 320, 200))
            defer { SDL_DestroyTexture(target) }
            try assertGPUFrameMatches(reference, of: panels(), on: gl, target: target, name: "tessera-gl-backdrop")
        }
    }

    /// A frame drawn straight into the window: each material copies the region beneath it from
    /// the window's framebuffer on the GPU (`glCopyTexSubImage2D`), on both GL renderers.
    func testGPUBlurOverTheWindowMatchesSoftwareBlurWithoutReadBacks() throws {
        let rig = try SceneRig(width: 320, height: 200, assets: assets)
        let reference = try rig.renderOverScene(panels(grouped: true))
        for driver in ["opengl", "opengles2"] {
            try withOpenGLRenderer(width: 320, height: 200, driver: driver) { gl in
                try assertGPUFrameMatches(
                    reference, of: panels(grouped: true), on: gl, target: nil, name: "tessera-\(driver)-window-backdrop")
            }
        }
    }

    /// Draws the scene and `list` twice into `target` (`nil`: the window) and compares the
    /// second frame with the software renderer's `reference`.
    private func assertGPUFrameMatches(
        _ reference: RGBAImage, of list: DisplayList, on gl: OpaquePointer, target: OpaquePointer?, name: String, line: UInt = #line
    ) throws {
        let catalog = AssetCatalog(root: assets.root)
        let drawer = DisplayListRenderer(renderer: gl, catalog: catalog, measurer: TTFTextMeasurer(catalog: catalog))
        var actual = RGBAImage(width: 0, height: 0)
        for _ in 0..<2 {
            SDL_SetRenderTarget(gl, target)
            SDL_SetRenderDrawColor(gl, 0, 0, 0, 255)
            SDL_RenderClear(gl)
            BackdropScene.draw(on: gl, width: 320, height: 200)
            drawer.draw(list)
            actual = try FrameCapture.read(from: gl)
            SDL_SetRenderTarget(gl, nil)
        }
        XCTAssertEqual(drawer.lastFrame.readBacks, 0, "the GPU path reads nothing back", line: line)
        XCTAssertEqual(drawer.lastFrame.backdrops, 4, line: line)
        XCTAssertGreaterThan(drawer.lastFrame.blurPasses, 0, line: line)
        XCTAssertEqual(drawer.lastFrame.texturesCreated, 0, "the chain's targets are reused", line: line)
        XCTAssertEqual(drawer.warnings, [], line: line)
        for i in stride(from: 3, to: actual.bytes.count, by: 4) { actual.bytes[i] = 255 }
        if let difference = FrameDifference(reference: reference, actual: actual, tolerance: Self.tolerance) {
            let (message, diff) = (difference.message, difference.diffImage)
            let base = NSTemporaryDirectory() + name
            try? FrameCapture.writePNG(actual, to: base + ".actual.png")
            try? FrameCapture.writePNG(reference, to: base + ".software.png")
            try? FrameCapture.writePNG(diff, to: base + ".diff.png")
            XCTFail("GPU and CPU backdrop blurs differ: \(message); see \(base).{actual,software,diff}.png", line: line)
        }
        var worst = 0
        for i in 0..<reference.bytes.count where i % 4 != 3 { worst = max(worst, abs(Int(reference.bytes[i]) - Int(actual.bytes[i]))) }
        print("\(name) vs software backdrop: largest channel difference \(worst)")
        XCTAssertLessThanOrEqual(worst, 12, "measured 8", line: line)
    }
}

/// Runs `body` with an OpenGL renderer (`driver`: `opengl` or `opengles2`) on the offscreen
/// (EGL) video driver, then puts the dummy driver back for the other tests.
func withOpenGLRenderer(width: Int32, height: Int32, driver: String = "opengl", _ body: (OpaquePointer) throws -> Void) throws {
    SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO))
    setenv("SDL_VIDEODRIVER", "offscreen", 1)
    defer {
        SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO))
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        SDL_ResetHint(SDL_HINT_RENDER_DRIVER)
        SDL_ResetHint(SDL_HINT_RENDER_BATCHING)
        _ = SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO))
    }
    SDL_ClearError()
    guard SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO)) == 0 else {
        return XCTFail("SDL could not start the offscreen (EGL) video driver: \(String(cString: SDL_GetError()))")
    }
    SDL_SetHint(SDL_HINT_RENDER_DRIVER, driver)
    SDL_SetHint(SDL_HINT_RENDER_BATCHING, "1")
    guard let window = SDL_CreateWindow("tessera-gl", 0, 0, width, height, SDL_WINDOW_OPENGL.rawValue | SDL_WINDOW_HIDDEN.rawValue) else {
        return XCTFail("could not create an OpenGL window: \(String(cString: SDL_GetError()))")
    }
    defer { SDL_DestroyWindow(window) }
    guard let gl = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_TARGETTEXTURE.rawValue) else {
        return XCTFail("could not create the OpenGL renderer: \(String(cString: SDL_GetError()))")
    }
    defer { SDL_DestroyRenderer(gl) }
    try body(gl)
}
