import Foundation

/// The display-list stage of text: laid-out lines → glyph runs (drawn from the backend's atlas),
/// inline images (drawn from its texture cache) and underline/strikethrough bars, in pixels.
extension ViewGraph {
    /// Where the current line is drawn and how it is scaled.
    struct LinePen {
        var x: CGFloat
        /// The baseline, in pixels.
        let y: CGFloat
        let scale: CGFloat
        let advanceScale: CGFloat
        let fontScale: CGFloat
        /// The paragraph's bidi levels from the text's first scalar, `nil` when left-to-right.
        var levels: [UInt8]? = nil
    }

    /// Appends the resolved colour of each of `runs` to `textScratch.runColors`: `presented`
    /// (every run's, while a text's own colour animates), else the run's own, else the
    /// environment's foreground.
    @inline(__always)
    private func appendRunColors(_ runs: Range<Int>, in environment: EnvironmentValues, presented: Color?) {
        let defaultColor: Color.Resolved
        if case .color(let c) = ForegroundStyle()._resolvePaint(in: environment) {
            defaultColor = c
        } else {
            defaultColor = .clear
        }
        for r in runs {
            textScratch.runColors.append((presented ?? textScratch.shapedRuns[r].color).map { $0.resolve(in: environment) } ?? defaultColor)
        }
    }

    func emitText(node: NodeID, grid: PixelGrid) {
        let frame = presentedFrame(node)
        let env = Int(current.nodes[Int(node)].environment)
        let content = TextLayoutEngine.content(of: node, graph: self)
        let lines = TextLayoutEngine.layout(node: node, proposal: current.nodes[Int(node)].placementProposal, graph: self)
        defer { textScratch.textLines.removeSubrange(lines) }
        guard !lines.isEmpty else { return }
        // Leading is the right edge in a right-to-left layout, and for a paragraph whose first
        // strong character is right-to-left.
        let bidi = paragraph(of: node, content: content)
        let rightToLeft = current.environments[env].layoutDirection == .rightToLeft || bidi?.isRightToLeft == true
        let alignment = current.environments[env].multilineTextAlignment
        let lineSpacing = current.environments[env].lineSpacing
        // Resolve each run's color once.
        let firstColorIndex = textScratch.runColors.count
        if isPresenting, case .textColor(let color)? = presentedValue(node) {
            appendRunColors(content.runs, in: current.environments[env], presented: color)
        } else if isPresenting, case .foregroundColor(let color)? = presentedValue(node) {
            var presented = current.environments[env]
            presented.foregroundColor = color
            appendRunColors(content.runs, in: presented, presented: nil)
        } else {
            appendRunColors(content.runs, in: current.environments[env], presented: nil)
        }
        defer { textScratch.runColors.removeSubrange(firstColorIndex...) }

        let origin = CGPoint(x: grid.roundNearestOrUp(frame.minX), y: grid.roundNearestOrUp(frame.minY))
        let scale = grid.scale
        var top: CGFloat = 0
        var emitter = GlyphRunEmitter(scale: scale)
        for (index, i) in lines.enumerated() {
            let line = textScratch.textLines[i]
            let x0: CGFloat
            switch alignment {
            case .center: x0 = (frame.width - line.width) / 2
            case .leading: x0 = rightToLeft ? frame.width - line.width : 0
            case .trailing: x0 = rightToLeft ? 0 : frame.width - line.width
            }
            let baseline = grid.roundNearestOrUp(index == 0 ? line.ascent : top + line.ascent)
            var pen = LinePen(
                x: (origin.x + grid.roundNearestOrUp(x0)) * scale, y: (origin.y + baseline) * scale, scale: scale,
                advanceScale: line.advanceScale, fontScale: line.fontScale, levels: bidi?.levels)
            if line.isTruncated {
                emitTruncated(
                    line, content: content, pen: &pen, mode: current.environments[env].truncationMode, emitter: &emitter,
                    colorBase: firstColorIndex
                )
            } else {
                emitGlyphs(line.start..<line.end, content: content, pen: &pen, emitter: &emitter, colorBase: firstColorIndex)
            }
            top += line.height + lineSpacing
        }
        emitter.finish(in: &displayList, glyphCount: glyphScratch.count)
    }

    /// The font run `r` draws with on a line scaled by `fontScale`.
    private func drawnFont(_ r: Int, _ fontScale: CGFloat) -> ResolvedFont {
        var font = textScratch.shapedRuns[r].font
        if fontScale != 1 { font.size *= fontScale }
        return font
    }

    /// Emits the glyphs, images and lines of `range`, advancing the pen.
    private func emitGlyphs(_ range: Range<Int>, content: TextContent, pen: inout LinePen, emitter: inout GlyphRunEmitter, colorBase: Int) {
        guard !range.isEmpty else { return }
        if let order = visualOrder(range, content: content, paragraph: pen.levels) {
            emitReordered(order, content: content, pen: &pen, emitter: &emitter, colorBase: colorBase)
            return
        }
        var r = TextLayoutEngine.run(containing: range.lowerBound, in: content, graph: self)
        let colorOffset = colorBase - content.runs.lowerBound
        var runEnd = textScratch.shapedRuns[r].end
        var runStartX = pen.x
        var y = Float(pen.y - textScratch.shapedRuns[r].decoration.baselineOffset * pen.scale * pen.fontScale)
        emitter.setStyle(
            in: &displayList, glyphCount: glyphScratch.count, font: drawnFont(r, pen.fontScale),
            color: textScratch.runColors[colorOffset + r])
        let step = pen.scale * pen.advanceScale
        // Asked once per run, not per glyph: reading the optional image copies (retains) it.
        var runHasImage = textScratch.shapedRuns[r].image != nil
        var runStart = textScratch.shapedRuns[r].start
        var runShaped = textScratch.shapedRuns[r].shaped
        var gi = runShaped.map { Self.firstGlyph(of: Int32(range.lowerBound - runStart), in: $0.glyphs) } ?? 0
        for k in range {
            if k >= runEnd, r < content.runs.upperBound - 1 {
                moveRunGlyphsToDisplayList()
                emitLines(of: r, from: runStartX, to: pen.x, pen: pen, color: textScratch.runColors[colorOffset + r])
                r += 1
                runEnd = textScratch.shapedRuns[r].end
                runStartX = pen.x
                y = Float(pen.y - textScratch.shapedRuns[r].decoration.baselineOffset * pen.scale * pen.fontScale)
                emitter.setStyle(
                    in: &displayList, glyphCount: glyphScratch.count, font: drawnFont(r, pen.fontScale),
                    color: textScratch.runColors[colorOffset + r])
                runHasImage = textScratch.shapedRuns[r].image != nil
                runStart = textScratch.shapedRuns[r].start
                runShaped = textScratch.shapedRuns[r].shaped
                gi = 0
            }
            if runHasImage, let image = textScratch.shapedRuns[r].image {
                // Images break the glyph run so painter's order is kept.
                moveRunGlyphsToDisplayList()
                emitter.finish(in: &displayList, glyphCount: glyphScratch.count)
                emitInlineImage(image, pen: pen, color: textScratch.runColors[colorOffset + r])
            } else if let shaped = runShaped {
                emitCluster(k, local: Int32(k - runStart), shaped.glyphs, from: &gi, pen: pen, y: y)
            } else {
                let scalar = textScratch.textScalars[k]
                if scalar != " " && scalar != "\t" {
                    textScratch.runGlyphs.append(PositionedGlyph(scalar: scalar, x: Float(pen.x), y: y))
                }
            }
            pen.x += textScratch.textAdvances[k] * step
        }
        moveRunGlyphsToDisplayList()
        emitLines(of: r, from: runStartX, to: pen.x, pen: pen, color: textScratch.runColors[colorOffset + r])
    }

    /// The index of the first glyph of cluster `local` or after it (glyphs are ordered by cluster).
    private static func firstGlyph(of local: Int32, in glyphs: [ShapedGlyph]) -> Int {
        var low = 0, high = glyphs.count
        while low < high {
            let mid = (low + high) / 2
            if glyphs[mid].cluster < local { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Appends the shaped glyphs of the cluster starting at the run's scalar `local` (graph scalar
    /// `k`) at the pen; `gi` is a cursor at or before the cluster's first glyph.
    @inline(__always)
    private func emitCluster(_ k: Int, local: Int32, _ glyphs: [ShapedGlyph], from gi: inout Int, pen: LinePen, y: Float) {
        while gi < glyphs.count, glyphs[gi].cluster < local { gi += 1 }
        let s = pen.scale * pen.fontScale
        while gi < glyphs.count, glyphs[gi].cluster == local {
            let g = glyphs[gi]
            textScratch.runGlyphs.append(
                PositionedGlyph(
                    glyph: g.glyph, face: g.face &+ 1, scalar: textScratch.textScalars[k], x: Float(pen.x + CGFloat(g.x) * s),
                    y: y - Float(CGFloat(g.y) * s)))
            gi += 1
        }
    }

    /// The scalars of a line in display order by UAX #9's rule L2 (from the highest level to the
    /// lowest odd one, every sequence at that level or higher is reversed), or `nil` when the line
    /// is all left-to-right. `paragraph` holds the levels from the text's first scalar.
    private func visualOrder(_ range: Range<Int>, content: TextContent, paragraph: [UInt8]?) -> [Int]? {
        guard let paragraph else { return nil }
        let low = range.lowerBound - content.start, high = range.upperBound - content.start
        guard low >= 0, high <= paragraph.count, paragraph[low..<high].contains(where: { $0 > 0 }) else { return nil }
        var levels = Array(paragraph[low..<high])
        guard let highest = levels.max(), let lowest = levels.min() else { return nil }
        var order = Array(range)
        let lowestOdd = lowest | 1
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < levels.count {
                guard levels[i] >= level else { i += 1; continue }
                var j = i
                while j < levels.count, levels[j] >= level { j += 1 }
                order[i..<j].reverse()
                levels[i..<j].reverse()
                i = j
            }
            level -= 1
        }
        return order
    }

    /// Emits a line's scalars in display order (`visualOrder`), advancing the pen: the run may
    /// change at any scalar, so each is looked up.
    private func emitReordered(_ order: [Int], content: TextContent, pen: inout LinePen, emitter: inout GlyphRunEmitter, colorBase: Int) {
        let colorOffset = colorBase - content.runs.lowerBound
        let step = pen.scale * pen.advanceScale
        var r = -1
        var pieceStartX = pen.x
        var y: Float = 0
        for k in order {
            let run = TextLayoutEngine.run(containing: k, in: content, graph: self)
            if run != r {
                moveRunGlyphsToDisplayList()
                if r >= 0 { emitLines(of: r, from: pieceStartX, to: pen.x, pen: pen, color: textScratch.runColors[colorOffset + r]) }
                r = run
                pieceStartX = pen.x
                y = Float(pen.y - textScratch.shapedRuns[r].decoration.baselineOffset * pen.scale * pen.fontScale)
                emitter.setStyle(
                    in: &displayList, glyphCount: glyphScratch.count, font: drawnFont(r, pen.fontScale),
                    color: textScratch.runColors[colorOffset + r])
            }
            if textScratch.shapedRuns[r].image != nil, let image = textScratch.shapedRuns[r].image {
                moveRunGlyphsToDisplayList()
                emitter.finish(in: &displayList, glyphCount: glyphScratch.count)
                emitInlineImage(image, pen: pen, color: textScratch.runColors[colorOffset + r])
                // The next scalar restarts the glyph run.
                r = -1
            } else if let shaped = textScratch.shapedRuns[r].shaped {
                let local = Int32(k - textScratch.shapedRuns[r].start)
                var gi = Self.firstGlyph(of: local, in: shaped.glyphs)
                emitCluster(k, local: local, shaped.glyphs, from: &gi, pen: pen, y: y)
            } else {
                var scalar = textScratch.textScalars[k]
                if let levels = pen.levels, levels[k - content.start] & 1 == 1 { scalar = ViewGraph.mirrored(scalar) }
                if scalar != " " && scalar != "\t" { textScratch.runGlyphs.append(PositionedGlyph(scalar: scalar, x: Float(pen.x), y: y)) }
            }
            pen.x += textScratch.textAdvances[k] * step
        }
        moveRunGlyphsToDisplayList()
        if r >= 0 { emitLines(of: r, from: pieceStartX, to: pen.x, pen: pen, color: textScratch.runColors[colorOffset + r]) }
    }

    /// Appends the glyphs gathered in `runGlyphs` to the display list with one copy.
    @inline(__always)
    private func moveRunGlyphsToDisplayList() {
        guard !textScratch.runGlyphs.isEmpty else { return }
        textScratch.runGlyphs.withUnsafeBufferPointer { glyphScratch.append(contentsOf: $0) }
        textScratch.runGlyphs.removeAll()
    }

    /// An inline image at the pen, in whole pixels so it stays sharp.
    private func emitInlineImage(_ image: InlineImage, pen: LinePen, color: Color.Resolved) {
        let s = pen.scale * pen.fontScale
        let width = (image.size.width * s).rounded(), height = (image.size.height * s).rounded()
        guard width > 0, height > 0 else { return }
        let top = (pen.y - (image.bottom + image.size.height) * s).rounded()
        let destination = CGRect(x: pen.x.rounded(), y: top, width: width, height: height)
        let source = CGRect(origin: .zero, size: image.info.pixelSize)
        displayList.operations.append(
            .image(
                ImageDrawing(
                    image: image.info, source: source, destination: destination,
                    tint: image.isTemplate ? color : nil, smooth: image.smooth)))
    }

    /// Underline and strikethrough bars of run `r` between two pen positions (pixels).
    private func emitLines(of r: Int, from x0: CGFloat, to x1: CGFloat, pen: LinePen, color: Color.Resolved) {
        guard textScratch.shapedRuns[r].decoration.underline != nil || textScratch.shapedRuns[r].decoration.strikethrough != nil, x1 > x0
        else { return }
        let decoration = textScratch.shapedRuns[r].decoration
        let font = textScratch.shapedRuns[r].font
        let s = pen.scale * pen.fontScale
        let thickness = max(1, (font.size * s / 14).rounded())
        let baseline = pen.y - decoration.baselineOffset * s
        let environment = current.environments[0]
        func bar(_ line: TextDecoration.Line, centre: CGFloat) {
            let resolved = line.color.map { $0.resolve(in: environment) } ?? color
            guard resolved.opacity > 0 else { return }
            let rect = CGRect(x: x0.rounded(), y: (centre - thickness / 2).rounded(), width: (x1 - x0).rounded(), height: thickness)
            displayList.operations.append(.fill(.rect(rect), .color(resolved)))
        }
        // Underline a tenth of an em below the baseline; strikethrough through the middle of the
        // lowercase letters (0.4 of the cap height).
        if let underline = decoration.underline { bar(underline, centre: baseline + font.size * s * 0.1 + thickness / 2) }
        if let strike = decoration.strikethrough { bar(strike, centre: baseline - textScratch.shapedRuns[r].metrics.capHeight * s * 0.4) }
    }

    private func emitTruncated(
        _ line: TextLine, content: TextContent, pen: inout LinePen, mode: Text.TruncationMode,
        emitter: inout GlyphRunEmitter, colorBase: Int
    ) {
        let lastRun = TextLayoutEngine.run(containing: max(line.start, line.end - 1), in: content, graph: self)
        let ellipsisWidth = TextLayoutEngine.ellipsisAdvance(font: textScratch.shapedRuns[lastRun].font, graph: self)
        // In unscaled points, as the advances are.
        let available = line.width / line.advanceScale - ellipsisWidth
        // Which characters fit: from the start (tail), the end (head), or both ends (middle).
        var headEnd = line.start, tailStart = line.end
        var used: CGFloat = 0
        switch mode {
        case .tail:
            while headEnd < line.end, used + textScratch.textAdvances[headEnd] <= available + 0.0001 {
                used += textScratch.textAdvances[headEnd]; headEnd += 1
            }
        case .head:
            while tailStart > line.start, used + textScratch.textAdvances[tailStart - 1] <= available + 0.0001 {
                used += textScratch.textAdvances[tailStart - 1]; tailStart -= 1
            }
        case .middle:
            var takeHead = true
            while headEnd < tailStart {
                let k = takeHead ? headEnd : tailStart - 1
                if used + textScratch.textAdvances[k] > available + 0.0001 { break }
                used += textScratch.textAdvances[k]
                if takeHead { headEnd += 1 } else { tailStart -= 1 }
                takeHead.toggle()
            }
        }
        emitGlyphs(line.start..<headEnd, content: content, pen: &pen, emitter: &emitter, colorBase: colorBase)
        emitter.setStyle(
            in: &displayList, glyphCount: glyphScratch.count, font: drawnFont(lastRun, pen.fontScale),
            color: textScratch.runColors[colorBase + lastRun - content.runs.lowerBound])
        glyphScratch.append(PositionedGlyph(scalar: TextLayoutEngine.ellipsis, x: Float(pen.x), y: Float(pen.y)))
        pen.x += ellipsisWidth * pen.scale * pen.advanceScale
        if mode != .tail {
            emitGlyphs(tailStart..<line.end, content: content, pen: &pen, emitter: &emitter, colorBase: colorBase)
        }
    }
}

/// Groups the glyphs appended to a display list into runs of one font and color.
struct GlyphRunEmitter {
    let scale: CGFloat
    private var runStart = -1
    private var font: ResolvedFont?
    private var color = Color.Resolved.clear

    init(scale: CGFloat) {
        self.scale = scale
    }

    /// Starts a new run if the style differs from the current one.
    mutating func setStyle(in list: inout DisplayList, glyphCount: Int, font: ResolvedFont, color: Color.Resolved) {
        guard runStart < 0 || font != self.font || color != self.color else { return }
        finish(in: &list, glyphCount: glyphCount)
        runStart = glyphCount
        self.font = font
        self.color = color
    }

    mutating func finish(in list: inout DisplayList, glyphCount end: Int) {
        guard runStart >= 0, let font else { return }
        if end > runStart, color.opacity > 0 {
            list.operations.append(.text(TextRun(font: font, scale: scale, color: color, glyphs: runStart..<end)))
        }
        runStart = -1
    }
}

/// Text shaped this pass: written while text is measured and laid out, read when its glyphs are
/// emitted into the display list. An object, so that each buffer is its own stored property
/// (shaping appends to one while it reads another).
final class TextPassScratch {
    @exclusivity(unchecked) var textLines = ArenaBuffer<TextLine>()
    /// Shaped text runs of this pass, indexed from text nodes.
    @exclusivity(unchecked) var shapedRuns = ArenaBuffer<ShapedRun>()
    /// Scalars and advances of every text node shaped this pass, run after run.
    @exclusivity(unchecked) var textScalars = ArenaBuffer<Unicode.Scalar>()
    @exclusivity(unchecked) var textAdvances = ArenaBuffer<CGFloat>()
    @exclusivity(unchecked) var runColors = ArenaBuffer<Color.Resolved>()
    @exclusivity(unchecked) var cachedLines = ArenaBuffer<TextLine>()
    /// Each text node's shaped runs and last line breaking this pass (TextPassState.swift).
    @exclusivity(unchecked) var textPassStates = ArenaBuffer<TextPassState>()
    /// Glyphs of the run being emitted, moved into the display list once per run (appending to
    /// the list's array checks its uniqueness per glyph).
    @exclusivity(unchecked) var runGlyphs = ArenaBuffer<PositionedGlyph>()

    /// Empties what the last pass shaped, keeping the storage (a pass shapes its text anew).
    func removeAllShapedText() {
        shapedRuns.removeAll()
        textScalars.removeAll()
        textAdvances.removeAll()
        cachedLines.removeAll()
        textPassStates.removeAll()
    }

    func deallocate() {
        textLines.deallocate()
        shapedRuns.deallocate()
        textScalars.deallocate()
        textAdvances.deallocate()
        runColors.deallocate()
        cachedLines.deallocate()
        textPassStates.deallocate()
        runGlyphs.deallocate()
    }
}
