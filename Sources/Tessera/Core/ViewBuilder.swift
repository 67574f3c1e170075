/// A result builder that constructs views from closures: any number of children, `if`/`else`,
/// `if let`, `switch`, and optional content.
@resultBuilder
public enum ViewBuilder {
    /// Passes a view statement through unchanged.
    @inlinable
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An empty block: no views.
    @inlinable
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A block of one view: that view.
    @inlinable
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A block of 2 views: each becomes a child of the enclosing container.
    @inlinable
    public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> _ViewList<C0, _ViewList<C1, _ViewListEnd>> {
        _ViewList(c0, _ViewList(c1, _ViewListEnd()))
    }

    /// A block of 3 views: each becomes a child of the enclosing container.
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> _ViewList<C0, _ViewList<C1, _ViewList<C2, _ViewListEnd>>> {
        _ViewList(c0, _ViewList(c1, _ViewList(c2, _ViewListEnd())))
    }

    /// A block of 4 views: each becomes a child of the enclosing container.
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> _ViewList<C0, _ViewList<C1, _ViewList<C2, _ViewList<C3, _ViewListEnd>>>> {
        _ViewList(c0, _ViewList(c1, _ViewList(c2, _ViewList(c3, _ViewListEnd()))))
    }

    /// A block of 5 views: each becomes a child of the enclosing container.
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> _ViewList<C0, _ViewList<C1, _ViewList<C2, _ViewList<C3, _ViewList<C4, _ViewListEnd>>>>> {
        _ViewList(c0, _ViewList(c1, _ViewList(c2, _ViewList(c3, _ViewList(c4, _ViewListEnd())))))
    }

    /// A block of 6 views: each becomes a child of the enclosing container.
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> _ViewList<C0, _ViewList<C1, _ViewList<C2, _ViewList<C3, _ViewList<C4, _ViewList<C5, _ViewListEnd>>>>>> {
        _ViewList(c0, _ViewList(c1, _ViewList(c2, _ViewList(c3, _ViewList(c4, _ViewList(c5, _ViewListEnd()))))))
    }

    /// A block of 7 views: each becomes a child of the enclosing container.
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> _ViewList<C0, _ViewList<C1, _ViewList<C2, _ViewList<C3, _ViewList<C4, _ViewList<C5, _ViewList<C6, _ViewListEnd>>>>>>> {
        _ViewList(c0, _ViewList(c1, _ViewList(c2, _ViewList(c3, _ViewList(c4, _ViewList(c5, _ViewList(c6, _ViewListEnd())))))))
    }

    /// A block of 8 views: each becomes a child of the enclosing container.
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> _ViewList<
        C0, _ViewList<C1, _ViewList<C2, _ViewList<C3, _ViewList<C4, _ViewList<C5, _ViewList<C6, _ViewList<C7, _ViewListEnd>>>>>>>
    > {
        _ViewList(
            c0, _ViewList(c1, _ViewList(c2, _ViewList(c3, _ViewList(c4, _ViewList(c5, _ViewList(c6, _ViewList(c7, _ViewListEnd()))))))))
    }

    /// A block of 9 views: each becomes a child of the enclosing container.
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> _ViewList<
        C0,
        _ViewList<C1, _ViewList<C2, _ViewList<C3, _ViewList<C4, _ViewList<C5, _ViewList<C6, _ViewList<C7, _ViewList<C8, _ViewListEnd>>>>>>>>
    > {
        _ViewList(
            c0,
            _ViewList(
                c1, _ViewList(c2, _ViewList(c3, _ViewList(c4, _ViewList(c5, _ViewList(c6, _ViewList(c7, _ViewList(c8, _ViewListEnd()))))))))
        )
    }

    /// A block of 10 views: each becomes a child of the enclosing container.
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> _ViewList<
        C0,
        _ViewList<
            C1,
            _ViewList<
                C2, _ViewList<C3, _ViewList<C4, _ViewList<C5, _ViewList<C6, _ViewList<C7, _ViewList<C8, _ViewList<C9, _ViewListEnd>>>>>>>
            >
        >
    > {
        _ViewList(
            c0,
            _ViewList(
                c1,
                _ViewList(
                    c2,
                    _ViewList(c3, _ViewList(c4, _ViewList(c5, _ViewList(c6, _ViewList(c7, _ViewList(c8, _ViewList(c9, _ViewListEnd()))))))))
            ))
    }

    /// A block of more than ten views: each becomes a child of the enclosing container.
    @inlinable
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    /// An `if` without `else`: the view, or nothing.
    @inlinable
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// An `if` without `else`, or `if let`: the view, or nothing.
    @inlinable
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else` or `switch`; the branches have separate identities.
    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Content behind an availability check, type-erased.
    @inlinable
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
