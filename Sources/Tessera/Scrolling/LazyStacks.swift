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

/// A column of a `LazyVGrid` or a row of a `LazyHGrid`.
public struct GridItem: Sendable {
    /// How wide a column (or tall a row) is.
    public enum Size: Sendable {
        /// Exactly this long.
        case fixed(CGFloat)
        /// A share of the length left after fixed items and spacing, between the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as fit its share, sharing it equally.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The item's size.
    public var size: Size
    /// The gap after this item (8 when `nil`).
    public var spacing: CGFloat?
    /// How cells sit in this item's space (the grid's alignment when `nil`).
    public var alignment: Alignment?

    /// A column (or row) of `size`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A grid that grows vertically: its columns are resolved from the width proposed to it
/// (`GridTracks`), its cells proposed their column's width and no height. Inside a `ScrollView`
/// it builds only the rows in sight when its content is a `ForEach`.
public struct LazyVGrid<Content: View>: PrimitiveView {
    /// The columns.
    public var columns: [GridItem]
    /// How cells sit horizontally in their space (a column's own alignment wins).
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
        LazyGrids.make(
            view.content, axis: .vertical, items: view.columns, alignment: Alignment(horizontal: view.alignment, vertical: .center),
            spacing: view.spacing ?? 8, inputs: inputs)
    }

    /// The most columns one adaptive item expands to.
    static var maximumAdaptiveColumns: Int { GridTracks.maximumAdaptiveTracks }

    /// How many columns of at least `minimum` (and `spacing` between) fit `width`: 1…`maximumAdaptiveColumns`.
    static func adaptiveColumnCount(width: CGFloat, minimum: CGFloat, spacing: CGFloat) -> Int {
        GridTracks.adaptiveCount(length: width, minimum: minimum, spacing: spacing)
    }
}

/// A grid that grows horizontally: its rows are resolved from the height proposed to it, its
/// cells proposed their row's height and no width. Inside a `ScrollView` it builds only the
/// columns in sight when its content is a `ForEach`.
public struct LazyHGrid<Content: View>: PrimitiveView {
    /// The rows.
    public var rows: [GridItem]
    /// How cells sit vertically in their space (a row's own alignment wins).
    public var alignment: VerticalAlignment
    /// The gap between columns (8 when `nil`).
    public var spacing: CGFloat?
    /// The items, column by column.
    public var content: Content

    /// A lazy grid of `rows`.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        LazyGrids.make(
            view.content, axis: .horizontal, items: view.rows, alignment: Alignment(horizontal: .center, vertical: view.alignment),
            spacing: view.spacing ?? 8, inputs: inputs)
    }
}

/// The shared resolution of `LazyVGrid` and `LazyHGrid`.
enum LazyGrids {
    static func make<Content: View>(
        _ content: Content, axis: Axis, items: [GridItem], alignment: Alignment, spacing: CGFloat, inputs: _ViewInputs
    ) {
        let graph = inputs.graph
        let lazyIdentity = Identity.combine(inputs.identity, InteractionSalt.lazyRows)
        func layout(builtPerLine: Int?) -> LazyGridNodeLayout {
            LazyGridNodeLayout(
                axis: axis, items: items, alignment: alignment, spacing: spacing, builtPerLine: builtPerLine, lazyIdentity: lazyIdentity)
        }
        guard let source = content as? LazyRowSource else {
            return graph.makeGrid(layout(builtPerLine: nil), inputs: inputs) { Content._makeView(content, inputs: $0) }
        }
        guard graph.nearestScrollView(above: inputs.parent) != nil else {
            // Every cell is built: one grid lays them all out in the tracks its proposal gives.
            return graph.makeGrid(layout(builtPerLine: nil), inputs: inputs) { cells in
                for index in 0..<source.rowCount {
                    guard graph.current.nodes.count < LayoutLimits.maximumNodes else {
                        Diagnostics.warnOnce(
                            "a lazy grid needs more than \(LayoutLimits.maximumNodes) views; the cells past the frame's node budget are not built (docs/Robustness.md)"
                        )
                        break
                    }
                    makeCell(source, index: index, inputs: cells)
                }
            }
        }
        // In a scroll view the lines in sight are built, so how many cells a line holds is
        // needed before layout: the tracks of the grid's length at its last layout (the scroll
        // view's, before the first), checked against its proposal when it is laid out.
        let length = graph.input.lazyGridLengths[lazyIdentity] ?? graph.lastScrollLength(above: inputs.parent, axis: axis)
        let perLine = GridTracks.resolve(items, length: length).count
        LazyRows.make(
            source: source, itemsPerRow: perLine, axis: axis,
            alignment: axis == .vertical ? alignment.horizontal.id : alignment.vertical.id,
            spacing: spacing, inputs: inputs
        ) { first, lineInputs in
            graph.makeGrid(layout(builtPerLine: perLine), inputs: lineInputs) { cells in
                // `first + perLine` overflows on the last line of `0..<Int.max`.
                let (end, overflow) = first.addingReportingOverflow(perLine)
                for index in first..<min(source.rowCount, overflow ? Int.max : end) { makeCell(source, index: index, inputs: cells) }
            }
        }
    }

    private static func makeCell(_ source: LazyRowSource, index: Int, inputs: _ViewInputs) {
        AnyView._makeView(
            inputs.withGraph { graph in graph.trackingObservations { source.rowView(index) } }, inputs: inputs.child(source.rowID(index)))
    }
}

extension ViewGraph {
    /// The length across `axis` of the nearest scroll view above `node` at its last layout.
    func lastScrollLength(above node: NodeID, axis: Axis) -> CGFloat? {
        guard let scroll = nearestScrollView(above: node), let position = input.scrollPositions[scroll] else { return nil }
        return axis == .vertical ? position.viewport.width : position.viewport.height
    }
}
