import Foundation

/// The tracks of a lazy grid across its axis (the columns of a `LazyVGrid`, the rows of a
/// `LazyHGrid`), resolved from the length proposed to the grid itself, as SwiftUI does: fixed
/// tracks take their size; the rest share what is left after fixed tracks and spacing, each
/// clamped to its bounds; an adaptive item fits as many tracks of its minimum (with its spacing
/// between them) in its share as it can, and they share the share equally.
enum GridTracks {
    /// One resolved track: its length across the grid, the gap after it and how cells sit in it.
    struct Track: Equatable {
        var length: CGFloat
        var spacing: CGFloat
        var alignment: Alignment?
    }

    /// The most tracks one adaptive item expands to: a tiny minimum in a huge length must not
    /// make a billion tracks (docs/Robustness.md).
    static var maximumAdaptiveTracks: Int { 1_000 }

    /// How many tracks of at least `minimum` (and `spacing` between) fit `length`:
    /// 1…`maximumAdaptiveTracks`; `n` fit when `n × minimum + (n − 1) × spacing ≤ length`.
    static func adaptiveCount(length: CGFloat, minimum: CGFloat, spacing: CGFloat) -> Int {
        let count = (length + spacing) / (max(1, minimum) + spacing)
        guard count.isFinite else { return 1 }
        // A hair of tolerance: `358 = 2 × 179` must give 2 whatever the rounding of the sum.
        return Int(min(max((count + 1e-9).rounded(.down), 1), CGFloat(maximumAdaptiveTracks)))
    }

    private static func sanitised(_ value: CGFloat, _ fallback: CGFloat = 0) -> CGFloat {
        value.isFinite ? max(0, value) : fallback
    }

    /// The tracks of `items` in `length` (`nil`: each flexible or adaptive item at its minimum).
    static func resolve(_ items: [GridItem], length proposed: CGFloat?) -> [Track] {
        let items = items.isEmpty ? [GridItem()] : items
        let spacings = items.map { sanitised($0.spacing ?? 8) }
        guard let proposed, proposed.isFinite else {
            return zip(items, spacings).flatMap { item, spacing -> [Track] in
                switch item.size {
                case .fixed(let size): return [Track(length: sanitised(size), spacing: spacing, alignment: item.alignment)]
                case .flexible(let minimum, _), .adaptive(let minimum, _):
                    return [Track(length: sanitised(minimum), spacing: spacing, alignment: item.alignment)]
                }
            }
        }
        // What flexible and adaptive items share: the length less fixed tracks and the gaps
        // between items (the last item's spacing is not inside the grid).
        var remaining = max(0, proposed) - spacings.dropLast().reduce(0, +)
        var shares = [CGFloat](repeating: 0, count: items.count)
        var open: [Int] = []
        for (index, item) in items.enumerated() {
            if case .fixed(let size) = item.size {
                shares[index] = sanitised(size)
                remaining -= shares[index]
            } else {
                open.append(index)
            }
        }
        // The most constrained first, as a stack shares its length (docs/LayoutRules.md §4.2).
        func bounds(_ index: Int) -> (CGFloat, CGFloat) {
            switch items[index].size {
            case .fixed(let size): return (size, size)
            case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
                let low = sanitised(minimum)
                return (low, max(low, sanitised(maximum, .infinity)))
            }
        }
        open.sort { bounds($0).1 - bounds($0).0 < bounds($1).1 - bounds($1).0 }
        for (position, index) in open.enumerated() {
            let (low, high) = bounds(index)
            let share = max(0, remaining) / CGFloat(open.count - position)
            shares[index] = min(max(share, low), high)
            remaining -= shares[index]
        }
        var tracks: [Track] = []
        for (index, item) in items.enumerated() {
            let spacing = spacings[index]
            guard case .adaptive(let minimum, let maximum) = item.size else {
                tracks.append(Track(length: shares[index], spacing: spacing, alignment: item.alignment))
                continue
            }
            let low = sanitised(minimum)
            let high = max(low, sanitised(maximum, .infinity))
            let count = adaptiveCount(length: shares[index], minimum: low, spacing: spacing)
            let each = min(max((shares[index] - CGFloat(count - 1) * spacing) / CGFloat(count), low), high)
            tracks += Array(repeating: Track(length: each, spacing: spacing, alignment: item.alignment), count: count)
        }
        return tracks
    }
}

/// A lazy grid's layout: its children are its cells in order, laid out in the tracks its
/// proposal across its axis resolves to (`GridTracks`), line after line along its axis. A cell
/// is proposed its track's length across and nothing along the axis; a line is as long as its
/// longest cell.
struct LazyGridNodeLayout: NodeLayout {
    /// The axis lines follow each other on: `.vertical` for `LazyVGrid` (rows of columns).
    var axis: Axis
    var items: [GridItem]
    /// How a cell sits in its space when its track sets no alignment.
    var alignment: Alignment
    /// The gap between lines.
    var spacing: CGFloat
    /// In a scroll view, the items a line was built with (the lines in sight are built from the
    /// grid's length at its last layout); a different count now asks for another pass.
    var builtPerLine: Int?
    /// The lazy container's identity, which notes the grid's length for the next pass.
    var lazyIdentity: UInt64

    private func across(_ p: ProposedViewSize) -> CGFloat? { axis == .vertical ? p.width : p.height }

    private func proposal(across length: CGFloat) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: length, height: nil) : ProposedViewSize(width: nil, height: length)
    }

    private func along(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }

    /// The tracks, each line's length and the grid's size for `p`.
    private func arrange(
        _ p: ProposedViewSize, node: NodeID, graph: ViewGraph
    ) -> (tracks: [GridTracks.Track], lines: [CGFloat], size: CGSize) {
        let tracks = GridTracks.resolve(items, length: across(p))
        var lines: [CGFloat] = []
        var index = 0
        graph.forEachChild(of: node) { child in
            let track = tracks[index % tracks.count]
            let length = along(graph.size(of: child, proposal: proposal(across: track.length)))
            if index % tracks.count == 0 { lines.append(0) }
            lines[lines.count - 1] = max(lines[lines.count - 1], length.isFinite ? length : 0)
            index += 1
        }
        let acrossLength = tracks.map(\.length).reduce(0, +) + tracks.dropLast().map(\.spacing).reduce(0, +)
        let alongLength = lines.reduce(0, +) + CGFloat(max(0, lines.count - 1)) * spacing
        let size = axis == .vertical ? CGSize(width: acrossLength, height: alongLength) : CGSize(width: alongLength, height: acrossLength)
        return (tracks, lines, size)
    }

    func childProposal(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> ProposedViewSize {
        proposal(across: GridTracks.resolve(items, length: across(p)).first?.length ?? 0)
    }

    func sizeThatFits(_ p: ProposedViewSize, node: NodeID, graph: ViewGraph) -> CGSize {
        arrange(p, node: node, graph: graph).size
    }

    func placeChildren(of node: NodeID, in bounds: CGRect, proposal p: ProposedViewSize, graph: ViewGraph) {
        let (tracks, lines, _) = arrange(p, node: node, graph: graph)
        if let builtPerLine, let length = across(p) {
            graph.input.lazyGridLengths[lazyIdentity] = length
            if builtPerLine != tracks.count { graph.dataFlow.invalidation.stateDidChange() }
        }
        var trackStart: [CGFloat] = []
        var position: CGFloat = 0
        for track in tracks {
            trackStart.append(position)
            position += track.length + track.spacing
        }
        var index = 0
        var lineStart: CGFloat = 0
        graph.forEachChild(of: node) { child in
            let column = index % tracks.count, line = index / tracks.count
            if column == 0, line > 0 { lineStart += lines[line - 1] + spacing }
            let track = tracks[column]
            let cp = proposal(across: track.length)
            let size = graph.size(of: child, proposal: cp)
            let cell =
                axis == .vertical
                ? CGSize(width: track.length, height: lines[line]) : CGSize(width: lines[line], height: track.length)
            let alignment = track.alignment ?? self.alignment
            let cellDimensions = ViewDimensions(size: cell)
            let x =
                alignment.horizontal.id.defaultValue(in: cellDimensions)
                - graph.alignment(alignment.horizontal.id, of: child, proposal: cp, size: size)
            let y =
                alignment.vertical.id.defaultValue(in: cellDimensions)
                - graph.alignment(alignment.vertical.id, of: child, proposal: cp, size: size)
            let origin =
                axis == .vertical
                ? CGPoint(x: bounds.minX + trackStart[column] + x, y: bounds.minY + lineStart + y)
                : CGPoint(x: bounds.minX + lineStart + x, y: bounds.minY + trackStart[column] + y)
            graph.place(child, at: origin, proposal: cp, size: size)
            index += 1
        }
    }
}

extension ViewGraph {
    /// Adds a lazy grid node; `content` makes its cells.
    func makeGrid(_ layout: LazyGridNodeLayout, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        _ = makeContainer(.grid(appendLargePayload(.grid(layout))), inputs: inputs) { inner in
            var inner = inner
            inner.stackAxis = nil
            content(inner)
        }
    }
}
