import Foundation
import TesseraCSDL2
import TesseraSDL
import XCTest

/// `WindowHost`: fixed-step updates, drawing the game's state, events and quitting, resizing
/// and minimising, and releasing SDL.
final class WindowHostTests: HostTestCase {
    func testWindowHostRunsFixedStepsForSimulatedTime() throws {
        let host = try makeHost()
        // 0.5 s of 60 Hz frames → 30 updates of 1/60 s each.
        for _ in 0..<30 { try host.runFrame(elapsed: 1.0 / 60) }
        XCTAssertEqual(host.counters.updates, 30)
        XCTAssertEqual(host.state.ticks, 30)
        XCTAssertEqual(host.state.dts, [1.0 / 60])
        XCTAssertEqual(host.counters.framesDrawn, 30)

        // A 3 s stall is clamped to maximumFrameTime (0.25 s): 15 more updates, not 180.
        try host.runFrame(elapsed: 3)
        XCTAssertEqual(host.state.ticks, 45)

        // Half-speed frames: every second frame runs one update.
        for _ in 0..<10 { try host.runFrame(elapsed: 1.0 / 120) }
        XCTAssertEqual(host.state.ticks, 50)
    }

    func testRunStopsAtFrameLimitWithSimulatedClock() throws {
        let host = try makeHost { config in
            config.frameLimit = 30
            config.simulatedFrameTime = 1.0 / 60
            config.updateRate = 60
        }
        try host.run()
        XCTAssertEqual(host.counters.framesDrawn, 30)
        XCTAssertEqual(host.counters.updates, 30)
        XCTAssertFalse(host.isQuitRequested, "the frame limit ends run() without a quit request")
    }

    func testWindowHostDrawsGameAndHUDFromState() throws {
        let host = try makeHost(size: CGSize(width: 160, height: 90))
        var frame = try host.runFrame(elapsed: 1.0 / 60, capture: true)
        XCTAssertEqual(frame?.width, 160)
        XCTAssertEqual(frame?.height, 90)
        XCTAssertEqual(pixel(frame, 2, 2), [0, 0, 200, 255], "the game's own drawing (state.background)")
        XCTAssertEqual(pixel(frame, 80, 45), [255, 0, 0, 255], "the HUD box, red before 10 ticks")
        // 40 points wide, centred: x 60..<100 (edge pixels are anti-aliased, so look 3 px off them).
        XCTAssertEqual(pixel(frame, 57, 45), [0, 0, 200, 255], "the HUD box is 40 points wide, centred")
        XCTAssertEqual(pixel(frame, 63, 45), [255, 0, 0, 255])
        XCTAssertEqual(pixel(frame, 97, 45), [255, 0, 0, 255])
        XCTAssertEqual(pixel(frame, 103, 45), [0, 0, 200, 255])

        host.state.background = (10, 120, 30)
        for _ in 0..<9 { try host.runFrame(elapsed: 1.0 / 60) }
        frame = try host.runFrame(elapsed: 1.0 / 60, capture: true)
        XCTAssertEqual(host.state.ticks, 11)
        XCTAssertEqual(pixel(frame, 2, 2), [10, 120, 30, 255], "the game's drawing follows its state")
        XCTAssertEqual(pixel(frame, 80, 45), [255, 255, 255, 255], "the HUD is rebuilt from the state")
        XCTAssertEqual(host.geometry?.displayScale, 1, "dummy windows have no HiDPI drawable")
    }

    func testRunWritesCapturedFramesAsPNG() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("tessera-host-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let host = try makeHost { config in
            config.frameLimit = 12
            config.simulatedFrameTime = 1.0 / 60
            config.captureDirectory = folder
            config.captureInterval = 5
        }
        let written = try host.run()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(
            files, ["frame-00000.png", "frame-00005.png", "frame-00010.png", "frame-00011.png"],
            "one frame in 5, and the last")
        XCTAssertEqual(written.map(\.lastPathComponent), files)
        XCTAssertEqual(host.counters.framesDrawn, 12)
        let first = try FrameCapture.loadPNG(at: folder.appendingPathComponent("frame-00000.png").path)
        XCTAssertEqual(pixel(first, 2, 2), [0, 0, 200, 255])
        XCTAssertEqual(pixel(first, 80, 45), [255, 0, 0, 255], "1 update so far: red HUD")
        let last = try FrameCapture.loadPNG(at: folder.appendingPathComponent("frame-00011.png").path)
        XCTAssertEqual(pixel(last, 80, 45), [255, 255, 255, 255], "12 updates: white HUD")
    }

    func testCountersPassRendererFiguresThrough() throws {
        var config = WindowConfiguration(title: "HostTests", size: CGSize(width: 200, height: 80))
        config.isHidden = true
        let host = try WindowHost(state: 0, configuration: config) { ticks in
            Text("Time \(ticks)").foregroundColor(Self.white)
        }
        .onUpdate { ticks, _ in ticks += 1 }

        try host.runFrame(elapsed: 1.0 / 60)
        XCTAssertEqual(host.counters.framesDrawn, 1)
        XCTAssertGreaterThan(host.counters.lastFrame.drawCalls, 0, "the renderer's draw calls")
        XCTAssertGreaterThan(host.counters.texturesCreated, 0, "the first frame makes the glyph atlas")
        let afterFirst = host.counters.texturesCreated

        for _ in 0..<5 { try host.runFrame(elapsed: 1.0 / 60) }
        XCTAssertEqual(host.state, 6)
        XCTAssertEqual(host.counters.framesDrawn, 6)
        XCTAssertEqual(host.counters.lastFrame.texturesCreated, 0, "a ticking timer creates no texture")
        XCTAssertEqual(host.counters.texturesCreated, afterFirst)
    }

    func testQuitEventEndsRunBeforeDrawing() throws {
        let host = try makeHost { $0.frameLimit = 100 }
        host.onEvent { game, event in
            if event.type == SDL_QUIT.rawValue { game.sawQuit = true }
        }
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        push(quit)
        try host.run()
        XCTAssertTrue(host.isQuitRequested)
        XCTAssertTrue(host.state.sawQuit, "the game sees the quit event too")
        XCTAssertEqual(host.counters.framesDrawn, 0)
        XCTAssertEqual(host.counters.updates, 0)
    }

    func testEscapeQuitsAndKeysAndMouseReachTheGame() throws {
        let host = try makeHost {
            $0.frameLimit = 100; $0.simulatedFrameTime = 1.0 / 60
        }
        host.onEvent { game, event in
            switch SDL_EventType(rawValue: event.type) {
            case SDL_KEYDOWN: game.keys.append(event.key.keysym.sym)
            case SDL_MOUSEBUTTONDOWN: game.mouseButtons.append(event.button.button)
            default: break
            }
        }
        push(keyDown(Int32(SDLK_SPACE.rawValue)))
        var click = SDL_Event()
        click.type = SDL_MOUSEBUTTONDOWN.rawValue
        click.button.button = UInt8(SDL_BUTTON_LEFT)
        push(click)
        try host.runFrame(elapsed: 1.0 / 60)
        XCTAssertEqual(host.state.keys, [Int32(SDLK_SPACE.rawValue)])
        XCTAssertEqual(host.state.mouseButtons, [UInt8(SDL_BUTTON_LEFT)])
        XCTAssertFalse(host.isQuitRequested, "Space does not quit")

        push(keyDown(Int32(SDLK_ESCAPE.rawValue)))
        try host.run()
        XCTAssertTrue(host.isQuitRequested, "Escape quits")
        XCTAssertEqual(host.counters.framesDrawn, 1, "run() stopped at the Escape frame")
    }

    func testGameControllersAreOpenedAndTheirButtonsReachTheGame() throws {
        // The hidden test window never has focus; SDL drops pad input for unfocused windows.
        SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1")
        defer { SDL_ResetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS) }
        let host = try makeHost()
        host.onEvent { game, event in
            if event.type == SDL_CONTROLLERBUTTONDOWN.rawValue { game.controllerButtons.append(event.cbutton.button) }
        }
        // A virtual pad stands in for a real one: SDL reports it like a plugged-in controller.
        let device = SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, 6, 15, 0)
        guard device >= 0 else {
            throw XCTSkip("no virtual joystick support: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_JoystickDetachVirtual(device) }
        try host.runFrame(elapsed: 1.0 / 60)
        XCTAssertEqual(host.gameControllers.count, 1, "the host opened the new controller")
        let pad = try XCTUnwrap(host.gameControllers.first)

        SDL_JoystickSetVirtualButton(SDL_GameControllerGetJoystick(pad), Int32(SDL_CONTROLLER_BUTTON_A.rawValue), UInt8(SDL_PRESSED))
        try host.runFrame(elapsed: 1.0 / 60)
        XCTAssertEqual(host.state.controllerButtons, [UInt8(SDL_CONTROLLER_BUTTON_A.rawValue)])

        SDL_JoystickDetachVirtual(device)
        try host.runFrame(elapsed: 1.0 / 60)
        XCTAssertTrue(host.gameControllers.isEmpty, "closed when it disconnects")
    }

    func testEscapeDoesNotQuitWhenTheGameTakesIt() throws {
        let host = try makeHost { $0.quitsOnEscape = false }
        push(keyDown(Int32(SDLK_ESCAPE.rawValue)))
        try host.runFrame(elapsed: 1.0 / 60)
        XCTAssertFalse(host.isQuitRequested)
        XCTAssertEqual(host.counters.framesDrawn, 1)
    }

    func testZeroAreaAndMinimisedWindowSkipDrawingButKeepUpdating() throws {
        let host = try makeHost()
        push(windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED, window: host.window, data1: 0, data2: 0))
        let skipped = try host.runFrame(elapsed: 1.0 / 60, capture: true)
        XCTAssertNil(skipped, "a 0×0 window draws nothing")
        XCTAssertNil(host.geometry)
        XCTAssertEqual(host.counters.framesSkipped, 1)
        XCTAssertEqual(host.counters.framesDrawn, 0)
        XCTAssertEqual(host.state.ticks, 1, "the game keeps updating")

        push(windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED, window: host.window, data1: 160, data2: 90))
        XCTAssertNotNil(try host.runFrame(elapsed: 1.0 / 60, capture: true))
        XCTAssertEqual(host.counters.framesDrawn, 1)

        push(windowEvent(SDL_WINDOWEVENT_MINIMIZED, window: host.window))
        XCTAssertNil(try host.runFrame(elapsed: 1.0 / 60, capture: true))
        XCTAssertEqual(host.counters.framesSkipped, 2)
        push(windowEvent(SDL_WINDOWEVENT_RESTORED, window: host.window))
        XCTAssertNotNil(try host.runFrame(elapsed: 1.0 / 60, capture: true))
        XCTAssertEqual(host.counters.framesDrawn, 2)
        XCTAssertEqual(host.state.ticks, 4)
    }

    func testResizedWindowIsLaidOutAgain() throws {
        let host = try makeHost(size: CGSize(width: 160, height: 90))
        SDL_SetWindowSize(host.window, 300, 120)
        let frame = try host.runFrame(elapsed: 1.0 / 60, capture: true)
        XCTAssertEqual(frame?.width, 300)
        XCTAssertEqual(frame?.height, 120)
        XCTAssertEqual(host.geometry?.points, CGSize(width: 300, height: 120))
        XCTAssertEqual(pixel(frame, 150, 60), [255, 0, 0, 255], "the HUD box is centred in the new size")
        XCTAssertEqual(pixel(frame, 127, 60), [0, 0, 200, 255], "box at x 130..<170")
        XCTAssertEqual(pixel(frame, 133, 60), [255, 0, 0, 255])
    }

    func testHostReleasesSDLBeforeQuit() throws {
        let sdlWasRunning = SDL_WasInit(UInt32(SDL_INIT_VIDEO)) != 0
        let before = SDLRuntime.activeCount
        weak var released: AnyObject?
        do {
            let host = try makeHost()
            try host.runFrame(elapsed: 1.0 / 60)
            XCTAssertEqual(SDLRuntime.activeCount, before + 1)
            released = host
        }
        XCTAssertNil(released)
        XCTAssertEqual(SDLRuntime.activeCount, before)
        if !sdlWasRunning {
            XCTAssertEqual(SDL_WasInit(UInt32(SDL_INIT_VIDEO)), 0, "the last host shut SDL video down")
        }
    }
}
