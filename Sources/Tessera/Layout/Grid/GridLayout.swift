import Foundation

/// The rules of `Grid` as a `Layout` value: columns as wide as their widest single-column cell
/// and rows as tall as their tallest cell; with a finite proposal, columns (and rows) share it
/// the way a stack shares its length (least flexible first, docs/LayoutRules.md §4.2).
public struct GridLayout: Layout {
    /// How cells sit in their cells: horizontally unless a column says otherwise, vertically
    /// unless a row does.
    public var alignment: Alignment
    /// The gap between columns (8 when `nil`).
    public var horizontalSpacing: CGFloat?
    /// The gap between rows (8 when `nil`).
    public var verticalSpacing: CGFloat?

    /// A grid layout.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// One cell: its subview, first column and column count (`spansAll`: a view outside rows).
    struct Cell {
        var subview: Int
        var column: Int
        var span: Int
        var unsized: Axis.Set
    }

    /// One row of cells.
    struct Row {
        var cells: [Cell]
        var alignment: VerticalAlignment?
        var spansAll: Bool
    }

    /// The rows and column count of the grid, worked out from its subviews' row marks.
    public struct Cache {
        var rows: [Row]
        var columnCount: Int
        var columnAlignments: [HorizontalAlignment?]
    }

    /// Groups the subviews into rows.
    public func makeCache(subviews: Subviews) -> Cache {
        var rows: [Row] = []
        var lastRow: Int?
        for (index, subview) in subviews.enumerated() {
            let unsized = subview[GridCellUnsizedAxesKey.self]
            if let mark = subview[GridRowKey.self] {
                let span = max(1, min(subview[GridCellColumnsKey.self], 10_000))
                if lastRow != mark.id {
                    rows.append(Row(cells: [], alignment: mark.alignment, spansAll: false))
                    lastRow = mark.id
                }
                let column = rows[rows.count - 1].cells.last.map { $0.column + $0.span } ?? 0
                rows[rows.count - 1].cells.append(Cell(subview: index, column: column, span: span, unsized: unsized))
            } else {
                lastRow = nil
                rows.append(Row(cells: [Cell(subview: index, column: 0, span: 0, unsized: unsized)], alignment: nil, spansAll: true))
            }
        }
        let columnCount = rows.filter { !$0.spansAll }.map { $0.cells.last.map { $0.column + $0.span } ?? 0 }.max() ?? 0
        var alignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
        for row in rows where !row.spansAll {
            for cell in row.cells where cell.span == 1 {
                if let guide = subviews[cell.subview][GridColumnAlignmentKey.self] { alignments[cell.column] = guide }
            }
        }
        return Cache(rows: rows, columnCount: columnCount, columnAlignments: alignments)
    }

    private var hSpacing: CGFloat { sanitised(horizontalSpacing) }
    private var vSpacing: CGFloat { sanitised(verticalSpacing) }

    private func sanitised(_ spacing: CGFloat?) -> CGFloat {
        guard let spacing else { return ViewGraph.defaultSpacing }
        return spacing.isFinite ? spacing : 0
    }

    /// Shares `length` between tracks whose cells answer `size(offer)` (the track's length for
    /// an offer), least flexible first; `nil` gives each track its ideal length.
    private func share(_ length: CGFloat?, count: Int, spacing: CGFloat, size: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        guard count > 0 else { return [] }
        guard let length else { return (0..<count).map { size($0, nil) } }
        let minimum = (0..<count).map { size($0, 0) }
        let maximum = (0..<count).map { size($0, .infinity) }
        let order = (0..<count).sorted { a, b in
            let fa = maximum[a] - minimum[a], fb = maximum[b] - minimum[b]
            return fa == fb ? a < b : fa < fb
        }
        var available = length - spacing * CGFloat(count - 1)
        var lengths = [CGFloat](repeating: 0, count: count)
        for (done, track) in order.enumerated() {
            let offer = max(available / CGFloat(count - done), 0)
            lengths[track] = size(track, offer)
            available -= lengths[track]
        }
        return lengths
    }

    /// The columns' widths and the rows' heights for `proposal`.
    private func tracks(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: Cache) -> (columns: [CGFloat], rows: [CGFloat]) {
        let sizedCells = cache.rows.filter { !$0.spansAll }.flatMap(\.cells).filter { $0.span == 1 && !$0.unsized.contains(.horizontal) }
        let columns = share(proposal.width, count: cache.columnCount, spacing: hSpacing) { column, offer in
            sizedCells.filter { $0.column == column }
                .map { subviews[$0.subview].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width }.max() ?? 0
        }
        let total = columns.reduce(0, +) + hSpacing * CGFloat(max(0, columns.count - 1))
        let rows = share(proposal.height, count: cache.rows.count, spacing: vSpacing) { index, offer in
            let row = cache.rows[index]
            return row.cells.filter { !$0.unsized.contains(.vertical) }.map { cell in
                let width = row.spansAll ? (cache.columnCount > 0 ? total : proposal.width) : cellWidth(cell, columns)
                return subviews[cell.subview].sizeThatFits(ProposedViewSize(width: width, height: offer)).height
            }.max() ?? 0
        }
        return (columns, rows)
    }

    private func cellWidth(_ cell: Cell, _ columns: [CGFloat]) -> CGFloat {
        let spanned = columns[cell.column..<min(columns.count, cell.column + cell.span)]
        return spanned.reduce(0, +) + hSpacing * CGFloat(max(0, spanned.count - 1))
    }

    /// The grid's size: its columns and rows with the gaps between them (a row spanning every
    /// column may make it wider).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let (columns, rows) = tracks(proposal, subviews, cache)
        var width = columns.reduce(0, +) + hSpacing * CGFloat(max(0, columns.count - 1))
        for row in cache.rows where row.spansAll {
            for cell in row.cells where !cell.unsized.contains(.horizontal) {
                let proposed = cache.columnCount > 0 ? width : proposal.width
                width = max(width, subviews[cell.subview].sizeThatFits(ProposedViewSize(width: proposed, height: nil)).width)
            }
        }
        let height = rows.reduce(0, +) + vSpacing * CGFloat(max(0, rows.count - 1))
        return CGSize(width: width, height: height)
    }

    /// Places every cell in its cell: by its anchor if it has one, else by the column's and
    /// row's alignment.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let (columns, rows) = tracks(proposal, subviews, cache)
        var columnStart: [CGFloat] = []
        var x = bounds.minX
        for width in columns {
            columnStart.append(x)
            x += width + hSpacing
        }
        var y = bounds.minY
        for (index, row) in cache.rows.enumerated() {
            let height = rows[index]
            for cell in row.cells {
                let frame =
                    row.spansAll
                    ? CGRect(x: bounds.minX, y: y, width: bounds.width, height: height)
                    : CGRect(x: columnStart[cell.column], y: y, width: cellWidth(cell, columns), height: height)
                let subview = subviews[cell.subview]
                let cellProposal = ProposedViewSize(frame.size)
                if let anchor = subview[GridCellAnchorKey.self] {
                    let point = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
                    subview.place(at: point, anchor: anchor, proposal: cellProposal)
                    continue
                }
                let horizontal = (row.spansAll || cell.span != 1 ? nil : cache.columnAlignments[cell.column]) ?? alignment.horizontal
                let vertical = row.alignment ?? alignment.vertical
                let dimensions = subview.dimensions(in: cellProposal)
                let cellDimensions = ViewDimensions(size: frame.size)
                let origin = CGPoint(
                    x: frame.minX + horizontal.id.defaultValue(in: cellDimensions) - dimensions[horizontal],
                    y: frame.minY + vertical.id.defaultValue(in: cellDimensions) - dimensions[vertical])
                subview.place(at: origin, proposal: cellProposal)
            }
            y += height + vSpacing
        }
    }
}
