import Synchronization

/// The markup answers of string literals: a game's `Text("…")` literals are the same bytes at the
/// same address every frame, and the scan of the card grid's subtitle cost about 220
/// instructions per card. A literal's bytes are immortal (never freed or changed), so its address
/// and length name its contents for as long as the program runs; any other string is scanned.
enum LiteralMarkupCache {
    /// How many answers are kept (a power of two), each in one atomic word, so graphs on several
    /// threads may share them.
    static let slotCount = 16

    /// Whether `string` may hold markdown, as `MarkdownParser.mayHaveMarkup` answers.
    static func mayHaveMarkup(_ string: String) -> Bool {
        guard isImmortal(string), #available(macOS 15, *) else { return MarkdownParser.mayHaveMarkup(string) }
        return string.utf8.withContiguousStorageIfAvailable(answer) ?? MarkdownParser.mayHaveMarkup(string)
    }

    /// Whether `string`'s bytes live as long as the program (a literal). The discriminator of a
    /// 64-bit `String` is the top nibble of its second word: 0x8 for an immortal large string;
    /// native (0x0), bridged and small strings (whose bytes are copied out to scan) are not.
    static func isImmortal(_ string: String) -> Bool {
        guard MemoryLayout<String>.size == 16 else { return false }
        return unsafeBitCast(string, to: (UInt64, UInt64).self).1 >> 60 == 0x8
    }

    /// The answer for the immortal `bytes`, from its slot or scanned and kept.
    @available(macOS 15, *)
    private static func answer(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let address = UInt64(UInt(bitPattern: bytes.baseAddress))
        // One word: the address (user space fits 48 bits), the length and the answer.
        guard address >> 48 == 0, address != 0, bytes.count < 0x7FFF else { return MarkdownParser.mayHaveMarkup(bytes) }
        let key = address << 16 | UInt64(bytes.count) << 1
        let slot = LiteralMarkupSlots.slots + Int(truncatingIfNeeded: (address ^ address >> 6) & UInt64(slotCount - 1))
        let entry = slot.pointee.load(ordering: .relaxed)
        if entry & ~1 == key { return entry & 1 != 0 }
        let answer = MarkdownParser.mayHaveMarkup(bytes)
        slot.pointee.store(key | (answer ? 1 : 0), ordering: .relaxed)
        return answer
    }

}

/// `LiteralMarkupCache`'s slots, made once and never freed.
@available(macOS 15, *)
private enum LiteralMarkupSlots {
    nonisolated(unsafe) static let slots: UnsafeMutablePointer<Atomic<UInt64>> = {
        let slots = UnsafeMutablePointer<Atomic<UInt64>>.allocate(capacity: LiteralMarkupCache.slotCount)
        for i in 0..<LiteralMarkupCache.slotCount { (slots + i).initialize(to: Atomic(0)) }
        return slots
    }()
}
