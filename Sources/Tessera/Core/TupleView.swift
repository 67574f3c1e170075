/// A view made of several views, as `@ViewBuilder` writes a block of statements.
/// Each element is its own child of the enclosing container.
public struct TupleView<each Content: View>: PrimitiveView {
    /// The views, in order.
    public var value: (repeat each Content)

    /// Makes a view of the given views, each a child of the enclosing container.
    @inlinable
    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    @inlinable
    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        var index = 0
        for element in repeat each view.value {
            makeElement(element, inputs: inputs.child(index))
            index += 1
        }
    }

    @inlinable
    static func makeElement<V: View>(_ view: V, inputs: _ViewInputs) {
        V._makeView(view, inputs: inputs)
    }
}
