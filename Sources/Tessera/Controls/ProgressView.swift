import Foundation

/// A view that shows progress toward completing a task: SwiftUI's `ProgressView`.
///
/// Without a value it is indeterminate and draws a spinning activity indicator; with
/// `value` and `total` it draws a bar filled to `value / total` in the tint (the accent colour
/// unless `tint(_:)` sets one). `progressViewStyle(_:)` chooses `.linear` or `.circular`. A value
/// that is not finite, or a total that is not positive, is drawn as empty and logged once.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    @Environment(\.progressViewStyleBox) private var style

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// A progress view as a style's configuration describes it: `ProgressView(configuration)`.
    public init(_ configuration: ProgressViewStyleConfiguration)
    where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label, currentValueLabel: configuration.currentValueLabel)
    }

    public var body: some View {
        style.make(
            ProgressViewStyleConfiguration(
                fractionCompleted: fraction,
                label: label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
                currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(content: AnyView($0)) }))
    }
}

/// The fraction of `value` in `total`, clamped to 0…1; bad input is logged and drawn as empty.
func progressFraction<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Double? {
    guard let value else { return nil }
    let v = Double(value), t = Double(total)
    guard v.isFinite, t.isFinite, t > 0 else {
        Diagnostics.warnOnce("ProgressView: value \(v) of total \(t) is not a finite value of a positive total; drawn as empty")
        return 0
    }
    return min(max(v / t, 0), 1)
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view: a spinner.
    public init() {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// A progress view filled to `value / total`; a `nil` value is indeterminate.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: progressFraction(value, total: total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    /// A progress view filled to `value / total`, with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: progressFraction(value, total: total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView {
    /// A progress view filled to `value / total`, with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: progressFraction(value, total: total), label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a localized title.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    /// An indeterminate progress view with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }

    /// A progress view with a localized title, filled to `value / total`.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: progressFraction(value, total: total), label: Text(titleKey), currentValueLabel: nil)
    }

    /// A progress view with a title, filled to `value / total`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: progressFraction(value, total: total), label: Text(title), currentValueLabel: nil)
    }
}

/// What a `ProgressViewStyle` draws a progress view from.
public struct ProgressViewStyleConfiguration {
    /// The fraction done, 0…1, or `nil` when the progress is indeterminate.
    public let fractionCompleted: Double?
    /// The view's label, if it has one.
    public var label: Label?
    /// The label of the current value, if it has one.
    public var currentValueLabel: CurrentValueLabel?

    /// A type-erased progress view label.
    public struct Label: View {
        let content: AnyView
        /// The label.
        public var body: some View { content }
    }

    /// A type-erased label of the current value.
    public struct CurrentValueLabel: View {
        let content: AnyView
        /// The label.
        public var body: some View { content }
    }
}

/// Draws progress views: `makeBody(configuration:)` gets the fraction done and the labels.
public protocol ProgressViewStyle {
    /// The view a progress view is drawn as.
    associatedtype Body: View
    /// The progress view drawn from its configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a progress view.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// The platform's style: a spinner while indeterminate, a bar otherwise.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The default style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// A bar: a 4-point capsule track as wide as offered, filled in the tint, with the label above it
/// and the current value's label below it in a smaller, secondary font. Indeterminate, a band
/// slides along the track.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The linear style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            if let label = configuration.label { label }
            ProgressBar(fraction: configuration.fractionCompleted)
            if let current = configuration.currentValueLabel {
                current.font(.footnote).foregroundStyle(.secondary)
            }
        }
    }
}

/// A spinner (indeterminate) or a ring filled clockwise from twelve o'clock (determinate), 20
/// points across, with the label below it in secondary text.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The circular style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            if let fraction = configuration.fractionCompleted {
                ProgressRing(fraction: fraction)
            } else {
                ActivitySpinner()
            }
            if let label = configuration.label { label.foregroundStyle(.secondary) }
            if let current = configuration.currentValueLabel {
                current.font(.footnote).foregroundStyle(.secondary)
            }
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's style.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner or a ring.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// A progress view style in the environment.
struct ProgressViewStyleBox {
    let make: (ProgressViewStyleConfiguration) -> AnyView

    init<S: ProgressViewStyle>(_ style: S) {
        make = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: ProgressViewStyleBox { ProgressViewStyleBox(DefaultProgressViewStyle()) }
}

extension EnvironmentValues {
    /// The style progress views below are drawn with (`progressViewStyle(_:)`).
    var progressViewStyleBox: ProgressViewStyleBox {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the progress views in this view with `style`.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.progressViewStyleBox = ProgressViewStyleBox(style) })
    }
}

/// The fill of progress views: the tint, else the accent colour.
private struct ProgressTint {
    static func color(_ tint: Color?) -> Color { tint ?? .accentColor }
}

/// The track colour of bars and rings (iOS's system fill).
let progressTrackColor = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.3)

/// The bar of the linear style.
private struct ProgressBar: View {
    let fraction: Double?
    @Environment(\.buttonTint) private var tint

    var body: some View {
        let fill = ProgressTint.color(tint)
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(progressTrackColor)
                if let fraction {
                    Capsule().fill(fill).frame(width: proxy.size.width * CGFloat(fraction))
                } else {
                    TimelineView(.animation) { context in
                        let phase = context.time.truncatingRemainder(dividingBy: 1.5) / 1.5
                        let band = proxy.size.width * 0.3
                        Capsule().fill(fill).frame(width: band)
                            .offset(x: (proxy.size.width + band) * CGFloat(phase) - band)
                    }
                }
            }
            .clipShape(Capsule())
        }
        .frame(height: 4)
    }
}

/// The ring of a determinate circular progress view.
private struct ProgressRing: View {
    let fraction: Double
    @Environment(\.buttonTint) private var tint

    var body: some View {
        ZStack {
            Circle().stroke(progressTrackColor, lineWidth: 3)
            Circle().trim(from: 0, to: CGFloat(fraction))
                .stroke(ProgressTint.color(tint), style: StrokeStyle(lineWidth: 3, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .padding(1.5)
        .frame(width: 20, height: 20)
    }
}

/// iOS's activity indicator: eight spokes around a 20-point circle, the brightest one stepping
/// clockwise eight times a second, in the tint or a secondary grey.
private struct ActivitySpinner: View {
    @Environment(\.buttonTint) private var tint

    var body: some View {
        let color = tint ?? Color.gray
        TimelineView(.animation(minimumInterval: 1.0 / 8)) { context in
            let head = Int((context.time * 8).rounded(.down)) & 7
            ZStack {
                ForEach(0..<8, id: \.self) { spoke in
                    Capsule().fill(color)
                        .frame(width: 2.5, height: 6)
                        .offset(y: -6.5)
                        .rotationEffect(.degrees(Double(spoke) * 45))
                        .opacity(1 - Double((head - spoke + 8) & 7) * 0.1)
                }
            }
            .frame(width: 20, height: 20)
        }
    }
}
