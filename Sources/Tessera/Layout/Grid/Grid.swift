import Foundation

/// A container that arranges its views in a two-dimensional table: rows of `GridRow`s, columns
/// as wide as their widest cell, rows as tall as their tallest (docs/LayoutRules.md).
///
/// ```swift
/// Grid(alignment: .leading, horizontalSpacing: 12) {
///     GridRow { Text("Player"); Text("Score") }
///     Divider()
///     GridRow { Text("Ada"); Text("42") }
/// }
/// ```
///
/// A view outside any `GridRow` is a row of its own spanning every column.
public struct Grid<Content: View>: View {
    let layout: GridLayout
    let content: Content

    /// A grid of the rows `content` builds.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    public var body: some View {
        layout { content }
    }
}

/// A row of a `Grid`: each of its views is a cell, in column order.
public struct GridRow<Content: View>: PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row whose cells `content` builds, aligned vertically by `alignment` (the grid's when `nil`).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        inputs.withGraph { graph in
            // Every cell carries the row it belongs to, so the grid sees the cells as its own
            // subviews, as SwiftUI's grid does.
            let row = GridRowMark(id: graph.current.nodes.count, alignment: view.alignment)
            let entry = LayoutValueEntry(key: ObjectIdentifier(GridRowKey.self), value: row)
            let index = graph.appendLargePayload(.layoutValue(LayoutValueLayout(entry: entry)))
            graph.wrapEach(.grid(index), inputs: inputs) { inner in Content._makeView(view.content, inputs: inner) }
        }
    }
}

/// The row a grid cell belongs to.
struct GridRowMark {
    let id: Int
    let alignment: VerticalAlignment?
}

struct GridRowKey: LayoutValueKey {
    static var defaultValue: GridRowMark? { nil }
}

struct GridCellColumnsKey: LayoutValueKey {
    static var defaultValue: Int { 1 }
}

struct GridColumnAlignmentKey: LayoutValueKey {
    static var defaultValue: HorizontalAlignment? { nil }
}

struct GridCellAnchorKey: LayoutValueKey {
    static var defaultValue: UnitPoint? { nil }
}

struct GridCellUnsizedAxesKey: LayoutValueKey {
    static var defaultValue: Axis.Set { [] }
}

extension View {
    /// Makes this cell span `count` columns of its grid row.
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: count)
    }

    /// Aligns every cell of this cell's column horizontally by `guide`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Places this cell so its `anchor` meets the same point of its cell, instead of aligning it.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }

    /// Keeps this cell from sizing its column (`.horizontal`) or row (`.vertical`): it takes the
    /// size the other cells give it.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}
