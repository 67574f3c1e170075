import Foundation

/// The side tables one pass fills while it resolves views: node payloads that hold references
/// (named by index from `NodeKind`, so nodes stay plain bytes) and the bookkeeping reuse copies
/// along with a subtree's nodes.
///
/// The graph keeps this pass's tables and last pass's, and swaps the two once per pass. A new
/// table is a field here, a case of `PassTableID` and a line in `forEachTable`; counting,
/// clearing and reuse copying go through `forEachTable`, so every table gets them
/// (`PassTablesTests` fails if a field is missing from either list).
struct PassTables {
    /// `NodeKind.text`
    var texts: [Text] = []
    /// `NodeKind.image`
    var images: [ImageNode] = []
    /// `NodeKind.shape`
    var shapes: [ShapeNode] = []
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
    /// `end` (a subtree copied from last pass), except the tables reuse rebuilds itself.
    static func appendEntries(
        _ current: inout PassTables, from previous: inout PassTables, between start: PassTableCounts, and end: PassTableCounts
    ) {
        var copier = Copier(start: start, end: end)
        forEachTable(&current, &previous, &copier)
    }

    private struct Counter: PassTableVisitor {
        var counts = PassTableCounts()

        @inline(__always)
        mutating func visit<Element>(_ table: inout [Element], _ previous: inout [Element], _ id: PassTableID) {
            counts[id] = table.count
        }
    }

    private struct Clearer: PassTableVisitor {
        @inline(__always)
        mutating func visit<Element>(_ table: inout [Element], _ previous: inout [Element], _ id: PassTableID) {
            table.removeAll(keepingCapacity: true)
        }
    }

    private struct Copier: PassTableVisitor {
        let start: PassTableCounts
        let end: PassTableCounts

        @inline(__always)
        mutating func visit<Element>(_ table: inout [Element], _ previous: inout [Element], _ id: PassTableID) {
            guard id.isCopiedWithSubtree, end[id] > start[id] else { return }
            // A subtree holds a few entries per table: appending them one by one copies each
            // with its own type's code, where a slice goes through the runtime's generic copy.
            if end[id] - start[id] <= 8 {
                for i in start[id]..<end[id] { table.append(previous[i]) }
            } else {
                table.append(contentsOf: previous[start[id]..<end[id]])
            }
        }
    }
}

/// Work done on every per-pass table, table by table (see `PassTables.forEachTable`).
protocol PassTableVisitor {
    /// Called once per table with this pass's table and last pass's.
    mutating func visit<Element>(_ table: inout [Element], _ previous: inout [Element], _ id: PassTableID)
}

/// Names a per-pass table, so a count of it has a place in `PassTableCounts`.
enum PassTableID: Int, CaseIterable {
    case texts, images, shapes, clipShapes, geometryReaders, deferredLayouts, alignmentGuides, preferenceNodes, names
    case animationNodes
    case identifiers, recordOrder, statefulViews, topLevelPriorities, interactions

    /// Whether a node kind holds indices into the table, which move when a subtree is copied.
    var isIndexedByNodeKinds: Bool {
        switch self {
        case .texts, .images, .shapes, .clipShapes, .geometryReaders, .deferredLayouts, .alignmentGuides,
            .preferenceNodes, .names, .interactions, .animationNodes:
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
