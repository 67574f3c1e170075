import Foundation
import TesseraCSDL2

/// Processed effect layers kept between frames: a group whose content, effect, transform and
/// clip are unchanged is drawn from its pixels of last frame, without drawing its content into
/// a layer, reading it back or processing it again. Entries not drawn in a frame are dropped
/// at the next, and the pixels held together stay within a budget.
struct EffectCache {
    struct Entry {
        /// Straight-alpha ARGB8888 pixels of `rect`.
        var pixels: [UInt32]
        /// Canvas pixels the entry covers.
        var rect: SDL_Rect
        /// The frame it was last drawn in.
        var frame: Int
    }

    /// Most pixels held at once (16 Mi pixels, 64 MB); a group that would exceed it is processed
    /// every frame instead.
    var pixelBudget = 16 << 20
    private(set) var entries: [Int: Entry] = [:]
    private(set) var pixels = 0
    private var frame = 0

    /// Starts a frame: entries not drawn in the last one are dropped.
    mutating func beginFrame(_ number: Int) {
        frame = number
        guard !entries.isEmpty else { return }
        for (key, entry) in entries where entry.frame < number - 1 {
            pixels -= entry.pixels.count
            entries[key] = nil
        }
    }

    /// The entry of `key`, marked as drawn this frame.
    mutating func entry(_ key: Int) -> Entry? {
        guard var e = entries[key] else { return nil }
        e.frame = frame
        entries[key] = e
        return e
    }

    /// Keeps processed pixels under `key` when the budget allows.
    mutating func store(_ key: Int, pixels p: [UInt32], rect: SDL_Rect) {
        if let old = entries[key] { pixels -= old.pixels.count }
        entries[key] = nil
        guard pixels + p.count <= pixelBudget else { return }
        entries[key] = Entry(pixels: p, rect: rect, frame: frame)
        pixels += p.count
    }

    /// Forgets every entry.
    mutating func removeAll() {
        entries.removeAll()
        pixels = 0
    }
}
