import Foundation

/// What reuse of unchanged views keeps: records of the views that made subtrees, by identity,
/// and this pass's bookkeeping (see ViewGraph+Reuse.swift). An object, so that each part is its
/// own stored property: reuse reads one part while it writes another.
final class ReuseState {
    @exclusivity(unchecked) var subtreeRecords: [UInt64: SubtreeRecord] = [:]
    @exclusivity(unchecked) var valueComparisons: [ObjectIdentifier: ViewValueComparison?] = [:]
    /// The recorded views whose `body` is being evaluated, innermost last (ViewGraph+EnclosingRecords.swift).
    @exclusivity(unchecked) var evaluatingComposites: [EnclosingComposite] = []
    /// The observations of views that are not recorded (content made during layout lies in
    /// their ranges), by identity, with the pass that last evaluated each.
    @exclusivity(unchecked) var unrecordedObservations: [UInt64: (observation: ViewObservation, pass: Int)] = [:]
    /// Size-cache rows to carry from last pass once resolution has sized the new cache.
    @exclusivity(unchecked) var carriedSizes: [SizeCache.CarriedRows] = []
    /// Whether this pass may reuse last pass's subtrees (no state changed in between).
    @exclusivity(unchecked) var mayReuseSubtrees = false
    /// The recorded views this pass must not copy: those that read what changed (evaluated), and
    /// the views whose bodies made them (remade from their last body).
    @exclusivity(unchecked) var dirtyRecords: Set<UInt64> = []
    /// Recorded views whose last `body` the next pass makes again without evaluating it,
    /// because input state their content depends on changed, not what they read
    /// (Input/ViewGraph+InputDependentContent.swift).
    @exclusivity(unchecked) var viewsToRemake: Set<UInt64> = []
    /// The root's inputs in the last update, to tell an unchanged frame (ViewGraph+RootReuse.swift).
    @exclusivity(unchecked) var lastRootInputs: RootInputs?
    /// The last environment comparison reuse made, in pass `pass` (see `beginComposite`).
    @exclusivity(unchecked) var environmentComparison: (pass: Int, new: Int32, old: Int32, isIdentical: Bool)?
}
