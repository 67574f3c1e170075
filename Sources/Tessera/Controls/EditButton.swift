import Foundation

/// Whether a view's content is being edited (`editMode` in the environment).
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for the moment (a swipe revealed a row's actions).
    case transient
    /// Editing.
    case active

    /// Whether the mode is `.active` or `.transient`.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode a container shares with its `EditButton`, when it provides one
    /// (`.environment(\.editMode, $mode)`).
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that toggles the environment's `editMode` between `.inactive` and `.active`,
/// titled "Edit", then "Done" (bold) while editing. Without an `editMode` binding in the
/// environment it keeps its own mode.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode
    @State private var ownMode: EditMode = .inactive

    /// An edit button.
    public init() {}

    public var body: some View {
        let editing = (editMode?.wrappedValue ?? ownMode).isEditing
        Button {
            let next: EditMode = editing ? .inactive : .active
            if let editMode { editMode.wrappedValue = next } else { ownMode = next }
        } label: {
            Text(editing ? "Done" : "Edit").fontWeight(editing ? .semibold : .regular)
        }
    }
}
