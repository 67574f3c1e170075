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

    /// A block of several views: each becomes a child of the enclosing container.
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
