import Foundation

/// A scrolling list of rows, grouped in sections: SwiftUI's `List`, drawn for a game.
///
/// ```swift
/// List {
///     Section("Audio") { Toggle("Music", isOn: $music) }
///     Section("Levels") { ForEach(levels) { Text($0.name) } }
/// }
/// ```
///
/// Each child of the content (or of a `Section`) is a row at least 44 points tall with 16 points
/// of padding each side, rows separated by one-pixel hairlines. The default style (`.insetGrouped`, as a
/// settings screen on iOS) draws each section as a card with 10-point corners 16 points inside the
/// list's edges, its header above it in small upper-case secondary text and its footer below;
/// `.plain` draws rows edge to edge without cards, `.grouped` cards edge to edge. The list
/// scrolls (a `ScrollView` over a lazy stack), so a focused control in a row is scrolled into
/// view. With a `selection` binding each row is focusable, and a click or Return/A on a row
/// selects its tag (a `ForEach` element's id). `scrollContentBackground(.hidden)` drops the
/// grouped background so the game's own shows through.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: ListSelection?
    @Environment(\.listStyleKind) private var style
    @Environment(\.listBackgroundVisibility) private var backgroundVisibility
    @Environment(\.colorScheme) private var colorScheme

    init(selection: ListSelection?, content: Content) {
        self.selection = selection
        self.content = content
    }

    /// A list that selects one row into `selection` (`nil` when none is selected).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(selection: selection.map { ListSelection(single: $0) }, content: content())
    }

    /// A list that selects rows into `selection`.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(selection: selection.map { ListSelection(multiple: $0) }, content: content())
    }

    public var body: some View {
        let groups = ListGroup.groups(of: StaticSubviews.of(content))
        let style = style
        let palette = ListPalette(colorScheme: colorScheme)
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(groups) { group in
                    ListSectionView(group: group, style: style, palette: palette, selection: selection)
                }
            }
            .padding(.bottom, style == .plain ? 0 : 20)
        }
        .background(backgroundVisibility == .hidden || style == .plain ? Color.clear : palette.background)
    }
}

extension List where SelectionValue == Never {
    /// A list of static content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content())
    }

    /// A list with a row for each element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: nil, content: ForEach(data, content: rowContent))
    }

    /// A list with a row for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: nil, content: ForEach(data, id: id, content: rowContent))
    }

    /// A list with a row for each number in `data`.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(selection: nil, content: ForEach(data, content: rowContent))
    }
}

extension List {
    /// A list with a row for each element of `data`, selecting one into `selection`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection.map { ListSelection(single: $0) }, content: ForEach(data, content: rowContent))
    }

    /// A list with a row for each element of `data` identified by `id`, selecting one into `selection`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection.map { ListSelection(single: $0) }, content: ForEach(data, id: id, content: rowContent))
    }

    /// A list with a row for each element of `data`, selecting rows into `selection`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection.map { ListSelection(multiple: $0) }, content: ForEach(data, content: rowContent))
    }
}

/// A list's selection, single or multiple, type-erased.
struct ListSelection {
    let isSelected: (AnyHashable) -> Bool
    let select: (AnyHashable) -> Void

    init<V: Hashable>(single: Binding<V?>) {
        isSelected = { tag in single.wrappedValue.map { AnyHashable($0) == tag } ?? false }
        select = { tag in if let value = tag.base as? V { single.wrappedValue = value } }
    }

    init<V: Hashable>(multiple: Binding<Set<V>>) {
        isSelected = { tag in (tag.base as? V).map { multiple.wrappedValue.contains($0) } ?? false }
        select = { tag in
            guard let value = tag.base as? V else { return }
            if multiple.wrappedValue.contains(value) { multiple.wrappedValue.remove(value) } else { multiple.wrappedValue.insert(value) }
        }
    }
}

/// A section of a list: a `Section`'s parts, or rows outside any section gathered into one.
struct ListGroup: Identifiable {
    let id: AnyHashable
    var header: AnyView?
    var footer: AnyView?
    var rows: [StaticSubview]

    static func groups(of children: [StaticSubview]) -> [ListGroup] {
        var result: [ListGroup] = []
        var loose: [StaticSubview] = []
        func flush() {
            guard !loose.isEmpty else { return }
            result.append(ListGroup(id: AnyHashable(["rows", loose[0].id]), rows: loose))
            loose = []
        }
        for child in children {
            if let parts = child.traits.custom[ObjectIdentifier(SectionParts.self)] as? SectionParts {
                flush()
                result.append(ListGroup(id: child.id, header: parts.header, footer: parts.footer, rows: parts.rows))
            } else {
                loose.append(child)
            }
        }
        flush()
        return result
    }
}

/// The colours of grouped lists, as iOS's grouped backgrounds.
struct ListPalette {
    let background: Color
    let cell: Color
    let separator: Color

    init(colorScheme: ColorScheme) {
        if colorScheme == .dark {
            background = .black
            cell = Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255)
            separator = Color(red: 84 / 255, green: 84 / 255, blue: 88 / 255, opacity: 0.65)
        } else {
            background = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
            cell = .white
            separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
        }
    }
}

/// One section: header, the rows (in a card unless the style is plain), footer.
private struct ListSectionView: View {
    let group: ListGroup
    let style: ListStyleKind
    let palette: ListPalette
    let selection: ListSelection?
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        let inset: CGFloat = style == .insetGrouped ? 16 : 0
        // A hairline: one pixel of the display, so rows below it stay on whole pixels.
        let hairline = 1 / max(displayScale, 1)
        let grouped = style != .plain
        VStack(alignment: .leading, spacing: 0) {
            if let header = group.header {
                header.font(.footnote).textCase(.uppercase).foregroundStyle(.secondary)
                    .padding(.horizontal, inset + 16).padding(.top, grouped ? 16 : 8).padding(.bottom, 6)
            } else if grouped {
                Color.clear.frame(height: 20)
            }
            VStack(alignment: .leading, spacing: 0) {
                ForEach(Array(group.rows.indices), id: \.self) { index in
                    let row = group.rows[index]
                    let traits = ListRowTraits.of(row)
                    ListRowView(row: row, traits: traits, cell: grouped ? palette.cell : .clear, selection: selection)
                    if index < group.rows.count - 1, traits.separator != .hidden {
                        Rectangle().fill(palette.separator).frame(height: hairline).padding(.leading, 16)
                            .background(grouped ? palette.cell : .clear)
                    }
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: style == .insetGrouped ? 10 : 0))
            .padding(.horizontal, inset)
            if let footer = group.footer {
                footer.font(.footnote).foregroundStyle(.secondary)
                    .padding(.horizontal, inset + 16).padding(.top, 6)
            }
        }
    }
}

/// A row: the child, padded, at least 44 points tall, on its background; with a selection, a
/// focusable, selectable row.
private struct ListRowView: View {
    let row: StaticSubview
    let traits: ListRowTraits
    let cell: Color
    let selection: ListSelection?

    var body: some View {
        let insets = traits.insets ?? EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let content = row.view
            .environment(\.isInListRow, true)
            .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
            .padding(insets)
            .background { traits.background ?? AnyView(cell) }
        if let selection, let tag = row.traits.tag {
            Button {
                selection.select(tag)
            } label: {
                DeletableRow(delete: traits.delete) {
                    content.overlay { if selection.isSelected(tag) { Color.gray.opacity(0.3) } }
                }
            }
            .buttonStyle(ControlRowStyle(cornerRadius: 0))
        } else if traits.delete != nil {
            // A deletable row takes focus so Delete can reach it.
            DeletableRow(delete: traits.delete) { content }.focusable()
        } else {
            content
        }
    }
}

/// A row's content that Delete or forward Delete deletes while the row has focus (a key
/// with nothing focused deletes nothing).
private struct DeletableRow<Content: View>: View {
    let delete: (() -> Void)?
    @ViewBuilder let content: () -> Content
    @Environment(\.isFocused) private var isFocused

    var body: some View {
        content().onKeyPress(keys: [.delete, .deleteForward]) { _ in
            guard isFocused, let delete else { return .ignored }
            delete()
            return .handled
        }
    }
}

/// How lists are drawn (`listStyle(_:)`).
public protocol ListStyle {}

/// The platform's style: inset grouped, as a settings screen.
public struct DefaultListStyle: ListStyle {
    /// The default style.
    public init() {}
}

/// Rows edge to edge, without cards or a background.
public struct PlainListStyle: ListStyle {
    /// The plain style.
    public init() {}
}

/// Sections as cards edge to edge on the grouped background.
public struct GroupedListStyle: ListStyle {
    /// The grouped style.
    public init() {}
}

/// Sections as rounded cards inside the list's edges.
public struct InsetGroupedListStyle: ListStyle {
    /// The inset grouped style.
    public init() {}
}

/// Inset rows without cards on iOS; drawn here as plain rows inside the edges.
public struct InsetListStyle: ListStyle {
    /// The inset style.
    public init() {}
}

/// A sidebar on iPad; drawn here as inset grouped.
public struct SidebarListStyle: ListStyle {
    /// The sidebar style.
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's style.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Plain rows.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Grouped sections.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Inset grouped sections.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Inset rows.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar (drawn inset grouped).
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// The list style as the environment keeps it.
enum ListStyleKind: Hashable {
    case insetGrouped, grouped, plain
}

private struct ListStyleKey: EnvironmentKey {
    static let defaultValue = ListStyleKind.insetGrouped
}

private struct ListBackgroundKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    var listStyleKind: ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }

    var listBackgroundVisibility: Visibility {
        get { self[ListBackgroundKey.self] }
        set { self[ListBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Draws the lists in this view with `style`.
    public func listStyle<S: ListStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        let kind: ListStyleKind =
            switch style {
            case is PlainListStyle, is InsetListStyle: .plain
            case is GroupedListStyle: .grouped
            default: .insetGrouped
            }
        return modifier(_EnvironmentModifier { $0.listStyleKind = kind })
    }

    /// Shows or hides the grouped background behind lists and forms in this view.
    public func scrollContentBackground(_ visibility: Visibility) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.listBackgroundVisibility = visibility })
    }
}
