import Foundation

/// The inline markdown SwiftUI reads from a text literal: `**bold**` / `__bold__`, `*italic*` /
/// `_italic_`, `***both***`, `~~strikethrough~~`, `` `code` `` (monospaced) and `\` escapes.
/// Unbalanced markers stay as written (`"**bold"` shows both asterisks), as in SwiftUI.
/// Emphasis follows CommonMark's flanking rule in short: an opener is not followed by a space, a
/// closer not preceded by one, and `_` does not open or close inside a word (`snake_case`).
enum MarkdownParser {
    /// Stands for an interpolated `Text` or `Image` in a key.
    static let insertMarker: Unicode.Scalar = "\u{FFFC}"

    /// Whether `string` has a character markdown could act on (cheap, checked per literal).
    static func mayHaveMarkup(_ string: String) -> Bool {
        // Every `Text` made from a literal asks this each frame: scan the UTF-8 bytes in place
        // (a native string's storage) rather than through the generic view's iterator.
        if let answer = string.utf8.withContiguousStorageIfAvailable(hasMarkupByte) { return answer }
        return string.utf8.contains(where: isMarkupByte)
    }

    /// Whether UTF-8 `bytes` hold a character markdown could act on.
    static func mayHaveMarkup(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        hasMarkupByte(bytes)
    }

    /// Whether `bytes` holds a markup byte, eight bytes a word at a time.
    private static func hasMarkupByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return false }
        let count = bytes.count
        guard count >= 8 else { return bytes.contains(where: isMarkupByte) }
        var i = 0
        while i + 8 <= count {
            if holdsMarkupByte(base.loadUnaligned(fromByteOffset: i, as: UInt64.self)) { return true }
            i += 8
        }
        // The last bytes as one word that overlaps bytes already read (they hold none).
        return i < count && holdsMarkupByte(base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
    }

    /// Whether one of the word's eight bytes is a markup byte.
    @inline(__always)
    private static func holdsMarkupByte(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        // A byte of `v = word ^ (c * ones)` is zero where the word holds c; `(v - ones) & ~v & highs`
        // is nonzero exactly when v has a zero byte, so the five tests can share one `& highs`.
        @inline(__always) func zeroBytes(_ c: UInt64) -> UInt64 {
            let v = word ^ (c &* ones)
            return (v &- ones) & ~v
        }
        return (zeroBytes(0x2A) | zeroBytes(0x5F) | zeroBytes(0x7E) | zeroBytes(0x60) | zeroBytes(0x5C)) & highs != 0
    }

    @inline(__always)
    private static func isMarkupByte(_ b: UInt8) -> Bool {
        b == 0x2A || b == 0x5F || b == 0x7E || b == 0x60 || b == 0x5C
    }

    /// `string` with its markdown characters escaped, so it parses back to itself.
    static func escaped(_ string: String) -> String {
        var out = String.UnicodeScalarView()
        for s in string.unicodeScalars {
            if isMarkup(s) { out.append("\\") }
            out.append(s)
        }
        return String(out)
    }

    private static func isMarkup(_ s: Unicode.Scalar) -> Bool {
        s == "*" || s == "_" || s == "~" || s == "`" || s == "\\"
    }

    private struct Style: OptionSet {
        let rawValue: UInt8
        static let bold = Style(rawValue: 1)
        static let italic = Style(rawValue: 2)
        static let strikethrough = Style(rawValue: 4)
        static let code = Style(rawValue: 8)
    }

    private enum Token {
        case text(String.UnicodeScalarView)
        case delimiter(Unicode.Scalar, count: Int, canOpen: Bool, canClose: Bool)
        case insert(Int)
        case code(String.UnicodeScalarView)
    }

    /// Parses `key` into styled segments; `inserts` replace the insert markers in order.
    static func parse(_ key: String, inserts: [Text]) -> Text {
        var tokens = tokenize(Array(key.unicodeScalars), insertCount: inserts.count)
        let styles = match(&tokens)
        var segments: [Text.Segment] = []
        var pending = String.UnicodeScalarView()
        var pendingStyle = Style()
        func flush() {
            guard !pending.isEmpty else { return }
            segments.append(styled(Text.Segment(string: String(pending)), pendingStyle))
            pending = String.UnicodeScalarView()
        }
        for (i, token) in tokens.enumerated() {
            let style = styles[i]
            switch token {
            case .text(let scalars):
                if style != pendingStyle { flush(); pendingStyle = style }
                pending.append(contentsOf: scalars)
            case .code(let scalars):
                let s = style.union(.code)
                if s != pendingStyle { flush(); pendingStyle = s }
                pending.append(contentsOf: scalars)
            case .delimiter(let c, let count, _, _):
                // An unmatched delimiter is literal text.
                if style != pendingStyle { flush(); pendingStyle = style }
                pending.append(contentsOf: repeatElement(c, count: count))
            case .insert(let index):
                flush()
                for segment in inserts[index].segments { segments.append(styled(segment, style)) }
            }
        }
        flush()
        return segments.isEmpty ? Text(verbatim: "") : Text(segments: segments)
    }

    private static func styled(_ segment: Text.Segment, _ style: Style) -> Text.Segment {
        var s = segment
        if style.contains(.bold), s.weight == nil { s.weight = .bold }
        if style.contains(.italic) { s.isItalic = true }
        if style.contains(.strikethrough), s.decoration.strikethrough == nil { s.decoration.strikethrough = TextDecoration.Line() }
        if style.contains(.code), s.design == nil { s.design = .monospaced }
        return s
    }

    private static func tokenize(_ scalars: [Unicode.Scalar], insertCount: Int) -> [Token] {
        var tokens: [Token] = []
        var text = String.UnicodeScalarView()
        var insertIndex = 0
        func flushText() {
            if !text.isEmpty { tokens.append(.text(text)); text = String.UnicodeScalarView() }
        }
        func isSpace(_ k: Int) -> Bool {
            guard k >= 0, k < scalars.count else { return true }
            return scalars[k].properties.isWhitespace
        }
        func isWordCharacter(_ k: Int) -> Bool {
            guard k >= 0, k < scalars.count else { return false }
            return scalars[k].properties.isAlphabetic || scalars[k].properties.numericType != nil
        }
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if c == "\\", i + 1 < scalars.count, isMarkup(scalars[i + 1]) {
                text.append(scalars[i + 1])
                i += 2
                continue
            }
            if c == insertMarker, insertIndex < insertCount {
                flushText()
                tokens.append(.insert(insertIndex))
                insertIndex += 1
                i += 1
                continue
            }
            if c == "`" {
                // A code span runs to the next backtick run of the same length; its content is literal.
                var run = 1
                while i + run < scalars.count, scalars[i + run] == "`" { run += 1 }
                if let close = closingBackticks(scalars, from: i + run, length: run) {
                    flushText()
                    tokens.append(.code(String.UnicodeScalarView(scalars[(i + run)..<close])))
                    i = close + run
                } else {
                    text.append(contentsOf: scalars[i..<(i + run)])
                    i += run
                }
                continue
            }
            if c == "*" || c == "_" || c == "~" {
                var run = 1
                while i + run < scalars.count, scalars[i + run] == c { run += 1 }
                var canOpen = !isSpace(i + run)
                var canClose = !isSpace(i - 1)
                if c == "_" {
                    canOpen = canOpen && !isWordCharacter(i - 1)
                    canClose = canClose && !isWordCharacter(i + run)
                }
                if c == "~" && run != 2 { canOpen = false; canClose = false }
                flushText()
                tokens.append(.delimiter(c, count: run, canOpen: canOpen, canClose: canClose))
                i += run
                continue
            }
            text.append(c)
            i += 1
        }
        flushText()
        return tokens
    }

    private static func closingBackticks(_ scalars: [Unicode.Scalar], from start: Int, length: Int) -> Int? {
        var k = start
        while k < scalars.count {
            guard scalars[k] == "`" else { k += 1; continue }
            var run = 1
            while k + run < scalars.count, scalars[k + run] == "`" { run += 1 }
            if run == length { return k }
            k += run
        }
        return nil
    }

    /// Pairs delimiters (same character and length; the nearest opener wins) and returns each
    /// token's style. Paired delimiters become empty text; unpaired ones stay literal.
    private static func match(_ tokens: inout [Token]) -> [Style] {
        var delta = [(add: Style, remove: Style)](repeating: ([], []), count: tokens.count + 1)
        var openers: [Int] = []
        for i in tokens.indices {
            guard case .delimiter(let c, let count, let canOpen, let canClose) = tokens[i] else { continue }
            if canClose,
                let o = openers.lastIndex(where: {
                    if case .delimiter(c, count, _, _) = tokens[$0] { return true } else { return false }
                })
            {
                let opener = openers[o]
                openers.removeSubrange(o...)
                let style: Style = c == "~" ? .strikethrough : count == 1 ? .italic : count == 2 ? .bold : [.bold, .italic]
                delta[opener + 1].add.formUnion(style)
                delta[i].remove.formUnion(style)
                tokens[opener] = .text(String.UnicodeScalarView())
                tokens[i] = .text(String.UnicodeScalarView())
                continue
            }
            if canOpen { openers.append(i) }
        }
        var styles: [Style] = []
        styles.reserveCapacity(tokens.count)
        var depth: [UInt8: Int] = [:]
        var current = Style()
        for i in tokens.indices {
            for flag in [Style.bold, .italic, .strikethrough] {
                if delta[i].add.contains(flag) { depth[flag.rawValue, default: 0] += 1 }
                if delta[i].remove.contains(flag) { depth[flag.rawValue, default: 0] -= 1 }
                if depth[flag.rawValue, default: 0] > 0 { current.insert(flag) } else { current.remove(flag) }
            }
            styles.append(current)
        }
        return styles
    }
}
