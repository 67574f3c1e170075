import Foundation
import OpenCombine

/// `receive(on: RunLoop.main)` and `debounce(for:scheduler: RunLoop.main)`, as Combine's
/// Foundation overlay spells them. Tessera's hosts run the main run loop once a frame, so work
/// scheduled on `RunLoop.main` runs on the game's thread between frames, as in an app.
// A retroactive conformance on purpose: Combine's Foundation overlay makes `RunLoop` a
// scheduler, and on Linux this module stands in for it.
// swift-format-ignore: AvoidRetroactiveConformances
extension RunLoop: @retroactive Scheduler {
    /// A point in time on a run loop's clock: a `Date`.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The date this time stands for.
        public var date: Date

        /// The time at `date`.
        public init(_ date: Date) {
            self.date = date
        }

        /// The interval from this time to `other`.
        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(other.date.timeIntervalSince(date))
        }

        /// This time moved on by `stride`.
        public func advanced(by stride: Stride) -> SchedulerTimeType {
            SchedulerTimeType(date.addingTimeInterval(stride.timeInterval))
        }

        /// An interval in seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable,
            Codable, Sendable
        {
            public typealias FloatLiteralType = TimeInterval
            public typealias IntegerLiteralType = TimeInterval
            public typealias Magnitude = TimeInterval

            /// The interval in seconds.
            public var magnitude: TimeInterval

            /// The interval in seconds.
            public var timeInterval: TimeInterval { magnitude }

            /// `seconds` seconds.
            public init(_ seconds: TimeInterval) { magnitude = seconds }
            public init(integerLiteral value: TimeInterval) { magnitude = value }
            public init(floatLiteral value: TimeInterval) { magnitude = value }
            public init?<Source: BinaryInteger>(exactly source: Source) {
                guard let value = TimeInterval(exactly: source) else { return nil }
                magnitude = value
            }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs.magnitude *= rhs.magnitude }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs.magnitude += rhs.magnitude }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs.magnitude -= rhs.magnitude }

            public static func seconds(_ value: Int) -> Stride { Stride(TimeInterval(value)) }
            public static func seconds(_ value: Double) -> Stride { Stride(value) }
            public static func milliseconds(_ value: Int) -> Stride { Stride(TimeInterval(value) / 1e3) }
            public static func microseconds(_ value: Int) -> Stride { Stride(TimeInterval(value) / 1e6) }
            public static func nanoseconds(_ value: Int) -> Stride { Stride(TimeInterval(value) / 1e9) }
        }
    }

    /// Options for scheduling on a run loop (there are none).
    public struct SchedulerOptions: Sendable {}

    /// The run loop's clock now.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    /// Work is never run early.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Runs `action` the next time the run loop runs.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = RunLoopWork(action)
        perform { work.run() }
    }

    /// Runs `action` once the run loop runs at or after `date`.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void
    ) {
        let work = RunLoopWork(action)
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in work.run() }
        add(timer, forMode: .default)
    }

    /// Runs `action` every `interval` from `date` while the run loop runs, until cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let work = RunLoopWork(action)
        let timer = Timer(fire: date.date, interval: interval.timeInterval, repeats: true) { _ in work.run() }
        add(timer, forMode: .default)
        return AnyCancellable { timer.invalidate() }
    }
}

/// Work handed to the run loop, which runs it on the run loop's own thread.
private final class RunLoopWork: @unchecked Sendable {
    let run: () -> Void

    init(_ run: @escaping () -> Void) {
        self.run = run
    }
}
