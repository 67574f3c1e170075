import Foundation

/// SwiftUI's font modifiers on any view: they change the environment's font, so text and
/// symbols inside draw with it (a `Text`'s own `bold()` etc. still return a `Text`).
extension View {
    private func withFont(_ change: @escaping @Sendable (Font) -> Font) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.font = change($0.font ?? .body) })
    }

    /// Draws the text and symbols inside bold.
    public func bold() -> ModifiedContent<Self, _EnvironmentModifier> { bold(true) }

    /// Draws the text and symbols inside bold when `isActive`.
    public func bold(_ isActive: Bool) -> ModifiedContent<Self, _EnvironmentModifier> {
        withFont { isActive ? $0.bold() : $0 }
    }

    /// Draws the text inside italic.
    public func italic() -> ModifiedContent<Self, _EnvironmentModifier> { italic(true) }

    /// Draws the text inside italic when `isActive`.
    public func italic(_ isActive: Bool) -> ModifiedContent<Self, _EnvironmentModifier> {
        withFont { isActive ? $0.italic() : $0 }
    }

    /// Sets the weight of the text and symbols inside; `nil` leaves it.
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _EnvironmentModifier> {
        withFont { weight.map($0.weight) ?? $0 }
    }

    /// Sets the design of the text inside; `nil` leaves it.
    public func fontDesign(_ design: Font.Design?) -> ModifiedContent<Self, _EnvironmentModifier> {
        withFont { font in
            guard let design else { return font }
            var f = font
            f.design = design
            return f
        }
    }

    /// Gives the digits inside equal advances.
    public func monospacedDigit() -> ModifiedContent<Self, _EnvironmentModifier> {
        withFont { $0.monospacedDigit() }
    }

    /// Draws the text inside in the monospaced design when `isActive`.
    public func monospaced(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        withFont { isActive ? $0.monospaced() : $0 }
    }
}
