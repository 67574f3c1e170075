import Foundation

/// The paragraph a text node draws: its bidi levels over all its segments, and the mirrored
/// forms of brackets drawn right-to-left.
extension ViewGraph {
    /// The bidi levels of text node `node`'s whole paragraph (all its segments), or `nil` when it
    /// is left-to-right throughout and drawn in logical order.
    ///
    /// A one-segment text in a left-to-right layout uses the levels its shaping found. Otherwise
    /// (several segments, or a right-to-left layout, where a paragraph without a strong character
    /// is right-to-left) the measurer resolves the concatenated scalars once, and the result is
    /// kept across frames while the text is the same.
    func paragraph(of node: NodeID, content: TextContent) -> BidiParagraph? {
        guard !content.isEmpty else { return nil }
        let direction = current.environments[Int(current.nodes[Int(node)].environment)].layoutDirection
        let runs = content.runs
        if direction == .leftToRight {
            if runs.count == 1 {
                guard textScratch.shapedRuns[runs.lowerBound].shaped?.levels.isEmpty == false,
                    let shaped = textScratch.shapedRuns[runs.lowerBound].shaped
                else {
                    return nil
                }
                return BidiParagraph(levels: shaped.levels, isRightToLeft: shaped.isRightToLeft)
            }
            guard runs.contains(where: { textScratch.shapedRuns[$0].shaped.map { !$0.levels.isEmpty } ?? false }) else { return nil }
        }
        let identity = current.nodes[Int(node)].identity
        let resolved = textScratch.textScalars.withUnsafeBufferPointer { all in
            caches.textCache.paragraph(
                UnsafeBufferPointer(rebasing: all[content.start..<content.end]), defaultDirection: direction, identity: identity,
                measurer: textMeasurer, pass: updates.pass)
        }
        if let resolved { return resolved }
        // A measurer that resolves no paragraph: each segment's own levels, as it shaped them.
        guard runs.contains(where: { textScratch.shapedRuns[$0].shaped.map { !$0.levels.isEmpty } ?? false }) else { return nil }
        var levels: [UInt8] = []
        levels.reserveCapacity(content.end - content.start)
        for r in runs {
            let count = textScratch.shapedRuns[r].end - textScratch.shapedRuns[r].start
            if let own = textScratch.shapedRuns[r].shaped?.levels, own.count == count {
                levels.append(contentsOf: own)
            } else {
                levels.append(contentsOf: repeatElement(0, count: count))
            }
        }
        return BidiParagraph(levels: levels, isRightToLeft: textScratch.shapedRuns[runs.lowerBound].shaped?.isRightToLeft ?? false)
    }

    /// The scalar drawn for `c` at a right-to-left level: its mirrored bracket (UAX #9 rule L4)
    /// for the paired punctuation text drawn per scalar uses; shaped text is mirrored by its
    /// shaper.
    static func mirrored(_ c: Unicode.Scalar) -> Unicode.Scalar {
        switch c {
        case "(": ")"
        case ")": "("
        case "[": "]"
        case "]": "["
        case "{": "}"
        case "}": "{"
        case "<": ">"
        case ">": "<"
        case "\u{AB}": "\u{BB}"
        case "\u{BB}": "\u{AB}"
        case "\u{2039}": "\u{203A}"
        case "\u{203A}": "\u{2039}"
        case "\u{2264}": "\u{2265}"
        case "\u{2265}": "\u{2264}"
        default: c
        }
    }
}
