import Foundation

/// Shows an alert or a confirmation dialog while a binding is true; the presentation host at
/// the root draws it over the whole window.
struct _AlertModifier<Actions: View, Message: View>: ViewModifier {
    let title: Text?
    let isPresented: Binding<Bool>
    let isDialog: Bool
    let actions: () -> Actions
    let message: (() -> Message)?
    /// Tells one presented item from another (`alert(item:)`).
    var item: AnyHashable? = nil
    @State private var token = _PresentationToken()
    @Environment(\.self) private var environment

    func body(content: Content) -> some View {
        let isPresented = isPresented, title = title, isDialog = isDialog, actions = actions, message = message
        let id = PresentationID(token: ObjectIdentifier(token), item: item), environment = environment
        return content._presenting(isPresented.wrappedValue, id: AnyHashable(id)) {
            AnyView(
                _AlertPanel(
                    title: title, actions: actions(), message: message?(), isDialog: isDialog,
                    dismiss: { isPresented.wrappedValue = false }
                )
                // An alert takes its presenter's appearance (not its fonts or colours), as in SwiftUI.
                .transformEnvironment(\.self) { $0.takeAppearance(of: environment) })
        }
    }
}

extension View {
    func _alert<A: View, M: View>(
        _ title: Text?, isPresented: Binding<Bool>, isDialog: Bool = false,
        actions: @escaping () -> A, message: (() -> M)?, item: AnyHashable? = nil
    ) -> some View {
        modifier(
            _AlertModifier(title: title, isPresented: isPresented, isDialog: isDialog, actions: actions, message: message, item: item))
    }

    // MARK: Alerts with a binding

    /// Shows an alert titled `titleKey` with the buttons `actions` while `isPresented` is true.
    /// Each button dismisses the alert after its action; with no buttons it has an OK button.
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A
    ) -> some View {
        _alert(Text(titleKey), isPresented: isPresented, actions: actions, message: Optional<() -> EmptyView>.none)
    }

    /// Shows an alert titled `title`, shown as written, while `isPresented` is true.
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A
    ) -> some View {
        _alert(Text(title), isPresented: isPresented, actions: actions, message: Optional<() -> EmptyView>.none)
    }

    /// Shows an alert with a `Text` title while `isPresented` is true.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A) -> some View {
        _alert(title, isPresented: isPresented, actions: actions, message: Optional<() -> EmptyView>.none)
    }

    /// Shows an alert with a title, a message and buttons while `isPresented` is true.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
        @ViewBuilder message: @escaping () -> M
    ) -> some View {
        _alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    /// Shows an alert with a title shown as written, a message and buttons.
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
    ) -> some View {
        _alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// Shows an alert with a `Text` title, a message and buttons.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
    ) -> some View {
        _alert(title, isPresented: isPresented, actions: actions, message: message)
    }

    // MARK: Alerts presenting data

    /// Shows an alert about `data` while `isPresented` is true and `data` is not nil; the
    /// buttons and message are made from it.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        _alertPresenting(Text(titleKey), isPresented: isPresented, data: data, actions: actions, message: message)
    }

    /// Shows an alert about `data`, titled as written.
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        _alertPresenting(Text(title), isPresented: isPresented, data: data, actions: actions, message: message)
    }

    /// Shows an alert about `data`, with a `Text` title.
    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        _alertPresenting(title, isPresented: isPresented, data: data, actions: actions, message: message)
    }

    /// Shows an alert about `data` with buttons made from it and no message.
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
    ) -> some View {
        _alertPresenting(Text(titleKey), isPresented: isPresented, data: data, actions: actions, message: Optional<(T) -> EmptyView>.none)
    }

    /// Shows an alert about `data`, titled as written, with no message.
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
    ) -> some View {
        _alertPresenting(Text(title), isPresented: isPresented, data: data, actions: actions, message: Optional<(T) -> EmptyView>.none)
    }

    func _alertPresenting<A: View, M: View, T>(
        _ title: Text?, isPresented: Binding<Bool>, isDialog: Bool = false, data: T?,
        actions: @escaping (T) -> A, message: ((T) -> M)?
    ) -> some View {
        let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        return _alert(
            title, isPresented: shown, isDialog: isDialog,
            actions: { () -> A? in data.map(actions) },
            message: message.map { message in { () -> M? in data.map(message) } })
    }

    // MARK: The Alert struct

    /// Shows the `Alert` that `content` makes while `isPresented` is true.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return _alert(alert.title, isPresented: isPresented, actions: { alert.buttonViews }, message: alert.messageView)
    }

    /// Shows the `Alert` that `content` makes from `item` while it is not nil; dismissing sets
    /// it to nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        let isPresented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return _alert(
            alert?.title, isPresented: isPresented, actions: { alert?.buttonViews }, message: alert?.messageView,
            item: item.wrappedValue.map { AnyHashable($0.id) })
    }
}

/// A presentation's identity: its presenter, and the item it shows (another item is a new
/// presentation, with fresh state).
struct PresentationID: Hashable {
    let token: ObjectIdentifier
    let item: AnyHashable?
}

/// An alert described as a value, the older way to show one: `alert(isPresented:content:)`.
///
/// ```swift
/// .alert(isPresented: $showReset) {
///     Alert(title: Text("Reset progress?"), message: Text("This cannot be undone."),
///           primaryButton: .destructive(Text("Reset")) { game.reset() }, secondaryButton: .cancel())
/// }
/// ```
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with a title, an optional message and one button (OK when `nil`).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with a title, an optional message and two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }

    /// A button of an `Alert`.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button drawn in the tint.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        /// A cancel button with a label of your own, drawn bold; Escape runs it.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A cancel button labelled Cancel.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// A button for an action that destroys data, drawn red.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }

    var buttonViews: _AlertStructButtons { _AlertStructButtons(buttons: buttons) }

    var messageView: (() -> Text)? {
        message.map { message in { message } }
    }
}

/// The buttons of an `Alert` value, as buttons an alert panel draws.
struct _AlertStructButtons: View, _ActionCounting {
    let buttons: [Alert.Button]

    var _actionCount: Int { buttons.count }

    var body: some View {
        ForEach(buttons.indices, id: \.self) { index in
            let button = buttons[index]
            Button(role: button.role, action: { button.action?() }) { button.label }
        }
    }
}

extension EnvironmentValues {
    /// Takes what a system panel (an alert) shares with the view that presents it: the colour
    /// scheme, text size, layout direction and tint.
    mutating func takeAppearance(of presenter: EnvironmentValues) {
        colorScheme = presenter.colorScheme
        dynamicTypeSize = presenter.dynamicTypeSize
        layoutDirection = presenter.layoutDirection
        buttonTint = presenter.buttonTint
        displayScale = presenter.displayScale
    }
}
