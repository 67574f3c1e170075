import Foundation

/// Rendered pattern tiles by their parameters, so a style made every frame lays its tile out once.
final class PatternTileCache: @unchecked Sendable {
    struct Key: Hashable {
        var size: CGFloat
        var lineWidth: CGFloat
        var color: Color.Resolved
        var scale: CGFloat
    }

    static let shared = PatternTileCache()
    private let lock = NSLock()
    private var tiles: [Key: RenderedImage] = [:]
    /// Tiles laid out so far (tests read it).
    private(set) var rendered = 0

    func tile(for key: Key, make: () -> RenderedImage) -> RenderedImage {
        lock.lock()
        if let hit = tiles[key] { lock.unlock(); return hit }
        lock.unlock()
        let image = make()
        lock.lock()
        defer { lock.unlock() }
        if tiles.count > 256 { tiles.removeAll() }
        tiles[key] = image
        rendered += 1
        return image
    }
}
