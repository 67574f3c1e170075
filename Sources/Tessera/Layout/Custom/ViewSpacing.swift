import Foundation

/// A view's spacing preferences: how far it likes to be from a neighbour on each edge. A
/// `Layout` reads them from `LayoutSubview.spacing` and turns a pair into a gap with
/// `distance(to:along:)`.
public struct ViewSpacing: Sendable {
    /// The views whose preferences count (a union holds several; the widest gap wins).
    private var subjects: [Subject] = []
    /// Set by `zero`: no preference at all, so the gap is zero.
    private var none = false

    private struct Subject: @unchecked Sendable {
        unowned(unsafe) let graph: ViewGraph
        let node: NodeID
    }

    /// The system's default preferences (8 points between ordinary views).
    public init() {}

    init(graph: ViewGraph, node: NodeID) {
        subjects = [Subject(graph: graph, node: node)]
    }

    /// No spacing preference on any edge: neighbours touch.
    public static let zero: ViewSpacing = {
        var spacing = ViewSpacing()
        spacing.none = true
        return spacing
    }()

    /// Merges `other`'s preferences into these (on `edges`; every edge is kept, as a view's
    /// preferences are the same on each side here).
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if none {
            self = other
            return
        }
        if other.none { return }
        subjects += other.subjects
    }

    /// These preferences merged with `other`'s.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The gap between a view with these preferences and `next`, the view after it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        if none || next.none { return 0 }
        guard !subjects.isEmpty, !next.subjects.isEmpty else { return ViewGraph.defaultSpacing }
        var gap = -CGFloat.infinity
        for a in subjects {
            for b in next.subjects where a.graph === b.graph {
                gap = max(gap, a.graph.spacing(between: a.node, and: b.node, axis: axis, explicit: nil))
            }
        }
        return gap.isFinite ? gap : ViewGraph.defaultSpacing
    }
}
