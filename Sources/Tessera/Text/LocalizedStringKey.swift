import Foundation

/// The key of a text written as a string literal, as in SwiftUI: `Text("…")` takes one, so a
/// literal's markdown is parsed and it may interpolate images and texts:
/// `Text("Collect **3** \(Image("star")) to unlock")`.
///
/// Tessera has no string tables: the key is shown as written. Interpolated values other than
/// `Image` and `Text` are inserted as plain text (their markdown characters are not parsed).
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The literal with interpolations inserted; an interpolated image or text is U+FFFC and is
    /// found in `inserts`, in order.
    var key: String
    var inserts: [Text] = []
    /// The key may hold markdown (or escapes) to parse; without, only inserts are split out.
    var mayHaveMarkup = false

    /// A key for `value`; its markdown is parsed when the text is shown.
    public init(_ value: String) {
        key = value
        mayHaveMarkup = LiteralMarkupCache.mayHaveMarkup(value)
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        (key, mayHaveMarkup) = stringInterpolation.bytes.finish()
        inserts = stringInterpolation.inserts
    }

    /// Builds a key from literal pieces and interpolated values.
    public struct StringInterpolation: StringInterpolationProtocol {
        var bytes = KeyBytes()
        var inserts: [Text] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            bytes.append(literal)
        }

        /// Inserts a value's description as plain text.
        public mutating func appendInterpolation<T>(_ value: T) {
            appendVerbatim(String(describing: value))
        }

        /// Inserts a string as plain text.
        public mutating func appendInterpolation(_ string: String) {
            appendVerbatim(string)
        }

        /// Inserts an integer (the common score/counter case, without `String(describing:)`).
        public mutating func appendInterpolation<I: BinaryInteger>(_ value: I) {
            if let int = Int(exactly: value) { appendDecimal(int) } else { bytes.append(String(value)) }
        }

        /// Inserts an `Int` (a level number, a score) in decimal.
        public mutating func appendInterpolation(_ value: Int) {
            appendDecimal(value)
        }

        /// Writes the digits on the stack: `String(value)` takes the generic radix path, which
        /// cost a card of the card-grid benchmark more than its text's markup scan.
        private mutating func appendDecimal(_ value: Int) {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
                var rest = value.magnitude
                var i = digits.count
                repeat {
                    i -= 1
                    digits[i] = UInt8(truncatingIfNeeded: rest % 10) &+ 0x30
                    rest /= 10
                } while rest > 0
                if value < 0 {
                    i -= 1
                    digits[i] = 0x2D
                }
                bytes.append(UnsafeBufferPointer(rebasing: digits[i...]))
            }
        }

        /// Inserts an image inline, sized to the font.
        public mutating func appendInterpolation(_ image: Image) {
            appendInterpolation(Text(image))
        }

        /// Inserts a text, keeping its styling.
        public mutating func appendInterpolation(_ text: Text) {
            bytes.append(String(MarkdownParser.insertMarker))
            inserts.append(text)
        }

        /// A value's markdown characters are escaped, so they show as written.
        private mutating func appendVerbatim(_ string: String) {
            bytes.append(MarkdownParser.mayHaveMarkup(string) ? MarkdownParser.escaped(string) : string)
        }
    }

    /// The text this key shows: plain when it has no markup, else its parsed runs. (`consuming`:
    /// a plain key's string moves into the text instead of being retained and released.)
    consuming func makeText() -> Text {
        if mayHaveMarkup { return MarkdownParser.parse(key, inserts: inserts) }
        if inserts.isEmpty { return Text(verbatim: key) }
        // No markdown: the literal pieces between the inserted images and texts, as they are.
        var segments: [Text.Segment] = []
        var piece = String.UnicodeScalarView()
        var next = 0
        for scalar in key.unicodeScalars {
            guard scalar == MarkdownParser.insertMarker, next < inserts.count else { piece.append(scalar); continue }
            if !piece.isEmpty { segments.append(Text.Segment(string: String(piece))); piece = String.UnicodeScalarView() }
            segments.append(contentsOf: inserts[next].segments)
            next += 1
        }
        if !piece.isEmpty { segments.append(Text.Segment(string: String(piece))) }
        return Text(segments: segments)
    }
}
