import Foundation

/// The sizes text nodes chose, kept across passes: a text whose content, style and text
/// environment are the same as last pass answers a proposal it answered then without being
/// shaped or wrapped again, even when its view's `body` ran (docs/LayoutRules.md §9 makes the
/// size a function of exactly these inputs).
///
/// Entries are found by the node's structural identity and checked once per pass against the
/// node's `Text` and environment (a second node with the same identity checks again). Texts
/// with inline images are not kept: their sizes also come from the image provider. The graph
/// empties it when the text measurer or image provider changes.
struct TextSizeCache {
    /// What text sizing reads from the environment (`TextLayoutEngine`, `Font.resolve`).
    struct Inputs: Equatable {
        var font: Font?
        var dynamicTypeSize: DynamicTypeSize
        var textCase: Text.Case?
        var displayScale: CGFloat
        var lineLimit: Int?
        var lineLimitMinimum: Int?
        var lineSpacing: CGFloat
        var minimumScaleFactor: CGFloat
        var allowsTightening: Bool

        init(_ environment: EnvironmentValues) {
            font = environment.font
            dynamicTypeSize = environment.dynamicTypeSize
            textCase = environment.textCase
            displayScale = environment.displayScale
            lineLimit = environment.lineLimit
            lineLimitMinimum = environment.lineLimitMinimum
            lineSpacing = environment.lineSpacing
            minimumScaleFactor = environment.minimumScaleFactor
            allowsTightening = environment.allowsTightening
        }

        /// Whether `environments[index]` holds these inputs (read in place, nothing copied; the
        /// index checked once, not once per field).
        func match(_ environments: ArenaBuffer<EnvironmentValues>, _ index: Int) -> Bool {
            precondition(index >= 0 && index < environments.count, "environment index out of range")
            let e = environments.base + index
            return e.pointee.dynamicTypeSize == dynamicTypeSize && e.pointee.displayScale == displayScale
                && e.pointee.lineLimit == lineLimit && e.pointee.lineLimitMinimum == lineLimitMinimum
                && e.pointee.lineSpacing == lineSpacing && e.pointee.minimumScaleFactor == minimumScaleFactor
                && e.pointee.allowsTightening == allowsTightening && e.pointee.textCase == textCase && e.pointee.font == font
        }
    }

    /// One proposal (as `SizeCache` keys it) and the size chosen for it.
    private struct Answer {
        var width: UInt64
        var height: UInt64
        var size: CGSize
    }

    /// The pass and node that last found a slot matching (checked once per pass), and its answers.
    private struct Check {
        var pass: Int
        var node: NodeID
        var filled: UInt8 = 0
        /// The answer replaced next once all `ways` are filled.
        var next: UInt8 = 0
        /// Whether the slot's text is kept (it has no inline image).
        var isKept = true
        /// The slot's text environment: an index into `inputTable`.
        var inputs: Int32 = 0
    }

    /// Answers kept per text; stacks ask a text about four proposals per pass.
    static let ways = 8
    /// Entries unused for this many passes are dropped.
    static let lifetime = 120
    /// More entries than this (identities that change every pass) empties the cache.
    static let capacity = 32_768

    // One slot per text identity, in parallel arrays read in place (a dictionary's values would
    // be copied, text and all, on every read). Arena buffers: no uniqueness check on each write
    // (the graph owns its memory and frees it in its `deinit`).
    private var slots: [UInt64: Int32] = [:]
    private var identities = ArenaBuffer<UInt64>()
    private var texts = ArenaBuffer<Text>()
    private var checks = ArenaBuffer<Check>()
    /// The distinct text environments of the slots: most texts share a few, so a slot names one
    /// by index, and checking a text reads a few hot entries instead of its own 104 bytes.
    private var inputTable = ArenaBuffer<Inputs>()
    /// The entry of `inputTable` matched last, tried first.
    private var lastInputs: Int32 = 0
    private var answers = ArenaBuffer<Answer>()
    /// This pass's slot of each node (-1: not looked up yet), so a query hashes nothing.
    private var nodeSlots = ArenaBuffer<Int32>()
    /// Last pass's `nodeSlots`: a node usually has the same index as last pass (every body
    /// evaluated), so its slot is tried before the identity is hashed.
    private var lastNodeSlots = ArenaBuffer<Int32>()
    private var nodeSlotsPass = -1
    private var lastSweep = 0

    /// Texts sized from the cache since the graph was made (a test can count them).
    private(set) var hits = 0

    var count: Int { slots.count }
    /// The distinct sets of sizing inputs held (a test can count them).
    var environmentCount: Int { inputTable.count }

    mutating func removeAll() {
        slots.removeAll()
        identities.removeAll()
        texts.removeAll()
        checks.removeAll()
        inputTable.removeAll()
        answers.removeAll()
        nodeSlotsPass = -1
    }

    /// Frees the storage. Call once, from the owner's `deinit`.
    mutating func deallocate() {
        identities.deallocate()
        texts.deallocate()
        checks.deallocate()
        inputTable.deallocate()
        answers.deallocate()
        nodeSlots.deallocate()
        lastNodeSlots.deallocate()
    }

    @inline(__always)
    private static func key(_ v: CGFloat?) -> UInt64 {
        v.map { UInt64($0.bitPattern) } ?? .max
    }

    /// The size text node `node` (showing `graph.current.tables.texts[textIndex]`) chooses for `p`.
    mutating func size(of node: NodeID, textIndex: Int32, proposal p: ProposedViewSize, graph: ViewGraph) -> CGSize {
        let slot: Int
        if let known = checkedSlot(of: node, pass: graph.updates.pass) {
            // Checked earlier this pass (stacks ask a text several times): no call, no hashing.
            slot = known
        } else if let checked = self.slot(of: node, textIndex: textIndex, graph: graph) {
            slot = checked
        } else {
            return TextLayoutEngine.size(of: node, proposal: p, graph: graph)
        }
        let w = Self.key(p.width), h = Self.key(p.height)
        let base = slot * Self.ways
        let filled = Int(checks[slot].filled)
        for k in base..<(base + filled) where answers[k].width == w && answers[k].height == h {
            hits &+= 1
            return answers[k].size
        }
        let size = TextLayoutEngine.size(of: node, proposal: p, graph: graph)
        let answer = Answer(width: w, height: h, size: size)
        if filled < Self.ways {
            answers[base + filled] = answer
            checks[slot].filled += 1
        } else {
            let next = checks[slot].next
            answers[base + Int(next)] = answer
            checks[slot].next = (next + 1) % UInt8(Self.ways)
        }
        return size
    }

    /// The slot of `node` if it was checked this pass already.
    @inline(__always)
    private func checkedSlot(of node: NodeID, pass: Int) -> Int? {
        let n = Int(node)
        guard nodeSlotsPass == pass, n < nodeSlots.count else { return nil }
        let known = Int(nodeSlots[n])
        return known >= 0 && checks[known].pass == pass && checks[known].node == node ? known : nil
    }

    /// The slot of `node`, checked against its text and environment this pass (made or
    /// emptied when they differ), or `nil` for a text that is not kept.
    private mutating func slot(of node: NodeID, textIndex: Int32, graph: ViewGraph) -> Int? {
        let pass = graph.updates.pass
        let n = Int(node)
        if nodeSlotsPass != pass {
            // Environments that change every pass can outgrow the table between sweeps.
            if inputTable.count >= Self.capacity { removeAll() }
            sweep(pass: pass)
            nodeSlotsPass = pass
            swap(&nodeSlots, &lastNodeSlots)
            nodeSlots.removeAll()
        }
        if n >= nodeSlots.count {
            // Nodes made during layout (GeometryReader content) extend the table.
            nodeSlots.append(repeating: -1, count: max(graph.current.nodes.count, n + 1) - nodeSlots.count)
        }
        let known = Int(nodeSlots[n])
        if known >= 0, checks[known].pass == pass, checks[known].node == node { return known }
        let identity = graph.current.nodes[n].identity
        let environment = Int(graph.current.nodes[n].environment)
        // A slot whose identity matches is the slot (identities are unique), wherever it moved.
        let guess = n < lastNodeSlots.count ? Int(lastNodeSlots[n]) : -1
        if let found = guess >= 0 && guess < identities.count && identities[guess] == identity ? Int32(guess) : slots[identity] {
            let slot = Int(found)
            // Compared in place: copying a `Text` to compare it cost more than the wrapping saved.
            let same =
                inputTable[Int(checks[slot].inputs)].match(graph.current.environments, environment)
                && graph.current.tables.texts.withUnsafeBufferPointer {
                    Self.measuresLike(texts.base + slot, $0.baseAddress! + Int(textIndex))
                }
            if !same {
                // Another text (or style) under this identity: its answers no longer hold.
                texts[slot] = graph.current.tables.texts[Int(textIndex)]
                checks[slot].inputs = inputsIndex(graph.current.environments, environment)
                checks[slot].filled = 0
                checks[slot].next = 0
                checks[slot].isKept = Self.isKept(texts.base + slot)
            }
            guard checks[slot].isKept else { return nil }
            checks[slot].pass = pass
            checks[slot].node = node
            nodeSlots[n] = found
            return slot
        }
        guard graph.current.tables.texts.withUnsafeBufferPointer({ Self.isKept($0.baseAddress! + Int(textIndex)) }) else { return nil }
        let text = graph.current.tables.texts[Int(textIndex)]
        if slots.count >= Self.capacity { removeAll() }
        let slot = identities.count
        slots[identity] = Int32(slot)
        identities.append(identity)
        texts.append(text)
        checks.append(Check(pass: pass, node: node, inputs: inputsIndex(graph.current.environments, environment)))
        answers.append(repeating: Answer(width: 0, height: 0, size: .zero), count: Self.ways)
        nodeSlots[n] = Int32(slot)
        return slot
    }

    /// Whether two texts lay out alike: the same segments as far as sizing reads them (colours
    /// and underlines aside). Field by field, in place: the synthesized `==` copied each
    /// 284-byte segment to compare it.
    private static func measuresLike(_ a: UnsafePointer<Text>, _ b: UnsafePointer<Text>) -> Bool {
        guard a.pointee.rest.count == b.pointee.rest.count else { return false }
        // Segments are compared through pointers: passed by value, each was copied to compare it.
        let first = MemoryLayout<Text>.offset(of: \Text.first)!
        guard measuresLike(segment(a, at: first), segment(b, at: first)) else { return false }
        if a.pointee.rest.isEmpty { return true }
        return a.pointee.rest.withUnsafeBufferPointer { a in
            b.pointee.rest.withUnsafeBufferPointer { b in
                a.indices.allSatisfy { measuresLike(a.baseAddress! + $0, b.baseAddress! + $0) }
            }
        }
    }

    @inline(__always)
    private static func segment(_ text: UnsafePointer<Text>, at offset: Int) -> UnsafePointer<Text.Segment> {
        (UnsafeRawPointer(text) + offset).assumingMemoryBound(to: Text.Segment.self)
    }

    private static func measuresLike(_ a: UnsafePointer<Text.Segment>, _ b: UnsafePointer<Text.Segment>) -> Bool {
        // Plain fields first, the string (a byte compare unless both share storage) last.
        guard a.pointee.isItalic == b.pointee.isItalic, a.pointee.weight == b.pointee.weight, a.pointee.design == b.pointee.design,
            a.pointee.font == b.pointee.font, a.pointee.string == b.pointee.string
        else { return false }
        // Most segments have neither image nor decoration: nothing else that sizing reads.
        if a.pointee.hasDefaultExtras && b.pointee.hasDefaultExtras { return true }
        return a.pointee.image == nil && b.pointee.image == nil
            && a.pointee.decoration.kerning == b.pointee.decoration.kerning
            && a.pointee.decoration.baselineOffset == b.pointee.decoration.baselineOffset
            && a.pointee.decoration.monospacedDigit == b.pointee.decoration.monospacedDigit
    }

    /// The index in `inputTable` of the text environment `environments[index]`, added when new.
    private mutating func inputsIndex(_ environments: ArenaBuffer<EnvironmentValues>, _ index: Int) -> Int32 {
        if Int(lastInputs) < inputTable.count, inputTable[Int(lastInputs)].match(environments, index) { return lastInputs }
        // The newest few: a frame's texts share a handful of environments. An environment made
        // new each pass (an animated font size) adds an entry each time; `sweep` drops the
        // unused ones, and `capacity` bounds them.
        for k in inputTable.indices.suffix(16).reversed() where inputTable[k].match(environments, index) {
            lastInputs = Int32(k)
            return lastInputs
        }
        inputTable.append(Inputs(environments[index]))
        lastInputs = Int32(inputTable.count - 1)
        return lastInputs
    }

    /// Inline images take their sizes from the image provider: such texts are not kept.
    private static func isKept(_ text: UnsafePointer<Text>) -> Bool {
        text.pointee.first.image == nil && !text.pointee.rest.contains(where: { $0.image != nil })
    }

    /// Drops the slots not used for `lifetime` passes, compacting the arrays.
    private mutating func sweep(pass: Int) {
        guard pass - lastSweep >= Self.lifetime else { return }
        lastSweep = pass
        var kept = 0
        slots.removeAll(keepingCapacity: true)
        // The environments still named are kept too, renumbered in first-use order.
        var renumbered = [Int32](repeating: -1, count: inputTable.count)
        var keptInputs: [Inputs] = []
        for slot in identities.indices where pass - checks[slot].pass < Self.lifetime {
            identities[kept] = identities[slot]
            texts[kept] = texts[slot]
            checks[kept] = checks[slot]
            let old = Int(checks[slot].inputs)
            if renumbered[old] < 0 {
                renumbered[old] = Int32(keptInputs.count)
                keptInputs.append(inputTable[old])
            }
            checks[kept].inputs = renumbered[old]
            for k in 0..<Self.ways { answers[kept * Self.ways + k] = answers[slot * Self.ways + k] }
            slots[identities[kept]] = Int32(kept)
            kept += 1
        }
        identities.removeSuffix(from: kept)
        texts.removeSuffix(from: kept)
        checks.removeSuffix(from: kept)
        inputTable.removeAll()
        for inputs in keptInputs { inputTable.append(inputs) }
        lastInputs = 0
        answers.removeSuffix(from: kept * Self.ways)
    }
}
