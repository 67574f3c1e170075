import Foundation

/// The last few (proposal → size) answers of every node in this pass, in flat arrays indexed
/// in place. Stacks ask each child for its minimum, maximum and offered sizes, then again when
/// placing; caching them keeps nested stacks linear instead of exponential.
struct SizeCache {
    struct Entry {
        var width: UInt64
        var height: UInt64
        var size: CGSize
    }

    /// Answers kept per node; the oldest is replaced first.
    static let ways = 8
    private static let unspecified = UInt64.max

    private var entries: [Entry] = []
    /// Per node: how many entries are filled (low bits) and which to replace next.
    private var fill: [UInt8] = []

    @inline(__always)
    private static func key(_ v: CGFloat?) -> UInt64 {
        v.map { UInt64($0.bitPattern) } ?? unspecified
    }

    /// Empties the cache for `count` nodes, keeping storage.
    mutating func reset(count: Int) {
        fill.removeAll(keepingCapacity: true)
        fill.append(contentsOf: repeatElement(0, count: count))
        let needed = count * Self.ways
        if entries.count < needed {
            entries.append(contentsOf: repeatElement(Entry(width: 0, height: 0, size: .zero), count: needed - entries.count))
        }
    }

    /// Makes room for nodes added during layout (content made by GeometryReader).
    mutating func grow(to count: Int) {
        guard count > fill.count else { return }
        fill.append(contentsOf: repeatElement(0, count: count - fill.count))
        let needed = count * Self.ways
        if entries.count < needed {
            entries.append(contentsOf: repeatElement(Entry(width: 0, height: 0, size: .zero), count: needed - entries.count))
        }
    }

    /// A run of nodes whose answers move from one cache to another: `count` rows from row
    /// `from` to the rows starting at `to`.
    struct CarriedRows {
        var from, to, count: Int32
    }

    /// Copies the answers of `runs` of nodes of `other` into this cache.
    mutating func copyRows(_ runs: [CarriedRows], from other: SizeCache) {
        fill.withUnsafeMutableBufferPointer { fill in
            entries.withUnsafeMutableBufferPointer { target in
                other.fill.withUnsafeBufferPointer { otherFill in
                    other.entries.withUnsafeBufferPointer { source in
                        for run in runs {
                            for k in 0..<Int(run.count) {
                                let row = Int(run.from) + k, destination = Int(run.to) + k
                                let state = otherFill[row]
                                fill[destination] = state
                                let filled = Int(state & 31)
                                guard filled > 0 else { continue }
                                (target.baseAddress! + destination * Self.ways)
                                    .update(from: source.baseAddress! + row * Self.ways, count: filled)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Carries the answers of `runs` of nodes of `other` without copying them, when every run
    /// stays at its row (`from == to`: the views evaluated again kept their node counts, as a
    /// moving selection does): this cache takes over `other`'s answers and forgets the rows no
    /// run covers. Returns `false`, changing nothing, when a run moved.
    mutating func carryRowsInPlace(_ runs: [CarriedRows], from other: inout SizeCache, count: Int) -> Bool {
        guard runs.allSatisfy({ $0.from == $0.to && Int($0.from) + Int($0.count) <= Swift.min(other.fill.count, count) }) else {
            return false
        }
        swap(&entries, &other.entries)
        reset(count: count)
        fill.withUnsafeMutableBufferPointer { fill in
            other.fill.withUnsafeBufferPointer { kept in
                for run in runs where run.count > 0 {
                    (fill.baseAddress! + Int(run.to)).update(from: kept.baseAddress! + Int(run.from), count: Int(run.count))
                }
            }
        }
        return true
    }

    @inline(__always)
    func lookup(_ node: Int, _ p: ProposedViewSize) -> CGSize? {
        let w = Self.key(p.width), h = Self.key(p.height)
        let filled = Int(fill[node] & 31)
        let base = node * Self.ways
        return entries.withUnsafeBufferPointer { e in
            for k in 0..<filled where e[base + k].width == w && e[base + k].height == h {
                return e[base + k].size
            }
            return nil
        }
    }

    @inline(__always)
    mutating func store(_ node: Int, _ p: ProposedViewSize, _ size: CGSize) {
        let state = fill[node]
        let filled = state & 31, next = state >> 5
        entries[node * Self.ways + Int(next)] = Entry(width: Self.key(p.width), height: Self.key(p.height), size: size)
        fill[node] = min(filled + 1, UInt8(Self.ways)) | (((next + 1) % UInt8(Self.ways)) << 5)
    }
}
