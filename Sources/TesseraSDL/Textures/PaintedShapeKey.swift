import Foundation
import Tessera

/// What a painted-shape texture was made from: the shape and its paint moved by the same whole
/// units to the origin (so equal cards at other places share it), the transform into the
/// texture, the stroke width (0 for a fill) and the texture's size.
public struct PaintedShapeKey: Hashable, Sendable {
    /// The shape, moved towards the origin.
    public var shape: DisplayShape
    /// The paint, moved with the shape.
    public var paint: DisplayPaint
    /// The transform into the texture.
    public var transform: CGAffineTransform
    /// The stroke width in pixels; 0 for a fill.
    public var lineWidth: CGFloat
    /// The texture's width in pixels.
    public var width: Int
    /// The texture's height in pixels.
    public var height: Int
}
