import Foundation

/// `zIndex(_:)`: siblings draw in order of their z-index (stable, so equal values keep view
/// order), and hit testing walks the same order backwards.
extension ViewGraph {
    /// Whether any child of `node` sets a z-index (the common case, none, costs one walk).
    func hasZIndexedChild(_ node: NodeID) -> Bool {
        var child = current.nodes[Int(node)].firstChild
        while child >= 0 {
            if case .effect(.zIndex) = current.nodes[Int(child)].kind { return true }
            child = current.nodes[Int(child)].nextSibling
        }
        return false
    }

    /// The z-index a child sets (0 when it sets none).
    func zIndex(of node: NodeID) -> Double {
        if case .effect(.zIndex(let value)) = current.nodes[Int(node)].kind { return value }
        return 0
    }

    /// Calls `body` with the children of `node` back to front: by z-index, then in view order.
    func forEachChildInDrawingOrder(of node: NodeID, _ body: (NodeID) -> Void) {
        var children: [NodeID] = []
        forEachChild(of: node) { children.append($0) }
        let sorted = children.enumerated().sorted { a, b in
            let za = zIndex(of: a.element), zb = zIndex(of: b.element)
            return za != zb ? za < zb : a.offset < b.offset
        }
        for (_, child) in sorted { body(child) }
    }
}

extension View {
    /// Controls the display order of overlapping views: a higher value draws in front of its
    /// siblings (and is hit first). Siblings without one are at 0.
    @inlinable
    public func zIndex(_ value: Double) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier.zIndex(value))
    }
}

extension _NodeModifier {
    @usableFromInline
    static func zIndex(_ value: Double) -> _NodeModifier {
        if !value.isFinite { Diagnostics.warnOnce("zIndex(\(value)) is not finite; using 0") }
        return _NodeModifier(kind: .effect(.zIndex(value.isFinite ? value : 0)))
    }
}
