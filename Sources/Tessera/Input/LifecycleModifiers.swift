import Foundation

extension View {
    /// Runs `action` after the first pass this view is in (once per identity: again only after
    /// it has gone and come back).
    public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _InteractionModifier> {
        modifier(_InteractionModifier(.lifecycle(onAppear: action, onDisappear: nil), salt: InteractionSalt.lifecycle))
    }

    /// Runs `action` after the first pass this view is no longer in.
    public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _InteractionModifier> {
        modifier(_InteractionModifier(.lifecycle(onAppear: nil, onDisappear: action), salt: InteractionSalt.lifecycle &+ 1))
    }

    /// Runs `action(old, new)` after a pass in which `value` differs from the last pass's (and,
    /// with `initial`, after the first pass too, with old = new). State it writes shows next pass.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> ModifiedContent<Self, _InteractionModifier> {
        let observer = ChangeObserver { previous in
            guard let old = previous as? V else { return (value, initial ? { action(value, value) } : nil) }
            return (value, old == value ? nil : { action(old, value) })
        }
        return modifier(_InteractionModifier(.change(observer), salt: InteractionSalt.change))
    }

    /// Runs `action()` after a pass in which `value` changed (and, with `initial`, after the first).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> ModifiedContent<Self, _InteractionModifier> {
        onChange(of: value, initial: initial) { _, _ in action() }
    }

    /// Runs `action(newValue)` after a pass in which `value` changed: iOS 14's spelling, which
    /// SwiftUI still accepts (deprecated) and much SwiftUI code writes as
    /// `.onChange(of: value) { newValue in … }`.
    public func onChange<V: Equatable>(
        of value: V, perform action: @escaping (_ newValue: V) -> Void
    ) -> ModifiedContent<Self, _InteractionModifier> {
        onChange(of: value) { _, newValue in action(newValue) }
    }
}
