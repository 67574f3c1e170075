import Foundation

/// One laid-out line: a range of the text's scalars (indices into `ViewGraph.textScratch.textScalars`) and
/// its metrics (points).
struct TextLine {
    var start: Int
    var end: Int
    var width: CGFloat
    var ascent: CGFloat
    var height: CGFloat
    /// The line was cut short and ends (or starts) with an ellipsis.
    var isTruncated = false
    /// Factor on the pen advances when drawn (`minimumScaleFactor`, `allowsTightening`); the
    /// line's `width` already includes it.
    var advanceScale: CGFloat = 1
    /// Factor on the font sizes when drawn (`minimumScaleFactor`); `ascent` and `height`
    /// already include it.
    var fontScale: CGFloat = 1
}

/// A text node's content this pass: its styled runs, whose scalars lie contiguously in the
/// graph's flat per-pass buffers (so scanning text copies and retains nothing).
struct TextContent {
    /// The node's runs: `ViewGraph.textScratch.shapedRuns[runs]`.
    let runs: Range<Int>
    let start: Int
    let end: Int

    var isEmpty: Bool { start == end }
}

/// Text layout (docs/LayoutRules.md §9): greedy word wrap at the proposed width (a word longer than
/// a line breaks between characters), explicit newlines, `lineLimit` and the proposed height
/// limit the lines, the last kept line is truncated with "…"; the size is the widest line by
/// the lines' height, rounded up to the pixel grid.
enum TextLayoutEngine {
    static let ellipsis: Unicode.Scalar = "\u{2026}"

    /// The shaped runs of a text node this pass (shaped once per pass, measured once across passes).
    static func content(of node: NodeID, graph: ViewGraph) -> TextContent {
        let n = Int(node)
        guard case .text(let textIndex) = graph.current.nodes[n].kind else { return TextContent(runs: 0..<0, start: 0, end: 0) }
        let state = graph.textPassState(textIndex)
        if state.pointee.runStart >= 0 {
            let first = Int(state.pointee.runStart)
            let runs = first..<(first + Int(state.pointee.runCount))
            return TextContent(
                runs: runs, start: graph.textScratch.shapedRuns[first].start, end: graph.textScratch.shapedRuns[runs.upperBound - 1].end)
        }
        let identity = graph.current.nodes[n].identity
        let environment = Int(graph.current.nodes[n].environment)
        let firstRun = graph.textScratch.shapedRuns.count
        let rest = graph.current.tables.texts[Int(textIndex)].rest
        if rest.isEmpty {
            add(graph.current.tables.texts[Int(textIndex)].first, index: 0, identity: identity, environment: environment, graph: graph)
        } else {
            // A grapheme cluster that spans a join (a mark, a skin tone, a ZWJ sequence or a flag
            // continued in the next segment) goes whole to the segment it starts in, so it is
            // shaped, wrapped and reordered as one unit, in that segment's style.
            var moved = 0
            for i in 0...rest.count {
                let segment = i == 0 ? graph.current.tables.texts[Int(textIndex)].first : rest[i - 1]
                guard segment.image == nil else {
                    add(segment, index: i, identity: identity, environment: environment, graph: graph)
                    moved = 0
                    continue
                }
                var string = moved > 0 ? String(String.UnicodeScalarView(segment.string.unicodeScalars.dropFirst(moved))) : segment.string
                moved = 0
                if i < rest.count, rest[i].image == nil {
                    moved = clusterContinuation(of: string, in: rest[i].string)
                    if moved > 0 { string.unicodeScalars.append(contentsOf: rest[i].string.unicodeScalars.prefix(moved)) }
                }
                add(segment, string: string, index: i, identity: identity, environment: environment, graph: graph)
            }
        }
        state.pointee.runStart = Int32(firstRun)
        state.pointee.runCount = Int32(graph.textScratch.shapedRuns.count - firstRun)
        let runs = firstRun..<graph.textScratch.shapedRuns.count
        return TextContent(
            runs: runs, start: graph.textScratch.shapedRuns[firstRun].start, end: graph.textScratch.shapedRuns[runs.upperBound - 1].end)
    }

    /// How many scalars at the start of `next` continue the last grapheme cluster of `string`
    /// (combining marks, joiners, selectors, skin tones, a flag's second regional indicator).
    static func clusterContinuation(of string: String, in next: String) -> Int {
        // Every scalar that can continue a cluster is at U+0300 or above: plain text costs one compare.
        guard let head = next.unicodeScalars.first, head.value >= 0x300, let last = string.last else { return 0 }
        var joined = String(last)
        joined.unicodeScalars.append(contentsOf: next.unicodeScalars.prefix(64))
        guard let first = joined.first else { return 0 }
        return max(0, first.unicodeScalars.count - last.unicodeScalars.count)
    }

    /// Shapes one segment (its text, or `string` in its place) into a run appended to the graph's
    /// per-pass buffers.
    private static func add(
        _ segment: Text.Segment, string override: String? = nil, index: Int, identity: UInt64, environment: Int, graph: ViewGraph
    ) {
        var base = segment.font ?? graph.current.environments[environment].font ?? .body
        if let design = segment.design { base.design = design }
        var font = base.resolve(dynamicTypeSize: graph.current.environments[environment].dynamicTypeSize)
        if let weight = segment.weight { font.weight = weight }
        if segment.isItalic { font.isItalic = true }
        if segment.decoration.monospacedDigit { font.isMonospacedDigit = true }
        let decoration = segment.decoration
        let start = graph.textScratch.textScalars.count
        if let image = segment.image {
            let displayScale = graph.current.environments[environment].displayScale
            let segmentIdentity = identity &+ UInt64(index)
            let inline: InlineImage, metrics: FontMetrics
            if let kept = graph.caches.textCache.inlineImage(
                image, font: font, displayScale: displayScale, baselineOffset: decoration.baselineOffset, identity: segmentIdentity,
                pass: graph.updates.pass)
            {
                (inline, metrics) = kept
            } else {
                // Made outside the look-up: the font's metrics come from the same cache.
                let fontMetrics = graph.caches.textCache.metrics(of: font, measurer: graph.textMeasurer).adjusted(
                    for: font.leading, size: font.size)
                inline = InlineImage(
                    info: image.info(in: graph, displayScale: displayScale), font: font, metrics: fontMetrics,
                    baselineOffset: decoration.baselineOffset, isTemplate: image.renderingMode == .template,
                    smooth: image.interpolation != .none)
                metrics = inline.lineMetrics(fontMetrics)
                graph.caches.textCache.keepInlineImage(
                    (inline, metrics), image: image, font: font, displayScale: displayScale, baselineOffset: decoration.baselineOffset,
                    identity: segmentIdentity, pass: graph.updates.pass)
            }
            graph.textScratch.textScalars.append(MarkdownParser.insertMarker)
            graph.textScratch.textAdvances.append(inline.size.width + decoration.kerning)
            graph.textScratch.shapedRuns.append(
                ShapedRun(
                    start: start, end: start + 1, font: font, metrics: metrics,
                    color: segment.color, decoration: decoration, image: inline))
            return
        }
        var string = override ?? segment.string
        switch graph.current.environments[environment].textCase {
        case .uppercase?: string = string.uppercased()
        case .lowercase?: string = string.lowercased()
        case nil: break
        }
        let shaped = graph.caches.textCache.shape(
            string, font: font, identity: identity &+ UInt64(index),
            measurer: graph.textMeasurer, pass: graph.updates.pass)
        shaped.scalars.withUnsafeBufferPointer { graph.textScratch.textScalars.append(contentsOf: $0) }
        shaped.advances.withUnsafeBufferPointer { graph.textScratch.textAdvances.append(contentsOf: $0) }
        if decoration.kerning != 0 {
            for k in start..<graph.textScratch.textAdvances.count {
                graph.textScratch.textAdvances[k] = max(0, graph.textScratch.textAdvances[k] + decoration.kerning)
            }
        }
        let metrics = shaped.metrics.adjusted(for: font.leading, size: font.size).raised(by: decoration.baselineOffset)
        graph.textScratch.shapedRuns.append(
            ShapedRun(
                start: start, end: graph.textScratch.textScalars.count, font: font, metrics: metrics,
                color: segment.color, decoration: decoration, shaped: shaped.shaped))
    }

    /// The run of the content that holds scalar `i`.
    static func run(containing i: Int, in content: TextContent, graph: ViewGraph) -> Int {
        var r = content.runs.lowerBound
        while r < content.runs.upperBound - 1, graph.textScratch.shapedRuns[r].end <= i { r += 1 }
        return r
    }

    static func largestFontMetrics(of node: NodeID, graph: ViewGraph) -> FontMetrics {
        let content = content(of: node, graph: graph)
        var best = graph.textScratch.shapedRuns[content.runs.lowerBound].metrics
        for r in content.runs.dropFirst() {
            let m = graph.textScratch.shapedRuns[r].metrics
            if m.ascent + m.descent > best.ascent + best.descent { best = m }
        }
        return best
    }

    static func size(of node: NodeID, proposal: ProposedViewSize, graph: ViewGraph) -> CGSize {
        // Fast path: no line limit and room for every line — the size is the broken lines'.
        let env = Int(graph.current.nodes[Int(node)].environment)
        if graph.current.environments[env].lineLimit == nil && graph.current.environments[env].lineLimitMinimum == nil {
            let lines = brokenLines(of: node, width: proposal.width ?? .infinity, graph: graph)
            let lineSpacing = graph.current.environments[env].lineSpacing
            var width: CGFloat = 0, height: CGFloat = 0
            for i in lines {
                width = max(width, graph.textScratch.cachedLines[i].width)
                height += graph.textScratch.cachedLines[i].height
            }
            height += lineSpacing * CGFloat(max(0, lines.count - 1))
            if proposal.height.map({ height <= $0 + 0.0001 }) ?? true {
                guard !lines.isEmpty else { return .zero }
                let grid = PixelGrid(scale: graph.current.environments[env].displayScale)
                return CGSize(width: grid.roundUp(width), height: grid.roundUp(height))
            }
        }
        let lines = layout(node: node, proposal: proposal, graph: graph)
        defer { graph.textScratch.textLines.removeSubrange(lines) }
        guard !lines.isEmpty else { return .zero }
        let environment = Int(graph.current.nodes[Int(node)].environment)
        let grid = PixelGrid(scale: graph.current.environments[environment].displayScale)
        let lineSpacing = graph.current.environments[environment].lineSpacing
        var width: CGFloat = 0
        var height: CGFloat = 0
        for i in lines {
            width = max(width, graph.textScratch.textLines[i].width)
            height += graph.textScratch.textLines[i].height
        }
        height += lineSpacing * CGFloat(lines.count - 1)
        // `lineLimit(2...4)` and `reservesSpace`: room for the minimum lines, each as tall as the last.
        if let minimum = graph.current.environments[environment].lineLimitMinimum, minimum > lines.count, let last = lines.last {
            height += CGFloat(minimum - lines.count) * (graph.textScratch.textLines[last].height + lineSpacing)
        }
        return CGSize(width: grid.roundUp(width), height: grid.roundUp(height))
    }

    static func baseline(_ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, graph: ViewGraph) -> CGFloat? {
        let lines = layout(node: node, proposal: proposal, graph: graph)
        defer { graph.textScratch.textLines.removeSubrange(lines) }
        guard let first = lines.first else { return nil }
        let environment = Int(graph.current.nodes[Int(node)].environment)
        let grid = PixelGrid(scale: graph.current.environments[environment].displayScale)
        if key.isFirstTextBaseline {
            return grid.roundNearestOrUp(graph.textScratch.textLines[first].ascent)
        }
        var top: CGFloat = 0
        for i in lines.dropLast() { top += graph.textScratch.textLines[i].height + graph.current.environments[environment].lineSpacing }
        return grid.roundUp(top + graph.textScratch.textLines[lines.last!].ascent)
    }

    /// Lays the text out for `proposal`; the lines are appended to `graph.textScratch.textLines` and their
    /// range returned (the caller removes them).
    static func layout(node: NodeID, proposal: ProposedViewSize, graph: ViewGraph) -> Range<Int> {
        let content = content(of: node, graph: graph)
        let environment = Int(graph.current.nodes[Int(node)].environment)
        let maxWidth = proposal.width ?? .infinity
        let base = graph.textScratch.textLines.count
        graph.textScratch.textLines.appendCopies(
            of: brokenLines(of: node, content: content, width: maxWidth, graph: graph), from: graph.textScratch.cachedLines)
        let produced = graph.textScratch.textLines.count - base
        guard produced > 0 else { return base..<base }
        let kept = keptLines(from: base, proposal: proposal, environment: environment, graph: graph)
        if kept < produced, maxWidth.isFinite,
            graph.current.environments[environment].minimumScaleFactor < 1 || graph.current.environments[environment].allowsTightening
        {
            graph.textScratch.textLines.removeSuffix(from: base)
            return shrunk(content, proposal: proposal, environment: environment, graph: graph)
        }
        truncate(from: base, kept: kept, maxWidth: maxWidth, graph: graph)
        return base..<graph.textScratch.textLines.count
    }

    /// How many of the lines from `base` are kept: `lineLimit`, then what fits in the proposed
    /// height (at least 1), with the lines' heights times `fontScale`.
    private static func keptLines(
        from base: Int, proposal: ProposedViewSize, environment: Int, graph: ViewGraph, fontScale: CGFloat = 1
    ) -> Int {
        let produced = graph.textScratch.textLines.count - base
        var kept = produced
        if let limit = graph.current.environments[environment].lineLimit { kept = min(kept, max(limit, 1)) }
        if let maxHeight = proposal.height {
            let lineSpacing = graph.current.environments[environment].lineSpacing
            var used: CGFloat = 0
            var fitting = 0
            for i in base..<(base + kept) {
                used += graph.textScratch.textLines[i].height * fontScale + (fitting > 0 ? lineSpacing : 0)
                if used > maxHeight + 0.0001 { break }
                fitting += 1
            }
            kept = max(1, min(kept, fitting))
        }
        return kept
    }

    /// Drops the lines from `base` after the `kept` first and truncates the last kept one.
    private static func truncate(from base: Int, kept: Int, maxWidth: CGFloat, graph: ViewGraph) {
        let produced = graph.textScratch.textLines.count - base
        guard kept < produced else { return }
        let lastKept = base + kept - 1
        let restEnd = graph.textScratch.textLines[base + produced - 1].end
        graph.textScratch.textLines.removeSubrange((base + kept)...)
        graph.textScratch.textLines[lastKept] = truncated(
            graph.textScratch.textLines[lastKept], restEnd: restEnd, maxWidth: maxWidth, graph: graph)
    }

    /// Text that does not fit its proposal, tightened (advances down to 95%, `allowsTightening`)
    /// and then scaled (down to `minimumScaleFactor`) by the largest factor that fits — found by
    /// bisection on the line breaking at `width ÷ factor` — and truncated if even the smallest
    /// does not fit.
    private static func shrunk(_ content: TextContent, proposal: ProposedViewSize, environment: Int, graph: ViewGraph) -> Range<Int> {
        let maxWidth = proposal.width ?? .infinity
        let tightest: CGFloat = graph.current.environments[environment].allowsTightening ? 0.95 : 1
        let smallest = tightest * graph.current.environments[environment].minimumScaleFactor
        let base = graph.textScratch.textLines.count
        // The advance factor `a` tightens first, then scales the font too.
        func fontScale(_ a: CGFloat) -> CGFloat { a >= tightest ? 1 : a / tightest }
        func fits(_ a: CGFloat) -> Bool {
            breakLines(content, maxWidth: maxWidth / a, graph: graph)
            defer { graph.textScratch.textLines.removeSuffix(from: base) }
            let produced = graph.textScratch.textLines.count - base
            return keptLines(from: base, proposal: proposal, environment: environment, graph: graph, fontScale: fontScale(a)) >= produced
        }
        var low = smallest, high: CGFloat = 1
        if fits(low) {
            for _ in 0..<12 {
                let mid = (low + high) / 2
                if fits(mid) { low = mid } else { high = mid }
            }
        }
        let a = low, s = fontScale(a)
        breakLines(content, maxWidth: maxWidth / a, graph: graph)
        let kept = keptLines(from: base, proposal: proposal, environment: environment, graph: graph, fontScale: s)
        truncate(from: base, kept: kept, maxWidth: maxWidth / a, graph: graph)
        for i in base..<graph.textScratch.textLines.count {
            graph.textScratch.textLines[i].width *= a
            graph.textScratch.textLines[i].ascent *= s
            graph.textScratch.textLines[i].height *= s
            graph.textScratch.textLines[i].advanceScale = a
            graph.textScratch.textLines[i].fontScale = s
        }
        return base..<graph.textScratch.textLines.count
    }

    /// The node's text broken into lines at `width`, in `graph.textScratch.cachedLines`: broken once per width
    /// per pass (stacks ask a text for several heights at one width).
    static func brokenLines(of node: NodeID, content: TextContent? = nil, width: CGFloat, graph: ViewGraph) -> Range<Int> {
        guard case .text(let textIndex) = graph.current.nodes[Int(node)].kind else { return 0..<0 }
        let widthKey = UInt64(width.bitPattern)
        let state = graph.textPassState(textIndex)
        if state.pointee.cachedWidth == widthKey {
            let start = Int(state.pointee.cachedStart)
            return start..<(start + Int(state.pointee.cachedCount))
        }
        let content = content ?? self.content(of: node, graph: graph)
        let base = graph.textScratch.textLines.count
        breakLines(content, maxWidth: width, graph: graph)
        let start = graph.textScratch.cachedLines.count
        graph.textScratch.cachedLines.appendCopies(of: base..<graph.textScratch.textLines.count, from: graph.textScratch.textLines)
        graph.textScratch.textLines.removeSuffix(from: base)
        state.pointee.cachedWidth = widthKey
        state.pointee.cachedStart = Int32(start)
        state.pointee.cachedCount = Int32(graph.textScratch.cachedLines.count - start)
        return start..<graph.textScratch.cachedLines.count
    }

    /// Greedy line breaking over the whole text, appending lines to `graph.textScratch.textLines`.
    private static func breakLines(_ content: TextContent, maxWidth: CGFloat, graph: ViewGraph) {
        guard !content.isEmpty else { return }
        let singleRun = content.runs.count == 1 ? graph.textScratch.shapedRuns[content.runs.lowerBound].metrics : nil
        graph.textScratch.textScalars.withUnsafeBufferPointer { scalars in
            graph.textScratch.textAdvances.withUnsafeBufferPointer { advances in
                let limit = maxWidth + 0.0001
                let n = content.end
                var lineStart = content.start
                var lineWidth: CGFloat = 0  // including trailing spaces
                var contentWidth: CGFloat = 0  // without trailing spaces
                var breakIndex = -1  // where the next line starts if we break at the last space
                var widthAtBreak: CGFloat = 0
                // The break opportunity before the current spaces, for closing punctuation after
                // them (UAX #14 LB13: no break before it, even after spaces).
                var breakBeforeSpaces = -1
                var widthBeforeSpaces: CGFloat = 0

                func emit(_ end: Int, width: CGFloat) {
                    let (ascent, height) = singleRun.map { ($0.ascent, $0.lineHeight) } ?? lineMetrics(content, lineStart, end, graph)
                    graph.textScratch.textLines.append(TextLine(start: lineStart, end: end, width: width, ascent: ascent, height: height))
                }

                var i = content.start
                while i < n {
                    let c = scalars[i]
                    if c == "\n" || c == "\u{2028}" || c == "\r" {
                        emit(i, width: contentWidth)
                        // Treat "\r\n" as one break.
                        if c == "\r", i + 1 < n, scalars[i + 1] == "\n" { i += 1 }
                        lineStart = i + 1
                        lineWidth = 0; contentWidth = 0; breakIndex = -1
                        i += 1
                        continue
                    }
                    let a = advances[i]
                    if c == " " || c == "\t" {
                        if i == lineStart || (scalars[i - 1] != " " && scalars[i - 1] != "\t") {
                            breakBeforeSpaces = breakIndex
                            widthBeforeSpaces = widthAtBreak
                        }
                        lineWidth += a
                        breakIndex = i + 1
                        widthAtBreak = contentWidth
                        i += 1
                        continue
                    }
                    // An inline image is a word of its own: the line may break before and after it.
                    let isImage = c == MarkdownParser.insertMarker
                    if breakIndex == i, Self.closesPunctuation(c) {
                        breakIndex = breakBeforeSpaces
                        widthAtBreak = widthBeforeSpaces
                    }
                    // Chinese and Japanese break between ideographs (UAX #14 class ID), never after
                    // an opening bracket; closing punctuation is not ID, so it never starts a line.
                    if i > lineStart, breakIndex < i, isImage || (Self.breaksBefore(c) && !Self.opensBracket(scalars[i - 1])) {
                        breakIndex = i
                        widthAtBreak = contentWidth
                    }
                    // A scalar that advances 0 continues a cluster (a mark, a joiner): never a line's start.
                    if a > 0, lineWidth + a > limit, i > lineStart {
                        if breakIndex > lineStart {
                            // Break after the last space; the current word moves down.
                            emit(breakIndex, width: widthAtBreak)
                            lineStart = breakIndex
                            lineWidth = 0
                            for k in breakIndex..<i { lineWidth += advances[k] }
                            contentWidth = lineWidth
                            breakIndex = -1
                            if lineWidth + a > limit, i > lineStart {
                                // The word alone is longer than a line: break between characters.
                                emit(i, width: contentWidth)
                                lineStart = i
                                lineWidth = 0; contentWidth = 0
                            }
                        } else {
                            emit(i, width: contentWidth)
                            lineStart = i
                            lineWidth = 0; contentWidth = 0; breakIndex = -1
                        }
                    }
                    lineWidth += a
                    contentWidth = lineWidth
                    if isImage || (Self.isHyphen(c) && Self.breaksAfterHyphen(at: i, scalars, start: content.start, end: n)) {
                        breakIndex = i + 1
                        widthAtBreak = contentWidth
                    }
                    i += 1
                }
                if lineStart < n || scalars[n - 1] == "\n" {
                    emit(n, width: contentWidth)
                }
            }
        }
    }

    /// Ideographs and kana a line may start with (UAX #14's ID class, Japanese small kana and the
    /// prolonged sound mark excluded as non-starters).
    static func breaksBefore(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
            0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6, 0x30FC:
            return false
        case 0x2E80...0x2FDF, 0x3041...0x309F, 0x30A0...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
            0x20000...0x3FFFF:
            return true
        default: return false
        }
    }

    /// Hyphens a line may break after (UAX #14's HY, and U+2010 HYPHEN of class BA).
    static func isHyphen(_ c: Unicode.Scalar) -> Bool { c == "-" || c == "\u{2010}" }

    /// Whether a line may break after the hyphen at `i` (UAX #14): only before a letter (not in
    /// "-5", LB25) and not after a word-initial hyphen ("-abc", LB20a).
    static func breaksAfterHyphen(at i: Int, _ scalars: UnsafeBufferPointer<Unicode.Scalar>, start: Int, end: Int) -> Bool {
        guard i > start, i + 1 < end, scalars[i + 1].properties.isAlphabetic else { return false }
        let previous = scalars[i - 1]
        return
            !(previous == " " || previous == "\t" || previous == "\n" || previous == "\r" || previous == "\u{2028}"
            || previous == "\u{A0}")
    }

    /// Closing punctuation no line may start with, even after spaces (UAX #14 LB13 and LB16:
    /// classes CL, CP, EX, IS, and the ideographic comma and full stop).
    static func closesPunctuation(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case ")", "]", "}", "!", "?", ",", ".", ":", ";", "\u{201D}", "\u{2019}", "\u{BB}", "\u{3001}", "\u{3002}", "\u{FF0C}", "\u{FF0E}",
            "\u{FF09}", "\u{FF3D}", "\u{FF5D}", "\u{300D}", "\u{300F}", "\u{3009}", "\u{300B}", "\u{3011}", "\u{3015}", "\u{FF01}",
            "\u{FF1F}", "\u{FF1A}", "\u{FF1B}":
            return true
        default: return false
        }
    }

    /// Opening brackets and quotes, after which no line may break.
    static func opensBracket(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "(", "[", "{", "\u{201C}", "\u{2018}", "\u{300C}", "\u{300E}", "\u{FF08}", "\u{3008}", "\u{300A}", "\u{3010}",
            "\u{3014}", "\u{FF3B}", "\u{FF5B}":
            return true
        default: return false
        }
    }

    /// Ascent and height of the tallest font among the runs a line touches.
    private static func lineMetrics(
        _ content: TextContent, _ start: Int, _ end: Int, _ graph: ViewGraph
    ) -> (ascent: CGFloat, height: CGFloat) {
        var ascent: CGFloat = 0, descent: CGFloat = 0, leading = -CGFloat.greatestFiniteMagnitude
        for r in content.runs {
            // Fields read in place: copying a run would retain its font name, colors and image.
            let runStart = graph.textScratch.shapedRuns[r].start, runEnd = graph.textScratch.shapedRuns[r].end
            // A run counts if the line overlaps it; an empty line takes the run it sits in.
            let touches = start < end ? (runStart < end && runEnd > start) : (runStart <= start && start <= runEnd)
            if touches {
                let metrics = graph.textScratch.shapedRuns[r].metrics
                ascent = max(ascent, metrics.ascent)
                descent = max(descent, metrics.descent)
                leading = max(leading, metrics.leading)
            }
        }
        // `Font.leading(.tight)` may take leading below zero, never the line below its glyphs' half.
        let height = ascent + descent + (leading == -CGFloat.greatestFiniteMagnitude ? 0 : leading)
        return (ascent, max(height, (ascent + descent) / 2))
    }

    /// A line cut so it plus "…" fits `maxWidth`. Its width becomes `min(maxWidth, ideal)`, the
    /// ideal being the rest of the text set on one line (docs/LayoutRules.md §9).
    private static func truncated(_ line: TextLine, restEnd: Int, maxWidth: CGFloat, graph: ViewGraph) -> TextLine {
        var ideal: CGFloat = 0
        var k = line.start
        while k < restEnd {
            let c = graph.textScratch.textScalars[k]
            if c == "\n" || c == "\u{2028}" { break }
            ideal += graph.textScratch.textAdvances[k]
            k += 1
        }
        var result = line
        result.end = k
        result.width = min(maxWidth, ideal)
        result.isTruncated = true
        return result
    }

    static func ellipsisAdvance(font: ResolvedFont, graph: ViewGraph) -> CGFloat {
        graph.caches.textCache.shape(String(ellipsis), font: font, measurer: graph.textMeasurer, pass: graph.updates.pass).advances.first
            ?? 0
    }
}
