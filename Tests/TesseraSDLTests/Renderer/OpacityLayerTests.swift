import Foundation
import TesseraSDL
import XCTest

/// Opacity groups drawn through offscreen layers on the software renderer, frame after frame.
final class OpacityLayerTests: SDLTestCase {
    /// A group faded over the whole canvas shows only what it holds: nothing an earlier group
    /// drew elsewhere, in this frame or the last. (The software renderer composites a layer
    /// through an alpha-less copy of it; a copy reaching the canvas's edge was dropped by SDL,
    /// and the copy's pixels from an earlier group showed through: a faded run overlay showed
    /// ghosts of buttons that had faded at other places.)
    func testAGroupOverTheWholeCanvasShowsNothingOfEarlierGroups() throws {
        let rig = try SceneRig(width: 120, height: 80, assets: FixtureAssets())
        var first = ListBuilder(width: 120, height: 80, measurer: rig.measurer)
        first.add(.pushOpacity(0.5))
        first.fill(.rect(CGRect(x: 10, y: 10, width: 20, height: 20)), Palette.white)
        first.add(.popOpacity)
        var whole = ListBuilder(width: 120, height: 80, measurer: rig.measurer)
        whole.add(.pushOpacity(0.5))
        whole.fill(.rect(CGRect(x: 0, y: 0, width: 120, height: 80)), Palette.rgb(0x000000, 0.5))
        whole.add(.popOpacity)

        // In the same frame, the earlier group's square shows once; in the next frame, not at all.
        var both = first
        both.list.operations += whole.list.operations
        let sameFrame = try rig.render(both.list)
        let nextFrame = try rig.render(whole.list)

        let background = red(nextFrame, 60, 60)
        XCTAssertEqual(red(nextFrame, 20, 20), background, "a ghost of the last frame's square")
        XCTAssertEqual(red(nextFrame, 119, 79), background, "the corner pixel is faded like the rest")
        let square = red(sameFrame, 20, 20)
        let alone = red(try rig.render(first.list), 20, 20)
        // The square, then darkened by the whole-canvas group: darker than the square alone.
        XCTAssertLessThan(square, alone)
        XCTAssertGreaterThan(square, background)
    }

    private func red(_ image: RGBAImage, _ x: Int, _ y: Int) -> UInt8 { image.bytes[(y * image.width + x) * 4] }
}
