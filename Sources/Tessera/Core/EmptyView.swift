/// A view that doesn't contain any content; it contributes no child to its container.
public struct EmptyView: PrimitiveView {
    public init() {}
    public static func _makeView(_ view: EmptyView, inputs: _ViewInputs) {}
}
