import Foundation

/// Focus scopes: a presented alert, dialog or sheet and a pushed navigation screen keep focus
/// inside themselves while they are the frontmost, as a modal does in SwiftUI. When a scope
/// appears, focus moves into it (to the view that `prefersScopeFocus` marks, else the first in
/// layout order) and the view focused before is remembered; when the scope goes, that view gets
/// focus back. Directional moves, Tab and keys with nothing focused see only the last scope.
extension ViewGraph {
    /// Keeps the focus scopes placed this pass (`scopes`, in layout order) and moves focus into
    /// the last new one, or back to the view a scope that went had taken focus from.
    func updateFocusScopes(_ scopes: [(node: NodeID, identity: UInt64, isModal: Bool)]) {
        input.topFocusScope = scopes.last.map { (updates.pass, $0.node) }
        let placed = Set(scopes.map(\.identity))
        var giveBack: (identity: UInt64?, frame: CGRect)?
        while let last = input.focusScopes.last, !placed.contains(last.identity) {
            giveBack = (last.savedFocus, last.savedFrame)
            input.focusScopes.removeLast()
        }
        input.focusScopes.removeAll { !placed.contains($0.identity) }
        let known = Set(input.focusScopes.map(\.identity))
        var appeared = false
        for scope in scopes where !known.contains(scope.identity) {
            input.focusScopes.append((scope.identity, input.focused, input.focusedFrame))
            // A pointer user's pushed screen shows no focus ring; a modal takes focus always.
            appeared = appeared || scope.isModal || input.focused != nil
        }
        // The common frame: the same scopes, and nothing focused or focus inside the front one.
        if !appeared, giveBack == nil, let top = scopes.last {
            guard let focused = input.focused else { return }
            if let (node, _) = interaction(focused), self.node(node, isInside: top.node) { return }
        }
        let targets = focusCandidates().targets
        if !appeared, let giveBack {
            if let identity = giveBack.identity, let target = targets.first(where: { $0.identity == identity }) {
                setFocus(target.identity, frame: target.frame)
            } else if giveBack.identity == nil, scopes.isEmpty {
                setFocus(nil, frame: .zero)  // nothing had focus before: a pointer user's screen stays unringed
            }
            if scopes.isEmpty || giveBack.identity != nil { return }
        }
        guard let top = scopes.last else { return }
        if appeared || (input.focused != nil && !targets.contains(where: { $0.identity == input.focused })) {
            guard let first = targets.first(where: { prefersScopeFocus($0.node, in: top.node) }) ?? targets.first else {
                // Nothing to focus inside: keys go to the scope's own handlers (Escape), not outside.
                if input.focused != nil { setFocus(nil, frame: .zero) }
                return
            }
            setFocus(first.identity, frame: first.frame)
        }
    }

    /// The frontmost focus scope of the last pass, if any.
    var frontFocusScope: NodeID? {
        guard let top = input.topFocusScope, top.pass == updates.pass, Int(top.node) < current.nodes.count else { return nil }
        return top.node
    }

    /// Whether `node` is `ancestor` or inside it.
    func node(_ node: NodeID, isInside ancestor: NodeID) -> Bool {
        var current = node
        while current >= 0 {
            if current == ancestor { return true }
            current = self.current.nodes[Int(current)].parent
        }
        return false
    }

    /// Whether a `prefersScopeFocus` node stands at or above the target `node` inside `scope`,
    /// or inside the target (a button's style marks its body).
    private func prefersScopeFocus(_ node: NodeID, in scope: NodeID) -> Bool {
        var current = node
        while current >= 0, current != scope {
            if isScopeFocusMarker(current) { return true }
            current = self.current.nodes[Int(current)].parent
        }
        return markerBelow(node)
    }

    private func markerBelow(_ node: NodeID) -> Bool {
        var found = false
        forEachChild(of: node) { child in
            guard !found else { return }
            if case .interaction(let index) = current.nodes[Int(child)].kind,
                case .focusTarget(true) = current.tables.interactions[Int(index)].role
            {
                return
            }
            found = isScopeFocusMarker(child) || markerBelow(child)
        }
        return found
    }

    private func isScopeFocusMarker(_ node: NodeID) -> Bool {
        if case .interaction(let index) = current.nodes[Int(node)].kind,
            case .prefersScopeFocus = current.tables.interactions[Int(index)].role
        {
            return true
        }
        return false
    }
}

extension View {
    /// Keeps focus inside this view while it is the frontmost scope (a modal, a pushed screen).
    func _focusScope(isModal: Bool) -> ModifiedContent<Self, _InteractionModifier> {
        modifier(_InteractionModifier(.focusScope(isModal: isModal), salt: InteractionSalt.focusScope))
    }

    /// Makes this view the one focus lands on when its focus scope appears.
    func _prefersScopeFocus() -> ModifiedContent<Self, _InteractionModifier> {
        modifier(_InteractionModifier(.prefersScopeFocus, salt: InteractionSalt.prefersScopeFocus))
    }
}
