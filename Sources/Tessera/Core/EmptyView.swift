/// A view that doesn't contain any content; it contributes no child to its container.
public struct EmptyView: PrimitiveView {
    /// Creates the view that shows nothing.
    public init() {}
    public static func _makeView(_ view: EmptyView, inputs: _ViewInputs) {}
}
