import Foundation
import Tessera
import XCTest

@testable import TesseraSDL

/// Blurred shadows and backdrops are cached per ordinal in the frame. Content drawn a second
/// time (a cached layer's image, the HUD beneath a within-window backdrop) must not take the
/// ordinals of the effects after it: those would be blurred again, or drawn from another
/// effect's slot. Counted, not timed.
final class ShadowOrdinalTests: FixtureTestCase {
    private let shadow = ShadowStyle(color: .init(red: 0, green: 0, blue: 0, opacity: 0.8), radius: 6, offset: CGSize(width: 0, height: 3))

    private func square(_ rect: CGRect, _ color: Color.Resolved) -> DisplayOperation {
        .fill(.rect(rect), .color(color))
    }

    /// A cached layer with a shadow inside, then a shadow after the layer.
    private func layerThenShadow(inside color: Color.Resolved) -> DisplayList {
        var list = DisplayList()
        list.pixelSize = CGSize(width: 120, height: 60)
        list.operations = [
            .pushCachedLayer(CachedLayer(bounds: CGRect(x: 0, y: 0, width: 60, height: 60))),
            .pushShadow(shadow), square(CGRect(x: 15, y: 15, width: 25, height: 25), color), .popShadow,
            .popCachedLayer,
            .pushShadow(shadow), square(CGRect(x: 75, y: 15, width: 25, height: 25), .init(red: 1, green: 1, blue: 1)), .popShadow,
        ]
        return list
    }

    func testAShadowAfterACachedLayerKeepsItsBlurWhenTheLayerIsDrawnAgain() throws {
        let rig = try SceneRig(width: 120, height: 60, assets: assets)
        let red = Color.Resolved(red: 1, green: 0, blue: 0), green = Color.Resolved(red: 0, green: 1, blue: 0)
        _ = try rig.render(layerThenShadow(inside: red))
        XCTAssertEqual(rig.renderer.lastFrame.shadowBlurs, 2, "first frame: both shadows are blurred")
        _ = try rig.render(layerThenShadow(inside: red))
        XCTAssertEqual(rig.renderer.lastFrame.shadowBlurs, 0, "nothing changed")

        // The layer's content changes: its image is drawn again, and only its own shadow is blurred.
        let changed = try rig.render(layerThenShadow(inside: green))
        XCTAssertEqual(rig.renderer.lastFrame.cachedLayerRenders, 1)
        XCTAssertEqual(rig.renderer.lastFrame.shadowBlurs, 1, "the shadow after the layer keeps its slot")
        let again = try rig.render(layerThenShadow(inside: green))
        XCTAssertEqual(rig.renderer.lastFrame.cachedLayerRenders, 0, "the layer is drawn from its image")
        XCTAssertEqual(rig.renderer.lastFrame.shadowBlurs, 0, "and no shadow is blurred again")
        XCTAssertTrue(changed == again, "the cached shadows draw the same pixels")
    }

    /// The HUD beneath a within-window panel: a dark background, a shadowed square and an opaque
    /// blue material panel; then the panel, a shadowed square and a material after it.
    private func withinWindowPanel() -> DisplayList {
        var list = DisplayList()
        list.pixelSize = CGSize(width: 120, height: 60)
        list.operations = [
            square(CGRect(x: 0, y: 0, width: 120, height: 60), .init(red: 0.2, green: 0.2, blue: 0.2)),
            .pushShadow(shadow), square(CGRect(x: 5, y: 5, width: 10, height: 10), .init(red: 1, green: 1, blue: 1)), .popShadow,
            .backdrop(
                BackdropEffect(
                    shape: .rect(CGRect(x: 0, y: 30, width: 50, height: 30)), blurRadius: 4, tint: .init(red: 0, green: 0, blue: 1))),
            .backdrop(
                BackdropEffect(
                    shape: .rect(CGRect(x: 20, y: 0, width: 60, height: 60)), blurRadius: 2,
                    tint: .init(red: 1, green: 1, blue: 1, opacity: 0.1), behindWindow: false)),
            .pushShadow(shadow), square(CGRect(x: 90, y: 5, width: 10, height: 10), .init(red: 1, green: 1, blue: 1)), .popShadow,
            .backdrop(
                BackdropEffect(
                    shape: .rect(CGRect(x: 90, y: 35, width: 30, height: 25)), blurRadius: 4, tint: .init(red: 1, green: 0, blue: 0))),
        ]
        return list
    }

    func testAWithinWindowPanelRedrawsTheEffectsBeneathItFromTheirOwnSlots() throws {
        let rig = try SceneRig(width: 120, height: 60, assets: assets)
        let first = try rig.render(withinWindowPanel())
        let second = try rig.render(withinWindowPanel())
        XCTAssertEqual(rig.renderer.lastFrame.shadowBlurs, 0, "redrawing the HUD beneath the panel blurs no shadow again")
        XCTAssertTrue(first == second, "a still HUD draws the same pixels every frame")

        // Through the panel, the blue material beneath it shows (its own blur, not another's).
        let overBlue = second[35, 50], overBackground = second[65, 50]
        XCTAssertGreaterThan(Int(overBlue.b), Int(overBlue.r) + 100, "blue panel beneath: \(overBlue)")
        XCTAssertLessThan(abs(Int(overBackground.b) - Int(overBackground.r)), 10, "grey beneath: \(overBackground)")
    }
}
