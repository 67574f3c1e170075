import Foundation
import TesseraCSDL2
import XCTest

@testable import TesseraSDL

/// A game that owns its loop, as the README shows it: plain `hud.draw { … }` runs animations on
/// the overlay's monotonic clock, `draw(_:at:)` stays exact, `play(_:)` feeds an input script as
/// frames are drawn, and Return presses the focused button of a menu a key opened, as A does.
final class HUDOverlayOwnLoopTests: HostTestCase {
    /// A 40×30 box that moves 40 points right over one linear second once `moved` is set.
    struct Box: View {
        var moved: Bool
        var body: some View {
            HostTestCase.red.frame(width: 40, height: 30).offset(x: moved ? 40 : 0)
                .animation(.linear(duration: 1), value: moved)
        }
    }

    /// A settable clock for the overlay, so plain draws are exact frames.
    final class TestClock {
        var now = 0.0
    }

    func testPlainDrawRunsAnimationsOnTheOverlaysClock() throws {
        let runtime = try SDLRuntime(video: false)
        let canvas = try OffscreenCanvas(width: 160, height: 90)
        do {
            let overlay = try HUDOverlay(renderer: canvas.renderer)
            let clock = TestClock()
            clock.now = 1000  // a monotonic clock's reading means nothing: only differences count
            overlay.clock = { clock.now }
            overlay.draw { Box(moved: false) }
            overlay.draw { Box(moved: true) }
            XCTAssertTrue(overlay.isAnimating)
            clock.now += 0.25
            canvas.clear(r: 0, g: 0, b: 0, a: 255)
            overlay.draw { Box(moved: true) }
            let quarter = try FrameCapture.read(from: canvas.renderer)
            XCTAssertEqual(pixel(quarter, 68, 45), [0, 0, 0, 255], "10 points on after a quarter second")
            XCTAssertEqual(pixel(quarter, 72, 45), [255, 0, 0, 255])
            XCTAssertEqual(overlay.time, 0.25, accuracy: 1e-9, "seconds since the first frame")
            clock.now += 0.75
            canvas.clear(r: 0, g: 0, b: 0, a: 255)
            overlay.draw { Box(moved: true) }
            XCTAssertFalse(overlay.isAnimating, "the second is over")
            let end = try FrameCapture.read(from: canvas.renderer)
            XCTAssertEqual(pixel(end, 98, 45), [0, 0, 0, 255])
            XCTAssertEqual(pixel(end, 102, 45), [255, 0, 0, 255])
        }
        withExtendedLifetime(runtime) {}
    }

    func testTheRealClockMovesAnimationsWithNothingInjected() throws {
        let runtime = try SDLRuntime(video: false)
        let canvas = try OffscreenCanvas(width: 160, height: 90)
        do {
            let overlay = try HUDOverlay(renderer: canvas.renderer)
            overlay.draw { Box(moved: false) }
            let start = overlay.time
            Thread.sleep(forTimeInterval: 0.05)
            overlay.draw { Box(moved: true) }
            XCTAssertGreaterThan(overlay.time - start, 0.04, "the overlay's clock is the monotonic clock")
            XCTAssertLessThan(overlay.time - start, 5)
        }
        withExtendedLifetime(runtime) {}
    }

    func testDrawAtAnExplicitTimeStaysExactAndPlainDrawsMoveOnFromIt() throws {
        let runtime = try SDLRuntime(video: false)
        let canvas = try OffscreenCanvas(width: 160, height: 90)
        do {
            let overlay = try HUDOverlay(renderer: canvas.renderer)
            let clock = TestClock()
            overlay.clock = { clock.now }
            overlay.draw(Box(moved: false), at: 100)
            clock.now += 30  // the game's clock, not the monotonic one, decides these frames
            overlay.draw(Box(moved: true), at: 100)
            canvas.clear(r: 0, g: 0, b: 0, a: 255)
            overlay.draw(Box(moved: true), at: 100.5)
            let half = try FrameCapture.read(from: canvas.renderer)
            XCTAssertEqual(pixel(half, 78, 45), [0, 0, 0, 255], "20 points on at exactly half")
            XCTAssertEqual(pixel(half, 82, 45), [255, 0, 0, 255])
            XCTAssertEqual(overlay.time, 100.5)
            // A plain draw after it counts from that frame: the clock never runs backwards.
            overlay.draw { Box(moved: true) }
            XCTAssertEqual(overlay.time, 100.5)
            clock.now += 0.25
            overlay.draw { Box(moved: true) }
            XCTAssertEqual(overlay.time, 100.75, accuracy: 1e-9)
        }
        withExtendedLifetime(runtime) {}
    }

    /// The sample's pause panel: a key the game handles opens it; it fades in with a transition
    /// and takes the focus on its first button as it appears.
    struct PauseHUD: View {
        let isPaused: Bool
        let log: PressLog
        @FocusState private var focused: Int?

        var body: some View {
            ZStack {
                if isPaused {
                    VStack(spacing: 0) {
                        Button("Resume") { log.presses.append("resume") }.focused($focused, equals: 0)
                            .frame(width: 80, height: 30).background(HostTestCase.red)
                        Button("Quit") { log.presses.append("quit") }.focused($focused, equals: 1)
                            .frame(width: 80, height: 30)
                    }
                    .onAppear { focused = 0 }
                    .transition(.opacity)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .animation(.easeOut(duration: 0.25), value: isPaused)
        }
    }

    final class PressLog {
        var presses: [String] = []
    }

    func keyEvent(_ type: SDL_EventType, _ key: SDL_KeyCode) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.key.keysym.sym = SDL_Keycode(key.rawValue)
        return event
    }

    func testATransitionedPausePanelAppearsOverPlainDrawsAndReturnPressesItsFocusedButton() throws {
        for activation in ["return", "gamepad a"] {
            let runtime = try SDLRuntime(video: false)
            let canvas = try OffscreenCanvas(width: 160, height: 90)
            do {
                let overlay = try HUDOverlay(renderer: canvas.renderer)
                let clock = TestClock()
                overlay.clock = { clock.now }
                let log = PressLog()
                var isPaused = false
                func frame() throws -> RGBAImage {
                    clock.now += 1.0 / 60
                    canvas.clear(r: 0, g: 0, b: 0, a: 255)
                    overlay.draw { PauseHUD(isPaused: isPaused, log: log) }
                    return try FrameCapture.read(from: canvas.renderer)
                }
                _ = try frame()
                // P is the game's key: the HUD does not use it, and the game pauses.
                XCTAssertFalse(overlay.handle(keyEvent(SDL_KEYDOWN, SDLK_p)))
                isPaused = true
                var frames: [RGBAImage] = []
                for _ in 0..<30 { frames.append(try frame()) }  // half a second
                // Inside the focused Resume button, under its title: its red fades in.
                let settled = pixel(frames.last, 60, 40), early = pixel(frames[2], 60, 40)
                XCTAssertGreaterThan(settled[0], 60, "the panel is shown (\(activation)): \(settled)")
                XCTAssertGreaterThan(settled[0], settled[2], "red")
                XCTAssertEqual(pixel(frames[28], 60, 40), settled, "the transition is over")
                XCTAssertGreaterThan(early[0], 0, "it starts fading in at once")
                XCTAssertLessThan(early[0], settled[0], "… over frames: the plain draws moved its clock")
                XCTAssertEqual(log.presses, [], "focus moving into the new menu presses nothing")
                if activation == "return" {
                    XCTAssertTrue(overlay.handle(keyEvent(SDL_KEYDOWN, SDLK_RETURN)))
                    _ = try frame()
                    XCTAssertTrue(overlay.handle(keyEvent(SDL_KEYUP, SDLK_RETURN)))
                } else {
                    XCTAssertTrue(overlay.handle(InputEvent(.gamepadButtonDown(.a))))
                    _ = try frame()
                    XCTAssertTrue(overlay.handle(InputEvent(.gamepadButtonUp(.a))))
                }
                XCTAssertEqual(log.presses, ["resume"], "\(activation) presses the focused button")
            }
            withExtendedLifetime(runtime) {}
        }
    }

    func testPlayFeedsAScriptAsFramesAreDrawnOnTheOverlaysClock() throws {
        struct Counter: View {
            let log: PressLog
            var body: some View {
                Button("Count") { log.presses.append("count") }.frame(width: 80, height: 30)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
        let runtime = try SDLRuntime(video: false)
        let canvas = try OffscreenCanvas(width: 160, height: 90)
        do {
            let overlay = try HUDOverlay(renderer: canvas.renderer)
            let clock = TestClock()
            overlay.clock = { clock.now }
            let log = PressLog()
            func frame() {
                clock.now += 0.125
                overlay.draw { Counter(log: log) }
            }
            frame()
            overlay.play(try InputScript("key tab\nkey return\nwait 0.5\nclick 80 45"))
            XCTAssertTrue(overlay.isPlayingScript)
            XCTAssertEqual(log.presses, [], "nothing is delivered before a frame is drawn")
            // One step a frame: tab down, tab up, return down, return up.
            for _ in 0..<4 { frame() }
            XCTAssertEqual(log.presses, ["count"], "Tab focused the button, Return pressed it")
            // The wait holds the script until the overlay's clock has moved on half a second
            // from the frame that reached it.
            for _ in 0..<4 { frame() }
            XCTAssertTrue(overlay.isPlayingScript, "0.375 s into the 0.5 s wait")
            XCTAssertEqual(log.presses, ["count"])
            frame()  // the wait ends
            frame()
            frame()  // the click's down and up
            XCTAssertEqual(log.presses, ["count", "count"])
            XCTAssertFalse(overlay.isPlayingScript)

            overlay.play(try InputScript("wait 10\nkey return"))
            frame()
            overlay.stopScript()
            XCTAssertFalse(overlay.isPlayingScript)
            for _ in 0..<3 { frame() }
            XCTAssertEqual(log.presses.count, 2, "a stopped script delivers nothing more")
        }
        withExtendedLifetime(runtime) {}
    }

    // MARK: Asset folders as paths

    /// A folder with `Images/dot.png`, a 4×4 green square.
    func makeAssetFolder() throws -> URL {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("tessera-assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Images"), withIntermediateDirectories: true)
        try FrameCapture.writePNG(
            RGBAImage(width: 4, height: 4, fill: (0, 255, 0, 255)), to: folder.appendingPathComponent("Images/dot.png").path)
        return folder
    }

    func testAssetFoldersCanBeNamedByPath() throws {
        let folder = try makeAssetFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let previous = FileManager.default.currentDirectoryPath
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder.deletingLastPathComponent().path))
        let relative = folder.lastPathComponent  // relative to the working directory

        let host = try HeadlessHost(assetsDirectory: relative)
        let frame = try host.render(Image("dot").resizable().frame(width: 20, height: 20), size: CGSize(width: 20, height: 20))
        XCTAssertEqual(pixel(frame, 10, 10), [0, 255, 0, 255], "the image from the folder the path names")

        let runtime = try SDLRuntime(video: false)
        let canvas = try OffscreenCanvas(width: 20, height: 20)
        do {
            let overlay = try HUDOverlay(renderer: canvas.renderer, assetsDirectory: folder.path)
            overlay.draw { Image("dot").resizable().frame(width: 20, height: 20) }
            XCTAssertEqual(pixel(try FrameCapture.read(from: canvas.renderer), 10, 10), [0, 255, 0, 255])
        }
        withExtendedLifetime(runtime) {}

        let configuration = WindowConfiguration(title: "Paths", assetsDirectory: relative)
        XCTAssertEqual(configuration.assetsDirectory?.standardizedFileURL.path, folder.standardizedFileURL.path)
        var typed = WindowConfiguration()
        typed.assetsDirectoryPath = "~/game/Assets"
        XCTAssertEqual(typed.assetsDirectory?.path, NSString(string: "~/game/Assets").expandingTildeInPath, "~ is the home folder")
        typed.assetsDirectoryPath = nil
        XCTAssertNil(typed.assetsDirectory)
    }
}
