import Foundation

extension Text {
    /// Text of `input` as `format` writes it: `Text(score, format: .number)`,
    /// `Text(0.42, format: .percent)`, `Text(price, format: .currency(code: "EUR"))`,
    /// `Text(date, format: .dateTime.hour().minute())`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// Text of a date as `style` writes it, relative to now for `.relative`, `.offset` and
    /// `.timer`: `Text(endDate, style: .timer)`. The text is written when the view is evaluated;
    /// a view that shows a running timer re-evaluates it every second, for example inside
    /// `TimelineView(.periodic(from: .now, by: 1))`.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: style.format(date, now: Date()))
    }

    /// Text of a range of dates, as "10:00 AM – 11:30 AM".
    public init(_ dates: ClosedRange<Date>) {
        let style = Date.FormatStyle(date: .omitted, time: .shortened)
        self.init(verbatim: "\(dates.lowerBound.formatted(style)) – \(dates.upperBound.formatted(style))")
    }

    /// Text of an interval of dates, as "10:00 AM – 11:30 AM".
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }

    /// How `Text(_:style:)` writes a date.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// The time of day, as "3:42 PM".
        public static let time = DateStyle(kind: .time)
        /// The date, as "June 3, 2026".
        public static let date = DateStyle(kind: .date)
        /// The time from now to the date, as "2 min, 5 sec" (either direction).
        public static let relative = DateStyle(kind: .relative)
        /// The signed time from now to the date, as "+2 minutes" or "-1 hour".
        public static let offset = DateStyle(kind: .offset)
        /// The time from now to the date as a clock, as "2:05" or "1:02:05".
        public static let timer = DateStyle(kind: .timer)

        func format(_ date: Date, now: Date) -> String {
            let seconds = date.timeIntervalSince(now)
            guard seconds.isFinite, abs(seconds) < 1e12 else {
                Diagnostics.warnOnce("Text(_:style:): the date \(date) is out of range; written empty")
                return ""
            }
            switch kind {
            case .time: return date.formatted(date: .omitted, time: .shortened)
            case .date: return date.formatted(date: .long, time: .omitted)
            case .timer: return Self.clock(abs(seconds))
            case .relative: return Self.units(abs(seconds), short: true)
            case .offset:
                let text = Self.units(abs(seconds), short: false, largestOnly: true)
                return (seconds < 0 ? "-" : "+") + text
            }
        }

        /// "m:ss", or "h:mm:ss" from an hour on.
        static func clock(_ seconds: Double) -> String {
            let total = Int(seconds.rounded(.down))
            let h = total / 3600, m = total / 60 % 60, s = total % 60
            func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
            return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
        }

        /// The two largest units of a duration, as "2 hr, 5 min", or the largest alone.
        static func units(_ seconds: Double, short: Bool, largestOnly: Bool = false) -> String {
            let total = Int(seconds.rounded(.down))
            let parts: [(Int, String, String)] = [
                (total / 86400, "day", "day"), (total / 3600 % 24, "hr", "hour"), (total / 60 % 60, "min", "minute"),
                (total % 60, "sec", "second"),
            ]
            guard let first = parts.firstIndex(where: { $0.0 > 0 }) else { return short ? "0 sec" : "0 seconds" }
            let shown = parts[first..<min(parts.count, first + (largestOnly ? 1 : 2))].filter { $0.0 > 0 }
            return shown.map { value, shortName, longName in
                let name = short ? shortName : longName
                return value == 1 || short && name != "day" ? "\(value) \(name)" : "\(value) \(name)s"
            }.joined(separator: ", ")
        }
    }
}
