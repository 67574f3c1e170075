import Foundation

/// A title with an icon, drawn by the label style in the environment: SwiftUI's `Label`.
///
/// ```swift
/// Label("Play", systemImage: "play.fill")
/// Label { Text("Coins") } icon: { Image("coin") }
/// ```
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyleBox) private var style

    /// A label with a title and an icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// A label as a style's configuration describes it, for a style that wraps another.
    public init(_ configuration: LabelStyleConfiguration)
    where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
        title = configuration.title
        icon = configuration.icon
    }

    public var body: some View {
        style.make(LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon))))
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a localized title and a symbol (``SystemSymbols``).
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label with a title shown as written and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with a localized title and an image from the assets.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label with a title shown as written and an image from the assets.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

/// Draws labels: `makeBody(configuration:)` gets the title and the icon.
public protocol LabelStyle {
    /// The view a label is drawn as.
    associatedtype Body: View
    /// The label drawn from its title and icon.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a label.
    typealias Configuration = LabelStyleConfiguration
}

/// What a `LabelStyle` draws a label from.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public let title: Title
    /// The label's icon, as a view.
    public let icon: Icon

    /// A type-erased title.
    public struct Title: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// A type-erased icon.
    public struct Icon: View {
        let content: AnyView
        public var body: some View { content }
    }
}

/// The icon before the title, 8 points apart, centred on each other (SwiftUI's look in a row).
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The icon and the title.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.icon
            configuration.title
        }
    }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The title alone.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The icon alone.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The platform's style: the icon and the title.
public struct DefaultLabelStyle: LabelStyle {
    /// The default style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform's style (icon and title).
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon and the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// A label style in the environment.
struct LabelStyleBox {
    let make: (LabelStyleConfiguration) -> AnyView

    init<S: LabelStyle>(_ style: S) {
        make = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: LabelStyleBox { LabelStyleBox(DefaultLabelStyle()) }
}

extension EnvironmentValues {
    var labelStyleBox: LabelStyleBox {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the labels in this view with `style`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.labelStyleBox = LabelStyleBox(style) })
    }
}

extension Button where Label == Tessera.Label<Text, Image> {
    /// A button with a localized title and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { Tessera.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a title shown as written and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { Tessera.Label(title, systemImage: systemImage) }
    }

    /// A button with a localized title, a symbol and a role.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Tessera.Label(titleKey, systemImage: systemImage) }
    }
}

extension Toggle where Label == Tessera.Label<Text, Image> {
    /// A toggle with a localized title and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Tessera.Label(titleKey, systemImage: systemImage) }
    }
}
