/// Which opacity groups drew the same content in the last frame, by `CachedLayerKey`: such a
/// group is drawn from a cached image, as a `drawingGroup()` is; one whose content changes every
/// frame (an animation inside) keeps its offscreen layer and is never read back.
struct StillGroupTracker {
    private var seenThisFrame: Set<Int> = []
    private var seenLastFrame: Set<Int> = []

    /// Starts a frame: this frame's keys become last frame's (no allocation once warm).
    mutating func beginFrame() {
        swap(&seenThisFrame, &seenLastFrame)
        seenThisFrame.removeAll(keepingCapacity: true)
    }

    /// Records `key` for this frame; returns whether the last frame drew it too.
    mutating func isStill(_ key: Int) -> Bool {
        seenThisFrame.insert(key)
        return seenLastFrame.contains(key)
    }
}
