import Foundation

/// The last few (proposal → size) answers of one node in this pass. Stacks ask each child for
/// its minimum, maximum and offered sizes, then again when placing; caching them keeps nested
/// stacks linear instead of exponential.
struct SizeCache {
    private struct Entry {
        var width: UInt64
        var height: UInt64
        var size: CGSize
    }

    private static let unspecified = UInt64.max

    private var e0 = Entry(width: 0, height: 0, size: .zero)
    private var e1 = Entry(width: 0, height: 0, size: .zero)
    private var e2 = Entry(width: 0, height: 0, size: .zero)
    private var e3 = Entry(width: 0, height: 0, size: .zero)
    private var count: UInt8 = 0
    private var next: UInt8 = 0

    @inline(__always)
    private static func key(_ v: CGFloat?) -> UInt64 {
        v.map { UInt64($0.bitPattern) } ?? unspecified
    }

    func lookup(_ p: ProposedViewSize) -> CGSize? {
        let w = Self.key(p.width), h = Self.key(p.height)
        if count > 0, e0.width == w, e0.height == h { return e0.size }
        if count > 1, e1.width == w, e1.height == h { return e1.size }
        if count > 2, e2.width == w, e2.height == h { return e2.size }
        if count > 3, e3.width == w, e3.height == h { return e3.size }
        return nil
    }

    mutating func store(_ p: ProposedViewSize, _ size: CGSize) {
        let entry = Entry(width: Self.key(p.width), height: Self.key(p.height), size: size)
        switch next {
        case 0: e0 = entry
        case 1: e1 = entry
        case 2: e2 = entry
        default: e3 = entry
        }
        next = (next + 1) & 3
        count = min(count + 1, 4)
    }
}
