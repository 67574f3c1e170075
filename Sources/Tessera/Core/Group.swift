/// A type that collects multiple views into a single unit without affecting their layout:
/// its children become children of the enclosing container, and modifiers on the group apply
/// to each child.
public struct Group<Content: View>: PrimitiveView {
    /// The grouped views.
    public var content: Content

    /// Groups the views `content` builds; modifiers on the group apply to each of them.
    @inlinable
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @inlinable
    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        Content._makeView(view.content, inputs: inputs)
    }
}
