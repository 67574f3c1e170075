import TesseraCSDL2
import Foundation
import Tessera

/// A clip shape in canvas pixels.
struct ClipMask {
    var contours: [[SIMD2<Float>]]
    var convex: Bool
    var shape: DisplayShape
}
