import Foundation
import TesseraCSDL2
import TesseraSDL
import XCTest

/// What the host tests share: the dummy video driver (no display), a small game and its
/// window host, and helpers to read pixels and push events.
/// Everything runs under `SDL_VIDEODRIVER=dummy` (no display) or off screen.
class HostTestCase: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("SDL_VIDEODRIVER", "dummy", 1)
    }

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
    func makeHost(
        size: CGSize = CGSize(width: 160, height: 90),
        configure: (inout WindowConfiguration) -> Void = { _ in }
    ) throws -> WindowHost<Game, some View> {
        var config = WindowConfiguration(title: "HostTests", size: size)
        config.isHidden = true
        configure(&config)
        let host = try WindowHost(state: Game(), configuration: config) { game in
            (game.ticks >= 10 ? Self.white : Self.red).frame(width: 40, height: 30)
        }
        return
            host
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
}
