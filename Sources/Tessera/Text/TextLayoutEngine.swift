import Foundation

/// One laid-out line: a range of the text's scalars and its metrics (points).
struct TextLine {
    var start: Int
    var end: Int
    var width: CGFloat
    var ascent: CGFloat
    var height: CGFloat
    /// The line was cut short and ends (or starts) with an ellipsis.
    var isTruncated = false
}

/// The scalars of a text node in the order drawn, across its styled runs.
struct TextContent {
    let runs: ArraySlice<ShapedRun>
    let count: Int

    init(runs: ArraySlice<ShapedRun>) {
        self.runs = runs
        count = runs.reduce(0) { $0 + $1.scalars.count }
    }

    /// The run and the index inside it of scalar `i`.
    @inline(__always)
    func locate(_ i: Int) -> (run: Int, index: Int) {
        var offset = i
        var r = runs.startIndex
        while offset >= runs[r].scalars.count {
            offset -= runs[r].scalars.count
            r += 1
        }
        return (r, offset)
    }

    @inline(__always)
    func scalar(_ i: Int) -> Unicode.Scalar {
        if runs.count == 1 { return runs[runs.startIndex].scalars[i] }
        let (r, k) = locate(i)
        return runs[r].scalars[k]
    }

    @inline(__always)
    func advance(_ i: Int) -> CGFloat {
        if runs.count == 1 { return runs[runs.startIndex].advances[i] }
        let (r, k) = locate(i)
        return runs[r].advances[k]
    }
}

/// Text layout (LAYOUT-RULES.md §9): greedy word wrap at the proposed width (a word longer than
/// a line breaks between characters), explicit newlines, `lineLimit` and the proposed height
/// limit the lines, the last kept line is truncated with "…"; the size is the widest line by
/// the lines' height, rounded up to the pixel grid.
enum TextLayoutEngine {
    static let ellipsis: Unicode.Scalar = "\u{2026}"

    /// The shaped runs of a text node this pass (shaped once per pass, cached across passes).
    static func content(of text: Text, node: NodeID, graph: ViewGraph) -> TextContent {
        let n = graph.nodes[Int(node)]
        if n.textRunStart >= 0 {
            let start = Int(n.textRunStart)
            return TextContent(runs: graph.shapedRuns[start..<(start + Int(n.textRunCount))])
        }
        let environment = graph.environments[Int(n.environment)]
        let start = graph.shapedRuns.count
        func add(_ segment: Text.Segment) {
            var font = (segment.font ?? environment.font ?? .body).resolve(dynamicTypeSize: environment.dynamicTypeSize)
            if let weight = segment.weight { font.weight = weight }
            if segment.isItalic { font.isItalic = true }
            let shaped = graph.textCache.shape(segment.string, font: font, measurer: graph.textMeasurer, pass: graph.pass)
            let metrics = graph.textCache.metrics(of: font, measurer: graph.textMeasurer)
            graph.shapedRuns.append(ShapedRun(scalars: shaped.scalars, advances: shaped.advances, font: font, metrics: metrics, color: segment.color))
        }
        add(text.first)
        for segment in text.rest { add(segment) }
        graph.nodes[Int(node)].textRunStart = Int32(start)
        graph.nodes[Int(node)].textRunCount = Int16(graph.shapedRuns.count - start)
        return TextContent(runs: graph.shapedRuns[start..<graph.shapedRuns.count])
    }

    static func largestFontMetrics(of text: Text, environment: EnvironmentValues, graph: ViewGraph) -> FontMetrics {
        var best: FontMetrics?
        for segment in [text.first] + text.rest {
            var font = (segment.font ?? environment.font ?? .body).resolve(dynamicTypeSize: environment.dynamicTypeSize)
            if let weight = segment.weight { font.weight = weight }
            let m = graph.textCache.metrics(of: font, measurer: graph.textMeasurer)
            if best == nil || m.ascent + m.descent > best!.ascent + best!.descent { best = m }
        }
        return best!
    }

    static func size(of text: Text, node: NodeID, proposal: ProposedViewSize, graph: ViewGraph) -> CGSize {
        let lines = layout(text, node: node, proposal: proposal, graph: graph)
        defer { graph.textLines.removeSubrange(lines) }
        guard !lines.isEmpty else { return .zero }
        let environment = graph.environments[Int(graph.nodes[Int(node)].environment)]
        let grid = PixelGrid(scale: environment.displayScale)
        var width: CGFloat = 0
        var height: CGFloat = 0
        for i in lines {
            width = max(width, graph.textLines[i].width)
            height += graph.textLines[i].height
        }
        height += environment.lineSpacing * CGFloat(lines.count - 1)
        if environment.lineLimitReservesSpace, let limit = environment.lineLimit, limit > lines.count, let last = lines.last {
            height += CGFloat(limit - lines.count) * (graph.textLines[last].height + environment.lineSpacing)
        }
        return CGSize(width: grid.roundUp(width), height: grid.roundUp(height))
    }

    static func baseline(_ key: AlignmentKey, of text: Text, node: NodeID, proposal: ProposedViewSize, graph: ViewGraph) -> CGFloat? {
        let lines = layout(text, node: node, proposal: proposal, graph: graph)
        defer { graph.textLines.removeSubrange(lines) }
        guard let first = lines.first else { return nil }
        let environment = graph.environments[Int(graph.nodes[Int(node)].environment)]
        let grid = PixelGrid(scale: environment.displayScale)
        if key.type == FirstTextBaselineAlignment.self {
            return grid.roundNearestOrUp(graph.textLines[first].ascent)
        }
        var top: CGFloat = 0
        for i in lines.dropLast() { top += graph.textLines[i].height + environment.lineSpacing }
        return grid.roundUp(top + graph.textLines[lines.last!].ascent)
    }

    /// Lays the text out for `proposal`; the lines are appended to `graph.textLines` and their
    /// range returned (the caller removes them).
    static func layout(_ text: Text, node: NodeID, proposal: ProposedViewSize, graph: ViewGraph) -> Range<Int> {
        let content = content(of: text, node: node, graph: graph)
        let environment = graph.environments[Int(graph.nodes[Int(node)].environment)]
        let maxWidth = proposal.width ?? .infinity
        let base = graph.textLines.count
        breakLines(content, maxWidth: maxWidth, into: &graph.textLines)
        let produced = graph.textLines.count - base
        guard produced > 0 else { return base..<base }

        // How many lines are kept: lineLimit, then what fits in the proposed height (at least 1).
        var kept = produced
        if let limit = environment.lineLimit { kept = min(kept, max(limit, 1)) }
        if let maxHeight = proposal.height {
            var used: CGFloat = 0
            var fitting = 0
            for i in base..<(base + kept) {
                used += graph.textLines[i].height + (fitting > 0 ? environment.lineSpacing : 0)
                if used > maxHeight + 0.0001 { break }
                fitting += 1
            }
            kept = max(1, min(kept, fitting))
        }
        if kept < produced {
            let lastKept = base + kept - 1
            let restEnd = graph.textLines[base + produced - 1].end
            graph.textLines.removeSubrange((base + kept)...)
            truncate(&graph.textLines[lastKept], restEnd: restEnd, content: content, maxWidth: maxWidth, graph: graph)
        }
        return base..<graph.textLines.count
    }

    /// Greedy line breaking over the whole text.
    private static func breakLines(_ content: TextContent, maxWidth: CGFloat, into lines: inout [TextLine]) {
        let n = content.count
        guard n > 0 else { return }
        let limit = maxWidth + 0.0001
        var lineStart = 0
        var lineWidth: CGFloat = 0        // including trailing spaces
        var contentWidth: CGFloat = 0     // without trailing spaces
        var breakIndex = -1               // where the next line starts if we break at the last space
        var widthAtBreak: CGFloat = 0

        func emit(_ end: Int, width: CGFloat) {
            let (ascent, height) = metrics(content, lineStart, end)
            lines.append(TextLine(start: lineStart, end: end, width: width, ascent: ascent, height: height))
        }

        var i = 0
        while i < n {
            let c = content.scalar(i)
            if c == "\n" || c == "\u{2028}" || c == "\r" {
                emit(i, width: contentWidth)
                // Treat "\r\n" as one break.
                if c == "\r", i + 1 < n, content.scalar(i + 1) == "\n" { i += 1 }
                lineStart = i + 1
                lineWidth = 0; contentWidth = 0; breakIndex = -1
                i += 1
                continue
            }
            let a = content.advance(i)
            if c == " " || c == "\t" {
                lineWidth += a
                breakIndex = i + 1
                widthAtBreak = contentWidth
                i += 1
                continue
            }
            if lineWidth + a > limit, i > lineStart {
                if breakIndex > lineStart {
                    // Break after the last space; the current word moves down.
                    emit(breakIndex, width: widthAtBreak)
                    lineStart = breakIndex
                    lineWidth = 0
                    for k in breakIndex..<i { lineWidth += content.advance(k) }
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
            i += 1
        }
        if lineStart < n || content.scalar(n - 1) == "\n" {
            emit(n, width: contentWidth)
        }
    }

    /// Ascent and height of the tallest font among the runs a line touches.
    private static func metrics(_ content: TextContent, _ start: Int, _ end: Int) -> (ascent: CGFloat, height: CGFloat) {
        if content.runs.count == 1 {
            let m = content.runs[content.runs.startIndex].metrics
            return (m.ascent, m.lineHeight)
        }
        var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = 0
        var offset = 0
        for run in content.runs {
            let runEnd = offset + run.scalars.count
            // An empty line (between two newlines) takes the metrics of the run it sits in.
            if runEnd > start && offset <= max(start, end - 1) || (start == end && offset <= start && start <= runEnd) {
                ascent = max(ascent, run.metrics.ascent)
                descent = max(descent, run.metrics.descent)
                leading = max(leading, run.metrics.leading)
            }
            offset = runEnd
        }
        return (ascent, ascent + descent + leading)
    }

    /// Cuts a line so it plus "…" fits `maxWidth`. Its width becomes `min(maxWidth, ideal)`, the
    /// ideal being the rest of the text set on one line (LAYOUT-RULES.md §9).
    private static func truncate(_ line: inout TextLine, restEnd: Int, content: TextContent, maxWidth: CGFloat, graph: ViewGraph) {
        var ideal: CGFloat = 0
        var k = line.start
        while k < restEnd {
            let c = content.scalar(k)
            if c == "\n" || c == "\u{2028}" { break }
            ideal += content.advance(k)
            k += 1
        }
        line.end = k
        line.width = min(maxWidth, ideal)
        line.isTruncated = true
    }

    static func ellipsisAdvance(font: ResolvedFont, graph: ViewGraph) -> CGFloat {
        graph.textCache.shape(String(ellipsis), font: font, measurer: graph.textMeasurer, pass: graph.pass).advances.first ?? 0
    }
}
