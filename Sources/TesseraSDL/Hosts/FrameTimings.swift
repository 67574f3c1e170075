import Foundation

/// Where one frame of `WindowHost` spent its time, in seconds (wall clock): what a game's
/// `--stats` output and frame-time budgets are made of.
public struct FrameTimings: Sendable, Equatable {
    /// Building the HUD's views from the state and laying them out (`ViewGraph.update`).
    public var buildAndLayout: Double = 0
    /// The game's own `onDraw` drawing.
    public var scene: Double = 0
    /// Drawing the HUD's display list (including backdrop blurs).
    public var draw: Double = 0
    /// `SDL_RenderPresent` (and the capture read-back, when one was asked for).
    public var present: Double = 0

    /// The whole frame's drawing work.
    public var total: Double { buildAndLayout + scene + draw + present }

    /// No time spent yet.
    public init() {}
}
