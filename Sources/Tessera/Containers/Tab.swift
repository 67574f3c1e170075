import Foundation

/// A tab of a `TabView`, as iOS 18 writes them: its title and icon for the tab bar, the
/// selection value that shows it, and its content.
///
/// ```swift
/// TabView(selection: $screen) {
///     Tab("Play", systemImage: "gamecontroller", value: .play) { PlayScreen() }
///     Tab("Scores", systemImage: "list.number", value: .scores) { ScoresScreen() }
/// }
/// ```
///
/// A `Tab` is the same child to `TabView` as content with `tabItem(_:)` and `tag(_:)`: its label
/// is the tab item and its value the tag. Tabs without a value (`Value == Never`) are shown by
/// position, in a `TabView` without a selection.
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent, View, TraitCarrying {
    let value: Value?
    let role: TabRole?
    let content: Content
    let label: Label

    /// The type of the tab's value.
    public typealias TabValue = Value

    /// A tab with a custom label, shown when the selection is `value`.
    public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.role = role
        self.content = content()
        self.label = label()
    }

    init(value: Value?, role: TabRole?, content: Content, label: Label) {
        self.value = value
        self.role = role
        self.content = content
        self.label = label
    }

    /// The tab as a `TabView` child: its content carrying its label and value.
    public var _views: _TabItemView<Value, Content, Label> { _TabItemView(value: value, content: content, label: label) }

    /// The tab's content: a `Tab` made in a `ForEach` is a view of the `ForEach`.
    public var body: some View { content }

    func collectTraits(into traits: inout ViewTraits) {
        _views.collectTraits(into: &traits)
    }
}

extension ForEach: TabContent where Content: TabContent {
    /// The tabs' value type.
    public typealias TabValue = Content.TabValue

    /// The tabs, one per element, each carrying its tab item and tag.
    public var _views: Self { self }
}

extension TabContent {
    // `badge(_:)` on a `Tab` is `View`'s (a game host's tab bar draws no badges).

    /// Accepted for SwiftUI code: tabs are not customisable on a game host.
    public func customizationID(_ id: String) -> Self { self }
}

/// A tab's content as a `TabView` child, carrying the tab's label as its tab item and its value
/// as its tag.
public struct _TabItemView<Value: Hashable, Content: View, Label: View>: View, TraitCarrying {
    let value: Value?
    let content: Content
    let label: Label

    public var body: some View { content }

    func collectTraits(into traits: inout ViewTraits) {
        if let value { traits.tag = AnyHashable(value) }
        traits.tabItem = AnyView(label)
    }
}

/// Content of a `TabView` built with `Tab`s, whose values are `TabValue`.
public protocol TabContent<TabValue> {
    /// The type of the tabs' selection values.
    associatedtype TabValue: Hashable
    /// The children the tabs are to `TabView`.
    associatedtype _Views: View
    /// The children the tabs are to `TabView`, each carrying its tab item and tag.
    var _views: _Views { get }
}

/// Builds a `TabView`'s tabs; every tab's value is the tab view's selection type, so
/// `value: .scores` finds its type from the selection binding.
@resultBuilder
public enum TabContentBuilder<SelectionValue: Hashable> {
    /// A tab, whose value must be of the selection's type.
    public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == SelectionValue { content }

    /// No tabs.
    public static func buildBlock() -> _TabGroup<SelectionValue, EmptyView> { _TabGroup(_views: EmptyView()) }

    /// The first tab of a block.
    public static func buildPartialBlock<C: TabContent>(first: C) -> C where C.TabValue == SelectionValue { first }

    /// The tabs so far and the next.
    public static func buildPartialBlock<A: TabContent, B: TabContent>(
        accumulated: A, next: B
    ) -> _TabGroup<SelectionValue, _ViewList<A._Views, _ViewList<B._Views, _ViewListEnd>>>
    where A.TabValue == SelectionValue, B.TabValue == SelectionValue {
        _TabGroup(_views: _ViewList(accumulated._views, _ViewList(next._views, _ViewListEnd())))
    }

    /// Tabs shown when an `if` holds.
    public static func buildOptional<C: TabContent>(_ content: C?) -> _TabGroup<SelectionValue, C._Views?>
    where C.TabValue == SelectionValue {
        _TabGroup(_views: content?._views)
    }

    /// The tabs of an `if` branch.
    public static func buildEither<T: TabContent, F: TabContent>(first: T) -> _TabEither<T, F>
    where T.TabValue == SelectionValue, F.TabValue == SelectionValue {
        _TabEither(_views: ViewBuilder.buildEither(first: first._views))
    }

    /// The tabs of an `else` branch.
    public static func buildEither<T: TabContent, F: TabContent>(second: F) -> _TabEither<T, F>
    where T.TabValue == SelectionValue, F.TabValue == SelectionValue {
        _TabEither(_views: ViewBuilder.buildEither(second: second._views))
    }
}

/// The tabs of one of two branches, as `TabContentBuilder` builds `if`/`else`.
public struct _TabEither<T: TabContent, F: TabContent>: TabContent where T.TabValue == F.TabValue {
    /// The branches' value type.
    public typealias TabValue = T.TabValue
    /// The branch's children.
    public let _views: _ConditionalContent<T._Views, F._Views>
}

/// Several tabs, as `TabContentBuilder` combines them.
public struct _TabGroup<TabValue: Hashable, _Views: View>: TabContent {
    /// The tabs' children, in order.
    public let _views: _Views
}

/// The content of a `TabView` built from `Tab`s: their children, each carrying its tab item and tag.
public struct _TabContentView<C: TabContent>: View, SubviewSource {
    let tabs: C

    public var body: some View { tabs._views }

    func appendSubviews(path: [AnyHashable], to result: inout [StaticSubview]) {
        StaticSubviews.append(tabs._views, path: path, to: &result)
    }
}

extension TabView {
    /// Tabs built from `Tab`s, showing the one whose value is `selection`.
    public init<C: TabContent>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
    where Content == _TabContentView<C>, C.TabValue == SelectionValue {
        self.init(selection: Optional(selection)) { _TabContentView(tabs: content()) }
    }
}

extension TabView where SelectionValue == Never {
    /// Tabs built from `Tab`s without values, starting with the first.
    public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C) where Content == _TabContentView<C>, C.TabValue == Never {
        self.init(selection: nil) { _TabContentView(tabs: content()) }
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab titled `titleKey` with a symbol, shown when the selection is `value`.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(Tessera.Label(titleKey, systemImage: systemImage)))
    }

    /// A tab titled `title` with a symbol, shown when the selection is `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(Tessera.Label(title, systemImage: systemImage)))
    }

    /// A tab titled `titleKey` with an image from the asset catalog, shown when the selection is `value`.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(Tessera.Label(titleKey, image: image)))
    }

    /// A tab with a symbol and no title, shown when the selection is `value`.
    public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(nil))
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab titled `titleKey` with a symbol, in a `TabView` without a selection.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(Tessera.Label(titleKey, systemImage: systemImage)))
    }

    /// A tab titled `title` with a symbol, in a `TabView` without a selection.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(Tessera.Label(title, systemImage: systemImage)))
    }

    /// A tab titled `titleKey` with an image from the asset catalog, in a `TabView` without a selection.
    public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(Tessera.Label(titleKey, image: image)))
    }
}

extension Tab where Value == Never {
    /// A tab with a custom label, in a `TabView` without a selection.
    public init(role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: nil, role: role, content: content(), label: label())
    }
}

/// The label a `Tab` made from a title and an image shows in the tab bar.
public struct DefaultTabLabel: View {
    let label: Tessera.Label<Text, Image>?

    init(_ label: Tessera.Label<Text, Image>?) {
        self.label = label
    }

    public var body: some View { label }
}

/// The role of a tab: `.search` marks the tab that searches (iOS draws it apart; Tessera draws
/// it as any other tab).
public struct TabRole: Hashable, Sendable {
    let name: String

    /// The tab that searches the app's content.
    public static let search = TabRole(name: "search")
}
