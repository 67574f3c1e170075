/// What a host has done so far, for tests and on-screen debug readouts.
///
/// The host's own counts (frames, updates) come with the display-list renderer's figures passed
/// through (textures created, draw calls), so one value answers "did this frame create a texture?".
public struct HostCounters: Hashable, Sendable {
    /// Frames laid out and drawn (and presented, for `WindowHost`).
    public var framesDrawn = 0
    /// Frames not drawn because the window was minimised or the canvas had no area.
    public var framesSkipped = 0
    /// Fixed-step `update(dt)` calls run (`WindowHost` only).
    public var updates = 0
    /// Textures the display-list renderer has created since the host started.
    public var texturesCreated = 0
    /// The display-list renderer's figures for the last frame drawn: `drawCalls`,
    /// `texturesCreated`, vertices, layers.
    public var lastFrame = RenderStatistics()

    /// All counts zero.
    public init() {}

    /// Counts a drawn frame and its renderer figures.
    mutating func recordFrame(_ statistics: RenderStatistics) {
        framesDrawn += 1
        texturesCreated += statistics.texturesCreated
        lastFrame = statistics
    }
}
