import Foundation

/// Which graph is running a pass on this thread, so a read of view state (a `@State` box, an
/// observable model's property) can tell which view depends on it.
///
/// A graph makes itself active on its thread for the length of a pass, and steps aside while it
/// runs actions (reads in actions, gestures and `onChange` make no dependency, as in SwiftUI).
/// Graphs nest (an `ImageRenderer` run from a `body`): each restores the one before.
enum DependencyTracking {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The graph whose pass is running on this thread, if any.
    static var activeGraph: ViewGraph? {
        guard let raw = pthread_getspecific(key) else { return nil }
        return Unmanaged<ViewGraph>.fromOpaque(raw).takeUnretainedValue()
    }

    /// Makes `graph` (or none) the active graph of this thread; returns the one it replaces.
    static func activate(_ graph: ViewGraph?) -> ViewGraph? {
        let previous = activeGraph
        pthread_setspecific(key, graph.map { Unmanaged.passUnretained($0).toOpaque() })
        return previous
    }

    /// The view reading now, for state owned by the graph that `invalidation` belongs to.
    @inline(__always)
    static func reader(in invalidation: Invalidation) -> DependencyReader? {
        guard let raw = pthread_getspecific(key) else { return nil }
        let graph = Unmanaged<ViewGraph>.fromOpaque(raw).takeUnretainedValue()
        guard graph.dataFlow.invalidation === invalidation else { return nil }
        return graph.currentReader
    }

    /// Logs a write made while a `body` is being evaluated, once per view type.
    static func noteWriteDuringUpdate() {
        guard let raw = pthread_getspecific(key) else { return }
        Unmanaged<ViewGraph>.fromOpaque(raw).takeUnretainedValue().noteWriteDuringUpdate()
    }
}
