import Foundation

/// Hit testing on the last pass's laid-out geometry, front to back: later siblings (and higher
/// `zIndex`) first, an overlay before its content, a background after it. A point is moved back
/// through rotation and scale effects; clipping, `contentShape`, `hidden()`, `opacity(0)` and
/// `allowsHitTesting(false)` are honoured. What is hit is drawn content (a colour, shape, text
/// or image with a frame) or a `contentShape` area.
extension ViewGraph {
    /// The frontmost node drawn at `point` (root coordinates, points), or nil. Non-finite points
    /// hit nothing.
    func hitTest(_ point: CGPoint) -> NodeID? {
        guard point.x.isFinite, point.y.isFinite, !current.nodes.isEmpty, current.nodes[0].isPlaced else { return nil }
        if input.hitBoundsPass != updates.pass || input.hitBounds.count != current.nodes.count { computeHitBounds() }
        return hit(0, point)
    }

    /// Every node's hittable bounds this pass (its frame and its subtree's, through transforms
    /// and clips), so a hit test descends only where the point can land.
    private func computeHitBounds() {
        input.hitBounds = Array(repeating: .null, count: current.nodes.count)
        input.hitBoundsPass = updates.pass
        _ = hitBounds(0)
    }

    private func hitBounds(_ node: NodeID) -> CGRect {
        let i = Int(node)
        guard current.nodes[i].isPlaced, hasStackRoom() else { return .null }
        let frame = current.nodes[i].frame
        var bounds = frame
        forEachChild(of: node) { bounds = bounds.union(hitBounds($0)) }
        switch current.nodes[i].kind {
        case .effect(.hidden):
            bounds = .null
        case .effect(.opacity(let value)) where value <= 0:
            bounds = .null
        case .effect(.rotation(let angle, let anchor)):
            let a = anchor.point(in: frame)
            let t = CGAffineTransform.anchored(CGAffineTransform(rotationAngle: angle.radians), at: a)
            bounds = bounds.isNull ? bounds : bounds.applying(t)
        case .effect(.scale(let s, let anchor)):
            let a = anchor.point(in: frame)
            let t = CGAffineTransform.anchored(CGAffineTransform(scaleX: s.width, y: s.height), at: a)
            bounds = bounds.isNull ? bounds : bounds.applying(t)
        case .effect(.clip):
            bounds = bounds.intersection(frame)
        case .interaction(let index):
            switch current.tables.interactions[Int(index)].role {
            case .hitTesting(allowed: false): bounds = .null
            case .scrollView, .contentShape: bounds = bounds.intersection(frame)
            default: break
            }
        default:
            break
        }
        input.hitBounds[i] = bounds
        return bounds
    }

    private func hit(_ node: NodeID, _ point: CGPoint) -> NodeID? {
        let i = Int(node)
        guard current.nodes[i].isPlaced, input.hitBounds[i].contains(point), hasStackRoom() else { return nil }
        let frame = current.nodes[i].frame
        switch current.nodes[i].kind {
        case .color(let color):
            return color.resolve(colorScheme: current.environments[Int(current.nodes[i].environment)].colorScheme).opacity > 0
                && frame.contains(point) ? node : nil
        case .shape(let index):
            return !current.tables.shapes[Int(index)].paint.isInvisible
                && Self.shape(current.tables.shapes[Int(index)].shape, in: frame, contains: point)
                ? node : nil
        case .text, .image, .divider:
            return frame.contains(point) ? node : nil
        case .effect(.hidden):
            return nil
        case .effect(.opacity(let value)) where value <= 0:
            return nil
        case .effect(.rotation(let angle, let anchor)):
            let a = anchor.point(in: frame)
            let t = CGAffineTransform.anchored(CGAffineTransform(rotationAngle: angle.radians), at: a)
            return hitChildren(node, point.applying(t.inverted()))
        case .effect(.scale(let s, let anchor)):
            // A zero scale draws nothing, so nothing is hit.
            guard s.width != 0, s.height != 0 else { return nil }
            let a = anchor.point(in: frame)
            return hitChildren(node, CGPoint(x: a.x + (point.x - a.x) / s.width, y: a.y + (point.y - a.y) / s.height))
        case .effect(.clip(let index, _)):
            guard Self.shape(current.tables.clipShapes[Int(index)], in: frame, contains: point) else { return nil }
            return hitChildren(node, point)
        case .interaction(let index):
            switch current.tables.interactions[Int(index)].role {
            case .hitTesting(allowed: false):
                return nil
            case .scrollView:
                // Content scrolled out of the viewport is clipped away.
                return frame.contains(point) ? hitChildren(node, point) : nil
            case .contentShape(let shape):
                guard Self.shape(shape, in: frame, contains: point) else { return nil }
                return hitChildren(node, point) ?? node
            default:
                return hitChildren(node, point)
            }
        default:
            return hitChildren(node, point)
        }
    }

    /// The children of `node` front to back: the reverse of drawing order.
    private func hitChildren(_ node: NodeID, _ point: CGPoint) -> NodeID? {
        if case .secondary(let layout) = current.nodes[Int(node)].kind, layout.isMask {
            // A mask is not hit: only the masked view, wherever it is (SwiftUI's rule).
            let primary = current.nodes[Int(node)].firstChild
            return primary >= 0 ? hit(primary, point) : nil
        }
        if case .secondary(let layout) = current.nodes[Int(node)].kind, layout.isBackground {
            let primary = current.nodes[Int(node)].firstChild
            guard primary >= 0 else { return nil }
            if let found = hit(primary, point) { return found }
            let secondary = current.nodes[Int(primary)].nextSibling
            return secondary >= 0 ? hit(secondary, point) : nil
        }
        if hasZIndexedChild(node) {
            var order: [NodeID] = []
            forEachChildInDrawingOrder(of: node) { order.append($0) }
            for child in order.reversed() {
                if let found = hit(child, point) { return found }
            }
            return nil
        }
        // Children are singly linked: walk from the last through a stack buffer (no allocation).
        let first = current.nodes[Int(node)].firstChild
        guard first >= 0 else { return nil }
        if current.nodes[Int(first)].nextSibling < 0 { return hit(first, point) }
        let count = Int(current.nodes[Int(node)].childCount)
        return withUnsafeTemporaryAllocation(of: NodeID.self, capacity: count) { children in
            var n = 0
            forEachChild(of: node) { child in
                if n < count {
                    children[n] = child
                    n += 1
                }
            }
            for k in stride(from: n - 1, through: 0, by: -1) {
                if let found = hit(children[k], point) { return found }
            }
            return nil
        }
    }

    /// Whether `shape` drawn in `rect` covers `point`: exact for rectangles, rounded rectangles
    /// and ellipses, the bounding box for other paths.
    static func shape(_ shape: any Shape, in rect: CGRect, contains point: CGPoint) -> Bool {
        guard rect.contains(point) else { return false }
        switch shape._displayShape(in: rect) {
        case .rect(let r): return r.contains(point)
        case .ellipse(let r): return ellipse(r, contains: point)
        case .roundedRect(let r, let corner, _):
            guard r.contains(point) else { return false }
            let cw = min(corner.width, r.width / 2), ch = min(corner.height, r.height / 2)
            guard cw > 0, ch > 0 else { return true }
            // Outside the corner squares the rectangle decides; inside one, its quarter ellipse.
            let cx = point.x < r.minX + cw ? r.minX + cw : (point.x > r.maxX - cw ? r.maxX - cw : point.x)
            let cy = point.y < r.minY + ch ? r.minY + ch : (point.y > r.maxY - ch ? r.maxY - ch : point.y)
            let dx = (point.x - cx) / cw, dy = (point.y - cy) / ch
            return dx * dx + dy * dy <= 1
        case .path(let p): return p.boundingRect.contains(point)
        case nil: return shape.path(in: rect).boundingRect.contains(point)
        }
    }

    private static func ellipse(_ r: CGRect, contains point: CGPoint) -> Bool {
        guard r.width > 0, r.height > 0 else { return false }
        let dx = (point.x - r.midX) / (r.width / 2), dy = (point.y - r.midY) / (r.height / 2)
        return dx * dx + dy * dy <= 1
    }

    /// The interaction nodes from `node` up to the root, innermost first.
    func interactionAncestors(of node: NodeID) -> [(node: NodeID, index: Int32)] {
        var result: [(node: NodeID, index: Int32)] = []
        var current = node
        while current >= 0 {
            if case .interaction(let index) = self.current.nodes[Int(current)].kind { result.append((current, index)) }
            current = self.current.nodes[Int(current)].parent
        }
        return result
    }

    /// Whether the controls at `node` take input (`disabled(_:)` was not set above it).
    func isEnabled(_ node: NodeID) -> Bool {
        current.environments[Int(current.nodes[Int(node)].environment)].isEnabled
    }
}
