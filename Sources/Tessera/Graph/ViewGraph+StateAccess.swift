import Foundation

#if canImport(OpenCombine)
@_spi(TesseraHost) import Combine
#endif

/// The names the passes use for state the graph keeps in its grouped values (`current`,
/// `counters`, the pass states): each reads and writes in place, inlined, as a stored property would.
///
/// Values without references (arena buffers, numbers) are read with a plain getter, not a `_read`
/// coroutine: a coroutine the optimizer does not inline allocates its frame on the heap, once
/// per node read in layout and text emission.
extension ViewGraph {
    var nodes: ArenaBuffer<Node> {
        @inline(__always) get { current.nodes }
        @inline(__always) _modify { yield &current.nodes }
    }
    var environments: ArenaBuffer<EnvironmentValues> {
        @inline(__always) get { current.environments }
        @inline(__always) _modify { yield &current.environments }
    }
    var tables: PassTables {
        @inline(__always) _read { yield current.tables }
        @inline(__always) _modify { yield &current.tables }
    }
    var sizeCache: SizeCache {
        @inline(__always) get { current.sizeCache }
        @inline(__always) _modify { yield &current.sizeCache }
    }
    var sizeQueries: Int {
        @inline(__always) get { counters.sizeQueries }
        @inline(__always) _modify { yield &counters.sizeQueries }
    }
    var sizeComputations: Int {
        @inline(__always) get { counters.sizeComputations }
        @inline(__always) _modify { yield &counters.sizeComputations }
    }
    var drawVisits: Int {
        @inline(__always) get { counters.drawVisits }
        @inline(__always) _modify { yield &counters.drawVisits }
    }
    var alignmentComputations: Int {
        @inline(__always) get { counters.alignmentComputations }
        @inline(__always) _modify { yield &counters.alignmentComputations }
    }
    var touchedStateSlots: Int {
        @inline(__always) get { counters.touchedStateSlots }
        @inline(__always) _modify { yield &counters.touchedStateSlots }
    }
    var carriedContainerCount: Int {
        @inline(__always) get { counters.carriedContainers }
        @inline(__always) _modify { yield &counters.carriedContainers }
    }
    var copiedSizeRows: Int {
        @inline(__always) get { counters.copiedSizeRows }
        @inline(__always) _modify { yield &counters.copiedSizeRows }
    }
    var pass: Int {
        @inline(__always) get { updates.pass }
        @inline(__always) _modify { yield &updates.pass }
    }
    var busyDepth: Int {
        @inline(__always) get { updates.busyDepth }
        @inline(__always) _modify { yield &updates.busyDepth }
    }
    var deferredUpdate: (() -> Void)? {
        @inline(__always) _read { yield updates.deferredUpdate }
        @inline(__always) _modify { yield &updates.deferredUpdate }
    }
    var stackGuard: StackGuard {
        @inline(__always) get { updates.stackGuard }
        @inline(__always) _modify { yield &updates.stackGuard }
    }
    var stateSlots: [UInt64: StateSlot] {
        @inline(__always) _read { yield dataFlow.stateSlots }
        @inline(__always) _modify { yield &dataFlow.stateSlots }
    }
    var propertyLayouts: PropertyLayouts {
        @inline(__always) _read { yield dataFlow.propertyLayouts }
        @inline(__always) _modify { yield &dataFlow.propertyLayouts }
    }
    var tracksReads: Bool {
        @inline(__always) get { dataFlow.tracksReads }
        @inline(__always) _modify { yield &dataFlow.tracksReads }
    }
    var rootObservation: ViewObservation? {
        @inline(__always) _read { yield dataFlow.rootObservation }
        @inline(__always) _modify { yield &dataFlow.rootObservation }
    }
    var rootEvaluation: Int {
        @inline(__always) get { dataFlow.rootEvaluation }
        @inline(__always) _modify { yield &dataFlow.rootEvaluation }
    }
    var changesSinceLastPass: (views: Set<UInt64>, everything: Bool) {
        @inline(__always) _read { yield dataFlow.changesSinceLastPass }
        @inline(__always) _modify { yield &dataFlow.changesSinceLastPass }
    }
    var textCache: TextShapingCache {
        @inline(__always) _read { yield caches.textCache }
        @inline(__always) _modify { yield &caches.textCache }
    }
    var textSizes: TextSizeMemory {
        @inline(__always) _read { yield caches.textSizes }
        @inline(__always) _modify { yield &caches.textSizes }
    }
    var imageLookup: ImageLookupMemo {
        @inline(__always) _read { yield caches.imageLookup }
        @inline(__always) _modify { yield &caches.imageLookup }
    }
    var modifierContentStack: [(_ViewInputs) -> Void] {
        @inline(__always) _read { yield resolvePass.modifierContentStack }
        @inline(__always) _modify { yield &resolvePass.modifierContentStack }
    }
    var isResolving: Bool {
        @inline(__always) get { resolvePass.isResolving }
        @inline(__always) _modify { yield &resolvePass.isResolving }
    }
    var passHasRightToLeft: Bool {
        @inline(__always) get { resolvePass.passHasRightToLeft }
        @inline(__always) _modify { yield &resolvePass.passHasRightToLeft }
    }
    var subtreeRecords: [UInt64: SubtreeRecord] {
        @inline(__always) _read { yield reuse.subtreeRecords }
        @inline(__always) _modify { yield &reuse.subtreeRecords }
    }
    var valueComparisons: [ObjectIdentifier: ViewValueComparison?] {
        @inline(__always) _read { yield reuse.valueComparisons }
        @inline(__always) _modify { yield &reuse.valueComparisons }
    }
    var evaluatingComposites: [EnclosingComposite] {
        @inline(__always) _read { yield reuse.evaluatingComposites }
        @inline(__always) _modify { yield &reuse.evaluatingComposites }
    }
    var carriedSizes: [SizeCache.CarriedRows] {
        @inline(__always) _read { yield reuse.carriedSizes }
        @inline(__always) _modify { yield &reuse.carriedSizes }
    }
    var mayReuseSubtrees: Bool {
        @inline(__always) get { reuse.mayReuseSubtrees }
        @inline(__always) _modify { yield &reuse.mayReuseSubtrees }
    }
    var dirtyRecords: Set<UInt64> {
        @inline(__always) _read { yield reuse.dirtyRecords }
        @inline(__always) _modify { yield &reuse.dirtyRecords }
    }
    var lastRootInputs: RootInputs? {
        @inline(__always) _read { yield reuse.lastRootInputs }
        @inline(__always) _modify { yield &reuse.lastRootInputs }
    }
    var environmentComparison: (pass: Int, new: Int32, old: Int32, isIdentical: Bool)? {
        @inline(__always) get { reuse.environmentComparison }
        @inline(__always) _modify { yield &reuse.environmentComparison }
    }
    var stackScratch: ArenaBuffer<StackLayout.Child> {
        @inline(__always) get { layoutPass.stackScratch }
        @inline(__always) _modify { yield &layoutPass.stackScratch }
    }
    var stackOrder: ArenaBuffer<Int> {
        @inline(__always) get { layoutPass.stackOrder }
        @inline(__always) _modify { yield &layoutPass.stackOrder }
    }
    var stackArrangements: StackArrangements {
        @inline(__always) get { layoutPass.stackArrangements }
        @inline(__always) _modify { yield &layoutPass.stackArrangements }
    }
    var alignmentCache: [AlignmentQuery: CGFloat?] {
        @inline(__always) _read { yield layoutPass.alignmentCache }
        @inline(__always) _modify { yield &layoutPass.alignmentCache }
    }
    var deliveredPreferences: [UInt64: DeliveredPreference] {
        @inline(__always) _read { yield preferencePass.deliveredPreferences }
        @inline(__always) _modify { yield &preferencePass.deliveredPreferences }
    }
    var pendingActions: [() -> Void] {
        @inline(__always) _read { yield preferencePass.pendingActions }
        @inline(__always) _modify { yield &preferencePass.pendingActions }
    }
    var previousDisplayList: DisplayList {
        @inline(__always) _read { yield displayListPass.previousDisplayList }
        @inline(__always) _modify { yield &displayListPass.previousDisplayList }
    }
    var drawingCull: CGRect {
        @inline(__always) get { displayListPass.culling.drawingCull }
        @inline(__always) _modify { yield &displayListPass.culling.drawingCull }
    }
    var lastCanvasCull: CGRect? {
        @inline(__always) get { displayListPass.culling.lastCanvasCull }
        @inline(__always) _modify { yield &displayListPass.culling.lastCanvasCull }
    }
    var canvasCullChanged: Bool {
        @inline(__always) get { displayListPass.culling.canvasCullChanged }
        @inline(__always) _modify { yield &displayListPass.culling.canvasCullChanged }
    }
    var cullsSubtrees: Bool {
        @inline(__always) get { displayListPass.culling.cullsSubtrees }
        @inline(__always) _modify { yield &displayListPass.culling.cullsSubtrees }
    }
    var cullsToCanvas: Bool {
        @inline(__always) get { displayListPass.culling.cullsToCanvas }
        @inline(__always) _modify { yield &displayListPass.culling.cullsToCanvas }
    }
    var textLines: ArenaBuffer<TextLine> {
        @inline(__always) get { textScratch.textLines }
        @inline(__always) _modify { yield &textScratch.textLines }
    }
    var shapedRuns: ArenaBuffer<ShapedRun> {
        @inline(__always) get { textScratch.shapedRuns }
        @inline(__always) _modify { yield &textScratch.shapedRuns }
    }
    var textScalars: ArenaBuffer<Unicode.Scalar> {
        @inline(__always) get { textScratch.textScalars }
        @inline(__always) _modify { yield &textScratch.textScalars }
    }
    var textAdvances: ArenaBuffer<CGFloat> {
        @inline(__always) get { textScratch.textAdvances }
        @inline(__always) _modify { yield &textScratch.textAdvances }
    }
    var runColors: ArenaBuffer<Color.Resolved> {
        @inline(__always) get { textScratch.runColors }
        @inline(__always) _modify { yield &textScratch.runColors }
    }
    var memoLines: ArenaBuffer<TextLine> {
        @inline(__always) get { textScratch.memoLines }
        @inline(__always) _modify { yield &textScratch.memoLines }
    }
    var textPassStates: ArenaBuffer<TextPassState> {
        @inline(__always) get { textScratch.textPassStates }
        @inline(__always) _modify { yield &textScratch.textPassStates }
    }
    var runGlyphs: ArenaBuffer<PositionedGlyph> {
        @inline(__always) get { textScratch.runGlyphs }
        @inline(__always) _modify { yield &textScratch.runGlyphs }
    }
    var deliveries: GraphDeliveries { dataFlow.deliveries }
    var invalidation: Invalidation { dataFlow.invalidation }
    #if canImport(OpenCombine)
    var hostTimers: [HostTimer] {
        @inline(__always) _read { yield dataFlow.hostTimers }
        @inline(__always) _modify { yield &dataFlow.hostTimers }
    }
    #endif
}
