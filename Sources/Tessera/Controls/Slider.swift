import Foundation

/// A control that picks a value from a range by dragging a knob along a track (the sample game's
/// volume settings). Dragging or clicking on the track sets the value; while focused, the left
/// and right arrows (and the d-pad) move it by `step` (a twentieth of the range without one).
/// It takes the width it is offered and is 28 points tall.
public struct Slider: View {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let onEditingChanged: (Bool) -> Void

    /// A slider over `bounds` bound to `value`, snapping to `step` when given.
    public init(
        value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double? = nil,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.value = value
        self.bounds = bounds.lowerBound.isFinite && bounds.upperBound.isFinite ? bounds : 0...1
        self.step = step.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.onEditingChanged = onEditingChanged
    }

    /// The track, the filled part and the knob, with the drag and key handling.
    public var body: some View {
        GeometryReader { proxy in
            let frame = proxy.frame(in: .global)
            let fraction = fraction(of: value.wrappedValue)
            ZStack(alignment: .leading) {
                Capsule().fill(Color(white: 0.3, opacity: 0.9)).frame(height: 6)
                Capsule().fill(Color(red: 0.25, green: 0.55, blue: 1)).frame(width: max(6, proxy.size.width * fraction), height: 6)
                SliderKnob().offset(x: (proxy.size.width - 24) * fraction)
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
            .contentShape(Rectangle())
            .gesture(
                DragGesture(minimumDistance: 0, coordinateSpace: .global)
                    .onChanged { set(at: $0.location.x, in: frame) }
                    .onEnded {
                        set(at: $0.location.x, in: frame)
                        onEditingChanged(false)
                    })
        }
        .frame(height: 28)
        .onKeyPress(keys: [.leftArrow, .rightArrow]) { press in
            // Halves first: the span of a range as wide as Double's overflows.
            let delta = (step ?? (bounds.upperBound / 2 - bounds.lowerBound / 2) / 10) * (press.key == .leftArrow ? -1 : 1)
            value.wrappedValue = clamped(value.wrappedValue + delta)
            return .handled
        }
        .focusable()
    }

    // Differences of two bounds are taken in halves, and values are mixed from the bounds
    // rather than offset from one: `upper − lower` overflows to ∞ for a range as wide as
    // Double's, and ∞ × 0 is NaN.
    private func fraction(of v: Double) -> CGFloat {
        let halfSpan = bounds.upperBound / 2 - bounds.lowerBound / 2
        guard halfSpan > 0, v.isFinite else { return 0 }
        return CGFloat(min(max((v / 2 - bounds.lowerBound / 2) / halfSpan, 0), 1))
    }

    private func clamped(_ v: Double) -> Double {
        guard !v.isNaN else { return bounds.lowerBound }
        var result = min(max(v, bounds.lowerBound), bounds.upperBound)
        if let step {
            let steps = (result / 2 - bounds.lowerBound / 2) / (step / 2)
            let snapped = bounds.lowerBound + steps.rounded() * step
            if snapped.isFinite { result = snapped }
        }
        return min(max(result, bounds.lowerBound), bounds.upperBound)
    }

    private func set(at x: CGFloat, in frame: CGRect) {
        guard x.isFinite, frame.width > 24 else { return }
        let fraction = Double(min(max((x - frame.minX - 12) / (frame.width - 24), 0), 1))
        value.wrappedValue = clamped(bounds.lowerBound * (1 - fraction) + bounds.upperBound * fraction)
    }
}

/// The knob: a 24-point white disc with a soft shadow; a ring when the slider has focus.
private struct SliderKnob: View {
    @Environment(\.isFocused) private var isFocused

    var body: some View {
        Circle().fill(Color.white).frame(width: 24, height: 24)
            .overlay(Circle().strokeBorder(Color(red: 0.25, green: 0.55, blue: 1), lineWidth: isFocused ? 3 : 0))
            .shadow(radius: 2)
    }
}
