/// A type-erased view. Changing the wrapped view's type changes its identity.
public struct AnyView: PrimitiveView {
    @usableFromInline let storage: AnyViewStorageBase

    /// Wraps `view`; an `AnyView` passed in is unwrapped, not nested.
    @inlinable
    public init<V: View>(_ view: V) {
        if let any = view as? AnyView {
            storage = any.storage
        } else {
            storage = AnyViewStorage(view)
        }
    }

    /// Wraps `view`, as `init(_:)`.
    @inlinable
    public init<V: View>(erasing view: V) {
        self.init(view)
    }

    public static func _makeView(_ view: AnyView, inputs: _ViewInputs) {
        guard inputs.withGraph({ $0.hasStackRoomToResolve(inputs) }) else { return }
        view.storage.makeView(inputs: inputs)
    }
}

@usableFromInline
class AnyViewStorageBase {
    @usableFromInline
    init() {}

    func makeView(inputs: _ViewInputs) {}
}

@usableFromInline
final class AnyViewStorage<V: View>: AnyViewStorageBase {
    let view: V

    @usableFromInline
    init(_ view: V) {
        self.view = view
    }

    override func makeView(inputs: _ViewInputs) {
        V._makeView(view, inputs: inputs.child(ObjectIdentifier(V.self)))
    }
}
