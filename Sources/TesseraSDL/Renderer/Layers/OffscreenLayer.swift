import Foundation
import Tessera
import TesseraCSDL2

/// An offscreen layer in use: content of a group drawn into `texture` (premultiplied) within
/// `region`, to be composited back onto `previousTarget`.
struct OffscreenLayer {
    var texture: OpaquePointer
    var region: SDL_Rect
    var previousTarget: OpaquePointer?
    var previousClip: SDL_Rect
    var depth: Int
}
