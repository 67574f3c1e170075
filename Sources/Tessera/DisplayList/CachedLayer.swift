import Foundation

/// A group drawn through a cached offscreen image (`drawingGroup()`): the operations up to the
/// matching `popCachedLayer` are composited into an image of `bounds`, clipped to it, and a
/// backend may keep that image across frames and draw it again while the operations inside,
/// taken relative to the bounds' origin, are the same (a layer that only moves is re-used).
public struct CachedLayer: Hashable, Sendable {
    /// The layer's rectangle in pixels, in the current transform (whole pixels from the graph).
    public var bounds: CGRect

    /// A layer covering `bounds` (pixels).
    public init(bounds: CGRect) {
        self.bounds = bounds
    }
}
