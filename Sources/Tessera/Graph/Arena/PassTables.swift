import Foundation

/// The side tables one pass fills while it resolves views: node payloads that hold references
/// (named by index from `NodeKind`, so nodes stay plain bytes) and the bookkeeping reuse copies
/// along with a subtree's nodes.
///
/// The graph keeps this pass's tables and last pass's, and swaps the two once per pass. A new
/// table is a field here, a case of `PassTableID` and a line in `forEachTable`; counting,
/// clearing and reuse copying go through `forEachTable`, so every table gets them. The node
/// kinds that name a table's entries say so in `NodeKind.updateTableIndex`, through which reuse
/// moves them (`PassTablesTests` fails if a field is missing from a list, or a kind from the
/// last one).
struct PassTables {
    // The three tables every card fills are arena buffers: a reused subtree's entries are moved
    // into this pass's table, not copied (see `PassTableStorage`). The graph frees them.
    /// `NodeKind.text`
    var texts = ArenaBuffer<Text>()
    /// `NodeKind.image`
    var images = ArenaBuffer<ImageNode>()
    /// `NodeKind.shape`
    var shapes = ArenaBuffer<ShapeNode>()
    /// `RenderEffect.clip`
    var clipShapes: [any Shape] = []
    /// `NodeKind.geometryReader`
    var geometryReaders: [GeometryReaderLayout] = []
    /// `NodeKind.deferred`
    var deferredLayouts: [DeferredLayout] = []
    /// `NodeKind.alignmentGuide`
    var alignmentGuides: [AlignmentGuideLayout] = []
    /// `NodeKind.preference`
    var preferenceNodes: [PreferenceNode] = []
    /// `NodeKind.tag` and `RenderEffect.coordinateSpace`
    var names: [String] = []
    /// `RenderEffect.animation`
    var animationNodes: [AnimationNode] = []
    /// `(node, identifier)` pairs from `accessibilityIdentifier(_:)`.
    var identifiers: [(NodeID, String)] = []
    /// Identities of recorded subtrees in the order they were recorded (innermost first).
    var recordOrder: [UInt64] = []
    /// Identities of views with `@State`, in resolution order.
    var statefulViews: [UInt64] = []
    /// Layout priorities of recorded subtrees' top-level nodes, as their own views set them.
    var topLevelPriorities: [Double?] = []
    /// `NodeKind.interaction`
    var interactions: [InteractionNode] = []
    /// `NodeKind.flexibleFrame`, `RenderEffect.shadow` and `SecondaryLayout.tiling`
    var largePayloads: [LargeNodePayload] = []

    /// Calls `visitor` with every table of `current` beside the same table of `previous`: the
    /// one list of the tables.
    @inline(__always)
    static func forEachTable<Visitor: PassTableVisitor>(
        _ current: inout PassTables, _ previous: inout PassTables, _ visitor: inout Visitor
    ) {
        visitor.visit(&current.texts, &previous.texts, .texts)
        visitor.visit(&current.images, &previous.images, .images)
        visitor.visit(&current.shapes, &previous.shapes, .shapes)
        visitor.visit(&current.clipShapes, &previous.clipShapes, .clipShapes)
        visitor.visit(&current.geometryReaders, &previous.geometryReaders, .geometryReaders)
        visitor.visit(&current.deferredLayouts, &previous.deferredLayouts, .deferredLayouts)
        visitor.visit(&current.alignmentGuides, &previous.alignmentGuides, .alignmentGuides)
        visitor.visit(&current.preferenceNodes, &previous.preferenceNodes, .preferenceNodes)
        visitor.visit(&current.names, &previous.names, .names)
        visitor.visit(&current.animationNodes, &previous.animationNodes, .animationNodes)
        visitor.visit(&current.identifiers, &previous.identifiers, .identifiers)
        visitor.visit(&current.recordOrder, &previous.recordOrder, .recordOrder)
        visitor.visit(&current.statefulViews, &previous.statefulViews, .statefulViews)
        visitor.visit(&current.topLevelPriorities, &previous.topLevelPriorities, .topLevelPriorities)
        visitor.visit(&current.interactions, &previous.interactions, .interactions)
        visitor.visit(&current.largePayloads, &previous.largePayloads, .largePayloads)
    }

    /// The count of every table of `current`.
    @inline(__always)
    static func counts(_ current: inout PassTables, _ previous: inout PassTables) -> PassTableCounts {
        var counter = Counter()
        forEachTable(&current, &previous, &counter)
        return counter.counts
    }

    /// Empties every table of `current`, keeping its storage.
    static func removeAll(_ current: inout PassTables, _ previous: inout PassTables) {
        var clearer = Clearer()
        forEachTable(&current, &previous, &clearer)
    }

    /// Appends to every table of `current` the entries `previous` holds between `start` and
    /// `end` (a subtree copied from last pass), except the tables reuse rebuilds itself. With
    /// `moving`, tables that can move entries do (`previous` must then not be changed again
    /// before it is emptied; its moved entries stay readable).
    static func appendEntries(
        _ current: inout PassTables, from previous: inout PassTables, between start: PassTableCounts, and end: PassTableCounts,
        moving: Bool = false
    ) {
        var copier = Copier(start: start, end: end, moving: moving)
        forEachTable(&current, &previous, &copier)
    }

    /// Frees the storage of both sets of tables (the graph's `deinit`).
    static func deallocate(_ current: inout PassTables, _ previous: inout PassTables) {
        var freer = Freer()
        forEachTable(&current, &previous, &freer)
    }

    private struct Counter: PassTableVisitor {
        var counts = PassTableCounts()

        @inline(__always)
        mutating func visit<Table: PassTableStorage>(_ table: inout Table, _ previous: inout Table, _ id: PassTableID) {
            counts[id] = table.count
        }
    }

    private struct Clearer: PassTableVisitor {
        @inline(__always)
        mutating func visit<Table: PassTableStorage>(_ table: inout Table, _ previous: inout Table, _ id: PassTableID) {
            table.removeAllEntries()
        }
    }

    private struct Copier: PassTableVisitor {
        let start: PassTableCounts
        let end: PassTableCounts
        let moving: Bool

        @inline(__always)
        mutating func visit<Table: PassTableStorage>(_ table: inout Table, _ previous: inout Table, _ id: PassTableID) {
            guard id.isCopiedWithSubtree, end[id] > start[id] else { return }
            table.appendEntries(start[id]..<end[id], from: &previous, moving: moving)
        }
    }

    private struct Freer: PassTableVisitor {
        mutating func visit<Table: PassTableStorage>(_ table: inout Table, _ previous: inout Table, _ id: PassTableID) {
            table.deallocateStorage()
            previous.deallocateStorage()
        }
    }
}

/// Work done on every per-pass table, table by table (see `PassTables.forEachTable`).
protocol PassTableVisitor {
    /// Called once per table with this pass's table and last pass's.
    mutating func visit<Table: PassTableStorage>(_ table: inout Table, _ previous: inout Table, _ id: PassTableID)
}

/// What a per-pass table is stored in: an array, or an arena buffer whose entries a reused
/// subtree moves instead of copying.
protocol PassTableStorage {
    /// The number of entries.
    var count: Int { get }
    /// Empties the table, keeping its storage.
    mutating func removeAllEntries()
    /// Appends the entries `previous` holds in `range`; moves them when `moving` and the
    /// storage can.
    mutating func appendEntries(_ range: Range<Int>, from previous: inout Self, moving: Bool)
    /// Frees storage the graph owns by hand (nothing for an array).
    mutating func deallocateStorage()
}

extension Array: PassTableStorage {
    @inline(__always)
    mutating func removeAllEntries() {
        removeAll(keepingCapacity: true)
    }

    @inline(__always)
    mutating func appendEntries(_ range: Range<Int>, from previous: inout [Element], moving: Bool) {
        // A subtree holds a few entries per table: appending them one by one copies each
        // with its own type's code, where a slice goes through the runtime's generic copy.
        if range.count <= 8 {
            for i in range { append(previous[i]) }
        } else {
            append(contentsOf: previous[range])
        }
    }

    func deallocateStorage() {}
}

extension ArenaBuffer: PassTableStorage {
    @inline(__always)
    mutating func removeAllEntries() {
        removeAll()
    }

    @inline(__always)
    mutating func appendEntries(_ range: Range<Int>, from previous: inout ArenaBuffer<Element>, moving: Bool) {
        if moving {
            appendMoving(range, from: &previous)
        } else {
            appendCopies(of: range, from: previous)
        }
    }

    mutating func deallocateStorage() {
        deallocate()
    }
}

/// Names a per-pass table, so a count of it has a place in `PassTableCounts`.
enum PassTableID: Int, CaseIterable {
    case texts, images, shapes, clipShapes, geometryReaders, deferredLayouts, alignmentGuides, preferenceNodes, names
    case animationNodes
    case identifiers, recordOrder, statefulViews, topLevelPriorities, interactions, largePayloads

    /// Whether a node kind holds indices into the table, which move when a subtree is copied.
    var isIndexedByNodeKinds: Bool {
        switch self {
        case .texts, .images, .shapes, .clipShapes, .geometryReaders, .deferredLayouts, .alignmentGuides,
            .preferenceNodes, .names, .interactions, .animationNodes, .largePayloads:
            true
        case .identifiers, .recordOrder, .statefulViews, .topLevelPriorities:
            false
        }
    }

    /// Whether a copied subtree's entries are copied as they are. The order of recorded
    /// subtrees is rebuilt by reuse, record by record; a subtree holding geometry readers or
    /// deferred layouts is never recorded, so their ranges are empty.
    var isCopiedWithSubtree: Bool {
        switch self {
        case .recordOrder: false
        default: true
        }
    }
}

/// A count for every per-pass table, one vector lane per `PassTableID`, so marks cost no
/// allocation and offsets are one vector operation.
struct PassTableCounts: Equatable {
    // 32-bit lanes: a frame holds at most `LayoutLimits.maximumNodes` nodes, and half the bytes
    // make every mark, record and offset that reuse copies per view half as large.
    private var lanes = SIMD16<Int32>()

    /// The most tables the lanes hold; `PassTablesTests` checks `PassTableID` fits.
    static var capacity: Int { SIMD16<Int32>.scalarCount }

    /// All ones in the lanes of tables a node kind indexes.
    private static let nodeKindLanes: SIMD16<Int32> = {
        var mask = SIMD16<Int32>()
        for id in PassTableID.allCases where id.isIndexedByNodeKinds { mask[id.rawValue] = ~0 }
        return mask
    }()

    subscript(id: PassTableID) -> Int {
        @inline(__always) get { Int(lanes[id.rawValue]) }
        @inline(__always) set { lanes[id.rawValue] = Int32(truncatingIfNeeded: newValue) }
    }

    /// Per-table `self − other`.
    @inline(__always)
    func offset(from other: PassTableCounts) -> PassTableCounts {
        var result = self
        result.lanes &-= other.lanes
        return result
    }

    /// Per-table `self + offset`.
    @inline(__always)
    func shifted(by offset: PassTableCounts) -> PassTableCounts {
        var result = self
        result.lanes &+= offset.lanes
        return result
    }

    /// Whether, as an offset, it moves any index a node kind holds.
    var movesNodeKindIndices: Bool {
        lanes & Self.nodeKindLanes != SIMD16<Int32>()
    }
}
