import Foundation

/// A view's subscription to an `ObservableObject`'s `objectWillChange`: each send marks the view
/// for the next pass, whatever it read of the object (as in SwiftUI). Kept in the view's state
/// slot, so it lives while the view does and is cancelled when the view leaves; the object is
/// subscribed to once, not at every evaluation.
final class ObjectWillChangeSubscription: @unchecked Sendable {
    private let lock = NSLock()
    private weak var invalidation: Invalidation?
    private var reader: DependencyReader = .root
    private var objectIdentity: ObjectIdentifier?
    private var cancellable: AnyCancellable?

    /// Subscribes to `object` (unless already subscribed to it) on behalf of `reader`.
    func observe<Object: ObservableObject>(_ object: Object, reader: DependencyReader, invalidation: Invalidation) {
        lock.lock()
        self.reader = reader
        self.invalidation = invalidation
        let isSubscribed = objectIdentity == ObjectIdentifier(object)
        lock.unlock()
        guard !isSubscribed else { return }
        // `sink` may call back at once on another thread: take the lock only after it returns.
        let cancellable = object.objectWillChange.sink { [weak self] _ in self?.objectWillChange() }
        lock.lock()
        objectIdentity = ObjectIdentifier(object)
        self.cancellable = cancellable
        lock.unlock()
    }

    private func objectWillChange() {
        lock.lock()
        let reader = reader, invalidation = invalidation
        lock.unlock()
        DependencyTracking.noteWriteDuringUpdate()
        invalidation?.invalidateBeforeChange(reader)
    }

    deinit {
        cancellable?.cancel()
    }
}

/// A binding to a property of an object, read and written through the object (`$model.name` of
/// `@ObservedObject`, `@EnvironmentObject`, `@Bindable`). Reads of an `@Observable` object's
/// property inside a view make that view depend on it, as any other read.
final class ObjectLocation<Root: AnyObject, Value>: Location<Value> {
    let root: Root
    let keyPath: ReferenceWritableKeyPath<Root, Value>

    init(_ root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.root = root
        self.keyPath = keyPath
    }

    override func get() -> Value {
        guard let graph = DependencyTracking.activeGraph else { return root[keyPath: keyPath] }
        return graph.trackingObservations { root[keyPath: keyPath] }
    }

    override func set(_ newValue: Value) { root[keyPath: keyPath] = newValue }

    /// The same property of the same object (`$model.name` made again in a new `body`).
    override func isSameSource(as other: AnyLocation) -> Bool {
        guard let other = other as? ObjectLocation<Root, Value> else { return false }
        return root === other.root && keyPath == other.keyPath
    }
}
