import Foundation

/// An environment-dependent font.
///
/// Text styles (`.title`, `.body`, …) size themselves from Apple's Dynamic Type table at the
/// environment's `dynamicTypeSize`; `.custom(_:size:)` scales relative to `.body` the same way,
/// `.custom(_:fixedSize:)` and `.system(size:)` do not.
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case textStyle(TextStyle)
        case system(size: CGFloat)
        /// The name is interned (`FontName`), so a `Font` holds no reference and copies as bytes.
        case custom(name: FontName, size: CGFloat, relativeTo: TextStyle?)
    }

    var base: Base
    var weight: Weight?
    var design: Design
    var isItalic = false
    var isMonospacedDigit = false
    var leading: Leading = .standard

    init(base: Base, weight: Weight? = nil, design: Design = .default) {
        self.base = base
        self.weight = weight
        self.design = design
    }

    /// A dynamic text style to use for fonts.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// The styles of Apple's Dynamic Type table, from largest to smallest.
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// A weight to use for fonts.
    public struct Weight: Hashable, Comparable, Sendable {
        /// Numeric weight, 100 (ultra light) to 900 (black), as in CSS and OpenType.
        public let value: Int
        /// Weight 100.
        public static let ultraLight = Weight(value: 100)
        /// Weight 200.
        public static let thin = Weight(value: 200)
        /// Weight 300.
        public static let light = Weight(value: 300)
        /// Weight 400, the default.
        public static let regular = Weight(value: 400)
        /// Weight 500.
        public static let medium = Weight(value: 500)
        /// Weight 600; the SDL backend draws this and heavier with the bold face.
        public static let semibold = Weight(value: 600)
        /// Weight 700.
        public static let bold = Weight(value: 700)
        /// Weight 800.
        public static let heavy = Weight(value: 800)
        /// Weight 900.
        public static let black = Weight(value: 900)
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.value < rhs.value }
    }

    /// A line spacing adjustment: `.tight` and `.loose` take away or add 10% of the size.
    public enum Leading: Hashable, Sendable {
        /// The font's own line spacing.
        case standard
        /// 10% of the size less between lines.
        case tight
        /// 10% of the size more between lines.
        case loose
    }

    /// A design to use for fonts.
    public enum Design: Hashable, Sendable {
        /// The type families SwiftUI offers; the SDL backend draws `.default` faces only.
        case `default`, serif, rounded, monospaced
    }

    /// The large-title text style (34 pt at the default Dynamic Type size).
    public static let largeTitle = Font(base: .textStyle(.largeTitle))
    /// The title text style (28 pt).
    public static let title = Font(base: .textStyle(.title))
    /// The second-level title style (22 pt).
    public static let title2 = Font(base: .textStyle(.title2))
    /// The third-level title style (20 pt).
    public static let title3 = Font(base: .textStyle(.title3))
    /// The headline style: 17 pt, semibold.
    public static let headline = Font(base: .textStyle(.headline), weight: .semibold)
    /// The subheadline style (15 pt).
    public static let subheadline = Font(base: .textStyle(.subheadline))
    /// The body text style (17 pt), the default font of text.
    public static let body = Font(base: .textStyle(.body))
    /// The callout style (16 pt).
    public static let callout = Font(base: .textStyle(.callout))
    /// The footnote style (13 pt).
    public static let footnote = Font(base: .textStyle(.footnote))
    /// The caption style (12 pt).
    public static let caption = Font(base: .textStyle(.caption))
    /// The smaller caption style (11 pt).
    public static let caption2 = Font(base: .textStyle(.caption2))

    /// A system font of a fixed size (it does not scale with Dynamic Type).
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size), weight: weight, design: design ?? .default)
    }

    /// The system font for a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .textStyle(style), weight: weight ?? (style == .headline ? .semibold : nil), design: design ?? .default)
    }

    /// A custom font (a TTF in the asset catalog's `Fonts` folder) that scales relative to `.body`.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: FontName(name), size: size, relativeTo: .body))
    }

    /// A custom font that scales relative to `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name: FontName(name), size: size, relativeTo: textStyle))
    }

    /// A custom font of a fixed size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: FontName(name), size: fixedSize, relativeTo: nil))
    }

    /// This font with another weight.
    public func weight(_ weight: Weight) -> Font {
        var f = self
        f.weight = weight
        return f
    }

    /// This font, bold.
    public func bold() -> Font { weight(.bold) }

    /// This font, italic (synthesised by slanting when the font has no italic face).
    public func italic() -> Font {
        var f = self
        f.isItalic = true
        return f
    }

    /// This font in its monospaced design (DejaVu Sans Mono for the system font; a custom font
    /// keeps its own face).
    public func monospaced() -> Font {
        var f = self
        f.design = .monospaced
        return f
    }

    /// This font with the ten digits of equal advance, so changing numbers do not jiggle.
    public func monospacedDigit() -> Font {
        var f = self
        f.isMonospacedDigit = true
        return f
    }

    /// This font with tighter or looser line spacing.
    public func leading(_ leading: Leading) -> Font {
        var f = self
        f.leading = leading
        return f
    }

    /// The concrete font for a Dynamic Type size.
    public func resolve(dynamicTypeSize: DynamicTypeSize) -> ResolvedFont {
        let size: CGFloat
        var name: String?
        switch base {
        case .textStyle(let style):
            size = style.pointSize(at: dynamicTypeSize)
        case .system(let s):
            size = s
        case .custom(let n, let s, let relativeTo):
            // Index 0: a name past the table's capacity, drawn with the system font.
            name = n.index == 0 ? nil : n.string
            if let relativeTo {
                size = s * relativeTo.pointSize(at: dynamicTypeSize) / relativeTo.pointSize(at: .large)
            } else {
                size = s
            }
        }
        var resolved = ResolvedFont(
            name: name, size: Self.usableSize(size, dynamicTypeSize: dynamicTypeSize),
            weight: weight ?? .regular, design: design, isItalic: isItalic)
        resolved.isMonospacedDigit = isMonospacedDigit
        resolved.leading = leading
        return resolved
    }

    /// The smallest and largest font sizes drawn, in points (docs/Robustness.md, "Text").
    static let sizeRange: ClosedRange<CGFloat> = 1.0 / 64...4096

    /// A NaN, infinite, zero or negative size draws at the body size (logged once), not at 1 pt
    /// as before, so the text stays readable; finite sizes are clamped to `sizeRange`.
    private static func usableSize(_ size: CGFloat, dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        guard size.isFinite, size > 0 else {
            let body = TextStyle.body.pointSize(at: dynamicTypeSize)
            Diagnostics.warnOnce("font size \(size) is NaN, infinite, zero or negative; using the body size \(body)")
            return body
        }
        return min(max(size, sizeRange.lowerBound), sizeRange.upperBound)
    }
}

/// A font reduced to what a rasteriser needs: a face and a size in points.
public struct ResolvedFont: Hashable, Sendable {
    /// The custom font's name, or `nil` for the system font.
    public var name: String?
    /// The size in points.
    public var size: CGFloat
    /// The weight; a face of that weight is used when there is one, else bold is synthesised.
    public var weight: Font.Weight
    /// The design (`.monospaced` picks a monospaced face).
    public var design: Font.Design
    /// Italic: the italic face when there is one, else slanted.
    public var isItalic: Bool
    /// The digits 0–9 advance equally (measurers pad each to the widest).
    public var isMonospacedDigit = false
    /// Line spacing adjustment, applied to the font's metrics by layout.
    public var leading: Font.Leading = .standard

    /// A concrete font: a face by name (`nil`: the system font) at `size` points.
    public init(name: String? = nil, size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default, isItalic: Bool = false)
    {
        self.name = name
        self.size = size
        self.weight = weight
        self.design = design
        self.isItalic = isItalic
    }
}

extension Font.TextStyle {
    /// Apple's default (large) Dynamic Type table, in points, for xSmall … accessibility5.
    var sizes: [CGFloat] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 50]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 48]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        }
    }

    func pointSize(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        sizes[dynamicTypeSize.index]
    }
}

/// A Dynamic Type size, which specifies how large scalable content should be.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
    /// The standard sizes; `.large` is the default.
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    /// The accessibility sizes, larger still.
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    var index: Int { Self.allCases.firstIndex(of: self)! }

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}
