import Foundation

/// Render effects, preference writers and readers, and tags (docs/LayoutRules.md §7): layout passes
/// straight through to the only child — its proposal, size, place, priority, spacing and guides.
struct PassthroughLayout: ChildPassthroughLayout {
    static var passesGuidesThrough: Bool { true }
}
