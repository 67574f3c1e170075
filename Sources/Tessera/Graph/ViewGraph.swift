import Foundation

#if canImport(OpenCombine)
@_spi(TesseraHost) import Combine
#endif

/// The persistent runtime behind a view tree: it resolves views into a node arena, lays them out
/// with SwiftUI's rules, combines preferences, and builds the frame's display list.
///
/// Keep one graph per HUD and call `update(_:size:)` every frame with the view built from
/// your game's state. `@State` survives between calls while its view exists; caches (text
/// measurement) persist; nothing allocates per node.
///
/// ```swift
/// let graph = ViewGraph()
/// let list = graph.update(ScoreHUD(score: 42), size: CGSize(width: 1280, height: 720))
/// graph.frame(of: "score")   // where the view tagged "score" landed
/// ```
public final class ViewGraph {
    /// The environment the root view sees (display scale, color scheme, Dynamic Type size, …).
    public var environment = EnvironmentValues()
    /// Measures text for layout.
    public var textMeasurer: TextMeasuring {
        didSet { invalidateReusedViews(); textSizes.removeAll() }
    }
    /// Looks up named images.
    @exclusivity(unchecked) public var imageProvider: ImageProviding {
        didSet { invalidateReusedViews(); textSizes.removeAll() }
    }
    /// Whether views whose value, environment and state are unchanged since the last pass keep
    /// last pass's nodes and sizes instead of evaluating `body` again (as SwiftUI does). Turn it
    /// off to measure or debug the full per-frame work; the frames are the same either way.
    @exclusivity(unchecked) public var reusesUnchangedViews = true {
        didSet { lastRootInputs = nil }
    }
    /// Where the root view goes in the proposed size.
    public var rootPlacement: RootPlacement = .center
    /// Whether the last `update` returned the frame before it without walking the views (its
    /// root inputs were unchanged; see ViewGraph+RootReuse.swift).
    public private(set) var reusedLastFrame = false
    /// The most passes one `update` runs while `onPreferenceChange` actions keep changing state.
    public var maximumPassesPerUpdate = 4

    /// How the root view is placed in the size the host proposes.
    public enum RootPlacement: Sendable {
        /// Centred, as SwiftUI's hosting views place their root (docs/LayoutRules.md §1.1).
        case center
        /// At the top-leading corner.
        case topLeading
    }

    // The arena, refilled each pass. Its storage skips dynamic exclusivity checks: the graph is
    // single-threaded and its accesses never overlap, and the checks cost a fifth of a frame.
    @exclusivity(unchecked) var nodes = ArenaBuffer<Node>()
    @exclusivity(unchecked) var environments = ArenaBuffer<EnvironmentValues>()
    @exclusivity(unchecked) var sizeCache = SizeCache()
    /// Node payloads that hold references, and reuse bookkeeping (see `PassTables`).
    @exclusivity(unchecked) var tables = PassTables()
    /// Explicit alignment guides answered this pass (see AlignmentQuery.swift).
    @exclusivity(unchecked) var alignmentCache: [AlignmentQuery: CGFloat?] = [:]

    // Persistent across passes.
    @exclusivity(unchecked) var stateSlots: [UInt64: StateSlot] = [:]
    @exclusivity(unchecked) var propertyLayouts = PropertyLayouts()
    let invalidation = Invalidation()
    /// Whether reads of view state make dependencies now: during a pass, but not while its
    /// actions run (see DataFlow/DependencyTracking.swift).
    var tracksReads = false
    /// How views with no recorded view above them depend on observable models (ViewObservation.swift).
    var rootObservation: ViewObservation?
    /// The number `rootObservation` gave this pass.
    var rootEvaluation = 0
    /// What changed since the last pass: the views to evaluate again, or all of them.
    var changesSinceLastPass: (views: Set<UInt64>, everything: Bool) = ([], false)
    /// `onReceive` values waiting for the next update (DataFlow/OnReceive.swift).
    lazy var deliveries = GraphDeliveries(invalidation: invalidation)
    #if canImport(OpenCombine)
    /// The `Timer.publish` timers this graph's clock fires (ViewGraph+HostLoop.swift).
    var hostTimers: [HostTimer] = []
    #endif
    /// The recorded views this pass must evaluate: those that read what changed, and the views
    /// whose bodies made them (ViewGraph+Reuse.swift).
    @exclusivity(unchecked) var dirtyRecords: Set<UInt64> = []
    /// The animation clock, running animations and leaving views (see ViewGraph+Animation.swift).
    let animator = GraphAnimator()
    @exclusivity(unchecked) var textCache = TextShapingCache()
    /// Sizes of unchanged texts, kept across passes (see TextSizeMemory.swift).
    @exclusivity(unchecked) var textSizes = TextSizeMemory()
    /// The last image the catalog was asked for this pass (ImageLookupMemo.swift).
    @exclusivity(unchecked) var imageLookup = ImageLookupMemo()
    @exclusivity(unchecked) var deliveredPreferences: [UInt64: DeliveredPreference] = [:]
    @exclusivity(unchecked) var pendingActions: [() -> Void] = []
    @exclusivity(unchecked) var pass = 0
    /// Updates, passes and event deliveries running now: a handler that calls `update` from
    /// inside one would replace the arena under the code still walking it.
    @exclusivity(unchecked) var busyDepth = 0
    /// The latest `update` or `runPass` asked for while the graph was busy, run once it is not.
    var deferredUpdate: (() -> Void)?
    /// Input state that outlives passes: focus, the pointer, presses, hover (see Input/).
    let input = InputState()
    /// Leaves outside this rectangle (root points) draw nothing: the visible part of the scroll
    /// views being drawn (see Scrolling/).
    var drawingCull = CGRect.infinite
    /// The canvas rectangle the last display list was culled to (ViewGraph+CanvasCulling.swift).
    var lastCanvasCull: CGRect?
    /// Whether this pass culls to another rectangle than the last: nothing may copy last pass's drawing.
    var canvasCullChanged = true
    /// Whether this display list may skip subtrees by their frames (ViewGraph+CanvasCulling.swift).
    var cullsSubtrees = false
    /// Whether leaves wholly outside the proposed size are left out of the display list (off when
    /// the canvas is not the proposal, as in `ImageRenderer`).
    var cullsToCanvas = true
    /// Where this pass's recursion must stop (set at the start of each pass).
    var stackGuard = StackGuard(resolveLimit: 0, floor: 0)
    /// `stackGuard.resolveLimit`, for the inlinable `hasStackRoomToResolve`.
    @usableFromInline @exclusivity(unchecked) var resolveStackLimit: UInt = 0
    private var stackGuardOfThread: (thread: pthread_t, guard: StackGuard)?
    /// Subtrees dropped because they were nested too deep for the thread's stack, since the graph was made.
    public internal(set) var droppedForDepth = 0
    /// Size queries and cache misses since the graph was made (tests and benchmarks read them).
    var sizeQueries = 0
    /// Display operations `DisplayList.sanitize` had to replace since the graph was made (0 when
    /// the layout stage kept every number finite, as it should). Checked in debug builds only.
    public internal(set) var sanitizedOperations = 0
    /// The last operation `DisplayList.sanitize` replaced, as the layout stage produced it.
    public internal(set) var lastNonFiniteOperation: DisplayOperation?
    var sizeComputations = 0
    /// Nodes whose content the display list stage visited since the graph was made (tests read it).
    var drawVisits = 0
    /// Explicit alignment guides computed (not answered from `alignmentCache`) since the graph was made.
    var alignmentComputations = 0
    var touchedStateSlots = 0

    // Reuse of unchanged views (see ViewGraph+Reuse.swift): last pass's tables, kept for one
    // pass so unchanged subtrees can be copied from them.
    @exclusivity(unchecked) var previousNodes = ArenaBuffer<Node>()
    @exclusivity(unchecked) var previousEnvironments = ArenaBuffer<EnvironmentValues>()
    @exclusivity(unchecked) var previousSizeCache = SizeCache()
    @exclusivity(unchecked) var previousTables = PassTables()
    @exclusivity(unchecked) var subtreeRecords: [UInt64: SubtreeRecord] = [:]
    @exclusivity(unchecked) var valueComparisons: [ObjectIdentifier: ViewValueComparison?] = [:]
    /// The recorded views whose `body` is being evaluated, innermost last (ViewGraph+EnclosingRecords.swift).
    @exclusivity(unchecked) var evaluatingComposites: [EnclosingComposite] = []
    /// Size-cache rows to carry from last pass once resolution has sized the new cache.
    @exclusivity(unchecked) var carriedSizes: [SizeCache.CarriedRows] = []
    /// Whether this pass may reuse last pass's subtrees (no state changed in between).
    @exclusivity(unchecked) var mayReuseSubtrees = false
    @exclusivity(unchecked) var isResolving = false
    /// Whether any view this pass lays out right to left (mirroring moves frames after placement,
    /// so placements cannot be carried from last pass).
    var passHasRightToLeft = false
    /// Last pass's display list, kept one pass so unchanged subtrees can copy their operations.
    @exclusivity(unchecked) var previousDisplayList = DisplayList()
    /// Subtrees copied from the last pass during the last `update` (tests and benchmarks read it).
    public internal(set) var reusedSubtreeCount = 0
    /// Containers carried around carried children in the last pass (ViewGraph+ContainerCarry.swift).
    var carriedContainerCount = 0
    /// Nodes whose measured sizes the last pass copied from the pass before (0 when every carried
    /// node kept its row, and the sizes stayed in place; see `SizeCache.carryRowsInPlace`).
    var copiedSizeRows = 0
    /// The root's inputs in the last update, to tell an unchanged frame (ViewGraph+RootReuse.swift).
    var lastRootInputs: RootInputs?
    /// The last environment comparison reuse made, in pass `pass` (see `beginComposite`).
    var environmentComparison: (pass: Int, new: Int32, old: Int32, isIdentical: Bool)?

    // Resolution scratch.
    @exclusivity(unchecked) var modifierContentStack: [(_ViewInputs) -> Void] = []

    // Layout scratch, reused by nested stacks (each call truncates what it appended).
    @exclusivity(unchecked) var stackScratch = ArenaBuffer<StackLayout.Child>()
    @exclusivity(unchecked) var stackOrder = ArenaBuffer<Int>()
    /// Each stack's last arrangement this pass (StackArrangements.swift).
    @exclusivity(unchecked) var stackArrangements = StackArrangements()
    @exclusivity(unchecked) var textLines = ArenaBuffer<TextLine>()
    /// Shaped text runs of this pass, indexed from text nodes.
    @exclusivity(unchecked) var shapedRuns = ArenaBuffer<ShapedRun>()
    /// Scalars and advances of every text node shaped this pass, run after run.
    @exclusivity(unchecked) var textScalars = ArenaBuffer<Unicode.Scalar>()
    @exclusivity(unchecked) var textAdvances = ArenaBuffer<CGFloat>()
    @exclusivity(unchecked) var runColors = ArenaBuffer<Color.Resolved>()
    @exclusivity(unchecked) var memoLines = ArenaBuffer<TextLine>()
    /// Each text node's shaped runs and last line breaking this pass (TextPassState.swift).
    @exclusivity(unchecked) var textPassStates = ArenaBuffer<TextPassState>()
    /// Glyphs of the run being emitted, moved into the display list once per run (appending to
    /// the list's array checks its uniqueness per glyph).
    @exclusivity(unchecked) var runGlyphs = ArenaBuffer<PositionedGlyph>()
    /// This pass's glyphs: drawn straight into the display list (no copy at the end of a pass).
    var glyphScratch: [PositionedGlyph] {
        @inline(__always) get { displayList.glyphs }
        @inline(__always) _modify { yield &displayList.glyphs }
    }

    /// The display list of the last pass.
    @exclusivity(unchecked) public internal(set) var displayList = DisplayList()
    /// The root view's size in points after the last pass.
    public internal(set) var rootSize: CGSize = .zero
    /// Passes run by the last `update` (more than one when preference actions changed state).
    public private(set) var passesInLastUpdate = 0

    /// A graph measuring text with `textMeasurer` and looking up images in `imageProvider`; the
    /// defaults (the mock font, no images) suit layout tests.
    public init(textMeasurer: TextMeasuring = MockTextMeasurer(), imageProvider: ImageProviding = StaticImageProvider()) {
        self.textMeasurer = textMeasurer
        self.imageProvider = imageProvider
    }

    deinit {
        nodes.deallocate()
        environments.deallocate()
        previousNodes.deallocate()
        previousEnvironments.deallocate()
        PassTables.deallocate(&tables, &previousTables)
        stackScratch.deallocate()
        stackOrder.deallocate()
        stackArrangements.deallocate()
        sizeCache.deallocate()
        previousSizeCache.deallocate()
        textLines.deallocate()
        shapedRuns.deallocate()
        textScalars.deallocate()
        textAdvances.deallocate()
        runColors.deallocate()
        memoLines.deallocate()
        textPassStates.deallocate()
        runGlyphs.deallocate()
        textSizes.deallocate()
    }

    /// Lays out `content` in `size` (points) and returns the frame's display list (pixels).
    ///
    /// Runs passes until no `onPreferenceChange` action changes state (at most
    /// `maximumPassesPerUpdate`), so the returned frame is settled.
    ///
    /// Called from inside the graph's own work (an event handler, a binding's setter, an
    /// `onAppear` or `onPreferenceChange` action), the update is deferred: it runs as soon as the
    /// event or update in progress returns (the latest such request wins), and this call returns
    /// the last frame's list (logged once).
    @discardableResult
    public func update<Content: View>(_ content: Content, size: CGSize) -> DisplayList {
        guard busyDepth == 0 else {
            deferUpdate { [unowned self] in self.update(content, size: size) }
            return displayList
        }
        busyDepth += 1
        passesInLastUpdate = 0
        runHostLoop()
        reusedLastFrame = canReuseLastFrame(content, size: size)
        if !reusedLastFrame {
            beginAnimatedUpdate()
            repeat {
                performPass(content, size: size)
                passesInLastUpdate += 1
            } while invalidation.changedDuringPass && passesInLastUpdate < maximumPassesPerUpdate
            if invalidation.changedDuringPass { warnAboutUnsettledUpdate() }
            adoptConnectedTimers()
            recordRootInputs(content, size: size)
        }
        busyDepth -= 1
        guard deferredUpdate != nil else { return displayList }
        let list = displayList
        runDeferredUpdate()
        return list
    }

    /// Runs exactly one pass: resolve, layout, preferences, display list, then the
    /// `onPreferenceChange` actions it enqueued (whose state changes show in the next pass).
    /// Deferred like `update` when called from inside the graph's own work.
    public func runPass<Content: View>(_ content: Content, size: CGSize) {
        guard busyDepth == 0 else {
            deferUpdate { [unowned self] in self.runPass(content, size: size) }
            return
        }
        busyDepth += 1
        performPass(content, size: size)
        busyDepth -= 1
        runDeferredUpdate()
    }

    /// Keeps `update` to run once the graph is no longer busy.
    func deferUpdate(_ update: @escaping () -> Void) {
        Diagnostics.warnOnce(
            "update(_:size:) was called while the graph was delivering an event or running an update; it runs once that returns (docs/Robustness.md, Input)"
        )
        deferredUpdate = update
    }

    /// Runs the update asked for while the graph was busy, if any (and any it asks for in turn).
    func runDeferredUpdate() {
        while busyDepth == 0, let update = deferredUpdate {
            deferredUpdate = nil
            update()
        }
    }

    private func performPass<Content: View>(_ content: Content, size: CGSize) {
        changesSinceLastPass = ([], false)
        changesSinceLastPass = invalidation.beginPass()
        let outerGraph = DependencyTracking.activate(self)
        tracksReads = true
        defer {
            tracksReads = false
            _ = DependencyTracking.activate(outerGraph)
            invalidation.endPass()
        }
        rootEvaluation = rootObservation?.beginEvaluation() ?? 0
        pass += 1
        stackGuardOfThread = StackGuard.current(cached: stackGuardOfThread)
        stackGuard = stackGuardOfThread!.guard
        resolveStackLimit = stackGuard.resolveLimit
        let proposal = CGSize(width: sanitize(size.width), height: sanitize(size.height))
        resolve(content)
        layoutRoot(in: proposal)
        tracksReads = false
        runPreferenceActions()
        tracksReads = true
        applyAnimations()
        buildDisplayList(canvas: proposal)
        restoreAnimatedTargets()
        dropUnusedState()
        updateInteractions()
        rootObservation?.endEvaluation(rootEvaluation)
        tracksReads = false
        let actions = pendingActions
        pendingActions.removeAll(keepingCapacity: true)
        for action in actions { action() }
    }

    /// Whether a `ForEach` may make views for another element: a frame holds at most
    /// `LayoutLimits.maximumNodes` nodes, so a hostile count (a thousand `ForEach`es of a thousand
    /// elements) costs bounded memory; the elements past the limit are not made, logged once.
    @usableFromInline
    func hasRoomForMoreViews() -> Bool {
        if nodes.count < LayoutLimits.maximumNodes { return true }
        Diagnostics.warnOnce(
            "more than \(LayoutLimits.maximumNodes) views in one frame; the ForEach elements past the limit are not made (use a lazy stack for long lists; docs/Robustness.md)"
        )
        return false
    }

    /// Whether resolution may go one level deeper; when not, the subtree is replaced by an empty
    /// zero-size view (so the modifiers above it still have a view to wrap) and logged once.
    @inlinable
    func hasStackRoomToResolve(_ inputs: _ViewInputs) -> Bool {
        // Inlined into each view's `_makeView` (the call cost more than the check), so the limit
        // is a copy the game's module can read.
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) } > resolveStackLimit || dropTooDeepView(inputs)
    }

    /// Replaces a view nested too deep with an empty one; always `false`.
    @usableFromInline
    func dropTooDeepView(_ inputs: _ViewInputs) -> Bool {
        droppedForDepth += 1
        appendNode(.frame(FrameLayout(width: 0, height: 0, alignment: .center)), inputs: inputs)
        Diagnostics.warnOnce(
            "views nested too deep for the thread's stack; the content below the limit is not drawn (docs/Robustness.md, Depth)")
        return false
    }

    /// Whether layout or drawing may go one level deeper (resolution stopped well above this).
    @inline(__always)
    func hasStackRoom() -> Bool {
        StackGuard.hasRoom(above: stackGuard.floor)
    }

    /// Whether state changed since the last pass began (another pass would differ), on this
    /// thread or another.
    public var needsUpdate: Bool { invalidation.isDirty }

    /// Logs, once per view type, the views still marked after `maximumPassesPerUpdate` passes:
    /// an action that writes state on every pass (an `onPreferenceChange` or `onAppear` loop).
    private func warnAboutUnsettledUpdate() {
        let marked = Set(invalidation.pendingViews().compactMap { subtreeRecords[$0]?.typeName })
        let culprit = marked.isEmpty ? "the root view" : marked.sorted().joined(separator: ", ")
        Diagnostics.warnOnce(
            "state still changing after \(maximumPassesPerUpdate) passes in one update (views marked: \(culprit)); an action that writes state on every pass? The rest shows in the next update"
        )
    }

    /// A window side: NaN, negative and infinite sizes lay out in 0; huge ones in
    /// `LayoutLimits.maximumLength`.
    private func sanitize(_ v: CGFloat) -> CGFloat {
        v.isFinite ? LayoutLimits.length(v) : 0
    }
}
