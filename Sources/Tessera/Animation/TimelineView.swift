import Foundation

/// A view that rebuilds its content on a schedule of the animation clock, as SwiftUI's
/// `TimelineView`: `.animation` every frame, `.periodic(from:by:)` at a fixed interval.
///
/// ```swift
/// TimelineView(.animation) { context in
///     Torch(flicker: sin(context.time * 9))
/// }
/// ```
///
/// Dates follow the host's clock from the wall-clock date it started at: `context.date` is a
/// real date, as in SwiftUI, so code comparing it with `Date()` or a `.periodic(from: .now, …)`
/// schedule works; it advances exactly as the host's clock does (a frame apart headless).
/// `context.time` is the clock's seconds themselves, for drawing that must be deterministic.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: PrimitiveView {
    /// What the content closure is given.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content

    /// A timeline rebuilding `content` at the entries of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// Makes the content for the schedule's entry at the graph's clock.
    public static func _makeView(_ view: Self, inputs: _ViewInputs) {
        let clockTime = inputs.withGraph { $0.animationTime }
        let now = TimelineClock.date(at: clockTime)
        var entry = view.schedule.entry(at: now)
        if !entry.timeIntervalSinceReferenceDate.isFinite {
            // A game's own schedule: its content is handed a finite date, the clock's.
            Diagnostics.warnOnce(
                "a TimelineView schedule gave the entry \(entry.timeIntervalSinceReferenceDate); its content gets the clock's date")
            entry = now
        }
        // Its content depends on the clock, so its surroundings cannot be reused as unchanged.
        if !view.schedule.isPaused { inputs.withGraph { $0.animator.timelineSeenThisPass = true } }
        // The entry's seconds on the animation clock: the clock's own at `now`, so what is drawn
        // from `context.time` is exactly as deterministic as the clock. An earlier entry is
        // rounded to the microsecond, below the rounding of dates' magnitude (0.375 s stays 0.375).
        let entryTime = entry == now ? clockTime : ((clockTime - now.timeIntervalSince(entry)) * 1e6).rounded() / 1e6
        let context = Context(date: entry, time: entryTime.isFinite ? entryTime : clockTime, cadence: view.schedule.cadence)
        Content._makeView(inputs.withGraph { graph in graph.trackingObservations { view.content(context) } }, inputs: inputs.child(0))
    }
}

/// What a `TimelineView`'s content closure is given.
public struct TimelineViewDefaultContext {
    /// The schedule's latest entry at or before now.
    public let date: Date
    /// `date` as seconds on the animation clock (0 when the host started), for animations drawn
    /// from the clock: `sin(context.time * 9)`.
    public let time: Double
    /// How often the content is rebuilt.
    public let cadence: Cadence

    init(date: Date, time: Double, cadence: Cadence) {
        self.date = date
        self.time = time
        self.cadence = cadence
    }

    /// Rates at which a timeline rebuilds.
    public typealias Cadence = TimelineCadence
}

/// Rates at which a timeline rebuilds, fastest first.
public enum TimelineCadence: Comparable, Sendable {
    /// Every frame (or faster than once a second).
    case live
    /// About once a second.
    case seconds
    /// About once a minute.
    case minutes
}

/// When a `TimelineView` rebuilds its content.
public protocol TimelineSchedule {
    /// The latest entry at or before `date`.
    func entry(at date: Date) -> Date
    /// Whether the timeline stopped (its content stays as it is).
    var isPaused: Bool { get }
    /// How often entries come.
    var cadence: TimelineCadence { get }
}

/// Every frame, or at most every `minimumInterval` seconds.
public struct AnimationTimelineSchedule: TimelineSchedule {
    /// The shortest time between entries (`nil`: every frame).
    public var minimumInterval: Double?
    /// Whether the timeline is stopped.
    public var paused: Bool

    /// A schedule with an entry every frame, or every `minimumInterval` seconds.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        self.paused = paused
    }

    /// `date`, or the last multiple of `minimumInterval` after the host's clock started before it.
    public func entry(at date: Date) -> Date {
        guard let interval = minimumInterval else { return date }
        let zero = TimelineClock.date(at: 0)
        let t = date.timeIntervalSince(zero)
        // An interval too small for the clock's magnitude overflows the count of intervals:
        // then every date is an entry.
        let entry = (t / interval).rounded(.down) * interval
        return entry.isFinite ? zero.addingTimeInterval(entry) : date
    }

    /// `paused`.
    public var isPaused: Bool { paused }
    /// Every frame.
    public var cadence: TimelineCadence { .live }
}

/// An entry every `interval` seconds from `start`.
public struct PeriodicTimelineSchedule: TimelineSchedule {
    let start: Date
    let interval: Double

    /// Entries at `start`, `start + interval`, … (a non-positive or non-finite interval: every frame).
    public init(from start: Date, by interval: Double) {
        self.start = start
        self.interval = interval > 0 && interval.isFinite ? interval : 0
    }

    /// The last `start + k × interval` at or before `date`.
    public func entry(at date: Date) -> Date {
        guard interval > 0 else { return date }
        let elapsed = date.timeIntervalSince(start)
        // An interval too small for the elapsed time overflows the count of intervals: then
        // every date is an entry.
        let entry = start.timeIntervalSinceReferenceDate + (elapsed / interval).rounded(.down) * interval
        return entry.isFinite ? Date(timeIntervalSinceReferenceDate: entry) : date
    }

    /// Never paused.
    public var isPaused: Bool { false }
    /// From the interval.
    public var cadence: TimelineCadence {
        interval >= 60 ? .minutes : interval >= 1 ? .seconds : .live
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// An entry every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// An entry every frame, at most every `minimumInterval` seconds, or none while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// An entry every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: Double) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

/// The wall-clock date the animation clock's zero stands for: taken once, the first time a
/// timeline is drawn, as the current date less the clock's seconds then. A `Timer.publish`
/// timer maps the host's clock to dates the same way.
enum TimelineClock {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var secondsAtZero: Double?

    /// The date of the clock's second `time`.
    static func date(at time: Double) -> Date {
        lock.lock()
        defer { lock.unlock() }
        let zero: Double
        if let secondsAtZero {
            zero = secondsAtZero
        } else {
            let start = Date().timeIntervalSinceReferenceDate - (time.isFinite ? time : 0)
            zero = start.isFinite ? start : 0
            secondsAtZero = zero
        }
        let seconds = zero + time
        return Date(timeIntervalSinceReferenceDate: seconds.isFinite ? seconds : zero)
    }
}
