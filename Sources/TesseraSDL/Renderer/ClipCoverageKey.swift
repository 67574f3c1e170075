import TesseraCSDL2
import Foundation
import Tessera

/// Identifies a shaped clip's coverage (software renderer), so a static clip is rasterised once.
struct ClipCoverageKey: Hashable {
    var shape: DisplayShape?
    var transform: CGAffineTransform
    var x: Int32, y: Int32, w: Int32, h: Int32
}
