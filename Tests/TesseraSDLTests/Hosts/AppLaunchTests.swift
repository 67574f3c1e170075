import Foundation
import TesseraCSDL2
import XCTest

@testable import TesseraSDL

/// An `App` run by `TesseraSDL`: a `WindowHost` window for its first `WindowGroup`, headless
/// without a display, frames and capture from the environment, and `scenePhase` from the window.
final class AppLaunchTests: HostTestCase {
    struct Counter: View {
        @State private var taps = 0
        @Environment(\.scenePhase) private var scenePhase

        var body: some View {
            VStack(spacing: 0) {
                Button("Tap") { taps += 1 }.frame(width: 60, height: 30)
                // A red bar as wide as ten points per tap, on the left.
                HostTestCase.red.frame(width: CGFloat(taps) * 10, height: 20)
                    .frame(maxWidth: .infinity, alignment: .leading)
                // Green while the scene is active.
                (scenePhase == .active ? HostTestCase.green : HostTestCase.white).frame(height: 20)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        }
    }

    struct CounterApp: App {
        var body: some Scene {
            WindowGroup("Counter") { Counter() }
                .defaultSize(width: 160, height: 90)
        }
    }

    /// A root view as SwiftUI code writes a game loop: a timer made in the view's properties.
    struct Ticker: View {
        let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()
        @State private var ticks = 0

        var body: some View {
            // A red bar ten points wide per tick, on the left.
            HostTestCase.red.frame(width: CGFloat(ticks) * 10, height: 20)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .onReceive(timer) { _ in ticks += 1 }
        }
    }

    /// Counts what the scene's `onChange` sees.
    final class PhaseLog: @unchecked Sendable {
        static let shared = PhaseLog()
        var phases: [ScenePhase] = []
        var values: [Int] = []
    }

    struct TickerApp: App {
        @Environment(\.scenePhase) private var scenePhase

        var body: some Scene {
            WindowGroup { Ticker() }
                .defaultSize(width: 160, height: 90)
                .onChange(of: scenePhase, initial: true) { _, phase in PhaseLog.shared.phases.append(phase) }
                .onChange(of: 7, initial: true) { _, value in PhaseLog.shared.values.append(value) }
                .onChange(of: 8) { value in PhaseLog.shared.values.append(value) }
        }
    }

    struct EmptyApp: App {
        var body: some Scene { EmptyScene() }
    }

    struct EmptyScene: _PrimitiveScene {
        func _sceneDescriptions() -> [_SceneDescription] { [] }
    }

    func testTheEnvironmentChoosesHeadlessFramesCaptureAndScript() throws {
        var options = AppLaunchOptions.fromEnvironment([:])
        XCTAssertTrue(options.isHeadless, "no DISPLAY or WAYLAND_DISPLAY: headless")
        XCTAssertNil(options.frameLimit)
        options = AppLaunchOptions.fromEnvironment(["DISPLAY": ":0"])
        XCTAssertFalse(options.isHeadless)
        options = AppLaunchOptions.fromEnvironment(["WAYLAND_DISPLAY": "wayland-0", "TESSERA_HEADLESS": "1"])
        XCTAssertTrue(options.isHeadless, "TESSERA_HEADLESS=1 wins over a display")
        options = AppLaunchOptions.fromEnvironment(["DISPLAY": ":0", "TESSERA_FRAMES": "12", "TESSERA_CAPTURE": "/tmp/caps"])
        XCTAssertEqual(options.frameLimit, 12)
        XCTAssertEqual(options.captureDirectory?.path, "/tmp/caps")
        XCTAssertEqual(options.captureInterval, 30)
        XCTAssertNil(AppLaunchOptions.fromEnvironment(["TESSERA_FRAMES": "many"]).frameLimit, "not a number: ignored")
        XCTAssertNil(AppLaunchOptions.fromEnvironment(["TESSERA_FRAMES": "-4"]).frameLimit)

        let file = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("app-script-\(UUID().uuidString).txt")
        try "key tab\nkey return\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        XCTAssertEqual(AppLaunchOptions.fromEnvironment(["TESSERA_SCRIPT": file.path]).script?.steps.count, 4)
        XCTAssertNil(AppLaunchOptions.fromEnvironment(["TESSERA_SCRIPT": "/no/such/script"]).script, "unreadable: none")
    }

    func testTheWindowTakesTheGroupsTitleAndSize() {
        let scene = CounterApp().body._resolvedScenes()[0]
        let windowed = AppHost.configuration(for: scene, appName: "CounterApp", options: AppLaunchOptions())
        XCTAssertEqual(windowed.title, "Counter")
        XCTAssertEqual(windowed.size, CGSize(width: 160, height: 90))
        XCTAssertNil(windowed.frameLimit, "a window runs until it is closed")
        XCTAssertNil(windowed.videoDriver)
        XCTAssertFalse(windowed.quitsOnEscape, "Escape belongs to the app")

        let untitled = _SceneDescription(title: "", defaultSize: nil, content: { AnyView(EmptyView()) })
        let headless = AppHost.configuration(for: untitled, appName: "CounterApp", options: AppLaunchOptions(isHeadless: true))
        XCTAssertEqual(headless.title, "CounterApp", "an untitled group is named after the app")
        XCTAssertEqual(headless.size, AppHost.defaultSize)
        XCTAssertEqual(headless.videoDriver, "dummy")
        XCTAssertEqual(headless.renderDriver, "software")
        XCTAssertEqual(headless.simulatedFrameTime, 1.0 / 60)
        XCTAssertEqual(headless.frameLimit, AppLaunchOptions.headlessFrameLimit, "headless runs stop")
    }

    func testAnAppRunsHeadlessCapturesItsFramesAndPlaysAScript() throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("app-run-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = AppLaunchOptions(
            isHeadless: true, frameLimit: 40, captureDirectory: folder, captureInterval: 30,
            script: try InputScript("key tab\nkey return\nkey return"))
        let files = try CounterApp.run(options)
        XCTAssertEqual(files.map(\.lastPathComponent), ["frame-00000.png", "frame-00030.png", "frame-00039.png"])
        let last = try FrameCapture.image(fromPNG: Data(contentsOf: files[2]))
        XCTAssertEqual(last.width, 160)
        XCTAssertEqual(last.height, 90)
        // Two taps: the red bar is 20 points wide; @State survived every frame.
        XCTAssertEqual(pixel(last, 15, 40), [255, 0, 0, 255])
        XCTAssertNotEqual(pixel(last, 25, 40), [255, 0, 0, 255])
        XCTAssertEqual(pixel(last, 80, 60), [0, 255, 0, 255], "headless, the scene is active")
        let first = try FrameCapture.image(fromPNG: Data(contentsOf: files[0]))
        XCTAssertNotEqual(pixel(first, 5, 40), [255, 0, 0, 255], "no taps before the script")
    }

    func testARootViewsTimerLivesAsLongAsTheWindow() throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("app-timer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        PhaseLog.shared.phases = []
        PhaseLog.shared.values = []
        let files = try TickerApp.run(AppLaunchOptions(isHeadless: true, frameLimit: 40, captureDirectory: folder, captureInterval: 40))
        let last = try FrameCapture.image(fromPNG: Data(contentsOf: try XCTUnwrap(files.last)))
        // 39 frames of 1/60 s after the first: the timer fired six times (0.1 s … 0.6 s), and the
        // sixth tick's bar is drawn the frame after it.
        XCTAssertEqual(pixel(last, 45, 10), [255, 0, 0, 255])
        XCTAssertEqual(pixel(last, 55, 10), [255, 0, 0, 255])
        XCTAssertNotEqual(pixel(last, 65, 10), [255, 0, 0, 255])
        // The scene's `onChange` follows the window's phase (active headless, from the start);
        // other values read in the app's body never change, so only `initial` runs.
        XCTAssertEqual(PhaseLog.shared.phases, [.active])
        XCTAssertEqual(PhaseLog.shared.values, [7])
    }

    func testAnAppWithNoWindowGroupSaysSo() {
        XCTAssertThrowsError(try EmptyApp.run(AppLaunchOptions(isHeadless: true, frameLimit: 1))) { error in
            XCTAssertTrue("\(error)".contains("WindowGroup"), "\(error)")
        }
    }

    func testScenePhaseFollowsTheWindow() {
        func windowEvent(_ id: SDL_WindowEventID) -> SDL_Event {
            var event = SDL_Event()
            event.type = SDL_WINDOWEVENT.rawValue
            event.window.event = UInt8(id.rawValue)
            return event
        }
        var tracker = ScenePhaseTracker()
        XCTAssertEqual(tracker.phase, .active)
        tracker.handle(windowEvent(SDL_WINDOWEVENT_FOCUS_LOST))
        XCTAssertEqual(tracker.phase, .inactive)
        tracker.handle(windowEvent(SDL_WINDOWEVENT_MINIMIZED))
        XCTAssertEqual(tracker.phase, .background)
        tracker.handle(windowEvent(SDL_WINDOWEVENT_FOCUS_LOST))
        XCTAssertEqual(tracker.phase, .background, "losing focus while minimised stays in the background")
        tracker.handle(windowEvent(SDL_WINDOWEVENT_RESTORED))
        XCTAssertEqual(tracker.phase, .active)
        var headless = ScenePhaseTracker(followsWindow: false)
        headless.handle(windowEvent(SDL_WINDOWEVENT_HIDDEN))
        XCTAssertEqual(headless.phase, .active, "a hidden headless window is still the running scene")
    }

    func testAWindowHostPlaysAScriptAStepAFrame() throws {
        final class Log { var presses = 0 }
        let log = Log()
        var config = WindowConfiguration(title: "Script", size: CGSize(width: 160, height: 90))
        config.isHidden = true
        let host = try WindowHost(state: 0, configuration: config) { _ in
            Button("Go") { log.presses += 1 }
        }
        try host.runFrame(elapsed: 1.0 / 60)
        host.play(try InputScript("key tab\nwait 0.5\nkey return"))
        XCTAssertTrue(host.isPlayingScript)
        for _ in 0..<10 { try host.runFrame(elapsed: 1.0 / 60) }
        XCTAssertEqual(log.presses, 0, "waiting half a second of fixed steps")
        for _ in 0..<30 { try host.runFrame(elapsed: 1.0 / 60) }
        XCTAssertEqual(log.presses, 1)
        XCTAssertFalse(host.isPlayingScript)
    }
}
