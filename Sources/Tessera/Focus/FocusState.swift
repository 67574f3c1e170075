/// A property wrapper that holds which view has focus: `Bool` (this view or not) or an optional
/// `Hashable` value naming one of several views. Bind views to it with `focused(_:)` and
/// `focused(_:equals:)`; setting it moves focus, and focus moving sets it.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    // Kept in state, so it lives with the view and writing it runs another pass.
    var storage: State<Value>
    let resetValue: Value

    /// Focus state as a `Bool`, initially `false`.
    public init() where Value == Bool {
        storage = State(initialValue: false)
        resetValue = false
    }

    /// Focus state as an optional value, initially `nil`.
    public init<T: Hashable>() where Value == T? {
        storage = State(initialValue: nil)
        resetValue = nil
    }

    /// Which view is focused; set it to move focus.
    public var wrappedValue: Value {
        get { storage.wrappedValue }
        nonmutating set { storage.wrappedValue = newValue }
    }

    /// The binding `focused(_:)` and `focused(_:equals:)` take.
    public var projectedValue: Binding {
        Binding(value: storage.projectedValue, resetValue: resetValue)
    }

    /// A binding to a focus state.
    @propertyWrapper
    public struct Binding {
        let value: Tessera.Binding<Value>
        let resetValue: Value

        /// Which view is focused.
        public var wrappedValue: Value {
            get { value.wrappedValue }
            nonmutating set { value.wrappedValue = newValue }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }
}

extension View {
    /// Lets this view take focus (by keyboard, gamepad or a click) when `isFocusable`. Its
    /// content reads `isFocused`; a focused view writes `ContainsFocusPreferenceKey`.
    public func focusable(_ isFocusable: Bool = true) -> ModifiedContent<Self, _InteractionModifier> {
        modifier(_InteractionModifier(.focusTarget(isFocusable: isFocusable), salt: InteractionSalt.focusTarget))
    }

    /// Binds focus to `condition`: true while this view (the focusable view in or around it) has
    /// focus; setting it true focuses the view, false unfocuses it.
    public func focused(_ condition: FocusState<Bool>.Binding) -> ModifiedContent<Self, _InteractionModifier> {
        let hooks = FocusBindingHooks(
            isBound: { condition.wrappedValue },
            bind: { condition.wrappedValue = true },
            unbind: { condition.wrappedValue = false })
        return modifier(_InteractionModifier(.focusBinding(hooks), salt: InteractionSalt.focusBinding))
    }

    /// Binds focus to `binding`: it equals `value` while this view has focus; setting it to
    /// `value` focuses the view; `nil` unfocuses it.
    public func focused<V: Hashable>(_ binding: FocusState<V?>.Binding, equals value: V) -> ModifiedContent<Self, _InteractionModifier> {
        let hooks = FocusBindingHooks(
            isBound: { binding.wrappedValue == value },
            bind: { binding.wrappedValue = value },
            unbind: { if binding.wrappedValue == value { binding.wrappedValue = nil } })
        return modifier(
            _InteractionModifier(.focusBinding(hooks), salt: InteractionSalt.focusBinding &+ UInt64(truncatingIfNeeded: value.hashValue)))
    }

    /// Where focus goes when it first enters the HUD (the first arrow, Tab or gamepad press):
    /// `binding` is set to `value`, and the view bound to that value takes focus.
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V) -> ModifiedContent<Self, _InteractionModifier> {
        modifier(_InteractionModifier(.defaultFocus({ binding.wrappedValue = value }), salt: InteractionSalt.defaultFocus))
    }

    /// Groups the focusable views inside: a directional move from outside that points at this
    /// region (even where no view inside lies straight in line) lands on the best view inside.
    public func focusSection() -> ModifiedContent<Self, _InteractionModifier> {
        modifier(_InteractionModifier(.focusSection, salt: InteractionSalt.focusSection))
    }
}
