import Foundation

/// Declares, for the stack around it, the screen for values of one type.
struct _NavigationDestinationModifier<D: Hashable, Destination: View>: ViewModifier {
    let destination: (D) -> Destination
    @Environment(\._navigation) private var navigation

    func body(content: Content) -> some View {
        let destination = destination
        let _ =
            navigation?.destinations.builders[ObjectIdentifier(D.self)] = { value in
                AnyView(destination(value as! D))
            }
        content
    }
}

/// Pushes a screen while a binding is true; going back sets it to false.
struct _PresentedDestinationModifier<Destination: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let destination: () -> Destination
    @Environment(\._navigation) private var navigation
    @State private var token = _PresentationToken()
    @State private var isPushed = false

    func body(content: Content) -> some View {
        let isPresented = isPresented, destination = destination, navigation = navigation
        let token = ObjectIdentifier(self.token), isPushed = $isPushed
        let sync = {
            guard let navigation else { return }
            if isPresented.wrappedValue, !isPushed.wrappedValue {
                isPushed.wrappedValue = true
                navigation.pushView(
                    token, AnyView(destination()),
                    {
                        isPushed.wrappedValue = false
                        isPresented.wrappedValue = false
                    })
            } else if !isPresented.wrappedValue, isPushed.wrappedValue {
                isPushed.wrappedValue = false
                navigation.remove(token)
            }
        }
        content
            .onAppear(perform: sync)
            .onChange(of: isPresented.wrappedValue) { _, _ in sync() }
    }
}

extension View {
    /// The screen the navigation stack around this view shows for a value of type `data` on
    /// its path (pushed by `NavigationLink(value:)` or by appending to the path).
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    )
        -> some View
    {
        modifier(_NavigationDestinationModifier(destination: destination))
    }

    /// Pushes the screen `destination` makes while `isPresented` is true; going back sets it
    /// to false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: @escaping () -> V) -> some View {
        modifier(_PresentedDestinationModifier(isPresented: isPresented, destination: destination))
    }
}
