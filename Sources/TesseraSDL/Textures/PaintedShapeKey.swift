import Foundation
import Tessera

/// What a painted-shape texture was made from: the shape and its paint moved by the same whole
/// units to the origin (so equal cards at other places share it), the transform into the
/// texture, the stroke width (0 for a fill) and the texture's size.
public struct PaintedShapeKey: Hashable, Sendable {
    public var shape: DisplayShape
    public var paint: DisplayPaint
    public var transform: CGAffineTransform
    public var lineWidth: CGFloat
    public var width: Int
    public var height: Int
}
