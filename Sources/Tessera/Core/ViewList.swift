/// The views of a `@ViewBuilder` block of two to ten statements: the first view and a list of
/// the rest. Like `TupleView`, each view is its own child of the enclosing container, with the
/// identity of its position in the block.
///
/// Blocks of these sizes are built as lists rather than as a `TupleView` because a list's
/// `_makeView` is specialized in the game's module like any other generic view, while a
/// parameter pack is walked with a generic call, type metadata and a value copy per element.
public struct _ViewList<First: View, Rest: _ViewListElements>: PrimitiveView, _ViewListElements {
    /// The first view of the block.
    public var first: First
    /// The views after it.
    public var rest: Rest

    /// A list of `first` followed by `rest`.
    @inlinable
    public init(_ first: First, _ rest: Rest) {
        self.first = first
        self.rest = rest
    }

    @inlinable
    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        _makeElements(view, inputs: inputs, from: 0)
    }

    @inlinable
    public static func _makeElements(_ view: Self, inputs: _ViewInputs, from index: Int) {
        First._makeView(view.first, inputs: inputs.child(index))
        Rest._makeElements(view.rest, inputs: inputs, from: index + 1)
    }
}

/// What the tail of a `_ViewList` is: a further list, or its end.
public protocol _ViewListElements {
    /// Makes the views of `view` as children of `inputs.parent`, the first at position `index`.
    static func _makeElements(_ view: Self, inputs: _ViewInputs, from index: Int)
}

/// The end of a `_ViewList`: no more views.
public struct _ViewListEnd: _ViewListElements {
    /// The end of a list.
    @inlinable
    public init() {}

    @inlinable
    public static func _makeElements(_ view: Self, inputs: _ViewInputs, from index: Int) {}
}
