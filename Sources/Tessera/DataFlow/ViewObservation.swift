import Foundation
import Observation

/// How one view depends on `@Observable` models: the properties its evaluation read are
/// registered with Swift's Observation (`withObservationTracking`), and the first change to any
/// of them marks the view for the next pass.
///
/// Registrations are one-shot and made anew at each evaluation. A view evaluated again for
/// another reason (its parent changed it, its `@State` changed) must drop what its last
/// evaluation registered, or a model property that never changes would collect one registration
/// per evaluation: each evaluation after the first also reads `probe`, and changing the probe
/// fires, and so cancels, every registration still standing.
final class ViewObservation: @unchecked Sendable {
    let reader: DependencyReader
    weak var invalidation: Invalidation?
    let probe = ObservationProbe()
    private let lock = NSLock()
    /// Tells this evaluation's registrations from earlier ones, which are ignored when they fire.
    private var stamp = 0
    /// Whether registrations of the current stamp stand (made, and not fired yet).
    private var armed = false

    init(reader: DependencyReader, invalidation: Invalidation) {
        self.reader = reader
        self.invalidation = invalidation
    }

    /// The change handler for a scope of this evaluation that read observable properties.
    func handler() -> @Sendable () -> Void {
        lock.lock()
        armed = true
        let stamp = stamp
        lock.unlock()
        return { [weak self] in self?.changed(stamp: stamp) }
    }

    private func changed(stamp: Int) {
        lock.lock()
        guard stamp == self.stamp, armed else {
            lock.unlock()
            return
        }
        armed = false
        lock.unlock()
        DependencyTracking.noteWriteDuringUpdate()
        invalidation?.invalidate(reader)
    }

    /// Called before the view is evaluated again, and when it leaves: the registrations of its
    /// last evaluation are cancelled.
    func reset() {
        lock.lock()
        let wasArmed = armed
        armed = false
        stamp &+= 1
        lock.unlock()
        if wasArmed { probe.cancelRegistrations() }
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
        let probe = currentObservation(for: reader)?.probe
        // The handler is made only when the scope read something: a body that reads no model
        // costs two thread-local accesses.
        return withObservationTracking(
            {
                probe?.read()
                return body()
            }, onChange: self.observationHandler(for: reader))
    }

    private func currentObservation(for reader: DependencyReader) -> ViewObservation? {
        if case .root = reader { return rootObservation }
        return evaluatingComposites.last?.observation
    }

    private func observationHandler(for reader: DependencyReader) -> @Sendable () -> Void {
        if let observation = currentObservation(for: reader) { return observation.handler() }
        let observation = ViewObservation(reader: reader, invalidation: invalidation)
        if case .root = reader {
            rootObservation = observation
        } else {
            evaluatingComposites[evaluatingComposites.count - 1].observation = observation
        }
        return observation.handler()
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
