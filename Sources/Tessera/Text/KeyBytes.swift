import Foundation

/// The UTF-8 bytes of an interpolated key while it is built, kept inline while they fit, so a
/// key such as `"Level \(n): Crystal Caverns"` becomes one `String` at the end instead of a
/// reserved `String` grown piece by piece (each append checked its capacity and uniqueness).
struct KeyBytes {
    /// How many bytes fit inline.
    static let inlineCapacity = 64
    /// The inline buffer: bytes past the count stay zero, so equal keys have equal words.
    typealias Words = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
    private var inline: Words = (0, 0, 0, 0, 0, 0, 0, 0)
    private var inlineCount = 0
    /// The key once it no longer fits inline (then every later piece goes here).
    private var spilled: String?

    /// Appends the UTF-8 bytes of `string`.
    mutating func append(_ string: String) {
        if spilled == nil,
            let fitted = string.utf8.withContiguousStorageIfAvailable({ appendInline($0) }), fitted
        {
            return
        }
        spill()
        spilled! += string
    }

    /// Appends `bytes`, which are valid UTF-8.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        if spilled == nil, appendInline(bytes) { return }
        spill()
        spilled! += String(decoding: bytes, as: UTF8.self)
    }

    /// Copies `bytes` inline; `false` when they do not fit (nothing copied).
    private mutating func appendInline(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = inlineCount
        guard bytes.count <= Self.inlineCapacity - count else { return false }
        if let source = bytes.baseAddress, !bytes.isEmpty {
            withUnsafeMutableBytes(of: &inline) { storage in
                storage.baseAddress!.advanced(by: count).copyMemory(from: source, byteCount: bytes.count)
            }
        }
        inlineCount = count + bytes.count
        return true
    }

    /// Moves the inline bytes into `spilled`.
    private mutating func spill() {
        guard spilled == nil else { return }
        spilled = withInlineBytes { String(decoding: $0, as: UTF8.self) }
    }

    private func withInlineBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        withUnsafeBytes(of: inline) { storage in
            body(UnsafeBufferPointer(start: storage.baseAddress!.assumingMemoryBound(to: UInt8.self), count: inlineCount))
        }
    }

    /// The key, and whether it may hold markdown (one scan of the whole key: interpolated values
    /// add no markup byte unescaped, so this is the literals' answer). A key that fits inline
    /// comes from `InterpolatedKeyCache` when the same bytes were made before.
    func finish() -> (key: String, mayHaveMarkup: Bool) {
        if let spilled { return (spilled, MarkdownParser.mayHaveMarkup(spilled)) }
        return InterpolatedKeyCache.key(words: inline, count: inlineCount) {
            withInlineBytes { bytes in (String(decoding: bytes, as: UTF8.self), MarkdownParser.mayHaveMarkup(bytes)) }
        }
    }
}
