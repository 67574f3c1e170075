import Foundation
import TesseraCSDL2
import TesseraSDL
import XCTest

/// Materials given bad input draw something sensible and never crash.
final class BackdropBadInputTests: FixtureTestCase {
    private func render<V: View>(_ view: V, size: CGSize = CGSize(width: 160, height: 100)) throws -> (RGBAImage, SceneRig) {
        let rig = try SceneRig(width: Int(size.width), height: Int(size.height), assets: assets)
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        graph.rootPlacement = .topLeading
        let image = try rig.renderOverScene(graph.update(view, size: size))
        return (image, rig)
    }

    func testZeroSizeHugeAndOffScreenPanels() throws {
        let view = ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 0, height: 0).visualEffect()
            Color.clear.frame(width: 1e7, height: 1e7).visualEffect(.systemDark, in: RoundedRectangle(cornerRadius: 1e6))
            Color.clear.frame(width: 50, height: 50).visualEffect().offset(x: -500, y: 3000)
        }
        let (image, rig) = try render(view)
        XCTAssertEqual(rig.renderer.lastFrame.skippedOperations, 0)
        XCTAssertEqual(rig.renderer.lastFrame.readBacks, 1, "only the huge panel reaches the canvas; it reads the canvas, no more")
        XCTAssertGreaterThan(image[80, 50].a, 0)
    }

    func testNonFiniteRadiusOperationDrawsUnblurred() throws {
        let rig = try SceneRig(width: 100, height: 60, assets: assets)
        var list = DisplayList()
        list.pixelSize = CGSize(width: 100, height: 60)
        list.operations = [
            .backdrop(BackdropEffect(shape: .rect(CGRect(x: 10, y: 10, width: 80, height: 40)), blurRadius: .nan, tint: .clear)),
            .backdrop(BackdropEffect(shape: .rect(CGRect(x: 10, y: 10, width: 80, height: 40)), blurRadius: .infinity, tint: .clear)),
            .backdrop(BackdropEffect(shape: .rect(CGRect(x: CGFloat.nan, y: 10, width: 80, height: 40)), blurRadius: 4, tint: .clear)),
        ]
        _ = try rig.renderOverScene(list)
        XCTAssertEqual(rig.renderer.lastFrame.skippedOperations, 1, "the NaN shape is skipped")
        XCTAssertEqual(rig.renderer.lastFrame.backdrops, 2)
    }

    func testHundredNestedPanels() throws {
        var view = AnyView(Text("deep").font(.caption))
        for k in 0..<100 {
            view = AnyView(
                view.padding(0.4).visualEffect(k % 2 == 0 ? .systemDark : .adaptive(.thin), in: RoundedRectangle(cornerRadius: 8)))
        }
        let rig = try SceneRig(width: 160, height: 100, assets: assets)
        let list = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog).update(view, size: CGSize(width: 160, height: 100))
        _ = try rig.renderOverScene(list)
        XCTAssertEqual(rig.renderer.lastFrame.backdrops, 100)
        XCTAssertGreaterThanOrEqual(
            rig.renderer.lastFrame.backdropsOverBudget, 100 - RenderLimits.current.maximumBlurredBackdropsPerFrame,
            "the frame's blur budget: the inner panels draw their tint")
        _ = try rig.renderOverScene(list)
        XCTAssertEqual(rig.renderer.lastFrame.texturesCreated, 0, "slots and tint masks reused")
    }

    func testBlurredViewInsideImageRenderer() throws {
        struct Frosted: View {
            var body: some View {
                ZStack {
                    HStack(spacing: 0) {
                        Color.red; Color.blue
                    }
                    Text("ok").foregroundColor(.white).padding(6).background(.thinMaterial, in: Capsule())
                }
                .frame(width: 60, height: 30)
            }
        }
        let rig = try SceneRig(width: 80, height: 40, assets: assets)
        let graph = ViewGraph(textMeasurer: rig.measurer, imageProvider: rig.catalog)
        graph.rootPlacement = .topLeading
        let image = try rig.render(graph.update(ImageRenderer(content: Frosted()).image, size: CGSize(width: 80, height: 40)))
        XCTAssertEqual(rig.renderer.renderedImages, 1)
        // Under the capsule the red and blue halves are blended by the blur.
        let mid = image[30, 15]
        XCTAssertGreaterThan(Int(mid.r), 40, "\(mid)")
        XCTAssertGreaterThan(Int(mid.b), 40, "\(mid)")
    }
}
