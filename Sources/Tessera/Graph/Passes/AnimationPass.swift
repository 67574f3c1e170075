import Foundation

/// The animation clock, and what views and the other passes ask of animation: the values
/// `animation(_:value:)` saw, animation nodes, the redraw marks of animation-only frames.
extension ViewGraph {
    /// The time (seconds) animations are evaluated at. Hosts advance it: `WindowHost` by its fixed
    /// step, `HUDOverlay.draw(_:at:)` with the game's time, `HeadlessHost` explicitly.
    public var animationTime: Double {
        get { animator.time }
        set {
            guard newValue.isFinite else {
                Diagnostics.warnOnce("animationTime \(newValue) is not finite; the clock stays at \(animator.time)")
                return
            }
            animator.time = newValue
        }
    }

    /// Moves the animation clock on by `seconds` (negative and non-finite steps are ignored).
    public func advanceAnimationTime(by seconds: Double) {
        guard seconds >= 0, seconds.isFinite else {
            Diagnostics.warnOnce("advanceAnimationTime(by: \(seconds)) ignored: steps must be finite and ≥ 0")
            return
        }
        let time = animator.time + seconds
        guard time.isFinite else {
            // Each step is finite, their sum need not be.
            Diagnostics.warnOnce("advanceAnimationTime(by: \(seconds)) would take the clock past the largest finite time; it stops there")
            animator.time = .greatestFiniteMagnitude
            return
        }
        animator.time = time
    }

    /// Whether an animation or transition is running: the next frame differs from the last even
    /// if no state changes, so a host must draw it.
    public var isAnimating: Bool {
        animator.isActive || animator.hasTimeline || !animator.completions.isEmpty || !animator.views.evaluatedNextPass.isEmpty
    }

    /// Takes the transaction `withAnimation`/`withTransaction` recorded since the last update.
    func beginAnimatedUpdate() {
        let (transaction, generation) = TransactionRecorder.shared.take(since: animator.seenGeneration)
        animator.seenGeneration = generation
        animator.transaction = transaction ?? Transaction()
        let time = animator.time
        for completion in transaction?.completions ?? [] {
            animator.completions.append((completion, transaction?.animation, time))
        }
        if !animator.completions.isEmpty { runFinishedCompletions() }
    }

    /// Runs, after this pass, the completions whose animation has finished by now.
    private func runFinishedCompletions() {
        let time = animator.time
        animator.completions.removeAll { entry in
            guard entry.animation.map({ $0.isFinished(at: time - entry.start) }) ?? true else { return false }
            if let action = entry.completion.take() { updates.pendingActions.append(action) }
            return true
        }
    }

    /// Whether `value` differs from what the `animation(_:value:)` at `identity` saw last.
    func animatedValueChanged<V: Equatable>(_ value: V, identity: UInt64) -> Bool {
        let old = animator.animatedValues[identity]
        animator.animatedValues[identity] = AnimatedValue(value: value, isEqual: { ($0 as? V) == value })
        guard let old else { return false }
        return !old.isEqual(value) || !(old.value is V)
    }

    /// Wraps each view `content` makes in a node of animation behaviour.
    func makeAnimationNode(_ node: AnimationNode, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        current.tables.animationNodes.append(node)
        // Animatable views resolved inside find the animation that applies to them (`resolvingAnimation`).
        animator.views.scopes.append(Int32(current.tables.animationNodes.count - 1))
        wrapEach(.effect(.animation(Int32(current.tables.animationNodes.count - 1))), inputs: inputs, content: content)
        animator.views.scopes.removeLast()
    }

    // MARK: Redraw marks of animation-only frames

    /// Marks `node` and its ancestors to be drawn again in an animation-only update.
    func markForRedraw(_ node: NodeID) {
        let a = animator
        var n = node
        while n >= 0, Int(n) < a.redrawStamps.count, a.redrawStamps[Int(n)] != a.redrawStamp {
            a.redrawStamps[Int(n)] = a.redrawStamp
            n = current.nodes[Int(n)].parent
        }
    }

    /// Whether an animation-only update draws `node` again rather than copying last frame's.
    @inline(__always)
    func redraws(_ node: Int) -> Bool {
        node >= animator.redrawStamps.count || animator.redrawStamps[node] == animator.redrawStamp
    }
}

/// The animation pass, between layout and the display list: each node's animatable values
/// (frame, opacity, scale, rotation, colour, a shape's or geometry effect's `animatableData`)
/// are compared by identity with last pass's; a change made in a transaction with an animation
/// starts (or retargets) a track, and the pass writes the values the frame presents into
/// `GraphAnimator.presentation`, which the display list draws over layout's results. Layout's
/// own values are never changed, so reuse, geometry queries and hit testing see the targets,
/// and an update in which only animations move draws the same layout again with the tracks
/// stepped (`animateLastLayout`).
///
/// What animations keep between passes (the clock, tracks, leaving views) is the graph's
/// `GraphAnimator`; the pass owns what one walk looks up (`AnimationWalk`).
struct AnimationPass {
    // Strong, in a value that lives for one walk: an unowned reference is retained and
    // released around each use, atomically, and the walk reads the graph at every node.
    let graph: ViewGraph
    /// Last pass's and this pass's nodes by identity, built when first needed.
    var walk: AnimationWalk

    init(graph: ViewGraph) {
        self.graph = graph
        walk = AnimationWalk(graph: graph)
    }

    /// Steps the running animations and starts those this pass's changes begin, writing the
    /// values this frame presents (`GraphAnimator.presentation`); layout's results stay as they are.
    mutating func run() {
        let a = graph.animator
        a.presentation.removeAll()
        if !a.presentsLastLayout {
            a.hasTimeline = a.timelineSeenThisPass
            a.timelineSeenThisPass = false
        }
        a.wasActive = a.isActive
        a.transitionAmounts.removeAll(keepingCapacity: true)
        a.rollAmounts.removeAll(keepingCapacity: true)
        a.currentTransitionNodes.removeAll(keepingCapacity: true)
        let animation = a.transaction.animation
        sweepAnimatedValues()
        let quiet = a.tracks.isEmpty && a.leaving.isEmpty && graph.current.tables.animationNodes.isEmpty && a.transitionNodes.isEmpty
        if quiet && animation == nil {
            a.rolls.removeAll()
            a.isActive = false
            a.hasDrawn = true
            return
        }
        if a.presentsLastLayout { beginRedrawMarks() }
        walkAnimations(0, scope: AnimationScope(a.transaction), content: nil)
        graph.startRemovals(context: &walk)
        graph.updateLeavingViews(context: &walk)
        if a.presentsLastLayout {
            for view in a.leaving { graph.markForRedraw(view.host) }
        }
        swap(&a.transitionNodes, &a.currentTransitionNodes)
        a.isActive = !a.tracks.isEmpty || !a.leaving.isEmpty || !a.rolls.isEmpty
        a.hasDrawn = true
    }

    /// Forgets the `animation(_:value:)` values of views that are gone, once there are many more
    /// values than such modifiers (a `ForEach` whose ids keep changing).
    private func sweepAnimatedValues() {
        let a = graph.animator
        guard a.animatedValues.count > 64 + 2 * graph.current.tables.animationNodes.count else { return }
        var live = Set<UInt64>()
        for node in graph.current.tables.animationNodes {
            if case .animation(_, _, let key?) = node { live.insert(key) }
        }
        a.animatedValues = a.animatedValues.filter { live.contains($0.key) }
    }

    /// Starts this frame's redraw marks (see `GraphAnimator.redrawStamps`).
    private func beginRedrawMarks() {
        let a = graph.animator
        // Nodes may share an identity (and its tracks): the first one stepped may end them
        // before the walk reaches the others, which must draw their target too.
        a.animatingIdentities.removeAll(keepingCapacity: true)
        for key in a.tracks.keys { a.animatingIdentities.insert(key) }
        for key in a.rolls.keys { a.animatingIdentities.insert(key) }
        a.redrawStamp &+= 1
        if a.redrawStamp == 0 {
            // Wrapped around: no old mark may equal a new stamp.
            a.redrawStamps.removeAll(keepingCapacity: true)
            a.redrawStamp = 1
        }
        if a.redrawStamps.count < graph.current.nodes.count {
            a.redrawStamps.append(contentsOf: repeatElement(0, count: graph.current.nodes.count - a.redrawStamps.count))
        }
    }

    private mutating func walkAnimations(_ node: NodeID, scope: AnimationScope, content: ContentTransition?) {
        guard graph.hasStackRoom() else { return }
        let i = Int(node)
        var scope = scope, content = content
        if graph.animator.presentsLastLayout, graph.animator.animatingIdentities.contains(graph.current.nodes[i].identity) {
            // Animating when the walk began: one whose tracks end now draws its target.
            graph.markForRedraw(node)
        }
        if case .effect(.animation(let index)) = graph.current.nodes[i].kind {
            let animationNode = graph.current.tables.animationNodes[Int(index)]
            scope.enter(animationNode, in: graph)
            switch animationNode {
            case .transition(let transition):
                graph.animateTransition(node, transition: transition, animation: scope.changeAnimation)
            case .contentTransition(let transition):
                content = transition
            case .animation, .transaction, .geometryEffect:
                break
            }
        }
        if let content, case .text = graph.current.nodes[i].kind {
            graph.animateContentTransition(node, transition: content, animation: scope.changeAnimation, context: &walk)
        }
        if graph.current.nodes[i].isPlaced {
            animateNode(node, animation: scope.changeAnimation, diffing: scope.isAnimated)
        }
        var child = graph.current.nodes[i].firstChild
        while child >= 0 {
            walkAnimations(child, scope: scope, content: content)
            child = graph.current.nodes[Int(child)].nextSibling
        }
    }

    /// Steps the tracks of one node and writes its presented values.
    private mutating func animateNode(_ node: NodeID, animation: Animation?, diffing: Bool) {
        let i = Int(node)
        let key = graph.current.nodes[i].identity
        let existing = graph.animator.tracks.isEmpty ? nil : graph.animator.tracks[key]
        let starts = diffing && animation != nil
        guard existing != nil || starts else { return }
        let previous = starts ? walk.previousNode(key) : nil
        let tracks = existing ?? NodeTracks()
        let time = graph.animator.time

        // Frame (position and size from layout, offsets included).
        let frame = graph.current.nodes[i].frame
        let previousFrame = previous.map { graph.previous.nodes[Int($0)].frame }
        if let presented = step(&tracks.frame, target: frame.vector, previous: previousFrame?.vector, animation: animation, time: time) {
            graph.animator.presentation.present(frame: CGRect(presented), for: node)
        }

        // The node's own value.
        let previousKind = previous.map { graph.previous.nodes[Int($0)].kind }
        let kind = graph.current.nodes[i].kind
        switch kind {
        case .color(let color):
            let scheme = graph.current.environments[Int(graph.current.nodes[i].environment)].colorScheme
            var previousValue: AnimatableVector4?
            if case .color(let old)? = previousKind { previousValue = old.resolve(colorScheme: scheme).linearVector }
            if let p = step(
                &tracks.value, target: color.resolve(colorScheme: scheme).linearVector, previous: previousValue, animation: animation,
                time: time)
            {
                graph.animator.presentation.present(.kind(.color(Color.PerScheme(Color(Color.Resolved(linear: p))))), for: node)
            }
        case .effect(.opacity(let value)):
            var previousValue: AnimatableVector4?
            if case .effect(.opacity(let old))? = previousKind { previousValue = AnimatableVector4(old) }
            if let p = step(&tracks.value, target: AnimatableVector4(value), previous: previousValue, animation: animation, time: time) {
                graph.animator.presentation.present(.kind(.effect(.opacity(min(max(p.lanes.x, 0), 1)))), for: node)
            }
        case .effect(.scale(let s, let anchor)):
            var previousValue: AnimatableVector4?
            if case .effect(.scale(let old, _))? = previousKind { previousValue = AnimatableVector4(old.width, old.height) }
            if let p = step(
                &tracks.value, target: AnimatableVector4(s.width, s.height), previous: previousValue, animation: animation, time: time)
            {
                graph.animator.presentation.present(
                    .kind(.effect(.scale(CGSize(width: p.lanes.x, height: p.lanes.y), anchor: anchor))), for: node)
            }
        case .effect(.rotation(let angle, let anchor)):
            var previousValue: AnimatableVector4?
            if case .effect(.rotation(let old, _))? = previousKind { previousValue = AnimatableVector4(old.radians) }
            if let p = step(
                &tracks.value, target: AnimatableVector4(angle.radians), previous: previousValue, animation: animation, time: time)
            {
                graph.animator.presentation.present(.kind(.effect(.rotation(Angle(radians: p.lanes.x), anchor: anchor))), for: node)
            }
        case .effect(.shadow(let index)):
            let shadow = graph.current.tables.largePayloads[Int(index)].shadow
            let color = shadow.color, radius = shadow.radius, offset = shadow.offset
            let scheme = graph.current.environments[Int(graph.current.nodes[i].environment)].colorScheme
            var previousColor: AnimatableVector4?, previousGeometry: AnimatableVector4?
            if case .effect(.shadow(let old))? = previousKind {
                let old = graph.previous.tables.largePayloads[Int(old)].shadow
                previousColor = old.color.resolve(colorScheme: scheme).linearVector
                previousGeometry = AnimatableVector4(old.radius, old.offset.width, old.offset.height)
            }
            let c = step(
                &tracks.value, target: color.resolve(colorScheme: scheme).linearVector, previous: previousColor, animation: animation,
                time: time)
            // A shadow has no fill: its radius and offset use the paint track.
            let g = step(
                &tracks.paint, target: AnimatableVector4(radius, offset.width, offset.height), previous: previousGeometry,
                animation: animation,
                time: time)
            if c != nil || g != nil {
                let geometry = g ?? AnimatableVector4(radius, offset.width, offset.height)
                let presented = ShadowEffect(
                    color: c.map { Color(Color.Resolved(linear: $0)) } ?? color, radius: max(0, geometry.lanes.x),
                    offset: CGSize(width: geometry.lanes.y, height: geometry.lanes.z))
                graph.animator.presentation.present(.shadow(presented), for: node)
            }
        case .effect(.layerEffect(let index)):
            let effect = graph.current.tables.largePayloads[Int(index)].layerEffect
            let scheme = graph.current.environments[Int(graph.current.nodes[i].environment)].colorScheme
            var previousAmount: AnimatableVector4?, previousColor: AnimatableVector4?
            if case .effect(.layerEffect(let old))? = previousKind {
                let old = graph.previous.tables.largePayloads[Int(old)].layerEffect
                // Only the same effect animates: a blur does not turn into a saturation.
                if old.kind == effect.kind {
                    previousAmount = AnimatableVector4(old.amount)
                    previousColor = old.color.resolve(colorScheme: scheme).linearVector
                }
            }
            let a = step(
                &tracks.value, target: AnimatableVector4(effect.amount), previous: previousAmount, animation: animation, time: time)
            var c: AnimatableVector4?
            if effect.kind == .colorMultiply {
                c = step(
                    &tracks.paint, target: effect.color.resolve(colorScheme: scheme).linearVector, previous: previousColor,
                    animation: animation, time: time)
            }
            if a != nil || c != nil {
                var presented = effect
                if let a {
                    presented.amount =
                        effect.kind == .blur(opaque: true) || effect.kind == .blur(opaque: false) ? max(0, a.lanes.x) : a.lanes.x
                }
                if let c { presented.color = Color(Color.Resolved(linear: c)) }
                graph.animator.presentation.present(.layerEffect(presented), for: node)
            }
        case .text:
            animateTextColor(node, tracks: tracks, previous: previous, animation: animation, time: time)
        case .shape(let index):
            animateShape(node, index: Int(index), tracks: tracks, previous: previousKind, animation: animation, time: time)
        case .effect(.animation(let index)):
            guard case .geometryEffect(let effect) = graph.current.tables.animationNodes[Int(index)] else { break }
            var previousEffect: (any GeometryEffect)?
            if case .effect(.animation(let old))? = previousKind,
                case .geometryEffect(let e) = graph.previous.tables.animationNodes[Int(old)]
            {
                previousEffect = e
            }
            if let presented = animateData(effect, previous: previousEffect, tracks: tracks, animation: animation, time: time) {
                graph.animator.presentation.present(.geometryEffect(presented), for: node)
            }
        default:
            break
        }
        if tracks.isEmpty {
            if existing != nil { graph.animator.tracks[key] = nil }
        } else if existing == nil {
            graph.animator.tracks[key] = tracks
        }
    }

    /// A text's colour: its own (`Text.foregroundColor(_:)` on a one-run text) or the
    /// environment's foreground colour.
    private mutating func animateTextColor(_ node: NodeID, tracks: NodeTracks, previous: NodeID?, animation: Animation?, time: Double) {
        let i = Int(node)
        let environment = graph.current.environments[Int(graph.current.nodes[i].environment)]
        // `Text.foregroundColor(_:)` on a one-run text: its shaped runs (this pass's) take the colour.
        if case .text(let index) = graph.current.nodes[i].kind, graph.current.tables.texts[Int(index)].rest.isEmpty,
            let color = graph.current.tables.texts[Int(index)].first.color
        {
            var previousValue: AnimatableVector4?
            if let previous, case .text(let old) = graph.previous.nodes[Int(previous)].kind,
                graph.previous.tables.texts[Int(old)].rest.isEmpty,
                let oldColor = graph.previous.tables.texts[Int(old)].first.color
            {
                previousValue = oldColor.resolve(colorScheme: environment.colorScheme).linearVector
            }
            let target = color.resolve(colorScheme: environment.colorScheme).linearVector
            guard let p = step(&tracks.value, target: target, previous: previousValue, animation: animation, time: time) else { return }
            graph.animator.presentation.present(.textColor(Color(Color.Resolved(linear: p))), for: node)
            return
        }
        guard environment.foregroundStyle == nil, let color = environment.foregroundColor else {
            tracks.value = nil
            return
        }
        var previousValue: AnimatableVector4?
        if let previous, case let old = graph.previous.environments[Int(graph.previous.nodes[Int(previous)].environment)],
            old.foregroundStyle == nil, let oldColor = old.foregroundColor
        {
            previousValue = oldColor.resolve(colorScheme: old.colorScheme).linearVector
        }
        let target = color.resolve(colorScheme: environment.colorScheme).linearVector
        guard let p = step(&tracks.value, target: target, previous: previousValue, animation: animation, time: time) else { return }
        graph.animator.presentation.present(.foregroundColor(Color(Color.Resolved(linear: p))), for: node)
    }

    private mutating func animateShape(
        _ node: NodeID, index: Int, tracks: NodeTracks, previous: NodeKind?, animation: Animation?, time: Double
    ) {
        let shapeNode = graph.current.tables.shapes[index]
        var previousShape: ShapeNode?
        if case .shape(let old)? = previous { previousShape = graph.previous.tables.shapes[Int(old)] }
        var presentedNode = shapeNode
        var changed = false
        if case .color(let color) = shapeNode.paint {
            var previousValue: AnimatableVector4?
            if case .color(let old)? = previousShape?.paint { previousValue = old.linearVector }
            if let p = step(&tracks.paint, target: color.linearVector, previous: previousValue, animation: animation, time: time) {
                presentedNode.paint = .color(Color.Resolved(linear: p))
                changed = true
            }
        } else {
            tracks.paint = nil
        }
        if let shape = animateData(shapeNode.shape, previous: previousShape?.shape, tracks: tracks, animation: animation, time: time) {
            presentedNode.shape = shape
            changed = true
        }
        if changed { graph.animator.presentation.present(.shape(presentedNode), for: node) }
    }

    /// Steps the `animatableData` track of `value`; returns the value with its presented data,
    /// or `nil` when nothing animates.
    private func animateData<A: Animatable>(_ value: A, previous: Any?, tracks: NodeTracks, animation: Animation?, time: Double) -> A? {
        guard A.AnimatableData.self != EmptyAnimatableData.self else { return nil }
        let box = tracks.data as? DataTrack<A.AnimatableData>
        var track = box?.track
        let previousData = (previous as? A)?.animatableData
        let presented = step(&track, target: value.animatableData, previous: previousData, animation: animation, time: time)
        if let track {
            if let box { box.track = track } else { tracks.data = DataTrack(track) }
        } else {
            tracks.data = nil
        }
        guard let presented else { return nil }
        var copy = value
        copy.animatableData = presented
        return copy
    }

    /// Advances one track to `target`: starts it when `previous` differs and there is an
    /// animation, retargets it when the target moved, drops it when it has finished. Returns the
    /// presented value when it differs from `target`.
    private func step<V: VectorArithmetic>(
        _ track: inout AnimationTrack<V>?, target: V, previous: V?, animation: Animation?, time: Double
    ) -> V? {
        if track == nil {
            guard let animation, let previous, previous != target else { return nil }
            track = AnimationTrack(target: previous)
            track!.retarget(to: target, animation: animation, at: time)
        } else if track!.target != target {
            track!.retarget(to: target, animation: animation, at: time)
        }
        let presented = track!.presented(at: time)
        if !track!.isAnimating {
            track = nil
            return nil
        }
        return presented == target ? nil : presented
    }
}

/// What one walk of the animation stage looks up: last pass's and this pass's nodes by
/// identity, each map built only when first needed (an animated change, a leaving view).
struct AnimationWalk {
    let graph: ViewGraph
    private var previousByIdentity: [UInt64: NodeID]?
    private var currentByIdentity: [UInt64: NodeID]?

    init(graph: ViewGraph) {
        self.graph = graph
    }

    mutating func previousNode(_ identity: UInt64) -> NodeID? {
        if previousByIdentity == nil { previousByIdentity = Self.placedNodes(graph.previous.nodes) }
        return previousByIdentity![identity]
    }

    mutating func currentNode(_ identity: UInt64) -> NodeID? {
        if currentByIdentity == nil { currentByIdentity = Self.placedNodes(graph.current.nodes) }
        return currentByIdentity![identity]
    }

    /// The placed nodes of `arena` by identity (the first, when identities repeat).
    private static func placedNodes(_ arena: ArenaBuffer<Node>) -> [UInt64: NodeID] {
        var map: [UInt64: NodeID] = [:]
        map.reserveCapacity(arena.count)
        for j in 0..<arena.count where arena[j].isPlaced && map[arena[j].identity] == nil {
            map[arena[j].identity] = NodeID(j)
        }
        return map
    }
}

extension CGRect {
    var vector: AnimatableVector4 { AnimatableVector4(Double(minX), Double(minY), Double(width), Double(height)) }

    init(_ v: AnimatableVector4) {
        self.init(x: v.lanes.x, y: v.lanes.y, width: max(0, v.lanes.z), height: max(0, v.lanes.w))
    }
}

extension Color.Resolved {
    /// Red, green, blue in linear light and opacity: colours animate in linear light, so a
    /// fade between two colours passes no darker band.
    var linearVector: AnimatableVector4 {
        func linear(_ c: Float) -> Double {
            let v = Double(c)
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return AnimatableVector4(linear(red), linear(green), linear(blue), Double(opacity))
    }

    /// The colour whose `linearVector` is `v` (clamped to 0...1).
    init(linear v: AnimatableVector4) {
        func encoded(_ l: Double) -> Float {
            let c = min(max(l, 0), 1)
            return Float(c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055)
        }
        self.init(red: encoded(v.lanes.x), green: encoded(v.lanes.y), blue: encoded(v.lanes.z), opacity: Float(min(max(v.lanes.w, 0), 1)))
    }
}
