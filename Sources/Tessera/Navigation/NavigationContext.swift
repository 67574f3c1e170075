import Foundation

/// What views inside a `NavigationStack` reach it by: push a value or a view, go back, and the
/// destinations registered for value types.
struct _NavigationContext {
    /// Pushes the screen for a value (onto the path).
    let push: (AnyHashable) -> Void
    /// Pushes a view (a `NavigationLink` with a destination); `token` names it for `remove`,
    /// and `onPop` runs when the user goes back from it.
    let pushView: (_ token: ObjectIdentifier?, _ view: AnyView, _ onPop: (() -> Void)?) -> Void
    /// Removes the view pushed with `token` (a presenting binding turned false).
    let remove: (ObjectIdentifier) -> Void
    /// The stack's destinations by value type.
    let destinations: _NavigationDestinations
}

/// The `navigationDestination(for:destination:)` builders of a stack, by the value type they
/// show; filled while the stack's screens are made, kept while the stack lives.
final class _NavigationDestinations {
    var builders: [ObjectIdentifier: (Any) -> AnyView] = [:]

    /// The screen for `value`, or nil when no destination for its type was declared.
    func screen(for value: AnyHashable) -> AnyView? {
        builders[ObjectIdentifier(type(of: value.base))].map { $0(value.base) }
    }
}

private struct NavigationContextKey: EnvironmentKey {
    static var defaultValue: _NavigationContext? { nil }
}

extension EnvironmentValues {
    /// The navigation stack a view is in, if any.
    var _navigation: _NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }
}
