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
    @Environment(\.isInListRow) private var isInListRow

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

    /// A button that pushes the link's screen; in a list row, the whole row with a chevron at
    /// its trailing edge, as iOS draws it.
    public var body: some View {
        let navigation = navigation, destination = destination, value = value, activation = activation
        let push = {
            if let activation {
                activation.0.wrappedValue = true
            } else if let value {
                if let navigation { navigation.push(value) } else { Self.warnOutsideStack() }
            } else if let destination {
                if let navigation { navigation.pushView(nil, AnyView(destination), nil) } else { Self.warnOutsideStack() }
            }
        }
        let link = Group {
            if isInListRow {
                Button(action: push) { NavigationLinkRowLabel(label: label) }
                    .buttonStyle(ControlRowStyle(cornerRadius: 0))
            } else {
                Button(action: push) { label }
            }
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

/// A navigation link's label in a list row: the label in the primary colour across the row, then
/// iOS's disclosure chevron (7 by 12 points, in the tertiary label grey) at the trailing edge.
struct NavigationLinkRowLabel<Label: View>: View {
    let label: Label

    var body: some View {
        HStack(spacing: 8) {
            label
                .foregroundStyle(.primary)
                .frame(maxWidth: .infinity, alignment: .leading)
            Chevron()
                .stroke(Self.chevronColor, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                .frame(width: 7, height: 12)
        }
        .contentShape(Rectangle())
    }

    /// iOS's tertiary label colour: (60, 60, 67) at 30% in the light scheme, (235, 235, 245) at
    /// 30% in the dark.
    static var chevronColor: Color {
        .system(Color.rgb(60, 60, 67, 0.3), Color.rgb(235, 235, 245, 0.3))
    }
}
