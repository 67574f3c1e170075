import Foundation

/// The parts of a date a `DatePicker` shows and edits.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    /// Creates a set of components from its raw value.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// A control for picking a date: SwiftUI's `DatePicker`.
///
/// Drawn as iOS's compact date picker: the label at the leading edge, then the date
/// ("Nov 29, 2026") and the time ("5:07 PM") each in a grey rounded pill at the trailing edge,
/// written in the environment's `timeZone`. A selection outside the range is shown clamped to it.
/// `.graphical` and `.wheel` styles are accepted and drawn compact too. A game host has no
/// popover calendar: clicking the pills does nothing; the selection changes through its binding.
public struct DatePicker<Label: View>: View {
    /// The components a date picker can show.
    public typealias Components = DatePickerComponents

    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let components: Components
    let label: Label
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.timeZone) private var timeZone
    @Environment(\.locale) private var locale

    /// Picks a date for `selection`, showing `displayedComponents`, labelled by `label`.
    public init(
        selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: nil, components: displayedComponents, label: label())
    }

    /// Picks a date in `range` for `selection`.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: range, components: displayedComponents, label: label())
    }

    /// Picks a date from `range`'s start on for `selection`.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: range.lowerBound...Date.distantFuture, components: displayedComponents, label: label())
    }

    /// Picks a date up to `range`'s end for `selection`.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: Date.distantPast...range.upperBound, components: displayedComponents, label: label())
    }

    init(selection: Binding<Date>, range: ClosedRange<Date>?, components: Components, label: Label) {
        self.selection = selection
        self.range = range
        self.components = components.isEmpty ? [.hourAndMinute, .date] : components
        self.label = label
    }

    public var body: some View {
        let date = Self.clamped(selection.wrappedValue, to: range)
        let parts = Self.pills(for: date, components: components, timeZone: timeZone, locale: locale)
        return HStack {
            if !labelsHidden {
                label
                Spacer(minLength: 8)
            }
            HStack(spacing: 6) {
                ForEach(parts, id: \.self) { part in
                    CompactPickerPill(text: part)
                }
            }
        }
    }

    /// `date` kept inside `range`: an infinite date at the bound it points to (without a range,
    /// the far past or future), NaN at the range's start (or the reference date).
    static func clamped(_ date: Date, to range: ClosedRange<Date>?) -> Date {
        let interval = date.timeIntervalSinceReferenceDate
        let valid: Date
        if interval.isNaN {
            valid = range?.lowerBound ?? Date(timeIntervalSinceReferenceDate: 0)
        } else if interval.isInfinite {
            valid = interval > 0 ? (range?.upperBound ?? .distantFuture) : (range?.lowerBound ?? .distantPast)
        } else {
            valid = date
        }
        guard let range else { return valid }
        return min(max(valid, range.lowerBound), range.upperBound)
    }

    /// The texts of the pills: the abbreviated date, then the short time, as each is written in
    /// `locale` and `timeZone`.
    static func pills(for date: Date, components: Components, timeZone: TimeZone, locale: Locale = .current) -> [String] {
        var parts: [String] = []
        if components.contains(.date) {
            parts.append(date.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, locale: locale, timeZone: timeZone)))
        }
        if components.contains(.hourAndMinute) {
            parts.append(date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: locale, timeZone: timeZone)))
        }
        return parts
    }
}

extension DatePicker where Label == Text {
    /// A date picker titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: nil, components: displayedComponents, label: Text(titleKey))
    }

    /// A date picker titled `titleKey`, for a date in `range`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: range, components: displayedComponents, label: Text(titleKey))
    }

    /// A date picker titled `titleKey`, for a date from `range`'s start on.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, range: range.lowerBound...Date.distantFuture, components: displayedComponents, label: Text(titleKey))
    }

    /// A date picker titled `titleKey`, for a date up to `range`'s end.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, range: Date.distantPast...range.upperBound, components: displayedComponents, label: Text(titleKey))
    }

    /// A date picker titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: nil, components: displayedComponents, label: Text(title))
    }

    /// A date picker titled `title`, for a date in `range`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: range, components: displayedComponents, label: Text(title))
    }

    /// A date picker titled `title`, for a date from `range`'s start on.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: range.lowerBound...Date.distantFuture, components: displayedComponents, label: Text(title))
    }

    /// A date picker titled `title`, for a date up to `range`'s end.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: Date.distantPast...range.upperBound, components: displayedComponents, label: Text(title))
    }
}

/// A value in iOS's compact pickers: 17-point text on a grey rounded rectangle, 11 points of
/// room at the sides and 6 above and below.
struct CompactPickerPill: View {
    let text: String

    /// iOS's tertiary system fill, behind the value.
    static let fill = Color.system(Color.rgb(118, 118, 128, 0.12), Color.rgb(118, 118, 128, 0.24))

    var body: some View {
        Text(verbatim: text)
            .font(.body)
            .foregroundStyle(.primary)
            .lineLimit(1)
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(Self.fill, in: RoundedRectangle(cornerRadius: 6, style: .continuous))
            .fixedSize()
    }
}

/// How date pickers are drawn (`datePickerStyle(_:)`).
public protocol DatePickerStyle {}

/// The platform's style: `.compact` on iOS.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// The default style.
    public init() {}
}

/// The value in pills beside the label.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// The compact style.
    public init() {}
}

/// A month calendar on iOS; drawn compact here.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// The graphical style.
    public init() {}
}

/// Spinning wheels on iOS; drawn compact here.
public struct WheelDatePickerStyle: DatePickerStyle {
    /// The wheel style.
    public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's style.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// Pills beside the label.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar (drawn compact).
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Wheels (drawn compact).
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
    /// Draws the date pickers in this view with `style`; every style is drawn compact.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        self
    }
}

private struct TimeZoneKey: EnvironmentKey {
    static let defaultValue = TimeZone.current
}

private struct LocaleKey: EnvironmentKey {
    static let defaultValue = Locale.current
}

extension EnvironmentValues {
    /// The locale dates are written in (date pickers); the system's by default.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The time zone dates are shown in (date pickers); the system's by default.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
