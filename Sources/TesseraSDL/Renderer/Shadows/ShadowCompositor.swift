import TesseraCSDL2

/// The renderer's part that draws drop shadows: a group's content blurred into a per-ordinal
/// slot that later frames draw again while the content hashes the same. Text-only groups draw
/// their shadow from the glyph atlas's blurred glyphs instead, with no slot.
/// `push(_:at:ops:glyphs:in:layers:content:)` draws a group's shadow
/// (`ShadowCompositor+Draw.swift`).
final class ShadowCompositor {
    /// Blurred shadows kept between frames, one slot per shadow ordinal.
    let cache: BlurSlotCache

    /// The widest shadow blur drawn, in pixels (docs/Robustness.md, "Renderer").
    static let maximumRadius: CGFloat = 2048

    /// A compositor whose textures belong to `renderer` (owned by the caller).
    init(renderer: OpaquePointer) {
        cache = BlurSlotCache(renderer: renderer)
    }

    /// Textures created so far.
    var texturesCreated: Int { cache.texturesCreated }

    /// The blur's reach beyond the content on each side, in pixels (three sigmas).
    static func padding(_ style: ShadowStyle) -> Int {
        Int(checked: (Float(max(0, style.radius)) / 2 * 3).rounded(.up)) + 1
    }
}
