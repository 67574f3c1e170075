import Foundation

/// Where a toolbar item goes in the navigation bar or the bottom bar.
public struct ToolbarItemPlacement: Hashable, Sendable {
    let area: _ToolbarArea

    /// The platform's choice: the trailing end of the navigation bar.
    public static let automatic = ToolbarItemPlacement(area: .trailing)
    /// The middle of the navigation bar, in place of the title.
    public static let principal = ToolbarItemPlacement(area: .principal)
    /// With the navigation controls: the leading end.
    public static let navigation = ToolbarItemPlacement(area: .leading)
    /// The screen's main action: the trailing end.
    public static let primaryAction = ToolbarItemPlacement(area: .trailing)
    /// A lesser action: the trailing end.
    public static let secondaryAction = ToolbarItemPlacement(area: .trailing)
    /// Confirms a modal screen (Done, Save): the trailing end.
    public static let confirmationAction = ToolbarItemPlacement(area: .trailing)
    /// Cancels a modal screen: the leading end.
    public static let cancellationAction = ToolbarItemPlacement(area: .leading)
    /// Deletes: the trailing end.
    public static let destructiveAction = ToolbarItemPlacement(area: .trailing)
    /// The leading end of the navigation bar.
    public static let navigationBarLeading = ToolbarItemPlacement(area: .leading)
    /// The trailing end of the navigation bar.
    public static let navigationBarTrailing = ToolbarItemPlacement(area: .trailing)
    /// The leading end of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(area: .leading)
    /// The trailing end of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(area: .trailing)
    /// The bar at the bottom of the screen.
    public static let bottomBar = ToolbarItemPlacement(area: .bottom)
    /// The middle of the bottom bar.
    public static let status = ToolbarItemPlacement(area: .bottom)
    /// Above the on-screen keyboard: the bottom bar on a game host.
    public static let keyboard = ToolbarItemPlacement(area: .bottom)
}

/// The part of a screen's bars an item is drawn in.
enum _ToolbarArea: Hashable, Sendable {
    case leading, principal, trailing, bottom
}

/// One view in a screen's bars, where it goes (what `ToolbarContent` is made of).
public struct _ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView
}

/// Content of a `toolbar`: `ToolbarItem`s and `ToolbarItemGroup`s.
public protocol ToolbarContent {
    /// The items, where each goes.
    var _toolbarEntries: [_ToolbarEntry] { get }
}

/// One item of a toolbar, at a placement.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .topBarTrailing) { Button("Settings") { showSettings = true } }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// An item showing `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement
        self.content = content()
    }

    /// An item with an identifier (for customisable toolbars) showing `content` at `placement`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.placement = placement
        self.content = content()
    }

    /// The item, at its placement.
    public var _toolbarEntries: [_ToolbarEntry] { [_ToolbarEntry(placement: placement, view: AnyView(content))] }
}

/// Several views at one placement, side by side.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Views at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// The views, side by side at their placement.
    public var _toolbarEntries: [_ToolbarEntry] {
        [_ToolbarEntry(placement: placement, view: AnyView(HStack(spacing: 16) { content }))]
    }
}

/// Toolbar items from a `ToolbarContentBuilder` block.
public struct _ToolbarItems: ToolbarContent {
    /// The items of the block, in order.
    public let _toolbarEntries: [_ToolbarEntry]
}

/// Builds the items of a `toolbar { … }` block.
@resultBuilder
public enum ToolbarContentBuilder {
    /// Passes an item through.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    /// Several items, in order.
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> _ToolbarItems {
        var entries: [_ToolbarEntry] = []
        for item in repeat each content { entries += item._toolbarEntries }
        return _ToolbarItems(_toolbarEntries: entries)
    }
    /// Items shown when a condition holds.
    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> _ToolbarItems {
        _ToolbarItems(_toolbarEntries: content?._toolbarEntries ?? [])
    }
    /// The items of the branch taken.
    public static func buildEither<Content: ToolbarContent>(first content: Content) -> _ToolbarItems {
        _ToolbarItems(_toolbarEntries: content._toolbarEntries)
    }
    /// The items of the branch taken.
    public static func buildEither<Content: ToolbarContent>(second content: Content) -> _ToolbarItems {
        _ToolbarItems(_toolbarEntries: content._toolbarEntries)
    }
}

/// Bars a `toolbar(_:for:)` shows or hides.
public struct ToolbarPlacement: Hashable, Sendable {
    let area: _ToolbarArea?

    /// The bars the platform chooses: the navigation bar.
    public static let automatic = ToolbarPlacement(area: .leading)
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(area: .leading)
    /// The bottom bar.
    public static let bottomBar = ToolbarPlacement(area: .bottom)
    /// A tab bar (none on a game host).
    public static let tabBar = ToolbarPlacement(area: nil)
}

// SwiftUI's two `toolbar(content:)` overloads, told apart by their builders.
// swift-format-ignore: AmbiguousTrailingClosureOverload
extension View {
    /// Puts `content` in the trailing end of the navigation screen's title bar.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let entry = _ToolbarEntry(placement: .automatic, view: AnyView(HStack(spacing: 16) { content() }))
        return _toolbar([entry])
    }

    /// Puts the toolbar items `content` in the navigation screen's bars, each at its placement.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        _toolbar(content()._toolbarEntries)
    }
}

extension View {
    /// Shows or hides bars of the navigation screen: `.hidden` for `.navigationBar` hides its
    /// title bar; other bars are left as they are.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let hidesNavigationBar = visibility == .hidden && bars.contains { $0 == .navigationBar || $0 == .automatic }
        return _navigationBar(title: nil, style: _NavigationBarStyle(isHidden: hidesNavigationBar))
    }

    func _toolbar(_ entries: [_ToolbarEntry]) -> some View {
        let bottom = entries.contains { $0.placement.area == .bottom }
        return transformPreference(_NavigationBarKey.self) { value in value.items += entries }
            .transformPreference(_NavigationBarStyleKey.self) { value in value.hasBottomBar = value.hasBottomBar || bottom }
    }
}
