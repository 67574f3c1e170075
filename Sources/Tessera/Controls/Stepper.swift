import Foundation

/// A control that increments or decrements a value: SwiftUI's `Stepper`.
///
/// Drawn as on iOS: the label, then a 94×32 rounded pair of − and + halves. A click or touch on a
/// half steps the value; while the stepper has focus, the left and right arrows (and the d-pad)
/// step it. A bounded stepper stops at its bounds and dims the half that cannot go further.
public struct Stepper<Label: View>: View {
    let label: Label
    let increment: (() -> Void)?
    let decrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.isEnabled) private var isEnabled

    /// A stepper that calls `onIncrement` and `onDecrement`; a `nil` action dims its half.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        increment = onIncrement
        decrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper over `bounds` bound to `value`, moving by `step`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        let current = value.wrappedValue
        increment =
            current < bounds.upperBound
            ? { value.wrappedValue = Swift.min(value.wrappedValue.advanced(by: step), bounds.upperBound) } : nil
        decrement =
            current > bounds.lowerBound
            ? { value.wrappedValue = Swift.max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) } : nil
        self.onEditingChanged = onEditingChanged
    }

    /// An unbounded stepper bound to `value`, moving by `step`.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
        self.onEditingChanged = onEditingChanged
    }

    public var body: some View {
        let increment = isEnabled ? increment : nil, decrement = isEnabled ? decrement : nil
        let edit = onEditingChanged
        return HStack {
            if !labelsHidden {
                label
                Spacer(minLength: 8)
            }
            StepperButtons(increment: increment, decrement: decrement, onEditingChanged: edit)
        }
        .contentShape(Rectangle())
        .onKeyPress(keys: [.leftArrow, .rightArrow]) { press in
            let action = press.key == .leftArrow ? decrement : increment
            if let action {
                edit(true)
                action()
                edit(false)
            }
            return .handled
        }
        .focusable()
    }
}

extension Stepper where Label == Text {
    /// A bounded stepper with a localized title.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A bounded stepper with a title.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// An unbounded stepper with a localized title.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// An unbounded stepper with a title.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper with a localized title that calls `onIncrement` and `onDecrement`.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper with a title that calls `onIncrement` and `onDecrement`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}

/// The − and + halves: 47×32 each on one rounded fill, a hairline between them, a ring when the
/// stepper has focus.
private struct StepperButtons: View {
    let increment: (() -> Void)?
    let decrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    @Environment(\.isFocused) private var isFocused

    var body: some View {
        HStack(spacing: 0) {
            half(isPlus: false, action: decrement)
            Rectangle().fill(Color.secondary).frame(width: 1, height: 18)
            half(isPlus: true, action: increment)
        }
        .frame(width: 94, height: 32)
        .background(RoundedRectangle(cornerRadius: 8).fill(groupedFillColor))
        .overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(Color.accentColor, lineWidth: isFocused ? 2 : 0).allowsHitTesting(false))
    }

    private func half(isPlus: Bool, action: (() -> Void)?) -> some View {
        let edit = onEditingChanged
        return StepperGlyph(isPlus: isPlus)
            .stroke(action == nil ? Color.secondary : Color.primary, style: StrokeStyle(lineWidth: 2, lineCap: .round))
            .frame(width: 14, height: 14)
            .frame(width: 46.5, height: 32)
            .contentShape(Rectangle())
            .onTapGesture {
                guard let action else { return }
                edit(true)
                action()
                edit(false)
            }
            .accessibilityIdentifier(isPlus ? "Increment" : "Decrement")
    }
}

/// A minus, or a plus, across the rect.
private struct StepperGlyph: Shape {
    let isPlus: Bool

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        if isPlus {
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        }
        return path
    }
}
