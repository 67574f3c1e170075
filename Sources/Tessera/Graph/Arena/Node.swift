import Foundation

/// The index of a node in the graph's arena.
public typealias NodeID = Int32

/// One laid-out element of a frame: a leaf, a container or a modifier, stored by value in the
/// graph's arena. The arena is emptied and refilled each pass, keeping its storage, so a frame
/// allocates no node objects.
///
/// Every pass streams the whole arena through the caches several times (resolution, layout,
/// drawing), so a node keeps only what most nodes need, in 160 bytes: fields are grouped by
/// alignment so that no padding falls between them, optionals are stored as bit patterns, and
/// what only some kinds need lives in side tables (a text's pass state in
/// `ViewGraph.textScratch.textPassStates`, large payloads in `PassTables`). `NodeKindTests` pins the budget.
struct Node {
    var kind: NodeKind
    var parent: NodeID
    var firstChild: NodeID = -1
    var lastChild: NodeID = -1
    var nextSibling: NodeID = -1
    var childCount: Int32 = 0
    var environment: Int32

    // Reuse across passes (see ViewGraph+Reuse.swift).
    /// The other end of the node's subtree when it is one run of the arena that starts or ends
    /// at the node (the only top-level node of a reused view): above the node's index, the end
    /// of `node..<bound`; at or below it, the start of `bound...node`; -1 when not known. A
    /// subtree placed as last pass is then marked along the run, not along its links.
    var subtreeBound: Int32 = -1
    /// Where the node stood in last pass's arena, when it was carried from there (else -1).
    var lastPassIndex: NodeID = -1
    /// The display list (`DisplayListPass.listNumber`, truncated to 32 bits) that
    /// `drawnOperations` and `drawnGlyphs` index: a subtree drawn by copying leaves its
    /// descendants' ranges in an older list, which must not be copied from.
    var drawnInList: Int32 = -1
    /// The operations and glyphs its subtree drew, in the display list of the pass that drew it.
    var drawnOperations: Range<Int32> = 0..<0
    var drawnGlyphs: Range<Int32> = 0..<0

    var identity: UInt64

    // Placement results, in root coordinates (points, unrounded).
    var frame: CGRect = .zero
    /// `placementProposal`'s storage: each axis as `SizeCache.key` encodes it (all bits set for
    /// nil, a pattern no arithmetic produces), 16 bytes where the optional pair takes 25.
    private var proposalWidthBits = UInt64.max
    private var proposalHeightBits = UInt64.max
    /// `explicitPriority`'s storage: NaN for none (`layoutPriority(_:)` never stores NaN).
    private var priorityBits = Double.nan

    var flags: NodeFlags = []
    var isPlaced = false
    /// Copied from last pass, where it was placed: `frame` and `placementProposal` are last pass's.
    var wasPlacedLastPass = false
    /// Copied from last pass with its subtree (its flags are already known).
    var isCarried = false
    /// Placed exactly where it was last pass, with its subtree: it draws last pass's operations.
    var drawsAsLastPass = false

    /// The proposal the node was placed with.
    var placementProposal: ProposedViewSize {
        @inline(__always) get {
            ProposedViewSize(width: Self.axis(proposalWidthBits), height: Self.axis(proposalHeightBits))
        }
        @inline(__always) set {
            proposalWidthBits = SizeCache.key(newValue.width)
            proposalHeightBits = SizeCache.key(newValue.height)
        }
    }

    @inline(__always)
    private static func axis(_ bits: UInt64) -> CGFloat? {
        bits == .max ? nil : CGFloat(bitPattern: UInt(bits))
    }

    /// Set by `layoutPriority(_:)`; `nil` means the node's own default.
    var explicitPriority: Double? {
        @inline(__always) get { priorityBits.isNaN ? nil : priorityBits }
        @inline(__always) set { priorityBits = newValue ?? .nan }
    }

    /// Forgets what a pass worked out for the node (placement), for a copy that starts a new pass.
    mutating func resetPassState() {
        wasPlacedLastPass = isPlaced
        isPlaced = false
        drawsAsLastPass = false
    }

    /// Moves the node's links by `shift` (its subtree was copied `shift` places along the arena).
    @inline(__always)
    mutating func shiftLinks(by shift: Int32) {
        parent += shift
        if firstChild >= 0 { firstChild += shift }
        if lastChild >= 0 { lastChild += shift }
        if nextSibling >= 0 { nextSibling += shift }
    }

    init(kind: NodeKind, parent: NodeID, environment: Int32, identity: UInt64) {
        self.kind = kind
        self.parent = parent
        self.environment = environment
        self.identity = identity
    }
}

/// Facts about a node's subtree that let layout skip work (gathered during resolution).
struct NodeFlags: OptionSet {
    let rawValue: UInt8
    /// The subtree has text, so it may have explicit text baselines.
    static let containsText = NodeFlags(rawValue: 1)
    /// The subtree has an `alignmentGuide` modifier.
    static let containsCustomGuide = NodeFlags(rawValue: 2)
    /// The subtree writes preferences.
    static let containsPreference = NodeFlags(rawValue: 4)
    /// Content is made during placement (GeometryReader): flags are not final before it.
    static let hasDeferredContent = NodeFlags(rawValue: 8)
    /// The subtree has a `transition(_:)` or `contentTransition(_:)`: it draws node by node, so
    /// a removal or a digit roll can start from its own operations.
    static let containsTransition = NodeFlags(rawValue: 16)
    /// The subtree has a node that draws more than its leaves, or draws them elsewhere than at
    /// their frames (opacity, clip, shadow, transform, geometry effect, transition, scroll
    /// view, drawing group): its frames do not bound its drawing (DisplayListPass+Culling.swift).
    static let drawsBeyondLeaves = NodeFlags(rawValue: 32)
    /// Set by placement, not resolution: a node of the subtree was placed outside its parent's
    /// frame, so the node's frame does not bound the subtree's drawing.
    static let reachesOutsideFrame = NodeFlags(rawValue: 64)
}

/// What a node is. Each layout behaviour is one type with its rules (docs/LayoutRules.md) in one file.
///
/// Payloads hold no references: text, images, shapes, closures and strings live in the graph's
/// per-pass side tables and are named by index, so dispatching on a node copies plain bytes.
/// Payloads are also small (`NodeKindTests` holds the kind to 40 bytes): every node is as
/// large as the largest kind, so the few large payloads live in `PassTables.largePayloads`.
enum NodeKind {
    /// The root: lays its children out like a centred `ZStack`.
    case root
    case color(Color.PerScheme)
    /// `ViewGraph.current.tables.shapes[i]`
    case shape(Int32)
    /// `ViewGraph.current.tables.texts[i]`
    case text(Int32)
    /// `ViewGraph.current.tables.images[i]`
    case image(Int32)
    case spacer(SpacerLayout)
    case divider(DividerLayout)
    case stack(StackLayout)
    case zStack(ZStackNodeLayout)
    case padding(PaddingLayout)
    case frame(FrameLayout)
    /// `ViewGraph.current.tables.largePayloads[i]`
    case flexibleFrame(Int32)
    /// `ViewGraph.current.tables.largePayloads[i]`: a lazy grid's cells in its tracks, a user `Layout`'s
    /// subviews, or a view's layout value (the payload says which)
    case grid(Int32)
    case fixedSize(FixedSizeLayout)
    case aspectRatio(AspectRatioLayout)
    case position(PositionLayout)
    /// background/overlay: children are [primary, secondary].
    case secondary(SecondaryLayout)
    /// `ViewGraph.current.tables.geometryReaders[i]`
    case geometryReader(Int32)
    /// Content made after the views it depends on are placed (preference-value overlays).
    case deferred(Int32)
    /// `ViewGraph.current.tables.alignmentGuides[i]`
    case alignmentGuide(Int32)
    /// Render-only effects: layout passes through.
    case effect(RenderEffect)
    /// Preference writers and readers: layout passes through.
    /// `ViewGraph.current.tables.preferenceNodes[i]`
    case preference(Int32)
    /// `accessibilityIdentifier(_:)` and other tags: layout passes through.
    /// `ViewGraph.current.tables.names[i]`
    case tag(Int32)
    /// Input handlers and hit-testing and focus rules: layout passes through.
    /// `ViewGraph.current.tables.interactions[i]`
    case interaction(Int32)
}

extension NodeKind {
    /// Calls `update` with the per-pass table this kind's payload index names and that index,
    /// which `update` may change: the one list of which kind points into which table. A kind
    /// that names no table is left alone.
    @inline(__always)
    mutating func updateTableIndex(_ update: (PassTableID, inout Int32) -> Void) {
        switch self {
        case .text(var i): update(.texts, &i); self = .text(i)
        case .image(var i): update(.images, &i); self = .image(i)
        case .shape(var i): update(.shapes, &i); self = .shape(i)
        case .geometryReader(var i): update(.geometryReaders, &i); self = .geometryReader(i)
        case .deferred(var i): update(.deferredLayouts, &i); self = .deferred(i)
        case .alignmentGuide(var i): update(.alignmentGuides, &i); self = .alignmentGuide(i)
        case .preference(var i): update(.preferenceNodes, &i); self = .preference(i)
        case .tag(var i): update(.names, &i); self = .tag(i)
        case .interaction(var i): update(.interactions, &i); self = .interaction(i)
        case .flexibleFrame(var i): update(.largePayloads, &i); self = .flexibleFrame(i)
        case .grid(var i): update(.largePayloads, &i); self = .grid(i)
        case .secondary(let layout) where layout.tiling >= 0:
            var i = layout.tiling
            update(.largePayloads, &i)
            self = .secondary(layout.withTiling(i))
        case .effect(.shadow(var i)): update(.largePayloads, &i); self = .effect(.shadow(i))
        case .effect(.layerEffect(var i)): update(.largePayloads, &i); self = .effect(.layerEffect(i))
        case .effect(.clip(var i, let antialiased)): update(.clipShapes, &i); self = .effect(.clip(i, antialiased: antialiased))
        case .effect(.coordinateSpace(var i)): update(.names, &i); self = .effect(.coordinateSpace(i))
        case .effect(.animation(var i)): update(.animationNodes, &i); self = .effect(.animation(i))
        default: break
        }
    }

    /// The table this kind's payload index names, and the index.
    var tableIndex: (table: PassTableID, index: Int32)? {
        var found: (table: PassTableID, index: Int32)?
        var kind = self
        kind.updateTableIndex { table, index in found = (table, index) }
        return found
    }

    /// The kind with its table index moved by `offset`'s count of that table (a subtree copied
    /// to new tables).
    @inline(__always)
    func shifted(by offset: ArenaMarks) -> NodeKind {
        var kind = self
        kind.updateTableIndex { table, index in index += Int32(offset.tables[table]) }
        return kind
    }
}
