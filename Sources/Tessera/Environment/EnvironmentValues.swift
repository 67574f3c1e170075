import Foundation

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
    /// The type of the key's value.
    associatedtype Value
    /// The value when no view above sets one.
    static var defaultValue: Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
///
/// Built-in values are stored properties, so reading them costs nothing; values of custom
/// `EnvironmentKey`s live in a small persistent list that is shared between copies.
public struct EnvironmentValues: CustomStringConvertible {
    /// The default font of text in this environment (`nil`: `.body`).
    public var font: Font?
    /// The foreground color (`nil`: `.primary`). Setting it replaces any `foregroundStyle`.
    public var foregroundColor: Color? {
        didSet { foregroundStyle = nil }
    }
    /// A foreground style other than a plain color (set by `foregroundStyle(_:)`).
    public var foregroundStyle: AnyShapeStyle?
    /// Light or dark: picks the variant of adaptive colours such as `.primary` and the system palette.
    public var colorScheme: ColorScheme = .light
    /// Pixels per point of the display. NaN, zero and negative scales become 1; scales above
    /// `LayoutLimits.maximumScale` (∞ included) are lowered to it (docs/Robustness.md).
    public var displayScale: CGFloat = 1 {
        didSet {
            guard !(displayScale > 0 && displayScale <= LayoutLimits.maximumScale) else { return }
            Diagnostics.warnOnce(
                "displayScale \(displayScale) is not in 0<…≤\(LayoutLimits.maximumScale); using \(displayScale > 0 ? LayoutLimits.maximumScale : 1)"
            )
            displayScale = displayScale > 0 ? LayoutLimits.maximumScale : 1
        }
    }
    /// The Dynamic Type size text styles scale with (`.large` is the default size).
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// The maximum number of lines text may occupy (`nil`: no limit).
    public var lineLimit: Int?
    /// The fewest lines text takes room for (`lineLimit(2...4)`, `lineLimit(_:reservesSpace:)`).
    var lineLimitMinimum: Int?
    /// The smallest factor text may shrink by to fit before it truncates (1: never shrinks).
    public var minimumScaleFactor: CGFloat = 1
    /// Whether text may tighten the space between characters to fit before it truncates.
    public var allowsTightening = false
    /// The capitalization text is shown in (`nil`: as written).
    public var textCase: Text.Case?
    /// How the lines of wrapped text align with each other (`.leading` by default).
    public var multilineTextAlignment: TextAlignment = .leading
    /// Where text that does not fit is cut and the ellipsis goes (`.tail` by default).
    public var truncationMode: Text.TruncationMode = .tail
    /// Extra space between lines of text, in points.
    public var lineSpacing: CGFloat = 0
    /// Whether controls in this environment respond to input, as SwiftUI's `isEnabled` (no built-in
    /// view reads it yet).
    public var isEnabled = true
    /// Left-to-right or right-to-left: right-to-left mirrors leading and trailing, `HStack` order and
    /// `offset(x:)`.
    public var layoutDirection: LayoutDirection = .leftToRight

    private var custom: CustomValue?

    /// The default environment: light scheme, scale 1, `.large` Dynamic Type, left to right.
    public init() {}

    /// The value of a custom `EnvironmentKey`, or its `defaultValue` when none was set.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            var entry = custom
            let id = ObjectIdentifier(key)
            while let e = entry {
                if e.key == id { return unsafeDowncast(e, to: CustomValueOf<K.Value>.self).value }
                entry = e.next
            }
            return K.defaultValue
        }
        set {
            custom = CustomValueOf(key: ObjectIdentifier(key), value: newValue, next: custom)
        }
    }

    /// Whether `other` holds the same values, so a view can reuse what it made in `other`.
    ///
    /// A style other than a color (a closure inside) never counts as the same; custom values
    /// must be the very same list and hold no class instances, whose contents may change
    /// unseen. Keep this in step with the stored properties (a test counts them).
    func isIdentical(to other: EnvironmentValues) -> Bool {
        font == other.font && foregroundColor == other.foregroundColor
            && foregroundStyle == nil && other.foregroundStyle == nil
            && colorScheme == other.colorScheme && displayScale == other.displayScale
            && dynamicTypeSize == other.dynamicTypeSize && lineLimit == other.lineLimit
            && lineLimitMinimum == other.lineLimitMinimum && minimumScaleFactor == other.minimumScaleFactor
            && allowsTightening == other.allowsTightening && textCase == other.textCase
            && multilineTextAlignment == other.multilineTextAlignment && truncationMode == other.truncationMode
            && lineSpacing == other.lineSpacing && isEnabled == other.isEnabled && layoutDirection == other.layoutDirection
            && CustomValue.areEquivalent(custom, other.custom)
    }

    public var description: String {
        "EnvironmentValues(font: \(String(describing: font)), colorScheme: \(colorScheme), displayScale: \(displayScale), dynamicTypeSize: \(dynamicTypeSize))"
    }

    /// The font text draws with here.
    var resolvedFont: ResolvedFont {
        (font ?? .body).resolve(dynamicTypeSize: dynamicTypeSize)
    }

    /// One link of the custom-value list; newer values shadow older ones.
    private class CustomValue {
        let key: ObjectIdentifier
        let next: CustomValue?

        init(key: ObjectIdentifier, next: CustomValue?) {
            self.key = key
            self.next = next
        }

        /// Whether `other` holds a value that a view would read as this one (same type).
        func holdsSameValue(as other: CustomValue) -> Bool { false }

        /// Whether two lists hold the same keys with values a view cannot tell apart: the same
        /// list, or lists whose values compare equal link by link (a modifier such as
        /// `.environmentObject(game)` makes a new link every pass). Values that cannot be compared
        /// (closures, class instances other than observable models) never count as the same.
        static func areEquivalent(_ a: CustomValue?, _ b: CustomValue?) -> Bool {
            var a = a, b = b
            while let x = a, let y = b {
                guard x === y || (x.key == y.key && x.holdsSameValue(as: y)) else { return false }
                if x === y { return x.holdsOnlyComparableValues }
                a = x.next
                b = y.next
            }
            return a == nil && b == nil
        }

        /// Whether every value from here on can be compared.
        lazy var holdsOnlyComparableValues: Bool = isComparable && (next?.holdsOnlyComparableValues ?? true)

        var isComparable: Bool { false }
    }

    private final class CustomValueOf<Value>: CustomValue {
        let value: Value
        /// How values of this type compare; `nil` when they cannot be (ViewValueComparison.swift).
        private lazy var comparison: ViewValueComparison? = ViewValueComparison(of: Value.self)

        init(key: ObjectIdentifier, value: Value, next: CustomValue?) {
            self.value = value
            super.init(key: key, next: next)
        }

        override var isComparable: Bool { comparison != nil }

        override func holdsSameValue(as other: CustomValue) -> Bool {
            guard let other = other as? CustomValueOf<Value>, let comparison else { return false }
            return withUnsafePointer(to: value) { a in withUnsafePointer(to: other.value) { b in comparison.isEqual(a, b) } }
        }
    }
}

/// An alignment position for text along the horizontal axis.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Lines start at the leading edge, are centred, or end at the trailing edge.
    case leading, center, trailing
}

/// The direction of a horizontal layout.
public enum LayoutDirection: Hashable, Sendable {
    /// Leading is left (most scripts), or leading is right (Arabic, Hebrew).
    case leftToRight, rightToLeft
}
