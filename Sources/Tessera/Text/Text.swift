import Foundation

/// A view that displays one or more lines of read-only text.
///
/// Texts concatenate with `+`; `font(_:)`, `bold()`, `italic()`, `fontWeight(_:)` and
/// `foregroundColor(_:)` on a `Text` style just that text and return a `Text`.
public struct Text: Equatable, Sendable {
    /// A run of characters with its own style.
    struct Segment: Equatable, Sendable {
        var string: String
        var font: Font?
        var color: Color?
        var weight: Font.Weight?
        var isItalic = false
    }

    /// The first segment is stored inline so a plain `Text("…")` allocates no array.
    var first: Segment
    var rest: [Segment] = []

    /// The way a text view truncates a line that does not fit.
    public enum TruncationMode: Hashable, Sendable {
        /// Cut the start, the end, or the middle of the line.
        case head, tail, middle
    }

    /// Text showing `content` verbatim (Tessera has no localisation).
    @inlinable
    public init<S: StringProtocol>(_ content: S) {
        self.init(String(content))
    }

    /// Text showing `content` verbatim (Tessera has no localisation).
    public init(_ content: String) {
        first = Segment(string: content)
    }

    /// Text showing `content` exactly as given.
    public init(verbatim content: String) {
        first = Segment(string: content)
    }

    var segments: [Segment] { [first] + rest }

    private func mapSegments(_ transform: (inout Segment) -> Void) -> Text {
        var t = self
        transform(&t.first)
        for i in t.rest.indices { transform(&t.rest[i]) }
        return t
    }

    /// The text in `font`, where a segment has none of its own.
    public func font(_ font: Font?) -> Text {
        mapSegments { if $0.font == nil { $0.font = font } }
    }

    /// The text in `weight`, where a segment has none of its own.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        mapSegments { if $0.weight == nil { $0.weight = weight } }
    }

    /// The text, bold.
    public func bold() -> Text { fontWeight(.bold) }

    /// The text, italic.
    public func italic() -> Text {
        mapSegments { $0.isItalic = true }
    }

    /// The text in `color`, where a segment has none of its own.
    public func foregroundColor(_ color: Color?) -> Text {
        mapSegments { if $0.color == nil { $0.color = color } }
    }

    /// The two texts as one, measured and wrapped together, each keeping its own style.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var t = lhs
        t.rest.append(rhs.first)
        t.rest.append(contentsOf: rhs.rest)
        return t
    }

    /// The plain characters of the text.
    public var string: String {
        rest.isEmpty ? first.string : segments.map(\.string).joined()
    }
}
