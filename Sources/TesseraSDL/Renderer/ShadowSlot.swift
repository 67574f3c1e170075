import Foundation
import Tessera
import TesseraCSDL2

/// A cached blurred shadow: the alpha of a group's content blurred into a streaming texture,
/// reused while the group's operations hash the same. Slots are per shadow ordinal in the
/// frame, so a shadow whose content changes re-blurs into the same texture (no new texture).
struct ShadowSlot {
    var texture: OpaquePointer?
    var capacity = (w: 0, h: 0)
    var hash = 0
    var rect = SDL_Rect()
    var size = (w: 0, h: 0)
    /// The frame that last took this slot (`ShadowCache.frame`).
    var lastUsed = 0
    /// The frame that last drew this slot's shadow.
    var lastDrawn = 0
}
