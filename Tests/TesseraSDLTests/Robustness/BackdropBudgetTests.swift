import Foundation
import TesseraCSDL2
import TesseraSDL
import XCTest

/// A frame with more materials than `RenderLimits` allows blurs the first ones and draws the rest
/// in their plain tint: memory and time stay bounded (the fuzz tree with 1,000 materials).
final class BackdropBudgetTests: FixtureTestCase {
    private func panel(_ rect: CGRect) -> DisplayOperation {
        .backdrop(
            BackdropEffect(
                shape: .roundedRect(rect, cornerSize: CGSize(width: 6, height: 6), style: .continuous), blurRadius: 20,
                tint: .init(red: 0.1, green: 0.1, blue: 0.1, opacity: 0.5), saturation: 1.8))
    }

    func testAThousandBackdropsBlurOnlyTheBudget() throws {
        let rig = try SceneRig(width: 96, height: 72, assets: assets)
        var list = DisplayList()
        list.pixelSize = CGSize(width: 96, height: 72)
        // 999 panels at the top left, the last one alone at the bottom right.
        list.operations = (0..<999).map { k in panel(CGRect(x: k % 10, y: k % 8, width: 30, height: 20)) }
        list.operations.append(panel(CGRect(x: 60, y: 45, width: 30, height: 20)))
        var empty = DisplayList()
        empty.pixelSize = list.pixelSize
        let scene = try rig.renderOverScene(empty)
        let limit = RenderLimits.current.maximumBlurredBackdropsPerFrame
        let image = try rig.renderOverScene(list)
        let frame = rig.renderer.lastFrame
        XCTAssertEqual(frame.backdrops, 1_000)
        XCTAssertEqual(frame.backdropsOverBudget, 1_000 - limit)
        XCTAssertEqual(frame.readBacks, limit, "software renderer: one read per blurred backdrop, none for the rest")
        XCTAssertLessThan(frame.texturesCreated, limit + 8, "a slot texture per blurred backdrop, a few edge masks for the tint fills")
        XCTAssertEqual(rig.renderer.warnings.filter { $0.contains("RenderLimits allows") }.count, 1, "logged once")
        // The panels over budget still draw: the last one's tint changes the scene under it.
        XCTAssertTrue(image[75, 55] != scene[75, 55], "\(image[75, 55]) vs \(scene[75, 55])")
        _ = try rig.renderOverScene(list)
        XCTAssertEqual(rig.renderer.lastFrame.texturesCreated, 0, "the budgeted slots are reused")
        XCTAssertEqual(rig.renderer.warnings.filter { $0.contains("RenderLimits allows") }.count, 1, "still logged once")
    }

    func testPixelBudgetStopsFullScreenPanels() throws {
        let rig = try SceneRig(width: 96, height: 72, assets: assets)
        var list = DisplayList()
        list.pixelSize = CGSize(width: 96, height: 72)
        // Each panel covers the whole canvas (its region is clipped to it): 4 canvases blur.
        list.operations = (0..<10).map { _ in panel(CGRect(x: -10, y: -10, width: 200, height: 200)) }
        _ = try rig.renderOverScene(list)
        XCTAssertEqual(rig.renderer.lastFrame.backdrops, 10)
        XCTAssertEqual(rig.renderer.lastFrame.backdropsOverBudget, 10 - RenderLimits.current.maximumBlurredBackdropCanvases)
    }

    func testFewPanelsAreNotAffected() throws {
        let rig = try SceneRig(width: 96, height: 72, assets: assets)
        var list = DisplayList()
        list.pixelSize = CGSize(width: 96, height: 72)
        list.operations = [panel(CGRect(x: 0, y: 0, width: 96, height: 20)), panel(CGRect(x: 10, y: 30, width: 60, height: 30))]
        _ = try rig.renderOverScene(list)
        XCTAssertEqual(rig.renderer.lastFrame.backdropsOverBudget, 0)
        XCTAssertEqual(rig.renderer.lastFrame.blurPasses, 12)
    }
}
