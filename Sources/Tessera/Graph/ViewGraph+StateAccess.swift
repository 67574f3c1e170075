import Foundation

#if canImport(OpenCombine)
@_spi(TesseraHost) import Combine
#endif

/// Flat names for grouped state, used by AnimationPass.swift, ViewGraph+Transitions.swift and
/// ViewGraph.swift only: every other file names the grouped path (`current.nodes`, `updates.pass`,
/// `textScratch.shapedRuns`, ...), a direct stored access with no accessor and so no `_read`
/// coroutine, at the same instruction count per frame.
///
/// Values without references are read here with a plain getter, not a `_read` coroutine: a
/// coroutine the optimizer does not inline allocates its frame on the heap.
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
    var textSizes: TextSizeMemory {
        @inline(__always) _read { yield caches.textSizes }
        @inline(__always) _modify { yield &caches.textSizes }
    }
    var subtreeRecords: [UInt64: SubtreeRecord] {
        @inline(__always) _read { yield reuse.subtreeRecords }
        @inline(__always) _modify { yield &reuse.subtreeRecords }
    }
    var lastRootInputs: RootInputs? {
        @inline(__always) _read { yield reuse.lastRootInputs }
        @inline(__always) _modify { yield &reuse.lastRootInputs }
    }
    var pendingActions: [() -> Void] {
        @inline(__always) _read { yield preferencePass.pendingActions }
        @inline(__always) _modify { yield &preferencePass.pendingActions }
    }
    var shapedRuns: ArenaBuffer<ShapedRun> {
        @inline(__always) get { textScratch.shapedRuns }
        @inline(__always) _modify { yield &textScratch.shapedRuns }
    }
    var invalidation: Invalidation { dataFlow.invalidation }
}
