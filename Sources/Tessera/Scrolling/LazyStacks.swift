import Foundation

/// A vertical stack that, inside a `ScrollView`, builds only the rows in sight when its content
/// is a `ForEach` (a level select with 500 levels evaluates a screenful of rows). It takes the
/// width it is offered, like SwiftUI's; other content is built as a `VStack`.
public struct LazyVStack<Content: View>: PrimitiveView {
    /// How rows are aligned horizontally.
    public var alignment: HorizontalAlignment
    /// The gap between rows (8 when `nil`).
    public var spacing: CGFloat?
    /// The rows.
    public var content: Content

    /// A lazy vertical stack of the rows `content` builds.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        guard let source = view.content as? LazyRowSource else {
            return VStack<Content>._makeView(VStack(alignment: view.alignment, spacing: view.spacing) { view.content }, inputs: inputs)
        }
        LazyRows.makeOneItemRows(source, axis: .vertical, alignment: view.alignment.id, spacing: view.spacing, inputs: inputs)
    }
}

/// A horizontal stack that, inside a `ScrollView`, builds only the columns in sight when its
/// content is a `ForEach`; other content is built as an `HStack`.
public struct LazyHStack<Content: View>: PrimitiveView {
    /// How items are aligned vertically.
    public var alignment: VerticalAlignment
    /// The gap between items (8 when `nil`).
    public var spacing: CGFloat?
    /// The items.
    public var content: Content

    /// A lazy horizontal stack of the items `content` builds.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        guard let source = view.content as? LazyRowSource else {
            return HStack<Content>._makeView(HStack(alignment: view.alignment, spacing: view.spacing) { view.content }, inputs: inputs)
        }
        LazyRows.makeOneItemRows(source, axis: .horizontal, alignment: view.alignment.id, spacing: view.spacing, inputs: inputs)
    }
}

/// A column of a `LazyVGrid`.
public struct GridItem: Sendable {
    /// How wide a column is.
    public enum Size: Sendable {
        /// Exactly this wide.
        case fixed(CGFloat)
        /// A share of the width left, between the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns of at least `minimum` as fit.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The column's size.
    public var size: Size
    /// The gap after this column (8 when `nil`).
    public var spacing: CGFloat?
    /// How items sit in their cells.
    public var alignment: Alignment?

    /// A column of `size`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A vertically scrolling grid whose columns are `GridItem`s; inside a `ScrollView` it builds
/// only the rows in sight when its content is a `ForEach`.
public struct LazyVGrid<Content: View>: PrimitiveView {
    /// The columns.
    public var columns: [GridItem]
    /// How the grid sits in its width.
    public var alignment: HorizontalAlignment
    /// The gap between rows (8 when `nil`).
    public var spacing: CGFloat?
    /// The items, row by row.
    public var content: Content

    /// A lazy grid of `columns`.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        guard let source = view.content as? LazyRowSource else {
            return VStack<Content>._makeView(VStack(alignment: view.alignment, spacing: view.spacing) { view.content }, inputs: inputs)
        }
        let columns = resolvedColumns(view.columns, width: inputs.graph.lastScrollWidth(above: inputs.parent))
        LazyRows.make(
            source: source, itemsPerRow: columns.count, axis: .vertical, alignment: view.alignment.id, spacing: view.spacing ?? 8,
            inputs: inputs
        ) { first, rowInputs in
            let row = HStack(alignment: .center, spacing: 0) {
                ForEach(0..<columns.count, id: \.self) { column in
                    // The last row of `0..<Int.max` ends past `Int.max`: those cells are empty.
                    let (index, overflow) = first.addingReportingOverflow(column)
                    cell(source, index: overflow ? Int.max : index, column: columns[column])
                }
            }
            HStack<ForEach<Range<Int>, Int, _GridCell>>._makeView(row, inputs: rowInputs)
        }
    }

    private static func cell(_ source: LazyRowSource, index: Int, column: GridItem) -> _GridCell {
        let content = index < source.rowCount ? source.rowView(index) : AnyView(Color.clear)
        let id = index < source.rowCount ? source.rowID(index) : AnyHashable(-1 &- index)
        return _GridCell(content: content, id: id, column: column)
    }

    /// The most columns one adaptive item expands to: a tiny minimum in a huge width must not
    /// make a billion columns (docs/Robustness.md).
    static var maximumAdaptiveColumns: Int { 1_000 }

    /// How many columns of at least `minimum` (and `spacing` between) fit `width`: 1…`maximumAdaptiveColumns`.
    static func adaptiveColumnCount(width: CGFloat, minimum: CGFloat, spacing: CGFloat) -> Int {
        let count = (width + spacing) / (max(1, minimum) + spacing)
        guard count.isFinite else { return 1 }
        return Int(min(max(count, 1), CGFloat(maximumAdaptiveColumns)))
    }

    /// The columns, adaptive ones expanded to as many as fit `width`.
    static func resolvedColumns(_ columns: [GridItem], width: CGFloat?) -> [GridItem] {
        var result: [GridItem] = []
        for column in columns {
            if case .adaptive(let minimum, let maximum) = column.size {
                let spacing = column.spacing ?? 8
                let count = width.map { Self.adaptiveColumnCount(width: $0, minimum: minimum, spacing: spacing) } ?? 1
                result += Array(repeating: GridItem(.flexible(minimum: minimum, maximum: maximum), spacing: spacing), count: count)
            } else {
                result.append(column)
            }
        }
        return result.isEmpty ? [GridItem()] : result
    }
}

/// One cell of a `LazyVGrid` row: the item in its column's width, then the column's spacing.
public struct _GridCell: View {
    let content: AnyView
    let id: AnyHashable
    let column: GridItem

    public var body: some View {
        let spacing = column.spacing ?? 8
        switch column.size {
        case .fixed(let width):
            content.id(id).frame(width: width, alignment: column.alignment ?? .center).padding(.trailing, spacing)
        case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
            content.id(id).frame(minWidth: minimum, maxWidth: maximum, alignment: column.alignment ?? .center).padding(.trailing, spacing)
        }
    }
}

extension ViewGraph {
    /// The width of the nearest scroll view above `node` at its last layout (adaptive columns).
    func lastScrollWidth(above node: NodeID) -> CGFloat? {
        guard let scroll = nearestScrollView(above: node), let position = input.scrollPositions[scroll] else { return nil }
        return position.viewport.width
    }
}
