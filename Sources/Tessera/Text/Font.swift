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
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }

    var base: Base
    var weight: Weight?
    var design: Design
    var isItalic = false

    init(base: Base, weight: Weight? = nil, design: Design = .default) {
        self.base = base
        self.weight = weight
        self.design = design
    }

    /// A dynamic text style to use for fonts.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// A weight to use for fonts.
    public struct Weight: Hashable, Comparable, Sendable {
        /// Numeric weight, 100 (ultra light) to 900 (black), as in CSS and OpenType.
        public let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.value < rhs.value }
    }

    /// A design to use for fonts.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    public static let largeTitle = Font(base: .textStyle(.largeTitle))
    public static let title = Font(base: .textStyle(.title))
    public static let title2 = Font(base: .textStyle(.title2))
    public static let title3 = Font(base: .textStyle(.title3))
    public static let headline = Font(base: .textStyle(.headline), weight: .semibold)
    public static let subheadline = Font(base: .textStyle(.subheadline))
    public static let body = Font(base: .textStyle(.body))
    public static let callout = Font(base: .textStyle(.callout))
    public static let footnote = Font(base: .textStyle(.footnote))
    public static let caption = Font(base: .textStyle(.caption))
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
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }

    /// A custom font that scales relative to `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: textStyle))
    }

    /// A custom font of a fixed size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    public func weight(_ weight: Weight) -> Font {
        var f = self
        f.weight = weight
        return f
    }

    public func bold() -> Font { weight(.bold) }

    public func italic() -> Font {
        var f = self
        f.isItalic = true
        return f
    }

    public func monospaced() -> Font {
        var f = self
        f.design = .monospaced
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
            name = n
            if let relativeTo {
                size = s * relativeTo.pointSize(at: dynamicTypeSize) / relativeTo.pointSize(at: .large)
            } else {
                size = s
            }
        }
        return ResolvedFont(name: name, size: Self.usableSize(size, dynamicTypeSize: dynamicTypeSize),
                            weight: weight ?? .regular, design: design, isItalic: isItalic)
    }

    /// The smallest and largest font sizes drawn, in points (docs/Robustness.md, "Text").
    static let sizeRange: ClosedRange<CGFloat> = 1.0 / 64 ... 4096

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
    public var weight: Font.Weight
    public var design: Font.Design
    public var isItalic: Bool

    public init(name: String? = nil, size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default, isItalic: Bool = false) {
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
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    var index: Int { Self.allCases.firstIndex(of: self)! }

    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}
