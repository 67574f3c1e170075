import Foundation
import TesseraCSDL2
import TesseraSDL
import XCTest

/// SDL events through the hosts: `HUDOverlay.handle` says which events the HUD used, so a click
/// on a HUD button does not also reach the game; controllers, fingers and keys translate.
final class HostInputTests: HostTestCase {
    private func mouseButton(_ type: SDL_EventType, x: Int32, y: Int32) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.button.which = 0
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.x = x
        event.button.y = y
        return event
    }

    func testOverlayReportsWhichEventsItUsed() throws {
        let runtime = try SDLRuntime(video: true)
        let window = try XCTUnwrap(SDL_CreateWindow("game", 0, 0, 160, 90, SDL_WINDOW_HIDDEN.rawValue))
        defer { SDL_DestroyWindow(window) }
        let renderer = try XCTUnwrap(SDL_CreateRenderer(window, -1, 0))
        defer { SDL_DestroyRenderer(renderer) }
        var fired = 0
        do {
            let overlay = try HUDOverlay(renderer: renderer)
            let hud = ZStack(alignment: .topLeading) {
                Color.clear
                Button("Go") { fired += 1 }.buttonStyle(.plain).frame(width: 40, height: 30).background(Color.red)
            }
            XCTAssertFalse(overlay.handle(mouseButton(SDL_MOUSEBUTTONDOWN, x: 10, y: 10)), "before the first frame")
            overlay.draw(hud)
            XCTAssertTrue(overlay.handle(mouseButton(SDL_MOUSEBUTTONDOWN, x: 10, y: 10)))
            XCTAssertTrue(overlay.handle(mouseButton(SDL_MOUSEBUTTONUP, x: 10, y: 10)))
            XCTAssertEqual(fired, 1)
            overlay.draw(hud)
            XCTAssertFalse(overlay.handle(mouseButton(SDL_MOUSEBUTTONDOWN, x: 120, y: 60)), "the game's: nothing drawn there")
            XCTAssertFalse(overlay.handle(mouseButton(SDL_MOUSEBUTTONUP, x: 120, y: 60)))
            var key = SDL_Event()
            key.type = SDL_KEYDOWN.rawValue
            key.key.keysym.sym = SDL_Keycode(SDLK_w.rawValue)
            XCTAssertFalse(overlay.handle(key), "a key the HUD has no use for")
            key.key.keysym.sym = SDL_Keycode(SDLK_TAB.rawValue)
            XCTAssertTrue(overlay.handle(key), "Tab focuses the button")
            overlay.draw(hud)
            var pad = SDL_Event()
            pad.type = SDL_CONTROLLERBUTTONDOWN.rawValue
            pad.cbutton.which = 7
            pad.cbutton.button = UInt8(SDL_CONTROLLER_BUTTON_A.rawValue)
            XCTAssertTrue(overlay.handle(pad))
            pad.type = SDL_CONTROLLERBUTTONUP.rawValue
            XCTAssertTrue(overlay.handle(pad))
            XCTAssertEqual(fired, 2)
        }
        withExtendedLifetime(runtime) {}
    }

    func testTranslatorFingersStickAndUnplug() {
        let translator = SDLInputTranslator()
        var finger = SDL_Event()
        finger.type = SDL_FINGERDOWN.rawValue
        finger.tfinger.x = 0.5
        finger.tfinger.y = 0.25
        XCTAssertEqual(
            translator.translate(finger, windowSize: CGSize(width: 200, height: 100)).map(\.kind), [.pointerDown(CGPoint(x: 100, y: 25))])
        var axis = SDL_Event()
        axis.type = SDL_CONTROLLERAXISMOTION.rawValue
        axis.caxis.which = 3
        axis.caxis.axis = UInt8(SDL_CONTROLLER_AXIS_LEFTX.rawValue)
        axis.caxis.value = 30_000
        XCTAssertEqual(translator.translate(axis, windowSize: .zero).map(\.kind), [.gamepadButtonDown(.dpadRight)])
        XCTAssertEqual(translator.translate(axis, windowSize: .zero).map(\.kind), [], "held: no repeat")
        axis.caxis.value = -30_000
        XCTAssertEqual(
            translator.translate(axis, windowSize: .zero).map(\.kind), [.gamepadButtonUp(.dpadRight), .gamepadButtonDown(.dpadLeft)])
        var removed = SDL_Event()
        removed.type = SDL_CONTROLLERDEVICEREMOVED.rawValue
        removed.cdevice.which = 3
        XCTAssertEqual(translator.translate(removed, windowSize: .zero).map(\.kind), [.gamepadDisconnected])
        XCTAssertEqual(translator.translate(removed, windowSize: .zero).map(\.kind), [], "nothing held any more")
    }

    func testHeadlessHostTakesEventsBetweenFrames() throws {
        let host = try HeadlessHost()
        var taps = 0
        let view = Color.red.frame(width: 50, height: 50).onTapGesture { taps += 1 }
        XCTAssertFalse(host.handle(InputEvent(.pointerDown(CGPoint(x: 50, y: 50)))))
        _ = try host.render(view, size: CGSize(width: 100, height: 100))
        XCTAssertTrue(host.handle(InputEvent(.pointerDown(CGPoint(x: 50, y: 50)))))
        XCTAssertTrue(host.handle(InputEvent(.pointerUp(CGPoint(x: 50, y: 50)))))
        XCTAssertEqual(taps, 1)
    }
}

/// `HeadlessHost.play`: a script drives a HUD and the last frame shows the result.
final class HeadlessScriptTests: HostTestCase {
    private struct Lamp: View {
        @State private var isOn = false
        var body: some View {
            Button {
                isOn.toggle()
            } label: {
                (isOn ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1)).frame(width: 40, height: 40)
            }
            .buttonStyle(.plain)
        }
    }

    func testScriptPlaysAndTheFrameShowsIt() throws {
        let host = try HeadlessHost()
        let size = CGSize(width: 40, height: 40)
        let off = try host.play(try InputScript(""), size: size) { Lamp() }
        XCTAssertEqual(pixel(off, 20, 20), [0, 0, 255, 255])
        let on = try host.play(try InputScript("click 20 20"), size: size) { Lamp() }
        XCTAssertEqual(pixel(on, 20, 20), [255, 0, 0, 255])
        let keyed = try host.play(try InputScript("key tab\nkey return"), size: size) { Lamp() }
        XCTAssertEqual(pixel(keyed, 20, 20), [0, 0, 255, 255], "Tab focuses, Return toggles back")
    }
}
