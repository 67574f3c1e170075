import Foundation

/// Rows a lazy stack or grid can build one at a time: a `ForEach` (its elements' views and ids).
protocol LazyRowSource {
    var rowCount: Int { get }
    func rowView(_ index: Int) -> AnyView
    func rowID(_ index: Int) -> AnyHashable
}

extension ForEach: LazyRowSource {
    var rowCount: Int { data.count }

    func rowView(_ index: Int) -> AnyView {
        AnyView(content(data[data.index(data.startIndex, offsetBy: index)]))
    }

    func rowID(_ index: Int) -> AnyHashable {
        AnyHashable(id(data[data.index(data.startIndex, offsetBy: index)]))
    }
}

/// What a lazy container built this pass (stored in its interaction node).
struct LazyRowsRecord {
    var axis: Axis
    /// Rows built: `firstRow..<endRow` of `rowCount`.
    var firstRow: Int
    var endRow: Int
    /// The end of the rows in sight; past `endRow` when the frame's node budget stopped the rows.
    var endInSight: Int
    var rowCount: Int
    var spacing: CGFloat
}

/// What a lazy container learned from its last layout: the scroll view it is in, where it
/// starts in that scroll view's content, and how long one row is with its spacing.
struct LazyRowsGeometry {
    var scroll: UInt64
    var originInContent: CGFloat
    var rowExtent: CGFloat
    var spacing: CGFloat
}

/// The shared resolution of `LazyVStack`, `LazyHStack` and `LazyVGrid`: inside a scroll view only
/// the rows in sight (and one more on each side) are built; the rest are a placeholder of their
/// estimated length (rows are taken to be as long as the built rows' average), so the content
/// keeps its full length. Outside a scroll view every row is built. The first pass in a scroll
/// view builds one row to measure, and asks for another pass.
enum LazyRows {
    /// Builds the rows of `source` in sight: `makeRow(first item, inputs)` builds one row.
    static func make(
        source: LazyRowSource, itemsPerRow: Int, axis: Axis, alignment: AlignmentKey, spacing: CGFloat, inputs: _ViewInputs,
        makeRow: (_ row: Int, _ inputs: _ViewInputs) -> Void
    ) {
        let graph = inputs.graph
        let identity = Identity.combine(inputs.identity, InteractionSalt.lazyRows)
        let perRow = max(1, itemsPerRow)
        // Not `(count + perRow − 1) / perRow`, which overflows for `0..<Int.max`.
        let itemCount = source.rowCount
        let rowCount = itemCount / perRow + (itemCount % perRow == 0 ? 0 : 1)
        var range = 0..<rowCount
        if let scroll = graph.nearestScrollView(above: inputs.parent) {
            range = graph.rowsInSight(of: identity, scroll: scroll, rowCount: rowCount)
            graph.noteMaking(identity)
        }
        if let request = graph.input.scrollRequest, request.foundNode == nil, request.lazyRow == nil {
            findScrollTarget(request, in: source, perRow: perRow, stack: identity, graph: graph)
        }
        let record = LazyRowsRecord(
            axis: axis, firstRow: range.lowerBound, endRow: range.upperBound, endInSight: range.upperBound, rowCount: rowCount,
            spacing: spacing)
        let extent = graph.input.lazyGeometry[identity]?.rowExtent ?? 0
        let modifier = _InteractionModifier(.lazyRows(record), salt: InteractionSalt.lazyRows)
        _InteractionModifier._makeView(modifier: modifier, inputs: inputs) { inner in
            var end = range.upperBound
            graph.makeStack(axis: axis, alignment: alignment, spacing: spacing, inputs: inner) { rows in
                if range.lowerBound > 0 {
                    placeholder(CGFloat(range.lowerBound) * extent - spacing, axis: axis, inputs: rows.child("before"))
                }
                for row in range {
                    // Rows in sight can be every row (outside a scroll view, or rows almost
                    // cancelled by a negative spacing): they share the frame's node budget.
                    guard graph.current.nodes.count < LayoutLimits.maximumNodes else {
                        Diagnostics.warnOnce(
                            "a lazy stack's rows in sight need more than \(LayoutLimits.maximumNodes) views; the rows past the frame's node budget are not built (docs/Robustness.md)"
                        )
                        end = row
                        break
                    }
                    makeRow(row * perRow, rows.child(row))
                }
                if end < rowCount {
                    placeholder(CGFloat(rowCount - end) * extent - spacing, axis: axis, inputs: rows.child("after"))
                }
            }
            if end < range.upperBound { graph.endLazyRows(at: end, interactionNode: inner.parent) }
        }
    }

    /// Looks for a pending `scrollTo` id among the elements of `source`, at most
    /// `LayoutLimits.maximumNodes` ids per request: a missing id in a list of millions must not
    /// cost a look at every one of them each time it is asked for.
    private static func findScrollTarget(
        _ request: ScrollRequest, in source: LazyRowSource, perRow: Int, stack: UInt64, graph: ViewGraph
    ) {
        let budget = LayoutLimits.maximumNodes - request.searchedIDs
        guard budget > 0 else { return }
        let end = min(source.rowCount, budget)
        var item = 0
        while item < end, source.rowID(item) != request.id { item += 1 }
        graph.input.scrollRequest?.searchedIDs += min(item + 1, end)
        if item < end {
            graph.input.scrollRequest?.lazyRow = (stack, item / perRow)
        } else if end < source.rowCount {
            Diagnostics.warnOnce(
                "scrollTo looked at \(LayoutLimits.maximumNodes) ids of lazy stacks without finding its id; ids further on are not searched (docs/Robustness.md)"
            )
        }
    }

    /// A lazy stack: one item a row, each keyed by its element's id.
    static func makeOneItemRows(_ source: LazyRowSource, axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, inputs: _ViewInputs) {
        make(source: source, itemsPerRow: 1, axis: axis, alignment: alignment, spacing: spacing ?? 8, inputs: inputs) { item, rowInputs in
            AnyView._makeView(
                rowInputs.withGraph { graph in graph.trackingObservations { source.rowView(item) } },
                inputs: rowInputs.child(source.rowID(item)))
        }
    }

    private static func placeholder(_ length: CGFloat, axis: Axis, inputs: _ViewInputs) {
        let length = max(0, length)
        let view = Color.clear.frame(width: axis == .horizontal ? length : nil, height: axis == .vertical ? length : nil)
        type(of: view)._makeView(view, inputs: inputs)
    }
}

extension ViewGraph {
    /// The identity of the scroll view nearest above `node` in the arena being built.
    func nearestScrollView(above node: NodeID) -> UInt64? {
        var current = node
        while current >= 0 {
            if case .interaction(let index) = self.current.nodes[Int(current)].kind,
                case .scrollView = self.current.tables.interactions[Int(index)].role
            {
                return self.current.nodes[Int(current)].identity
            }
            current = self.current.nodes[Int(current)].parent
        }
        return nil
    }

    /// The rows of a lazy container in sight of its scroll view now, one more on each side;
    /// one row when it has not been measured yet.
    func rowsInSight(of identity: UInt64, scroll: UInt64, rowCount: Int) -> Range<Int> {
        guard let geometry = input.lazyGeometry[identity], geometry.scroll == scroll, geometry.rowExtent > 0,
            let position = input.scrollPositions[scroll]
        else { return 0..<min(rowCount, 1) }
        let vertical = input.lazyAxis[identity] != .horizontal
        let offset = vertical ? position.offset.y : position.offset.x
        let viewport = vertical ? position.viewport.height : position.viewport.width
        let start = (offset - geometry.originInContent) / geometry.rowExtent
        let end = (offset + viewport - geometry.originInContent) / geometry.rowExtent
        guard start.isFinite, end.isFinite else { return 0..<min(rowCount, 1) }
        // Clamped before converting: a tiny row extent or a huge offset gives rows past Int.max.
        let limit = Double(rowCount)
        let first = Int(min(max(start.rounded(.down) - 1, 0), limit))
        let last = max(Int(min(max(end.rounded(.up) + 1, 0), limit)), first)
        return first..<last
    }

    /// After a pass: each lazy container notes where it is and how long its rows are; when that
    /// changes the rows in sight, another pass runs.
    func recordLazyRows() {
        for i in current.nodes.indices where current.nodes[i].isPlaced {
            guard case .interaction(let index) = current.nodes[i].kind,
                case .lazyRows(let record) = current.tables.interactions[Int(index)].role,
                let (scroll, _) = scrollAncestors(of: NodeID(i)).first
            else { continue }
            let identity = current.nodes[i].identity
            let stack = current.nodes[i].firstChild
            guard stack >= 0, record.endRow > record.firstRow else { continue }
            var rows: [CGRect] = []
            forEachChild(of: stack) { rows.append(current.nodes[Int($0)].frame) }
            if record.firstRow > 0 { rows.removeFirst() }
            if record.endRow < record.rowCount { rows.removeLast() }
            guard let firstRow = rows.first, let lastRow = rows.last else { continue }
            let vertical = record.axis == .vertical
            let span = vertical ? lastRow.maxY - firstRow.minY : lastRow.maxX - firstRow.minX
            let extent = (span + record.spacing) / CGFloat(rows.count)
            let scrollIdentity = current.nodes[Int(scroll)].identity
            let offset = input.scrollPositions[scrollIdentity]?.offset ?? .zero
            let stackFrame = current.nodes[Int(stack)].frame, scrollFrame = current.nodes[Int(scroll)].frame
            let origin = vertical ? stackFrame.minY - scrollFrame.minY + offset.y : stackFrame.minX - scrollFrame.minX + offset.x
            input.lazyGeometry[identity] = LazyRowsGeometry(
                scroll: scrollIdentity, originInContent: origin, rowExtent: extent, spacing: record.spacing)
            input.lazyAxis[identity] = record.axis
            // Against the rows that were in sight, not those built: rows the node budget left out
            // would ask for the same pass again and again.
            if rowsInSight(of: identity, scroll: scrollIdentity, rowCount: record.rowCount) != record.firstRow..<record.endInSight {
                remakeViewsThatMade(identity)
                dataFlow.invalidation.invalidate(DependencyReaders())
            }
        }
    }

    /// Notes that the lazy container whose interaction node is `node` built its rows only up to
    /// `end` (the frame's node budget ran out).
    func endLazyRows(at end: Int, interactionNode node: NodeID) {
        guard node >= 0, case .interaction(let index) = current.nodes[Int(node)].kind,
            case .lazyRows(var record) = current.tables.interactions[Int(index)].role
        else { return }
        record.endRow = max(record.firstRow, end)
        current.tables.interactions[Int(index)].role = .lazyRows(record)
    }

    /// Scrolls the scroll view of lazy container `stack` to its row `row`.
    func scrollToLazyRow(_ stack: UInt64, row: Int, anchor: UnitPoint?) {
        guard let geometry = input.lazyGeometry[stack], let position = input.scrollPositions[geometry.scroll] else { return }
        let vertical = input.lazyAxis[stack] != .horizontal
        let rowStart = geometry.originInContent + CGFloat(row) * geometry.rowExtent
        let rowLength = geometry.rowExtent - geometry.spacing
        // The row stops at the content margins, not at the scroll view's edge.
        let (before, after) =
            vertical ? (position.margins.top, position.margins.bottom) : (position.margins.leading, position.margins.trailing)
        let viewport = max(0, (vertical ? position.viewport.height : position.viewport.width) - before - after)
        let current = (vertical ? position.offset.y : position.offset.x) + before
        let target: CGFloat
        if let anchor {
            let unit = vertical ? anchor.y : anchor.x
            target = rowStart + rowLength * unit - viewport * unit - before
        } else if rowStart < current {
            target = rowStart - before
        } else if rowStart + rowLength > current + viewport {
            target = rowStart + rowLength - viewport - before
        } else {
            return
        }
        setScrollOffset(geometry.scroll, vertical ? CGPoint(x: position.offset.x, y: target) : CGPoint(x: target, y: position.offset.y))
    }

    /// Forgets the positions of scroll views and lazy containers no longer laid out.
    func dropGoneScrollPositions() {
        var present = Set<UInt64>()
        for i in current.nodes.indices where current.nodes[i].isPlaced {
            if case .interaction = current.nodes[i].kind { present.insert(current.nodes[i].identity) }
        }
        if input.scrollPositions.keys.contains(where: { !present.contains($0) }) {
            input.scrollPositions = input.scrollPositions.filter { present.contains($0.key) }
        }
        if input.lazyGeometry.keys.contains(where: { !present.contains($0) }) {
            input.lazyGeometry = input.lazyGeometry.filter { present.contains($0.key) }
        }
        if input.lazyGridLengths.keys.contains(where: { !present.contains($0) }) {
            input.lazyGridLengths = input.lazyGridLengths.filter { present.contains($0.key) }
        }
    }

    /// Notes a view with an explicit id being made, for a pending `scrollTo`.
    @usableFromInline
    func noteIdentifiedView<ID: Hashable>(_ id: ID) {
        guard let request = input.scrollRequest, request.foundNode == nil, request.id == AnyHashable(id) else { return }
        input.scrollRequest?.foundNode = NodeID(current.nodes.count)
    }
}
