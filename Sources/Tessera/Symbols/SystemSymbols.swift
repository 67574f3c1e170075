import Foundation

/// Tessera's symbols: the vector images `Image(systemName:)` draws.
///
/// Tessera ships its own drawings of the symbols games use most, under SF Symbols' names
/// (Apple's artwork is not Tessera's to ship): stars, hearts, arrows, chevrons, media controls,
/// marks, card suits, dice, game and settings icons, each with its `.fill`, `.circle`,
/// `.circle.fill`, `.square` and `.square.fill` forms, and numbers in circles and squares. A
/// symbol is sized and weighted by the font in the environment, as an SF Symbol is, and drawn
/// in the foreground style. A game adds or replaces symbols with ``register(_:path:filled:)``.
public enum SystemSymbols {
    /// Adds (or replaces) the symbol `name`: `path` is drawn in a unit square (0…1 on both axes,
    /// y down), filled, or stroked at the font's weight when `filled` is false. The symbol's
    /// `.circle` and `.square` forms follow.
    public static func register(_ name: String, path: Path, filled: Bool = true) {
        SymbolCatalog.register(name, glyph: SymbolGlyph(parts: [filled ? .fill(path) : .stroke(path)]))
    }

    /// Removes a symbol added with ``register(_:path:filled:)``; a built-in one comes back.
    public static func unregister(_ name: String) {
        SymbolCatalog.register(name, glyph: nil)
    }

    /// Whether `Image(systemName: name)` draws a symbol (not the placeholder).
    public static func contains(_ name: String) -> Bool {
        SymbolCatalog.glyph(named: name) != nil
    }

    /// The names of the built-in base symbols (each also has the forms the suffixes make).
    public static var baseNames: [String] {
        (Array(SymbolCatalog.shapes.keys) + Array(SymbolCatalog.lines.keys)).sorted()
    }
}

extension Image {
    /// The prefix that marks a symbol's name: a character no asset file name has.
    static let symbolMarker = "\u{0}symbol:"

    /// A symbol from Tessera's set (``SystemSymbols``), named as in SF Symbols: sized to the
    /// font in the environment, weighted by its weight, in the foreground style.
    public init(systemName name: String) {
        self.init(Image.symbolMarker + name)
        renderingMode = .template
    }

    /// As `init(systemName:)`; the variable value is not drawn.
    public init(systemName name: String, variableValue: Double?) {
        self.init(systemName: name)
    }

    /// The symbol's name, for an image made with `init(systemName:)`.
    var systemName: String? {
        name.hasPrefix(Image.symbolMarker) ? String(name.dropFirst(Image.symbolMarker.count)) : nil
    }
}

/// The sizes of symbols relative to the font (`imageScale(_:)`).
extension Image {
    /// A symbol's size relative to its font.
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }
}

private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue = Image.Scale.medium
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

extension EnvironmentValues {
    /// The size of symbols relative to their font (`imageScale(_:)`).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// The variant symbols below are drawn in (`symbolVariant(_:)`).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

/// A variant of a symbol: filled, in a circle or a square.
public struct SymbolVariants: Hashable, Sendable {
    let suffixes: [String]

    /// The symbol as named.
    public static let none = SymbolVariants(suffixes: [])
    /// The filled form (`.fill`).
    public static let fill = SymbolVariants(suffixes: ["fill"])
    /// In a circle (`.circle`).
    public static let circle = SymbolVariants(suffixes: ["circle"])
    /// In a rounded square (`.square`).
    public static let square = SymbolVariants(suffixes: ["square"])
    /// Accepted; Tessera's symbols have no slashed forms.
    public static let slash = SymbolVariants(suffixes: [])
    /// Accepted; drawn as `.square`.
    public static let rectangle = SymbolVariants(suffixes: ["square"])

    /// This variant and the fill (`.circle.fill`).
    public var fill: SymbolVariants { SymbolVariants(suffixes: suffixes + ["fill"]) }

    /// The name of `name` in this variant, when that symbol exists.
    func apply(to name: String) -> String {
        guard !suffixes.isEmpty else { return name }
        let shapes = suffixes.filter { $0 != "fill" }.map { "." + $0 }.joined()
        let fill = suffixes.contains("fill") ? ".fill" : ""
        let candidate = name + shapes + fill
        return SymbolCatalog.glyph(named: candidate) != nil ? candidate : name
    }
}

/// How a symbol's layers are coloured; accepted (Tessera's symbols have one layer).
public struct SymbolRenderingMode: Hashable, Sendable {
    let kind: Int
    public static let monochrome = SymbolRenderingMode(kind: 0)
    public static let hierarchical = SymbolRenderingMode(kind: 1)
    public static let palette = SymbolRenderingMode(kind: 2)
    public static let multicolor = SymbolRenderingMode(kind: 3)
}

extension View {
    /// Sizes the symbols in this view relative to their font.
    public func imageScale(_ scale: Image.Scale) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.imageScale = scale })
    }

    /// Draws the symbols in this view in `variant` where that form exists (`.fill` on a tab bar).
    public func symbolVariant(_ variant: SymbolVariants) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.symbolVariants = variant })
    }

    /// Accepted: Tessera's symbols are drawn in one colour, the foreground style.
    public consuming func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Self { self }
}

extension Image {
    /// Accepted: Tessera's symbols are drawn in one colour, the foreground style.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}
