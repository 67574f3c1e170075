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
        didSet { invalidateReusedViews(); caches.textSizes.removeAll() }
    }
    /// Looks up named images.
    @exclusivity(unchecked) public var imageProvider: ImageProviding {
        didSet { invalidateReusedViews(); caches.textSizes.removeAll() }
    }
    /// Whether views whose value, environment and state are unchanged since the last pass keep
    /// last pass's nodes and sizes instead of evaluating `body` again (as SwiftUI does). Turn it
    /// off to measure or debug the full per-frame work; the frames are the same either way.
    @exclusivity(unchecked) public var reusesUnchangedViews = true {
        didSet { reuse.lastRootInputs = nil }
    }
    /// Where the root view goes in the proposed size (the layout pass places it).
    public var rootPlacement: RootPlacement {
        get { layoutPass.rootPlacement }
        set { layoutPass.rootPlacement = newValue }
    }
    /// Whether the last `update` returned the frame before it without walking the views (its
    /// root inputs were unchanged; see ViewGraph+RootReuse.swift).
    public var reusedLastFrame: Bool { updates.reusedLastFrame }
    /// Whether the last `update` drew running animations over last pass's layout without
    /// evaluating a view or laying one out (nothing the views read had changed; see
    /// ViewGraph+RootReuse.swift).
    public var animatedWithoutLayout: Bool { updates.animatedWithoutLayout }
    /// The most passes one `update` runs while `onPreferenceChange` actions keep changing state.
    public var maximumPassesPerUpdate: Int {
        get { updates.maximumPassesPerUpdate }
        set { updates.maximumPassesPerUpdate = newValue }
    }

    /// How the root view is placed in the size the host proposes.
    public enum RootPlacement: Sendable {
        /// Centred, as SwiftUI's hosting views place their root (docs/LayoutRules.md §1.1).
        case center
        /// At the top-leading corner.
        case topLeading
    }

    // Every value below skips dynamic exclusivity checks: the graph is single-threaded and its
    // accesses never overlap, and the checks cost a fifth of a frame.

    /// This pass's buffers: the arena, its tables and sizes, refilled each pass.
    @exclusivity(unchecked) var current = PassBuffers()
    /// Last pass's buffers, kept for one pass so unchanged subtrees can be copied from them
    /// (ViewGraph+Reuse.swift).
    @exclusivity(unchecked) var previous = PassBuffers()
    /// Where the graph is in its updates and passes.
    @exclusivity(unchecked) var updates = UpdateState()
    /// `@State` slots, observation and what changed since the last pass (see DataFlow/).
    @exclusivity(unchecked) var dataFlow = DataFlowState()
    /// Text shaping, text sizes and image lookups remembered across passes.
    let caches = MeasurementCaches()
    /// The resolve pass, with its scratch (Passes/ResolvePass.swift).
    let resolvePass = ResolvePass()
    /// Records of the views that made subtrees, for reuse (Reuse/ViewGraph+Reuse.swift).
    let reuse = ReuseState()
    /// The layout pass, with its scratch and result (Passes/LayoutPass.swift).
    let layoutPass = LayoutPass()
    /// The preference pass, with what each `onPreferenceChange` delivered last.
    let preferencePass = PreferencePass()
    /// The interaction pass, with its scratch (Passes/InteractionPass.swift).
    let interactionPass = InteractionPass()
    /// The display list, last pass's and culling (Passes/DisplayListPass.swift).
    let displayListPass = DisplayListPass()
    /// Text shaped this pass, from measuring to emitting glyphs (Passes/DisplayListPass+Text.swift):
    /// held by the graph itself, one object away from every access on the text hot paths.
    let textScratch = TextPassScratch()
    /// Work counted since the graph was made or in the last pass (tests and benchmarks read it).
    @exclusivity(unchecked) var counters = GraphCounters()
    /// The animation clock, running animations and leaving views (see Passes/AnimationPass.swift).
    let animator = GraphAnimator()
    /// Input state that outlives passes: focus, the pointer, presses, hover (see Input/).
    let input = InputState()
    /// `updates.stackGuard.resolveLimit`, for the inlinable `hasStackRoomToResolve`.
    @usableFromInline @exclusivity(unchecked) var resolveStackLimit: UInt = 0

    /// Subtrees dropped because they were nested too deep for the thread's stack, since the graph was made.
    public internal(set) var droppedForDepth: Int {
        get { counters.droppedForDepth }
        set { counters.droppedForDepth = newValue }
    }
    /// Display operations `DisplayList.sanitize` had to replace since the graph was made (0 when
    /// the layout stage kept every number finite, as it should). Checked in debug builds only.
    public internal(set) var sanitizedOperations: Int {
        get { counters.sanitizedOperations }
        set { counters.sanitizedOperations = newValue }
    }
    /// The last operation `DisplayList.sanitize` replaced, as the layout stage produced it.
    public internal(set) var lastNonFiniteOperation: DisplayOperation? {
        get { counters.lastNonFiniteOperation }
        set { counters.lastNonFiniteOperation = newValue }
    }
    /// Subtrees copied from the last pass during the last `update` (tests and benchmarks read it).
    public internal(set) var reusedSubtreeCount: Int {
        get { counters.reusedSubtrees }
        @inline(__always) set { counters.reusedSubtrees = newValue }
    }

    /// This pass's glyphs: drawn straight into the display list (no copy at the end of a pass).
    var glyphScratch: [PositionedGlyph] {
        @inline(__always) _read { yield displayListPass.displayList.glyphs }
        @inline(__always) _modify { yield &displayListPass.displayList.glyphs }
    }

    /// The display list of the last pass.
    public internal(set) var displayList: DisplayList {
        @inline(__always) get { displayListPass.displayList }
        @inline(__always) set { displayListPass.displayList = newValue }
        @inline(__always) _modify { yield &displayListPass.displayList }
    }
    /// The root view's size in points after the last pass.
    public internal(set) var rootSize: CGSize {
        get { layoutPass.rootSize }
        set { layoutPass.rootSize = newValue }
    }
    /// Passes run by the last `update` (more than one when preference actions changed state).
    public var passesInLastUpdate: Int { updates.passesInLastUpdate }

    /// A graph measuring text with `textMeasurer` and looking up images in `imageProvider`; the
    /// defaults (the mock font, no images) suit layout tests.
    public init(textMeasurer: TextMeasuring = MockTextMeasurer(), imageProvider: ImageProviding = StaticImageProvider()) {
        self.textMeasurer = textMeasurer
        self.imageProvider = imageProvider
    }

    deinit {
        PassBuffers.deallocate(&current, &previous)
        layoutPass.deallocate()
        textScratch.deallocate()
        caches.textSizes.deallocate()
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
        guard updates.busyDepth == 0 else {
            deferUpdate { [unowned self] in self.update(content, size: size) }
            return displayList
        }
        updates.busyDepth += 1
        updates.passesInLastUpdate = 0
        runHostLoop()
        updates.reusedLastFrame = canReuseLastFrame(content, size: size)
        updates.animatedWithoutLayout = false
        if !updates.reusedLastFrame {
            let presentsOnly = canAnimateLastLayout(content, size: size)
            beginAnimatedUpdate()
            if presentsOnly { animateLastLayout(size: size) }
            // An animation-only frame whose completions changed state still runs the passes.
            if !presentsOnly || dataFlow.invalidation.isDirty {
                runPasses(content, size: size)
            }
        }
        updates.busyDepth -= 1
        guard updates.deferredUpdate != nil else { return displayList }
        let list = displayList
        runDeferredUpdate()
        return list
    }

    /// Runs passes until state settles (at most `maximumPassesPerUpdate`), then remembers the
    /// root's inputs for the next update.
    private func runPasses<Content: View>(_ content: Content, size: CGSize) {
        updates.animatedWithoutLayout = false
        repeat {
            performPass(content, size: size)
            updates.passesInLastUpdate += 1
        } while dataFlow.invalidation.changedDuringPass && updates.passesInLastUpdate < maximumPassesPerUpdate
        if dataFlow.invalidation.changedDuringPass { warnAboutUnsettledUpdate() }
        adoptConnectedTimers()
        recordRootInputs(content, size: size)
    }

    /// Runs exactly one pass: resolve, layout, preferences, display list, then the
    /// `onPreferenceChange` actions it enqueued (whose state changes show in the next pass).
    /// Deferred like `update` when called from inside the graph's own work.
    public func runPass<Content: View>(_ content: Content, size: CGSize) {
        guard updates.busyDepth == 0 else {
            deferUpdate { [unowned self] in self.runPass(content, size: size) }
            return
        }
        updates.busyDepth += 1
        performPass(content, size: size)
        updates.busyDepth -= 1
        runDeferredUpdate()
    }

    /// Keeps `update` to run once the graph is no longer busy.
    func deferUpdate(_ update: @escaping () -> Void) {
        Diagnostics.warnOnce(
            "update(_:size:) was called while the graph was delivering an event or running an update; it runs once that returns (docs/Robustness.md, Input)"
        )
        updates.deferredUpdate = update
    }

    /// Runs the update asked for while the graph was busy, if any (and any it asks for in turn).
    func runDeferredUpdate() {
        while updates.busyDepth == 0, let update = updates.deferredUpdate {
            updates.deferredUpdate = nil
            update()
        }
    }

    private func performPass<Content: View>(_ content: Content, size: CGSize) {
        dataFlow.changesSinceLastPass = ([], false)
        dataFlow.changesSinceLastPass = dataFlow.invalidation.beginPass()
        if !animator.views.evaluatedNextPass.isEmpty {
            dataFlow.changesSinceLastPass.views.formUnion(animator.views.evaluatedNextPass)
            animator.views.evaluatedNextPass.removeAll(keepingCapacity: true)
        }
        let outerGraph = DependencyTracking.activate(self)
        dataFlow.tracksReads = true
        defer {
            dataFlow.tracksReads = false
            _ = DependencyTracking.activate(outerGraph)
            dataFlow.invalidation.endPass()
        }
        dataFlow.rootEvaluation = dataFlow.rootObservation?.beginEvaluation() ?? 0
        updates.pass += 1
        updates.stackGuardOfThread = StackGuard.current(cached: updates.stackGuardOfThread)
        updates.stackGuard = updates.stackGuardOfThread!.guard
        resolveStackLimit = updates.stackGuard.resolveLimit
        let proposal = CGSize(width: sanitize(size.width), height: sanitize(size.height))
        resolvePass.run(content, in: self)
        layoutPass.run(in: self, size: proposal)
        dataFlow.tracksReads = false
        preferencePass.run(in: self)
        dataFlow.tracksReads = true
        var animation = AnimationPass(graph: self)
        animation.run()
        displayListPass.run(in: self, canvas: proposal)
        dropUnusedState()
        dropUnusedUnrecordedObservations()
        interactionPass.run(in: self)
        dataFlow.rootObservation?.endEvaluation(dataFlow.rootEvaluation)
        dataFlow.tracksReads = false
        let actions = updates.pendingActions
        updates.pendingActions.removeAll(keepingCapacity: true)
        for action in actions { action() }
    }

    /// Whether a `ForEach` may make views for another element: a frame holds at most
    /// `LayoutLimits.maximumNodes` nodes, so a hostile count (a thousand `ForEach`es of a thousand
    /// elements) costs bounded memory; the elements past the limit are not made, logged once.
    @usableFromInline
    func hasRoomForMoreViews() -> Bool {
        if current.nodes.count < LayoutLimits.maximumNodes { return true }
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
        StackGuard.hasRoom(above: updates.stackGuard.floor)
    }

    /// Whether state changed since the last pass began (another pass would differ), on this
    /// thread or another.
    public var needsUpdate: Bool { dataFlow.invalidation.isDirty }

    /// Logs, once per view type, the views still marked after `maximumPassesPerUpdate` passes:
    /// an action that writes state on every pass (an `onPreferenceChange` or `onAppear` loop).
    private func warnAboutUnsettledUpdate() {
        let marked = Set(dataFlow.invalidation.pendingViews().compactMap { reuse.subtreeRecords[$0]?.typeName })
        let culprit = marked.isEmpty ? "the root view" : marked.sorted().joined(separator: ", ")
        Diagnostics.warnOnce(
            "state still changing after \(maximumPassesPerUpdate) passes in one update (views marked: \(culprit)); an action that writes state on every pass? The rest shows in the next update"
        )
    }

    /// A window side: NaN, negative and infinite sizes lay out in 0; huge ones in
    /// `LayoutLimits.maximumLength`.
    func sanitize(_ v: CGFloat) -> CGFloat {
        v.isFinite ? LayoutLimits.length(v) : 0
    }
}
