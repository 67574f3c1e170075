import Foundation

/// What a screen's views say about its title bar: the title and the toolbar items.
struct _NavigationBarContent {
    var title: Text?
    var items: [_ToolbarEntry] = []

    func items(in area: _ToolbarArea) -> [_ToolbarEntry] { items.filter { $0.placement.area == area } }
}

struct _NavigationBarKey: PreferenceKey {
    static var defaultValue: _NavigationBarContent { _NavigationBarContent() }
    static func reduce(value: inout _NavigationBarContent, nextValue: () -> _NavigationBarContent) {
        let next = nextValue()
        if value.title == nil { value.title = next.title }
        value.items += next.items
    }
}

/// How a screen's bars are laid out: what its views asked for, which decides the space the
/// bars take (so it is kept in state, read once the screen's views are laid out).
struct _NavigationBarStyle: Equatable {
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var hasTitle = false
    /// The title's characters: the back control of the screen pushed above shows them.
    var titleString: String?
    var isHidden = false
    var hidesBackButton = false
    var hasBottomBar = false

    /// Whether the title is drawn large, below the bar: `.large`, or `.automatic` on the root.
    func isLarge(depth: Int) -> Bool {
        guard hasTitle else { return false }
        switch displayMode ?? .automatic {
        case .large: return true
        case .inline: return false
        case .automatic: return depth == 0
        }
    }

    /// The height of the title bar, with the large title's row below it.
    func barHeight(depth: Int) -> CGFloat {
        _NavigationBar.height + (isLarge(depth: depth) ? _NavigationBar.largeTitleHeight : 0)
    }

    mutating func merge(_ other: _NavigationBarStyle) {
        displayMode = displayMode ?? other.displayMode
        hasTitle = hasTitle || other.hasTitle
        titleString = titleString ?? other.titleString
        isHidden = isHidden || other.isHidden
        hidesBackButton = hidesBackButton || other.hidesBackButton
        hasBottomBar = hasBottomBar || other.hasBottomBar
    }
}

struct _NavigationBarStyleKey: PreferenceKey {
    static var defaultValue: _NavigationBarStyle { _NavigationBarStyle() }
    static func reduce(value: inout _NavigationBarStyle, nextValue: () -> _NavigationBarStyle) {
        value.merge(nextValue())
    }
}

/// A screen's title bar, as iOS draws it: the back control and leading items, the title in the
/// middle (or large below), trailing items, on the bar material with a hairline below.
struct _NavigationBar: View {
    let bar: _NavigationBarContent
    let style: _NavigationBarStyle
    let depth: Int
    let backTitle: String?
    let back: () -> Void

    /// The bar's height, and the large title's row below it.
    static var height: CGFloat { 44 }
    static var largeTitleHeight: CGFloat { 52 }

    var body: some View {
        let large = style.isLarge(depth: depth)
        let principal = bar.items(in: .principal)
        VStack(spacing: 0) {
            ZStack {
                if !principal.isEmpty {
                    HStack(spacing: 8) { ForEach(principal.indices, id: \.self) { principal[$0].view } }
                } else if !large, let title = bar.title {
                    title.font(.headline).lineLimit(1).padding(.horizontal, 96)
                }
                HStack(spacing: 16) {
                    if depth > 0 && !style.hidesBackButton {
                        _BackButton(title: backTitle, action: back)
                    }
                    ForEach(bar.items(in: .leading).indices, id: \.self) { bar.items(in: .leading)[$0].view }
                    Spacer(minLength: 0)
                    ForEach(bar.items(in: .trailing).indices, id: \.self) { bar.items(in: .trailing)[$0].view }
                }
                .padding(.horizontal, 16)
            }
            .frame(height: Self.height)
            if large, let title = bar.title {
                title.font(.largeTitle.bold()).lineLimit(1)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, 16)
                    .frame(height: Self.largeTitleHeight)
            }
            Divider()
        }
        .background(Rectangle().fill(.bar).ignoresSafeArea(edges: [.top, .leading, .trailing]))
    }
}

/// The back control: a chevron and the previous screen's title in the tint, as on iOS ("Back"
/// when that screen has none or it is long).
struct _BackButton: View {
    let title: String?
    let action: () -> Void

    /// The longest previous title the control shows.
    static var longestTitle: Int { 12 }

    var body: some View {
        Button(action: action) {
            HStack(spacing: 5) {
                _BackChevron().stroke(style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
                    .frame(width: 10, height: 18)
                if let title, !title.isEmpty, title.count <= Self.longestTitle { Text(title) } else { Text("Back") }
            }
        }
        .accessibilityIdentifier("navigation.back")
    }
}

/// A left-pointing chevron.
struct _BackChevron: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        return path
    }
}

/// A screen's bottom bar: its `.bottomBar` items spread across it.
struct _BottomBar: View {
    let items: [_ToolbarEntry]

    var body: some View {
        VStack(spacing: 0) {
            Divider()
            HStack {
                ForEach(items.indices, id: \.self) { index in
                    if index > 0 { Spacer(minLength: 8) }
                    items[index].view
                }
            }
            .padding(.horizontal, 16)
            .frame(maxWidth: .infinity)
            .frame(height: _NavigationBar.height)
        }
        .background(Rectangle().fill(.bar).ignoresSafeArea(edges: [.bottom, .leading, .trailing]))
    }
}

/// Items in the navigation bar (`navigationBarTitle(_:displayMode:)`'s display mode lives here).
public enum NavigationBarItem {
    /// How a screen's title is drawn.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Large on the root screen, small in the bar on pushed ones.
        case automatic
        /// Small, in the middle of the bar.
        case inline
        /// Large, below the bar.
        case large
    }
}

extension View {
    func _navigationBar(title: Text?, style: _NavigationBarStyle) -> some View {
        transformPreference(_NavigationBarKey.self) { value in
            if let title { value.title = title }
        }
        .transformPreference(_NavigationBarStyleKey.self) { value in value.merge(style) }
    }

    /// The title of the navigation screen this view is in.
    public func navigationTitle(_ title: Text) -> some View {
        _navigationBar(title: title, style: _NavigationBarStyle(hasTitle: true, titleString: title.string))
    }

    /// The title of the navigation screen this view is in.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// The title of the navigation screen this view is in, shown as written.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// The title of the navigation screen (the older spelling of `navigationTitle`).
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

    /// The title of the navigation screen (the older spelling of `navigationTitle`).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }

    /// The title of the navigation screen, shown as written.
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }

    /// The title of the navigation screen and how it is drawn.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        _navigationBar(title: title, style: _NavigationBarStyle(displayMode: displayMode, hasTitle: true, titleString: title.string))
    }

    /// The title of the navigation screen and how it is drawn.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(titleKey), displayMode: displayMode)
    }

    /// The title of the navigation screen, shown as written, and how it is drawn.
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(title), displayMode: displayMode)
    }

    /// How the navigation screen's title is drawn: large below the bar, or inline in it.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        _navigationBar(title: nil, style: _NavigationBarStyle(displayMode: displayMode))
    }

    /// Hides the navigation screen's title bar (and with it the back control).
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        _navigationBar(title: nil, style: _NavigationBarStyle(isHidden: hidden))
    }

    /// Hides the back control of the navigation screen; Escape and B still go back.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        _navigationBar(title: nil, style: _NavigationBarStyle(hidesBackButton: hidesBackButton))
    }

    /// Items at the ends of the navigation bar (the older spelling of `toolbar`).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// An item at the leading end of the navigation bar.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// An item at the trailing end of the navigation bar.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }
}
