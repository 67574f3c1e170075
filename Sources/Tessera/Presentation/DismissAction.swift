import Foundation

/// Dismisses the presentation a view is in: the sheet or cover it is shown in, or the
/// navigation screen it was pushed as. Read it with `@Environment(\.dismiss)` and call it.
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// var body: some View { Button("Done") { dismiss() } }
/// ```
public struct DismissAction {
    let action: () -> Void

    init(_ action: @escaping () -> Void) { self.action = action }

    /// Dismisses the presentation; outside one, does nothing.
    public func callAsFunction() { action() }
}

/// Whether a view is presented and a way to dismiss it: the older spelling of `dismiss`,
/// read as `@Environment(\.presentationMode)` and used as `presentationMode.wrappedValue.dismiss()`.
public struct PresentationMode {
    /// Whether the view is in a presentation (a sheet, a cover, a pushed screen).
    public private(set) var isPresented: Bool
    let dismissAction: () -> Void

    /// Dismisses the presentation.
    public mutating func dismiss() {
        guard isPresented else { return }
        dismissAction()
    }
}

private struct DismissActionKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction {} }
}

private struct IsPresentedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Dismisses the presentation this view is in (a sheet, a cover, a pushed navigation screen).
    public var dismiss: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }

    /// Whether this view is in a presentation: a sheet, a cover or a pushed navigation screen.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }

    /// The presentation this view is in, as a binding (`presentationMode.wrappedValue.dismiss()`).
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, dismissAction: dismiss.action)
        return Binding(get: { mode }, set: { _ in })
    }
}

extension View {
    /// Puts this view in a presentation that `dismiss` ends.
    func _presented(dismiss: @escaping () -> Void) -> some View {
        environment(\.dismiss, DismissAction(dismiss)).environment(\.isPresented, true)
    }
}
