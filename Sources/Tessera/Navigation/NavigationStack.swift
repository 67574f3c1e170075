import Foundation

/// A stack of screens over a root, as SwiftUI's: `NavigationLink`s and a `path` binding push
/// screens, which slide in from the trailing edge under a title bar with a back control. Back
/// goes with that control, Escape, the gamepad's B or `dismiss`; focus moves into a pushed
/// screen and back to where it was.
///
/// ```swift
/// NavigationStack(path: $path) {
///     LevelList()
///         .navigationTitle("Levels")
///         .navigationDestination(for: Level.self) { level in LevelDetail(level: level) }
/// }
/// ```
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let path: _PathAccess?
    @State private var ownPath: [AnyHashable] = []
    @State private var pushedViews: [_PushedView] = []
    @State private var destinations = _NavigationDestinations()
    @State private var nextPushID = 0
    /// Each screen's title by depth, for the back control of the screen above.
    @State private var titles: [Int: String] = [:]

    /// A stack that keeps its own path.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = nil
    }

    /// A stack showing the values of `path` above its root.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = _PathAccess(
            values: { path.wrappedValue.elements },
            append: { path.wrappedValue.elements.append($0) },
            removeLast: { path.wrappedValue.removeLast($0) })
    }

    /// A stack showing the elements of `path`, all of one type, above its root.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = _PathAccess(
            values: { path.wrappedValue.map { AnyHashable($0) } },
            append: { value in
                if let element = value.base as? Data.Element {
                    path.wrappedValue.append(element)
                } else {
                    Diagnostics.warnOnce(
                        "NavigationLink value of type \(type(of: value.base)) pushed on a stack whose path holds \(Data.Element.self); ignored"
                    )
                }
            },
            removeLast: { path.wrappedValue.removeLast(Swift.min($0, path.wrappedValue.count)) })
    }

    /// How long a screen takes to slide in or out.
    static var slideDuration: Double { 0.35 }

    /// The root and the pushed screens, the top one in front.
    public var body: some View {
        let ownPath = $ownPath, pushed = $pushedViews, nextID = $nextPushID, titles = $titles
        let access =
            path
            ?? _PathAccess(
                values: { ownPath.wrappedValue }, append: { ownPath.wrappedValue.append($0) },
                removeLast: { ownPath.wrappedValue.removeLast(Swift.min($0, ownPath.wrappedValue.count)) })
        let values = access.values()
        let views = pushedViews
        let depth = values.count + views.count
        let destinations = destinations
        // Back from the top screen: its pushed view, else the path's last value.
        let pop: (Int) -> Void = { target in
            var extra = pushed.wrappedValue.count + access.values().count - target
            while extra > 0, let last = pushed.wrappedValue.last {
                pushed.wrappedValue.removeLast()
                last.onPop?()
                extra -= 1
            }
            if extra > 0 { access.removeLast(extra) }
        }
        let context = _NavigationContext(
            push: { access.append($0) },
            pushView: { token, view, onPop in
                nextID.wrappedValue += 1
                pushed.wrappedValue.append(_PushedView(id: nextID.wrappedValue, token: token, view: view, onPop: onPop))
            },
            remove: { token in
                guard let index = pushed.wrappedValue.lastIndex(where: { $0.token == token }) else { return }
                pushed.wrappedValue.removeSubrange(index...)
            },
            destinations: destinations)
        var levels: [_NavigationLevelID] = [_NavigationLevelID(depth: 0, key: 0)]
        for (index, value) in values.enumerated() { levels.append(_NavigationLevelID(depth: index + 1, key: value)) }
        for (index, view) in views.enumerated() {
            levels.append(_NavigationLevelID(depth: values.count + index + 1, key: AnyHashable(view.id)))
        }
        return ZStack {
            ForEach(levels, id: \.self) { level in
                let content: AnyView =
                    level.depth == 0
                    ? AnyView(root)
                    : level.depth <= values.count
                        ? AnyView(_NavigationValueScreen(value: values[level.depth - 1], destinations: destinations))
                        : views[level.depth - values.count - 1].view
                _NavigationLevel(
                    depth: level.depth, isTop: level.depth == depth, backTitle: titles.wrappedValue[level.depth - 1],
                    reportTitle: { title in
                        if titles.wrappedValue[level.depth] != title { titles.wrappedValue[level.depth] = title }
                    },
                    back: { pop(level.depth - 1) }
                ) { content }
                .zIndex(Double(level.depth))
                .transition(.move(edge: .trailing))
            }
        }
        .clipped()
        .animation(.easeInOut(duration: Self.slideDuration), value: depth)
        .environment(\._navigation, context)
    }
}

/// How a stack reads and changes its path, whichever kind of binding it has.
struct _PathAccess {
    let values: () -> [AnyHashable]
    let append: (AnyHashable) -> Void
    let removeLast: (Int) -> Void
}

/// A view a destination-form `NavigationLink` pushed.
struct _PushedView {
    let id: Int
    let token: ObjectIdentifier?
    let view: AnyView
    let onPop: (() -> Void)?
}

/// A screen's identity in the stack: its depth and what it shows.
struct _NavigationLevelID: Hashable {
    let depth: Int
    let key: AnyHashable
}

/// The screen for a value on the path: made by the destination declared for its type.
struct _NavigationValueScreen: View {
    let value: AnyHashable
    let destinations: _NavigationDestinations

    var body: some View {
        if let screen = destinations.screen(for: value) {
            screen
        } else {
            let _ = Diagnostics.warnOnce(
                "no navigationDestination(for: \(type(of: value.base)).self) inside the NavigationStack; the screen for \(value) is empty")
            Color.clear
        }
    }
}

/// The older name of a navigation stack (its column styles show as a stack on a game host).
public struct NavigationView<Content: View>: View {
    let content: Content

    /// A navigation stack with `content` at its root.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A navigation stack of the content.
    public var body: some View {
        NavigationStack { content }
    }
}

/// How a `NavigationView` arranges its columns: a game host always shows a stack.
public protocol NavigationViewStyle {}

/// One screen at a time: the style a game host uses.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The stack style.
    public init() {}
}

/// The platform's style: a stack on a game host.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The default style.
    public init() {}
}

/// Columns side by side on a large screen: a stack on a game host.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    /// The column style.
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One screen at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's style.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Columns: a stack on a game host.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
    /// Sets how navigation views inside arrange their columns: accepted; a game host shows a stack.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
