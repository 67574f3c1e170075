import TesseraCSDL2
import Foundation
import TesseraSDL
import XCTest

/// The hosts and the game loop: fixed-step updates, quitting, events, resizing and minimising,
/// the HUD drawn over a game's frame, headless frames, and SDL start-up failures.
/// Everything runs under `SDL_VIDEODRIVER=dummy` (no display) or off screen.
final class HostTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("SDL_VIDEODRIVER", "dummy", 1)
    }

    // MARK: Helpers

    /// A small game: a tick count, a background colour its own SDL drawing shows, and the events
    /// it saw.
    struct Game {
        var ticks = 0
        var dts: Set<Double> = []
        var background: (r: UInt8, g: UInt8, b: UInt8) = (0, 0, 200)
        var keys: [Int32] = []
        var mouseButtons: [UInt8] = []
        var controllerButtons: [UInt8] = []
        var sawQuit = false
    }

    /// Opaque pure colours, so drawn pixels compare exactly.
    static let red = Color(red: 1, green: 0, blue: 0)
    static let green = Color(red: 0, green: 1, blue: 0)
    static let white = Color(red: 1, green: 1, blue: 1)

    /// A window host whose game fills the frame with `background`, and whose HUD is a 40×30 box
    /// in the middle: red until 10 ticks, white after.
    func makeHost(size: CGSize = CGSize(width: 160, height: 90),
                  configure: (inout WindowConfiguration) -> Void = { _ in }) throws -> WindowHost<Game, some View> {
        var config = WindowConfiguration(title: "HostTests", size: size)
        config.isHidden = true
        configure(&config)
        let host = try WindowHost(state: Game(), configuration: config) { game in
            (game.ticks >= 10 ? Self.white : Self.red).frame(width: 40, height: 30)
        }
        return host
            .onUpdate { game, dt in
                game.ticks += 1
                game.dts.insert(dt)
            }
            .onDraw { game, renderer in
                SDL_SetRenderDrawColor(renderer, game.background.r, game.background.g, game.background.b, 255)
                SDL_RenderFillRect(renderer, nil)
            }
    }

    func pixel(_ image: RGBAImage?, _ x: Int, _ y: Int, file: StaticString = #filePath, line: UInt = #line) -> [UInt8] {
        guard let image else {
            XCTFail("no frame was captured", file: file, line: line)
            return []
        }
        let p = image[x, y]
        return [p.r, p.g, p.b, p.a]
    }

    func push(_ event: SDL_Event) {
        var event = event
        XCTAssertEqual(SDL_PushEvent(&event), 1, "SDL_PushEvent: \(String(cString: SDL_GetError()))")
    }

    func windowEvent(_ id: SDL_WindowEventID, window: OpaquePointer, data1: Int32 = 0, data2: Int32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.windowID = SDL_GetWindowID(window)
        event.window.event = UInt8(id.rawValue)
        event.window.data1 = data1
        event.window.data2 = data2
        return event
    }

    func keyDown(_ key: Int32) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.state = UInt8(SDL_PRESSED)
        event.key.keysym.sym = key
        return event
    }

    // MARK: Fixed step

    func testFixedStepClockCountsStepsAndClampsStalls() {
        var clock = FixedStepClock(rate: 60, maximumElapsed: 0.25)
        XCTAssertEqual(clock.advance(by: 0.5), 15, "0.5 s in one frame is clamped to 0.25 s")
        XCTAssertEqual(clock.droppedTime, 0.25, accuracy: 1e-12)

        var steady = FixedStepClock(rate: 60)
        var steps = 0
        for _ in 0..<30 { steps += steady.advance(by: 1.0 / 60) }
        XCTAssertEqual(steps, 30, "30 frames of 1/60 s are 30 steps, rounding notwithstanding")
        for _ in 0..<60 { steps += steady.advance(by: 1.0 / 120) }
        XCTAssertEqual(steps, 60, "120 Hz frames give a step every second frame")
        XCTAssertEqual(steady.totalSteps, 60)

        var odd = FixedStepClock(rate: 60)
        XCTAssertEqual(odd.advance(by: -1), 0)
        XCTAssertEqual(odd.advance(by: .nan), 0)
        XCTAssertEqual(odd.advance(by: .infinity), 15, "an infinite stall is clamped, not caught up")
        XCTAssertEqual(FixedStepClock(rate: 0).step, 1.0 / 60, "a rate of 0 falls back to 60 Hz")
    }

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

    // MARK: Drawing the game's state

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
        XCTAssertEqual(files, ["frame-00000.png", "frame-00005.png", "frame-00010.png", "frame-00011.png"],
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

    // MARK: Events and quitting

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
        let host = try makeHost { $0.frameLimit = 100; $0.simulatedFrameTime = 1.0 / 60 }
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
        // SDL 2.26 (Debian 12) has virtual joysticks; without them this test would prove nothing.
        guard device >= 0 else {
            return XCTFail("SDL could not attach a virtual game controller: \(String(cString: SDL_GetError()))")
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

    // MARK: Resizing, minimising, zero area

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

    func testFrameGeometryRejectsEmptyAndNonFiniteSizes() {
        XCTAssertNil(FrameGeometry(windowSize: .zero, drawableSize: .zero))
        XCTAssertNil(FrameGeometry(windowSize: CGSize(width: 100, height: 0), drawableSize: CGSize(width: 100, height: 50)))
        XCTAssertNil(FrameGeometry(windowSize: CGSize(width: 100, height: 50), drawableSize: CGSize(width: 0, height: 0)))
        XCTAssertNil(FrameGeometry(windowSize: CGSize(width: -1, height: 50), drawableSize: CGSize(width: 100, height: 50)))
        XCTAssertNil(FrameGeometry(windowSize: CGSize(width: CGFloat.nan, height: 50), drawableSize: CGSize(width: 100, height: 50)))
        XCTAssertNil(FrameGeometry(points: CGSize(width: 10, height: 10), scale: 0))
        XCTAssertNil(FrameGeometry(points: CGSize(width: 10, height: 10), scale: .infinity))

        let hiDPI = FrameGeometry(windowSize: CGSize(width: 640, height: 360), drawableSize: CGSize(width: 1280, height: 720))
        XCTAssertEqual(hiDPI?.displayScale, 2, "displayScale is drawable size / window size")
        XCTAssertEqual(hiDPI?.points, CGSize(width: 640, height: 360))
        XCTAssertEqual(FrameGeometry(points: CGSize(width: 100.5, height: 20), scale: 2)?.pixels,
                       CGSize(width: 201, height: 40))
    }

    // MARK: Start-up, failure, teardown

    func testSDLInitFailureIsATypedErrorNamingTheCause() {
        let before = SDLRuntime.activeCount
        XCTAssertThrowsError(try SDLRuntime(video: true, videoDriver: "tessera-no-such-driver")) { error in
            guard let error = error as? SDLError else { return XCTFail("expected SDLError, got \(error)") }
            XCTAssertEqual(error.operation, "SDL_InitSubSystem(video)")
            XCTAssertTrue(error.message.contains("tessera-no-such-driver"), error.description)
            XCTAssertTrue(error.description.contains("tessera-no-such-driver"))
        }
        var config = WindowConfiguration()
        config.videoDriver = "tessera-no-such-driver"
        XCTAssertThrowsError(try WindowHost(state: 0, configuration: config) { _ in Self.red }) { error in
            XCTAssertTrue("\(error)".contains("tessera-no-such-driver"), "\(error)")
        }
        XCTAssertEqual(SDLRuntime.activeCount, before, "a failed start leaves nothing running")

        // And SDL still starts afterwards.
        XCTAssertNoThrow(try makeHost())
    }

    func testDummyVideoDriverNeedsNoDisplay() throws {
        let host = try makeHost()
        XCTAssertEqual(SDL_GetCurrentVideoDriver().map { String(cString: $0) }, "dummy")
        var info = SDL_RendererInfo()
        XCTAssertEqual(SDL_GetRendererInfo(host.renderer, &info), 0)
        XCTAssertEqual(String(cString: info.name), "software")
        XCTAssertNotNil(try host.runFrame(elapsed: 0, capture: true))
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

    // MARK: HUD overlay on a game's renderer

    func testOverlayDrawsOverTheGameAndRestoresRendererState() throws {
        let runtime = try SDLRuntime(video: true)  // the game's own SDL_Init
        let window = try XCTUnwrap(SDL_CreateWindow("game", 0, 0, 160, 90, SDL_WINDOW_HIDDEN.rawValue))
        defer { SDL_DestroyWindow(window) }
        let renderer = try XCTUnwrap(SDL_CreateRenderer(window, -1, 0))
        defer { SDL_DestroyRenderer(renderer) }
        do {
            let overlay = try HUDOverlay(renderer: renderer)

            // The game's frame: green, with a yellow square in the top-left corner.
            SDL_SetRenderDrawColor(renderer, 0, 255, 0, 255)
            SDL_RenderClear(renderer)
            SDL_SetRenderDrawColor(renderer, 255, 255, 0, 255)
            var square = SDL_Rect(x: 0, y: 0, w: 20, h: 20)
            SDL_RenderFillRect(renderer, &square)
            // Odd state the game left behind.
            SDL_SetRenderDrawColor(renderer, 12, 34, 56, 78)
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_MOD)
            SDL_RenderSetScale(renderer, 2, 2)
            var clip = SDL_Rect(x: 0, y: 0, w: 15, h: 15)
            SDL_RenderSetClipRect(renderer, &clip)
            let before = RendererState(of: renderer)

            overlay.draw { Self.red.frame(width: 40, height: 30) }

            let after = RendererState(of: renderer)
            XCTAssertTrue(after.matches(before), "renderer state restored")
            XCTAssertEqual(after.drawColor.r, 12)
            XCTAssertEqual(after.drawColor.a, 78)
            XCTAssertEqual(after.blendMode, SDL_BLENDMODE_MOD)
            XCTAssertEqual(after.clip?.w, 15)
            XCTAssertEqual(after.scaleX, 2)
            XCTAssertNil(after.target)
            XCTAssertEqual(overlay.counters.framesDrawn, 1)
            XCTAssertGreaterThan(overlay.counters.lastFrame.drawCalls, 0)

            SDL_RenderSetClipRect(renderer, nil)
            SDL_RenderSetScale(renderer, 1, 1)
            let frame = try FrameCapture.read(from: renderer)
            XCTAssertEqual(pixel(frame, 5, 5), [255, 255, 0, 255], "the game's square is still there")
            XCTAssertEqual(pixel(frame, 150, 80), [0, 255, 0, 255], "the game's clear is still there")
            XCTAssertEqual(pixel(frame, 80, 45), [255, 0, 0, 255], "the HUD, on top, outside the game's clip")
            XCTAssertEqual(pixel(frame, 57, 45), [0, 255, 0, 255], "in pixels, not the game's scale: x 60..<100")
            XCTAssertEqual(pixel(frame, 97, 45), [255, 0, 0, 255])
            XCTAssertEqual(pixel(frame, 103, 45), [0, 255, 0, 255])
        }
        withExtendedLifetime(runtime) {}
    }

    func testOverlayDrawsIntoTheGamesRenderTargetAndKeepsIt() throws {
        let runtime = try SDLRuntime(video: false)
        let canvas = try OffscreenCanvas(width: 200, height: 100)
        let target = try XCTUnwrap(SDL_CreateTexture(canvas.renderer, SDL_PIXELFORMAT_RGBA32.rawValue,
                                                     Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 64, 48))
        defer { SDL_DestroyTexture(target) }
        do {
            let overlay = try HUDOverlay(renderer: canvas.renderer)
            SDL_SetRenderTarget(canvas.renderer, target)
            SDL_SetRenderDrawColor(canvas.renderer, 0, 0, 255, 255)
            SDL_RenderClear(canvas.renderer)

            overlay.draw(Self.red.frame(width: 20, height: 10))
            XCTAssertEqual(overlay.geometry?.pixels, CGSize(width: 64, height: 48), "laid out in the target's size")

            XCTAssertEqual(SDL_GetRenderTarget(canvas.renderer), target, "the game's target is kept")
            let pixels = try FrameCapture.read(from: canvas.renderer)
            XCTAssertEqual(pixels.width, 64)
            XCTAssertEqual(pixel(pixels, 32, 24), [255, 0, 0, 255])
            XCTAssertEqual(pixel(pixels, 2, 2), [0, 0, 255, 255], "the overlay does not clear")
        }
        withExtendedLifetime(runtime) {}
    }

    func testOverlayKeepsTheTargetAcrossOpacityLayers() throws {
        let runtime = try SDLRuntime(video: false)
        let canvas = try OffscreenCanvas(width: 120, height: 90)
        let target = try XCTUnwrap(SDL_CreateTexture(canvas.renderer, SDL_PIXELFORMAT_RGBA32.rawValue,
                                                     Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 80, 60))
        defer { SDL_DestroyTexture(target) }
        do {
            let overlay = try HUDOverlay(renderer: canvas.renderer)
            SDL_SetRenderTarget(canvas.renderer, target)
            SDL_SetRenderDrawColor(canvas.renderer, 0, 0, 255, 255)
            SDL_RenderClear(canvas.renderer)

            // An opacity group is drawn through an offscreen layer: the renderer switches targets.
            overlay.draw(Self.red.frame(width: 40, height: 30).opacity(0.5))

            XCTAssertEqual(SDL_GetRenderTarget(canvas.renderer), target, "the game's target is back")
            let pixels = try FrameCapture.read(from: canvas.renderer)
            let centre = pixel(pixels, 40, 30)
            XCTAssertEqual(Int(centre[0]), 128, accuracy: 2, "half-transparent red over blue")
            XCTAssertEqual(Int(centre[2]), 127, accuracy: 2)
            XCTAssertEqual(pixel(pixels, 2, 2), [0, 0, 255, 255])
        }
        withExtendedLifetime(runtime) {}
    }

    // MARK: Headless host

    func testHeadlessHostIsDeterministicAndScales() throws {
        let host = try HeadlessHost()
        host.clearColor = Color.Resolved(red: 0, green: 0, blue: 0)
        let hud = Self.green.frame(width: 30, height: 20)
        let first = try host.render(hud, size: CGSize(width: 100, height: 60))
        let second = try host.render(hud, size: CGSize(width: 100, height: 60))
        XCTAssertEqual(first.width, 100)
        XCTAssertEqual(first.height, 60)
        XCTAssertEqual(first, second, "the same view, size and scale give the same pixels")
        XCTAssertEqual(pixel(first, 50, 30), [0, 255, 0, 255])
        // 30 points wide, centred: x 35..<65 (edge pixels are anti-aliased, so look 2 px off them).
        XCTAssertEqual(pixel(first, 33, 30), [0, 0, 0, 255])
        XCTAssertEqual(pixel(first, 37, 30), [0, 255, 0, 255])
        XCTAssertEqual(pixel(first, 62, 30), [0, 255, 0, 255])
        XCTAssertEqual(pixel(first, 67, 30), [0, 0, 0, 255])

        let double = try host.render(hud, size: CGSize(width: 100, height: 60), scale: 2)
        XCTAssertEqual(double.width, 200)
        XCTAssertEqual(double.height, 120)
        // At scale 2 the box covers x 70..<130: twice the pixels.
        XCTAssertEqual(pixel(double, 67, 60), [0, 0, 0, 255])
        XCTAssertEqual(pixel(double, 73, 60), [0, 255, 0, 255])
        XCTAssertEqual(pixel(double, 126, 60), [0, 255, 0, 255])
        XCTAssertEqual(pixel(double, 133, 60), [0, 0, 0, 255])
        XCTAssertEqual(host.environment.displayScale, 2)

        let again = try host.render(hud, size: CGSize(width: 100, height: 60))
        XCTAssertEqual(again, first, "switching scale and back changes nothing")
        XCTAssertEqual(host.counters.framesDrawn, 4)
    }

    func testHeadlessTextIsLaidOutInPointsAndDrawnInPixels() throws {
        let host = try HeadlessHost()
        host.clearColor = Color.Resolved(red: 0, green: 0, blue: 0)
        let label = Text("Level 12").font(.system(size: 16)).foregroundColor(Self.white)
        /// Columns and rows holding bright pixels.
        func ink(_ image: RGBAImage) -> (width: Int, height: Int) {
            var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
            for y in 0..<image.height {
                for x in 0..<image.width where image[x, y].r > 128 {
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
            }
            return maxX < 0 ? (0, 0) : (maxX - minX + 1, maxY - minY + 1)
        }
        let one = ink(try host.render(label, size: CGSize(width: 120, height: 40)))
        let two = ink(try host.render(label, size: CGSize(width: 120, height: 40), scale: 2))
        XCTAssertGreaterThan(one.width, 30, "text was drawn")
        XCTAssertEqual(Double(two.width), Double(one.width) * 2, accuracy: 4, "twice the pixels at scale 2")
        XCTAssertEqual(Double(two.height), Double(one.height) * 2, accuracy: 4)
    }

    func testHeadlessHostGivesAnEmptyFrameForAnEmptySize() throws {
        let host = try HeadlessHost()
        let empty = try host.render(Self.red, size: .zero)
        XCTAssertEqual(empty.width, 0)
        XCTAssertEqual(empty.height, 0)
        let nan = try host.render(Self.red, size: CGSize(width: CGFloat.nan, height: 10))
        XCTAssertEqual(nan.width, 0)
        XCTAssertEqual(host.counters.framesSkipped, 2)
        XCTAssertEqual(try host.render(Self.red, size: CGSize(width: 4, height: 4)).width, 4)
    }
}
