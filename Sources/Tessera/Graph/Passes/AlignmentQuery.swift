import Foundation

/// One explicit-alignment question of a layout pass: a guide of a node at the size it has for a
/// proposal. Answers are kept for the pass, so nested baseline-aligned stacks are measured
/// linearly in depth (MeasurementCacheTests counts it).
struct AlignmentQuery: Hashable {
    var node: NodeID
    var key: AlignmentKey
    var proposal: ProposedViewSize
    var width: CGFloat
    var height: CGFloat
}
