import Foundation

/// The items of a context menu, kept to attach with `contextMenu(_:)`: SwiftUI's `ContextMenu`.
///
/// ```swift
/// let menu = ContextMenu {
///     Button("Flag") { game.flag(cell) }
///     Button("Reveal") { game.reveal(cell) }
/// }
/// CellView(cell: cell).contextMenu(showsMenu ? menu : nil)
/// ```
public struct ContextMenu<MenuItems: View> {
    let items: MenuItems

    /// A context menu of `menuItems`.
    public init(@ViewBuilder menuItems: () -> MenuItems) {
        items = menuItems()
    }
}

extension View {
    /// A menu of `menuItems` that a long press (half a second, as on iOS) opens below the view.
    ///
    /// The menu is drawn as `Menu`'s: a rounded material list of 44-point rows; choosing an item
    /// runs it and closes the menu, Escape or gamepad B closes it. A `menuItems` that makes
    /// nothing disables the menu. Taps and other gestures on the view work as before.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(ContextMenuModifier<MenuItems, EmptyView>(items: menuItems(), preview: nil))
    }

    /// A context menu of `menuItems` shown under `preview`, which stands in for the view while
    /// the menu is open (on iOS, the enlarged preview beside the menu).
    public func contextMenu<MenuItems: View, Preview: View>(
        @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
    ) -> some View {
        modifier(ContextMenuModifier(items: menuItems(), preview: preview()))
    }

    /// Attaches `contextMenu`; `nil` attaches none.
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        modifier(ContextMenuModifier<MenuItems, EmptyView>(items: contextMenu?.items, preview: nil))
    }
}

/// Opens a `MenuPopup` of the items below the view on a long press.
struct ContextMenuModifier<Items: View, Preview: View>: ViewModifier {
    /// How long a press opens the menu, as on iOS.
    static var pressDuration: Double { 0.5 }

    let items: Items?
    let preview: Preview?
    @State private var isOpen = false
    @FocusState private var focusedItem: Int?

    func body(content: Content) -> some View {
        let isOpen = $isOpen, focusedItem = $focusedItem
        let subviews = items.map { StaticSubviews.of($0) } ?? []
        let close = {
            isOpen.wrappedValue = false
            focusedItem.wrappedValue = nil
        }
        return
            content
            .gesture(
                LongPressGesture(minimumDuration: Self.pressDuration).onEnded { _ in
                    guard !subviews.isEmpty else { return }
                    isOpen.wrappedValue = true
                    focusedItem.wrappedValue = 0
                }
            )
            .overlay(alignment: .bottomLeading) {
                if isOpen.wrappedValue && !subviews.isEmpty {
                    VStack(alignment: .leading, spacing: 8) {
                        if let preview {
                            preview
                        }
                        MenuPopup(items: subviews, focusedItem: focusedItem, close: close)
                    }
                    .alignmentGuide(.bottom) { $0[.top] - 4 }
                }
            }
            .zIndex(isOpen.wrappedValue ? 1000 : 0)
    }
}
