import Foundation

/// The animation state a `ViewGraph` keeps between passes: the clock, the running tracks of
/// each animated view (by identity), the values `animation(_:value:)` compares, and the views
/// that are leaving.
final class GraphAnimator {
    /// Seconds on the host's clock (see `ViewGraph.animationTime`).
    var time = 0.0
    /// The last `withTransaction` generation this graph took (a new graph ignores older ones).
    var seenGeneration = TransactionRecorder.shared.take(since: -1).1
    /// The transaction of the changes this update shows.
    var transaction = Transaction()
    /// Animation completions waiting for their animation (begun at `start`) to finish.
    var completions: [(completion: AnimationCompletion, animation: Animation?, start: Double)] = []
    /// Running animations, by node identity.
    var tracks: [UInt64: NodeTracks] = [:]
    /// `animation(_:value:)` values of the last pass, by view identity.
    var animatedValues: [UInt64: AnimatedValue] = [:]
    /// Views drawn while their removal transition runs. Read for every container drawn, so
    /// without a dynamic exclusivity check (the graph is single-threaded).
    @exclusivity(unchecked) var leaving: [LeavingView] = []
    /// Leaving views and kept state identities the last pass visited while it stepped and drew
    /// the leaving views (tests read it: it must grow with their number, not its square).
    var leavingUpkeep = 0
    /// The `@State` identities that went in each pass that started removals, by pass: every
    /// view that pass removed keeps all of them (which state was whose is not recorded), so they
    /// are kept once per pass, not once per leaving view.
    var leavingState: [Int: [UInt64]] = [:]
    /// The leaving views of each host node this pass, as a range of `leaving` (sorted by host).
    var leavingRanges: [NodeID: Range<Int>] = [:]
    /// The next `LeavingView.order`.
    var nextLeavingOrder = 0
    /// The transition nodes of the last pass, by identity.
    var transitionNodes: [UInt64: TransitionRecord] = [:]
    /// This pass's transition nodes, filled by the animation stage.
    var currentTransitionNodes: [UInt64: TransitionRecord] = [:]
    /// Transition amounts of this pass's nodes (0: normal look), for drawing.
    var transitionAmounts: [NodeID: (effect: TransitionEffect, amount: Double)] = [:]
    /// What this frame draws in place of layout's values where animations run (the stage's
    /// output; layout's own results are never changed).
    @exclusivity(unchecked) var presentation = Presentation()
    /// Whether this pass or the last drew presented values: last pass's operations cannot be
    /// copied for unchanged subtrees then.
    var isActive = false
    var wasActive = false
    /// Whether the graph has drawn a pass (views present in the first pass do not transition in).
    var hasDrawn = false
    /// Whether the last pass resolved a running `TimelineView` (its content depends on the time).
    var hasTimeline = false
    /// Whether this pass's resolution met one.
    var timelineSeenThisPass = false
    /// Texts rolling their digits, by identity, and this pass's amounts by node.
    var rolls: [UInt64: DigitRoll] = [:]
    var rollAmounts: [NodeID: Double] = [:]
    /// The last values of `numericText(value:)` transitions, by text identity.
    var rollValues: [UInt64: Double] = [:]
    /// Animatable views, phase and keyframe animators (AnimatableViews.swift).
    let views = AnimatorViewStates()

    /// Whether this update draws last pass's layout again with the animations stepped (no view
    /// evaluated, nothing laid out): no animation starts, and the arena's drawn ranges point
    /// into the list drawn over it, not into the pass before.
    var presentsLastLayout = false
    /// The nodes an animation-only update draws again (`redrawStamps[node] == redrawStamp`):
    /// those whose values animate and their ancestors. The others copy what they drew last
    /// frame, which is the same layout.
    var redrawStamps: [UInt32] = []
    var redrawStamp: UInt32 = 0
    /// The identities with running tracks or digit rolls when an animation-only update began.
    var animatingIdentities: Set<UInt64> = []
    /// Whether drawing must go node by node this pass.
    var disablesDrawCopies: Bool { isActive || wasActive || presentsLastLayout }
}

/// The running animations of one node.
final class NodeTracks {
    var frame: AnimationTrack<AnimatableVector4>?
    /// The node's own value: opacity, scale, rotation, colour (a shadow's too), or a transition's amount.
    var value: AnimationTrack<AnimatableVector4>?
    /// A shape's fill colour, or a shadow's radius and offset.
    var paint: AnimationTrack<AnimatableVector4>?
    /// A shape's or geometry effect's `animatableData` (a `DataTrack`).
    var data: AnyObject?

    var isEmpty: Bool { frame == nil && value == nil && paint == nil && data == nil }
}

/// An `animatableData` track of one concrete type.
final class DataTrack<V: VectorArithmetic> {
    var track: AnimationTrack<V>

    init(_ track: AnimationTrack<V>) {
        self.track = track
    }
}

/// A value `animation(_:value:)` compares from pass to pass.
struct AnimatedValue {
    let value: Any
    let isEqual: (Any) -> Bool
}

/// Where a transition node was in a pass, so its removal can be drawn next pass.
struct TransitionRecord {
    var node: NodeID
    var parentIdentity: UInt64
    var frame: CGRect
    var transition: AnyTransition
}

/// A removed view drawn from its last operations while its removal transition runs. It is not in
/// the node arena, so geometry queries and hit testing never see it (it `isRemoving`).
struct LeavingView {
    let identity: UInt64
    let parentIdentity: UInt64
    let frame: CGRect
    let effect: TransitionEffect
    var amount: AnimationTrack<AnimatableVector4>
    let operations: [DisplayOperation]
    let glyphs: [PositionedGlyph]
    /// Where its glyph ranges start in `glyphs`.
    let glyphBase: Int
    /// The pass that removed it: `GraphAnimator.leavingState[stateGroup]` is the `@State` of
    /// views that went away with it, kept until its removal ends.
    let stateGroup: Int
    /// When its removal started, among all leaving views: its drawing order among those of its host.
    let order: Int
    /// The node this pass draws it after the children of (its old parent), or -1 for the root.
    var host: NodeID = 0
    /// A leaving view is never hit: input skips it from the moment its removal starts.
    var isRemoving: Bool { true }
}
