import Foundation

/// Scrolling by input: the wheel scrolls the innermost scroll view under the pointer that can
/// move that way; a press that moves past `tapSlop` in a scroll view drags its content (and is
/// no longer a tap or a button press); focus scrolls the focused view into sight; and
/// `ScrollViewProxy.scrollTo` scrolls a view with an id to an anchor.
extension ViewGraph {
    /// Sets a scroll view's offset (kept in range); the next pass lays it out there.
    func setScrollOffset(_ identity: UInt64, _ offset: CGPoint) {
        guard var position = input.scrollPositions[identity] else { return }
        let clamped = position.clamped(offset)
        guard clamped != position.offset else { return }
        position.offset = clamped
        input.scrollPositions[identity] = position
        // Views read nothing of a scroll position: the view that made the scroll view is made
        // again from its last body, so the pass this starts places the content at the new offset
        // (and the lazy stacks in it make the rows now in sight), and no body is evaluated.
        remakeViewsThatMade(identity)
        for (stack, geometry) in input.lazyGeometry where geometry.scroll == identity { remakeViewsThatMade(stack) }
        dataFlow.invalidation.invalidate(DependencyReaders())
    }

    /// The scroll views from `node` up to the root, innermost first.
    func scrollAncestors(of node: NodeID) -> [(node: NodeID, layout: ScrollViewLayout)] {
        interactionAncestors(of: node).compactMap { node, index in
            if case .scrollView(let layout) = current.tables.interactions[Int(index)].role { return (node, layout) }
            return nil
        }
    }

    /// The scroll views the player may scroll (not `scrollDisabled`) whose visible frame holds
    /// `point` (anywhere in them, content or not), innermost first.
    func scrollViews(at point: CGPoint) -> [(node: NodeID, layout: ScrollViewLayout)] {
        guard point.x.isFinite, point.y.isFinite, !current.tables.interactions.isEmpty else { return [] }
        var result: [(node: NodeID, layout: ScrollViewLayout)] = []
        for i in current.nodes.indices.reversed() where current.nodes[i].isPlaced {
            if case .interaction(let index) = current.nodes[i].kind,
                case .scrollView(let layout) = current.tables.interactions[Int(index)].role,
                layout.scrollsWithInput, current.nodes[i].frame.contains(point),
                scrollAncestors(of: current.nodes[i].parent).allSatisfy({ current.nodes[Int($0.node)].frame.contains(point) })
            {
                result.append((NodeID(i), layout))
            }
        }
        return result
    }

    func scrollWheel(_ delta: CGSize, at point: CGPoint) -> Bool {
        guard point.x.isFinite, point.y.isFinite, delta.width.isFinite, delta.height.isFinite else { return false }
        let scrollViews = scrollViews(at: point)
        if scrollViews.isEmpty { return hitTest(point) != nil }
        for (node, layout) in scrollViews where isEnabled(node) {
            let identity = current.nodes[Int(node)].identity
            guard let position = input.scrollPositions[identity] else { continue }
            let dx = layout.axes.contains(.horizontal) ? delta.width : 0
            // A vertical wheel scrolls a horizontal-only scroll view sideways, as on desktops.
            let dy = layout.axes.contains(.vertical) ? delta.height : 0
            let sideways = layout.axes == .horizontal && dx == 0 ? delta.height : dx
            let target = CGPoint(x: position.offset.x - sideways, y: position.offset.y - dy)
            if position.clamped(target) != position.offset {
                setScrollOffset(identity, target)
                return true
            }
        }
        return true
    }

    /// Scrolls the scroll views around `node` so its frame shows, nearest edge first (the
    /// top-leading edge when it is larger than the viewport).
    func scrollIntoView(_ node: NodeID, anchor: UnitPoint? = nil) {
        var frame = current.nodes[Int(node)].frame
        for (scroll, layout) in scrollAncestors(of: current.nodes[Int(node)].parent < 0 ? node : current.nodes[Int(node)].parent) {
            let identity = current.nodes[Int(scroll)].identity
            guard let position = input.scrollPositions[identity] else { continue }
            // The view stops at the content margins, not at the scroll view's edge.
            let viewport = current.nodes[Int(scroll)].frame.inset(by: position.margins)
            var offset = position.offset
            func adjust(_ lo: CGFloat, _ hi: CGFloat, _ vlo: CGFloat, _ vhi: CGFloat, _ unit: CGFloat?) -> CGFloat {
                if let unit { return (lo + (hi - lo) * unit) - (vlo + (vhi - vlo) * unit) }
                if hi - lo > vhi - vlo || lo < vlo { return lo - vlo }
                if hi > vhi { return hi - vhi }
                return 0
            }
            var dx: CGFloat = 0, dy: CGFloat = 0
            if layout.axes.contains(.horizontal) { dx = adjust(frame.minX, frame.maxX, viewport.minX, viewport.maxX, anchor?.x) }
            if layout.axes.contains(.vertical) { dy = adjust(frame.minY, frame.maxY, viewport.minY, viewport.maxY, anchor?.y) }
            offset.x += dx
            offset.y += dy
            let clamped = position.clamped(offset)
            setScrollOffset(identity, clamped)
            frame = frame.offsetBy(dx: -(clamped.x - position.offset.x), dy: -(clamped.y - position.offset.y))
        }
    }

    /// After a pass: a `scrollTo` whose view was made this pass scrolls to it.
    func runScrollRequest() {
        guard let request = input.scrollRequest, request.pass < updates.pass else { return }
        input.scrollRequest = nil
        if let node = request.foundNode, Int(node) < current.nodes.count, current.nodes[Int(node)].isPlaced {
            scrollIntoView(node, anchor: request.anchor)
        } else if let lazy = request.lazyRow {
            scrollToLazyRow(lazy.stack, row: lazy.row, anchor: request.anchor)
        }
    }
}

/// A `scrollTo` in flight: the id, the anchor, and what the pass after it found.
struct ScrollRequest {
    let id: AnyHashable
    let anchor: UnitPoint?
    /// The pass during which it was made (it is served after a later pass).
    let pass: Int
    var foundNode: NodeID?
    var lazyRow: (stack: UInt64, row: Int)?
    /// Element ids of lazy stacks compared with `id` so far (bounded by `LayoutLimits.maximumNodes`).
    var searchedIDs = 0
}

/// Scrolls the scroll views of a `ScrollViewReader`'s content.
public struct ScrollViewProxy {
    unowned(unsafe) let graph: ViewGraph

    /// Scrolls so the view with `id` (set with `.id(_:)`, or a lazy stack's `ForEach` element id)
    /// shows: at `anchor` of the scroll view when given, else just into view. Takes effect on the
    /// next frame.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        graph.input.scrollRequest = ScrollRequest(id: AnyHashable(id), anchor: anchor, pass: graph.updates.pass)
        graph.dataFlow.invalidation.stateDidChange()
    }
}

/// Gives its content a `ScrollViewProxy` to scroll the scroll views inside.
public struct ScrollViewReader<Content: View>: PrimitiveView {
    /// Builds the content with the proxy.
    public var content: (ScrollViewProxy) -> Content

    /// A reader whose content scrolls with `proxy.scrollTo(_:anchor:)`.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        let proxy = ScrollViewProxy(graph: inputs.graph)
        Content._makeView(inputs.withGraph { graph in graph.trackingObservations { view.content(proxy) } }, inputs: inputs)
    }
}
