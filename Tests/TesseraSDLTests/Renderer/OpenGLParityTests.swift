import Foundation
import TesseraCSDL2
import TesseraSDL
import TesseraSDLTesting
import XCTest

/// Renders golden scenes with SDL's OpenGL renderer (Mesa llvmpipe through EGL, no display)
/// and checks them against the software renderer. The renderers rasterise differently
/// (docs/SDLNotes.md §2.3: a few % of pixels), so the comparison has a tolerance; it catches a path that
/// only works on one of them (premultiplied layer compositing, batching, filtering).
final class OpenGLParityTests: SDLTestCase {
    /// Per-channel 32 and at most 3% of pixels (measured worst: rotated scene 3.2% of pixels off by more than 2): anti-aliased edges and text hinting differ by
    /// a pixel here and there; a missing shape, wrong colour or broken blend fails.
    static let tolerance = FrameTolerance(perChannel: 32, maxDifferingFraction: 0.03)

    func testOpenGLRendererMatchesSoftwareRenderer() throws {
        let assets = try FixtureAssets()
        try assets.installShipped("panel")
        // The OpenGL renderer needs a GL-capable video driver: `withOpenGLRenderer` switches from
        // dummy to offscreen (EGL) and back.
        try withOpenGLRenderer(width: 320, height: 200) { gl in
            var info = SDL_RendererInfo()
            SDL_GetRendererInfo(gl, &info)
            XCTAssertEqual(String(cString: info.name), "opengl", "SDL picked another renderer")

            let catalog = AssetCatalog(root: assets.root)
            let measurer = TTFTextMeasurer(catalog: catalog)
            var drawer: DisplayListRenderer? = DisplayListRenderer(renderer: gl, catalog: catalog, measurer: measurer)
            defer { drawer = nil }
            XCTAssertFalse(drawer!.isSoftwareRenderer)
            XCTAssertEqual(drawer!.traits, RendererTraits(isSoftware: false))

            let scenes: [(String, (TTFTextMeasurer, AssetCatalog) -> DisplayList)] = [
                ("shapes", { m, _ in Scenes.shapes(m) }),
                ("strokes", { m, _ in Scenes.strokes(m) }),
                ("text", { m, _ in Scenes.text(m) }),
                ("clipping", { m, c in Scenes.clipping(m, c) }),
                ("concave-clip", { m, _ in Scenes.concaveClip(m) }),
                ("opacity", { m, _ in Scenes.opacity(m) }),
                ("shadow", { m, _ in Scenes.shadow(m) }),
                ("cardgrid", { m, c in Scenes.cardGrid(m, c, columns: 3, rows: 2) }),
                ("images", { m, c in Scenes.images(m, c) }),
                ("transforms", { m, c in Scenes.transforms(m, c) }),
                ("hidpi", { m, c in Scenes.hiDPI(m, c) }),
                ("textured", { m, c in TexturedScene.list(m, c) }),
                // The card grid drawn through a cached layer (drawingGroup): drawn into the cache,
                // read back and composited on GL as on software.
                ("cached-layer", { m, c in Scenes.cardGrid(m, c, columns: 3, rows: 2).inCachedLayer() }),
            ]
            for (name, make) in scenes {
                let list = make(measurer, catalog)
                let w = Int32(list.pixelSize.width), h = Int32(list.pixelSize.height)
                // Software reference.
                let rig = try SceneRig(width: Int(w), height: Int(h), assets: assets)
                let reference = try rig.render(make(rig.measurer, rig.catalog))
                // OpenGL: draw into a target texture of the scene's size and read it back.
                let target = try XCTUnwrap(
                    SDL_CreateTexture(gl, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), w, h))
                defer { SDL_DestroyTexture(target) }
                let actual = try draw(list, with: drawer!, into: target, of: gl)
                XCTAssertGreaterThan(drawer!.lastFrame.drawCalls, 0)
                if name == "cardgrid" {
                    // Cards share batches on GL too: shapes are untextured geometry there.
                    print("gl card grid: \(drawer!.lastFrame.drawCalls) draw calls")
                    XCTAssertLessThanOrEqual(drawer!.lastFrame.drawCalls, 6)
                }
                if matches(actual, reference, name: name),
                    let message = FrameDifference(
                        reference: reference, actual: actual, tolerance: FrameTolerance(perChannel: 2, maxDifferingFraction: 0))?.message
                {
                    print("gl vs software '\(name)': \(message)")
                }
            }
        }
    }
    /// One cached image drawn moved (nearest filtering), then turned and scaled (linear), then
    /// moved again, with text between: the page texture's filtering changes twice a frame. On GL
    /// a filter change binds the texture behind SDL's back (docs/SDLNotes.md §9, "A trap"), so a
    /// wrong order of draws would sample the wrong texture. Then a faded group around it, which
    /// is cached once it holds still. The third frame draws every image from the cache.
    func testCachedLayersMovedAndTurnedMatchSoftwareInEveryFrame() throws {
        let assets = try FixtureAssets()
        func scene(_ m: TTFTextMeasurer) -> DisplayList {
            var b = ListBuilder(width: 320, height: 160, measurer: m)
            func card(_ b: inout ListBuilder) {
                b.add(.pushCachedLayer(CachedLayer(bounds: CGRect(x: 0, y: 0, width: 90, height: 50))))
                b.fill(
                    .roundedRect(CGRect(x: 0, y: 0, width: 90, height: 50), cornerSize: CGSize(width: 10, height: 10), style: .continuous),
                    Palette.accent)
                b.text("Card", size: 16, at: CGPoint(x: 12, y: 30), color: Palette.white)
                b.add(.popCachedLayer)
            }
            b.add(.pushTransform(CGAffineTransform(translationX: 10, y: 10)))
            card(&b)
            b.add(.popTransform)
            b.text("between", size: 14, at: CGPoint(x: 10, y: 90), color: Palette.gold)
            b.add(
                .pushTransform(
                    CGAffineTransform(rotationAngle: .pi / 10).scaledBy(x: 1.2, y: 1.2).concatenating(.init(translationX: 130, y: 20))))
            card(&b)
            b.add(.popTransform)
            b.text("after", size: 14, at: CGPoint(x: 130, y: 140), color: Palette.white)
            b.add(.pushTransform(CGAffineTransform(translationX: 220, y: 90)))
            card(&b)
            b.add(.popTransform)
            // A faded halo and card: through a layer, then drawn into the cache, then from it.
            b.add(.pushOpacity(0.5))
            b.fill(.rect(CGRect(x: 2, y: 102, width: 106, height: 56)), Palette.gold)
            b.add(.pushTransform(CGAffineTransform(translationX: 10, y: 105)))
            card(&b)
            b.add(.popTransform)
            b.add(.popOpacity)
            return b.list
        }
        try withOpenGLRenderer(width: 320, height: 160) { gl in
            let catalog = AssetCatalog(root: assets.root)
            let measurer = TTFTextMeasurer(catalog: catalog)
            var drawer: DisplayListRenderer? = DisplayListRenderer(renderer: gl, catalog: catalog, measurer: measurer)
            defer { drawer = nil }
            let rig = try SceneRig(width: 320, height: 160, assets: assets)
            let target = try XCTUnwrap(
                SDL_CreateTexture(gl, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 320, 160))
            defer { SDL_DestroyTexture(target) }
            for frame in 1...3 {
                let reference = try rig.render(scene(rig.measurer))
                let actual = try draw(scene(measurer), with: drawer!, into: target, of: gl)
                // The first frame draws the card's image into the cache, the second the faded
                // group's (it held still), the third none.
                XCTAssertEqual(drawer!.lastFrame.cachedLayerRenders, frame < 3 ? 1 : 0, "frame \(frame)")
                XCTAssertEqual(drawer!.lastFrame.layers, frame == 1 ? 2 : frame == 2 ? 1 : 0, "frame \(frame)")
                XCTAssertTrue(matches(actual, reference, name: "cached-layers-\(frame)"))
            }
        }
    }
    /// Draws `list` on GL into `target` over the scenes' background and reads it back, opaque.
    private func draw(
        _ list: DisplayList, with drawer: DisplayListRenderer, into target: OpaquePointer, of gl: OpaquePointer
    ) throws -> RGBAImage {
        SDL_SetRenderTarget(gl, target)
        SDL_SetRenderDrawColor(gl, 24, 26, 34, 255)
        SDL_RenderClear(gl)
        drawer.draw(list)
        var actual = try FrameCapture.read(from: gl)
        SDL_SetRenderTarget(gl, nil)
        for i in stride(from: 3, to: actual.bytes.count, by: 4) { actual.bytes[i] = 255 }
        return actual
    }

    /// Whether the GL frame matches the software one within the tolerance; if not, fails the
    /// test and writes both frames and their difference next to each other.
    private func matches(_ actual: RGBAImage, _ reference: RGBAImage, name: String) -> Bool {
        guard let difference = FrameDifference(reference: reference, actual: actual, tolerance: Self.tolerance) else { return true }
        let (message, diff) = (difference.message, difference.diffImage)
        let base = NSTemporaryDirectory() + "tessera-gl-\(name)"
        try? FrameCapture.writePNG(actual, to: base + ".actual.png")
        try? FrameCapture.writePNG(reference, to: base + ".software.png")
        try? FrameCapture.writePNG(diff, to: base + ".diff.png")
        XCTFail("OpenGL and software renderers differ on '\(name)': \(message); see \(base).{actual,software,diff}.png")
        return false
    }
}

extension DisplayList {
    /// The list with all its operations inside one cached layer covering the canvas.
    func inCachedLayer() -> DisplayList {
        var list = self
        list.operations = [.pushCachedLayer(CachedLayer(bounds: CGRect(origin: .zero, size: pixelSize)))] + operations + [.popCachedLayer]
        return list
    }
}
