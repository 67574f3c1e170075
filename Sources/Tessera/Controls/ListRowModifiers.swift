import Foundation

/// What a row tells the list it is in: its background, separator and insets.
struct ListRowTraits {
    var background: AnyView?
    var separator: Visibility = .automatic
    var insets: EdgeInsets?
    /// Deletes the row (its `ForEach`'s `onDelete`), when it has one.
    var delete: (() -> Void)?
    /// `deleteDisabled(true)`: the row is not deleted.
    var deleteDisabled = false

    static func of(_ row: StaticSubview) -> ListRowTraits {
        row.traits.custom[ObjectIdentifier(ListRowTraits.self)] as? ListRowTraits ?? ListRowTraits()
    }
}

private struct IsInListRowKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether views are inside a row of a `List` or `Form`, which pads and backs them.
    var isInListRow: Bool {
        get { self[IsInListRowKey.self] }
        set { self[IsInListRowKey.self] = newValue }
    }
}

/// Writes a list row trait; the view itself is drawn unchanged.
public struct _ListRowTraitModifier: PrimitiveViewModifier, TraitWritingModifier {
    let change: (inout ListRowTraits) -> Void

    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        content(inputs)
    }

    func write(into traits: inout ViewTraits) {
        var row = traits.custom[ObjectIdentifier(ListRowTraits.self)] as? ListRowTraits ?? ListRowTraits()
        change(&row)
        traits.custom[ObjectIdentifier(ListRowTraits.self)] = row
    }
}

extension View {
    /// Draws `view` behind this row of a list instead of the list's cell colour.
    public func listRowBackground<V: View>(_ view: V?) -> ModifiedContent<Self, _ListRowTraitModifier> {
        let background = view.map { AnyView($0) }
        return modifier(_ListRowTraitModifier { $0.background = background })
    }

    /// Shows or hides the separator under this row of a list.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, _ListRowTraitModifier> {
        modifier(_ListRowTraitModifier { $0.separator = visibility })
    }

    /// Pads this row of a list by `insets` instead of 16 points each side.
    public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedContent<Self, _ListRowTraitModifier> {
        modifier(_ListRowTraitModifier { $0.insets = insets })
    }

    /// Accepted: separators tint as the list draws them.
    public consuming func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> Self { self }

    /// Accepted: sections are separated by their spacing.
    public consuming func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }

    /// Stops Delete from deleting this row (its `ForEach`'s `onDelete` is not called for it).
    public func deleteDisabled(_ isDisabled: Bool) -> ModifiedContent<Self, _ListRowTraitModifier> {
        modifier(_ListRowTraitModifier { $0.deleteDisabled = isDisabled })
    }

    /// Actions for this row of a list, which SwiftUI reveals by a swipe. Accepted: the actions
    /// are not drawn (no swipe is recognised); a row whose `ForEach` has `onDelete` is deleted
    /// with the Delete key instead.
    public consuming func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> Self { self }

    /// Accepted: rows cannot be dragged to move in a game.
    public consuming func moveDisabled(_ isDisabled: Bool) -> Self { self }
}

extension ForEach {
    /// Inside a `List`, makes each row focusable and calls `action` with the row's offset when
    /// Delete (Backspace) or forward Delete is pressed on the focused row: the keyboard and
    /// gamepad stand-in for swipe-to-delete.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self {
        var copy = self
        copy.deleteAction = action
        return copy
    }

    /// Kept: rows are not dragged to move, so the list does not call `action`.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self {
        var copy = self
        copy.moveAction = action
        return copy
    }
}

extension RangeReplaceableCollection {
    /// Removes the elements at `offsets` (from a list's `onDelete`); offsets past the end are
    /// logged and skipped.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            guard offset >= 0, offset < count else {
                Diagnostics.warnOnce("remove(atOffsets:): offset \(offset) is outside 0..<\(count); skipped")
                continue
            }
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` to before the element at `destination` (from a list's
    /// `onMove`), keeping their order; offsets past the end are logged and skipped.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let valid = source.filter { $0 >= 0 && $0 < count }
        if valid.count != source.count { Diagnostics.warnOnce("move(fromOffsets:toOffset:): offsets outside 0..<\(count) skipped") }
        let target = Swift.min(Swift.max(destination, 0), count)
        let moved = valid.map { self[index(startIndex, offsetBy: $0)] }
        for offset in valid.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
        let adjusted = target - valid.filter { $0 < target }.count
        insert(contentsOf: moved, at: index(startIndex, offsetBy: adjusted))
    }
}
