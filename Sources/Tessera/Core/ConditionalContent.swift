/// The view `if`/`else` and `switch` build: one of two branches. Switching branches changes the
/// identity of the content, so `@State` inside it starts over, as in SwiftUI.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: PrimitiveView {
    @usableFromInline
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    @usableFromInline let storage: Storage

    @inlinable
    init(storage: Storage) {
        self.storage = storage
    }

    @inlinable
    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        switch view.storage {
        case .trueContent(let content): TrueContent._makeView(content, inputs: inputs.child(-1))
        case .falseContent(let content): FalseContent._makeView(content, inputs: inputs.child(-2))
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional is a built-in view and has no body") }

    @inlinable
    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        if let view { Wrapped._makeView(view, inputs: inputs.child(-3)) }
    }
}
