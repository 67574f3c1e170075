import Foundation

/// A `Color` is a view that fills the space it is offered (10×10 when asked for its ideal size).
extension Color: PrimitiveView {
    public static func _makeView(_ view: Color, inputs: _ViewInputs) {
        inputs.withGraph { _ = $0.appendNode(.color(Color.PerScheme(view)), inputs: inputs) }
    }
}
