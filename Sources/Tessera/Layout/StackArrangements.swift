import Foundation

/// The last arrangement each stack worked out while it was sized this pass, so that placing it
/// at that proposal does not run the algorithm again.
///
/// Placement re-runs the stack algorithm with the proposal `(p.major, p.minor ?? own minor)`
/// (docs/LayoutRules.md §4.2). When that is the proposal the stack was last sized for (a card's
/// `VStack` is sized for `(256, 236)` and then placed there), every answer the algorithm would
/// ask is already known, and so is the result: the children's proposals, sizes, gaps and minor
/// offsets recorded then are placed as they are.
struct StackArrangements {
    /// What one stack recorded: the proposal (as `SizeCache` keys it) and its children's records.
    private struct Record {
        var node: NodeID
        var width: UInt64
        var height: UInt64
        var start: Int32
        var count: Int32
    }

    /// Per node: its record in `records`, valid when that record is this pass's and names the
    /// node (so that forgetting a pass's records leaves this table alone).
    private var slots = ArenaBuffer<Int32>()
    private var records = ArenaBuffer<Record>()
    private var children = ArenaBuffer<StackLayout.Child>()
    /// Placements that replayed a recorded arrangement, since the graph was made (tests read it).
    private(set) var replays = 0

    /// Forgets every arrangement (at the start of a layout pass).
    mutating func reset() {
        records.removeAll()
        children.removeAll()
    }

    @inline(__always)
    private func recordIndex(of n: Int) -> Int? {
        guard n < slots.count else { return nil }
        let slot = Int(slots[n])
        return slot >= 0 && slot < records.count && records[slot].node == NodeID(n) ? slot : nil
    }

    /// Records the arrangement of `node` for `proposal`: its children, in `scratch[range]`.
    mutating func record(_ node: NodeID, proposal: ProposedViewSize, _ range: Range<Int>, of scratch: ArenaBuffer<StackLayout.Child>) {
        let n = Int(node)
        while slots.count <= n { slots.append(-1) }
        let width = SizeCache.key(proposal.width), height = SizeCache.key(proposal.height)
        if let slot = recordIndex(of: n), Int(records[slot].count) == range.count {
            // Sized again for another proposal: the newest arrangement replaces the old.
            records[slot].width = width
            records[slot].height = height
            (children.base + Int(records[slot].start)).update(from: scratch.base + range.lowerBound, count: range.count)
            return
        }
        slots[n] = Int32(records.count)
        records.append(Record(node: node, width: width, height: height, start: Int32(children.count), count: Int32(range.count)))
        children.append(contentsOf: UnsafeBufferPointer(start: scratch.base + range.lowerBound, count: range.count))
    }

    /// Appends to `scratch` the children of the arrangement recorded for `node` at exactly
    /// `proposal`, and returns their range there; `nil` when there is none.
    mutating func copyArrangement(
        of node: NodeID, proposal: ProposedViewSize, into scratch: inout ArenaBuffer<StackLayout.Child>
    ) -> Range<Int>? {
        guard let slot = recordIndex(of: Int(node)) else { return nil }
        let record = records[slot]
        guard record.width == SizeCache.key(proposal.width), record.height == SizeCache.key(proposal.height) else { return nil }
        let base = scratch.count
        scratch.append(contentsOf: UnsafeBufferPointer(start: children.base + Int(record.start), count: Int(record.count)))
        replays += 1
        return base..<scratch.count
    }

    /// Frees the storage. Call once, from the owner's `deinit`.
    mutating func deallocate() {
        slots.deallocate()
        records.deallocate()
        children.deallocate()
    }
}
