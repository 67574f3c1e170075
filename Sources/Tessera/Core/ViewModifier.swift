/// A modifier that you apply to a view or another view modifier, producing a different version
/// of the original value.
public protocol ViewModifier {
    /// The type of view `body(content:)` returns.
    associatedtype Body: View
    /// The placeholder for the view the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>

    /// The view this modifier makes of `content`.
    @ViewBuilder func body(content: Content) -> Body

    /// Adds the modified content's nodes to the graph. Built-in modifiers implement it; custom
    /// modifiers use the default, which binds `@State`/`@Environment` and makes `body(content:)`.
    static func _makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void)
}

extension ViewModifier {
    @inlinable
    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        var modifier = modifier
        let inputs = inputs.child(ObjectIdentifier(Self.self))
        inputs.withGraph { graph in
            graph.bindDynamicProperties(of: &modifier, inputs: inputs)
            let body = graph.trackingObservations { modifier.body(content: _ViewModifier_Content()) }
            graph.withModifierContent(content) {
                Body._makeView(body, inputs: inputs)
            }
        }
    }
}

/// A built-in modifier: it has no body of its own.
public protocol PrimitiveViewModifier: ViewModifier where Body == Never {}

extension PrimitiveViewModifier {
    /// Never called: a primitive modifier is applied by `_makeView`, not by a body.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a built-in modifier and has no body")
    }
}

/// The content a custom `ViewModifier` is applied to, as it appears in `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: PrimitiveView {
    @inlinable
    init() {}

    @inlinable
    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        inputs.withGraph { $0.makeModifierContent(inputs: inputs) }
    }
}

/// A value with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
    /// The view (or modifier) being modified.
    public var content: Content
    /// The modifier applied to it.
    public var modifier: Modifier

    /// Applies `modifier` to `content`; `view.modifier(_:)` spells it for views.
    @inlinable
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError("ModifiedContent is a built-in view and has no body") }

    @inlinable
    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        guard inputs.withGraph({ $0.hasStackRoomToResolve(inputs) }) else { return }
        Modifier._makeView(modifier: view.modifier, inputs: inputs) { contentInputs in
            Content._makeView(view.content, inputs: contentInputs)
        }
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// A modified view draws through its modifier, not a body.
    public typealias Body = Never

    public func body(content: _ViewModifier_Content<Self>) -> Never {
        fatalError("ModifiedContent is a built-in modifier and has no body")
    }

    @inlinable
    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        Modifier._makeView(modifier: modifier.modifier, inputs: inputs) { inner in
            Content._makeView(modifier: modifier.content, inputs: inner, content: content)
        }
    }
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    @inlinable
    public consuming func modifier<M>(_ modifier: consuming M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// Returns a new modifier that is the result of concatenating `self` with `modifier`.
    @inlinable
    public consuming func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
