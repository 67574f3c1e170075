import Foundation
import Tessera
import TesseraCSDL2

/// A cached blur: a shadow (the alpha of a group's content blurred) or a backdrop in a streaming
/// texture, reused while what it was made from hashes the same. Slots are per ordinal in the
/// frame, so a shadow whose content changes re-blurs into the same texture (no new texture).
struct BlurSlot {
    var texture: OpaquePointer?
    var capacity = (w: 0, h: 0)
    var hash = 0
    var rect = SDL_Rect()
    var size = (w: 0, h: 0)
    /// The frame that last took this slot (`BlurSlotCache.frame`).
    var lastUsed = 0
    /// The frame that last drew this slot's shadow.
    var lastDrawn = 0
}
