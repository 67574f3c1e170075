import Foundation
@_spi(SwiftUI) import Observation

/// How one view depends on `@Observable` models: the properties its evaluation read are
/// registered with Swift's Observation, and a change to any of them marks the view for the next
/// pass.
///
/// A view's first evaluation that reads a model registers with `withObservationTracking(_:onChange:)`,
/// which costs nothing for the many bodies that read no model; from then on each evaluation
/// registers to hear of changes after they are stored (`didSet`), so a model written on another
/// thread is never read half-way and then forgotten: a pass that reads a property while another
/// thread is writing it hears that write's `didSet` and runs again.
///
/// Registrations are made anew at each evaluation, and an evaluation's registrations stay, firing
/// at each change, until the next evaluation of the view has made its own (a write landing
/// between that evaluation's read and its registration is heard by the older one). Each evaluation also reads one of two
/// probes; changing that probe cancels the evaluation's registrations whole, so a property that
/// never changes does not collect one registration per evaluation.
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

    init(reader: DependencyReader, invalidation: Invalidation) {
        self.reader = reader
        self.invalidation = invalidation
    }

    /// Starts another evaluation of the view; returns its number.
    func beginEvaluation() -> Int {
        lock.lock()
        defer { lock.unlock() }
        stamp &+= 1
        return stamp
    }

    /// Ends evaluation `number`: the registrations of the ones before it are cancelled.
    func endEvaluation(_ number: Int) {
        cancel(through: number - 1)
    }

    /// Cancels every registration (the view left, or is no longer recorded).
    func cancelAll() {
        lock.lock()
        let last = stamp
        lock.unlock()
        cancel(through: last)
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
        guard tracksReads else { return nil }
        if isResolving, let last = evaluatingComposites.last { return .view(last.identity) }
        return .root
    }

    /// Evaluates `body` (a view's `body`, a modifier's `body(content:)`, a `ForEach` element's
    /// view) and makes the current reader depend on the observable properties it reads.
    @usableFromInline
    func trackingObservations<T>(_ body: () -> T) -> T {
        guard let reader = currentReader else { return body() }
        guard let (observation, evaluation) = currentObservation(for: reader) else {
            // No model read by this view yet: the handler is made only if this scope reads one,
            // so a body that reads no model costs two thread-local accesses.
            return withObservationTracking(body, onChange: self.firstObservation(for: reader))
        }
        let probe = observation.probe(evaluation)
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
            guard let rootObservation else { return nil }
            return (rootObservation, rootEvaluation)
        }
        guard let last = evaluatingComposites.last, let observation = last.observation else { return nil }
        return (observation, last.observationEvaluation)
    }

    /// Makes `reader`'s observation at its first scope that read a model; it registers with
    /// `didSet` from its next evaluation on. (This first registration hears `willSet`: a write
    /// from another thread landing between this scope's read and its registration is heard only
    /// by the next one.)
    private func firstObservation(for reader: DependencyReader) -> @Sendable () -> Void {
        let observation = ViewObservation(reader: reader, invalidation: invalidation)
        let evaluation = observation.beginEvaluation()
        if case .root = reader {
            rootObservation = observation
            rootEvaluation = evaluation
        } else {
            let last = evaluatingComposites.count - 1
            evaluatingComposites[last].observation = observation
            evaluatingComposites[last].observationEvaluation = evaluation
        }
        return observation.firstHandler(for: evaluation)
    }

    /// Logs a state write made while a `body` is being evaluated, once per view type.
    func noteWriteDuringUpdate() {
        guard isResolving, tracksReads else { return }
        let type = evaluatingComposites.last.map { String(describing: $0.type) } ?? "the root view"
        Diagnostics.warnOnce(
            "Modifying state during view update (while evaluating \(type)): the change shows in the next pass; move the write to an action, onAppear or onChange"
        )
    }
}
