import Foundation

/// Which views must be evaluated again before the next frame, and whether a pass is needed at all.
///
/// Writes come from any thread: a `@State` set by an action, an observable model changed by a
/// game's simulation thread, an `ObservableObject` sending `objectWillChange`. Each marks the
/// views that read what changed (`DependencyReader`); the graph takes the marks when its next
/// pass begins, on its own thread. Everything here is guarded by one lock, held for a few
/// instructions at a time.
final class Invalidation: @unchecked Sendable {
    private let lock = NSLock()
    private var dirty = false
    private var dirtyDuringPass = false
    private var counter = 0
    private var views: Set<UInt64> = []
    /// The set the last pass took, kept to be cleared and swapped in at the next (the graph lets
    /// go of it first), so marking views allocates nothing from frame to frame.
    private var takenViews: Set<UInt64> = []
    private var everything = false
    /// The thread running one of the graph's passes, while one runs.
    private var passThread: pthread_t?
    /// The thread that ran the last pass: the graph's own thread.
    private var graphThread: pthread_t?
    /// Views marked from another thread by a notification sent before the change is stored
    /// (`objectWillChange`), and until when (monotonic nanoseconds) each pass evaluates them
    /// again: the writing thread may be descheduled between the notification and the store, so
    /// a read that raced the store is read again until well after it.
    private var recheck: [UInt64: UInt64] = [:]
    private var registrations = 0
    /// How long a view marked before a change from another thread is evaluated again.
    static let recheckNanoseconds: UInt64 = 100_000_000

    /// Runs `body` under the lock (for the reader sets of state boxes).
    @inline(__always)
    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// How many registrations with observable models' registrars the graph's views made (tests
    /// count them: a view that reads what it read last time makes none).
    var observationRegistrations: Int { withLock { registrations } }

    /// Counts a registration with observable models' registrars.
    func noteObservationRegistration() {
        withLock { registrations &+= 1 }
    }

    /// Whether anything changed since the last pass began: the host must run another.
    var isDirty: Bool { withLock { dirty } }

    /// Counts changes, so the graph can tell whether anything changed between two updates.
    var generation: Int { withLock { counter } }

    /// Whether a change was made on the pass's own thread while the last pass ran (an
    /// `onPreferenceChange` or `onAppear` action writing state): the update runs another pass.
    var changedDuringPass: Bool { withLock { dirtyDuringPass } }

    /// Something every view may read changed (scroll offsets, focus, the rows a lazy stack
    /// shows): the next pass evaluates every `body`.
    func stateDidChange() {
        withLock {
            everything = true
            markLocked()
        }
    }

    /// The views that read something that changed are evaluated again in the next pass.
    func invalidate(_ reader: DependencyReader) {
        withLock {
            if case .view(let identity) = reader { views.insert(identity) }
            markLocked()
        }
    }

    /// As `invalidate(_:)`, for a notification sent before the change is stored: from another
    /// thread than the graph's, the view is evaluated again in every pass for the next
    /// `recheckNanoseconds`.
    func invalidateBeforeChange(_ reader: DependencyReader) {
        withLock {
            if case .view(let identity) = reader {
                views.insert(identity)
                if let graphThread, pthread_equal(graphThread, pthread_self()) == 0 {
                    recheck[identity] = DispatchTime.now().uptimeNanoseconds &+ Self.recheckNanoseconds
                }
            }
            markLocked()
        }
    }

    /// As `invalidate(_:)` for each reader; with none, the next pass still runs (a value nobody
    /// read changed, and the graph's own bookkeeping may depend on it).
    func invalidate(_ readers: DependencyReaders) {
        withLock {
            readers.forEach { if case .view(let identity) = $0 { views.insert(identity) } }
            markLocked()
        }
    }

    private func markLocked() {
        dirty = true
        counter &+= 1
        if let passThread, pthread_equal(passThread, pthread_self()) != 0 { dirtyDuringPass = true }
    }

    /// Starts a pass on the calling thread: returns the views marked since the last pass and
    /// whether everything was, and clears the marks. The caller lets go of the set the last call
    /// returned first, so its storage is reused.
    func beginPass() -> (views: Set<UInt64>, everything: Bool) {
        withLock {
            passThread = pthread_self()
            graphThread = passThread
            dirty = false
            dirtyDuringPass = false
            if !takenViews.isEmpty { takenViews.removeAll(keepingCapacity: true) }
            swap(&views, &takenViews)
            var taken = (takenViews, everything)
            everything = false
            if !recheck.isEmpty {
                let now = DispatchTime.now().uptimeNanoseconds
                for identity in recheck.keys { taken.0.insert(identity) }
                recheck = recheck.filter { $0.value > now }
                // Still to recheck: the host must run another pass.
                if !recheck.isEmpty { markLocked() }
            }
            return taken
        }
    }

    /// The views marked since the pass began (for diagnostics).
    func pendingViews() -> [UInt64] { withLock { Array(views) } }

    /// Ends the pass: changes from now on are for the next update.
    func endPass() {
        withLock { passThread = nil }
    }

}

/// A view that read a piece of state, or the root when no recorded view was being evaluated (the
/// views above it are always evaluated, so only a walk from the root is needed).
enum DependencyReader: Hashable, Sendable {
    case view(UInt64)
    case root
}

/// The views that read a value since it last changed.
struct DependencyReaders {
    private var last: DependencyReader?
    private var others: Set<DependencyReader> = []

    mutating func insert(_ reader: DependencyReader) {
        // Most reads repeat the last reader (a body reading a value twice, rows reading it in turn).
        guard reader != last else { return }
        if let last { others.insert(last) }
        last = reader
    }

    /// The readers, which are forgotten: each is evaluated again and reads anew what it needs.
    mutating func take() -> DependencyReaders {
        let taken = self
        last = nil
        if !others.isEmpty { others = [] }
        return taken
    }

    func forEach(_ body: (DependencyReader) -> Void) {
        if let last { body(last) }
        others.forEach(body)
    }
}
