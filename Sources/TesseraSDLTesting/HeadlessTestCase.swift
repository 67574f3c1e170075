import Foundation
import TesseraSDL
import XCTest

/// A test case that runs SDL headless: SDL's dummy video driver (no display is needed, and SDL
/// would otherwise pick another driver silently), started once per class. Subclass it for tests
/// that render frames with ``HeadlessHost`` or ``renderFrame(_:size:scale:colorScheme:assetsDirectory:)``.
open class HeadlessTestCase: XCTestCase {
    override open class func setUp() {
        super.setUp()
        HeadlessSDL.start()
    }

    override open func setUp() {
        super.setUp()
        setenv("SDL_VIDEODRIVER", "dummy", 1)
    }

    /// Renders `content` headless on the software renderer (the renderer goldens come from) at
    /// `size` points and `scale` pixels per point, in `colorScheme`, with images and fonts from
    /// `assetsDirectory` (the default search path when `nil`).
    public func renderFrame<Content: View>(
        _ content: Content, size: CGSize, scale: CGFloat = 1, colorScheme: ColorScheme = .light,
        assetsDirectory: String? = nil
    ) throws -> RGBAImage {
        let host = try assetsDirectory.map { try HeadlessHost(assetsDirectory: $0) } ?? HeadlessHost()
        host.environment.colorScheme = colorScheme
        return try host.render(content, size: size, scale: scale)
    }
}

/// Starts SDL for headless tests and tools.
public enum HeadlessSDL {
    /// Selects SDL's dummy video driver and initialises SDL's video subsystem, once.
    public static func start() {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        if SDL_WasInit(UInt32(SDL_INIT_VIDEO)) == 0, SDL_Init(UInt32(SDL_INIT_VIDEO)) != 0 {
            XCTFail("SDL_Init failed: \(String(cString: SDL_GetError()))")
        }
    }
}
