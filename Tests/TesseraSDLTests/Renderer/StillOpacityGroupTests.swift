import Foundation
import Tessera
import TesseraSDLTesting
import XCTest

@testable import TesseraSDL

/// Opacity groups around drawing groups whose content holds still are drawn from the layer
/// cache: one draw a frame instead of an offscreen layer, with the same pixels. Counted, not timed.
final class StillOpacityGroupTests: FixtureTestCase {
    /// A disabled button's look: a halo and a cached face that overlap, faded together (so each
    /// part cannot simply be drawn with the opacity: the halo would show through the face).
    struct FadedCard: View {
        var x: CGFloat = 20
        var label = "Play"
        var opacity = 0.45
        var cachesFace = true
        var haloGreen = 0.8

        var body: some View {
            ZStack {
                RoundedRectangle(cornerRadius: 14).fill(Color(red: 1, green: haloGreen, blue: 0)).frame(width: 130, height: 60)
                if cachesFace { face.drawingGroup() } else { face }
            }
            .opacity(opacity)
            .offset(x: x, y: 20)
        }

        var face: some View {
            ZStack {
                RoundedRectangle(cornerRadius: 10).fill(Color(tesseraHex: 0x2B2F3E))
                Text(label).font(.headline).foregroundColor(.white)
            }
            .frame(width: 110, height: 44)
        }
    }

    private let size = CGSize(width: 220, height: 110)

    private func frames(_ views: [FadedCard]) throws -> [(RGBAImage, RenderStatistics)] {
        let rig = try SceneRig(width: Int(size.width), height: Int(size.height), assets: assets)
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        graph.rootPlacement = .topLeading
        return try views.map { view in
            let image = try rig.render(graph.update(view, size: size))
            return (image, rig.renderer.lastFrame)
        }
    }

    func testAGroupThatHoldsStillIsDrawnOnceIntoTheCacheThenAsOneImage() throws {
        let f = try frames(Array(repeating: FadedCard(), count: 4))
        // First seen: the group through a layer (the face inside drawn into its own image).
        XCTAssertEqual(f[0].1.layers, 2)
        XCTAssertEqual(f[0].1.cachedLayerRenders, 1, "only the face: the group is not read back before it held still")
        XCTAssertEqual(f[1].1.cachedLayerRenders, 1, "still for a frame: the group drawn into the cache")
        for k in 2...3 {
            XCTAssertEqual(f[k].1.layers, 0, "frame \(k): no offscreen layer")
            XCTAssertEqual(f[k].1.cachedLayerRenders, 0)
            XCTAssertEqual(f[k].1.cachedLayers, 1)
            XCTAssertEqual(f[k].1.drawCalls, 1, "frame \(k): one image")
            XCTAssertEqual(f[k].1.texturesCreated, 0)
        }
        // The same pixels as the layer drew (straight-alpha rounding: a level or two).
        XCTAssertNil(
            FrameDifference(reference: f[0].0, actual: f[3].0, tolerance: FrameTolerance(perChannel: 2, maxDifferingFraction: 0))?.message)
    }

    func testAGroupThatOnlyMovesOrFadesKeepsItsImage() throws {
        let f = try frames([FadedCard(), FadedCard(), FadedCard(x: 47), FadedCard(x: 47, opacity: 0.8)])
        XCTAssertEqual(f[2].1.cachedLayerRenders, 0, "moved: the same image")
        XCTAssertEqual(f[2].1.layers, 0)
        XCTAssertEqual(f[3].1.cachedLayerRenders, 0, "faded further: the same image, another alpha")
        XCTAssertEqual(f[3].1.drawCalls, 1)
        let layerDrawn = try frames([FadedCard(x: 47, opacity: 0.8)])[0]
        XCTAssertEqual(layerDrawn.1.layers, 2, "a fresh renderer: the group's layer and the face's")
        XCTAssertNil(
            FrameDifference(reference: layerDrawn.0, actual: f[3].0, tolerance: FrameTolerance(perChannel: 2, maxDifferingFraction: 0))?
                .message)
    }

    func testAGroupThatChangesEveryFrameIsNeverReadBack() throws {
        // The halo's colour changes every frame; the face inside is a cached image throughout.
        let f = try frames((0..<6).map { FadedCard(haloGreen: 0.5 + Double($0) * 0.05) })
        for (k, frame) in f.enumerated() {
            XCTAssertEqual(frame.1.cachedLayerRenders, k == 0 ? 1 : 0, "frame \(k): only the face, once")
            XCTAssertEqual(frame.1.layers, k == 0 ? 2 : 1, "frame \(k): the group through its layer")
        }
    }

    func testAGroupWithoutADrawingGroupKeepsItsLayer() throws {
        let f = try frames(Array(repeating: FadedCard(cachesFace: false), count: 3))
        for (k, frame) in f.enumerated() {
            XCTAssertEqual(frame.1.layers, 1, "frame \(k)")
            XCTAssertEqual(frame.1.cachedLayers, 0, "frame \(k)")
            if k > 0 { XCTAssertEqual(frame.1.texturesCreated, 0, "frame \(k): no cache page") }
        }
    }

    func testAGroupPartlyOutsideTheCanvasLooksTheSameFromTheCache() throws {
        let f = try frames(Array(repeating: FadedCard(x: 150), count: 3))
        XCTAssertEqual(f[2].1.cachedLayers, 1, "drawn from the cache, clipped like the content")
        XCTAssertEqual(f[2].1.layers, 0)
        XCTAssertNil(
            FrameDifference(reference: f[0].0, actual: f[2].0, tolerance: FrameTolerance(perChannel: 2, maxDifferingFraction: 0))?.message)
    }
}
