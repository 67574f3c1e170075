import Foundation
import OpenCombine

extension Timer {
    /// A publisher that emits the date every `interval` seconds once connected (`autoconnect()`),
    /// as Combine's `Timer.publish(every:tolerance:on:in:options:)`.
    ///
    /// It runs on the clock of the Tessera host that draws the views (the role `RunLoop.main`
    /// plays in an app): the next update of a `ViewGraph` after it connects adopts it, and each
    /// later update fires it for every `interval` its clock passed, on that update's thread,
    /// before the views are evaluated. Ticks a long frame missed are not caught up, as a run
    /// loop's timer does not: the timer fires once and keeps its phase. `runLoop` and `mode` are
    /// kept for source compatibility.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: Never? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }

    /// A publisher that repeatedly emits the current date on an interval, driven by a Tessera
    /// host's clock (see `Timer.publish(every:tolerance:on:in:options:)`).
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never

        /// Seconds between ticks; non-finite or non-positive intervals become one millisecond.
        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode

        private let state = HostTimerState()

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval.isFinite && interval >= 0.001 ? interval : 0.001
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            let subscription = TimerSubscription(downstream: AnySubscriber(subscriber), state: state)
            state.add(subscription)
            subscriber.receive(subscription: subscription)
        }

        public func connect() -> Cancellable {
            let connection = HostTimer(interval: interval, state: state)
            HostTimers.connect(connection)
            return AnyCancellable { HostTimers.disconnect(connection) }
        }
    }
}

/// The subscribers of one timer publisher; fired from a host's update, subscribed to from any
/// thread.
final class HostTimerState: @unchecked Sendable {
    private let lock = NSLock()
    private var subscriptions: [TimerSubscription] = []

    func add(_ subscription: TimerSubscription) {
        lock.lock()
        subscriptions.append(subscription)
        lock.unlock()
    }

    func remove(_ subscription: TimerSubscription) {
        lock.lock()
        subscriptions.removeAll { $0 === subscription }
        lock.unlock()
    }

    func fire(_ date: Date) {
        lock.lock()
        let current = subscriptions
        lock.unlock()
        for subscription in current { subscription.deliver(date) }
    }
}

final class TimerSubscription: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var downstream: AnySubscriber<Date, Never>?
    private var demand = Subscribers.Demand.none
    private weak var state: HostTimerState?

    init(downstream: AnySubscriber<Date, Never>, state: HostTimerState) {
        self.downstream = downstream
        self.state = state
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        lock.unlock()
    }

    func cancel() {
        lock.lock()
        downstream = nil
        lock.unlock()
        state?.remove(self)
    }

    func deliver(_ date: Date) {
        lock.lock()
        guard let downstream, demand > 0 else {
            lock.unlock()
            return
        }
        demand -= 1
        lock.unlock()
        let more = downstream.receive(date)
        lock.lock()
        demand += more
        lock.unlock()
    }
}

/// A connected timer: fires its publisher's subscribers every `interval` of its host's clock.
@_spi(TesseraHost)
public final class HostTimer: @unchecked Sendable {
    let interval: TimeInterval
    let state: HostTimerState
    /// The host clock's time of the next tick; `nil` until a host adopts the timer.
    private var nextFire: Double?
    /// The date a host clock time stands for: the wall clock when the timer was adopted, moved on
    /// by the host's clock from there (deterministic under a headless clock).
    private var dateAtZero = Date()

    private let lock = NSLock()
    private var cancelled = false

    init(interval: TimeInterval, state: HostTimerState) {
        self.interval = interval
        self.state = state
    }

    /// Whether the connection was cancelled: its host drops it.
    public var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
    }

    /// Starts the timer at host time `time`: the first tick comes one interval later.
    public func adopt(at time: Double) {
        nextFire = time + interval
        dateAtZero = Date().addingTimeInterval(-time)
    }

    /// Fires the timer if the host's clock reached its next tick; a clock that jumped several
    /// intervals fires it once.
    public func advance(to time: Double) {
        guard let next = nextFire, time >= next else { return }
        let missed = ((time - next) / interval).rounded(.down)
        nextFire = next + (missed + 1) * interval
        state.fire(dateAtZero.addingTimeInterval(time))
    }
}

/// Timers connected and not yet adopted by a host, and the connections a host adopted.
@_spi(TesseraHost)
public enum HostTimers {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var pending: [HostTimer] = []

    static func connect(_ timer: HostTimer) {
        lock.lock()
        pending.append(timer)
        lock.unlock()
    }

    static func disconnect(_ timer: HostTimer) {
        lock.lock()
        pending.removeAll { $0 === timer }
        lock.unlock()
        timer.cancel()
    }

    /// Hands the timers connected since the last call to the host calling it.
    public static func takePending() -> [HostTimer] {
        lock.lock()
        defer { lock.unlock() }
        guard !pending.isEmpty else { return [] }
        let taken = pending
        pending.removeAll()
        return taken
    }

    /// Whether any timer waits to be adopted (a host checks it each frame without locking twice).
    public static var hasPending: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !pending.isEmpty
    }
}
