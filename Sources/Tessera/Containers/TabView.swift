import Foundation

/// A view that switches between children, each a tab: SwiftUI's `TabView`.
///
/// ```swift
/// TabView(selection: $tab) {
///     PlayScreen().tabItem { Label("Play", systemImage: "gamecontroller") }.tag(Tab.play)
///     ScoresScreen().tabItem { Text("Scores") }.tag(Tab.scores)
/// }
/// ```
///
/// The default style draws a tab bar along the bottom: each tab's `tabItem` label, the selected
/// one in the accent colour; a click, or focus and Return/A, selects a tab. `.tabViewStyle(.page)`
/// pages through the children instead, with dots below them (left and right arrow keys or the
/// gamepad's shoulder buttons turn pages while the pages have focus, as do clicks on the dots).
///
/// Every tab stays alive while the tab view does, as in SwiftUI: a tab's `@State` is kept when
/// another tab is shown. Tabs that are not shown are laid out but not drawn, hit or focused.
/// Without a `selection` binding the first tab is shown first; with one, the tab whose
/// `tag(_:)` equals the selection (children of a `ForEach` are tagged with their ids).
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var shownIndex = 0
    @Environment(\.tabViewStyleKind) private var style

    /// Tabs showing the one whose tag is `selection`.
    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        let tabs = StaticSubviews.of(content)
        let selected = selectedIndex(in: tabs)
        let select = selector(for: tabs)
        let pages = ZStack {
            ForEach(tabs.indices.map { TabPage(id: tabs[$0].id, index: $0) }) { page in
                let isShown = page.index == selected
                tabs[page.index].view
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    ._containerRelativeContainer()
                    .opacity(isShown ? 1 : 0)
                    .allowsHitTesting(isShown)
                    .disabled(!isShown)
                    .zIndex(isShown ? 1 : 0)
            }
        }
        return Group {
            switch style {
            case .tabBar:
                VStack(spacing: 0) {
                    pages
                    TabBar(items: tabs.map { $0.traits.tabItem }, selected: selected, select: select)
                }
            case .page(let indexDisplay):
                ZStack(alignment: .bottom) {
                    pages
                    if indexDisplay != .never, indexDisplay == .always || tabs.count > 1 {
                        PageDots(count: tabs.count, selected: selected, select: select)
                    }
                }
                .onMoveCommand { direction in
                    switch direction {
                    case .left: select(max(0, selected - 1))
                    case .right: select(min(tabs.count - 1, selected + 1))
                    default: break
                    }
                }
            }
        }
    }

    private func selectedIndex(in tabs: [StaticSubview]) -> Int {
        guard !tabs.isEmpty else { return 0 }
        if let selection {
            let value = AnyHashable(selection.wrappedValue)
            return tabs.firstIndex { $0.traits.tag == value } ?? 0
        }
        return min(max(shownIndex, 0), tabs.count - 1)
    }

    private func selector(for tabs: [StaticSubview]) -> (Int) -> Void {
        let selection = selection, shown = $shownIndex
        let tags = tabs.map { $0.traits.tag }
        return { index in
            guard tags.indices.contains(index) else { return }
            if let selection {
                // A tab tagged with another type cannot be the selection (SwiftUI ignores it too).
                if let value = tags[index]?.base as? SelectionValue { selection.wrappedValue = value }
            } else {
                shown.wrappedValue = index
            }
        }
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs that keep which one is shown themselves, starting with the first.
    @_disfavoredOverload
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

private struct TabPage: Identifiable {
    let id: AnyHashable
    let index: Int
}

/// The bar of tab items: equal widths, icon over title, the selected one in the accent colour.
private struct TabBar: View {
    let items: [AnyView?]
    let selected: Int
    let select: (Int) -> Void

    var body: some View {
        VStack(spacing: 0) {
            Divider()
            HStack(spacing: 0) {
                ForEach(items.indices, id: \.self) { index in
                    Button {
                        select(index)
                    } label: {
                        VStack(spacing: 2) {
                            if let item = items[index] { item } else { Text("Tab \(index + 1)") }
                        }
                        .labelStyle(TabItemLabelStyle())
                        .font(.system(size: 10, weight: .medium))
                        .frame(maxWidth: .infinity, minHeight: 49)
                        .contentShape(Rectangle())
                    }
                    .buttonStyle(TabItemButtonStyle(isSelected: index == selected))
                }
            }
        }
        .background(.bar)
    }
}

/// A `Label` in a tab item, as an iPhone's tab bar draws it: the icon over the title.
private struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon.font(.system(size: 20))
            configuration.title
        }
    }
}

private struct TabItemButtonStyle: ButtonStyle {
    let isSelected: Bool

    func makeBody(configuration: Configuration) -> some View {
        TabItemBody(label: configuration.label, isSelected: isSelected, isPressed: configuration.isPressed)
    }
}

private struct TabItemBody: View {
    let label: ButtonStyleConfiguration.Label
    let isSelected: Bool
    let isPressed: Bool
    @Environment(\.isFocused) private var isFocused
    @Environment(\.buttonTint) private var tint

    var body: some View {
        label
            .foregroundColor(isSelected ? (tint ?? .accentColor) : Color(white: 0.55))
            .opacity(isPressed ? 0.6 : 1)
            .overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(Color.accentColor, lineWidth: isFocused ? 2 : 0).padding(3))
    }
}

/// The page indicator: a dot per page, the current one opaque, on a dim capsule.
private struct PageDots: View {
    let count: Int
    let selected: Int
    let select: (Int) -> Void

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(Color.white.opacity(index == selected ? 1 : 0.4))
                    .frame(width: 7, height: 7)
                    .onTapGesture { select(index) }
            }
        }
        .padding(.horizontal, 10)
        .padding(.vertical, 6)
        .background(Capsule().fill(Color.black.opacity(0.25)))
        .padding(.bottom, 12)
    }
}

/// How a `TabView` presents its tabs.
public protocol TabViewStyle {}

/// The platform's style: a tab bar along the bottom.
public struct DefaultTabViewStyle: TabViewStyle {
    /// The default style.
    public init() {}
}

/// Pages that the player turns, with an index of dots.
public struct PageTabViewStyle: TabViewStyle {
    /// When the dots are shown.
    public struct IndexDisplayMode: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case automatic, always, never }
        let kind: Kind
        /// Shown when there is more than one page.
        public static let automatic = IndexDisplayMode(kind: .automatic)
        /// Always shown.
        public static let always = IndexDisplayMode(kind: .always)
        /// Never shown.
        public static let never = IndexDisplayMode(kind: .never)
    }

    let indexDisplayMode: IndexDisplayMode

    /// Pages with dots shown as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The platform's style (a tab bar).
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages with dots.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// Pages with dots shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// How a page index is drawn; accepted by `indexViewStyle(_:)` (the dots keep their look).
public protocol IndexViewStyle {}

/// The dots of a paged tab view.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots get a background.
    public enum BackgroundDisplayMode: Sendable {
        case automatic, always, interactive, never
    }

    /// Dots with a background shown as `backgroundDisplayMode` says.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// The dots of a paged tab view.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    /// The dots, with a background shown as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

/// The style a tab view draws with, as the environment keeps it.
enum TabViewStyleKind: Hashable {
    case tabBar
    case page(PageTabViewStyle.IndexDisplayMode.Kind)
}

private struct TabViewStyleKey: EnvironmentKey {
    static let defaultValue = TabViewStyleKind.tabBar
}

extension EnvironmentValues {
    var tabViewStyleKind: TabViewStyleKind {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the tab views in this view with `style`.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        let kind: TabViewStyleKind = (style as? PageTabViewStyle).map { .page($0.indexDisplayMode.kind) } ?? .tabBar
        return modifier(_EnvironmentModifier { $0.tabViewStyleKind = kind })
    }

    /// Accepted: the page dots keep their look.
    public consuming func indexViewStyle<S: IndexViewStyle>(_ style: S) -> Self { self }
}
