import Foundation

extension View {
    /// Shows a confirmation dialog, as iOS shows an action sheet: the buttons `actions` on a
    /// card at the bottom of the dimmed screen and a Cancel button apart below them (the
    /// button with the `.cancel` role, or one SwiftUI adds). The title shows when
    /// `titleVisibility` is `.visible`. Each button dismisses the dialog after its action;
    /// Escape, the gamepad's B or a click outside cancels.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A
    ) -> some View {
        _alert(
            titleVisibility == .visible ? Text(titleKey) : nil, isPresented: isPresented, isDialog: true, actions: actions,
            message: Optional<() -> EmptyView>.none)
    }

    /// Shows a confirmation dialog titled as written.
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: @escaping () -> A
    ) -> some View {
        _alert(
            titleVisibility == .visible ? Text(title) : nil, isPresented: isPresented, isDialog: true, actions: actions,
            message: Optional<() -> EmptyView>.none)
    }

    /// Shows a confirmation dialog with a `Text` title.
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: @escaping () -> A
    ) -> some View {
        _alert(
            titleVisibility == .visible ? title : nil, isPresented: isPresented, isDialog: true, actions: actions,
            message: Optional<() -> EmptyView>.none)
    }

    /// Shows a confirmation dialog with a message above its buttons.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
    ) -> some View {
        _alert(
            titleVisibility == .visible ? Text(titleKey) : nil, isPresented: isPresented, isDialog: true, actions: actions, message: message
        )
    }

    /// Shows a confirmation dialog titled as written, with a message.
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
    ) -> some View {
        _alert(
            titleVisibility == .visible ? Text(title) : nil, isPresented: isPresented, isDialog: true, actions: actions, message: message)
    }

    /// Shows a confirmation dialog with a `Text` title and a message.
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
    ) -> some View {
        _alert(titleVisibility == .visible ? title : nil, isPresented: isPresented, isDialog: true, actions: actions, message: message)
    }

    /// Shows a confirmation dialog about `data` while `isPresented` is true and `data` is not nil.
    public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        _alertPresenting(
            titleVisibility == .visible ? Text(titleKey) : nil, isPresented: isPresented, isDialog: true, data: data,
            actions: actions, message: message)
    }

    /// Shows a confirmation dialog about `data`, with no message.
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
    ) -> some View {
        _alertPresenting(
            titleVisibility == .visible ? Text(titleKey) : nil, isPresented: isPresented, isDialog: true, data: data,
            actions: actions, message: Optional<(T) -> EmptyView>.none)
    }
}
