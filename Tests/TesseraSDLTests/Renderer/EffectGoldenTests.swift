import Foundation
import TesseraCSDL2
import TesseraSDL
import TesseraSDLTesting
import XCTest

/// `mask`, `blur`, colour effects and blend modes drawn by the SDL backend, compared with
/// goldens in `__Snapshots__/EffectGoldenTests/`, and the OpenGL renderer against them.
final class EffectGoldenTests: FixtureTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try assets.write("rainbow", Self.rainbow(size: 64))
    }

    /// A hue sweep across, fading to white at the top and black at the bottom: every colour
    /// effect changes it visibly.
    static func rainbow(size: Int) -> RGBAImage {
        var img = RGBAImage(width: size, height: size)
        for y in 0..<size {
            for x in 0..<size {
                let h = Double(x) / Double(size) * 6, v = Double(y) / Double(size - 1)
                let f = h - h.rounded(.down)
                let (r, g, b): (Double, Double, Double) =
                    switch Int(h) {
                    case 0: (1, f, 0)
                    case 1: (1 - f, 1, 0)
                    case 2: (0, 1, f)
                    case 3: (0, 1 - f, 1)
                    case 4: (f, 0, 1)
                    default: (1, 0, 1 - f)
                    }
                // Top: towards white; bottom: towards black.
                func shade(_ c: Double) -> UInt8 {
                    let value = v < 0.5 ? c + (1 - c) * (1 - 2 * v) * 0.8 : c * (1 - (v - 0.5) * 1.6)
                    return UInt8(max(0, min(255, value * 255 + 0.5)))
                }
                img[x, y] = (shade(r), shade(g), shade(b), 255)
            }
        }
        return img
    }

    struct Masks: View {
        var body: some View {
            HStack(spacing: 14) {
                Image("rainbow").resizable().frame(width: 80, height: 80)
                    .mask(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom))
                Text("FADING")
                    .font(.system(size: 30, weight: .bold)).foregroundColor(.orange)
                    .mask { LinearGradient(colors: [.black, .black.opacity(0)], startPoint: .leading, endPoint: .trailing) }
                Image("rainbow").resizable().frame(width: 110, height: 60)
                    .mask { Text("TEXT").font(.system(size: 32, weight: .heavy)) }
                Color.blue.frame(width: 60, height: 60)
                    .mask(alignment: .bottomTrailing) { Circle().frame(width: 40, height: 40) }
            }
            .padding(12)
        }
    }

    struct Card: View {
        var body: some View {
            VStack(spacing: 4) {
                Image("badge").resizable().frame(width: 36, height: 36)
                Text("Paused").font(.headline).foregroundColor(.white)
            }
            .frame(width: 100, height: 80)
            .background(RoundedRectangle(cornerRadius: 12).fill(Color.blue))
        }
    }

    struct Blurs: View {
        var body: some View {
            HStack(spacing: 24) {
                Card()
                Card().blur(radius: 3)
                Card().blur(radius: 3, opaque: true)
                Text("Soft").font(.title).foregroundColor(.black).blur(radius: 1.5)
            }
            .padding(20)
        }
    }

    struct ColorEffects: View {
        struct Swatch<V: View>: View {
            let name: String
            let image: V
            var body: some View {
                VStack(spacing: 2) {
                    image.frame(width: 56, height: 56)
                    Text(name).font(.system(size: 10)).foregroundColor(.black)
                }
            }
        }
        var image: some View { Image("rainbow").resizable() }
        var body: some View {
            VStack(spacing: 8) {
                HStack(spacing: 8) {
                    Swatch(name: "original", image: image)
                    Swatch(name: "sat .3", image: image.saturation(0.3))
                    Swatch(name: "gray 1", image: image.grayscale(1))
                    Swatch(name: "bright .3", image: image.brightness(0.3))
                    Swatch(name: "contrast 2", image: image.contrast(2))
                }
                HStack(spacing: 8) {
                    Swatch(name: "hue 120°", image: image.hueRotation(.degrees(120)))
                    Swatch(name: "invert", image: image.colorInvert())
                    Swatch(name: "multiply", image: image.colorMultiply(.yellow))
                    Swatch(name: "lum→α", image: image.luminanceToAlpha())
                    Swatch(name: "folded", image: image.grayscale(1).contrast(3).colorInvert())
                }
            }
            .padding(10)
        }
    }

    struct Blends: View {
        static let modes: [(String, BlendMode)] = [
            ("multiply", .multiply), ("screen", .screen), ("overlay", .overlay), ("darken", .darken), ("lighten", .lighten),
            ("dodge", .colorDodge), ("burn", .colorBurn), ("soft", .softLight), ("hard", .hardLight), ("difference", .difference),
            ("exclusion", .exclusion), ("hue", .hue), ("saturation", .saturation), ("color", .color), ("luminosity", .luminosity),
            ("atop", .sourceAtop), ("dst over", .destinationOver), ("dst out", .destinationOut), ("plus darker", .plusDarker),
            ("plus lighter", .plusLighter), ("normal", .normal),
        ]
        var body: some View {
            VStack(alignment: .leading, spacing: 6) {
                ForEach(0..<3) { row in
                    HStack(spacing: 6) {
                        ForEach(0..<7) { column in
                            let (name, mode) = Self.modes[row * 7 + column]
                            VStack(spacing: 1) {
                                ZStack {
                                    Image("rainbow").resizable().frame(width: 44, height: 44)
                                    Circle().fill(Color(red: 0.9, green: 0.5, blue: 0.2).opacity(0.85)).frame(width: 30, height: 30)
                                        .blendMode(mode)
                                }
                                .compositingGroup()
                                Text(name).font(.system(size: 9)).foregroundColor(.black)
                            }
                        }
                    }
                }
            }
            .padding(8)
        }
    }

    private func render<V: View>(_ view: V, size: CGSize, scale: CGFloat = 1) throws -> (RGBAImage, SceneRig, DisplayList) {
        let rig = try SceneRig(width: Int(size.width * scale), height: Int(size.height * scale), assets: assets, scale: scale)
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        graph.environment.displayScale = scale
        graph.rootPlacement = .topLeading
        let list = graph.update(
            ZStack(alignment: .topLeading) {
                Color(white: 0.92); view
            }, size: size)
        return (try rig.render(list), rig, list)
    }

    func testGradientAndTextMasks() throws {
        let (image, rig, _) = try render(Masks(), size: CGSize(width: 450, height: 104))
        XCTAssertTrue(rig.renderer.warnings.isEmpty, "\(rig.renderer.warnings)")
        assertFrame(image, named: "masks")
    }

    func testBlurredCard() throws {
        assertFrame(try render(Blurs(), size: CGSize(width: 470, height: 120)).0, named: "blur")
    }

    func testBlurredCardAtScale2() throws {
        assertFrame(try render(Blurs(), size: CGSize(width: 470, height: 120), scale: 2).0, named: "blur@2x")
    }

    func testColourEffectSwatches() throws {
        assertFrame(try render(ColorEffects(), size: CGSize(width: 340, height: 170)).0, named: "colors")
    }

    func testBlendModes() throws {
        assertFrame(try render(Blends(), size: CGSize(width: 370, height: 196)).0, named: "blends")
    }

    /// A colour effect on one flat colour transforms the colour: no layer, the exact colour.
    func testColourEffectOnAFlatColourNeedsNoLayer() throws {
        let (image, rig, _) = try render(
            Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20).grayscale(1).brightness(0.1), size: CGSize(width: 20, height: 20))
        XCTAssertEqual(rig.renderer.lastFrame.layers, 0)
        let expected = UInt8((0.2126 + 0.1) * 255 + 0.5)
        XCTAssertEqual(image[10, 10].r, expected)
        XCTAssertEqual(image[10, 10].g, expected)
        XCTAssertEqual(image[10, 10].b, expected)
    }

    /// Once the effect texture exists, frames with effects create no textures.
    func testSteadyStateCreatesNoTextures() throws {
        let size = CGSize(width: 470, height: 120)
        let rig = try SceneRig(width: Int(size.width), height: Int(size.height), assets: assets)
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        _ = try rig.render(graph.update(Blurs(), size: size))
        _ = try rig.render(graph.update(Blurs(), size: size))
        XCTAssertEqual(rig.renderer.lastFrame.texturesCreated, 0)
    }

    /// An unchanged frame draws every effect from the pixels it processed last frame: no layer,
    /// no read-back, the same image. A changed effect is processed again.
    func testUnchangedEffectsAreReused() throws {
        let size = CGSize(width: 340, height: 170)
        let rig = try SceneRig(width: Int(size.width), height: Int(size.height), assets: assets)
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        graph.rootPlacement = .topLeading
        func frame<V: View>(_ view: V) throws -> RGBAImage {
            try rig.render(
                graph.update(
                    ZStack(alignment: .topLeading) {
                        Color(white: 0.92); view
                    }, size: size))
        }
        let first = try frame(ColorEffects())
        XCTAssertEqual(rig.renderer.lastFrame.effectsReused, 0)
        XCTAssertEqual(rig.renderer.lastFrame.readBacks, 9)
        let second = try frame(ColorEffects())
        XCTAssertEqual(rig.renderer.lastFrame.effectsReused, 9)
        XCTAssertEqual(rig.renderer.lastFrame.readBacks, 0)
        XCTAssertEqual(rig.renderer.lastFrame.layers, 0)
        XCTAssertNil(FrameDifference(reference: first, actual: second, tolerance: FrameTolerance(perChannel: 0, maxDifferingFraction: 0)))
        _ = try frame(ColorEffects().saturation(0.5))
        XCTAssertEqual(rig.renderer.lastFrame.effectsReused, 0, "every swatch is inside the new effect")
        XCTAssertEqual(rig.renderer.lastFrame.readBacks, 10)
    }

    /// NaN, infinite and huge amounts draw (the view unchanged, or a capped blur), never crash.
    func testBadAmountsDraw() throws {
        let view = VStack {
            Image("rainbow").resizable().frame(width: 20, height: 20).saturation(.nan).contrast(.infinity).brightness(-.infinity)
            Image("rainbow").resizable().frame(width: 20, height: 20).blur(radius: .nan).hueRotation(.radians(.nan))
            Image("rainbow").resizable().frame(width: 20, height: 20).blur(radius: 1e12, opaque: true)
            Image("rainbow").resizable().frame(width: 20, height: 20).blur(radius: .greatestFiniteMagnitude)
            Color.red.frame(width: 20, height: 20).mask { EmptyView() }
            Color.red.frame(width: 20, height: 20).mask { Color.clear.frame(width: .nan, height: -3) }
        }
        let (image, _, list) = try render(view, size: CGSize(width: 60, height: 200))
        XCTAssertTrue(list.isFinite)
        XCTAssertEqual(image.width, 60)
        // A malformed list: a mask outside an effect, a pop with no push, an unclosed effect.
        var bad = list
        bad.operations = [
            .pushMask, .popMask, .popEffect, .pushEffect(LayerEffect(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), blurRadius: 4)),
        ]
        let rig = try SceneRig(width: 60, height: 60, assets: assets)
        _ = try rig.render(bad)
    }

    /// The OpenGL renderer draws the effect scenes as the software renderer does (the layers
    /// are read back from GL targets, and the window's pixels beneath for blend modes).
    func testOpenGLMatchesSoftware() throws {
        let scenes: [(String, AnyView, CGSize)] = [
            ("masks", AnyView(Masks()), CGSize(width: 450, height: 104)),
            ("blur", AnyView(Blurs()), CGSize(width: 470, height: 120)),
            ("colors", AnyView(ColorEffects()), CGSize(width: 340, height: 170)),
            ("blends", AnyView(Blends()), CGSize(width: 370, height: 196)),
        ]
        try withOpenGLRenderer(width: 480, height: 200) { gl in
            let catalog = AssetCatalog(root: assets.root)
            let measurer = TTFTextMeasurer(catalog: catalog)
            var drawer: DisplayListRenderer? = DisplayListRenderer(renderer: gl, catalog: catalog, measurer: measurer)
            defer { drawer = nil }
            for (name, view, size) in scenes {
                let (reference, _, _) = try render(view, size: size)
                let graph = ViewGraph(textMeasurer: measurer, imageProvider: catalog)
                graph.rootPlacement = .topLeading
                let list = graph.update(
                    ZStack(alignment: .topLeading) {
                        Color(white: 0.92); view
                    }, size: size)
                let target = try XCTUnwrap(
                    SDL_CreateTexture(
                        gl, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), Int32(size.width),
                        Int32(size.height)))
                defer { SDL_DestroyTexture(target) }
                SDL_SetRenderTarget(gl, target)
                SDL_SetRenderDrawColor(gl, 24, 26, 34, 255)
                SDL_RenderClear(gl)
                drawer!.draw(list)
                var actual = try FrameCapture.read(from: gl)
                SDL_SetRenderTarget(gl, nil)
                for i in stride(from: 3, to: actual.bytes.count, by: 4) { actual.bytes[i] = 255 }
                if let difference = FrameDifference(reference: reference, actual: actual, tolerance: OpenGLParityTests.tolerance) {
                    let base = NSTemporaryDirectory() + "tessera-gl-effects-\(name)"
                    try? FrameCapture.writePNG(actual, to: base + ".actual.png")
                    try? FrameCapture.writePNG(reference, to: base + ".software.png")
                    XCTFail("OpenGL and software differ on '\(name)': \(difference.message); see \(base).{actual,software}.png")
                }
            }
        }
    }
}
