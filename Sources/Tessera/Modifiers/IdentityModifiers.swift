import Foundation

/// Tags each view it is applied to with an identifier whose frame can be read after layout.
public struct _IdentifierModifier: PrimitiveViewModifier {
    let identifier: String

    @usableFromInline
    init(identifier: String) {
        self.identifier = identifier
    }

    public static func _makeView(modifier: Self, inputs: _ViewInputs, content: (_ViewInputs) -> Void) {
        inputs.withGraph { graph in
            graph.wrapEach(.tag(graph.intern(modifier.identifier)), inputs: inputs, content: content) { wrapper, _ in
                graph.current.tables.identifiers.append((wrapper, modifier.identifier))
            }
        }
    }
}

extension View {
    /// Identifies this view for tests, UI automation and hit testing: `ViewGraph.frame(of:)`.
    @inlinable
    public consuming func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, _IdentifierModifier> {
        modifier(_IdentifierModifier(identifier: identifier))
    }
}

/// A view with an explicit identity: when `id` changes, it is a new view and its state resets.
public struct _IdentifiedView<Content: View, ID: Hashable>: PrimitiveView {
    @usableFromInline let content: Content
    @usableFromInline let id: ID

    @inlinable
    init(content: Content, id: ID) {
        self.content = content
        self.id = id
    }

    @inlinable
    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        inputs.withGraph { $0.noteIdentifiedView(view.id) }
        Content._makeView(view.content, inputs: inputs.child(view.id))
    }
}

extension View {
    /// Binds this view's identity to a value.
    @inlinable
    public consuming func id<ID: Hashable>(_ id: ID) -> _IdentifiedView<Self, ID> {
        _IdentifiedView(content: self, id: id)
    }
}
