import Foundation

/// A view that displays one or more lines of read-only text.
///
/// A string literal is a `LocalizedStringKey`, as in SwiftUI: its markdown (`**bold**`,
/// `*italic*`, `~~struck~~`, and code between backticks) is parsed and it may interpolate images and texts
/// (`Text("Collect \(Image("star")) ×3")`); `Text(verbatim:)` and a `String` variable stay
/// plain. Texts concatenate with `+`; the `Text` modifiers below style just that text.
public struct Text: Equatable, Sendable {
    /// A run of characters (or one inline image) with its own style.
    struct Segment: Equatable, Sendable {
        var string: String
        var font: Font?
        var color: Color?
        var weight: Font.Weight?
        var isItalic = false
        /// The font-relative styles a `Font` modifier would set (markdown `code`, monospacedDigit).
        var design: Font.Design?
        /// The image and decoration, boxed: they are rare, and a segment holding them inline
        /// took 284 bytes, copied several times as each `Text` view is built.
        private var extras: SegmentExtras? = nil

        /// A plain run (the common case: no defaults compared, no box looked at).
        init(string: String) {
            self.string = string
        }

        init(string: String, image: Image?) {
            self.string = string
            extras = SegmentExtras.make(image: image, decoration: TextDecoration())
        }

        /// Whether the segment has no image and the default decoration (no box).
        var hasDefaultExtras: Bool { extras == nil }

        /// An inline image drawn in place of `string` (which is then U+FFFC).
        var image: Image? {
            get { extras?.image }
            set { extras = SegmentExtras.make(image: newValue, decoration: decoration) }
        }

        /// Kerning, tracking, baseline offset, underline and strikethrough.
        var decoration: TextDecoration {
            get { extras?.decoration ?? TextDecoration() }
            set { extras = SegmentExtras.make(image: image, decoration: newValue) }
        }
    }

    /// The first segment is stored inline so a plain `Text("…")` allocates no array.
    var first: Segment
    var rest: [Segment] = []

    /// The way a text view truncates a line that does not fit.
    public enum TruncationMode: Hashable, Sendable {
        /// Cut the start, the end, or the middle of the line.
        case head, tail, middle
    }

    /// A scheme for transforming the capitalization of characters within text.
    public enum Case: Hashable, Sendable {
        /// Every letter in upper case.
        case uppercase
        /// Every letter in lower case.
        case lowercase
    }

    /// A line style for `underline(_:pattern:color:)` and `strikethrough(_:pattern:color:)`.
    public struct LineStyle: Hashable, Sendable {
        /// The pattern of a line (only `.solid` is drawn; others draw solid).
        public enum Pattern: Hashable, Sendable {
            /// A continuous line.
            case solid
            /// Dots (drawn solid).
            case dot
            /// Dashes (drawn solid).
            case dash
            /// Dashes and dots (drawn solid).
            case dashDot
            /// A dash and two dots (drawn solid).
            case dashDotDot
        }
    }

    /// Plain text from a string value: no markdown, no localisation.
    @_disfavoredOverload
    @inlinable
    public init<S: StringProtocol>(_ content: S) {
        self.init(verbatim: String(content))
    }

    /// Plain text, never parsed as markdown.
    public init(verbatim content: String) {
        first = Segment(string: content)
    }

    /// A string literal: markdown parsed, interpolated images and texts kept (see
    /// `LocalizedStringKey`).
    public init(_ key: LocalizedStringKey) {
        self = key.makeText()
    }

    /// An image set inline, sized to the font of its text (its height is one em, centred on the
    /// capital letters; `baselineOffset(_:)` moves it).
    public init(_ image: Image) {
        first = Segment(string: "\u{FFFC}", image: image)
    }

    init(segments: [Segment]) {
        first = segments.first ?? Segment(string: "")
        rest = Array(segments.dropFirst())
    }

    var segments: [Segment] { [first] + rest }

    // `consuming` (here and in the modifiers below): a chain such as `Text("…").font(f)` styles
    // its text in place instead of copying it (and its strings) at every step.
    private consuming func mapSegments(_ transform: (inout Segment) -> Void) -> Text {
        var t = self
        transform(&t.first)
        for i in t.rest.indices { transform(&t.rest[i]) }
        return t
    }

    /// Sets the font of this text (segments that already have one keep it).
    public consuming func font(_ font: Font?) -> Text {
        mapSegments { if $0.font == nil { $0.font = font } }
    }

    /// Sets the weight of this text.
    public consuming func fontWeight(_ weight: Font.Weight?) -> Text {
        mapSegments { if $0.weight == nil { $0.weight = weight } }
    }

    /// Draws this text bold.
    public func bold() -> Text { fontWeight(.bold) }

    /// Draws this text bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

    /// Draws this text italic.
    public consuming func italic() -> Text {
        mapSegments { $0.isItalic = true }
    }

    /// Draws this text italic when `isActive`.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }

    /// Sets the font design of this text.
    public consuming func fontDesign(_ design: Font.Design?) -> Text {
        mapSegments { if $0.design == nil { $0.design = design } }
    }

    /// Draws this text's digits with equal advances.
    public consuming func monospacedDigit() -> Text {
        mapSegments { $0.decoration.monospacedDigit = true }
    }

    /// Draws this text in the monospaced design.
    public func monospaced(_ isActive: Bool = true) -> Text {
        isActive ? fontDesign(.monospaced) : self
    }

    /// Sets the color of this text (and of template inline images).
    public consuming func foregroundColor(_ color: Color?) -> Text {
        mapSegments { if $0.color == nil { $0.color = color } }
    }

    /// Sets the foreground style of this text (colors only).
    public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }

    /// Extra space after each character, in points (kerning and tracking add up; ligatures are
    /// not formed by the renderer, so the two are the same here).
    public consuming func kerning(_ kerning: CGFloat) -> Text {
        mapSegments { $0.decoration.kerning += kerning.finiteOrZero }
    }

    /// Extra space after each character, in points.
    public consuming func tracking(_ tracking: CGFloat) -> Text {
        mapSegments { $0.decoration.kerning += tracking.finiteOrZero }
    }

    /// Raises this text (or inline image) above its baseline by `offset` points.
    public consuming func baselineOffset(_ offset: CGFloat) -> Text {
        mapSegments { $0.decoration.baselineOffset += offset.finiteOrZero }
    }

    /// Underlines this text, in `color` or the text's color.
    public consuming func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        mapSegments { $0.decoration.underline = isActive ? TextDecoration.Line(color: color) : nil }
    }

    /// Strikes this text through, in `color` or the text's color.
    public consuming func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        mapSegments { $0.decoration.strikethrough = isActive ? TextDecoration.Line(color: color) : nil }
    }

    /// Joins two texts; each keeps its style. (`consuming`: `t = t + x` appends in place.)
    public static func + (lhs: consuming Text, rhs: Text) -> Text {
        lhs.rest.append(rhs.first)
        if !rhs.rest.isEmpty { lhs.rest.append(contentsOf: rhs.rest) }
        return lhs
    }

    /// The plain characters of the text (an inline image is U+FFFC).
    public var string: String {
        rest.isEmpty ? first.string : segments.map(\.string).joined()
    }
}

/// A text segment's rare parts, shared between copies of the segment and never changed.
final class SegmentExtras: Equatable, Sendable {
    let image: Image?
    let decoration: TextDecoration

    private init(image: Image?, decoration: TextDecoration) {
        self.image = image
        self.decoration = decoration
    }

    /// The box for these parts, or `nil` when they are the defaults (so equal segments compare
    /// equal whether or not they ever had a box).
    static func make(image: Image?, decoration: TextDecoration) -> SegmentExtras? {
        image == nil && decoration == TextDecoration() ? nil : SegmentExtras(image: image, decoration: decoration)
    }

    static func == (a: SegmentExtras, b: SegmentExtras) -> Bool {
        a === b || (a.image == b.image && a.decoration == b.decoration)
    }
}

/// Per-segment styles that do not change the font.
struct TextDecoration: Equatable, Sendable {
    /// A line drawn under or through the text; `nil` color: the text's color.
    struct Line: Equatable, Sendable {
        var color: Color?
    }

    var kerning: CGFloat = 0
    var baselineOffset: CGFloat = 0
    var monospacedDigit = false
    var underline: Line?
    var strikethrough: Line?
}

extension CGFloat {
    /// The value, or 0 when it is NaN or infinite (bad input to a text modifier).
    var finiteOrZero: CGFloat { isFinite ? self : 0 }
}
