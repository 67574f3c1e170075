import Foundation

/// A button that pushes a screen onto the navigation stack it is in: a view of its own
/// (`destination`), or the screen for a value (`value`, shown by the stack's
/// `navigationDestination(for:destination:)`). Drawn as a button of the current style.
///
/// ```swift
/// NavigationLink("Settings") { SettingsScreen() }
/// NavigationLink(value: level) { LevelRow(level: level) }
/// ```
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let destination: Destination?
    let value: AnyHashable?
    @Environment(\._navigation) private var navigation

    /// A link pushing `destination`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
        self.value = nil
    }

    /// A link pushing the view `destination` makes.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    /// A link that pushes `destination` while `isActive` is true, and sets it to true when
    /// pressed (the older form of `navigationDestination(isPresented:)`).
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = nil
        self.value = nil
        self.activation = (isActive, destination)
    }

    var activation: (Binding<Bool>, Destination)?

    /// A button that pushes the link's screen.
    public var body: some View {
        let navigation = navigation, destination = destination, value = value, activation = activation
        let link = Button {
            if let activation {
                activation.0.wrappedValue = true
            } else if let value {
                if let navigation { navigation.push(value) } else { Self.warnOutsideStack() }
            } else if let destination {
                if let navigation { navigation.pushView(nil, AnyView(destination), nil) } else { Self.warnOutsideStack() }
            }
        } label: {
            label
        }
        if let activation {
            link.navigationDestination(isPresented: activation.0) { activation.1 }
        } else {
            link
        }
    }

    static func warnOutsideStack() {
        Diagnostics.warnOnce("a NavigationLink was pressed outside a NavigationStack; nothing is pushed")
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `titleKey` pushing `destination`.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled as written pushing `destination`.
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled `titleKey` pushing the view `destination` makes.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }

    /// A link titled as written pushing the view `destination` makes.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link pushing the screen for `value` (nothing when nil).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = nil
        self.value = value.map { AnyHashable($0) }
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled `titleKey` pushing the screen for `value`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link titled as written pushing the screen for `value`.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}
