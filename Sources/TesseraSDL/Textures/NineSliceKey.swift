import Foundation
import Tessera

/// What a composed nine-slice texture was made from: the image, its clamped insets (points), the
/// mode, the pixel size it was composed at and how scaled regions were filtered.
public struct NineSliceKey: Hashable, Sendable {
    public var image: ImageInfo
    public var capInsets: EdgeInsets
    public var mode: Image.ResizingMode
    public var width: Int
    public var height: Int
    /// Canvas pixels per point (tiles repeat at their size in points).
    public var scale: CGFloat
    public var smooth: Bool
}
