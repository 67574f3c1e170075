import Foundation
import Logging
import TesseraCSDL2
import TesseraCSDL2Image
import TesseraCSDL2TTF

/// A hold on SDL2, SDL2_image and SDL2_ttf: initialised when the first runtime is created and
/// shut down (`SDL_Quit`) when the last one is released.
///
/// Every host keeps its runtime in a stored property and destroys its own SDL objects (textures,
/// fonts, renderer, window) in `deinit`, before that property lets go of the runtime, so
/// `SDL_Quit` always runs after every SDL object is gone (docs/SDLNotes.md §2.3, teardown order).
///
/// SDL's own subsystem reference counts are respected: a runtime inits only the subsystems it
/// asks for and quits only those, and calls `SDL_Quit` only when nothing else (another runtime,
/// or the game's own `SDL_Init`) still holds a subsystem.
///
/// ```swift
/// let runtime = try SDLRuntime(video: true)               // SDL_VIDEODRIVER or SDL's choice
/// let dummy   = try SDLRuntime(video: true, videoDriver: "dummy")
/// ```
public final class SDLRuntime {
    /// The SDL subsystems this runtime initialised (`SDL_INIT_*` flags).
    public let subsystems: UInt32
    /// The video driver in use (`"x11"`, `"dummy"`, …), `nil` without the video subsystem.
    public let videoDriver: String?

    /// Live runtimes in this process; `IMG_Quit` and `SDL_Quit` wait for the count to reach 0.
    nonisolated(unsafe) private static var liveCount = 0
    private static let lock = NSLock()

    /// Number of runtimes currently alive (for tests).
    public static var activeCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return liveCount
    }

    /// Sends the core's once-per-call-site messages (`Diagnostics`) to swift-log, as warnings
    /// of the "Tessera.Core" logger, like the backend's own messages.
    private static func routeCoreDiagnostics() {
        let logger = Logger(label: "Tessera.Core")
        Diagnostics.setDefaultHandler { logger.warning("\($0)") }
    }

    /// Initialises SDL (events, and video when `video` is true), SDL2_image (PNG, JPEG) and
    /// SDL2_ttf.
    ///
    /// - Parameters:
    ///   - video: also initialise the video subsystem (windows). A headless software renderer
    ///     does not need it.
    ///   - gameControllers: also initialise game controllers (and joysticks), best effort: a machine
    ///     where that fails still gets a runtime, with `SDL_INIT_GAMECONTROLLER` missing from
    ///     `subsystems` and a logged warning.
    ///   - videoDriver: the video driver to use (`"dummy"` runs without a display; `"offscreen"`
    ///     with EGL). `nil` leaves the choice to `SDL_VIDEODRIVER` or SDL. If video is already
    ///     running with another driver, this throws rather than silently using that one.
    /// - Throws: `SDLError` naming the failed call (`"SDL_InitSubSystem(video)"`, `"TTF_Init"`,
    ///   `"IMG_Init(PNG)"`) with its `SDL_GetError()` text, e.g. "bogus not available".
    public init(video: Bool = true, gameControllers: Bool = false, videoDriver: String? = nil) throws(SDLError) {
        Self.routeCoreDiagnostics()
        var flags = UInt32(SDL_INIT_EVENTS)
        if video { flags |= UInt32(SDL_INIT_VIDEO) }

        if video, let videoDriver {
            if SDL_WasInit(UInt32(SDL_INIT_VIDEO)) != 0 {
                let current = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
                if current != videoDriver {
                    throw SDLError(
                        operation: "SDL_InitSubSystem(video)",
                        message: "video driver '\(videoDriver)' requested, but SDL video is already running with '\(current)'")
                }
            } else {
                // OVERRIDE beats the SDL_VIDEODRIVER environment variable; reset right after init.
                SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, videoDriver, SDL_HINT_OVERRIDE)
            }
        }
        SDL_ClearError()  // SDL_GetError may hold stale text (docs/SDLNotes.md §2.3)
        let status = SDL_InitSubSystem(flags)
        if video, videoDriver != nil { SDL_ResetHint(SDL_HINT_VIDEODRIVER) }
        guard status == 0 else {
            let reason = Self.lastError()
            Self.quitIfUnused()
            throw SDLError(operation: video ? "SDL_InitSubSystem(video)" : "SDL_InitSubSystem(events)", message: reason)
        }

        if gameControllers {
            SDL_ClearError()
            if SDL_InitSubSystem(UInt32(SDL_INIT_GAMECONTROLLER)) == 0 {
                flags |= UInt32(SDL_INIT_GAMECONTROLLER)
            } else {
                Logger(label: "Tessera.SDLRuntime").warning(
                    "SDL_InitSubSystem(gamecontroller) failed: \(Self.lastError()); running without game controllers")
            }
        }

        SDL_ClearError()
        if TTF_Init() != 0 {
            let reason = Self.lastError()
            SDL_QuitSubSystem(flags)
            Self.quitIfUnused()
            throw SDLError(operation: "TTF_Init", message: reason)
        }

        let imageFlags = Int32(IMG_INIT_PNG.rawValue | IMG_INIT_JPG.rawValue)
        SDL_ClearError()
        if IMG_Init(imageFlags) & Int32(IMG_INIT_PNG.rawValue) == 0 {
            let reason = Self.lastError()
            TTF_Quit()
            SDL_QuitSubSystem(flags)
            Self.quitIfUnused()
            throw SDLError(operation: "IMG_Init(PNG)", message: reason)
        }

        subsystems = flags
        self.videoDriver = video ? SDL_GetCurrentVideoDriver().map { String(cString: $0) } : nil
        Self.lock.lock()
        Self.liveCount += 1
        Self.lock.unlock()
    }

    deinit {
        TTF_Quit()
        SDL_QuitSubSystem(subsystems)
        Self.lock.lock()
        Self.liveCount -= 1
        Self.lock.unlock()
        Self.quitIfUnused()
    }

    /// `IMG_Quit` and `SDL_Quit` once no runtime and no other `SDL_Init` holds SDL.
    private static func quitIfUnused() {
        lock.lock()
        let live = liveCount
        lock.unlock()
        // SDL_WasInit(0) is the mask of every initialised subsystem: a game's own SDL_Init keeps
        // SDL (and the SDL2_image it may use) running.
        guard live == 0, SDL_WasInit(0) == 0 else { return }
        IMG_Quit()
        SDL_Quit()
    }

    /// `SDL_GetError()` as a Swift string (`"unknown error"` when SDL left it empty).
    static func lastError() -> String {
        let text = SDL_GetError().map { String(cString: $0) } ?? ""
        return text.isEmpty ? "unknown error" : text
    }
}
