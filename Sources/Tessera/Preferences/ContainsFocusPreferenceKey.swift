/// Whether the subtree contains the view that has keyboard or gamepad focus.
///
/// The focus system sets it to `true` on the focused view; views that react to focus inside
/// them (such as an emphasised visual effect) read it with `onPreferenceChange`.
public struct ContainsFocusPreferenceKey: PreferenceKey {
    /// No focus inside by default.
    public static let defaultValue = false

    /// Focus anywhere inside the subtree counts.
    public static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}
