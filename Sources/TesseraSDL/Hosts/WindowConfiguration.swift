import Foundation

/// How a `WindowHost` opens its window and runs its loop.
///
/// ```swift
/// var config = WindowConfiguration(title: "Level Select")
/// config.frameLimit = 120                      // stop after 120 frames
/// config.captureDirectory = URL(fileURLWithPath: "captures")
/// config.assetsDirectoryPath = "Assets"         // or assetsDirectory: a URL
/// ```
public struct WindowConfiguration: Sendable {
    /// The window title.
    public var title: String
    /// The window's size in points (the drawable may have more pixels on a HiDPI display).
    public var size: CGSize
    /// Whether the user can resize the window.
    public var isResizable = true
    /// Asks for a full-resolution drawable on HiDPI displays (`SDL_WINDOW_ALLOW_HIGHDPI`).
    public var allowsHighDPI = true
    /// Pixels per point on top of the display's own scale: 2 opens the window twice as large and
    /// draws the same layout at twice the resolution (a game's "2×" setting); 1...4.
    public var windowScale: CGFloat = 1
    /// Creates the window hidden (tests and headless capture).
    public var isHidden = false
    /// Presents in step with the display refresh (`SDL_RENDERER_PRESENTVSYNC`).
    public var vsync = true
    /// SDL video driver (`"dummy"`: no display needed). `nil`: `SDL_VIDEODRIVER` or SDL's choice.
    public var videoDriver: String?
    /// SDL render driver (`"software"`, `"opengl"`, `"opengles2"`). `nil`: SDL's choice.
    public var renderDriver: String?
    /// Fixed `update(dt)` steps per second.
    public var updateRate: Double = 60
    /// The most wall-clock time one frame may account for, in seconds; after a longer stall the
    /// rest is dropped instead of being caught up.
    public var maximumFrameTime: Double = 0.25
    /// Stop `run()` after this many frames (drawn or skipped). `nil`: until quit.
    public var frameLimit: Int?
    /// Advance the clock by this many seconds per frame instead of the wall clock, so a run is
    /// the same every time (`make demo`, tests). `nil`: wall clock.
    public var simulatedFrameTime: Double?
    /// Have `run()` write frames to `frame-00000.png`, `frame-00060.png`, … in this folder (made
    /// if missing), numbered by frame from 0. `nil`: no capture.
    public var captureDirectory: URL?
    /// Capture one frame in this many (frames 0, n, 2n, …), plus the last frame of a
    /// `frameLimit` run. 1 captures every frame.
    public var captureInterval = 1
    /// The colour the frame is cleared to before the game draws.
    public var clearColor: Color.Resolved = Color.Resolved(red: 0, green: 0, blue: 0)
    /// Root of the asset catalog (`Images/`, `Fonts/`). `nil`: `AssetSearchPath.default`.
    public var assetsDirectory: URL?
    /// `assetsDirectory` as a path (`"Assets"` is relative to the working directory; `~` is
    /// expanded), for a folder typed as text.
    public var assetsDirectoryPath: String? {
        get { assetsDirectory?.path }
        set { assetsDirectory = newValue.map(AssetSearchPath.folder(atPath:)) }
    }
    /// Open game controllers as they connect, so their button and axis events reach `onEvent`.
    public var opensGameControllers = true
    /// Quit when Escape is pressed (`SDL_QUIT` always quits).
    public var quitsOnEscape = true

    /// - Parameters:
    ///   - title: the window title.
    ///   - size: the window size in points.
    public init(title: String = "Tessera", size: CGSize = CGSize(width: 1280, height: 720)) {
        self.title = title
        self.size = size
    }

    /// - Parameters:
    ///   - title: the window title.
    ///   - size: the window size in points.
    ///   - assetsDirectory: the asset folder as a path (see `assetsDirectoryPath`).
    public init(title: String = "Tessera", size: CGSize = CGSize(width: 1280, height: 720), assetsDirectory: String) {
        self.init(title: title, size: size)
        assetsDirectoryPath = assetsDirectory
    }
}
