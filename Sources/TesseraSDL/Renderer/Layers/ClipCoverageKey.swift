import Foundation
import Tessera
import TesseraCSDL2

/// Identifies a shaped clip's coverage (software renderer), so a static clip is rasterised once.
struct ClipCoverageKey: Hashable {
    var shape: DisplayShape?
    var transform: CGAffineTransform
    var x: Int32, y: Int32, w: Int32, h: Int32
}
