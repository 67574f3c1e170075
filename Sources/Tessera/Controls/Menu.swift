import Foundation

/// A button that opens a list of actions: SwiftUI's `Menu`.
///
/// ```swift
/// Menu("Options") {
///     Button("Restart") { game.restart() }
///     Button("Quit", role: .destructive) { game.quit() }
/// }
/// ```
///
/// The label is drawn as a borderless button in the accent colour. Clicking it, or Return/Space/A
/// while it has focus, opens the menu as a 250-point-wide list 4 points below the label, drawn
/// over the views after it, with the first item focused: arrows or the d-pad move between items,
/// Return/A runs one and closes the menu, Escape (or the gamepad's B) closes it. With a
/// `primaryAction`, a click runs that action instead and the down arrow opens the menu.
public struct Menu<Label: View, Content: View>: View {
    let content: Content
    let label: Label
    let primaryAction: (() -> Void)?
    @State private var isOpen = false
    @FocusState private var focusedItem: Int?
    @FocusState private var labelFocused: Bool

    /// A menu of `content` opened by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    /// A menu whose label runs `primaryAction` when clicked; the down arrow opens it.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: some View {
        let isOpen = $isOpen, focusedItem = $focusedItem, labelFocused = $labelFocused
        let open = {
            isOpen.wrappedValue = true
            focusedItem.wrappedValue = 0
        }
        let close = {
            isOpen.wrappedValue = false
            focusedItem.wrappedValue = nil
            labelFocused.wrappedValue = true
        }
        let primaryAction = primaryAction
        return Button {
            if isOpen.wrappedValue {
                close()
            } else if let primaryAction {
                primaryAction()
            } else {
                open()
            }
        } label: {
            label
        }
        .buttonStyle(.borderless)
        .focused($labelFocused)
        .onKeyPress(.downArrow) {
            guard primaryAction != nil, !isOpen.wrappedValue else { return .ignored }
            open()
            return .handled
        }
        .overlay(alignment: .bottomLeading) {
            if isOpen.wrappedValue {
                MenuPopup(items: StaticSubviews.of(content), focusedItem: $focusedItem, close: close)
                    .alignmentGuide(.bottom) { $0[.top] - 4 }
            }
        }
        .zIndex(isOpen.wrappedValue ? 1000 : 0)
    }
}

extension Menu where Label == Text {
    /// A menu with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu with a localized title that runs `primaryAction` when clicked.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// A menu with a title that runs `primaryAction` when clicked.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

/// How a menu's label is drawn; accepted by `menuStyle(_:)` (menus keep their look).
public protocol MenuStyle {}

/// The platform's menu style.
public struct DefaultMenuStyle: MenuStyle {
    /// The default style.
    public init() {}
}

/// A menu whose label is drawn as a button (the same look here).
public struct ButtonMenuStyle: MenuStyle {
    /// The button style.
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's menu style.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu whose label is drawn as a button.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension View {
    /// Accepted: menus keep their look.
    public consuming func menuStyle<S: MenuStyle>(_ style: S) -> Self { self }
}

/// The open list: each item a 44-point row with 16 points of padding, hairlines between rows, on
/// a rounded material with a shadow.
struct MenuPopup: View {
    let items: [StaticSubview]
    let focusedItem: FocusState<Int?>.Binding
    let close: () -> Void

    var body: some View {
        VStack(spacing: 0) {
            ForEach(Array(items.indices), id: \.self) { index in
                if index > 0 { Divider() }
                items[index].view.focused(focusedItem, equals: index)
            }
        }
        .buttonStyle(MenuItemButtonStyle(close: close))
        .frame(width: 250)
        .fixedSize(horizontal: false, vertical: true)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 13))
        .shadow(color: Color.black.opacity(0.25), radius: 12, y: 4)
        .onExitCommand { close() }
        .accessibilityIdentifier("MenuPopup")
    }
}

/// Buttons inside an open menu: a full-width row that closes the menu, then runs the action
/// (Return/A on the focused row runs its tap gesture).
struct MenuItemButtonStyle: PrimitiveButtonStyle {
    let close: () -> Void

    func makeBody(configuration: Configuration) -> some View {
        let close = close
        MenuItemRow(label: configuration.label, isDestructive: configuration.role == .destructive)
            .onTapGesture {
                close()
                configuration.trigger()
            }
    }
}

/// A menu row: the label at the leading edge, 44 points tall, tinted while focused.
private struct MenuItemRow: View {
    let label: ButtonStyleConfiguration.Label
    let isDestructive: Bool
    @Environment(\.isFocused) private var isFocused

    var body: some View {
        HStack {
            label
            Spacer(minLength: 8)
        }
        .padding(.horizontal, 16)
        .frame(minHeight: 44)
        .foregroundColor(isDestructive ? .red : .primary)
        .background(isFocused ? Color.accentColor.opacity(0.25) : Color.clear)
        .contentShape(Rectangle())
    }
}
