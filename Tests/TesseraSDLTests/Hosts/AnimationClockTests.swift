import Foundation
import TesseraCSDL2
import TesseraSDL
import XCTest

/// Each host feeds the animation clock: `WindowHost` by its fixed steps, `HUDOverlay` with the
/// game's time, `HeadlessHost` explicitly.
final class AnimationClockTests: HostTestCase {
    /// A 40×30 box that moves 40 points right over one linear second once `moved` is set.
    struct Box: View {
        var moved: Bool
        var body: some View {
            HostTestCase.red.frame(width: 40, height: 30).offset(x: moved ? 40 : 0)
                .animation(.linear(duration: 1), value: moved)
        }
    }

    func testWindowHostAdvancesAnimationsByItsFixedStep() throws {
        var config = WindowConfiguration(title: "AnimationClock", size: CGSize(width: 160, height: 90))
        config.isHidden = true
        let host = try WindowHost(state: HostTestCase.Game(), configuration: config) { game in
            Box(moved: game.ticks >= 10)
        }
        .onUpdate { game, _ in game.ticks += 1 }
        // Ticks 1…10: the tenth frame moves the box; 30 more fixed steps are half a second.
        for _ in 0..<10 { try host.runFrame(elapsed: 1.0 / 60) }
        for _ in 0..<29 { try host.runFrame(elapsed: 1.0 / 60) }
        let halfway = try host.runFrame(elapsed: 1.0 / 60, capture: true)
        // The box (60..<100 at rest) is 20 points on: 80..<120.
        XCTAssertEqual(pixel(halfway, 78, 45), [0, 0, 0, 255])
        XCTAssertEqual(pixel(halfway, 82, 45), [255, 0, 0, 255])
        XCTAssertEqual(pixel(halfway, 117, 45), [255, 0, 0, 255])
        XCTAssertEqual(pixel(halfway, 122, 45), [0, 0, 0, 255])
        // A 3 s stall is clamped to 0.25 s like the updates; 20 frames later a second has run.
        try host.runFrame(elapsed: 3)
        for _ in 0..<19 { try host.runFrame(elapsed: 1.0 / 60) }
        let end = try host.runFrame(elapsed: 1.0 / 60, capture: true)
        XCTAssertEqual(pixel(end, 102, 45), [255, 0, 0, 255])
        XCTAssertEqual(pixel(end, 98, 45), [0, 0, 0, 255])
    }

    func testHUDOverlayDrawsAtTheGamesTime() throws {
        let runtime = try SDLRuntime(video: false)
        let canvas = try OffscreenCanvas(width: 160, height: 90)
        do {
            let overlay = try HUDOverlay(renderer: canvas.renderer)
            overlay.draw(Box(moved: false), at: 100)
            overlay.draw(Box(moved: true), at: 100)
            XCTAssertTrue(overlay.isAnimating)
            canvas.clear(r: 0, g: 0, b: 0, a: 255)
            overlay.draw(Box(moved: true), at: 100.25)
            let quarter = try FrameCapture.read(from: canvas.renderer)
            XCTAssertEqual(pixel(quarter, 68, 45), [0, 0, 0, 255], "10 points on at a quarter")
            XCTAssertEqual(pixel(quarter, 72, 45), [255, 0, 0, 255])
            overlay.draw(Box(moved: true), at: 101)
            XCTAssertFalse(overlay.isAnimating)
        }
        withExtendedLifetime(runtime) {}
    }

    func testHeadlessHostStepsTimeExactlyAndDeterministically() throws {
        func run() throws -> [RGBAImage] {
            let host = try HeadlessHost()
            var frames = [try host.render(Box(moved: false), size: CGSize(width: 160, height: 90))]
            for _ in 0..<4 {
                frames.append(try host.render(Box(moved: true), size: CGSize(width: 160, height: 90)))
                host.advanceTime(by: 0.3)
            }
            XCTAssertEqual(host.time, 1.2, accuracy: 1e-12)
            XCTAssertTrue(host.isAnimating, "as of the frame drawn at 0.9 s")
            frames.append(try host.render(Box(moved: true), size: CGSize(width: 160, height: 90)))
            XCTAssertFalse(host.isAnimating)
            return frames
        }
        let first = try run(), second = try run()
        XCTAssertEqual(first, second, "the same steps give the same pixels")
        XCTAssertEqual(pixel(first[2], 73, 45), [255, 0, 0, 255], "12 points on after 0.3 s")
        XCTAssertEqual(pixel(first[2], 71, 45), pixel(first[2], 5, 5), "background")
        XCTAssertNotEqual(first[2], first[3])
    }
}
