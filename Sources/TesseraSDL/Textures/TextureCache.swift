import Foundation
import Logging
import TesseraCSDL2

/// A bounded cache of SDL textures: keyed, with a byte budget, least-recently-used eviction and
/// counters a test can read.
///
/// Textures used in the current frame are never evicted (they may still be queued in SDL's
/// command batch, and evicting them would only make the frame create them again). So the
/// budget is a soft limit: when one frame's working set is larger than the budget the cache
/// grows past it and logs one warning, instead of failing to draw.
public final class TextureCache {
    /// A texture held by the cache.
    public struct Entry {
        /// The texture (`SDL_Texture *`), owned by the cache.
        public var texture: OpaquePointer
        /// Width in pixels.
        public var width: Int
        /// Height in pixels.
        public var height: Int
        /// Bytes the texture is counted as (4 per pixel).
        public var bytes: Int
        var lastUse: UInt64
        var frame: UInt64
    }

    /// Budget in bytes (4 bytes per texel). Shrinking it evicts at the next insertion.
    public var byteBudget: Int
    /// Textures this cache created (counted when inserted).
    public private(set) var created = 0
    /// Textures evicted to stay within the budget.
    public private(set) var evicted = 0
    /// Look-ups that found a texture.
    public private(set) var hits = 0
    /// Look-ups that found nothing.
    public private(set) var misses = 0
    /// Bytes of all cached textures.
    public private(set) var bytes = 0
    /// How many times an insertion left the cache over budget (each logged once per key).
    public private(set) var overBudgetCount = 0
    /// The last over-budget warning text, for tools and tests.
    public private(set) var lastWarning: String?
    /// Called with a texture just before it is destroyed, so a renderer can flush a batch that
    /// still references it.
    var willDestroy: ((OpaquePointer) -> Void)?

    private var entries: [TextureKey: Entry] = [:]
    private var tick: UInt64 = 0
    private var frame: UInt64 = 0
    private var warnedKeys: Set<TextureKey> = []
    private let logger: Logger

    /// - Parameters:
    ///   - byteBudget: soft limit on texel bytes (default 64 MiB).
    ///   - logger: where over-budget warnings go.
    public init(byteBudget: Int = 64 << 20, logger: Logger = Logger(label: "Tessera.TextureCache")) {
        self.byteBudget = max(0, byteBudget)
        self.logger = logger
    }

    deinit { removeAll() }

    /// Number of cached textures.
    public var count: Int { entries.count }

    /// Whether a texture for `key` is cached (does not count as a hit or miss).
    public func contains(_ key: TextureKey) -> Bool { entries[key] != nil }

    /// Starts a new frame: textures used from now on are pinned until the next call.
    public func beginFrame() { frame &+= 1 }

    /// The cached texture for `key`, marking it used.
    public func lookup(_ key: TextureKey) -> Entry? {
        guard var entry = entries[key] else {
            misses += 1
            return nil
        }
        hits += 1
        tick &+= 1
        entry.lastUse = tick
        entry.frame = frame
        entries[key] = entry
        return entry
    }

    /// Adds a texture the caller created (the cache owns and destroys it from now on) and evicts
    /// least-recently-used textures not used this frame until the budget holds.
    @discardableResult
    public func insert(_ texture: OpaquePointer, width: Int, height: Int, for key: TextureKey) -> Entry {
        if let old = entries.removeValue(forKey: key) { destroy(old) }
        tick &+= 1
        let entry = Entry(texture: texture, width: width, height: height, bytes: width * height * 4, lastUse: tick, frame: frame)
        entries[key] = entry
        bytes += entry.bytes
        created += 1
        trim(keeping: key)
        return entry
    }

    /// The texture for `key`, created by `make` on a miss.
    public func texture(for key: TextureKey, make: () throws -> (OpaquePointer, Int, Int)) rethrows -> Entry {
        if let hit = lookup(key) { return hit }
        let (texture, w, h) = try make()
        return insert(texture, width: w, height: h, for: key)
    }

    /// Drops every entry without destroying its texture: for when the renderer that owned them is
    /// gone (SDL destroyed its textures with it), so nothing freed is touched again.
    func forgetAll() {
        entries.removeAll()
        bytes = 0
    }

    /// Destroys every texture (counters are kept).
    public func removeAll() {
        for entry in entries.values { destroy(entry) }
        entries.removeAll()
        bytes = 0
    }

    private func trim(keeping key: TextureKey) {
        while bytes > byteBudget {
            // Least recently used among those not pinned by the current frame.
            var victim: (TextureKey, Entry)?
            for (k, e) in entries where e.frame != frame && k != key {
                if victim == nil || e.lastUse < victim!.1.lastUse { victim = (k, e) }
            }
            guard let (k, e) = victim else { break }
            entries.removeValue(forKey: k)
            destroy(e)
            evicted += 1
        }
        if bytes > byteBudget {
            overBudgetCount += 1
            if warnedKeys.insert(key).inserted {
                let message =
                    "texture cache over budget: \(bytes) bytes in use this frame (budget \(byteBudget) bytes) after adding \(Self.describe(key)); keeping the frame's textures and growing past the budget"
                lastWarning = message
                logger.warning("\(message)")
            }
        }
    }

    private func destroy(_ entry: Entry) {
        willDestroy?(entry.texture)
        SDL_DestroyTexture(entry.texture)
        bytes -= entry.bytes
    }

    static func describe(_ key: TextureKey) -> String {
        switch key {
        case .imageFile(let path): "image '\(path)'"
        case .placeholder: "the missing-image placeholder"
        case .coverage(_, _, _, let w, let h): "a \(w)×\(h) path mask"
        case .nineSlice(let key): "a \(key.width)×\(key.height) nine-slice of '\(key.image.name)'"
        case .rendered(let image):
            "a rendered \(Int(checked: image.displayList.pixelSize.width))×\(Int(checked: image.displayList.pixelSize.height)) image"
        case .paintedShape(let key): "a \(key.width)×\(key.height) painted shape"
        case .custom(let name): "'\(name)'"
        }
    }
}
