import Synchronization

/// The strings of interpolated keys made from the same bytes before: a HUD's
/// `Text("Level \(n): Crystal Caverns")` or `Text("Coins \(coins)")` is built again every frame
/// from bytes that rarely change. Making the `String` (an allocation, UTF-8 validation, a markup
/// scan, and a free when the view is gone) cost a card of the card-grid benchmark about 600
/// instructions; a kept string is found by its bytes and shared (one retain).
///
/// Only keys that fit `KeyBytes`' inline buffer and are too long to be small strings are kept
/// (a small string is made without allocating). A hash of the bytes picks a set of slots and the
/// bytes are compared in full, so a collision only replaces an entry. The table is shared by every
/// thread behind one lock (uncontended: a game builds its views on one thread).
enum InterpolatedKeyCache {
    /// Slots in the table (a power of two): a thousand distinct titles a frame mostly keep theirs.
    static let slotCount = 4096
    /// Slots a key may take (a power of two): direct-mapped slots lost a fifth of a thousand
    /// keys to collisions every frame.
    static let ways = 4
    /// Keys up to this many UTF-8 bytes are small strings, made without an allocation.
    static let smallStringCapacity = 15

    /// One kept key: its inline bytes (zero past `count`), the string and its markup answer.
    struct Slot {
        var words: KeyBytes.Words = (0, 0, 0, 0, 0, 0, 0, 0)
        var count = -1
        var key = ""
        var mayHaveMarkup = false
    }

    /// The key for `words` (the first `count` bytes valid UTF-8, the rest zero), and whether it
    /// may hold markdown: kept from an earlier key with the same bytes, or made and kept.
    static func key(words: KeyBytes.Words, count: Int, make: () -> (key: String, mayHaveMarkup: Bool)) -> (key: String, mayHaveMarkup: Bool)
    {
        guard count > smallStringCapacity, #available(macOS 15, *) else { return make() }
        let hash = hash(words, count)
        let set = InterpolatedKeySlots.base + Int(truncatingIfNeeded: hash) & (slotCount - ways)
        if let kept = InterpolatedKeySlots.lock.withLock({ _ -> (String, Bool)? in
            for way in 0..<ways where set[way].count == count && equal(set[way].words, words) {
                return (set[way].key, set[way].mayHaveMarkup)
            }
            return nil
        }) {
            return kept
        }
        let made = make()
        InterpolatedKeySlots.lock.withLock { _ in
            // An empty way first; else one picked by other bits of the hash.
            let way = (0..<ways).first { set[$0].count < 0 } ?? Int(truncatingIfNeeded: hash >> 32) & (ways - 1)
            set[way] = Slot(words: words, count: count, key: made.key, mayHaveMarkup: made.mayHaveMarkup)
        }
        return made
    }

    /// A key's words mixed (splitmix64 steps): the low bits pick its set of `ways` slots.
    @inline(__always)
    static func hash(_ w: KeyBytes.Words, _ count: Int) -> UInt64 {
        @inline(__always) func mix(_ h: UInt64, _ word: UInt64) -> UInt64 {
            let m = (h ^ word) &* 0xBF58_476D_1CE4_E5B9
            return m ^ m >> 31
        }
        return mix(mix(mix(mix(mix(mix(mix(mix(UInt64(truncatingIfNeeded: count), w.0), w.1), w.2), w.3), w.4), w.5), w.6), w.7)
    }

    @inline(__always)
    private static func equal(_ a: KeyBytes.Words, _ b: KeyBytes.Words) -> Bool {
        (a.0 ^ b.0) | (a.1 ^ b.1) | (a.2 ^ b.2) | (a.3 ^ b.3) | (a.4 ^ b.4) | (a.5 ^ b.5) | (a.6 ^ b.6) | (a.7 ^ b.7) == 0
    }
}

/// `InterpolatedKeyCache`'s table, made on first use and never freed.
@available(macOS 15, *)
private enum InterpolatedKeySlots {
    /// Held for every read and write of a slot.
    static let lock = Mutex(())
    nonisolated(unsafe) static let base: UnsafeMutablePointer<InterpolatedKeyCache.Slot> = {
        let base = UnsafeMutablePointer<InterpolatedKeyCache.Slot>.allocate(capacity: InterpolatedKeyCache.slotCount)
        base.initialize(repeating: InterpolatedKeyCache.Slot(), count: InterpolatedKeyCache.slotCount)
        return base
    }()
}
