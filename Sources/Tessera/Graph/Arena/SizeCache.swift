import Foundation

/// The last few (proposal → size) answers of every node in this pass, in flat arrays indexed
/// in place. Stacks ask each child for its minimum, maximum and offered sizes, then again when
/// placing; caching them keeps nested stacks linear instead of exponential.
///
/// A node's fill, facts and first two answers share one 72-byte row, so consecutive nodes share
/// cache lines (most nodes of the card grid are asked one or two proposals a pass; 256-byte rows
/// of all eight answers took a line each). The other answers sit apart, touched only by nodes
/// asked more.
///
/// A pass that carries no answers forgets them all by moving to a new `stamp`: a row counts only
/// under the stamp it was written with, so the rows are not swept (666 KB at 1,000 cards, a trip
/// to memory for every line just before layout reads them again).
///
/// The arrays are arena buffers (no copy-on-write check on each store); the graph owns its two
/// caches and frees them in its `deinit`.
struct SizeCache {
    struct Entry {
        var width: UInt64
        var height: UInt64
        var size: CGSize
    }

    /// Answers kept per node; the oldest is replaced first.
    static let ways = 8
    private static let unspecified = UInt64.max
    /// The key of an axis the node's size does not depend on: every proposal there shares one
    /// entry. A NaN pattern, which no sanitized proposal has.
    private static let ignored = UInt64.max - 1
    /// In a node's `fill`: set once the proposal axes its size ignores are known; they follow
    /// as `Axis.Set` bits.
    private static let axesKnown: UInt16 = 1 << 8
    /// In a node's `fill`, recorded with the axes: without an explicit one, the layout priority
    /// a parent stack sees is 0.
    private static let zeroPriority: UInt16 = 1 << 11
    /// In a node's `fill`, recorded with the axes: the node answers its ideal size when it fits.
    private static let idealWhenItFits: UInt16 = 1 << 12
    /// In a node's `fill`, recorded with the axes: the node's size is its only child's.
    private static let passesSizeThrough: UInt16 = 1 << 13

    /// One node's `fill` and its first two answers.
    private struct Row {
        /// How many answers are filled (bits 0–4), which to replace next (5–7), the proposal
        /// axes the node's size ignores (8: known, 9–10: `Axis.Set`), whether its priority is 0
        /// (11), whether it answers its ideal size when it fits (12) and whether its size is its
        /// only child's (13).
        var fill: UInt16
        /// The cache's `stamp` when `fill` was written: under another stamp the row is empty.
        var stamp: UInt32
        var first: Entry
        var second: Entry
    }

    /// Answers kept in a node's row; the rest are in `more`.
    private static let inRow = 2
    private static let emptyEntry = Entry(width: 0, height: 0, size: .zero)
    private static let emptyRow = Row(fill: 0, stamp: 0, first: emptyEntry, second: emptyEntry)
    private var rows = ArenaBuffer<Row>()
    /// The stamp of this pass's rows; never 0, the stamp of a row never written.
    private var stamp: UInt32
    /// Answers 3 to `ways` of each node, `ways - inRow` per node.
    private var more = ArenaBuffer<Entry>()
    /// `carryRowsInPlace`'s runs in row order (kept, so that sorting them allocates nothing).
    private var orderedRuns = ArenaBuffer<CarriedRows>()

    /// An empty cache; `stamp` is where its stamps start (a test starts near the wrap).
    init(stamp: UInt32 = 1) {
        self.stamp = Swift.max(stamp, 1)
    }

    /// `node`'s fill and facts, 0 when its row was written under an older stamp.
    @inline(__always)
    private func fill(of node: Int) -> UInt16 {
        let row = rows.address(of: node)
        return row.pointee.stamp == stamp ? row.pointee.fill : 0
    }

    /// Writes `node`'s fill under this pass's stamp.
    @inline(__always)
    private mutating func setFill(_ fill: UInt16, of node: Int) {
        rows[node].fill = fill
        rows[node].stamp = stamp
    }

    /// Forgets every answer: the rows written so far no longer count. At the wrap (after 2³²
    /// such passes) the rows are cleared once.
    private mutating func advanceStamp() {
        if stamp == .max {
            rows.withUnsafeMutableBufferPointer { rows in
                for i in rows.indices { rows[i].stamp = 0 }
            }
            stamp = 1
        } else {
            stamp += 1
        }
    }

    /// The key of one axis of a proposal: its bits, or `UInt64.max` for `nil`.
    @inline(__always)
    static func key(_ v: CGFloat?) -> UInt64 {
        v.map { UInt64($0.bitPattern) } ?? unspecified
    }

    @inline(__always)
    private static func keys(_ p: ProposedViewSize, ignoring axes: Axis.Set) -> (UInt64, UInt64) {
        (axes.contains(.horizontal) ? ignored : key(p.width), axes.contains(.vertical) ? ignored : key(p.height))
    }

    /// The proposal axes `node`'s size ignores, once recorded this pass.
    @inline(__always)
    func ignoredAxes(of node: Int) -> Axis.Set? {
        let state = fill(of: node)
        return state & Self.axesKnown != 0 ? Self.ignoredAxes(state) : nil
    }

    /// A node's fill and facts in one read, for a size query to take apart (the `state`
    /// functions below), instead of reading them once per question.
    @inline(__always)
    func state(of node: Int) -> UInt16 {
        fill(of: node)
    }

    /// Whether `state` holds the node's facts.
    @inline(__always)
    static func factsAreKnown(_ state: UInt16) -> Bool {
        state & axesKnown != 0
    }

    /// The ignored axes recorded in `state` (facts known).
    @inline(__always)
    static func ignoredAxes(_ state: UInt16) -> Axis.Set {
        Axis.Set(rawValue: Int8(truncatingIfNeeded: (state >> 9) & 3))
    }

    /// Whether `state` says the node's size is its only child's (facts known).
    @inline(__always)
    static func passesSizeThrough(_ state: UInt16) -> Bool {
        state & passesSizeThrough != 0
    }

    /// What a node's layout rule says about its sizes and priority, fixed for the pass.
    struct Facts {
        /// The proposal axes its size ignores (see `ViewGraph.proposalAxesIgnored(by:)`).
        var axes: Axis.Set = []
        /// Whether its layout priority without an explicit one is 0.
        var zeroPriority = false
        /// Whether it answers its ideal size when that fits (see `idealSizeFitting`).
        var idealWhenItFits = false
        /// Whether its size for any proposal is its only child's for that proposal (see
        /// `ViewGraph.size(of:proposal:)`).
        var passesSizeThrough = false
    }

    /// Records `facts` of `node`.
    @inline(__always)
    mutating func setFacts(_ facts: Facts, of node: Int) {
        let filled = fill(of: node) & 0xFF
        let fill =
            filled | Self.axesKnown | UInt16(UInt8(truncatingIfNeeded: facts.axes.rawValue) & 3) << 9
            | (facts.zeroPriority ? Self.zeroPriority : 0) | (facts.idealWhenItFits ? Self.idealWhenItFits : 0)
            | (facts.passesSizeThrough ? Self.passesSizeThrough : 0)
        setFill(fill, of: node)
    }

    /// Whether `node` answers its ideal size when that fits (recorded with its axes).
    @inline(__always)
    func isIdealSizeWhenItFits(_ node: Int) -> Bool {
        fill(of: node) & Self.idealWhenItFits != 0
    }

    /// The ideal size of `node` at `p`'s width when this pass already knows it and it fits `p`'s
    /// height, for a node that then answers it (a text without a line limit, docs/LayoutRules.md
    /// §9: only lines that do not fit the height are dropped). A stack's maximum probe and most
    /// offers of a wrapping text are answered here, before any layout rule is asked.
    @inline(__always)
    func idealSizeFitting(_ node: Int, state: UInt16, _ p: ProposedViewSize) -> CGSize? {
        guard state & Self.idealWhenItFits != 0, let height = p.height,
            let ideal = lookup(node, state: state, ProposedViewSize(width: p.width, height: nil), ignoring: [])
        else { return nil }
        // The ideal height is rounded up to the pixel grid, so the lines' own height fits too
        // (`TextLayoutEngine.size` compares that, with the same tolerance).
        return ideal.height <= height + 0.0001 ? ideal : nil
    }

    /// Whether `node`'s layout priority without an explicit one is known to be 0 (recorded with
    /// its axes).
    @inline(__always)
    func hasZeroPriority(_ node: Int) -> Bool {
        fill(of: node) & Self.zeroPriority != 0
    }

    /// Empties the cache for `count` nodes, keeping storage.
    mutating func reset(count: Int) {
        advanceStamp()
        if rows.count < count { rows.append(repeating: Self.emptyRow, count: count - rows.count) }
        reserveMore(for: count)
    }

    /// Makes room for nodes added during layout (content made by GeometryReader).
    mutating func grow(to count: Int) {
        guard count > rows.count else { return }
        rows.append(repeating: Self.emptyRow, count: count - rows.count)
        reserveMore(for: count)
    }

    private mutating func reserveMore(for count: Int) {
        let needed = count * (Self.ways - Self.inRow)
        if more.count < needed {
            more.append(repeating: Self.emptyEntry, count: needed - more.count)
        }
    }

    /// Frees the storage. Call once, from the owner's `deinit`.
    mutating func deallocate() {
        rows.deallocate()
        more.deallocate()
        orderedRuns.deallocate()
    }

    /// A run of nodes whose answers move from one cache to another: `count` rows from row
    /// `from` to the rows starting at `to`.
    struct CarriedRows {
        var from, to, count: Int32
    }

    /// Copies the answers of `runs` of nodes of `other` into this cache.
    mutating func copyRows(_ runs: [CarriedRows], from other: SizeCache) {
        let stamp = stamp, otherStamp = other.stamp
        rows.withUnsafeMutableBufferPointer { rows in
            more.withUnsafeMutableBufferPointer { target in
                other.rows.withUnsafeBufferPointer { otherRows in
                    other.more.withUnsafeBufferPointer { source in
                        for run in runs {
                            for k in 0..<Int(run.count) {
                                let row = Int(run.from) + k, destination = Int(run.to) + k
                                let fill = otherRows[row].stamp == otherStamp ? otherRows[row].fill : 0
                                rows[destination] = otherRows[row]
                                rows[destination].fill = fill
                                rows[destination].stamp = stamp
                                let filled = Int(fill & 31)
                                guard filled > Self.inRow else { continue }
                                (target.baseAddress! + destination * (Self.ways - Self.inRow))
                                    .update(from: source.baseAddress! + row * (Self.ways - Self.inRow), count: filled - Self.inRow)
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
        guard runs.allSatisfy({ $0.from == $0.to && Int($0.from) + Int($0.count) <= Swift.min(other.rows.count, count) }) else {
            return false
        }
        // In row order, to find the rows between them (containers are carried after their content).
        orderedRuns.removeAll()
        for run in runs where run.count > 0 { orderedRuns.append(run) }
        // Insertion sort: nearly in order already, and the standard sort allocates a buffer.
        orderedRuns.withUnsafeMutableBufferPointer { runs in
            for i in runs.indices.dropFirst() {
                let run = runs[i]
                var j = i
                while j > 0, runs[j - 1].to > run.to {
                    runs[j] = runs[j - 1]
                    j -= 1
                }
                runs[j] = run
            }
        }
        swap(&rows, &other.rows)
        swap(&more, &other.more)
        swap(&stamp, &other.stamp)
        if rows.count > count {
            rows.removeSuffix(from: count)
        } else {
            rows.append(repeating: Self.emptyRow, count: count - rows.count)
        }
        reserveMore(for: count)
        // Nothing carried (every view made again): a new stamp forgets every row at once.
        guard !orderedRuns.isEmpty else {
            advanceStamp()
            return true
        }
        // The rows between runs belong to views made again: their answers are forgotten.
        rows.withUnsafeMutableBufferPointer { rows in
            var next = 0
            for i in orderedRuns.indices {
                let run = orderedRuns[i]
                for row in next..<Swift.max(next, Int(run.to)) { rows[row].fill = 0 }
                next = Swift.max(next, Int(run.to) + Int(run.count))
            }
            for row in next..<count { rows[row].fill = 0 }
        }
        return true
    }

    /// The answer recorded for `p` (keyed with `axes` ignored), `state` being `state(of: node)`.
    @inline(__always)
    func lookup(_ node: Int, state: UInt16, _ p: ProposedViewSize, ignoring axes: Axis.Set) -> CGSize? {
        let filled = Int(state & 31)
        guard filled > 0 else { return nil }
        let (w, h) = Self.keys(p, ignoring: axes)
        let row = rows.address(of: node)
        if row.pointee.first.width == w && row.pointee.first.height == h { return row.pointee.first.size }
        guard filled > 1 else { return nil }
        if row.pointee.second.width == w && row.pointee.second.height == h { return row.pointee.second.size }
        guard filled > Self.inRow else { return nil }
        let base = node * (Self.ways - Self.inRow)
        return more.withUnsafeBufferPointer { e in
            for k in 0..<(filled - Self.inRow) where e[base + k].width == w && e[base + k].height == h {
                return e[base + k].size
            }
            return nil
        }
    }

    @inline(__always)
    mutating func store(_ node: Int, _ p: ProposedViewSize, ignoring axes: Axis.Set, _ size: CGSize) {
        let state = fill(of: node)
        let filled = state & 31, next = (state >> 5) & 7
        let (w, h) = Self.keys(p, ignoring: axes)
        let entry = Entry(width: w, height: h, size: size)
        switch next {
        case 0: rows[node].first = entry
        case 1: rows[node].second = entry
        default: more[node * (Self.ways - Self.inRow) + Int(next) - Self.inRow] = entry
        }
        setFill(state & ~0xFF | min(filled + 1, UInt16(Self.ways)) | (((next + 1) % UInt16(Self.ways)) << 5), of: node)
    }
}
