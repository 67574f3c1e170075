import Foundation
@_spi(SwiftUI) import Observation

/// How one view depends on `@Observable` models: the properties its evaluation read are
/// registered with Swift's Observation, and a change to any of them marks the view for the next
/// pass. Registrations hear changes after they are stored (`didSet`), so a model written on another
/// thread is never read half-way and then forgotten.
///
/// Where Observation's access list can be used directly (`ObservationAccessList.hook`), an
/// evaluation's reads are gathered in the view's own list, which keeps its storage from one
/// evaluation to the next, and the view keeps its registration while it reads the same properties:
/// an evaluation that reads what the last one read allocates nothing. When it reads another set,
/// the new registration is made at the end of the scope that read it, and the old one stays until
/// the evaluation ends (a write landing between a read and its registration is heard by the old
/// one when it had that property).
///
/// Otherwise each scope registers with `withObservationTracking`, and an evaluation's
/// registrations stay, firing at each change, until the next evaluation of the view has made its
/// own. Each evaluation then also reads one of two probes; changing that probe cancels the
/// evaluation's registrations whole, so a property that never changes does not collect one
/// registration per evaluation.
final class ViewObservation: @unchecked Sendable {
    let reader: DependencyReader
    weak var invalidation: Invalidation?
    private let probes = (ObservationProbe(), ObservationProbe())
    private let lock = NSLock()
    /// The number of the view's current (or last) evaluation.
    private var stamp = 0
    /// Registrations of evaluations up to this one are being cancelled, or were.
    private var cancelledThrough = -1
    /// Whether the evaluations `stamp - 1` and `stamp` left registrations (by parity).
    private var registered = (false, false)

    // The access-list path; used only on the graph's thread.
    /// The list the reads of the evaluation in progress are gathered in (Observation's
    /// thread-local pointer designates it while a scope of this view runs).
    let reads: UnsafeMutablePointer<ObservationAccessList.Entries?>
    /// What `tracking` is registered for.
    private var installed: ObservationAccessList.Entries = [:]
    private var tracking: ObservationTracking?
    /// Registrations made during the evaluation in progress, for reads `installed` lacks; the last
    /// one is for `pendingReads`.
    private var pending: [ObservationTracking] = []
    private var pendingReads: ObservationAccessList.Entries = [:]
    private lazy var didSetHandler: @Sendable (ObservationTracking) -> Void = { [weak self] _ in
        guard let self else { return }
        DependencyTracking.noteWriteDuringUpdate()
        self.invalidation?.invalidate(self.reader)
    }

    init(reader: DependencyReader, invalidation: Invalidation) {
        self.reader = reader
        self.invalidation = invalidation
        reads = .allocate(capacity: 1)
        reads.initialize(to: nil)
    }

    deinit {
        tracking?.cancel()
        for tracking in pending { tracking.cancel() }
        reads.deinitialize(count: 1)
        reads.deallocate()
    }

    /// The number of the view's current (or last) evaluation.
    var evaluationInProgress: Int {
        lock.lock()
        defer { lock.unlock() }
        return stamp
    }

    /// Starts another evaluation of the view; returns its number.
    func beginEvaluation() -> Int {
        if reads.pointee != nil { ObservationAccessList.clear(&reads.pointee!) }
        lock.lock()
        defer { lock.unlock() }
        stamp &+= 1
        return stamp
    }

    /// Ends evaluation `number`: the registrations of the ones before it are cancelled.
    func endEvaluation(_ number: Int) {
        if ObservationAccessList.hook != nil {
            settleRegistrations()
        } else {
            cancel(through: number - 1)
        }
    }

    /// Cancels every registration (the view left, or is no longer recorded).
    func cancelAll() {
        tracking?.cancel()
        tracking = nil
        installed = [:]
        for tracking in pending { tracking.cancel() }
        pending.removeAll()
        pendingReads = [:]
        lock.lock()
        let last = stamp
        lock.unlock()
        cancel(through: last)
    }

    /// A scope of the evaluation in progress ended: properties it read that no registration
    /// covers are registered now, so a change made from now on is heard.
    func scopeEnded() {
        guard let reads = reads.pointee, !ObservationAccessList.isCovered(reads, by: installed) else { return }
        if !pending.isEmpty, ObservationAccessList.isCovered(reads, by: pendingReads) { return }
        pendingReads = ObservationAccessList.copy(reads)
        invalidation?.noteObservationRegistration()
        pending.append(ObservationAccessList.install(pendingReads, didSet: didSetHandler))
    }

    /// At the end of an evaluation, the view is registered for exactly what it read.
    private func settleRegistrations() {
        let reads = self.reads.pointee ?? [:]
        if pending.isEmpty, ObservationAccessList.same(reads, installed) {
            ObservationAccessList.dropUnread(&self.reads.pointee)
            return
        }
        var kept: ObservationTracking?
        var keptReads: ObservationAccessList.Entries = [:]
        if !pending.isEmpty, ObservationAccessList.same(reads, pendingReads) {
            kept = pending.removeLast()
            keptReads = pendingReads
        } else if ObservationAccessList.hasReads(reads) {
            keptReads = ObservationAccessList.copy(reads)
            invalidation?.noteObservationRegistration()
            kept = ObservationAccessList.install(keptReads, didSet: didSetHandler)
        }
        tracking?.cancel()
        for tracking in pending { tracking.cancel() }
        pending.removeAll()
        pendingReads = [:]
        tracking = kept
        installed = keptReads
        ObservationAccessList.dropUnread(&self.reads.pointee)
    }

    private func cancel(through number: Int) {
        lock.lock()
        let previous = cancelledThrough
        guard number > previous else {
            lock.unlock()
            return
        }
        cancelledThrough = number
        // Only the two latest evaluations can still have registrations, one per probe.
        var fired: (ObservationProbe?, ObservationProbe?) = (nil, nil)
        for evaluation in (stamp - 1)...stamp where evaluation > previous && evaluation <= number {
            guard isRegistered(parity: evaluation & 1) else { continue }
            setRegistered(false, parity: evaluation & 1)
            if evaluation & 1 == 0 { fired.0 = probes.0 } else { fired.1 = probes.1 }
        }
        lock.unlock()
        fired.0?.cancelRegistrations()
        fired.1?.cancelRegistrations()
    }

    /// The probe evaluation `number` reads.
    func probe(_ number: Int) -> ObservationProbe { number & 1 == 0 ? probes.0 : probes.1 }

    /// The `didSet` handler of a scope of evaluation `number`.
    func handler(for number: Int) -> @Sendable (ObservationTracking) -> Void {
        lock.lock()
        setRegistered(true, parity: number & 1)
        lock.unlock()
        return { [weak self] tracking in
            // Kept until the evaluation after the one this change causes has registered (it
            // hears writes landing while that evaluation reads); then the probe fires it, and a
            // registration of an ended evaluation cancels itself (Observation keeps a `didSet`
            // registration until it is cancelled).
            guard let self, self.changed(evaluation: number) else { return tracking.cancel() }
        }
    }

    /// The handler of the `onChange` registration of the first evaluation, `number` (it cannot be
    /// cancelled by a probe: once a later evaluation ended, it is ignored when it fires, and
    /// Observation drops it then).
    func firstHandler(for number: Int) -> @Sendable () -> Void {
        { [weak self] in self?.changed(evaluation: number, beforeStore: true) }
    }

    /// Marks the view for a change heard by a registration of `evaluation`; `false` when that
    /// evaluation's registrations are cancelled (the change is not the view's any more).
    @discardableResult
    private func changed(evaluation: Int, beforeStore: Bool = false) -> Bool {
        lock.lock()
        if evaluation <= cancelledThrough {
            lock.unlock()
            return false
        }
        lock.unlock()
        DependencyTracking.noteWriteDuringUpdate()
        if beforeStore { invalidation?.invalidateBeforeChange(reader) } else { invalidation?.invalidate(reader) }
        return true
    }

    private func isRegistered(parity: Int) -> Bool { parity == 0 ? registered.0 : registered.1 }

    private func setRegistered(_ value: Bool, parity: Int) {
        if parity == 0 { registered.0 = value } else { registered.1 = value }
    }
}

/// An observable value no view reads for its own sake: changing it fires every registration
/// that read it, which cancels those registrations whole (see `ViewObservation`).
final class ObservationProbe: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    fileprivate var marker = 0

    func read() {
        registrar.access(self, keyPath: \.marker)
    }

    func cancelRegistrations() {
        registrar.withMutation(of: self, keyPath: \.marker) {}
    }
}

extension ViewGraph {
    /// The view whose reads make dependencies now: the innermost recorded view being evaluated
    /// while resolving, the root otherwise during a pass; `nil` while actions run.
    var currentReader: DependencyReader? {
        guard dataFlow.tracksReads else { return nil }
        if resolvePass.isResolving, let last = reuse.evaluatingComposites.last { return .view(last.identity) }
        return .root
    }

    /// Evaluates `body` (a view's `body`, a modifier's `body(content:)`, a `ForEach` element's
    /// view) and makes the current reader depend on the observable properties it reads.
    @usableFromInline
    func trackingObservations<T>(_ body: () -> T) -> T {
        guard let reader = currentReader else { return body() }
        guard let hook = ObservationAccessList.hook else { return trackingWithObservationTracking(body, reader: reader) }
        let outer = hook.get()
        guard let (observation, _) = currentObservation(for: reader) else {
            // No model read by this view yet: the observation is made only if this scope reads
            // one, so a body that reads no model allocates nothing.
            var reads: ObservationAccessList.Entries? = nil
            let result = withUnsafeMutablePointer(to: &reads) { pointer in
                hook.set(UnsafeMutableRawPointer(pointer))
                defer { hook.set(outer) }
                return body()
            }
            if let reads {
                if let outer { ObservationAccessList.merge(reads, into: outer) }
                firstObservation(for: reader, reads: reads)
            }
            return result
        }
        let list = UnsafeMutableRawPointer(observation.reads)
        // A scope inside another of the same evaluation (a binding read in a `body`).
        if outer == list { return body() }
        hook.set(list)
        let result = body()
        hook.set(outer)
        // Inside another tracking scope (a graph updated from a `body`), the reads are its too,
        // as Observation does.
        if let outer, let reads = observation.reads.pointee { ObservationAccessList.merge(reads, into: outer) }
        observation.scopeEnded()
        return result
    }

    /// Makes `reader`'s observation at its first scope that read a model, with that scope's reads.
    private func firstObservation(for reader: DependencyReader, reads: ObservationAccessList.Entries) {
        let observation = ViewObservation(reader: reader, invalidation: dataFlow.invalidation)
        let evaluation = observation.beginEvaluation()
        observation.reads.pointee = reads
        observation.scopeEnded()
        adopt(observation, evaluation: evaluation, for: reader)
    }

    /// Keeps `observation` as `reader`'s, with the number of its evaluation in progress.
    private func adopt(_ observation: ViewObservation, evaluation: Int, for reader: DependencyReader) {
        if case .root = reader {
            dataFlow.rootObservation = observation
            dataFlow.rootEvaluation = evaluation
        } else {
            let last = reuse.evaluatingComposites.count - 1
            reuse.evaluatingComposites[last].observation = observation
            reuse.evaluatingComposites[last].observationEvaluation = evaluation
        }
    }

    /// `trackingObservations(_:)` where Observation's access list cannot be used directly.
    private func trackingWithObservationTracking<T>(_ body: () -> T, reader: DependencyReader) -> T {
        guard let (observation, evaluation) = currentObservation(for: reader) else {
            // No model read by this view yet: the handler is made only if this scope reads one,
            // so a body that reads no model costs two thread-local accesses.
            return withObservationTracking(body, onChange: self.firstObservation(for: reader))
        }
        let probe = observation.probe(evaluation)
        dataFlow.invalidation.noteObservationRegistration()
        return withObservationTracking(
            {
                probe.read()
                return body()
            }, didSet: observation.handler(for: evaluation))
    }

    /// The observation of `reader` and the number of its evaluation in progress, if it read a
    /// model before.
    private func currentObservation(for reader: DependencyReader) -> (ViewObservation, Int)? {
        if case .root = reader {
            guard let rootObservation = dataFlow.rootObservation else { return nil }
            return (rootObservation, dataFlow.rootEvaluation)
        }
        guard let last = reuse.evaluatingComposites.last, let observation = last.observation else { return nil }
        return (observation, last.observationEvaluation)
    }

    /// Makes `reader`'s observation at its first scope that read a model; it registers with
    /// `didSet` from its next evaluation on. (This first registration hears `willSet`: a write
    /// from another thread landing between this scope's read and its registration is heard only
    /// by the next one.)
    private func firstObservation(for reader: DependencyReader) -> @Sendable () -> Void {
        let observation = ViewObservation(reader: reader, invalidation: dataFlow.invalidation)
        let evaluation = observation.beginEvaluation()
        adopt(observation, evaluation: evaluation, for: reader)
        return observation.firstHandler(for: evaluation)
    }

    /// Logs a state write made while a `body` is being evaluated, once per view type.
    func noteWriteDuringUpdate() {
        guard resolvePass.isResolving, dataFlow.tracksReads else { return }
        let type = reuse.evaluatingComposites.last.map { String(describing: $0.type) } ?? "the root view"
        Diagnostics.warnOnce(
            "Modifying state during view update (while evaluating \(type)): the change shows in the next pass; move the write to an action, onAppear or onChange"
        )
    }
}
