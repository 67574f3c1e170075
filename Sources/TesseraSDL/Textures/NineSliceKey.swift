import Foundation
import Tessera

/// What a composed nine-slice texture was made from: the image, its clamped insets (points), the
/// mode, the pixel size it was composed at and how scaled regions were filtered.
public struct NineSliceKey: Hashable, Sendable {
    /// The image.
    public var image: ImageInfo
    /// The clamped cap insets, in points.
    public var capInsets: EdgeInsets
    /// Whether edges and centre were stretched or tiled.
    public var mode: Image.ResizingMode
    /// The texture's width in pixels.
    public var width: Int
    /// The texture's height in pixels.
    public var height: Int
    /// Canvas pixels per point (tiles repeat at their size in points).
    public var scale: CGFloat
    /// Whether scaled regions were filtered linearly.
    public var smooth: Bool
}
