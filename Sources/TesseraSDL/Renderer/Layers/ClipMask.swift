import Foundation
import Tessera
import TesseraCSDL2

/// A clip shape in canvas pixels.
struct ClipMask {
    var contours: [[SIMD2<Float>]]
    var convex: Bool
    var shape: DisplayShape
}
