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

    init(capacity: Int = 16) {
        self.capacity = Swift.max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    var isEmpty: Bool { count == 0 }
    var indices: Range<Int> { 0..<count }

    subscript(index: Int) -> Element {
        @inline(__always) unsafeAddress {
            precondition(index >= 0 && index < count, "arena index out of range")
            return UnsafePointer(base + index)
        }
        @inline(__always) unsafeMutableAddress {
            precondition(index >= 0 && index < count, "arena index out of range")
            return base + index
        }
    }

    var first: Element? { count > 0 ? base[0] : nil }
    var last: Element? { count > 0 ? base[count - 1] : nil }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow(to: capacity * 2) }
        (base + count).initialize(to: element)
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

    /// Removes the elements from `index` to the end (the buffer is used as a stack).
    mutating func removeSuffix(from index: Int) {
        precondition(index >= 0 && index <= count)
        (base + index).deinitialize(count: count - index)
        count = index
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
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Frees the storage. Call once, from the owner's `deinit`.
    mutating func deallocate() {
        removeAll()
        base.deallocate()
    }
}

extension ArenaBuffer: Sequence {
    func makeIterator() -> UnsafeBufferPointer<Element>.Iterator {
        UnsafeBufferPointer(start: base, count: count).makeIterator()
    }
}
