import Foundation

/// A flexible space that expands along the major axis of its containing stack layout, or on both
/// axes if not contained in a stack.
public struct Spacer: PrimitiveView {
    /// The minimum length; `nil` means the default spacing (8).
    public var minLength: CGFloat?

    /// A spacer at least `minLength` long along its stack's axis (`nil`: 8).
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public static func _makeView(_ view: Spacer, inputs: _ViewInputs) {
        inputs.withGraph { _ = $0.appendNode(.spacer(SpacerLayout(minLength: view.minLength, axis: inputs.stackAxis)), inputs: inputs) }
    }
}

/// A visual element that separates content: a 1-point line across its stack's axis.
public struct Divider: PrimitiveView {
    /// A divider line.
    public init() {}

    public static func _makeView(_ view: Divider, inputs: _ViewInputs) {
        inputs.withGraph { _ = $0.appendNode(.divider(DividerLayout(axis: inputs.stackAxis)), inputs: inputs) }
    }

    static let color = Color(
        storage: .adaptive(
            light: Color.Resolved(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29),
            dark: Color.Resolved(red: 84 / 255, green: 84 / 255, blue: 88 / 255, opacity: 0.6)
        ))
}
