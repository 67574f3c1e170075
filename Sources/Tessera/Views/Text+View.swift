import Foundation

/// A `Text` lays itself out with `TextLayoutEngine` (docs/LayoutRules.md §9), styled by the
/// environment (`font`, `foregroundColor`, `lineLimit`, `multilineTextAlignment`, …).
extension Text: PrimitiveView {
    public static func _makeView(_ view: Text, inputs: _ViewInputs) {
        inputs.withGraph { $0.makeText(view, inputs: inputs) }
    }
}
