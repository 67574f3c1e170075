/// A growable buffer owned by exactly one `ViewGraph`, for the per-pass arrays layout reads and
/// writes millions of times a second (nodes, text runs, stack scratch).
///
/// Unlike `Array` it is not reference-counted or copy-on-write: reading an element through the
/// graph costs no retain/release and writing one no uniqueness check. The owner must call
/// `deallocate()` exactly once (in its `deinit`) and never let a copy outlive itself.
struct ArenaBuffer<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int
    /// Ranges whose elements were moved into another buffer (`appendMoving`): their bits stay
    /// readable until this buffer is emptied, but they are not deinitialized again. Kept in raw
    /// storage, allocated on the first move, so the buffer stays a plain value (no references).
    private var movedOut: UnsafeMutablePointer<Range<Int>>?
    private var movedOutCount = 0
    private var movedOutCapacity = 0
    /// Whether `movedOut` is in ascending order (moves usually come in order).
    private var movedOutIsSorted = true

    init(capacity: Int = 16) {
        self.capacity = Swift.max(capacity, 1)
        base = Self.allocateStorage(capacity: self.capacity)
    }

    var isEmpty: Bool { count == 0 }
    var indices: Range<Int> { 0..<count }

    subscript(index: Int) -> Element {
        @inline(__always) unsafeAddress {
            precondition(Self.isInBounds(index, count), "arena index out of range")
            return UnsafePointer(base + index)
        }
        @inline(__always) unsafeMutableAddress {
            precondition(Self.isInBounds(index, count), "arena index out of range")
            return base + index
        }
    }

    /// Where the element at `index` is, checked as the subscript checks it (to lend an element
    /// without copying it).
    @inline(__always)
    func address(of index: Int) -> UnsafePointer<Element> {
        precondition(Self.isInBounds(index, count), "arena index out of range")
        return UnsafePointer(base + index)
    }

    /// `0 <= index < count` as one unsigned comparison (a negative index wraps above any count):
    /// every element access checks it, a few hundred times per node each frame.
    @inline(__always)
    private static func isInBounds(_ index: Int, _ count: Int) -> Bool {
        UInt(bitPattern: index) < UInt(bitPattern: count)
    }

    var first: Element? { count > 0 ? base[0] : nil }
    var last: Element? { count > 0 ? base[count - 1] : nil }

    // `consuming`: a payload made for the append (a `ShapeNode`, an `ImageNode`) moves in.
    @inline(__always)
    mutating func append(_ element: consuming Element) {
        if count == capacity { grow(to: capacity * 2) }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Appends a copy of the element at `index`, copied straight into its new place.
    @inline(__always)
    mutating func appendCopy(of index: Int) {
        precondition(Self.isInBounds(index, count), "arena index out of range")
        if count == capacity { grow(to: capacity * 2) }
        (base + count).initialize(to: base[index])
        count += 1
    }

    /// Appends `n` copies of `element`.
    mutating func append(repeating element: Element, count n: Int) {
        if count + n > capacity { grow(to: Swift.max(capacity * 2, count + n)) }
        (base + count).initialize(repeating: element, count: n)
        count += n
    }

    /// Appends a buffer's elements with one copy.
    mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress, !elements.isEmpty else { return }
        if count + elements.count > capacity { grow(to: Swift.max(capacity * 2, count + elements.count)) }
        (base + count).initialize(from: source, count: elements.count)
        count += elements.count
    }

    /// Appends copies of another buffer's elements in `range`.
    mutating func appendCopies(of range: Range<Int>, from other: ArenaBuffer<Element>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= other.count)
        if count + range.count > capacity { grow(to: Swift.max(capacity * 2, count + range.count)) }
        (base + count).initialize(from: other.base + range.lowerBound, count: range.count)
        count += range.count
    }

    /// Appends `range` of `other` by moving its elements: one bitwise copy, no retain, no
    /// per-element copy. `other` keeps the bits readable (it is last pass's buffer, read until
    /// it is emptied) but no longer owns them. An element can have only one owner, so a range
    /// overlapping one moved before is copied instead. Returns whether it moved.
    @discardableResult
    mutating func appendMoving(_ range: Range<Int>, from other: inout ArenaBuffer<Element>) -> Bool {
        precondition(range.lowerBound >= 0 && range.upperBound <= other.count)
        guard !range.isEmpty else { return true }
        guard !other.hasMovedOut(overlapping: range) else {
            appendCopies(of: range, from: other)
            return false
        }
        if count + range.count > capacity { grow(to: Swift.max(capacity * 2, count + range.count)) }
        UnsafeMutableRawPointer(base + count).copyMemory(
            from: UnsafeRawPointer(other.base + range.lowerBound), byteCount: range.count * MemoryLayout<Element>.stride)
        count += range.count
        other.noteMovedOut(range)
        return true
    }

    /// Whether an element of `range` was moved out since the buffer was last emptied.
    private func hasMovedOut(overlapping range: Range<Int>) -> Bool {
        guard let movedOut, movedOutCount > 0 else { return false }
        if movedOutIsSorted, range.lowerBound >= movedOut[movedOutCount - 1].upperBound { return false }
        return UnsafeBufferPointer(start: movedOut, count: movedOutCount).contains { $0.overlaps(range) }
    }

    private mutating func noteMovedOut(_ range: Range<Int>) {
        if let movedOut, movedOutCount > 0 {
            let last = movedOut[movedOutCount - 1]
            if last.upperBound == range.lowerBound {
                movedOut[movedOutCount - 1] = last.lowerBound..<range.upperBound
                return
            }
            if range.lowerBound < last.upperBound { movedOutIsSorted = false }
        }
        if movedOutCount == movedOutCapacity {
            let newCapacity = Swift.max(16, movedOutCapacity * 2)
            let grown = UnsafeMutablePointer<Range<Int>>.allocate(capacity: newCapacity)
            if let movedOut {
                grown.moveInitialize(from: movedOut, count: movedOutCount)
                movedOut.deallocate()
            }
            movedOut = grown
            movedOutCapacity = newCapacity
        }
        (movedOut! + movedOutCount).initialize(to: range)
        movedOutCount += 1
    }

    /// Removes the elements from `index` to the end (the buffer is used as a stack).
    mutating func removeSuffix(from index: Int) {
        precondition(index >= 0 && index <= count)
        if movedOutCount == 0 {
            (base + index).deinitialize(count: count - index)
        } else {
            deinitializeOwned(from: index)
        }
        count = index
    }

    /// Deinitializes the elements from `index` to the end that were not moved out, and forgets
    /// the moved-out ranges there.
    private mutating func deinitializeOwned(from index: Int) {
        var ranges = UnsafeMutableBufferPointer(start: movedOut, count: movedOutCount)
        if !movedOutIsSorted { ranges.sort { $0.lowerBound < $1.lowerBound } }
        movedOutIsSorted = true
        var next = index, kept = 0
        for moved in ranges {
            if moved.lowerBound < index {
                // Before the removed part: kept, cut at `index`.
                ranges[kept] = moved.lowerBound..<Swift.min(moved.upperBound, index)
                kept += 1
            }
            guard moved.upperBound > index else { continue }
            let start = Swift.max(moved.lowerBound, index)
            if start > next { (base + next).deinitialize(count: start - next) }
            next = Swift.max(next, moved.upperBound)
        }
        if count > next { (base + next).deinitialize(count: count - next) }
        movedOutCount = kept
    }

    /// Removes `range`, which must end at the end of the buffer.
    mutating func removeSubrange(_ range: Range<Int>) {
        precondition(range.upperBound == count, "arena buffers only shrink from the end")
        removeSuffix(from: range.lowerBound)
    }

    /// Removes the elements from `range.lowerBound` to the end.
    mutating func removeSubrange(_ range: PartialRangeFrom<Int>) {
        removeSuffix(from: range.lowerBound)
    }

    /// Empties the buffer, keeping its storage.
    mutating func removeAll() {
        removeSuffix(from: 0)
    }

    @inline(__always)
    func withUnsafeMutableBufferPointer<R>(_ body: (UnsafeMutableBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(UnsafeMutableBufferPointer(start: base, count: count))
    }

    @inline(__always)
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    private mutating func grow(to newCapacity: Int) {
        let newBase = Self.allocateStorage(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Storage for `capacity` elements, starting on a cache line (64 bytes): a large block from
    /// `malloc` starts 16 bytes into one, so every record of a power-of-two size (a text's
    /// 256 bytes of sizes in `TextSizeCache`) straddled two lines where it needs one.
    private static func allocateStorage(capacity: Int) -> UnsafeMutablePointer<Element> {
        UnsafeMutableRawPointer.allocate(
            byteCount: capacity * MemoryLayout<Element>.stride, alignment: Swift.max(64, MemoryLayout<Element>.alignment)
        ).bindMemory(to: Element.self, capacity: capacity)
    }

    /// Frees the storage. Call once, from the owner's `deinit`.
    mutating func deallocate() {
        removeAll()
        base.deallocate()
        movedOut?.deallocate()
        movedOut = nil
    }
}

extension ArenaBuffer: Sequence {
    func makeIterator() -> UnsafeBufferPointer<Element>.Iterator {
        UnsafeBufferPointer(start: base, count: count).makeIterator()
    }
}
