import Foundation

#if canImport(OpenCombine)
@_spi(TesseraHost) import Combine
#endif

/// Where the graph is in its updates: the pass number, the updates running now and the one
/// asked for meanwhile, and the stack limits of this pass.
struct UpdateState {
    var pass = 0
    /// Updates, passes and event deliveries running now: a handler that calls `update` from
    /// inside one would replace the arena under the code still walking it.
    var busyDepth = 0
    /// The latest `update` or `runPass` asked for while the graph was busy, run once it is not.
    var deferredUpdate: (() -> Void)?
    /// Passes run by the last `update`.
    var passesInLastUpdate = 0
    /// Whether the last `update` returned the frame before it without walking the views.
    var reusedLastFrame = false
    /// Whether the last `update` only stepped running animations over last pass's layout.
    var animatedWithoutLayout = false
    /// The most passes one `update` runs while `onPreferenceChange` actions keep changing state.
    var maximumPassesPerUpdate = 4
    /// Where this pass's recursion must stop (set at the start of each pass).
    var stackGuard = StackGuard(resolveLimit: 0, floor: 0)
    var stackGuardOfThread: (thread: pthread_t, guard: StackGuard)?
    /// Actions (`onPreferenceChange`, `onAppear`, animation completions, …) to run once the pass
    /// is done, so their state changes show in the next pass.
    var pendingActions: [() -> Void] = []
}

/// State that outlives passes and the observation of the views' data (see DataFlow/).
struct DataFlowState {
    var stateSlots: [UInt64: StateSlot] = [:]
    var propertyLayouts = PropertyLayouts()
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
}

/// What measuring text and looking up images remembers across passes.
///
/// An object, so that each cache is its own stored property: measuring a text through
/// `textSizes` shapes it through `textCache`, and overlapping accesses to two parts of one
/// stored value are an exclusivity violation the optimizer may assume never happens.
final class MeasurementCaches {
    @exclusivity(unchecked) var textCache = TextShapingCache()
    /// Sizes of unchanged texts, kept across passes (see TextSizeCache.swift).
    @exclusivity(unchecked) var textSizes = TextSizeCache()
    /// The last image the catalog was asked for this pass (ImageLookupCache.swift).
    @exclusivity(unchecked) var imageLookup = ImageLookupCache()
    /// `AsyncImage` loads, each made once (AsyncImage.swift).
    @exclusivity(unchecked) var asyncImages: [AsyncImageKey: AsyncImagePhase] = [:]
}
