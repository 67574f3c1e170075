import Foundation

/// The focus engine: which views can take focus (focus targets that are placed, enabled, not
/// hidden or transparent, and not clipped away entirely), directional moves by geometry
/// (`FocusGeometry`), Tab order (layout order), `focusSection()`, `@FocusState` bindings, and
/// keeping focus on a remaining view when the focused one goes.
extension ViewGraph {
    /// A view focus can land on, in root coordinates after rotation and scale effects.
    struct FocusCandidate {
        let node: NodeID
        let identity: UInt64
        let frame: CGRect
        /// Identities of the focus sections around it, outermost first.
        let sections: [UInt64]
    }

    /// Every view focus can land on, in layout order, and the frames of the focus sections.
    func focusCandidates() -> (targets: [FocusCandidate], sections: [UInt64: CGRect]) {
        var targets: [FocusCandidate] = []
        var sections: [UInt64: CGRect] = [:]
        guard !current.nodes.isEmpty else { return (targets, sections) }
        collectCandidates(0, transform: .identity, clip: .infinite, sections: [], into: &targets, sectionFrames: &sections)
        if let scope = frontFocusScope { targets.removeAll { !node($0.node, isInside: scope) } }
        return (targets, sections)
    }

    private func collectCandidates(
        _ node: NodeID, transform: CGAffineTransform, clip: CGRect, sections: [UInt64],
        into targets: inout [FocusCandidate], sectionFrames: inout [UInt64: CGRect]
    ) {
        let i = Int(node)
        guard current.nodes[i].isPlaced, hasStackRoom() else { return }
        let frame = current.nodes[i].frame
        var transform = transform, clip = clip, sections = sections
        switch current.nodes[i].kind {
        case .effect(.hidden):
            return
        case .effect(.opacity(let value)) where value <= 0:
            return
        case .effect(.rotation(let angle, let anchor)):
            let a = anchor.point(in: frame)
            transform = CGAffineTransform.anchored(CGAffineTransform(rotationAngle: angle.radians), at: a).concatenating(transform)
        case .effect(.scale(let s, let anchor)):
            let a = anchor.point(in: frame)
            transform = CGAffineTransform.anchored(CGAffineTransform(scaleX: s.width, y: s.height), at: a).concatenating(transform)
        case .effect(.clip):
            clip = clip.intersection(frame.applying(transform))
        case .secondary(let layout) where layout.isMask:
            // A mask is only alpha: nothing in it can take focus.
            let primary = current.nodes[i].firstChild
            if primary >= 0 {
                collectCandidates(
                    primary, transform: transform, clip: clip, sections: sections, into: &targets, sectionFrames: &sectionFrames)
            }
            return
        case .interaction(let index):
            switch current.tables.interactions[Int(index)].role {
            case .focusTarget(true) where isEnabled(node):
                let drawn = frame.applying(transform)
                let visible = drawn.intersection(clip)
                if !visible.isNull, visible.width > 0, visible.height > 0 {
                    targets.append(FocusCandidate(node: node, identity: current.nodes[i].identity, frame: drawn, sections: sections))
                }
            case .focusSection:
                sections.append(current.nodes[i].identity)
                sectionFrames[current.nodes[i].identity] = frame.applying(transform)
            default:
                break
            }
        default:
            break
        }
        forEachChild(of: node) {
            collectCandidates($0, transform: transform, clip: clip, sections: sections, into: &targets, sectionFrames: &sectionFrames)
        }
    }

    /// Moves focus to the best view in `direction`; with nothing focused, focuses the first view.
    /// Then runs `onMoveCommand` handlers around the focused view.
    func moveFocus(_ direction: MoveCommandDirection) -> Bool {
        let (targets, sectionFrames) = focusCandidates()
        guard let focused = input.focused, let current = targets.first(where: { $0.identity == focused }) else {
            return focusFirstTarget(targets)
        }
        // Outside the current view's sections, a section competes as one candidate.
        var best: (score: FocusGeometry.Score, section: UInt64?, target: FocusCandidate)?
        for candidate in targets where candidate.identity != focused {
            let section = candidate.sections.first { !current.sections.contains($0) }
            let frame = section.flatMap { sectionFrames[$0] } ?? candidate.frame
            guard FocusGeometry.lies(frame, in: direction, of: current.frame) else { continue }
            let score = FocusGeometry.score(frame, from: current.frame, in: direction)
            if best == nil || score < best!.score { best = (score, section, candidate) }
        }
        if var chosen = best {
            if let section = chosen.section {
                // Into a section: the target inside it that is best placed for the move.
                var inner: (FocusGeometry.Score, FocusCandidate)?
                for candidate in targets where candidate.sections.contains(section) {
                    let score = FocusGeometry.score(candidate.frame, from: current.frame, in: direction)
                    if inner == nil || score < inner!.0 { inner = (score, candidate) }
                }
                if let inner { chosen.target = inner.1 }
            }
            setFocus(chosen.target.identity, frame: chosen.target.frame)
        }
        for (node, index) in focusResponders() where isEnabled(node) {
            if case .moveCommand(let action) = self.current.tables.interactions[Int(index)].role { action(direction) }
        }
        return true
    }

    /// Tab and Shift-Tab: the next (previous) view in layout order, wrapping around.
    func moveFocusInLayoutOrder(backwards: Bool) -> Bool {
        let targets = focusCandidates().targets
        guard !targets.isEmpty else { return false }
        guard let focused = input.focused, let index = targets.firstIndex(where: { $0.identity == focused }) else {
            return focusFirstTarget(targets)
        }
        let next = targets[(index + (backwards ? targets.count - 1 : 1)) % targets.count]
        setFocus(next.identity, frame: next.frame)
        return true
    }

    /// Focus enters the HUD: `defaultFocus` bindings are set, and the view a binding names gets
    /// focus; else the first view in layout order.
    func focusFirstTarget(_ targets: [FocusCandidate]? = nil) -> Bool {
        let targets = targets ?? focusCandidates().targets
        guard !targets.isEmpty else { return false }
        for i in current.nodes.indices where current.nodes[i].isPlaced {
            if case .interaction(let index) = current.nodes[i].kind,
                case .defaultFocus(let apply) = current.tables.interactions[Int(index)].role
            {
                apply()
            }
        }
        for (binding, hooks) in focusBindings() where hooks.isBound() {
            if let target = focusTarget(ofBinding: binding), let candidate = targets.first(where: { $0.node == target }) {
                setFocus(candidate.identity, frame: candidate.frame)
                return true
            }
        }
        setFocus(targets[0].identity, frame: targets[0].frame)
        return true
    }

    /// Focuses the target `identity` (nil: nothing), updating `@FocusState` bindings: the old
    /// target's are cleared, the new one's set. Its content re-reads `isFocused` next pass.
    func setFocus(_ identity: UInt64?, frame: CGRect) {
        input.focusedFrame = frame
        guard identity != input.focused else { return }
        let old = input.focused
        input.focused = identity
        if input.keyPress != nil { releaseKeyPress(firing: false) }
        let bindings = focusBindings()
        for (binding, hooks) in bindings where hooks.isBound() {
            if let target = focusTarget(ofBinding: binding), current.nodes[Int(target)].identity == old { hooks.unbind() }
        }
        for (binding, hooks) in bindings {
            if let target = focusTarget(ofBinding: binding), current.nodes[Int(target)].identity == identity, !hooks.isBound() {
                hooks.bind()
            }
        }
        recordBoundFocusBindings(bindings)
        if let identity, let (node, _) = interaction(identity) { scrollIntoView(node) }
        // Focus reaches views through `isFocused` in the environment of the targets' content,
        // as in SwiftUI: the views that made the two targets are made again from their last
        // body, without evaluating it, and the content whose environment changed is evaluated.
        for target in [old, identity] {
            if let target { remakeViewsThatMade(target) }
        }
        dataFlow.invalidation.invalidate(DependencyReaders())
    }

    /// The interaction nodes a key goes to: inside the focused target, the target, then its
    /// ancestors outwards; with nothing focused, every interaction node in layout order.
    func focusResponders() -> [(node: NodeID, index: Int32)] {
        guard let focused = input.focused, let (target, _) = interaction(focused) else {
            var all: [(node: NodeID, index: Int32)] = []
            let scope = frontFocusScope
            for i in current.nodes.indices where current.nodes[i].isPlaced {
                if case .interaction(let index) = current.nodes[i].kind, scope.map({ node(NodeID(i), isInside: $0) }) ?? true {
                    all.append((NodeID(i), index))
                }
            }
            return all
        }
        var result: [(node: NodeID, index: Int32)] = []
        collectInteractions(below: target, into: &result)
        return result + interactionAncestors(of: target)
    }

    /// Interaction nodes inside `node` (not itself), in layout order, stopping at other targets.
    private func collectInteractions(below node: NodeID, into result: inout [(node: NodeID, index: Int32)]) {
        forEachChild(of: node) { child in
            if case .interaction(let index) = current.nodes[Int(child)].kind {
                if case .focusTarget(true) = current.tables.interactions[Int(index)].role { return }
                result.append((child, index))
            }
            collectInteractions(below: child, into: &result)
        }
    }

    /// Notes which bindings read as bound now (see `InputState.boundFocusBindings`).
    private func recordBoundFocusBindings(_ bindings: [(node: NodeID, hooks: FocusBindingHooks)]) {
        input.boundFocusBindings.removeAll(keepingCapacity: true)
        for (binding, hooks) in bindings where hooks.isBound() { input.boundFocusBindings.insert(current.nodes[Int(binding)].identity) }
    }

    /// Every `focused(_:equals:)` binding node of the last pass.
    func focusBindings() -> [(node: NodeID, hooks: FocusBindingHooks)] {
        var result: [(node: NodeID, hooks: FocusBindingHooks)] = []
        for i in current.nodes.indices where current.nodes[i].isPlaced {
            if case .interaction(let index) = current.nodes[i].kind,
                case .focusBinding(let hooks) = current.tables.interactions[Int(index)].role
            {
                result.append((NodeID(i), hooks))
            }
        }
        return result
    }

    /// The target a binding follows: the first focus target inside it, else the nearest above.
    func focusTarget(ofBinding node: NodeID) -> NodeID? {
        if let inside = firstFocusTarget(in: node) { return inside }
        var current = self.current.nodes[Int(node)].parent
        while current >= 0 {
            if isFocusTarget(current) { return current }
            current = self.current.nodes[Int(current)].parent
        }
        return nil
    }

    private func firstFocusTarget(in node: NodeID) -> NodeID? {
        var found: NodeID?
        forEachChild(of: node) { child in
            guard found == nil else { return }
            found = isFocusTarget(child) ? child : firstFocusTarget(in: child)
        }
        return found
    }

    private func isFocusTarget(_ node: NodeID) -> Bool {
        if case .interaction(let index) = current.nodes[Int(node)].kind,
            case .focusTarget(true) = current.tables.interactions[Int(index)].role
        {
            return true
        }
        return false
    }

    /// After a pass: a binding set by the game moves focus to its view; a binding cleared by the
    /// game clears focus; a focused view that went (or became hidden, disabled or clipped away)
    /// hands focus to the remaining view nearest to where it was.
    func updateFocusAfterPass() {
        let bindings = focusBindings()
        if !bindings.isEmpty {
            var focusedHasBinding = false, focusedIsBound = false
            var requested: NodeID?
            for (binding, hooks) in bindings {
                guard let target = focusTarget(ofBinding: binding) else { continue }
                let bound = hooks.isBound()
                if current.nodes[Int(target)].identity == input.focused {
                    focusedHasBinding = true
                    focusedIsBound = focusedIsBound || bound
                } else if bound, requested == nil, !input.boundFocusBindings.contains(current.nodes[Int(binding)].identity) {
                    // Bound since the engine last looked: the game set it. One that stayed bound
                    // shares its state with the focused view's binding (two views on one
                    // `@FocusState`, or one value named twice): focus stays, as in SwiftUI,
                    // instead of moving to it, which would rebind the other, and so on.
                    requested = target
                }
            }
            if let requested {
                setFocus(current.nodes[Int(requested)].identity, frame: current.nodes[Int(requested)].frame)
            } else if focusedHasBinding, !focusedIsBound {
                setFocus(nil, frame: .zero)
            }
            recordBoundFocusBindings(bindings)
        } else if !input.boundFocusBindings.isEmpty {
            input.boundFocusBindings.removeAll()
        }
        guard let focused = input.focused else { return }
        // The common frame: the focused view is still there and can still take focus, found by
        // one scan and a walk up its ancestors instead of a walk of the whole tree.
        if let (node, _) = interaction(focused), canStillTakeFocus(node) {
            input.focusedFrame = current.nodes[Int(node)].frame
            return
        }
        let targets = focusCandidates().targets
        if let current = targets.first(where: { $0.identity == focused }) {
            input.focusedFrame = current.frame
            return
        }
        let last = input.focusedFrame
        func distance(_ r: CGRect) -> CGFloat { hypot(r.midX - last.midX, r.midY - last.midY) }
        let nearest = targets.min { distance($0.frame) < distance($1.frame) }
        setFocus(nearest?.identity, frame: nearest?.frame ?? .zero)
    }

    /// Whether the focus target `node` is enabled and nothing above it hides it, makes it
    /// transparent or clips it away entirely (the rules of `focusCandidates`, without
    /// transforms: a rotated or scaled ancestor sends the caller to the full walk).
    private func canStillTakeFocus(_ node: NodeID) -> Bool {
        guard isFocusTarget(node), isEnabled(node), current.nodes[Int(node)].isPlaced else { return false }
        let frame = current.nodes[Int(node)].frame
        guard frame.width > 0, frame.height > 0 else { return false }
        var current = self.current.nodes[Int(node)].parent
        while current >= 0 {
            switch self.current.nodes[Int(current)].kind {
            case .effect(.hidden), .effect(.rotation), .effect(.scale):
                return false
            case .effect(.opacity(let value)) where value <= 0:
                return false
            case .effect(.clip):
                let visible = frame.intersection(self.current.nodes[Int(current)].frame)
                if visible.isNull || visible.width <= 0 || visible.height <= 0 { return false }
            default:
                break
            }
            current = self.current.nodes[Int(current)].parent
        }
        return true
    }

    /// The frame of the focused view in the last pass (root coordinates), or nil.
    public var focusedFrame: CGRect? {
        guard let focused = input.focused, let (node, _) = interaction(focused) else { return nil }
        return current.nodes[Int(node)].frame
    }

    /// The `accessibilityIdentifier` of the focused view (set on it or inside it), or nil.
    public var focusedIdentifier: String? {
        guard let focused = input.focused, let (node, _) = interaction(focused) else { return nil }
        var current = node
        while current >= 0 {
            if let name = self.current.tables.identifiers.first(where: { $0.0 == current })?.1 { return name }
            current = self.current.nodes[Int(current)].parent
            if current >= 0, isFocusTarget(current) { break }
        }
        return firstIdentifier(in: node)
    }

    private func firstIdentifier(in node: NodeID) -> String? {
        var found: String?
        forEachChild(of: node) { child in
            guard found == nil, !isFocusTarget(child) else { return }
            found = current.tables.identifiers.first(where: { $0.0 == child })?.1 ?? firstIdentifier(in: child)
        }
        return found
    }

    /// Moves focus to the focusable view tagged `identifier` (or the first one inside it);
    /// returns whether it could take focus.
    @discardableResult
    public func focus(_ identifier: String) -> Bool {
        guard let tagged = node(tagged: identifier) else { return false }
        let targets = focusCandidates().targets
        var current = tagged
        while current >= 0 {
            if let candidate = targets.first(where: { $0.node == current }) {
                setFocus(candidate.identity, frame: candidate.frame)
                return true
            }
            current = self.current.nodes[Int(current)].parent
        }
        guard let inside = firstFocusTarget(in: tagged), let candidate = targets.first(where: { $0.node == inside }) else { return false }
        setFocus(candidate.identity, frame: candidate.frame)
        return true
    }
}
