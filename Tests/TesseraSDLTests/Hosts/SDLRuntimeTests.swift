import Foundation
import TesseraCSDL2
import TesseraSDL
import XCTest

/// `SDLRuntime`: start-up failures as typed errors, and the dummy video driver.
final class SDLRuntimeTests: HostTestCase {
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
}
