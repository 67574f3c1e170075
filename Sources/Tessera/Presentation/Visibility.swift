/// Whether a piece of interface shows: a dialog's title, a navigation bar, a list row's separator.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// As the system decides for the context.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
