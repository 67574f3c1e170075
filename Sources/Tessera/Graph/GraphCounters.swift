import Foundation

/// How much work the graph did, counted since it was made or in the last pass (tests and
/// benchmarks read them: counts, never timings).
struct GraphCounters {
    /// Size queries layout asked, answered from the cache or not.
    var sizeQueries = 0
    /// Size queries the cache could not answer.
    var sizeComputations = 0
    /// Nodes whose content the display list stage visited.
    var drawVisits = 0
    /// Explicit alignment guides computed (not answered from the pass's alignment cache).
    var alignmentComputations = 0
    /// State slots resolution looked up.
    var touchedStateSlots = 0
    /// Subtrees nested too deep for the thread's stack, dropped.
    var droppedForDepth = 0
    /// Display operations `DisplayList.sanitize` had to replace (0 when the layout stage kept
    /// every number finite, as it should). Checked in debug builds only.
    var sanitizedOperations = 0
    /// The last operation `DisplayList.sanitize` replaced, as the layout stage produced it.
    var lastNonFiniteOperation: DisplayOperation?
    /// Subtrees copied from the last pass during the last `update`.
    var reusedSubtrees = 0
    /// Containers carried around carried children in the last pass (ViewGraph+ContainerCarry.swift).
    var carriedContainers = 0
    /// Nodes whose measured sizes the last pass copied from the pass before (0 when every carried
    /// node kept its row, and the sizes stayed in place; see `SizeCache.carryRowsInPlace`).
    var copiedSizeRows = 0
}
